"""What the board shows of the prototype's own part: each character's Panic token and Larvae on its sheet on its
panel, the first victim, the Panic deck and the prototype's differences in a Help chip that opens the rules
reference (BASE-PANIC-02..05, BASE-ENC-03, BASE-SETUP-11, base-game.md §1)."""

from __future__ import annotations

from engine.catalog import cat
from engine.look import Chip, Mark
from engine.rulesets.prototype.state import proto_view

HELP = (  # the prototype's differences from the published rules (base-game.md §1), in our own words
    ("BASE-ROUND-03", "One turn each: take actions until you pass; then the Event phase, then the End phase."),
    ("BASE-DRAW-01", "End phase: draw up to 6, or exactly 2 in combat, in the Nest or with a Larva on you."),
    ("BASE-PANIC-01", "An Intruder from the bag: draw a Panic card; fewer cards than its number and you panic."),
    ("BASE-ENC-03", "A Larva from the bag: 1 Contamination card, and it crawls onto you; it infects you later."),
    ("BASE-NOISE-04", "Surprise Attack with no Intruder next door does nothing."),
    ("BASE-FIRE-02", "Fire: a Serious Wound in the Event phase for everyone still in a burning room."),
    ("BASE-OBJ-05", "Once a game, at the start of your turn, trade your Objective for an Alternative one."),
    ("BASE-GIVE-01", "Give: 1 card hands over one thing; the receiver may refuse."),
    ("BASE-ITEM-06", "Carry at most 2 weapons and 1 heavy thing (it lowers your refill by 1)."),
)


def look(view) -> list[Chip | Mark]:
    v = proto_view(view)
    out: list[Chip | Mark] = []
    for ch in view.characters:
        if ch.status == "dead" or ch.seat >= len(v.panic):
            continue
        if v.panic[ch.seat]:
            out.append(Mark(ch.seat, "PANIC", "A Panic token: every Panic check fails until a Rest removes it "
                            "(BASE-PANIC-03, BASE-PANIC-05)", "alert"))
        if v.sheet_larvae[ch.seat]:
            out.append(Mark(ch.seat, "LARVA ON SHEET", "A Larva clings to this character: in combat, only 2 cards "
                            "drawn; in the Event phase it burrows in and leaves an infection (BASE-ENC-03, "
                            "BASE-DRAW-03, BASE-IATK-04)", "alert"))
        if ch.seat in v.no_attacks:
            out.append(Mark(ch.seat, "NO ATTACKS", "Panic: no Shoot or Melee for the rest of this turn"))
        if v.swapped[ch.seat]:
            out.append(Mark(ch.seat, "ALTERNATIVE OBJECTIVE", "This player drew an Alternative Objective "
                            "(BASE-OBJ-05/06)"))
    if v.victim:
        name = cat(view).characters[v.victim].name
        out.append(Chip(("ruleset", "victim"), f"First victim: {name}",
                        f"{name} died in hibernation before the game: not played; the Corpse in the Hibernatorium is "
                        "theirs (BASE-SETUP-11)", row=1))
    out.append(Chip(("deck", "panic"), f"Panic {v.panic_deck}",
                    f"Panic deck: {v.panic_deck} cards, {len(v.panic_discard)} discarded (BASE-PANIC-01, "
                    "BASE-PANIC-07)", row=1))
    out.append(Chip(("rule", "BASE-POLICY-02"), "Prototype rules",
                    "\n".join(["The 2018 prototype rules (BASE-POLICY-02):"]
                              + [f"- {line} ({rule})" for rule, line in HELP] + ["Click: the rules reference"])))
    return out
