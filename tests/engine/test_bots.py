"""The Easy and Normal crew bots: legal, seeded, view-only play, and the judgement a player would expect
(issue 6; DESIGN: AI). Hard has its own tests (test_hard.py)."""

import json
import re
import statistics
import time

import pytest

from engine import api, headless, rng
from engine.ai import bots, easy, heuristics, normal
from engine.maps.nemesis_ship.state import ship_state
from engine.rng import Rng
from game.main import main
from tests.engine.factories import explore_all, make_game, place, put_intruder, reask, room_with, run_op, set_hand

QUICK = ("easy", "normal")


def play_checked(levels, seed, mode="normal", intruder_player=False):
    """A whole bot game; every choice must be one of the pending decision's options."""
    state = api.new_game(headless.make_config(len(levels), seed, mode, intruder_player))
    while state.pending is not None:
        seat = state.pending.seat
        move = bots.choose(levels[seat], api.view(state, seat, log_from=max(0, len(state.log) - 60)),
                           headless.bot_rng(seed, seat, state.decisions))
        assert move.choice in state.pending.options
        api.apply(state, move.choice)
    return state


def crew(*characters, seed=1):
    """A game with every room explored and no Noise, the seats placed by the test."""
    state = make_game(len(characters), seed=seed, characters=characters)
    explore_all(state)
    state.noise.clear()
    return state


def normal_move(state, seat=0, seed=1):
    return normal.decide(api.view(state, seat, log_from=max(0, len(state.log) - 60)), Rng(seed))


# --- legal, seeded, view-only -----------------------------------------------------------------------------------

@pytest.mark.rule("PUB-ROUND-04", "PUB-END-01")
@pytest.mark.parametrize("level", QUICK)
@pytest.mark.parametrize(("seats", "mode", "ip"), [(1, "solo", False), (3, "normal", False), (2, "normal", True),
                                                   (4, "coop", False), (5, "normal", False)])
def test_bots_make_only_legal_choices_and_games_end_by_a_rule(level, seats, mode, ip):
    for seed in (11, 12):
        state = play_checked([level] * seats, seed, mode, ip)
        assert state.over and state.end_reason


@pytest.mark.rule("PUB-ROUND-04")
def test_mixed_tables_play_legally():
    for seed in range(20, 26):
        assert play_checked(["normal", "easy", "normal", "easy"][: 2 + seed % 3], seed).over


@pytest.mark.parametrize("level", QUICK)
def test_the_same_seed_gives_the_same_game(level):
    levels = [level, "easy", level]
    first = headless.play(headless.make_config(3, 77), levels=levels)
    again = headless.play(headless.make_config(3, 77), levels=levels)
    assert first["state_hash"] == again["state_hash"] and first["decisions"] == again["decisions"]


def scramble(state, seat):
    """The same game as `seat` sees it, with its hidden parts changed: the bag and deck orders, the other seats'
    hands, decks and Objectives, the Engines, face-down rooms and their tokens."""
    other = api.clone(state)
    h = Rng(4242)
    for pile in (other.bag, other.attack_deck, other.event_deck, other.wound_deck, other.contamination_deck):
        rng.shuffle(h, pile)
    for deck, cards in other.item_decks.items():
        if deck != "blue":  # the Crafted deck is open (PUB-CRAFT-01)
            rng.shuffle(h, cards)
    for ch in other.characters:
        rng.shuffle(h, ch.deck)
        if ch.seat != seat and ch.hand and ch.deck:
            ch.hand[0], ch.deck[0] = ch.deck[0], ch.hand[0]
    if other.config.get("mode") != "coop":
        holders = sorted(k for k in other.objectives if k != str(seat))
        if len(holders) >= 2:
            a, b = holders[:2]
            other.objectives[a], other.objectives[b] = other.objectives[b], other.objectives[a]
    for stack in ship_state(other).engines.values():
        stack.reverse()
    known = state.characters[seat].knowledge
    hidden = [r for r in sorted(other.tiles) if not other.explored.get(r) and f"tile:{r}" not in known]
    if len(hidden) >= 2:
        a, b = hidden[:2]
        other.tiles[a], other.tiles[b] = other.tiles[b], other.tiles[a]
        if a in other.exploration and b in other.exploration:
            other.exploration[a], other.exploration[b] = other.exploration[b], other.exploration[a]
    return other


@pytest.mark.rule("PUB-CONT-03", "PUB-OBJ-02")
def test_a_bot_decides_the_same_on_states_that_differ_only_in_what_it_cannot_see():
    state = api.new_game(headless.make_config(3, 31))
    checked = 0
    while state.pending is not None:
        seat = state.pending.seat
        seen = api.view(state, seat)
        if state.decisions % 3 == 0 and seat != state.intruder_player:
            twin = scramble(state, seat)
            assert twin != state and api.view(twin, seat) == seen
            for level in QUICK:
                k = state.decisions
                assert bots.choose(level, api.view(twin, seat), Rng(k)) == bots.choose(level, seen, Rng(k))
            checked += 1
        api.apply(state, normal.decide(seen, headless.bot_rng(31, seat, state.decisions)).choice)
    assert checked >= 20


# --- Normal's judgement -----------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-MOVE-07", "PUB-COMBAT-01", "PUB-INTRUDER-05")
def test_with_an_adult_in_the_room_and_one_card_normal_escapes_rather_than_fights():
    state = crew("soldier", "scout")
    place(state, 0, "R06")
    place(state, 1, "R16")
    put_intruder(state, "adult", "R06")
    set_hand(state, 0, ["soldier_search_1"])
    reask(state, 0)
    assert any(o.kind == "shoot" for o in state.pending.options)  # the Assault Rifle is loaded
    move = normal_move(state)
    assert move.choice.kind == "move"
    assert move.reason == "retreats from the Adult, hand too small for a fight"


@pytest.mark.rule("PUB-COMBAT-02", "PUB-INJ-02")
def test_with_a_full_hand_normal_shoots_a_larva_in_its_room():
    state = crew("soldier", "scout")
    place(state, 0, "R06")
    place(state, 1, "R16")
    put_intruder(state, "larva", "R06")
    set_hand(state, 0, ["soldier_search_1", "soldier_search_2", "soldier_rest", "soldier_demolition"])
    reask(state, 0)
    move = normal_move(state)
    assert move.choice.kind == "shoot" and move.reason == "shoots the Larva"


@pytest.mark.rule("PUB-ENC-02", "PUB-BAG-03")
def test_the_surprise_attack_odds_fall_as_the_hand_grows():
    state = make_game(2)
    seen = api.view(state, 0)
    odds = [heuristics.surprise_p(seen, hand) for hand in range(6)]
    assert odds == sorted(odds, reverse=True) and odds[0] > odds[2] > 0
    assert odds[4] == 0  # no token in the box beats a hand of 4 (T4)


@pytest.mark.rule("PUB-OBJ-01", "PUB-SIGNAL-01")
def test_normal_sends_the_signal_its_objective_needs():
    state = crew("soldier", "scout")
    comms = room_with(state, "comms_room")
    place(state, 0, comms)
    state.objectives["0"] = ["the_great_hunt"]
    set_hand(state, 0, ["soldier_search_1", "soldier_rest", "soldier_demolition"])
    reask(state, 0)
    move = normal_move(state)
    assert move.choice == api.Choice("room", (comms,)) and move.reason == "sends the Signal"


@pytest.mark.rule("PUB-OBJ-01", "PUB-WEAK-02")
def test_normal_carries_an_egg_toward_the_laboratory_for_its_objective():
    state = crew("soldier", "scout")
    lab = room_with(state, "laboratory")
    start = next(r for k, r in sorted(neighbours(lab)) if state.tiles[r] not in ("nest",))
    place(state, 0, start)
    state.characters[0].heavy = ["egg"]
    state.objectives["0"] = ["ab_ovo"]
    set_hand(state, 0, ["soldier_search_1", "soldier_rest", "soldier_demolition", "soldier_search_2"])
    reask(state, 0)
    move = normal_move(state)
    assert move.choice.kind in ("move", "careful") and move.choice.args[0] == lab
    assert "carries an Egg to the Laboratory" in move.reason


def neighbours(room):
    from engine.ai import paths
    from engine.content.catalog import load_catalog

    return paths.board_of(load_catalog()).neighbours[room]


@pytest.mark.rule("PUB-HIB-01", "PUB-HIB-02")
def test_late_in_the_game_normal_tries_to_hibernate():
    state = crew("soldier", "scout")
    place(state, 0, "R11")
    place(state, 1, "R16")
    state.time = 13
    state.objectives["0"] = ["best_friends_forever"]
    set_hand(state, 0, ["soldier_search_1", "soldier_rest", "soldier_demolition"])
    reask(state, 0)
    move = normal_move(state)
    assert move.choice == api.Choice("room", ("R11",))
    assert move.reason == "tries to hibernate: time is running out"


@pytest.mark.rule("PUB-POD-02", "PUB-POD-04")
def test_with_a_pod_unlocked_normal_tries_to_enter_it():
    state = crew("soldier", "scout")
    pod = ship_state(state).pods[0]
    pod.locked = False
    room = room_with(state, "evacuation_" + pod.section.lower())
    place(state, 0, room)
    place(state, 1, "R16")
    state.time = 7
    state.objectives["0"] = ["best_friends_forever"]
    set_hand(state, 0, ["soldier_search_1", "soldier_rest", "soldier_demolition"])
    reask(state, 0)
    move = normal_move(state)
    assert move.choice == api.Choice("room", (room, str(pod.number)))
    assert move.reason == f"tries to enter Escape Pod {pod.number}"


@pytest.mark.rule("PUB-ACT-02")
def test_normal_pays_with_its_least_useful_card():
    state = crew("soldier", "scout")
    place(state, 0, "R06")
    set_hand(state, 0, ["soldier_nerves_of_steel", "soldier_demolition", "soldier_search_1"])
    reask(state, 0)
    api.apply(state, api.Choice("move", ("R07", "K09")))
    assert state.pending.kind == "pay_cards"
    assert normal_move(state).choice == api.Choice("pay", ("soldier_demolition",))


@pytest.mark.rule("PUB-ROUND-06", "PUB-ACT-03")
def test_when_passing_normal_discards_contamination_first():
    state = crew("soldier", "scout")
    contamination = state.contamination_deck[-1]
    set_hand(state, 0, ["soldier_search_1", contamination])
    run_op(state, "pass_round", 0)
    assert state.pending.kind == "choose_discard"
    assert normal_move(state).choice == api.Choice("discard", ("contamination",))


@pytest.mark.rule("PUB-ENC-09", "PUB-ACT-11")
def test_nerves_of_steel_answers_a_surprise_bite_on_a_wounded_soldier():
    state = crew("soldier", "scout")
    adult = put_intruder(state, "adult", state.characters[0].room)
    state.characters[0].serious = ["arm_1", "leg_1"]
    set_hand(state, 0, ["soldier_nerves_of_steel", "soldier_search_1"])
    state.attack_discard.append("bite_1")
    run_op(state, "attack_window", adult.id, 0, "bite_1", "surprise")
    assert state.pending.kind == "reaction"
    assert normal_move(state).choice.kind == "nerves_of_steel"


@pytest.mark.rule("PUB-OBJ-03", "PUB-OBJ-04")
def test_normal_keeps_the_objective_already_met_by_a_death():
    state = crew("soldier", "scout", "captain")
    victim = next(ch for ch in state.characters if state.player_numbers[ch.seat] == 2)
    chooser = next(ch for ch in state.characters if ch.seat != victim.seat)
    victim.status = "dead"
    state.objectives = {str(s): ["hoarder"] for s in range(3)}
    state.objectives[str(chooser.seat)] = ["hoarder", "greener_pastures"]
    run_op(state, "objective_choice")
    assert state.pending.kind == "choose_objective" and state.pending.seat == chooser.seat
    assert normal_move(state, chooser.seat).choice == api.Choice("objective", ("greener_pastures",))


@pytest.mark.rule("PUB-OBJ-01", "PUB-END-10")
@pytest.mark.slow
def test_normal_survives_and_wins_more_than_easy():
    """40 quick 3-seat games, levels rotated over the seats (fixed seeds: the comparison is deterministic)."""
    tally = {"easy": [0, 0, 0], "normal": [0, 0, 0]}
    for game in range(40):
        levels = ["normal" if (s + game) % 2 == 0 else "easy" for s in range(3)]
        for seat in headless.play(headless.make_config(3, 1000 + game), levels=levels)["seats"]:
            t = tally[seat["bot"]]
            t[0] += 1
            t[1] += bool(seat["alive"])
            t[2] += bool(seat["won"])
    rate = {lv: (t[1] / t[0], t[2] / t[0]) for lv, t in tally.items()}
    assert rate["normal"][0] >= rate["easy"][0] + 0.1
    assert rate["normal"][1] > rate["easy"][1]


# --- Easy's preferences -----------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-CHAR-04", "PUB-ACT-12")
def test_easy_rarely_harms_itself():
    state = crew("mechanic", "scout")
    place(state, 0, "R06")
    state.item_counters["R06"] = 2
    set_hand(state, 0, ["mechanic_demolition", "mechanic_search_1", "mechanic_rest", "mechanic_interruption"])
    reask(state, 0)
    seen = api.view(state, 0)
    self_harm = {api.Choice("card", ("mechanic_demolition", "malfunction")),
                 api.Choice("drop", ("sawed_off_shotgun",)), api.Choice("pass")}
    assert self_harm <= set(state.pending.options)
    assert api.Choice("card", ("mechanic_search_1",)) in state.pending.options
    picks = [easy.choose(seen, Rng(k)) for k in range(400)]
    assert sum(p in self_harm for p in picks) < 20
    assert sum(p.kind == "card" and p.args[0].startswith("mechanic_search") for p in picks) > 100


# --- speed and value --------------------------------------------------------------------------------------------

def test_decisions_are_fast():
    times = {"easy": [], "normal": []}
    for seed in (3, 4):
        levels = ["normal", "easy", "normal"]
        state = api.new_game(headless.make_config(3, seed))
        bots.choose("normal", api.view(state, state.pending.seat), Rng(0))  # warm the caches
        while state.pending is not None:
            seat = state.pending.seat
            seen = api.view(state, seat, log_from=max(0, len(state.log) - 60))
            start = time.perf_counter()
            move = bots.choose(levels[seat], seen, Rng(state.decisions))
            times[levels[seat]].append(time.perf_counter() - start)
            api.apply(state, move.choice)
    assert statistics.median(times["easy"]) < 0.001
    assert statistics.median(times["normal"]) < 0.005
    assert sorted(times["normal"])[int(0.95 * len(times["normal"]))] < 0.05


@pytest.mark.rule("PUB-POD-05", "PUB-WOUND-03")
def test_evaluate_is_a_fraction_that_prefers_safety():
    state = crew("soldier", "scout")
    place(state, 0, "R06")
    calm = normal.evaluate(state, 0)
    put_intruder(state, "adult", "R06")
    threatened = normal.evaluate(state, 0)
    state.characters[0].status = "launched"
    launched = normal.evaluate(state, 0)
    state.characters[0].status = "dead"
    assert 0.0 < threatened < calm < launched <= 1.0
    assert normal.evaluate(state, 0) == 0.0


def test_evaluate_stays_in_range_and_is_fast_over_a_game():
    state = api.new_game(headless.make_config(3, 8))
    values, times = [], []
    while state.pending is not None:
        for seat in range(3):
            start = time.perf_counter()
            values.append(normal.evaluate(state, seat))
            times.append(time.perf_counter() - start)
        seat = state.pending.seat
        api.apply(state, normal.decide(api.view(state, seat), Rng(state.decisions)).choice)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert statistics.median(times) < 0.0002


# --- the headless runner ----------------------------------------------------------------------------------------

def test_headless_prints_the_normal_bots_reasons_before_its_moves(capsys):
    assert main(["--headless", "--seats", "bot:normal,bot:easy", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert [s["bot"] for s in result["seats"]] == ["normal", "easy"]
    reasons = [(i, m.group(1)) for i, line in enumerate(lines) if (m := re.match(r"  » (.+) \(Normal bot\): ", line))]
    assert len(reasons) >= 5
    assert all(lines[i + 1].startswith(who) for i, who in reasons)  # the seat's own move follows its reason
    assert not any("(Easy bot)" in line for line in lines)


def test_headless_seats_take_every_level_and_name_a_missing_one(monkeypatch):
    assert headless.parse_seats("bot:easy,bot:normal,bot:hard,bot") == ["bot:easy", "bot:normal", "bot:hard", "bot"]
    assert [headless.level_of(s) for s in ("bot:normal", "bot")] == ["normal", "easy"]
    with pytest.raises(ValueError, match="unknown seat"):
        headless.parse_seats("bot:expert")
    monkeypatch.setattr(headless, "find_spec", lambda name: None)
    with pytest.raises(ValueError, match="bot:hard is not available yet"):
        headless.parse_seats("bot:hard")
