"""Atomic file writes and careful reads: a failed write leaves the previous file intact.

Write: temporary file in the same folder, flush, fsync, `os.replace`, fsync the folder. Read: every
failure becomes a `SaveError` whose sentence names the file and the reason.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path

from engine.api import _

# The temporary file atomic_write makes beside `name.json`: mkstemp's 8 random characters between our prefix
# and suffix. Only files named so, and older than a save takes, are ever removed as leftovers.
_TEMP_PREFIX, _TEMP_SUFFIX = ".", ".tmp"
_TEMP_NAME = re.compile(r"^\.[^/\\]+\.json\.[a-z0-9_]{8}\.tmp$")
STALE_AFTER = 60.0  # seconds: a temporary file this old belongs to a save that was killed half-way


class SaveError(Exception):
    """A save or settings file could not be written or read; the message is shown to the player."""


def atomic_write(path: Path, data: bytes) -> None:
    path = Path(path)
    if path.is_dir():
        raise SaveError(_("Cannot save to {path}: a folder of that name is in the way.").format(path=path))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f"{_TEMP_PREFIX}{path.name}.", suffix=_TEMP_SUFFIX, dir=path.parent)
    except OSError as exc:
        raise SaveError(_("Cannot save to {path}: {problem}.").format(path=path, problem=exc.strerror or exc)) from exc
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
        raise SaveError(_("Cannot save to {path}: {problem}. The previous file is unchanged.").format(
            path=path, problem=exc.strerror or exc)) from exc
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass  # some platforms cannot fsync a folder; the rename itself is already atomic


def read_bytes(path: Path, limit: int = 64 * 1024 * 1024) -> bytes:
    """The file's bytes, read from a regular file only and never more than `limit` + 1 of them.

    Opened without blocking (a named pipe would wait for a writer forever) and checked after opening
    (a link may point at a device such as /dev/zero, whose reported size means nothing)."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError as exc:
        raise SaveError(_("{name} does not exist.").format(name=path.name)) from exc
    except IsADirectoryError as exc:
        raise SaveError(_("{name} is a folder, not a save file.").format(name=path.name)) from exc
    except PermissionError as exc:
        if path.is_dir():  # Windows refuses to open a folder with "permission denied"
            raise SaveError(_("{name} is a folder, not a save file.").format(name=path.name)) from exc
        raise SaveError(_("{name} cannot be read: permission denied.").format(name=path.name)) from exc
    except OSError as exc:
        raise SaveError(_("{name} cannot be read: {problem}.").format(name=path.name, problem=exc.strerror or exc)) from exc
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise SaveError(_("{name} is a folder, not a save file.").format(name=path.name))
        if not stat.S_ISREG(mode):
            raise SaveError(_("{name} is not a save file (not a regular file).").format(name=path.name))
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise SaveError(_("{name} is too large to be a save file (more than {limit} bytes).").format(
                name=path.name, limit=limit))
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError(_("{name} cannot be read: {problem}.").format(name=path.name, problem=exc.strerror or exc)) from exc
    finally:
        os.close(fd)


def remove_leftovers(folder: Path) -> list[Path]:
    """Delete the temporary files saves killed half-way left in `folder` (our naming only, regular files only,
    older than STALE_AFTER so a save being written now keeps its file); returns what was removed."""
    removed = []
    try:
        candidates = [p for p in Path(folder).iterdir() if _TEMP_NAME.match(p.name)]
    except OSError:
        return removed
    now = time.time()
    for path in sorted(candidates):
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER:
                path.unlink()
                removed.append(path)
        except OSError:
            continue  # gone already, or not ours to remove
    return removed
