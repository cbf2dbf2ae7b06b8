"""The flow steps of an Encounter (PUB-ENC-01/02): the species resolves it (its ENCOUNTER hook: the Intruders'
in engine/species/intruders/encounter.py); a drawn token goes to the supply once the step is over."""

from __future__ import annotations

from engine import hooks
from engine.effects import token_to_supply
from engine.flow import op
from engine.state import State, Task


@op("encounter")
def encounter(state: State, task: Task) -> None:
    room, seat = str(task.args[0]), int(task.args[1])
    if state.characters[seat].status != "aboard":
        return
    hooks.get(state, hooks.Hook.ENCOUNTER)(state, room, seat)


@op("token_to_supply")
def token_supply(state: State, task: Task) -> None:
    token = str(task.args[0])
    if token not in state.removed_tokens:
        token_to_supply(state, token, "PUB-ENC-02")
