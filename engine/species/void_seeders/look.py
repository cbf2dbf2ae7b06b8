"""What the board shows of the Void Seeders' own part: each character's Insanity level and the figure it calls up
(on its panel) and a Paranoia ban on Trade, the Panic deck and its last card, the Destroyed Lair slots, the Eggs,
the Help card's summary (VS-SET-17), and the Eggs lying in the Nest room as a target (VS-MAD-01/02, VS-PAN-01,
VS-LAI-17/18, VS-REP-02)."""

from __future__ import annotations

from engine.catalog import cat
from engine.i18n import _, ngettext
from engine.look import Badge, Chip, Mark
from engine.species.common.nest import EGGS, nest_tile
from engine.species.void_seeders.state import KEY, void_view


def look(view) -> list[Chip | Badge | Mark]:
    v = void_view(view)
    c = cat(view)
    data = c.ext[KEY]
    track = data["insanity_track"]
    slots = int(c.options["destroyed_lair_slots"])
    out: list[Chip | Badge | Mark] = []
    for ch in view.characters:
        if ch.seat >= len(v.madness) or ch.status == "dead":
            continue
        level = v.madness[ch.seat]
        kind = _(c.kinds[track.levels[level - 1].type].name)
        pips = "".join("#" if n <= level else "." for n in range(1, track.top + 1))
        tone = "alert" if level >= track.top - 1 else "info" if level >= 3 else "plain"
        floor = " " + _("It can no longer come down below 3.") if level >= 3 else ""
        out.append(Mark(ch.seat, _("INSANITY {level}/{top} [{pips}] {kind}").format(level=level, top=track.top,
                                                                                    pips=pips, kind=kind),
                        _("Insanity {level}: an Encounter this character triggers calls up a {kind} (VS-ENC-04); "
                          "Panic cards of value {level} or less take effect (VS-PAN-03).{floor} Rest, the Shower "
                          "Room and the Canteen lower it (VS-MAD-07/08)").format(level=level, kind=kind, floor=floor),
                        tone))
        if ch.seat in v.no_trade:
            out.append(Mark(ch.seat, _("PARANOID: NO TRADE"),
                            _("The Panic card Paranoia: this character neither offers nor joins a Trade until the "
                              "current round ends (VS-PAN-05)"), "alert"))
    last = _(data["panic"][v.panic_discard[-1]].name) if v.panic_discard else ""
    if last:
        text = _("Panic {n} · {last}").format(n=v.panic_deck, last=last)
        hint = _("Panic deck: {n} face down, {gone} discarded; the last drawn was {last} (VS-PAN-01..09)")
    else:
        text = _("Panic {n}").format(n=v.panic_deck)
        hint = _("Panic deck: {n} face down, {gone} discarded (VS-PAN-01..09)")
    out.append(Chip(("deck", "panic"), text, hint.format(n=v.panic_deck, gone=len(v.panic_discard), last=last),
                    row=1))
    by_tokens = bool(c.options["lair_tokens_decide_despoiler"])  # how many Lairs lie hidden is not told (LVS-SET-20)
    lairs = (_("Despoiler dead") if v.despoiler_dead
             else _("Lairs destroyed {n}").format(n=v.lairs_destroyed) if by_tokens
             else _("Lairs destroyed {n}/{slots}").format(n=v.lairs_destroyed, slots=slots))
    out.append(Chip(("track", "lairs"), lairs,
                    _("The Destroyed Lair slots: when every Lair token dealt at setup is destroyed (0 to 3, found by "
                      "exploring) the Despoiler is dead for good (LVS-SET-20)") if by_tokens else
                    _("The Destroyed Lair slots: when all are filled the Despoiler is dead for good (VS-LAI-17..19)"),
                    "good" if v.despoiler_dead else "plain"))
    out.append(Chip(("deck", "eggs"), _("Eggs {n}").format(n=v.eggs), _("Eggs on the Void Seeder board (VS-REP-02)"),
                    row=1))
    out.append(Chip(("rule", "VS-SET-17"), _("Help card"),
                    "\n".join([_("The Void Seeder Help card (VS-SET-17):")]
                              + [f"- {_(line)} ({rule})" for rule, line in data["help_lines"]]
                              + [_("Click: the rules reference")])))
    nest = next((r.id for r in view.rooms if r.tile == nest_tile(view)), None)
    if nest is not None and v.eggs and not v.nest_destroyed:
        out.append(Badge(nest, ("target", EGGS), _("EGGS {n}").format(n=v.eggs),
                         ngettext("{n} Egg in the Nest: shoot or hit them to destroy them, or take one as a Heavy "
                                  "Object (VS-REP-02, PUB-NEST-04)", "{n} Eggs in the Nest: shoot or hit them to "
                                  "destroy them, or take one as a Heavy Object (VS-REP-02, PUB-NEST-04)",
                                  v.eggs).format(n=v.eggs), "info"))
    return out
