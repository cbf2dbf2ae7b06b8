"""What the board shows of the Intruders' own part: the Eggs left on the Intruder board, and the Eggs lying in
the Nest room (the map's `nest_tile`), which a shot or a melee attack can target (PUB-NEST-01, PUB-NEST-04)."""

from __future__ import annotations

from engine.i18n import _, ngettext
from engine.look import Badge, Chip, Mark
from engine.species.common.nest import nest_tile
from engine.species.intruders.state import hive_view


def look(view) -> list[Chip | Badge | Mark]:
    v = hive_view(view)
    out: list[Chip | Badge | Mark] = [Chip(("deck", "eggs"), _("Eggs {n}").format(n=v.eggs),
                                           _("Eggs on the Intruder board (PUB-NEST-01)"), row=1)]
    nest = next((r.id for r in view.rooms if r.tile == nest_tile(view)), None)
    if nest is not None and v.eggs and not v.nest_destroyed:
        out.append(Badge(nest, ("target", "eggs"), _("EGGS {n}").format(n=v.eggs),
                         ngettext("{n} Egg in the Nest: shoot or hit them to destroy them, or take one as a Heavy "
                                  "Object (PUB-NEST-01, PUB-NEST-04)", "{n} Eggs in the Nest: shoot or hit them to "
                                  "destroy them, or take one as a Heavy Object (PUB-NEST-01, PUB-NEST-04)",
                                  v.eggs).format(n=v.eggs), "info"))
    for seat in v.infested:
        out.append(Mark(seat, _("LARVA on its board"), _("A Larva on the character board: a second infection, or the "
                    "end of the game, can kill it; the Surgery or an Antidote removes it (PUB-INTRUDER-04, "
                    "PUB-CONT-04)"), "alert"))
    return out
