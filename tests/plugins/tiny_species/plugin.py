"""Registers the tiny species: Drones that sting, die at two Injuries and multiply in the bag."""

from __future__ import annotations

from typing import Any

from engine.catalog import cat, opt
from engine.content.cards import load_attack, load_events, load_kinds, load_tokens
from engine.content.exploration import load_exploration_change
from engine.effects import add_intruder, add_token_from_supply, log, remove_intruder, token_to_bag
from engine.hooks import Hook, Plugin, register
from engine.rules.wounds import light_wound
from engine.species.intruders.encounter import base_encounter
from engine.state import Character, Intruder, State

PACKAGE = "tests.plugins"


def content(options: dict[str, Any]) -> dict[str, Any]:
    kinds = load_kinds("tiny_species/kinds.toml", PACKAGE)
    tokens, bag_start = load_tokens("tiny_species/tokens.toml", tuple(kinds), PACKAGE)
    return {"kinds": kinds, "intruder_tokens": tokens, "bag_start": bag_start,
            "attack": load_attack("tiny_species/attack.toml", ("drone",), PACKAGE),
            "events": load_events("tiny_species/events.toml", ("drone",), PACKAGE), "weaknesses": {},
            "exploration_change": load_exploration_change("tiny_species/exploration.toml", PACKAGE)}


def bag_contents(state: State) -> dict[str, int]:
    return dict(cat(state).bag_start)


def sting(state: State, intruder: Intruder, ch: Character, card: str) -> None:
    light_wound(state, ch, 1, "TEST-SPECIES-02")


def injury_check(state: State, intruder: Intruder, rule: str) -> None:
    if intruder.injuries >= int(opt(state, "drone_hits_to_die")):
        remove_intruder(state, intruder, "TEST-SPECIES-03", "intruder_killed")


def bag_development(state: State, token: str) -> None:
    token_to_bag(state, token, "TEST-SPECIES-04")
    add_token_from_supply(state, "drone", "TEST-SPECIES-04")


def hive(state: State, ch: Character, room: str, corridor: str, careful: bool) -> bool:
    """A Hive token: a Drone wakes in the room; no Noise roll for this move."""
    log(state, "TEST-SPECIES-06", "hive_found", room=room)
    add_intruder(state, "drone", room, "TEST-SPECIES-06")
    return False


def drift(state: State, card) -> None:
    log(state, "TEST-SPECIES-05", "drift")


PLUGIN = register(Plugin(id="species:tiny_species", kind="species", name="Drones", hooks={
    Hook.BAG_CONTENTS: bag_contents,
    Hook.ENCOUNTER: base_encounter,
    Hook.INTRUDER_ATTACK: sting,
    Hook.INJURY_CHECK: injury_check,
    Hook.BAG_DEVELOPMENT: bag_development,
    Hook.EVENT_EFFECTS: {"drift": drift},
    Hook.EXPLORATION_EFFECTS: {"hive": hive},
}, content=content, options="tiny_species/options.toml", package=PACKAGE))
