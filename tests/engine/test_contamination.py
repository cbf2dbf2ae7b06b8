"""Contamination cards, scans and infection (PUB-CONT-01..08), through the rooms that scan (Canteen,
Shower Room, Surgery) and the functions of engine/rules/contamination.py."""

import pytest

from engine import api
from engine.effects import gain_contamination
from engine.rules import contamination
from engine.rules.actions import legal_actions, payable
from engine.species.intruders.larvae import carries
from engine.species.intruders.state import hive_view
from tests.engine.factories import entries, give_larva, make_game, reask, run_op
from tests.engine.room_helpers import crew, room_options, use_room
from tests.engine.ship_helpers import event

CANTEEN, SURGERY, SHOWER = "R06", "R02", "R14"


def clean_and_infected(state):
    """One clean and one INFECTED card taken out of the Contamination deck."""
    clean = next(c for c in state.contamination_deck if c not in state.infected)
    infected = next(c for c in state.contamination_deck if c in state.infected)
    state.contamination_deck.remove(clean)
    state.contamination_deck.remove(infected)
    return clean, infected


def with_hand(state, seat, extra):
    """The seat keeps 3 Action cards in hand plus `extra`; the rest of its cards go to its deck."""
    ch = state.characters[seat]
    actions = sorted(c for c in ch.hand + ch.deck if not c.startswith("cont_"))
    ch.hand = actions[:3] + list(extra)
    ch.deck = actions[3:]
    ch.discard = []
    return ch


@pytest.mark.rule("PUB-CONT-01")
def test_a_contamination_card_is_gained_face_down_into_the_discard_pile():
    state = crew()
    ch = state.characters[0]
    top = state.contamination_deck[-1]

    gain_contamination(state, ch, "PUB-COMBAT-06")

    assert ch.discard[-1] == top and top not in ch.hand
    assert api.view(state, 0).characters[0].discard_size == 1


@pytest.mark.rule("PUB-CONT-02")
def test_contamination_cards_never_pay_a_cost():
    state = crew()
    clean, infected = clean_and_infected(state)
    ch = with_hand(state, 0, [clean, infected])
    ch.hand = ch.hand[:1] + [clean, infected]

    assert payable(ch) == ch.hand[:1]
    assert room_options(state, 0, "R13") == []  # 2 cards needed, 1 Action card in hand


@pytest.mark.rule("PUB-CONT-02")
def test_contamination_cards_can_be_discarded_when_passing():
    state = crew()
    clean, _ = clean_and_infected(state)
    with_hand(state, 0, [clean])
    reask(state)

    api.apply(state, api.Choice("pass"))

    assert api.Choice("discard", ("contamination",)) in state.pending.options  # by its back, never its id
    log = api.apply(state, api.Choice("discard", ("contamination",)))
    assert clean in state.characters[0].discard
    assert [e.args["cards"] for e in entries(log, "cards_discarded")] == ["contamination"]  # no identity
    assert clean not in api.describe_entry(entries(log, "cards_discarded")[0])


@pytest.mark.rule("PUB-CONT-03")
def test_nobody_knows_a_card_is_infected_until_it_is_scanned():
    state = crew(seats=2, tiles={SHOWER: "shower_room"})
    clean, infected = clean_and_infected(state)
    with_hand(state, 0, [clean, infected])
    before = api.view(state, 0).characters[0].hand

    log = use_room(state, 0, SHOWER, "clean_scan")

    assert sorted(before[3:]) == ["contamination", "contamination"]
    after = api.view(state, 0).characters[0].hand
    assert [c for c in after if c.startswith("contamination")] == ["contamination_infected"]
    assert state.revealed_infected == [infected]
    assert entries(log, "scanned")[0].visible_to is None  # scan results are public (PROPOSED)


@pytest.mark.rule("PUB-CONT-03", "PUB-CONT-06")
def test_the_eclosion_scan_is_public_and_marks_the_infected_card_found():
    state = crew(seats=2)
    clean, infected = clean_and_infected(state)
    state.characters[0].deck += [clean, infected]  # both among the 4 drawn

    log = event(state, "eclosion")

    assert state.revealed_infected == [infected] and clean not in state.revealed_infected
    scans = [e for e in entries(log, "scanned") if e.args["seat"] == 0]
    assert [(e.args["cards"], e.args["infected"], e.visible_to) for e in scans] == [(2, 1, None)]
    assert 0 in hive_view(api.view(state, 1)).infested  # the Larva on the board is public


@pytest.mark.rule("PUB-CONT-04")
def test_an_infected_card_found_puts_a_larva_on_the_board_and_stays():
    state = crew()
    clean, infected = clean_and_infected(state)
    ch = with_hand(state, 0, [infected])
    ch.light_wounds = 1

    use_room(state, 0, CANTEEN, "heal_scan")

    assert carries(state, ch) and infected in ch.hand and ch.light_wounds == 0


@pytest.mark.rule("PUB-CONT-04")
def test_a_second_infection_kills_and_a_creeper_appears():
    state = crew(seats=2)
    _, infected = clean_and_infected(state)
    ch = with_hand(state, 0, [infected])
    give_larva(state, ch)

    use_room(state, 0, CANTEEN, "heal_scan")

    assert ch.status == "dead"
    assert [(i.kind, i.room) for i in state.intruders] == [("creeper", CANTEEN)]


@pytest.mark.rule("PUB-CONT-05", "PUB-CONT-06")
def test_a_rest_like_scan_removes_the_clean_cards_from_the_game():
    state = crew()
    clean, infected = clean_and_infected(state)
    ch = with_hand(state, 0, [clean, infected])
    ch.light_wounds = 1

    use_room(state, 0, CANTEEN, "heal_scan")

    assert clean not in ch.hand + ch.deck + ch.discard + state.contamination_deck
    assert state.contamination_removed == [clean] and infected in ch.hand


@pytest.mark.rule("PUB-CONT-06")
def test_the_canteen_may_heal_without_scanning():
    state = crew()
    clean, _ = clean_and_infected(state)
    ch = with_hand(state, 0, [clean])
    ch.light_wounds = 1

    use_room(state, 0, CANTEEN, "heal")

    assert clean in ch.hand and state.contamination_removed == []


@pytest.mark.rule("PUB-CONT-06")
def test_the_canteen_scans_even_without_a_wound_when_the_hand_holds_contamination():
    state = crew()
    clean, _ = clean_and_infected(state)
    with_hand(state, 0, [clean])

    assert room_options(state, 0, CANTEEN) == [("heal_scan",)]


@pytest.mark.rule("PUB-CONT-06", "PUB-SLIME-03")
def test_the_shower_removes_the_slime_and_may_scan_the_hand():
    state = crew(tiles={SHOWER: "shower_room"})
    clean, _ = clean_and_infected(state)
    ch = with_hand(state, 0, [clean])
    ch.slime = True

    use_room(state, 0, SHOWER, "clean_scan")

    assert not ch.slime and state.contamination_removed == [clean]


@pytest.mark.rule("PUB-CONT-06", "PUB-CONT-05")
def test_surgery_removes_every_infected_card_and_the_larva_from_all_piles():
    state = crew()
    clean, infected = clean_and_infected(state)
    ch = with_hand(state, 0, [])
    ch.discard = [infected, clean]
    give_larva(state, ch)

    use_room(state, 0, SURGERY)

    assert state.contamination_removed == [infected] and not carries(state, ch)
    assert clean in ch.deck and infected not in ch.deck


@pytest.mark.rule("PUB-CONT-06", "PUB-ROUND-11")
def test_surgery_wounds_rebuilds_the_deck_with_an_empty_hand_and_passes():
    state = crew(seats=2)
    ch = with_hand(state, 0, [])
    owned = len(ch.hand) + len(ch.deck) + len(ch.discard)

    log = use_room(state, 0, SURGERY)

    assert ch.light_wounds == 1 and ch.hand == [] and ch.discard == [] and len(ch.deck) == owned
    assert ch.passed and entries(log, "passed")[0].rule == "PUB-ROUND-11"
    assert state.pending.seat == 1


@pytest.mark.rule("PUB-CONT-07")
def test_a_larva_on_the_board_changes_nothing_during_play():
    state = crew()
    reask(state)
    without = legal_actions(state, 0)
    give_larva(state, state.characters[0])

    assert legal_actions(state, 0) == without


@pytest.mark.rule("PUB-CONT-08")
def test_the_deck_holds_27_cards_and_7_are_infected():
    state = make_game(seats=1)

    assert len(state.contamination_deck) == 27 and len(state.infected) == 7
    assert set(state.infected) <= set(state.contamination_deck)


@pytest.mark.rule("PUB-CONT-08")
def test_an_empty_contamination_deck_gives_nothing():
    state = crew()
    state.contamination_deck = []
    ch = state.characters[0]

    log_start = len(state.log)
    gain_contamination(state, ch, "PUB-COMBAT-06")

    assert ch.discard == [] and [e.kind for e in state.log[log_start:]] == ["contamination_empty"]


@pytest.mark.rule("PUB-CONT-03", "PUB-CONT-06")
def test_cleanse_scans_deck_hand_and_discard():
    state = crew()
    clean, infected = clean_and_infected(state)
    ch = state.characters[0]
    ch.deck.append(infected)
    ch.discard.append(clean)

    contamination.cleanse(state, ch, "PUB-CONT-06")
    run_op(state, "choose_action", 0)

    assert state.revealed_infected == [infected] and state.contamination_removed == [infected]
    assert clean in ch.discard


@pytest.mark.rule("PUB-INTRUDER-04")
def test_a_larva_on_a_character_board_is_shown_on_its_panel_to_every_seat():
    state = api.new_game({"seats": 2, "seed": 3, "characters": "scout,pilot"})
    give_larva(state, state.characters[1])
    for seat in (-1, 0, 1):
        marks = api.board_look(api.view(state, seat)).marks
        assert [(m.seat, m.text) for m in marks] == [(1, "LARVA on its board")]
