"""The Carnomorphs' setup (CARN-SETUP-09..11, CARN-SETUP-20/21): the Carnomorph board (8 Eggs, 3 face-down
Adaptation cards with the Shambler, Fleshbeast and Butcher figures waiting on them) and the Mutation deck after
the exploration tokens; the starting bag (1 Blank, 2 blue and 2 + 1 per player red Metagorger tokens); after the
draft, every character with no Mutation card and no marker."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import drop_object, log
from engine.rules.board import room_with_tile
from engine.rules.setup import SetupStep, insert_after
from engine.species.carnomorphs.content import starting_bag
from engine.species.carnomorphs.state import KEY, carno
from engine.state import State

BLUE_CORPSE = "corpse_blue"  # the blue Character Corpse Object (CARN-SETUP-20)


def bag_contents(state: State) -> dict[str, int]:
    """BAG_CONTENTS by token group (CARN-SETUP-10)."""
    return starting_bag(cat(state).bag_start, int(state.config["seats"]))


def setup_carno_board(state: State) -> None:
    c = carno(state)
    c.eggs = int(opt(state, "eggs_at_setup"))
    cards = sorted(cat(state).weaknesses)
    rng.shuffle(state, cards)
    slots = list(opt(state, "weakness_slots"))
    for slot in slots:
        state.weaknesses[slot] = cards.pop()
    c.on_cards = slots  # each type's figure waits on its card (CARN-SETUP-09)
    c.mutation_deck = sorted(cat(state).ext[KEY]["mutations"])
    rng.shuffle(state, c.mutation_deck)
    log(state, "CARN-SETUP-09", "setup_carno_board", eggs=c.eggs, cards=len(slots))


def blue_corpse(state: State) -> None:
    """The blue Character Corpse on the tile the options name: the Alert Room in the Lockdown Facility
    (LCAR-SET-13); none where the map places it itself (the ship's Hibernatorium, PUB-SETUP-20)."""
    tile = str(opt(state, "blue_corpse_tile"))
    room = room_with_tile(state, tile) if tile else None
    if room is not None:
        drop_object(state, room, BLUE_CORPSE, "LCAR-SET-13")


def after_draft(state: State) -> None:
    """SETUP: a Mutation record per character (CARN-SETUP-21)."""
    c = carno(state)
    n = len(state.characters)
    c.mutation_markers, c.held, c.face_up = [0] * n, [""] * n, [False] * n


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        return insert_after(steps, "exploration_tokens", SetupStep("carnomorph_board", setup_carno_board),
                            SetupStep("blue_corpse", blue_corpse))
    return steps
