"""What the active Quest Items do (T14; PUB-ITEM-09/13, PUB-DOOR-02/06, PUB-WEAK-04, PUB-ROOM-09,
PUB-POD-04, GAP-PUB-27).

Motion Scanner and Armor are reactions (reactions.py). Autoloader and Intercom act from activation on
(`items.ON_ACTIVATE`); the Intercom and Holo Computer set a knowledge flag that the Action cards read
(card_effects.py). The Evacuation Key shares the red key's effect.
"""

from __future__ import annotations

from engine.catalog import cat
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op, push
from engine.rules.board import corridors_of, turn_order
from engine.rules.doors import door_options, toggle_door
from engine.rules.item_effects_military import look_objective, objective_options, working_computer
from engine.rules.item_hands import pass_now
from engine.rules.item_search import can_search
from engine.rules.items import ON_ACTIVATE
from engine.rules.registry import ITEM_EFFECTS, Params, effect, resolves
from engine.state import Character, State, Task

AUTOLOADER_BONUS = 1  # +1 capacity on the Soldier's Assault Rifle (T14, printed)


@effect(ITEM_EFFECTS, "log_key")
def log_key_options(state: State, seat: int, source: str) -> list[Params]:
    if not working_computer(state, state.characters[seat].room):
        return []
    return objective_options(state, seat, signal_only=False)


@resolves(ITEM_EFFECTS, "log_key")
def log_key(state: State, seat: int, source: str, params: Params) -> None:
    """In a Computer room: look at 1 Objective card of a chosen player (T14 Captain)."""
    look_objective(state, seat, params[1], params[2], "PUB-ITEM-09")


def flag_options(flag: str):
    def options(state: State, seat: int, source: str) -> list[Params]:
        return [] if state.characters[seat].knowledge.get(flag) == "on" else [()]

    return options


def set_flag(state: State, ch: Character, flag: str) -> None:
    ch.knowledge[flag] = "on"
    log(state, "PUB-ITEM-09", f"{flag}_on", seat=ch.seat)


effect(ITEM_EFFECTS, "intercom")(flag_options("intercom"))
effect(ITEM_EFFECTS, "holo_computer")(flag_options("holo_computer"))


@resolves(ITEM_EFFECTS, "intercom", "holo_computer")
def flag_item(state: State, seat: int, source: str, params: Params) -> None:
    """Intercom: Order and Motivation reach Computer rooms for good; Holo Computer: Intranet and Risk
    Assessment work from any room until the Player phase ends (T14, GAP-PUB-27)."""
    set_flag(state, state.characters[seat], cat(state).items[source].effect)


def holo_off(state: State) -> None:
    """The Holo Computer's effect ends with the Player phase (GAP-PUB-27, PROPOSED)."""
    for ch in state.characters:
        if ch.knowledge.get("holo_computer") == "on":
            ch.knowledge["holo_computer"] = "off"
            log(state, "PUB-ITEM-09", "holo_computer_off", seat=ch.seat)


@effect(ITEM_EFFECTS, "flashlight")
def flashlight_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if can_search(state, seat, "flashlight") else []


@resolves(ITEM_EFFECTS, "flashlight")
def flashlight(state: State, seat: int, source: str, params: Params) -> None:
    """A Search as with the Search card (T14 Mechanic, PUB-ROOM-09)."""
    push(state, "search", seat, "flashlight")


@effect(ITEM_EFFECTS, "plasma_torch")
def plasma_torch_options(state: State, seat: int, source: str) -> list[Params]:
    """Open/close 1 door of your room's corridors; even a Destroyed door can be closed (PUB-DOOR-02)."""
    room = state.characters[seat].room
    broken = [("close", c) for c in corridors_of(state, room, with_tech=False) if state.doors.get(c) == "destroyed"]
    return sorted(list(door_options(state, room)) + broken)


@resolves(ITEM_EFFECTS, "plasma_torch")
def plasma_torch(state: State, seat: int, source: str, params: Params) -> None:
    move, corridor = params
    if move == "close" and state.doors.get(corridor) == "destroyed":
        state.doors[corridor] = "closed"
        log(state, "PUB-DOOR-02", "door_closed", corridor=corridor)
    else:
        toggle_door(state, move, corridor, "PUB-DOOR-06")


@effect(ITEM_EFFECTS, "orbital_maneuvering")
def orbital_options(state: State, seat: int, source: str) -> list[Params]:
    return [()]


@resolves(ITEM_EFFECTS, "orbital_maneuvering")
def orbital_maneuvering(state: State, seat: int, source: str, params: Params) -> None:
    """Everyone passes at once, the Player phase ends and this Event phase skips the Intruder attacks (T14)."""
    state.skip_intruder_attacks = True
    log(state, "PUB-ITEM-09", "orbital_maneuvering", seat=seat)
    for other in reversed(turn_order(state)):
        pass_now(state, other, "PUB-ROUND-05", own_round=other == seat)


@effect(ITEM_EFFECTS, "security_key")
def security_key_options(state: State, seat: int, source: str) -> list[Params]:
    return [(r,) for r in sorted(state.tiles) if door_options(state, r)]


@resolves(ITEM_EFFECTS, "security_key")
def security_key(state: State, seat: int, source: str, params: Params) -> None:
    """Choose a room, then open or close its doors one by one, as you choose (T14 Scout, PUB-DOOR-06)."""
    push(state, "room_doors", seat, params[0])


@op("room_doors")
def room_doors(state: State, task: Task) -> None:
    """Offer each door of the room not yet changed, or stop (args: seat, room, corridors changed)."""
    seat, room = int(task.args[0]), str(task.args[1])
    done = [str(c) for c in task.args[2:]]
    moves = [Choice(m, (c,)) for m, c in door_options(state, room) if c not in done]
    if moves:
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [*moves, Choice("done")], "PUB-DOOR-06", "room_door",
            (str(seat), room, *done))


@op("room_door")
def room_door(state: State, task: Task) -> None:
    assert task.choice is not None
    if task.choice.kind == "done":
        return
    corridor = task.choice.args[0]
    toggle_door(state, task.choice.kind, corridor, "PUB-DOOR-06")
    push(state, "room_doors", *task.args, corridor)


@effect(ITEM_EFFECTS, "autoloader")
def autoloader_options(state: State, seat: int, source: str) -> list[Params]:
    """Nothing to do as an action: its +1 capacity applies from activation on."""
    return []


@resolves(ITEM_EFFECTS, "autoloader")
def autoloader(state: State, seat: int, source: str, params: Params) -> None:
    """Never chosen (no options)."""


def attach_autoloader(state: State, ch: Character, quest: str) -> None:
    """Activation: +1 capacity on the character's Starting weapon, the Assault Rifle (T14 Soldier)."""
    weapon = cat(state).characters[ch.character].weapon.id
    if weapon in ch.weapons:
        ch.capacity_bonus[weapon] = ch.capacity_bonus.get(weapon, 0) + AUTOLOADER_BONUS
        log(state, "PUB-ITEM-06", "attached", seat=ch.seat, item=quest, to=weapon)


def intercom_activated(state: State, ch: Character, quest: str) -> None:
    """The Intercom is permanent once active (GAP-PUB-27)."""
    set_flag(state, ch, "intercom")


ON_ACTIVATE.update(autoloader=attach_autoloader, intercom=intercom_activated)
