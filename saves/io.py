"""Atomic file writes and careful reads: a failed write leaves the previous file intact.

Write: temporary file in the same folder, flush, fsync, `os.replace`, fsync the folder. Read: every
failure becomes a `SaveError` whose sentence names the file and the reason.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


class SaveError(Exception):
    """A save or settings file could not be written or read; the message is shown to the player."""


def atomic_write(path: Path, data: bytes) -> None:
    path = Path(path)
    if path.is_dir():
        raise SaveError(f"Cannot save to {path}: a folder of that name is in the way.")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise SaveError(f"Cannot save to {path}: {exc.strerror or exc}.") from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise SaveError(f"Cannot save to {path}: {exc.strerror or exc}. The previous file is unchanged.") from exc
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass  # some platforms cannot fsync a folder; the rename itself is already atomic


def read_bytes(path: Path, limit: int = 64 * 1024 * 1024) -> bytes:
    path = Path(path)
    if path.is_dir():
        raise SaveError(f"{path.name} is a folder, not a save file.")
    try:
        size = path.stat().st_size
        if size > limit:
            raise SaveError(f"{path.name} is too large to be a save file ({size} bytes).")
        return path.read_bytes()
    except FileNotFoundError as exc:
        raise SaveError(f"{path.name} does not exist.") from exc
    except PermissionError as exc:
        raise SaveError(f"{path.name} cannot be read: permission denied.") from exc
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror or exc}.") from exc
