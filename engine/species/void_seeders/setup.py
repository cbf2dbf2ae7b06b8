"""The Void Seeders' setup (VS-SET-10..13, VS-SET-20, VS-SET-22): the Void Seeder board (Eggs, face-down
Weakness cards, empty Destroyed Lair slots) and the Panic deck after the exploration tokens; the starting bag
(1 Blank, 2 + 1 per player Void Seeder tokens); after the draft, each player's Insanity token into the bag and
every character at the track's start level."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import log
from engine.rules.setup import SetupStep, insert_after
from engine.species.void_seeders.content import bag_at_setup
from engine.species.void_seeders.development import insanity_tokens
from engine.species.void_seeders.madness import track
from engine.species.void_seeders.panic import shuffle_panic_deck
from engine.species.void_seeders.state import void
from engine.state import State


def bag_contents(state: State) -> dict[str, int]:
    """BAG_CONTENTS: the Blank and the Void Seeder tokens (VS-SET-11); the Insanity tokens follow the draft."""
    counts = bag_at_setup(cat(state).bag_start, int(state.config["seats"]))
    counts["insanity"] = 0
    return counts


def setup_void_board(state: State) -> None:
    """5 Eggs, 3 face-down Weakness cards, the Panic deck (VS-SET-10, VS-SET-13)."""
    v = void(state)
    v.eggs = int(opt(state, "eggs_at_setup"))
    cards = sorted(cat(state).weaknesses)
    rng.shuffle(state, cards)
    for slot in opt(state, "weakness_slots"):
        state.weaknesses[slot] = cards.pop()
    shuffle_panic_deck(state)
    log(state, "VS-SET-10", "setup_void_board", eggs=v.eggs, slots=int(opt(state, "destroyed_lair_slots")))


def after_draft(state: State) -> None:
    """SETUP: each player's Insanity token into the bag, each character at the start of its track (VS-SET-20/22)."""
    v = void(state)
    v.madness = [track(state).start] * len(state.characters)
    mine = insanity_tokens(state)[: len(state.characters)]
    for token in mine:
        state.supply.remove(token)
        state.bag.append(token)
    state.bag.sort()
    log(state, "VS-SET-20", "insanity_tokens_in_bag", count=len(mine), level=track(state).start)


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        return insert_after(steps, "exploration_tokens", SetupStep("void_seeder_board", setup_void_board))
    return steps
