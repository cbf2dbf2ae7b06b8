"""Normal bot: what a room action is worth now, and why (PUB-ACT-06).

Room actions cost 2 cards and are taken out of Combat only; what each room's action is worth is the map's
bot knowledge (`MapKnowledge.room_scores`, engine/ai/knowledge.py), keyed by room tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bot_api import _

if TYPE_CHECKING:
    from engine.ai.scoring import Ctx


def room_score(c: Ctx, room: str, p: tuple[str, ...]) -> tuple[float, str]:
    r = c.r
    tile = r.tiles.get(room, "")
    fn = r.species.room_scores.get(tile) or r.map.room_scores.get(tile)
    if fn is None:
        data = r.board.catalog.tiles.get(tile)
        return -0.2, _("uses the {room}: nothing it needs there").format(room=_(data.name) if data else room)
    s, why = fn(c, p)
    return s - 0.1, why  # 2 cards spent
