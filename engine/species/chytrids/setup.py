"""The Chytrids' setup (§3.2, §3.18): after the Exploration tokens, the Lab board (5 Eggs in its Nest space, the
10 Sporelings at level 1 on their coloured spaces, 3 random Weakness cards; the map turns the leftmost face up
in the Facility, none on the ship) and the Queen board (the Queen in the middle, the 8 Rotstalks around her);
after the decks are shuffled, the Event cards this map plays without are boxed (Overload on the ship); the bag
holds all 15 tokens (CHY-SET-08..13, CHY-NEM-08..11, CHY-QB-01, COMP-CHY-18)."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import log
from engine.rules.setup import SetupStep, insert_after
from engine.species.chytrids.state import Sporeling, chytrids
from engine.state import State


def bag_contents(state: State) -> dict[str, int]:
    """BAG_CONTENTS: every Chytrid token (CHY-SET-11, CHY-NEM-10)."""
    return dict(cat(state).bag_start)


def setup_boards(state: State) -> None:
    """The Lab board and the Queen board (CHY-SET-08..10, CHY-NEM-08/09)."""
    c = chytrids(state)
    c.eggs = int(opt(state, "eggs_at_setup"))
    level = int(opt(state, "sporeling_start_level"))
    c.lab_spaces = [Sporeling(colour, level) for colour in opt(state, "lab_colours")]
    c.ring = [True] * len(opt(state, "queen_board_ring"))
    c.queen_home = True
    cards = sorted(cat(state).weaknesses)
    rng.shuffle(state, cards)
    for slot in opt(state, "weakness_slots"):
        state.weaknesses[slot] = cards.pop()
    log(state, "CHY-SET-08", "setup_lab_board", eggs=c.eggs, sporelings=len(c.lab_spaces),
        weaknesses=len(state.weaknesses))
    log(state, "CHY-SET-10", "setup_queen_board", rotstalks=len(c.ring))


def box_events(state: State) -> None:
    """The Event cards this map plays without leave the deck before the game (CHY-NEM-11: Overload on the ship)."""
    removed = dict(opt(state, "removed_events")).get(str(state.config.get("map", "")), [])
    for card in removed:
        if card in state.event_deck:
            state.event_deck.remove(card)
            state.event_removed.append(card)
            log(state, "CHY-NEM-11", "event_boxed", card=card)


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        steps = insert_after(steps, "exploration_tokens", SetupStep("chytrid_boards", setup_boards))
        return insert_after(steps, "decks", SetupStep("chytrid_events", box_events))
    return steps
