"""What save files and replay files share: a JSON document with a format name, a format version and a checksum
of the rest. `sealed` writes one; `checked` reads one back, refusing (SaveError) an empty, foreign, newer or
damaged file in the words of its kind; `migrated` brings an older version up one step at a time."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass

from engine.api import _
from saves.io import SaveError


@dataclass(frozen=True)
class Kind:
    """One kind of document and how its errors read (English templates marked with N_(), translated when raised)."""

    magic: str  # the "format" field
    not_text: str  # "{name} is not a save file (not text)."
    foreign: str
    unversioned: str
    newer: str  # with {schema}
    too_deep: str
    unknown_version: str  # with {version}
    unconvertible: str  # with {version} and {exc}


def checksum(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def sealed(body: dict) -> bytes:
    """The document's bytes, its checksum added."""
    return json.dumps({**body, "checksum": checksum(body)}, separators=(",", ":")).encode()


def checked(data: bytes, name: str, kind: Kind, newest: int) -> dict:
    """The parsed document once its format, version (at most `newest`) and checksum are right (not yet
    migrated)."""
    if not data.strip():
        raise SaveError(_("{name} is empty.").format(name=name))
    try:
        doc = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError(_(kind.not_text).format(name=name)) from exc
    except json.JSONDecodeError as exc:
        raise SaveError(_("{name} is damaged or truncated (not valid JSON at line {line}).").format(
            name=name, line=exc.lineno)) from exc
    except RecursionError as exc:  # a 2 KB file of brackets is deeper than Python's recursion limit
        raise SaveError(_(kind.too_deep).format(name=name)) from exc
    if not isinstance(doc, dict) or doc.get("format") != kind.magic:
        raise SaveError(_(kind.foreign).format(name=name))
    schema = doc.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError(_(kind.unversioned).format(name=name))
    if schema > newest:
        raise SaveError(_(kind.newer).format(name=name, schema=schema))
    if doc.get("checksum") != checksum({k: v for k, v in doc.items() if k != "checksum"}):
        raise SaveError(_("{name} is damaged: its checksum does not match its contents.").format(name=name))
    return doc


def migrated(doc: dict, name: str, kind: Kind, steps: dict[int, Callable[[dict], dict]], newest: int) -> dict:
    """The document in version `newest`, one step at a time; SaveError if a step is missing or fails."""
    version = doc["schema"]
    while version < newest:
        step = steps.get(version)
        if step is None:
            raise SaveError(_(kind.unknown_version).format(name=name, version=version))
        try:
            doc = step(doc)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SaveError(_(kind.unconvertible).format(name=name, version=version, exc=exc)) from exc
        version = doc["schema"]
    return doc
