"""What the board shows of the core game: the Time track (PUB-END-01; its length is the map's option)."""

from __future__ import annotations

from engine.content.catalog import catalog_for
from engine.i18n import _
from engine.look import Track


def look(view) -> list[Track]:
    spaces = int(catalog_for(view.config).options["time_track_length"])
    left = max(0, spaces - view.time)
    return [Track(("track", "time"), _("Time"), spaces, spaces - left, _("{n} left").format(n=left),
                  _("Time track: {left} of {spaces} spaces left; the game ends when it runs out (PUB-END-01)").format(
                      left=left, spaces=spaces))]
