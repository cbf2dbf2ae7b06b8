"""How the Lockdown Objective cards read (lockdown-base.md §16.1, T9, T10, LD-GOAL-01..06): the map's
OBJECTIVE_CHECKS, one check per card, built from the card's `condition` and parameters (objectives.toml, read by
cards.py). The core deals 1 Corporate + 1 Personal card (LD-GOAL-02, LD-SETUP-17), asks every player to keep one
at the first Intruder (LD-GOAL-03) and reads the kept card at the Victory Check after the player survived
(LD-GOAL-01); this module says what each card asks of the game:

- the Facility's own facts: the Signal, Knowledge and its active token (the Lockdown state), explored Sections,
  Backup Power and the CSS, the Facility destroyed (the option `facility_destroyed_reasons`: the end reasons
  that destroy it, LD-GOAL-05);
- the species' facts through its services (`fact:nest_destroyed`, `fact:queen_killed`,
  `fact:weaknesses_found`): a Facility explosion kills every Intruder, the Queen included (LD-GOAL-05);
- who survives (the core's `survives`, the map's `survived_statuses`).

Co-op cards are judged for the whole team (seat -1: any character may meet them).
"""

from __future__ import annotations

from collections.abc import Callable

from engine import hooks, rng
from engine.catalog import cat, item_card, opt
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown.cards import ObjectiveFacts, load_objectives
from engine.maps.lockdown.content import EXT
from engine.maps.lockdown.state import lockdown_state
from engine.rules.objectives import only_survivor, survives, survivors
from engine.rules.setup import SetupStep, deal_objectives, insert_after, replace
from engine.state import Character, State

Check = Callable[[State, int], bool]
EGG = "egg"  # the Intruder Egg Object (LD-OBJ-01)


def fact(state: State, name: str) -> int:
    """A fact the species keeps (its service "fact:<name>"); 0 where it has none."""
    fn = hooks.service(state, f"fact:{name}")
    return int(fn(state)) if fn is not None else 0


def researched(state: State) -> int:
    """The Weaknesses research turned face up: those face up, less those the setup laid face up (the species'
    `weakness_cards_revealed`: the leftmost for the Night Stalkers, LD-SETUP-09, LD-KNOW-09; none for the original
    Intruders, LD-VAR-02)."""
    return fact(state, "weaknesses_found") - int(cat(state).options.get("weakness_cards_revealed", 0))


def facility_destroyed(state: State) -> bool:
    """The game ended by a cause that destroys the Facility (Autodestruction, Fire, Malfunction) (LD-GOAL-05)."""
    return bool(state.end_reason) and state.end_reason in opt(state, "facility_destroyed_reasons")


def _chars(state: State, seat: int) -> list[Character]:
    """The holder's character, or every character for a co-op card (seat -1)."""
    return list(state.characters) if seat < 0 else [state.characters[seat]]


def carries(state: State, ch: Character, obj: str) -> bool:
    """The character holds the Object in a Hand slot (LD-OBJ-01)."""
    return any(item_card(h).split("_")[0] == obj for h in ch.heavy)


def knowledge(state: State, ch: Character) -> int:
    return lockdown_state(state).knowledge.get(str(ch.seat), 0)


def explored_sections(state: State, sections: tuple[str, ...]) -> bool:
    """Every Room of these Sections is explored (Staircases belong to none) (T9 OBJ-C6/C7)."""
    of = cat(state).ext[EXT]["facility"].room_sections
    return all(state.explored.get(room, False) for room, section in of.items() if section in sections)


def nemesis_survivor(state: State, ch: Character) -> bool:
    """A character of the Nemesis Survivors' class (LD-CHAR-02, LD-NEMCHAR-03)."""
    return str(opt(state, "character_classes").get(ch.character, "nemesis_survivor")) == "nemesis_survivor"


def player_seat(state: State, number: int) -> int | None:
    """The seat of Player `number` (player numbers as dealt, else seat order)."""
    for seat in range(len(state.characters)):
        n = state.player_numbers[seat] if seat < len(state.player_numbers) else seat + 1
        if n == number:
            return seat
    return None


def check_for(f: ObjectiveFacts) -> Check:
    """The check of one card, from its condition and parameters (cards.OBJECTIVE_CONDITIONS)."""
    def signal(state: State, seat: int) -> bool:
        sent = lockdown_state(state).signals
        return any(ch.seat in sent for ch in _chars(state, seat))

    def knows(state: State, seat: int) -> bool:
        return any(knowledge(state, ch) >= f.knowledge and (seat >= 0 or survives(state, ch))
                   for ch in _chars(state, seat))

    def token_active(state: State, seat: int) -> bool:
        active = lockdown_state(state).knowledge_active
        return any(ch.seat in active for ch in _chars(state, seat))

    def egg(state: State, seat: int, status: str = "") -> bool:
        return any(survives(state, ch) and carries(state, ch, EGG) and (not status or ch.status == status)
                   for ch in _chars(state, seat))

    def no_nemesis_survivor(state: State, seat: int) -> bool:
        return not any(nemesis_survivor(state, ch) for ch in survivors(state) if ch.seat != seat)

    def player_dies(state: State, seat: int) -> bool:
        target = player_seat(state, f.player)
        return target is not None and target != seat and not survives(state, state.characters[target])

    def queen(state: State, seat: int) -> bool:
        return bool(fact(state, "queen_killed")) or facility_destroyed(state)

    def nest(state: State, seat: int) -> bool:
        return bool(fact(state, "nest_destroyed")) or facility_destroyed(state)

    def destroyed(state: State, seat: int) -> bool:
        return facility_destroyed(state) and all(ch.status != "locked_in" for ch in _chars(state, seat))

    def css_restored(state: State, seat: int) -> bool:
        return lockdown_state(state).time_active and any(ch.status == "evacuated" for ch in state.characters)

    table: dict[str, Check] = {
        "signal_sent": signal,
        "weaknesses_researched": lambda s, seat: researched(s) >= f.count,
        "nest_destroyed": nest,
        "knowledge_at_least": knows,
        "knowledge_token_active": token_active,
        "sections_explored": lambda s, seat: explored_sections(s, f.sections),
        "survive_with_egg": egg,
        "bunker_with_egg": lambda s, seat: egg(s, seat, "bunker"),
        "no_nemesis_survivor_survives": no_nemesis_survivor,
        "player_dies": player_dies,
        "only_survivor": lambda s, seat: seat >= 0 and only_survivor(s, seat),
        "queen_killed": queen,
        "facility_destroyed": destroyed,
        "signal_and_knowledge": lambda s, seat: signal(s, seat) and knows(s, seat),
        "power_restored_and_css_escape": css_restored,
    }
    return table[f.condition]


CHECKS: dict[str, Check] = {card: check_for(f) for card, f in load_objectives().facts.items()}
FACTS: dict[str, ObjectiveFacts] = load_objectives().facts


def names_holder(card: str, number: int) -> bool:
    f = FACTS.get(card)
    return f is not None and f.condition == "player_dies" and f.player == number


def redraw_own_targets(state: State) -> None:
    """A "Player X's Character does not survive" card dealt to Player X goes back to the box and its holder
    draws another card of that deck (T9 PROPOSED, GAP-LDB-28)."""
    seats = len(state.characters)
    objectives = cat(state).objectives
    dealt = {c for hand in state.objectives.values() for c in hand}
    for seat in range(seats):
        number = state.player_numbers[seat] if seat < len(state.player_numbers) else seat + 1
        hand = state.objectives.get(str(seat), [])
        for i, card in enumerate(hand):
            if not names_holder(card, number):
                continue
            spare = sorted(c for c, o in objectives.items() if o.deck == objectives[card].deck and c not in dealt
                           and o.min_players <= seats and not names_holder(c, number))
            if spare:
                hand[i] = rng.take_random(state, spare)
                dealt.add(hand[i])
                log(state, "LD-SETUP-17", "ld_objective_redrawn", visible_to=(seat,), seat=seat, card=card,
                    new=hand[i])


def deal_before_the_draft(state: State) -> None:
    """1 Corporate + 1 Personal card each, secret, dealt before the Draft on purpose (LD-SETUP-17): the core's
    deal, then the redraw of a card naming its holder."""
    deal_objectives(state)
    redraw_own_targets(state)


def _dealt_already(state: State) -> None:
    """The core's crew-phase deal: Lockdown dealt before the Draft (LD-SETUP-17)."""


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        return insert_after(steps, "help_cards", SetupStep("ld_objectives", deal_before_the_draft))
    return replace(steps, "objectives", SetupStep("objectives", _dealt_already))


PART = register(Plugin(id="map:lockdown/objectives", kind="map", hooks={
    Hook.OBJECTIVE_CHECKS: CHECKS,
    Hook.SETUP_STEPS: edit_steps,
}, templates={
    "ld_objective_redrawn": "{seat} was dealt {card:the card}, which names their own Player Number, and draws "
                            "{new:the card} instead",
}))
