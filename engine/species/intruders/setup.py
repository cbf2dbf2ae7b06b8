"""The Intruders' setup: the Intruder board (Eggs, face-down Weakness cards) after the exploration tokens, and
the starting bag's contents (PUB-SETUP-09/10, PUB-BAG-01)."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import log
from engine.rules.setup import SetupStep, insert_after
from engine.species.intruders.state import hive
from engine.state import State


def bag_contents(state: State) -> dict[str, int]:
    """Starting bag: 1 Blank, 1 Queen, 1 Creeper, 4 Larvae, 3 + N Adults (PUB-SETUP-10, PUB-BAG-01)."""
    start = cat(state).bag_start
    n = int(state.config["seats"])
    return {"blank": start["blank"], "queen": start["queen"], "creeper": start["creeper"],
            "larva": start["larva"], "adult": start["adult_base"] + n}


def setup_intruder_board(state: State) -> None:
    """5 Eggs and 3 face-down Weakness cards on the Egg / Corpse / Carcass slots (PUB-SETUP-09)."""
    hive(state).eggs = int(opt(state, "eggs_at_setup"))
    cards = sorted(cat(state).weaknesses)
    rng.shuffle(state, cards)
    for slot in opt(state, "weakness_slots"):
        state.weaknesses[slot] = cards.pop()
    log(state, "PUB-SETUP-09", "setup_intruder_board", eggs=hive(state).eggs)


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        return insert_after(steps, "exploration_tokens", SetupStep("intruder_board", setup_intruder_board))
    return steps
