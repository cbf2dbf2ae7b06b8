"""Test helpers: build a real game, then arrange the few facts a rule needs; script dice and draws.

`make_game` starts a real published game (drafting skipped by naming the characters) and stops at
the first decision. The arrange helpers write the state directly, the way a test fixture may.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine import api, rng
from engine.flow import push, run
from engine.state import Intruder, State

CHARACTERS = ("soldier", "scout", "pilot", "captain", "mechanic")


def make_game(seats: int = 1, seed: int = 1, characters: Iterable[str] | None = None, **cfg) -> State:
    chars = list(characters) if characters else list(CHARACTERS[:seats])
    return api.new_game({"seats": seats, "seed": seed, "characters": ",".join(chars), **cfg})


def room_with(state: State, tile: str) -> str:
    return next(r for r, t in state.tiles.items() if t == tile)


def explore_all(state: State) -> None:
    """Turn every tile up and drop every exploration token (a board with no surprises)."""
    for room in state.tiles:
        state.explored[room] = True
    state.exploration.clear()


def place(state: State, seat: int, room: str) -> None:
    state.characters[seat].room = room


def put_intruder(state: State, kind: str, room: str, injuries: int = 0) -> Intruder:
    intruder = Intruder(id=state.next_intruder_id, kind=kind, room=room, injuries=injuries)
    state.next_intruder_id += 1
    state.intruders.append(intruder)
    return intruder


def set_hand(state: State, seat: int, cards: list[str]) -> None:
    state.characters[seat].hand = list(cards)


def run_op(state: State, name: str, *args) -> None:
    """Run one flow step (and whatever it queues) on a state with no pending decision."""
    state.pending = None
    state.stack.clear()
    push(state, name, *args)
    run(state)


def top(deck: list[str], *cards: str) -> None:
    """Put `cards` on top of a deck, first named = drawn first."""
    for c in cards:
        if c in deck:
            deck.remove(c)
    deck.extend(reversed(cards))


def stack_attack(state: State, *cards: str) -> None:
    """These Attack cards on top of the deck (first named drawn first), wherever they are now."""
    for card in cards:
        if card in state.attack_discard:
            state.attack_discard.remove(card)
    top(state.attack_deck, *cards)


def choose(state: State, kind: str, *args: str) -> list:
    return api.apply(state, api.Choice(kind, tuple(args)))


class Script:
    """Scripted randomness: `rng.roll` returns the given faces in order and fails on any extra roll."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.faces: list = []
        monkeypatch.setattr(rng, "roll", self._roll)

    def rolls(self, *faces) -> Script:
        self.faces.extend(faces)
        return self

    def _roll(self, holder, faces):
        if not self.faces:
            raise AssertionError("unexpected extra die roll")
        face = self.faces.pop(0)
        assert face in list(faces), f"scripted face {face!r} is not on this die {faces!r}"
        return face


def rule_ids(entries) -> set[str]:
    return {e.rule for e in entries}


def kinds(entries) -> list[str]:
    return [e.kind for e in entries]


def reask(state: State, seat: int = 0) -> State:
    """Start `seat`'s round again: its choose-action decision fits the board the test arranged."""
    state.current_seat = seat
    state.actions_this_round = 0
    run_op(state, "choose_action", seat)
    return state


def act(state: State, kind: str, *args: str) -> list:
    """Take an action through the API; any card payment takes the first legal set of cards."""
    entries = list(choose(state, kind, *args))
    while state.pending is not None and state.pending.kind == "pay_cards":
        entries += api.apply(state, state.pending.options[0])
    return entries


def step(state: State, name: str, *args) -> list:
    """Run one flow step (and what it queues) and return its log entries."""
    start = len(state.log)
    run_op(state, name, *args)
    return state.log[start:]


def entries(log, kind: str) -> list:
    return [e for e in log if e.kind == kind]


def set_bag(state: State, *bag: str) -> None:
    """The bag holds exactly `bag`; every other token still in the game goes to the supply."""
    from engine.catalog import cat

    box = [t for t in sorted(cat(state).intruder_tokens) if t not in state.removed_tokens]
    state.bag = sorted(bag)
    state.supply = [t for t in box if t not in bag]


def give_larva(state, ch) -> None:
    """Put a Larva on the character's board (the Intruders' part of the state keeps it)."""
    from engine.species.intruders.state import hive

    h = hive(state)
    h.infested = sorted(set(h.infested) | {ch.seat})


def send_signal(state, seat: int) -> None:
    """The seat's character has sent the Signal (the ship's part of the state keeps it)."""
    from engine.maps.nemesis_ship.state import ship_state

    ship = ship_state(state)
    ship.signals = sorted({*ship.signals, seat})
