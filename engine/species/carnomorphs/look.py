"""What the board shows of the Carnomorphs' own part: each character's Mutation markers and Mutation card (its name
once face up) on its panel, the Eggs, the Adaptation cards (face down, in force, discarded) and the Mutation deck in
the top bar, the Help card's summary, and the Eggs lying in the Nest room as a target (CARN-MUTC-03, CARN-MUTM-03,
CARN-ADAPT-02..08, CARN-NEST-01, CARN-SETUP-15)."""

from __future__ import annotations

from engine.catalog import cat
from engine.i18n import _, ngettext
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
        name = "" if not held else _("a face-down card") if held == HIDDEN else _(data["mutations"][held].name)
        if held and held != HIDDEN and not v.face_up[ch.seat]:
            name = _("{card} (face down)").format(card=name)
        markers = v.mutation_markers[ch.seat]
        card = data["mutations"].get(held) if held and held != HIDDEN else None
        effects = (" " + _("{card}: INFECTED, {infected} NOT INFECTED, {not_infected}").format(
            card=_(card.name), infected=_(card.infected.text), not_infected=_(card.not_infected.text))
                   if card is not None else "")
        text = _("MUTATION {n}/{kill_at}").format(n=markers, kill_at=kill_at)
        out.append(Mark(ch.seat, f"{text} · {name}" if name else text,
                        ngettext("{n} Mutation marker: the {kill_at}th kills (CARN-MUTM-04); they never come off "
                                 "(CARN-MUTM-05). A Mutation card is played by the Mutation action: scan a "
                                 "Contamination card from your hand (CARN-MUTA-01).",
                                 "{n} Mutation markers: the {kill_at}th kills (CARN-MUTM-04); they never come off "
                                 "(CARN-MUTM-05). A Mutation card is played by the Mutation action: scan a "
                                 "Contamination card from your hand (CARN-MUTA-01).", markers).format(
                            n=markers, kill_at=kill_at) + effects,
                        "alert" if markers >= kill_at - 1 else "info"))
    gone = {data["adaptations"][d].name for d in v.analysed if d in data["adaptations"]}
    revealed = [_(name) for name in view.weaknesses if name not in gone]  # the view names the face-up cards
    text = _("Adaptations {force} in force · {gone} discarded · {down} face down").format(
        force=len(revealed), gone=len(v.analysed), down=len(v.on_cards))
    hint = (_("Carnomorph Adaptations: one face down under each of the Shambler, Fleshbeast and Butcher; a card "
              "turns face up when its figure first comes on board and works until analysis in the Laboratory "
              "discards it (CARN-ADAPT-02..08): in force {cards}") if revealed else
            _("Carnomorph Adaptations: one face down under each of the Shambler, Fleshbeast and Butcher; a card "
              "turns face up when its figure first comes on board and works until analysis in the Laboratory "
              "discards it (CARN-ADAPT-02..08)"))
    out.append(Chip(("deck", "adaptations"), text, hint.format(cards=", ".join(revealed)),
                    "alert" if revealed else "plain"))
    out.append(Chip(("deck", "mutation"), _("Mutations {n}").format(n=v.mutation_deck),
                    ngettext("Character Mutation deck: {n} card (CARN-MUTC-02)",
                             "Character Mutation deck: {n} cards (CARN-MUTC-02)", v.mutation_deck).format(
                        n=v.mutation_deck), row=1))
    out.append(Chip(("deck", "eggs"), _("Eggs {n}").format(n=v.eggs),
                    _("Eggs on the Carnomorph board, food for them too (CARN-NEST-01/02)"), row=1))
    out.append(Chip(("rule", "CARN-SETUP-15"), _("Help card"),
                    "\n".join([_("The Carnomorph Help card (CARN-SETUP-15):")]
                              + [f"- {_(line)} ({rule})" for rule, line in data["help_lines"]]
                              + [_("Click: the rules reference")])))
    nest = next((r.id for r in view.rooms if r.tile == nest_tile(view)), None)
    if nest is not None and v.eggs and not v.nest_destroyed:
        out.append(Badge(nest, ("target", EGGS), _("EGGS {n}").format(n=v.eggs),
                         ngettext("{n} Egg in the Nest: shoot them, take one, or watch the Carnomorphs eat them "
                                  "(CARN-NEST-02, PUB-NEST-04)", "{n} Eggs in the Nest: shoot them, take one, or "
                                  "watch the Carnomorphs eat them (CARN-NEST-02, PUB-NEST-04)", v.eggs).format(n=v.eggs),
                         "info"))
    return out
