"""What the board shows of the prototype's own part: each character's Panic token and Larvae on its sheet on its
panel, the first victim, the Panic deck and the prototype's differences in a Help chip that opens the rules
reference (BASE-PANIC-02..05, BASE-ENC-03, BASE-SETUP-11, base-game.md §1)."""

from __future__ import annotations

from engine.catalog import cat
from engine.i18n import N_, _
from engine.look import Chip, Mark
from engine.rulesets.prototype.state import proto_view

HELP = (  # the prototype's differences from the published rules (base-game.md §1), in our own words
    ("BASE-ROUND-03", N_("One turn each: take actions until you pass; then the Event phase, then the End phase.")),
    ("BASE-DRAW-01", N_("End phase: draw up to 6, or exactly 2 in combat, in the Nest or with a Larva on you.")),
    ("BASE-PANIC-01", N_("An Intruder from the bag: draw a Panic card; fewer cards than its number and you panic.")),
    ("BASE-ENC-03", N_("A Larva from the bag: 1 Contamination card, and it crawls onto you; it infects you later.")),
    ("BASE-NOISE-04", N_("Surprise Attack with no Intruder next door does nothing.")),
    ("BASE-FIRE-02", N_("Fire: a Serious Wound in the Event phase for everyone still in a burning room.")),
    ("BASE-OBJ-05", N_("Once a game, at the start of your turn, trade your Objective for an Alternative one.")),
    ("BASE-GIVE-01", N_("Give: 1 card hands over one thing; the receiver may refuse.")),
    ("BASE-ITEM-06", N_("Carry at most 2 weapons and 1 heavy thing (it lowers your refill by 1).")),
)


def look(view) -> list[Chip | Mark]:
    v = proto_view(view)
    out: list[Chip | Mark] = []
    for ch in view.characters:
        if ch.status == "dead" or ch.seat >= len(v.panic):
            continue
        if v.panic[ch.seat]:
            out.append(Mark(ch.seat, _("PANIC"), _("A Panic token: every Panic check fails until a Rest removes it "
                                                   "(BASE-PANIC-03, BASE-PANIC-05)"), "alert"))
        if v.sheet_larvae[ch.seat]:
            out.append(Mark(ch.seat, _("LARVA ON SHEET"), _("A Larva clings to this character: in combat, only 2 "
                                                            "cards drawn; in the Event phase it burrows in and leaves "
                                                            "an infection (BASE-ENC-03, BASE-DRAW-03, BASE-IATK-04)"),
                            "alert"))
        if ch.seat in v.no_attacks:
            out.append(Mark(ch.seat, _("NO ATTACKS"), _("Panic: no Shoot or Melee for the rest of this turn")))
        if v.swapped[ch.seat]:
            out.append(Mark(ch.seat, _("ALTERNATIVE OBJECTIVE"), _("This player drew an Alternative Objective "
                                                                   "(BASE-OBJ-05/06)")))
    if v.victim:
        name = _(cat(view).characters[v.victim].name)
        out.append(Chip(("ruleset", "victim"), _("First victim: {name}").format(name=name),
                        _("{name} died in hibernation before the game: not played; the Corpse in the Hibernatorium is "
                          "theirs (BASE-SETUP-11)").format(name=name), row=1))
    out.append(Chip(("deck", "panic"), _("Panic {n}").format(n=v.panic_deck),
                    _("Panic deck: {n} cards, {gone} discarded (BASE-PANIC-01, BASE-PANIC-07)").format(
                        n=v.panic_deck, gone=len(v.panic_discard)), row=1))
    out.append(Chip(("rule", "BASE-POLICY-02"), _("Prototype rules"),
                    "\n".join([_("The 2018 prototype rules (BASE-POLICY-02):")]
                              + [f"- {_(line)} ({rule})" for rule, line in HELP] + [_("Click: the rules reference")])))
    return out
