"""Looking back at a finished game: `full_view` turns up every secret (hands with the truth about INFECTED
cards, every Objective, the bag, the face-down rooms, the Coordinates and Engines), and refuses while the game
can still be played, so nothing hidden reaches a running game."""

from __future__ import annotations

import pytest

from engine import api
from engine.ai import bots
from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state


def finished(seed: int = 5, seats: int = 3):
    state = api.new_game({"seats": seats, "seed": seed})
    positions = []
    while state.pending is not None:
        positions.append(api.clone(state))
        api.apply(state, bots.bot_move("easy", api.bot_view(state, state.pending.seat), seed).choice)
    return positions, state


@pytest.fixture(scope="module")
def game():
    return finished()


@pytest.mark.rule("PUB-CONT-03", "PUB-SETUP-05", "PUB-SETUP-08", "PUB-BAG-01")
def test_everything_in_a_position_of_a_finished_game_is_shown(game):
    positions, final = game
    state = positions[len(positions) // 2]

    full = api.full_view(state, final)

    assert [c.hand for c in full.view.characters] == [tuple(
        ("contamination_infected" if card in state.infected else "contamination") if card.startswith("cont_")
        else card for card in ch.hand) for ch in state.characters]
    assert full.view.all_objectives == {k: tuple(v) for k, v in state.objectives.items()}
    ship = ship_state(state)
    names = cat(state).tiles
    assert len(full.bag) == len(state.bag)
    assert any(ship.coordinates.replace("_", " ").title() in line for line in full.secrets)
    assert all(f"{names[e].name} {s[-1]}" in " ".join(full.secrets) for e, s in ship.engines.items())
    assert all(r.tile == state.tiles.get(r.id) for r in full.view.rooms)
    assert len(full.view.log) == len(state.log)
    assert sum(full.infected.values()) == sum(1 for ch in state.characters for pile in (ch.hand, ch.deck, ch.discard)
                                              for card in pile if card in state.infected)


def test_nothing_hidden_is_shown_while_the_game_goes_on(game):
    positions, final = game
    with pytest.raises(api.RevealError, match="only once the game is over"):
        api.full_view(positions[5], positions[-1])
    other = api.new_game({"seats": 2, "seed": 5})
    with pytest.raises(api.RevealError, match="does not belong"):
        api.full_view(other, final)
