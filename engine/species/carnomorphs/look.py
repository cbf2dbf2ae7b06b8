"""What the board shows of the Carnomorphs' own part: each character's Mutation markers and Mutation card (its name
once face up) on its panel, the Eggs, the Adaptation cards (face down, in force, discarded) and the Mutation deck in
the top bar, the Help card's summary, and the Eggs lying in the Nest room as a target (CARN-MUTC-03, CARN-MUTM-03,
CARN-ADAPT-02..08, CARN-NEST-01, CARN-SETUP-15)."""

from __future__ import annotations

from engine.catalog import cat
from engine.look import Badge, Chip, Mark
from engine.species.carnomorphs.state import HIDDEN, KEY, carno_view
from engine.species.common.nest import EGGS, nest_tile


def look(view) -> list[Chip | Badge | Mark]:
    v = carno_view(view)
    c = cat(view)
    data = c.ext[KEY]
    kill_at = int(c.options["mutation_markers_kill_at"])
    out: list[Chip | Badge | Mark] = []
    for ch in view.characters:
        if ch.seat >= len(v.mutation_markers) or ch.status == "dead":
            continue
        held = v.held[ch.seat]
        if not held and not v.mutation_markers[ch.seat]:
            continue
        name = "" if not held else "a face-down card" if held == HIDDEN else data["mutations"][held].name
        if held and held != HIDDEN and not v.face_up[ch.seat]:
            name += " (face down)"
        markers = v.mutation_markers[ch.seat]
        card = data["mutations"].get(held) if held and held != HIDDEN else None
        effects = (f" {card.name}: INFECTED, {card.infected.text} NOT INFECTED, {card.not_infected.text}"
                   if card is not None else "")
        out.append(Mark(ch.seat, f"MUTATION {markers}/{kill_at}" + (f" · {name}" if name else ""),
                        f"{markers} Mutation marker{'s' if markers != 1 else ''}: the {kill_at}th kills "
                        "(CARN-MUTM-04); they never come off (CARN-MUTM-05). A Mutation card is played by the "
                        "Mutation action: scan a Contamination card from your hand (CARN-MUTA-01)." + effects,
                        "alert" if markers >= kill_at - 1 else "info"))
    gone = {data["adaptations"][d].name for d in v.analysed if d in data["adaptations"]}
    revealed = [name for name in view.weaknesses if name not in gone]  # the view names the face-up cards
    text = f"Adaptations {len(revealed)} in force · {len(v.analysed)} discarded · {len(v.on_cards)} face down"
    out.append(Chip(("deck", "adaptations"), text,
                    "Carnomorph Adaptations: one face down under each of the Shambler, Fleshbeast and Butcher; a card "
                    "turns face up when its figure first comes on board and works until analysis in the Laboratory "
                    "discards it (CARN-ADAPT-02..08)" + (": in force " + ", ".join(revealed) if revealed else ""),
                    "alert" if revealed else "plain"))
    out.append(Chip(("deck", "mutation"), f"Mutations {v.mutation_deck}",
                    f"Character Mutation deck: {v.mutation_deck} cards (CARN-MUTC-02)", row=1))
    out.append(Chip(("deck", "eggs"), f"Eggs {v.eggs}", "Eggs on the Carnomorph board, food for them too "
                    "(CARN-NEST-01/02)", row=1))
    out.append(Chip(("rule", "CARN-SETUP-15"), "Help card",
                    "\n".join(["The Carnomorph Help card (CARN-SETUP-15):"]
                              + [f"- {line} ({rule})" for rule, line in data["help_lines"]] + ["Click: the rules reference"])))
    nest = next((r.id for r in view.rooms if r.tile == nest_tile(view)), None)
    if nest is not None and v.eggs and not v.nest_destroyed:
        out.append(Badge(nest, ("target", EGGS), f"EGGS {v.eggs}",
                         f"{v.eggs} Egg{'s' if v.eggs != 1 else ''} in the Nest: shoot them, take one, or watch the "
                         "Carnomorphs eat them (CARN-NEST-02, PUB-NEST-04)", "info"))
    return out
