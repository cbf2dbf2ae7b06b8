"""The Mutation action and what the 12 Character Mutation cards do (CARN-MUTA-01..08, CARN-MUTC-03..05, GAP-06,
GAP-07 PROPOSED).

A character holding a Mutation card (face down or up) and a Contamination card in hand may, as 1 of the round's
actions, in or out of Combat, spend that Contamination card: a Mutation marker goes on its board first (the 4th
kills, and then nothing else happens); then the card is scanned: INFECTED, it goes to the character's own
discard pile and the Mutation card's INFECTED effect follows; NOT INFECTED, it is removed from the game
(PUB-CONT-05), a new Contamination card goes unscanned onto the discard pile and the NOT INFECTED effect follows,
so the character's deck keeps its count either way (CARN-MUTA-05). The Mutation card is turned face up before its
effect, for everyone to see (CARN-MUTA-06).

Options name a Contamination card as its owner tells them apart ("contamination", or "contamination_infected"
once a scan showed it), never by its identity (PUB-CONT-03): Choice("mutate", (shown,)).

Each effect key of mutations.toml is a function here (EFFECTS) and each "needs" key a check (NEEDS): an effect
whose need fails does nothing but say so. Numbers come from the card's `amount`. The character's choices are
asked only when there is more than one option; a single option is taken at once.

Flow steps (OPS): "mutation_effect" resolves a card's side; "mutation_injure", "mutation_swallow",
"mutation_shove" take the Carnomorph picked; "mutation_drive" where it (or every one) is pushed; "mutation_walk"
a step of the character's own move; "mutation_event_order" the next Event card put back; "mutation_shed",
"mutation_dress" the Serious Wound picked; "mutation_douse", "mutation_peek", "mutation_search" the room picked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.catalog import cat, opt
from engine.choice_text import Known, corridor, target
from engine.decisions import Choice, DecisionKind
from engine.effects import (
    discard_cards,
    draw_action_cards,
    gain_contamination,
    log,
    move_intruder,
    place_noise,
    remove_fire,
    remove_intruder,
    set_item_counter,
    set_slime,
)
from engine.flow import ask, op, push, push_seq
from engine.i18n import N_, _
from engine.rules.board import (
    board_neighbours,
    characters_in,
    corridors_of,
    find_intruder,
    intruders_in,
    is_active,
    open_neighbours,
)
from engine.rules.contamination import owned_contamination, remove_cards, scan
from engine.rules.injury import injure_and_check
from engine.rules.item_hands import SEARCH_DECKS, has_trait
from engine.rules.item_search import ask_deck, can_search, search_colour
from engine.rules.turn import shown_card
from engine.rules.wounds import light_wound
from engine.species.carnomorphs.figures import BUTCHER
from engine.species.carnomorphs.mutation import gain_marker, holds_card
from engine.species.carnomorphs.readers import MutationCard, MutationSide
from engine.species.carnomorphs.state import KEY, carno
from engine.state import Character, Intruder, State, Task

OPS: dict[str, Callable[[State, Task], None]] = {}
MUTATE = "mutate"  # the action's choice kind
METAGORGER = "metagorger"
SMALL = ("metagorger", "shambler")  # "a Metagorger or Shambler" (Acid Glands, NOT INFECTED)
OVERDRIVE_WOUNDS = 1  # Adrenal Overdrive's Light Wound after the draw (the card's `amount` is the draw)
EVERY = "all"  # mutation_drive: every Carnomorph pushed, not one


def _op(name: str):
    return op(name, OPS)


def card_of(state: State, card: str) -> MutationCard:
    return cat(state).ext[KEY]["mutations"][card]


# --- the action (CARN-MUTA-01..08, GAP-07) ------------------------------------------------------------------


def _contamination_in_hand(state: State, ch: Character) -> list[str]:
    """The Contamination cards in hand as their owner names them (PUB-CONT-03), one of each name."""
    return sorted({shown_card(state, c) for c in owned_contamination(ch, ("hand",))})


def may_mutate(state: State, seat: int) -> bool:
    """The character plays its round and has an action left, holds a Mutation card and enough Contamination cards
    in hand (CARN-MUTA-02, GAP-07); in or out of Combat."""
    ch = state.characters[seat]
    return (is_active(ch) and state.current_seat == seat and state.phase == "player"
            and state.actions_this_round < int(opt(state, "actions_per_round")) + state.extra_actions
            and holds_card(state, ch)
            and len(owned_contamination(ch, ("hand",))) >= int(opt(state, "mutation_action_contamination")))


def mutation_options(state: State, seat: int) -> list[Choice]:
    """ACTION_PROVIDERS: the Mutation action, one option per kind of Contamination card in hand (GAP-07)."""
    if not may_mutate(state, seat):
        return []
    return [Choice(MUTATE, (shown,)) for shown in _contamination_in_hand(state, state.characters[seat])]


def perform_mutation(state: State, seat: int, choice: Choice) -> None:
    """ACTION_PERFORMERS: the cost at once (the Contamination card and the Mutation marker, CARN-MUTA-01/08), so an
    Interruption can cancel only the effect; then the card's effect (GAP-07 order)."""
    ch = state.characters[seat]
    card = next(c for c in owned_contamination(ch, ("hand",)) if shown_card(state, c) == choice.args[0])
    mutation = carno(state).held[seat]
    gain_marker(state, ch, "CARN-MUTA-01")
    if not is_active(ch):  # the 4th marker killed: no scan, no effect (CARN-MUTM-04, CARN-MUTA-07, GAP-07)
        log(state, "CARN-MUTA-07", "mutation_fatal", seat=seat)
        show_card(state, ch, mutation)
        return
    infected = bool(scan(state, ch, [card], "CARN-MUTA-01"))
    if infected:
        discard_cards(state, ch, [card], "CARN-MUTA-03")
    else:
        remove_cards(state, ch, [card], "CARN-MUTA-04")
        gain_contamination(state, ch, "CARN-MUTA-04")  # face down, unscanned, onto the discard pile (CARN-MUTA-05)
    show_card(state, ch, mutation)
    push(state, "mutation_effect", seat, mutation, "infected" if infected else "not_infected")


def show_card(state: State, ch: Character, card: str) -> None:
    """The first use turns the Mutation card face up for everyone (CARN-MUTA-06)."""
    c = carno(state)
    if card and not c.face_up[ch.seat]:
        c.face_up[ch.seat] = True
        log(state, "CARN-MUTA-06", "mutation_card_shown", seat=ch.seat, card=card, name=card_of(state, card).name)


PERFORMERS = {MUTATE: perform_mutation}


@_op("mutation_effect")
def mutation_effect(state: State, task: Task) -> None:
    """One side of the card (CARN-MUTC-05): nothing but a note when its need fails. args: seat, card, side."""
    ch, card, which = state.characters[int(task.args[0])], str(task.args[1]), str(task.args[2])
    if not is_active(ch):
        return
    data = card_of(state, card)
    side: MutationSide = getattr(data, which)
    rule = "CARN-MUTA-03" if which == "infected" else "CARN-MUTA-04"
    log(state, rule, "mutation_effect", seat=ch.seat, card=card, name=data.name, side=which)
    if not NEEDS[side.needs](state, ch):
        log(state, "CARN-MUTC-05", "mutation_no_effect", seat=ch.seat, name=data.name)
        return
    EFFECTS[side.effect](state, ch, side)


# --- choosing: asked only when there is a real choice ------------------------------------------------------------


def choose(state: State, ch: Character, options: list[Choice], resume: str, *ctx: str | int) -> None:
    """Ask `ch` to pick one of `options` (resumed by the step `resume` with args seat, *ctx); a single option is
    taken at once, none does nothing."""
    options = sorted(set(options))
    args = (str(ch.seat), *(str(a) for a in ctx))
    if len(options) == 1:
        OPS[resume](state, Task(op=resume, args=args, choice=options[0]))
    elif options:
        ask(state, ch.seat, DecisionKind.CHOOSE_OPTION, options, "CARN-MUTC-05", resume, args)


def _picked(task: Task) -> str:
    assert task.choice is not None
    return task.choice.args[0]


def _carnomorphs(state: State, ch: Character, kinds: tuple[str, ...] | None = None,
                 but: str = "") -> list[Intruder]:
    """Carnomorph figures in the character's room, of `kinds` if given, never of kind `but`."""
    return [i for i in intruders_in(state, ch.room) if (kinds is None or i.kind in kinds) and i.kind != but]


def _target_options(figures: list[Intruder]) -> list[Choice]:
    """One option per figure that differs from the others (its kind and Injuries): two fresh Metagorgers are one
    choice."""
    seen: dict[tuple[str, int], Intruder] = {}
    for i in sorted(figures, key=lambda i: i.id):
        seen.setdefault((i.kind, i.injuries), i)
    return [Choice("carnomorph", (str(i.id),)) for i in seen.values()]


def _here(state: State, ch: Character, task: Task) -> Intruder | None:
    """The picked Carnomorph, if it is still in the character's room."""
    intruder = find_intruder(state, int(_picked(task)))
    return intruder if intruder is not None and intruder.room == ch.room else None


# --- needs (content.py MUTATION_NEEDS) ---------------------------------------------------------------------------


def _search_neighbours(state: State, ch: Character) -> list[str]:
    """Explored neighbouring rooms (no Closed Door between) that can still be searched (PUB-ROOM-05)."""
    return sorted({r for _c, r in open_neighbours(state, ch.room)
                   if state.explored.get(r) and search_colour(state, r) in (*SEARCH_DECKS, "white")
                   and state.item_counters.get(r, 0) >= 1})


def _burning_neighbours(state: State, ch: Character) -> list[str]:
    return sorted({r for _c, r in open_neighbours(state, ch.room) if r in state.fire and r != ch.room})


def _unexplored_neighbours(state: State, ch: Character) -> list[str]:
    return sorted({r for _c, r in board_neighbours(state, ch.room)
                   if not state.explored.get(r, True) and r in state.tiles})


NEEDS: dict[str, Callable[[State, Character], bool]] = {
    "none": lambda s, ch: True,
    "carnomorph_in_room": lambda s, ch: bool(_carnomorphs(s, ch)),
    "small_carnomorph_in_room": lambda s, ch: bool(_carnomorphs(s, ch, SMALL)),
    "metagorger_in_room": lambda s, ch: bool(_carnomorphs(s, ch, (METAGORGER,))),
    "non_butcher_in_room": lambda s, ch: bool(_carnomorphs(s, ch, but=BUTCHER)),
    "wounded": lambda s, ch: ch.light_wounds > 0 or bool(ch.serious),
    "light_wound": lambda s, ch: ch.light_wounds > 0,
    "serious_wound": lambda s, ch: bool(ch.serious or ch.dressed),
    "slime": lambda s, ch: ch.slime,
    "explored_neighbour": lambda s, ch: bool(_search_neighbours(s, ch)),
    "searchable_room": lambda s, ch: can_search(s, ch.seat),
    "fire_nearby": lambda s, ch: ch.room in s.fire or bool(_burning_neighbours(s, ch)),
    "unexplored_neighbour": lambda s, ch: bool(_unexplored_neighbours(s, ch)),
}


# --- the effects (content.py MUTATION_EFFECT_KEYS, GAP-06 PROPOSED) ---------------------------------------------

Effect = Callable[[State, Character, MutationSide], None]


def _injure_carnomorph(state: State, ch: Character, side: MutationSide) -> None:
    """Bone Spurs: one Carnomorph of the character's choice in its room takes `amount` Injuries."""
    choose(state, ch, _target_options(_carnomorphs(state, ch)), "mutation_injure", side.amount)


def _injure_small(state: State, ch: Character, side: MutationSide) -> None:
    """Acid Glands, NOT INFECTED: one Metagorger or Shambler in the room takes `amount` Injuries."""
    choose(state, ch, _target_options(_carnomorphs(state, ch, SMALL)), "mutation_injure", side.amount)


@_op("mutation_injure")
def mutation_injure(state: State, task: Task) -> None:
    """args: seat, Injuries."""
    ch = state.characters[int(task.args[0])]
    intruder = _here(state, ch, task)
    if intruder is not None:
        injure_and_check(state, intruder, int(task.args[1]), "CARN-MUTC-05")


def _acid_spray(state: State, ch: Character, side: MutationSide) -> None:
    """Acid Glands, INFECTED: every Carnomorph in the room takes `amount` Injuries (each checked), then every other
    character there takes `amount` Light Wounds."""
    for intruder in _carnomorphs(state, ch):
        if any(i.id == intruder.id for i in state.intruders):  # an earlier check may have changed the room
            injure_and_check(state, intruder, side.amount, "CARN-MUTC-05")
    for other in characters_in(state, ch.room):
        if other.seat != ch.seat:
            light_wound(state, other, side.amount, "CARN-MUTC-05")


def _swallow_and_heal(state: State, ch: Character, side: MutationSide) -> None:
    """Gaping Maw, INFECTED: a Metagorger of the room leaves the board, then `amount` Light Wounds heal."""
    choose(state, ch, _target_options(_carnomorphs(state, ch, (METAGORGER,))), "mutation_swallow", "heal",
           side.amount)


def _swallow_and_sicken(state: State, ch: Character, side: MutationSide) -> None:
    """Gaping Maw, NOT INFECTED: a Metagorger of the room leaves the board, then `amount` Contamination cards."""
    choose(state, ch, _target_options(_carnomorphs(state, ch, (METAGORGER,))), "mutation_swallow", "sicken",
           side.amount)


@_op("mutation_swallow")
def mutation_swallow(state: State, task: Task) -> None:
    """args: seat, "heal" or "sicken", amount. The figure is removed, not killed: it leaves no Carcass."""
    ch, then, amount = state.characters[int(task.args[0])], str(task.args[1]), int(task.args[2])
    intruder = _here(state, ch, task)
    if intruder is None:
        return
    remove_intruder(state, intruder, "CARN-MUTC-05", "carnomorph_swallowed")
    if then == "heal":
        _heal_light_wounds(state, ch, amount)
    else:
        for _i in range(amount):
            gain_contamination(state, ch, "CARN-MUTC-05")


def _heal_light_wounds(state: State, ch: Character, amount: int) -> None:
    healed = min(amount, ch.light_wounds)
    if healed:
        ch.light_wounds -= healed
        log(state, "CARN-MUTC-05", "light_wound_healed", seat=ch.seat, total=ch.light_wounds)


def _heal_light(state: State, ch: Character, side: MutationSide) -> None:
    """Regenerating Flesh, NOT INFECTED: `amount` Light Wounds heal."""
    _heal_light_wounds(state, ch, side.amount)


def _heal_all(state: State, ch: Character, side: MutationSide) -> None:
    """Regenerating Flesh, INFECTED: every Light Wound heals and every Serious Wound is dressed (PUB-WOUND-04)."""
    if ch.light_wounds:
        ch.light_wounds = 0
        log(state, "CARN-MUTC-05", "light_wounds_healed", seat=ch.seat)
    if ch.serious:
        log(state, "CARN-MUTC-05", "wounds_dressed", seat=ch.seat, count=len(ch.serious))
        ch.dressed = sorted(ch.dressed + ch.serious)
        ch.serious = []


def _wound_options(state: State, cards: list[str], *note: str) -> list[Choice]:
    """One option per kind of wound in `cards` (two Arm wounds are one choice); `note` ("dressed") tells the player
    which pile it comes from."""
    wounds = cat(state).wounds
    kinds = {wounds[w].kind: w for w in sorted(cards, reverse=True)}
    return [Choice("wound", (kinds[k], *note)) for k in sorted(kinds)]


def _shed_serious_wound(state: State, ch: Character, side: MutationSide) -> None:
    """Chitin Plates, INFECTED: one Serious Wound card, dressed or not, is discarded; then the character has Slime.
    An undressed and a dressed wound of one kind are both offered (the first still hurts)."""
    options = _wound_options(state, ch.serious) + _wound_options(state, ch.dressed, "dressed")
    choose(state, ch, options, "mutation_shed")


@_op("mutation_shed")
def mutation_shed(state: State, task: Task) -> None:
    """args: seat."""
    ch, card = state.characters[int(task.args[0])], _picked(task)
    for pile in (ch.serious, ch.dressed):
        if card in pile:
            pile.remove(card)
            state.wound_discard.append(card)
            log(state, "CARN-MUTC-05", "mutation_wound_shed", seat=ch.seat, card=card)
            break
    set_slime(state, ch, "CARN-MUTC-05")


def _dress_serious_wound(state: State, ch: Character, side: MutationSide) -> None:
    """Chitin Plates, NOT INFECTED: `amount` undressed Serious Wounds are dressed (PUB-WOUND-04), the character's
    pick one at a time."""
    if not ch.serious:
        log(state, "CARN-MUTC-05", "mutation_no_effect", seat=ch.seat, name=card_of(state, _held(state, ch)).name)
        return
    choose(state, ch, _wound_options(state, ch.serious), "mutation_dress", side.amount)


@_op("mutation_dress")
def mutation_dress(state: State, task: Task) -> None:
    """args: seat, wounds still to dress."""
    ch, card, left = state.characters[int(task.args[0])], _picked(task), int(task.args[1])
    if card in ch.serious:
        ch.serious.remove(card)
        ch.dressed.append(card)
        log(state, "CARN-MUTC-05", "wound_dressed", seat=ch.seat, card=card)
    if left > 1 and ch.serious:
        choose(state, ch, _wound_options(state, ch.serious), "mutation_dress", left - 1)


def _held(state: State, ch: Character) -> str:
    return carno(state).held[ch.seat]


def _remove_slime(state: State, ch: Character) -> None:
    if ch.slime:
        ch.slime = False
        log(state, "CARN-MUTC-05", "slime_removed", seat=ch.seat)


def _scent_decoy(state: State, ch: Character, side: MutationSide) -> None:
    """Pheromone Cloak, INFECTED: the Slime comes off, and a Noise marker goes into every corridor of the room that
    has none, the Technical Corridor entrance included (as a Danger result does, PUB-NOISE-05: no Encounter)."""
    _remove_slime(state, ch)
    for way in corridors_of(state, ch.room):
        place_noise(state, way, "CARN-MUTC-05")


def _slime_off(state: State, ch: Character, side: MutationSide) -> None:
    """Pheromone Cloak, NOT INFECTED: the Slime comes off (PUB-SLIME-03)."""
    _remove_slime(state, ch)


def _draw_actions(state: State, ch: Character, side: MutationSide) -> None:
    """Adrenal Overdrive, NOT INFECTED: draw `amount` Action cards (PUB-DRAW-03)."""
    draw_action_cards(state, ch, side.amount, "CARN-MUTC-05")


def _overdrive(state: State, ch: Character, side: MutationSide) -> None:
    """Adrenal Overdrive, INFECTED: draw `amount` Action cards, then take a Light Wound."""
    draw_action_cards(state, ch, side.amount, "CARN-MUTC-05")
    light_wound(state, ch, OVERDRIVE_WOUNDS, "CARN-MUTC-05")


# --- moving: the character's own steps -----------------------------------------------------------------------


def _sprint(state: State, ch: Character, side: MutationSide) -> None:
    """Hypertrophied Legs, INFECTED: up to `amount` rooms, never through a Technical Corridor or a Closed Door,
    one Noise roll where the character stops (PUB-MOVE-03: none with company there)."""
    _walk(state, ch, side.amount, noise=True, moved=False)


def _sneak(state: State, ch: Character, side: MutationSide) -> None:
    """Hypertrophied Legs, NOT INFECTED: `amount` room(s) with no Noise roll."""
    _walk(state, ch, side.amount, noise=False, moved=False)


def _walk(state: State, ch: Character, left: int, noise: bool, moved: bool) -> None:
    """The next step: a neighbour, or (once the character has moved) stopping there. PROPOSED: leaving a room with
    Carnomorphs is an Escape, each attacks first (PUB-MOVE-07)."""
    options = [Choice("move", (room, way)) for way, room in open_neighbours(state, ch.room)]
    if moved:
        options.append(Choice("done"))
    if not options:
        log(state, "CARN-MUTC-05", "mutation_cannot_move", seat=ch.seat)
        return
    choose(state, ch, options, "mutation_walk", left, int(noise))


@_op("mutation_walk")
def mutation_walk(state: State, task: Task) -> None:
    """args: seat, steps left, 1 if a Noise roll ends the move."""
    ch, left, noise = state.characters[int(task.args[0])], int(task.args[1]), str(task.args[2]) == "1"
    assert task.choice is not None
    if not is_active(ch):
        return
    if task.choice.kind == "done":
        _final_noise_roll(state, ch, noise)
        return
    room, way = task.choice.args
    last = left <= 1
    steps: list[tuple] = []
    attackers = intruders_in(state, ch.room)
    if attackers:
        log(state, "PUB-MOVE-07", "escape", seat=ch.seat, attackers=len(attackers))
        steps = [("intruder_attack", i.id, ch.seat, "escape") for i in attackers]
    steps.append(("arrive", ch.seat, room, way, "move" if last and noise else "no_noise"))
    if not last:
        steps.append(("mutation_walk_on", ch.seat, left - 1, int(noise)))
    push_seq(state, steps)


@_op("mutation_walk_on")
def mutation_walk_on(state: State, task: Task) -> None:
    """After a step that was not the last: the next one, or stop. args: seat, steps left, noise."""
    ch = state.characters[int(task.args[0])]
    if is_active(ch):
        _walk(state, ch, int(task.args[1]), noise=str(task.args[2]) == "1", moved=True)


def _final_noise_roll(state: State, ch: Character, noise: bool) -> None:
    """Stopping early: the move's Noise roll in this room, unless another character or a Carnomorph is there."""
    if not noise:
        return
    if any(c.seat != ch.seat for c in characters_in(state, ch.room)) or intruders_in(state, ch.room):
        log(state, "PUB-MOVE-03", "no_noise_roll", seat=ch.seat, room=ch.room)
        return
    push(state, "noise_roll", ch.seat)


# --- pushing Carnomorphs out ------------------------------------------------------------------------------------


def _exits(state: State, ch: Character) -> list[Choice]:
    """Neighbouring rooms a Carnomorph can be pushed into: no Technical Corridor, no Closed Door."""
    return [Choice("drive", (room, way)) for way, room in open_neighbours(state, ch.room)]


def _spore_cloud(state: State, ch: Character, side: MutationSide) -> None:
    """Spore Exhalation, INFECTED: every other character in the room takes `amount` Contamination cards; every
    Carnomorph there but the Butcher is pushed into one neighbouring room of the character's choice."""
    for other in characters_in(state, ch.room):
        if other.seat != ch.seat:
            for _i in range(side.amount):
                gain_contamination(state, other, "CARN-MUTC-05")
    if not _carnomorphs(state, ch, but=BUTCHER):
        return
    exits = _exits(state, ch)
    if not exits:
        log(state, "CARN-MUTC-05", "mutation_no_exit", seat=ch.seat)
        return
    choose(state, ch, exits, "mutation_drive", EVERY, 1)


def _shove_carnomorph(state: State, ch: Character, side: MutationSide) -> None:
    """Spore Exhalation, NOT INFECTED: `amount` Carnomorph(s) of the room, never the Butcher, pushed one at a time
    into a neighbouring room of the character's choice."""
    if not _exits(state, ch):
        log(state, "CARN-MUTC-05", "mutation_no_exit", seat=ch.seat)
        return
    choose(state, ch, _target_options(_carnomorphs(state, ch, but=BUTCHER)), "mutation_shove", side.amount)


@_op("mutation_shove")
def mutation_shove(state: State, task: Task) -> None:
    """args: seat, Carnomorphs still to push."""
    ch = state.characters[int(task.args[0])]
    intruder = _here(state, ch, task)
    if intruder is not None:
        choose(state, ch, _exits(state, ch), "mutation_drive", intruder.id, task.args[1])


@_op("mutation_drive")
def mutation_drive(state: State, task: Task) -> None:
    """args: seat, the Carnomorph pushed (or EVERY one but the Butcher), Carnomorphs still to push."""
    ch, who, left = state.characters[int(task.args[0])], str(task.args[1]), int(task.args[2])
    room = _picked(task)
    group = _carnomorphs(state, ch, but=BUTCHER) if who == EVERY else \
        [i for i in _carnomorphs(state, ch) if str(i.id) == who]
    for intruder in group:
        move_intruder(state, intruder, room, "CARN-MUTC-05")
    if who != EVERY and left > 1 and _carnomorphs(state, ch, but=BUTCHER):
        choose(state, ch, _target_options(_carnomorphs(state, ch, but=BUTCHER)), "mutation_shove", left - 1)


# --- the Event deck -----------------------------------------------------------------------------------------------


def _foresee_events(state: State, ch: Character, side: MutationSide) -> None:
    """Predator Instinct: the character alone sees the top `amount` Event cards; with more than one it puts them
    back in the order it likes, the top one first."""
    count = min(side.amount, len(state.event_deck))
    if count == 0:
        log(state, "CARN-MUTC-05", "mutation_no_effect", seat=ch.seat, name=card_of(state, _held(state, ch)).name)
        return
    seen = list(reversed(state.event_deck[-count:]))  # top first
    log(state, "CARN-MUTC-05", "mutation_events_seen", visible_to=(ch.seat,), seat=ch.seat, cards=",".join(seen))
    log(state, "CARN-MUTC-05", "mutation_events_looked_at", seat=ch.seat, count=count)
    if count > 1:
        _next_event(state, ch, count, 0)


def _next_event(state: State, ch: Character, count: int, placed: int) -> None:
    """Ask which of the cards not yet placed goes next, under the `placed` ones already on top. The decision's
    context names no card (it is public); its options, the seat's own, do."""
    unplaced = state.event_deck[len(state.event_deck) - count:len(state.event_deck) - placed]
    if len(unplaced) <= 1:
        log(state, "CARN-MUTC-05", "mutation_events_put_back", seat=ch.seat, count=count)
        return
    choose(state, ch, [Choice("event_top", (c,)) for c in unplaced], "mutation_event_order", count, placed)


@_op("mutation_event_order")
def mutation_event_order(state: State, task: Task) -> None:
    """args: seat, cards looked at, cards already placed on top."""
    ch, count, placed = state.characters[int(task.args[0])], int(task.args[1]), int(task.args[2])
    card = _picked(task)
    deck = state.event_deck
    if card in deck:
        deck.remove(card)
        deck.insert(len(deck) - placed, card)
    _next_event(state, ch, count, placed + 1)


# --- rooms: search, fire, a look at a tile ---------------------------------------------------------------------


def _search_here(state: State, ch: Character, side: MutationSide) -> None:
    """Tendril Reach, NOT INFECTED: the core's Search of the character's room (PUB-ROOM-05..08)."""
    push(state, "search", ch.seat, "mutation")


def _search_neighbour(state: State, ch: Character, side: MutationSide) -> None:
    """Tendril Reach, INFECTED: a Search of an explored neighbouring room (no Closed Door between) without going
    in, as if the character stood there (PUB-ROOM-05..07)."""
    choose(state, ch, [Choice("search_room", (r,)) for r in _search_neighbours(state, ch)], "mutation_search")


@_op("mutation_search")
def mutation_search(state: State, task: Task) -> None:
    """args: seat. The core's search steps draw and keep (item_search.py)."""
    ch, room = state.characters[int(task.args[0])], _picked(task)
    counter = state.item_counters.get(room, 0)
    if counter < 1:
        log(state, "PUB-ROOM-05", "search_impossible", seat=ch.seat)
        return
    log(state, "CARN-MUTC-05", "mutation_search_reach", seat=ch.seat, room=room)
    set_item_counter(state, room, counter - 1, "PUB-ROOM-05")
    colour = search_colour(state, room)
    if colour != "white":
        push(state, "item_draw", ch.seat, "search", colour, colour)
    elif has_trait(state, ch, "Scavenger"):
        push(state, "item_draw", ch.seat, "search", *SEARCH_DECKS)  # PUB-ROOM-07
    else:
        ask_deck(state, ch.seat, "search")


def _douse_fires(state: State, ch: Character, side: MutationSide) -> None:
    """Thermal Sense, INFECTED: the Fire in the character's room goes out, and in `amount` - 1 burning neighbouring
    rooms (no Closed Door between) of its choice."""
    remove_fire(state, ch.room, "CARN-MUTC-05")
    _douse_next(state, ch, side.amount - 1)


def _douse_next(state: State, ch: Character, left: int) -> None:
    burning = _burning_neighbours(state, ch)
    if left < 1 or not burning:
        return
    if len(burning) <= left:
        for room in burning:
            remove_fire(state, room, "CARN-MUTC-05")
        return
    choose(state, ch, [Choice("douse", (r,)) for r in burning], "mutation_douse", left)


@_op("mutation_douse")
def mutation_douse(state: State, task: Task) -> None:
    """args: seat, rooms still to douse."""
    ch = state.characters[int(task.args[0])]
    remove_fire(state, _picked(task), "CARN-MUTC-05")
    _douse_next(state, ch, int(task.args[1]) - 1)


def _peek_room(state: State, ch: Character, side: MutationSide) -> None:
    """Thermal Sense, NOT INFECTED: the character secretly looks at `amount` unexplored neighbouring room tile(s)
    and their Exploration tokens, whatever the Doors."""
    choose(state, ch, [Choice("peek", (r,)) for r in _unexplored_neighbours(state, ch)], "mutation_peek",
           side.amount)


@_op("mutation_peek")
def mutation_peek(state: State, task: Task) -> None:
    """args: seat, rooms still to look at. What is seen joins the character's knowledge."""
    ch, room, left = state.characters[int(task.args[0])], _picked(task), int(task.args[1])
    ch.knowledge[f"tile:{room}"] = state.tiles[room]
    seen: dict[str, str | int] = {"tile": state.tiles[room]}
    if room in state.exploration:
        token, items = cat(state).exploration[state.exploration[room]]
        ch.knowledge[f"token:{room}"] = token
        seen.update(token=token, items=items)
    log(state, "CARN-MUTC-05", "tile_seen", visible_to=(ch.seat,), seat=ch.seat, room=room, **seen)
    log(state, "CARN-MUTC-05", "tile_looked_at", seat=ch.seat, room=room)
    rest = [r for r in _unexplored_neighbours(state, ch) if f"tile:{r}" not in ch.knowledge]
    if left > 1 and rest:
        choose(state, ch, [Choice("peek", (r,)) for r in rest], "mutation_peek", left - 1)


EFFECTS: dict[str, Effect] = {
    "injure_carnomorph": _injure_carnomorph,
    "sprint": _sprint,
    "sneak": _sneak,
    "heal_all": _heal_all,
    "heal_light": _heal_light,
    "acid_spray": _acid_spray,
    "injure_small": _injure_small,
    "scent_decoy": _scent_decoy,
    "remove_slime": _slime_off,
    "foresee_events": _foresee_events,
    "swallow_and_heal": _swallow_and_heal,
    "swallow_and_sicken": _swallow_and_sicken,
    "search_neighbour": _search_neighbour,
    "search_here": _search_here,
    "shed_serious_wound": _shed_serious_wound,
    "dress_serious_wound": _dress_serious_wound,
    "overdrive": _overdrive,
    "draw_actions": _draw_actions,
    "spore_cloud": _spore_cloud,
    "shove_carnomorph": _shove_carnomorph,
    "douse_fires": _douse_fires,
    "peek_room": _peek_room,
}


# --- words ----------------------------------------------------------------------------------------------------


CARNOMORPH_VERBS = {"mutation_injure": N_("Injure {target}"), "mutation_swallow": N_("Swallow {target}"),
                    "mutation_shove": N_("Push {target} out of your room")}


def _carnomorph_text(args: tuple[str, ...], k: Known) -> str:
    verb = _(CARNOMORPH_VERBS[k.resume]) if k.resume in CARNOMORPH_VERBS else _("Pick {target}")
    return verb.format(target=target(args[0], k))


def _drive_text(args: tuple[str, ...], k: Known) -> str:
    room, way = args
    who = _("every Carnomorph here but the Butcher") if k.arg(1) == EVERY else target(k.arg(1), k) if k.arg(1) \
        else _("the Carnomorph")
    return _("Push {who} into {room} through {corridor}").format(who=who, room=room,
                                                                  corridor=corridor(way, k, k.here()))


def _event_top_text(args: tuple[str, ...], k: Known) -> str:
    if k.arg(2) in ("", "0"):
        return _("Put {card} on top of the Event deck").format(card=args[0])
    return _("Put {card} next from the top").format(card=args[0])


def _wound_text(args: tuple[str, ...], k: Known) -> str:
    if k.resume == "mutation_dress":
        return _("Dress your {wound} wound").format(wound=args[0])
    if args[1:2] == ("dressed",):
        return _("Discard your dressed {wound} wound").format(wound=args[0])
    return _("Discard your {wound} wound").format(wound=" ".join((*args[1:2], args[0])))


# how the options of this module read (engine/choice_text.py), registered as the plug-in's `choices`
CHOICE_TEXTS: dict[Any, Callable[[tuple[str, ...], Known], str]] = {
    MUTATE: lambda a, k: _("Mutate: spend a {card} from your hand, scan it and use your Mutation card").format(
        card=a[0]),
    "carnomorph": _carnomorph_text,
    "drive": _drive_text,
    "event_top": _event_top_text,
    "wound": _wound_text,
    "douse": lambda a, k: _("Put out the fire in {room}").format(room=a[0]),
    "peek": lambda a, k: _("Secretly look at the tile of {room} and its exploration token").format(room=a[0]),
    "search_room": lambda a, k: _("Search {room} without going in").format(room=a[0]),
}
def _keep_text(args: tuple[str, ...], k: Known) -> str:
    """A Mutation card offered to keep, with both its effects (CARN-MUTC-02/05)."""
    card = k.catalog.ext[KEY]["mutations"][args[0]]
    return _("Keep {card} (INFECTED: {infected} NOT INFECTED: {not_infected})").format(
        card=_(card.name), infected=_(card.infected.text), not_infected=_(card.not_infected.text))


CHOICE_TEXTS[("keep", "mutation_kept")] = _keep_text


TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "action.mutate": "{seat}'s action: mutate",
    "mutation_fatal": "The mutation overwhelms {seat}",
    "mutation_card_shown": "{seat} reveals the Mutation card {name}",
    "mutation_effect": "{seat}'s {name} takes hold: the {side:mutation_side} effect",
    "mutation_side.infected": "INFECTED",
    "mutation_side.not_infected": "NOT INFECTED",
    "mutation_no_effect": "{seat}'s {name} finds nothing to work on",
    "carnomorph_swallowed": "{intruder} is swallowed whole in {room}",
    "mutation_wound_shed": "{seat} sheds the Serious Wound {card} under new plates",
    "mutation_cannot_move": "{seat} has nowhere to run",
    "mutation_no_exit": "There is nowhere to push the Carnomorphs",
    "mutation_events_seen": "{seat} senses what is coming: {cards:cards}",
    "mutation_events_looked_at": "{seat} senses the next {count:#Event card}",
    "mutation_events_put_back": "{seat} puts the {count:#Event card} back in a new order",
    "mutation_search_reach": "{seat}'s tendrils search {room}",
}
