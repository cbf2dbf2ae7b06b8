"""What the board shows of the Aftermath line's part, as marks on the character panels: the Bounty Hunter's two
Objective cards beside its board (AFT-BH-04), its contract - named to its owner, "taken" to the others
(AFT-BH-05) - and its kills."""

from __future__ import annotations

from engine.content.catalog import catalog_for
from engine.crews.aftermath.content import KEY
from engine.crews.aftermath.state import aftermath_view
from engine.i18n import _
from engine.look import Mark
from engine.naming import namer_for


def look(view) -> list[Mark]:
    v = aftermath_view(view)
    contracts = catalog_for(view.config).ext[KEY].contracts
    both = " ".join(_("{name}: {text}").format(name=_(c.name), text=_(c.text))
                    for c in sorted(contracts.values(), key=lambda c: c.id))
    out: list[Mark] = []
    for seat in v.beside:
        kills = v.kills.get(str(seat), 0)
        own = v.contracts.get(str(seat), "")
        if own:
            card = contracts[own]
            mark = v.marks.get(str(seat))
            hint = (_("Your contract (AFT-BH-05): {text} Your mark: {mark}. Kills so far: {kills}.")
                    if mark is not None else _("Your contract (AFT-BH-05): {text} Kills so far: {kills}."))
            named = namer_for(view).seat(mark) if mark is not None else ""
            out.append(Mark(seat, _(card.name).upper(), hint.format(text=_(card.text), mark=named, kills=kills),
                            "good"))
        elif seat in v.contracted:
            out.append(Mark(seat, _("CONTRACT TAKEN"), _("This Bounty Hunter took on one of its two Objective cards in "
                                                         "secret (AFT-BH-05). Kills so far: {kills}. The cards: "
                                                         "{cards}").format(kills=kills, cards=both), "warn"))
        else:
            out.append(Mark(seat, _("2 BOUNTY OBJECTIVES"), _("Beside the board until a Quest Item turns upright "
                                                              "(AFT-BH-04/05). Kills so far: {kills}. {cards}").format(
                kills=kills, cards=both), "info"))
    return out
