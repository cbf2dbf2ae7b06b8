"""The app version, read from the installed package metadata (or the frozen build's copy of it)."""

from __future__ import annotations

from importlib import metadata

try:
    VERSION = metadata.version("nemesis-desktop")
except metadata.PackageNotFoundError:  # a frozen build without metadata, or a bare checkout
    VERSION = "0.1.0"
