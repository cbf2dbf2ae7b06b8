"""Each plug-in's own part of the state: `state.ext[plugin id]`, a msgspec Struct the plug-in defines.

The State stores the parts untyped (`dict[str, Any]`), so the engine's codecs need not know the plug-ins and a
plug-in defined anywhere (the tests' tiny species) brings its own. A part is made at setup by its plug-in's
`state` class; `part(state, key, cls)` hands it back typed, converting it once after a clone or a load has
turned it into plain lists (an `array_like` Struct encodes exactly as those lists, so the hash and the save
never depend on whether a part was converted yet). The same holds for a plug-in's part of a `View`.
"""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

T = TypeVar("T")


def part(holder: Any, key: str, cls: type[T]) -> T:
    """`holder.ext[key]` as a `cls` (a State's or a View's plug-in part). KeyError if the plug-in is not active."""
    value = holder.ext[key]
    if type(value) is not cls:
        value = holder.ext[key] = msgspec.convert(value, cls)  # a frozen View's dict is still a dict
    return value


def has_part(holder: Any, key: str) -> bool:
    """Whether the game (or the view) has this plug-in's part: the plug-in is active."""
    return key in holder.ext
