"""The Carnomorphs in Nemesis: Lockdown (lockdown-stretch-goals.md §5, LCAR-*, COMP-SG-01/03/12, ERR-04): the
Facility set up as in base Lockdown with the Carnomorph board of the Laboratory (every Adaptation face down, the
figures on their cards), their bag, decks and Mutation deck, the Event deck and Help cards for Lockdown, the blue
Corpse in the Alert Room; then their rules there: Mutations unchanged, Adaptations untouched by Knowledge and
discarded by the Laboratory's research, the Decontamination Room and the Neutralizer, Feeding in the Facility's
Event phase, the Isolation Room's survivors checked, and the Facility's own Event cards with their Darkness parts."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import api, hooks
from engine.catalog import cat
from engine.hooks import Hook
from engine.look import Chip
from engine.maps.lockdown.state import lockdown_state
from engine.species.carnomorphs import look
from engine.species.carnomorphs.state import KEY, carno
from engine.state import State
from tests.engine.carnomorph_helpers import groups, reveal
from tests.engine.factories import act, entries, place, put_intruder, reask, set_hand, step
from tests.engine.lockdown_helpers import ALERT_ROOM, ELEVATOR_ROOMS, facility, power
from tests.engine.room_helpers import room_options, use_room

SPECIES = "carnomorphs"
LAB, DECON = "L010", "L021"


def drafted(seats: int = 2, seed: int = 5) -> api.State:
    names = ["janitor", "lab_rat", "hacker", "survivor", "sentry"][:seats]
    return api.new_game({"seats": seats, "seed": seed, "map": "lockdown", "species": SPECIES,
                         "characters": ",".join(names)})


def crew(*characters: str) -> State:
    state = facility(seats=len(characters), characters=list(characters), species=SPECIES)
    power(state, S01=True, S02=True, S03=True)
    for seat in range(len(characters)):
        set_hand(state, seat, state.characters[seat].deck[:4])
    return state


def hold(state: State, seat: int, card: str | None = None) -> str:
    """The seat's character holds a Mutation card (the deck's top one unless named), face down."""
    c = carno(state)
    card = card or c.mutation_deck[-1]
    c.mutation_deck.remove(card)
    c.held[seat], c.face_up[seat] = card, False
    return card


# --- Setup (LCAR-SET-*) ----------------------------------------------------------------------------------------

@pytest.mark.rule("LCAR-GEN-01", "LCAR-GEN-02", "LCAR-SET-01", "LCAR-SET-03", "LCAR-SET-04", "LCAR-SET-05",
                  "LCAR-SET-09", "LCAR-SET-10")
def test_the_facility_is_set_up_as_in_base_lockdown():
    state = drafted()
    tiles = set(state.tiles.values())
    assert {"ld_isolation_room", "ld_repository", "ld_backup_power_supply"} <= tiles
    assert len([t for t in tiles if cat(state).tiles[t].set == 2]) == 6  # nothing removed (unlike the VS)
    s = lockdown_state(state)
    assert sorted(p.number for p in s.power.values()) == [1, 2, 3, 4]
    assert len(s.css) == 6 and s.elevator and s.rover and s.time_active is False and state.time == 0
    assert s.computer_up and s.autodestruction == -1 and s.alert_slot == -1


@pytest.mark.rule("LCAR-SET-02")
def test_the_underground_exploration_tokens_are_those_of_base_lockdown():
    night = api.new_game({"seats": 1, "seed": 1, "map": "lockdown", "species": "night_stalkers"})
    state = drafted()
    assert Counter(cat(state).exploration) == Counter(cat(night).exploration)
    assert len(state.exploration) == 16 and len(state.exploration_box) == 4


@pytest.mark.rule("LCAR-SET-06", "ERR-04", "COMP-SG-12", "LCAR-ADA-01")
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_carnomorph_board_holds_eight_eggs_and_three_face_down_adaptations_with_their_figures(seed):
    state = drafted(seed=seed)
    c = carno(state)
    assert c.eggs == 8
    assert sorted(state.weaknesses) == ["butcher", "fleshbeast", "shambler"]
    assert sorted(c.on_cards) == ["butcher", "fleshbeast", "shambler"]  # each figure waits on its card
    assert state.revealed_weaknesses == []  # all face down, unlike the Lockdown Weaknesses (ERR-04)
    assert not any(e.kind == "weakness_replaced" for e in state.log)
    assert cat(state).options["weakness_label"] == "Adaptations"  # in the Weaknesses' place


@pytest.mark.rule("LCAR-SET-07")
@pytest.mark.parametrize("seats", [1, 3, 5])
def test_the_bag_holds_one_blank_two_blue_and_two_plus_p_red_metagorgers(seats):
    state = drafted(seats)
    assert groups(state, state.bag) == {"blank": 1, "metagorger_blue": 2, "metagorger_red": 2 + seats}


@pytest.mark.rule("LCAR-SET-08", "COMP-SG-01", "LCAR-SET-14", "COMP-SG-18")
def test_the_carnomorph_attack_and_mutation_decks_and_the_event_deck_for_lockdown_are_shuffled():
    state = drafted()
    ship = api.new_game({"seats": 2, "seed": 5, "species": SPECIES})
    assert sorted(state.attack_deck) == sorted(ship.attack_deck) and len(state.attack_deck) == 20
    assert cat(state).weaknesses == cat(ship).weaknesses  # the original expansion's board cards (COMP-SG-18)
    assert len(state.event_deck) == 20 and all(c.startswith("ld_") for c in state.event_deck)
    assert {cat(state).events[c].name for c in state.event_deck} >= {"Cooling Overload", "Cargo Hatches Jam",
                                                                        "Vent Control Glitch", "Rampant Mutation"}
    assert len(carno(state).mutation_deck) == 12


@pytest.mark.rule("LCAR-SET-11", "COMP-SG-03", "ERR-03")
def test_player_numbers_are_one_to_n_and_the_help_card_is_the_one_for_lockdown():
    state = drafted(3)
    assert sorted(e.args["number"] for e in state.log if e.kind == "help_card") == [1, 2, 3]
    lines = cat(state).ext[KEY]["help_lines"]
    assert any(rule.startswith("LCAR-") for rule, _ in lines)
    chip = next(p for p in look.look(api.view(state, 0)) if isinstance(p, Chip) and p.key == ("rule", "CARN-SETUP-15"))
    assert "Alert Room" in chip.hint and "Decontamination Room" in chip.hint


@pytest.mark.rule("LCAR-SET-12")
def test_each_character_has_its_knowledge_by_class_and_no_insanity_track():
    state = drafted(2)
    assert lockdown_state(state).knowledge == {"0": 1, "1": 3}
    assert "species:void_seeders" not in state.ext
    assert carno(state).mutation_markers == [0, 0] and carno(state).held == ["", ""]


@pytest.mark.rule("LCAR-SET-13", "SGLD-MISC-09")
def test_the_blue_character_corpse_lies_in_the_alert_room():
    from engine.naming import namer_for

    state = drafted()
    alert = next(r for r, t in state.tiles.items() if t == "ld_alert_room")
    assert state.objects[alert] == ["corpse_blue"]
    assert "blue" in namer_for(state).thing("corpse_blue")  # a token of its own, no seat's corpse
    assert [r for r, objs in state.objects.items() if "corpse_blue" in objs] == [alert]
    assert any(e.kind == "object_placed" and e.rule == "LCAR-SET-13" for e in state.log)


# --- Rules (LCAR-MUT, LCAR-ADA, LCAR-GEN-03) ---------------------------------------------------------------------

@pytest.mark.rule("LCAR-MUT-01", "LCAR-GEN-01")
def test_a_metagorgers_bite_in_the_facility_brings_a_mutation_card_as_on_the_ship():
    state = crew("janitor")
    meta = put_intruder(state, "metagorger", state.characters[0].room)
    state.bag = []
    log = step(state, "ev_attacks")
    assert [e.args["intruder"] for e in entries(log, "metagorger_bites")] == [meta.id]
    assert state.pending.kind == "choose_option"  # draw 2, keep 1 (CARN-MUTC-02)
    api.apply(state, state.pending.options[0])
    assert carno(state).held[0]


@pytest.mark.rule("LCAR-ADA-02")
def test_knowledge_has_no_say_on_an_adaptation():
    state = crew("janitor")
    reveal(state, "fleshbeast", "thick_hide")
    lockdown_state(state).knowledge["0"] = 0
    works = hooks.service(state, "weakness_works")
    assert works(state, "thick_hide", 0)  # in force whatever the Knowledge
    assert not cat(state).options.get("weakness_needs_knowledge", False)


@pytest.mark.rule("LCAR-ADA-04")
def test_an_adaptation_turns_face_up_when_its_figure_first_leaves_the_card():
    state = crew("janitor")
    token = next(t for t, (k, _n) in sorted(cat(state).intruder_tokens.items()) if k == "shambler")
    state.bag = [token]
    state.supply = [t for t in state.supply if t != token]
    step(state, "encounter", state.characters[0].room, 0)
    assert state.weaknesses["shambler"] in state.revealed_weaknesses and "shambler" not in carno(state).on_cards


@pytest.mark.rule("LCAR-ADA-03", "LCAR-ADA-05")
def test_the_laboratory_uses_the_object_up_gives_three_knowledge_and_discards_the_revealed_adaptation():
    state = crew("janitor")
    reveal(state, "fleshbeast", "thick_hide")  # the Fleshbeast's Adaptation answers to a Carcass (GAP-05)
    state.objects[LAB] = ["carcass", "egg"]
    assert room_options(state, 0, LAB) == [("carcass",), ("egg",)]
    log = use_room(state, 0, LAB, "carcass")
    assert lockdown_state(state).knowledge["0"] == 4 and state.objects[LAB] == ["egg"]
    assert carno(state).analysed == ["thick_hide"] and entries(log, "adaptation_discarded")
    assert lockdown_state(state).lab_slots == []  # no Weakness slot is filled or revealed
    set_hand(state, 0, state.characters[0].deck[:4])
    log = use_room(state, 0, LAB, "egg")  # the Butcher's Adaptation is still face down
    assert lockdown_state(state).knowledge["0"] == 7 and state.objects[LAB] == []
    assert entries(log, "nothing_to_discard") and state.revealed_weaknesses == ["thick_hide"]


@pytest.mark.rule("LCAR-GEN-03", "LCAR-MUT-01")
def test_the_decontamination_room_takes_the_mutation_card_away_after_its_scan():
    state = crew("janitor")
    ch = state.characters[0]
    card = hold(state, 0)
    infected = next(c for c in state.contamination_deck if c in state.infected)
    state.contamination_deck.remove(infected)
    ch.slime = True
    use_room(state, 0, DECON)
    assert carno(state).held[0] == "" and carno(state).mutation_deck[0] == card  # under the deck
    assert carno(state).mutation_markers[0] == 0 and not ch.slime
    hold(state, 0)
    set_hand(state, 0, [infected, *ch.deck[:3]])
    use_room(state, 0, DECON)
    assert carno(state).mutation_markers[0] == 1  # the INFECTED card found cost a marker first (CARN-CONT-01)
    assert carno(state).held[0] == "" and infected not in ch.hand + ch.deck + ch.discard


@pytest.mark.rule("LCAR-GEN-03")
def test_the_neutralizer_takes_the_mutation_card_away_as_the_antidote_does():
    state = crew("janitor")
    ch = state.characters[0]
    hold(state, 0)
    ch.items = ["ld_neutralizer_1"]
    reask(state)
    act(state, "item", "ld_neutralizer_1")
    assert carno(state).held[0] == "" and carno(state).mutation_markers[0] == 0


@pytest.mark.rule("LCAR-GEN-03")
def test_feeding_follows_the_attacks_in_the_facilitys_event_phase():
    state = crew("janitor")
    steps = [name for name, _rule in hooks.get(state, Hook.EVENT_PHASE_STEPS)(state)]
    assert steps.index("ev_attacks") < steps.index("ev_feeding") < steps.index("ev_fire")
    assert steps[0] == "ev_time" and steps[-2:] == ["ev_event_card", "ev_bag"]
    from engine.maps.lockdown.round import facility_time

    assert hooks.merged(state, Hook.OPS)["ev_time"] is facility_time  # CSS launch, Time track, Noise removal


@pytest.mark.rule("LCAR-GEN-03")
def test_a_character_locked_in_the_isolation_room_takes_the_carnomorphs_end_check():
    state = crew("janitor")
    ch = state.characters[0]
    hold(state, 0)
    ch.status = "locked_in"
    contam = [c for c in state.contamination_deck[:4]]
    for c in contam:
        state.contamination_deck.remove(c)
    ch.deck, ch.hand, ch.discard = contam, [], []
    hooks.get(state, Hook.SURVIVOR_CHECK)(state, ch)
    assert carno(state).mutation_markers[0] == 4  # 4 Contamination cards drawn: 4 markers (CARN-END-04)
    assert entries(state.log, "mutation_draw") and ch.status != "locked_in"  # they kill (CARN-END-05)


def _event(state: State, card: str) -> list:
    if card in state.event_deck:
        state.event_deck.remove(card)
    return step(state, "ev_event_effect", card)


@pytest.mark.rule("COMP-SG-01", "LCAR-SET-08")
def test_the_lockdown_cards_reach_the_facilitys_systems():
    state = crew("janitor")
    state.malfunction = sorted(state.tiles)[:3]
    _event(state, "ld_cooling_overload")
    assert lockdown_state(state).autodestruction >= 0  # 3 Malfunctions start the Autodestruction
    css = [r for r, t in state.tiles.items() if t in ("ld_css_a", "ld_css_b")]
    _event(state, "ld_css_hatches_jam")
    assert set(css) <= set(state.malfunction)
    power(state, elevator=True)
    _event(state, "ld_emergency_protocol_failure")
    assert not lockdown_state(state).power["elevator"].on
    vented = max((r for r in state.tiles if cat(state).rooms[r].tech), key=lambda r: cat(state).rooms[r].number)
    log = _event(state, "ld_vent_glitch")
    assert entries(log, "vent_glitch")[0].args["room"] == vented
    from engine.rules.board import corridors_of

    assert all(state.doors.get(c) in ("closed", "destroyed") for c in corridors_of(state, vented, with_tech=False))


@pytest.mark.rule("COMP-SG-01")
def test_a_darkness_part_slimes_only_the_characters_in_darkness():
    state = crew("janitor", "lab_rat")
    power(state, S01=False, S02=True, S03=True)
    place(state, 0, ELEVATOR_ROOMS["S-01"])
    place(state, 1, ELEVATOR_ROOMS["S-02"])
    assert hooks.service(state, "event_dark_part")(state, "ld_beast_on_the_prowl")
    _event(state, "ld_beast_on_the_prowl")
    assert state.characters[0].slime and not state.characters[1].slime


@pytest.mark.rule("LCAR-GEN-01")
def test_a_whole_game_of_bots_plays_to_the_end_in_the_facility():
    from engine.ai import bots

    state = api.new_game({"seats": 3, "seed": 9, "map": "lockdown", "species": SPECIES})
    while state.pending is not None and state.decisions < 5000:
        move = bots.bot_move("normal", api.bot_view(state, state.pending.seat), 9)
        api.apply(state, move.choice)
    assert state.over and len(state.results) == 3
    assert ALERT_ROOM in state.tiles
