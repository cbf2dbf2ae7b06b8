"""The Void Seeders in Nemesis: Lockdown, setup (lockdown-stretch-goals.md §4.1, LVS-SET-01..21, COMP-SG-02/04/11/12,
ERR-02/03): the Facility set up as in base Lockdown, without the Contaminated Room, with the Lair tokens in the
Underground Exploration pool, the Void Seeder board of the Laboratory (its leftmost Weakness face up, the two that do
not work in Lockdown left out), their bag, their Attack and Panic decks, the Event deck and Help cards for
Lockdown, the Insanity track and tokens. The rules of play: test_lockdown_void_seeders_rules.py."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import api
from engine.catalog import cat
from engine.look import Chip, Mark
from engine.maps.lockdown.state import lockdown_state
from engine.species.void_seeders import look
from engine.species.void_seeders.state import KEY, void

SPECIES = "void_seeders"
NOT_IN_LOCKDOWN = {"solid_bulkheads", "wave_of_calm"}  # LVS-SET-09


def new(seats: int = 2, seed: int = 5, **cfg) -> api.State:
    return api.new_game({"seats": seats, "seed": seed, "map": "lockdown", "species": SPECIES, **cfg})


def drafted(seats: int = 2, seed: int = 5) -> api.State:
    """A game past the draft: the Lockdown crew named, setup finished."""
    names = ["janitor", "lab_rat", "hacker", "survivor", "sentry"][:seats]
    return new(seats, seed, characters=",".join(names))


@pytest.mark.rule("LVS-GEN-01", "LVS-GEN-02", "LVS-SET-01", "LVS-SET-02", "LVS-SET-04", "LVS-SET-06", "LVS-SET-07",
                  "LVS-SET-08", "LVS-SET-13", "LVS-SET-14", "LVS-SET-15")
def test_the_facility_is_set_up_as_in_base_lockdown_with_its_fixed_rooms_power_css_and_time_token():
    state = drafted()
    tiles = set(state.tiles.values())
    assert {"ld_isolation_room", "ld_repository", "ld_backup_power_supply", "ld_alert_room"} <= tiles
    ones = {t.id for t in cat(state).tiles.values() if t.set == 1}
    assert ones <= tiles  # every "I" tile is in play
    s = lockdown_state(state)
    assert sorted(p.number for p in s.power.values()) == [1, 2, 3, 4]
    assert {k for k, p in s.power.items() if p.on} == {k for k, p in s.power.items() if p.number <= 2}
    assert len(s.css) == 6 and s.elevator and s.rover and not s.gate_open
    assert s.time_active is False and state.time == 0  # the inactive side on the green 15
    assert s.computer_up and s.autodestruction == -1 and s.alert_slot == -1 and s.venting == ""
    assert cat(state).options["advantage_die"]  # Lockdown's dice, 2 of each (LD-SETUP-12)
    assert not any(k.startswith("map:lockdown/chytrid") for k in state.ext)  # no Spore or Mycelium


@pytest.mark.rule("LVS-SET-03")
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8])
def test_the_contaminated_room_stays_in_the_box_and_six_other_ii_tiles_are_dealt(seed):
    state = new(seed=seed)
    twos = [t for t in state.tiles.values() if cat(state).tiles[t].set == 2]
    assert len(twos) == 6 and "ld_contaminated_room" not in twos
    assert "ld_contaminated_room" not in state.unused_tiles  # out of the game, not merely boxed unseen
    assert [e.args["tile"] for e in state.log if e.kind == "tile_left_out"] == ["ld_contaminated_room"]


@pytest.mark.rule("LVS-SET-05", "COMP-SG-11", "ERR-02", "LVS-SET-20")
def test_the_underground_pool_loses_two_slime_and_two_silence_and_gains_the_three_lair_tokens():
    night = Counter(e for e, _ in cat(api.new_game({"seats": 1, "seed": 1, "map": "lockdown",
                                                      "species": "night_stalkers"})).exploration)
    state = new()
    pool = Counter(e for e, _ in cat(state).exploration)
    assert pool["slime"] == night["slime"] - 2 and pool["silence"] == night["silence"] - 2
    assert pool["lair"] == 3 and sum(pool.values()) == 19  # 20 - 4 + 3
    rooms = [r for r in state.tiles if not state.explored[r]]
    assert len(state.exploration) == len(rooms) == 16 and len(state.exploration_box) == 3


@pytest.mark.rule("LVS-SET-20")
def test_zero_to_three_lair_tokens_lie_on_the_board():
    seen = set()
    for seed in range(1, 25):
        state = new(seed=seed)
        pool = cat(state).exploration
        seen.add(sum(1 for t in state.exploration.values() if pool[t][0] == "lair"))
    assert seen <= {0, 1, 2, 3} and len(seen) >= 2  # 3 of the 19 tokens stay in the box, Lairs among them


@pytest.mark.rule("LVS-SET-20")
def test_the_force_three_lairs_option_puts_every_boxed_lair_token_on_the_board(monkeypatch):
    from engine.catalog import opt
    from engine.species.void_seeders import setup

    state = next(s for s in (new(seed=seed) for seed in range(1, 40))
                 if any(cat(s).exploration[t][0] == "lair" for t in s.exploration_box))
    pool = cat(state).exploration
    before = dict(state.exploration)
    monkeypatch.setattr(setup, "opt", lambda st, key: key == "lockdown_vs_force_three_lairs" or opt(st, key))
    setup.force_lairs(state)
    assert sum(1 for t in state.exploration.values() if pool[t][0] == "lair") == 3
    assert not [t for t in state.exploration_box if pool[t][0] == "lair"]
    assert sorted(state.exploration) == sorted(before)  # the same 16 rooms hold a token
    assert sorted([*state.exploration.values(), *state.exploration_box]) == list(range(len(pool)))
    assert state.log[-1].kind == "lairs_forced" and state.log[-1].rule == "LVS-SET-20"
    assert not cat(state).options["lockdown_vs_force_three_lairs"]  # off by default (PROPOSED)


@pytest.mark.rule("LVS-SET-09", "LVS-SET-10", "COMP-SG-12")
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_void_seeder_board_holds_five_eggs_and_three_weaknesses_the_leftmost_face_up(seed):
    state = drafted(seed=seed)
    assert void(state).eggs == 5
    assert sorted(state.weaknesses) == ["first", "second", "third"]  # the Laboratory's slots, left to right
    dealt = set(state.weaknesses.values())
    assert len(dealt) == 3 and not dealt & NOT_IN_LOCKDOWN
    assert state.revealed_weaknesses == [state.weaknesses["first"]]  # the leftmost only
    assert not any(e.kind == "weakness_replaced" for e in state.log)  # left out before the deal, never swapped
    assert any(e.kind == "weaknesses_boxed" and e.args["count"] == 2 for e in state.log)
    view = api.view(state, 0)
    assert len(view.weaknesses) == 1  # the other two stay face down for everyone


@pytest.mark.rule("LVS-SET-11", "LVS-SET-21")
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_the_bag_holds_the_blank_two_plus_one_per_player_void_seeder_tokens_and_the_insanity_tokens(seats):
    state = drafted(seats)
    kinds = Counter(cat(state).intruder_tokens[t][0] for t in state.bag)
    assert kinds == {"blank": 1, "void_seeder": 2 + seats, "insanity": seats}
    assert sorted(t for t in state.bag if t.startswith("insanity")) == [f"insanity_{n}" for n in range(1, seats + 1)]
    supply = Counter(cat(state).intruder_tokens[t][0] for t in state.supply)
    assert supply["void_seeder"] == 16 - 2 - seats  # the rest waits beside the board (VS-SET-12)


@pytest.mark.rule("LVS-SET-12", "COMP-SG-02", "LVS-SET-19", "COMP-SG-18")
def test_the_void_seeder_attack_deck_their_panic_deck_and_the_event_deck_for_lockdown_are_shuffled():
    state = drafted()
    ship = api.new_game({"seats": 2, "seed": 5, "species": SPECIES})
    assert sorted(state.attack_deck) == sorted(ship.attack_deck) and len(state.attack_deck) == 20
    assert cat(state).weaknesses == cat(ship).weaknesses  # the original expansion's board cards (COMP-SG-18)
    assert len(state.event_deck) == 20 and all(c.startswith("ld_") for c in state.event_deck)
    assert not set(state.event_deck) & set(ship.event_deck)  # not the Void Seeders' own deck
    assert len(void(state).panic_deck) == 20 and void(state).panic_discard == []
    names = {cat(state).events[c].name for c in state.event_deck}
    assert {"Whispers", "Coolant Overheat", "Elevator Blackout", "Facility AI Failure"} <= names


@pytest.mark.rule("LVS-SET-16", "LVS-SET-17", "COMP-SG-04", "ERR-03")
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_player_numbers_are_one_to_n_then_the_void_seeder_help_cards_for_lockdown_are_shown(seats):
    state = drafted(seats)
    assert sorted(e.args["number"] for e in state.log if e.kind == "help_card") == list(range(1, seats + 1))
    lines = cat(state).ext[KEY]["help_lines"]
    assert any(rule.startswith("LVS-") for rule, _ in lines)  # the cards for Lockdown, not the originals
    assert any("Decontamination Room" in text for _, text in lines)
    chip = next(p for p in look.look(api.view(state, 0)) if isinstance(p, Chip) and p.key == ("rule", "VS-SET-17"))
    assert "Decontamination Room" in chip.hint


@pytest.mark.rule("LVS-SET-18", "LVS-INS-01")
def test_every_character_starts_at_insanity_one_beside_its_knowledge_by_class():
    state = drafted(3)
    assert void(state).madness == [1, 1, 1]
    assert lockdown_state(state).knowledge == {"0": 1, "1": 3, "2": 1}  # Janitor, Lab Rat, Hacker
    marks = [p for p in look.look(api.view(state, 1)) if isinstance(p, Mark)]
    assert [m.seat for m in marks if m.text.startswith("INSANITY 1/5")] == [0, 1, 2]
