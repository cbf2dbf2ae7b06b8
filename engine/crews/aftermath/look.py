"""What the board shows of the Aftermath line's part, as marks on the character panels: the Bounty Hunter's two
Objective cards beside its board (AFT-BH-04), its contract - named to its owner, "taken" to the others
(AFT-BH-05) - and its kills."""

from __future__ import annotations

from engine.content.catalog import catalog_for
from engine.crews.aftermath.content import KEY
from engine.crews.aftermath.state import aftermath_view
from engine.look import Mark


def look(view) -> list[Mark]:
    v = aftermath_view(view)
    contracts = catalog_for(view.config).ext[KEY].contracts
    both = " ".join(f"{c.name}: {c.text}" for c in sorted(contracts.values(), key=lambda c: c.id))
    out: list[Mark] = []
    for seat in v.beside:
        kills = v.kills.get(str(seat), 0)
        own = v.contracts.get(str(seat), "")
        if own:
            card = contracts[own]
            mark = v.marks.get(str(seat))
            aim = f" Your mark: Seat {mark}." if mark is not None else ""
            out.append(Mark(seat, card.name.upper(), f"Your contract (AFT-BH-05): {card.text}{aim} Kills so far: "
                                                     f"{kills}.", "good"))
        elif seat in v.contracted:
            out.append(Mark(seat, "CONTRACT TAKEN", f"This Bounty Hunter took on one of its two Objective cards in "
                                                    f"secret (AFT-BH-05). Kills so far: {kills}. The cards: {both}",
                            "warn"))
        else:
            out.append(Mark(seat, "2 BOUNTY OBJECTIVES", f"Beside the board until a Quest Item turns upright "
                                                         f"(AFT-BH-04/05). Kills so far: {kills}. {both}", "info"))
    return out
