"""Solo and co-operative variants: objectives, winning, the AutoDoc (PUB-SOLO-01..04, PUB-COOP-01..07)."""

import pytest

from engine import api
from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.coop import autodoc_collect
from engine.rules.wounds import kill
from engine.species.intruders.larvae import carries
from engine.species.intruders.state import hive
from engine.views import view
from tests.engine import board_helpers
from tests.engine.ending_helpers import crew, finish, keep, safe_jump, status
from tests.engine.factories import choose, entries, give_larva, make_game, send_signal, set_bag, step

ER = "R16"  # the Emergency Room of the fixed board (ship_helpers.LAYOUT)


def first_encounter(state):
    set_bag(state, "adult_1")
    state.characters[0].room = "R06"
    return step(state, "encounter", "R06", 0)


def dead_in(state, seat, room):
    """`seat` died in `room`: its corpse lies there."""
    ch = state.characters[seat]
    status(state, seat, "dead")
    ch.room = room
    state.objects.setdefault(room, []).append(f"corpse_{seat}")


# --- solo ----------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-SOLO-01")
def test_solo_keeps_one_of_two_solo_coop_objectives_at_the_first_encounter():
    state = crew(1)
    dealt = list(state.objectives["0"])
    assert {cat(state).objectives[c].deck for c in dealt} == {"solo_coop"}

    first_encounter(state)

    assert state.pending.kind == "choose_objective" and state.pending.rule == "PUB-SOLO-01"
    choose(state, "objective", dealt[1])
    assert state.objectives["0"] == [dealt[1]]


@pytest.mark.rule("PUB-SOLO-02")
def test_solo_wins_by_meeting_the_objective_and_surviving():
    state = crew(1)
    safe_jump(state, "earth")
    keep(state, 0, "destination_earth")
    status(state, 0, "hibernating")
    assert finish(state)[0].won

    lost = crew(1)
    safe_jump(lost, "earth")
    keep(lost, 0, "destination_earth")
    status(lost, 0, "dead")
    assert not finish(lost)[0].won


@pytest.mark.rule("PUB-SOLO-03")
def test_solo_item_counters_are_halved_rounded_up(script):
    state = board_helpers.board(mode="solo")
    board_helpers.set_token(state, "R06", "door", items=3)
    script.rolls("silence")
    board_helpers.act(state, "move", "R06", "K10")
    assert state.item_counters["R06"] == 2


@pytest.mark.rule("PUB-SOLO-04")
def test_solo_is_a_normal_one_player_setup():
    state = make_game(1, mode="solo")
    kinds = [cat(state).intruder_tokens[t][0] for t in state.bag]
    assert len(ship_state(state).pods) == 2 and kinds.count("adult") == 4 and state.player_numbers == [1]
    with pytest.raises(api.ConfigError):
        make_game(2, mode="solo")


# --- co-op ---------------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-COOP-01")
def test_coop_players_draw_one_card_each_and_choose_nothing():
    state = crew(3, mode="coop")
    assert [len(state.objectives[str(s)]) for s in range(3)] == [1, 1, 1]

    new = first_encounter(state)

    assert state.pending is None and entries(new, "objectives_kept")


@pytest.mark.rule("PUB-COOP-02")
def test_the_group_wins_together_when_every_card_is_met_and_someone_survives():
    state = crew(3, mode="coop")
    safe_jump(state, "earth")
    keep(state, 0, "destination_earth")
    keep(state, 1, "first_contact_protocol")
    keep(state, 2, "destination_earth")
    state.revealed_weaknesses = [state.weaknesses["egg"], state.weaknesses["corpse"]]
    status(state, 0, "hibernating")
    status(state, 1, "dead")
    status(state, 2, "dead")

    results = finish(state)

    assert all(r.won for r in results.values())  # dead players win with the group


@pytest.mark.rule("PUB-COOP-02")
def test_the_group_loses_if_one_card_fails_or_nobody_survives():
    state = crew(2, mode="coop")
    safe_jump(state, "earth")
    keep(state, 0, "destination_earth")
    keep(state, 1, "first_contact_protocol")
    status(state, 0, "hibernating")
    assert not any(r.won for r in finish(state).values())

    empty = crew(2, mode="coop")
    safe_jump(empty, "earth")
    keep(empty, 0, "destination_earth")
    keep(empty, 1, "destination_earth")
    status(empty, 0, "dead")
    status(empty, 1, "dead")
    assert not any(r.won for r in finish(empty).values())


@pytest.mark.rule("PUB-COOP-03")
def test_two_signal_cards_need_two_different_characters_to_have_sent_the_signal():
    state = crew(2, mode="coop")
    keep(state, 0, "clean_up_crew")
    keep(state, 1, "cutting_off_the_head")
    hive(state).queen_killed, hive(state).nest_destroyed = True, True
    safe_jump(state)
    status(state, 0, "hibernating")
    send_signal(state, 0)
    assert not finish(state)[0].won

    both = crew(2, mode="coop")
    keep(both, 0, "clean_up_crew")
    keep(both, 1, "cutting_off_the_head")
    hive(both).queen_killed, hive(both).nest_destroyed = True, True
    safe_jump(both)
    status(both, 0, "hibernating")
    status(both, 1, "dead")
    send_signal(both, 0)
    send_signal(both, 1)  # a dead sender still counts
    assert finish(both)[0].won


@pytest.mark.rule("PUB-COOP-04")
def test_a_corpse_in_a_working_emergency_room_is_revived_there_at_the_next_turn():
    state = crew(2, mode="coop")
    dead_in(state, 1, ER)

    autodoc_collect(state)
    assert state.revive == [f"1:{ER}"] and "corpse_1" not in state.objects[ER]
    new = step(state, "turn_start")

    ch = state.characters[1]
    assert ch.status == "aboard" and ch.room == ER and not ch.passed
    assert len(ch.hand) == 5 and entries(new, "character_revived") and not state.revive


@pytest.mark.rule("PUB-COOP-04")
def test_a_carried_corpse_counts_and_a_busy_or_broken_emergency_room_does_not():
    state = crew(2, mode="coop")
    status(state, 1, "dead")
    state.characters[0].room = ER
    state.characters[0].heavy = ["corpse_1"]
    autodoc_collect(state)
    assert state.revive == [f"1:{ER}"] and state.characters[0].heavy == []

    busy = crew(2, mode="coop")
    dead_in(busy, 1, ER)
    busy.malfunction = [ER]
    autodoc_collect(busy)
    assert busy.revive == []

    normal = crew(2)
    dead_in(normal, 1, ER)
    autodoc_collect(normal)
    assert normal.revive == []


@pytest.mark.rule("PUB-COOP-05")
def test_coop_item_counters_are_not_halved(script):
    state = board_helpers.board(seats=2, mode="coop")
    board_helpers.set_token(state, "R06", "door", items=3)
    script.rolls("silence")
    board_helpers.act(state, "move", "R06", "K10")
    assert state.item_counters["R06"] == 3


@pytest.mark.rule("PUB-COOP-06")
def test_coop_objectives_are_public():
    state = crew(3, mode="coop")
    seen = view(state, 0).all_objectives
    assert seen == {str(s): tuple(state.objectives[str(s)]) for s in range(3)}
    assert view(crew(3), 0).all_objectives == {}


@pytest.mark.rule("PUB-COOP-06")
def test_a_requirement_for_you_is_met_by_any_surviving_character():
    state = crew(2, mode="coop")
    keep(state, 0, "special_delivery")
    keep(state, 1, "destination_earth")
    safe_jump(state)
    status(state, 0, "dead")
    status(state, 1, "launched")
    state.characters[1].heavy = ["egg"]
    assert finish(state)[1].won


@pytest.mark.rule("PUB-COOP-07")
def test_a_revived_character_is_healed_empty_handed_with_all_its_cards_in_a_new_deck():
    state = crew(2, mode="coop")
    ch = state.characters[1]
    ch.light_wounds, ch.slime = 2, True
    give_larva(state, ch)
    ch.serious = [next(iter(sorted(cat(state).wounds)))]
    ch.items = ["medkit_1"]
    cont = state.contamination_deck.pop()
    ch.discard.append(cont)
    cards = sorted(ch.hand + ch.deck + ch.discard)
    dead_in(state, 1, ER)

    autodoc_collect(state)
    step(state, "turn_start")

    assert (ch.light_wounds, ch.slime, carries(state, ch), ch.serious, ch.items) == (0, False, False, [], [])
    assert len(ch.dressed) == 1 and not ch.discard
    assert sorted(ch.hand + ch.deck) == cards


@pytest.mark.rule("PUB-COOP-07")
def test_the_intruder_player_mode_is_not_used_in_coop():
    with pytest.raises(api.ConfigError):
        make_game(3, mode="coop", intruder_player=1)


@pytest.mark.rule("PUB-COOP-07", "PUB-WOUND-06", "PUB-WOUND-13")
def test_a_coop_death_keeps_its_serious_wounds_aside_and_the_autodoc_dresses_them():
    state = crew(2, mode="coop")
    ch = state.characters[1]
    ch.room = ER
    wounds = sorted(state.wound_deck)[:3]
    for card in wounds:
        state.wound_deck.remove(card)
    ch.serious, ch.dressed = wounds[:2], wounds[2:]
    discard = list(state.wound_discard)

    kill(state, ch, "wounds", "PUB-WOUND-03")

    assert state.wound_discard == discard and sorted(ch.serious + ch.dressed) == wounds
    autodoc_collect(state)
    step(state, "turn_start")
    assert ch.status == "aboard" and ch.serious == [] and sorted(ch.dressed) == wounds

    normal = crew(2)
    other = normal.characters[1]
    card = normal.wound_deck.pop()
    other.serious = [card]
    kill(normal, other, "wounds", "PUB-WOUND-03")
    assert other.serious == [] and normal.wound_discard[-1] == card  # not co-op: to the discard pile


@pytest.mark.rule("PUB-COOP-07", "PUB-POD-04")
def test_a_revived_character_dying_again_is_not_a_first_death_and_does_not_unlock_the_pods():
    state = crew(3, mode="coop")
    kill(state, state.characters[1], "wounds", "PUB-WOUND-03")
    for pod in ship_state(state).pods:
        pod.locked = True
    state.characters[1].status = "aboard"  # revived by the AutoDoc

    new = len(state.log)
    kill(state, state.characters[1], "wounds", "PUB-WOUND-03")

    assert all(p.locked for p in ship_state(state).pods) and not entries(state.log[new:], "first_death")
