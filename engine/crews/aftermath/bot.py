"""What the bots know of the Aftermath line (placeholder; filled below)."""

from __future__ import annotations
