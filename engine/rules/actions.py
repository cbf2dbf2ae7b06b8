"""The actions a character may take in its round, their costs, and paying them (PUB-ACT-01..14).

Basic actions of part 1: Movement (Escape), Careful Movement, Shoot, Melee Attack, Pass. Action cards,
items, room actions, trading and crafting plug in through `Hook.ACTION_PROVIDERS` / `ACTION_PERFORMERS`.
"""

from __future__ import annotations

from itertools import combinations

from engine import hooks
from engine.catalog import opt
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, log
from engine.flow import ask, op, push_seq
from engine.rules.board import corridors_of, in_combat, intruders_in, open_neighbours, tile_of
from engine.rules.wounds import has_wound
from engine.state import Character, State, Task


def payable(ch: Character) -> list[str]:
    """Cards that can pay costs: Contamination cards never can (PUB-ACT-03)."""
    return sorted(c for c in ch.hand if not c.startswith("cont_"))


def move_cost(state: State, ch: Character, combat: bool) -> int:
    """1, or 2 for an Escape with an undressed Leg wound (PUB-ACT-08, PUB-ACT-09, PUB-WOUND-12)."""
    if combat and has_wound(state, ch, "leg"):
        return int(opt(state, "escape_cost_leg_wound"))
    return int(opt(state, "move_cost"))


def free_noise_corridors(state: State, room: str) -> list[str]:
    """Corridors of `room` (tech space included) without a Noise marker (PUB-MOVE-06)."""
    return [c for c in corridors_of(state, room) if c not in state.noise]


def nest_eggs_here(state: State, ch: Character) -> bool:
    return (state.explored.get(ch.room, False) and state.tiles.get(ch.room) == "nest" and state.eggs > 0
            and not state.nest_destroyed)


def attack_targets(state: State, ch: Character) -> list[str]:
    """Intruders in the room, and the Eggs when in the Nest (PUB-COMBAT-02, PUB-NEST-04)."""
    targets = [str(i.id) for i in intruders_in(state, ch.room)]
    if nest_eggs_here(state, ch):
        targets.append("eggs")
    return targets


def legal_actions(state: State, seat: int) -> list[Choice]:
    """Every action `seat` can take now, plus Pass (PUB-ROUND-05)."""
    ch = state.characters[seat]
    cards = len(payable(ch))
    combat = in_combat(state, seat)
    options = [Choice("pass")]
    cost = move_cost(state, ch, combat)
    for corridor, room in open_neighbours(state, ch.room):
        if cards >= cost:
            options.append(Choice("move", (room, corridor)))
        if not combat and cards >= int(opt(state, "careful_move_cost")) and free_noise_corridors(state, room):
            options.append(Choice("careful", (room, corridor)))
    targets = attack_targets(state, ch)
    if cards >= 1 and targets:
        for weapon, ammo in sorted(ch.weapons.items()):
            if ammo >= 1:
                options.extend(Choice("shoot", (weapon, t)) for t in targets)
        options.extend(Choice("melee", (t,)) for t in targets)
    for provider in hooks.collect(state, hooks.Hook.ACTION_PROVIDERS):
        options.extend(provider(state, seat))
    return options


def _move(state: State, seat: int, choice: Choice) -> None:
    ch = state.characters[seat]
    room, corridor = choice.args
    push_seq(state, [("pay", seat, move_cost(state, ch, in_combat(state, seat))), ("move", seat, room, corridor)])


def _careful(state: State, seat: int, choice: Choice) -> None:
    room, corridor = choice.args
    push_seq(state, [("pay", seat, int(opt(state, "careful_move_cost"))), ("careful_noise", seat, room, corridor)])


def _shoot(state: State, seat: int, choice: Choice) -> None:
    weapon, target = choice.args
    push_seq(state, [("pay", seat, 1), ("shoot", seat, weapon, target)])


def _melee(state: State, seat: int, choice: Choice) -> None:
    push_seq(state, [("pay", seat, 1), ("melee", seat, choice.args[0])])


BASIC = {"move": _move, "careful": _careful, "shoot": _shoot, "melee": _melee}


def perform(state: State, seat: int, choice: Choice) -> None:
    """Queue the tasks of one chosen action (its cost first)."""
    log(state, "PUB-ACT-01", "action", seat=seat, action=choice.kind, args=",".join(choice.args))
    performers = {**BASIC, **hooks.merged(state, hooks.Hook.ACTION_PERFORMERS)}
    performers[choice.kind](state, seat, choice)


@op("pay")
def pay(state: State, task: Task) -> None:
    """Pay a cost in Action cards; a real choice only when several sets of cards could pay (PUB-ACT-02)."""
    seat, cost = int(task.args[0]), int(task.args[1])
    if cost <= 0:
        return
    ch = state.characters[seat]
    cards = payable(ch)
    if len(cards) <= cost:
        discard_cards(state, ch, cards, "PUB-ACT-02")
        return
    options = [Choice("pay", combo) for combo in combinations(cards, cost)]
    ask(state, seat, DecisionKind.PAY_CARDS, options, "PUB-ACT-02", "paid", (str(seat),))


@op("paid")
def paid(state: State, task: Task) -> None:
    assert task.choice is not None
    discard_cards(state, state.characters[int(task.args[0])], list(task.choice.args), "PUB-ACT-02")


def room_action_allowed(state: State, seat: int) -> bool:
    """Room actions: in the room, out of Combat, no Malfunction (PUB-ACT-06, PUB-MALF-01)."""
    ch = state.characters[seat]
    tile = tile_of(state, ch.room)
    return (tile.action_cost is not None and state.explored.get(ch.room, False) and not in_combat(state, seat)
            and ch.room not in state.malfunction)
