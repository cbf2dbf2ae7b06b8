"""The Void Seeders' setup (VS-SET-10..13, VS-SET-20, VS-SET-22): the Void Seeder board (Eggs, face-down
Weakness cards, empty Destroyed Lair slots) and the Panic deck after the exploration tokens; the starting bag
(1 Blank, 2 + 1 per player Void Seeder tokens); after the draft, each player's Insanity token into the bag and
every character at the track's start level.

On a map whose options say so (the Lockdown Facility, LVS-SET-09/20): the Weakness cards of `removed_weaknesses`
stay in the box before the deal, and with `lockdown_vs_force_three_lairs` every Lair token lies on a room."""

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

LAIR_TOKEN = "lair"  # the effect of the Lair Exploration tokens (exploration.toml)


def bag_contents(state: State) -> dict[str, int]:
    """BAG_CONTENTS: the Blank and the Void Seeder tokens (VS-SET-11); the Insanity tokens follow the draft."""
    counts = bag_at_setup(cat(state).bag_start, int(state.config["seats"]))
    counts["insanity"] = 0
    return counts


def setup_void_board(state: State) -> None:
    """5 Eggs, 3 face-down Weakness cards, the Panic deck (VS-SET-10, VS-SET-13)."""
    v = void(state)
    v.eggs = int(opt(state, "eggs_at_setup"))
    barred = set(opt(state, "removed_weaknesses"))
    cards = sorted(c for c in cat(state).weaknesses if c not in barred)
    if barred:
        log(state, "LVS-SET-09", "weaknesses_boxed", count=len(cat(state).weaknesses) - len(cards))
    rng.shuffle(state, cards)
    for slot in opt(state, "weakness_slots"):
        state.weaknesses[slot] = cards.pop()
    shuffle_panic_deck(state)
    log(state, "VS-SET-10", "setup_void_board", eggs=v.eggs, slots=int(opt(state, "destroyed_lair_slots")))


def force_lairs(state: State) -> None:
    """PROPOSED LVS-SET-20, option `lockdown_vs_force_three_lairs`: every Lair token left in the box takes the
    place of a random non-Lair token on the board, which goes to the box instead (so every Lair is in play)."""
    if not opt(state, "lockdown_vs_force_three_lairs"):
        return
    pool = cat(state).exploration
    boxed = [t for t in state.exploration_box if pool[t][0] == LAIR_TOKEN]
    for token in boxed:
        rooms = sorted(r for r, t in state.exploration.items() if pool[t][0] != LAIR_TOKEN)
        if not rooms:
            break
        room = rng.take_random(state, rooms)
        state.exploration_box.remove(token)
        state.exploration_box = sorted([*state.exploration_box, state.exploration[room]])
        state.exploration[room] = token
    if boxed:
        log(state, "LVS-SET-20", "lairs_forced", count=len(boxed))


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
        return insert_after(steps, "exploration_tokens", SetupStep("lair_tokens", force_lairs),
                            SetupStep("void_seeder_board", setup_void_board))
    return steps
