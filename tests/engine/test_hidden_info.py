"""Hidden information stays hidden in the public log (PUB-CONT-03, PUB-ITEM-05)."""

import msgspec
import pytest

from engine import api
from tests.engine.factories import choose, make_game, run_op, set_hand


@pytest.mark.rule("PUB-CONT-03", "PUB-CONT-02")
def test_a_discarded_contamination_card_shows_only_its_back_to_everyone():
    state = make_game(2)
    set_hand(state, 0, ["soldier_rest", "cont_05"])
    state.infected = ["cont_05"]
    run_op(state, "pass_round", 0)
    assert api.Choice("discard", ("contamination",)) in state.pending.options
    choose(state, "discard", "contamination")
    for seat in (-1, 0, 1):
        text = msgspec.json.encode(api.view(state, seat)).decode()
        assert "cont_05" not in text
    assert "cont_05" in state.characters[0].discard
