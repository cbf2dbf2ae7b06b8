"""The Lockdown crew (lockdown-base.md §17, LD-SETUP-19/20): the six Lockdown characters are the game's characters
with their own decks, Starting Items and Quest Items; the Draft deals Draft cards by colour; the original Nemesis
characters play as Nemesis Survivors with no Starting weapon; the Xenobiologist's Probe Arm."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import cat
from engine.content.catalog import load_catalog
from engine.decisions import IllegalChoice
from engine.maps.lockdown.cards import lockdown_cards
from engine.maps.lockdown.crew import colour_of
from engine.maps.lockdown.darkness import section_of
from engine.maps.lockdown.state import lockdown_state, lockdown_view
from engine.rules.inventory import in_hands
from tests.engine.factories import Script, act, choose, entries, put_intruder, reask, set_hand
from tests.engine.lockdown_helpers import EXIT_ROOM, LOCKDOWN_CHARACTERS, facility

ORIGINALS = ("captain", "mechanic", "pilot", "scientist", "scout", "soldier")


def new_game(seats: int, **cfg) -> api.State:
    return api.new_game({"seats": seats, "seed": 3, "map": "lockdown", "species": "intruders", **cfg})


def offer(state) -> list[str]:
    return [c.args[0] for c in state.pending.options]


@pytest.mark.rule("LD-CHAR-01", "LD-CHAR-06", "SGLD-CREW-13")
def test_the_six_lockdown_characters_play_with_their_own_ten_cards_and_one_quest_item():
    state = facility(seats=1, characters=["sentry"], species="intruders")
    c = cat(state)
    assert set(LOCKDOWN_CHARACTERS) <= set(c.characters)
    for cid in LOCKDOWN_CHARACTERS:
        assert len(c.characters[cid].cards) == 10
        assert [q for q in c.characters[cid].quests if c.items[q].deck == "quest"] == [q for q in (
            c.characters[cid].quests) if q != "ld_probe_arm"] and len(c.characters[cid].quests) == 1 + (
            cid == "xenobiologist")  # the Probe Arm lies beside the board with it (LD-CHAR-24)
    sentry = state.characters[0]
    assert sorted(c.action_cards[card].name for card in sentry.deck + sentry.hand)[:3] == ["Defense Plan",
                                                                                           "Demolition",
                                                                                           "Facility Tour"]
    assert sentry.quests == {"ld_battle_suit": False}
    assert all(card.startswith("sentry_") for card in sentry.deck + sentry.hand)


@pytest.mark.rule("LD-CHAR-02", "LD-SETUP-20", "SGLD-CREW-09", "SGLD-CREW-12")
def test_each_class_starts_in_its_room_with_its_knowledge_and_a_starting_weapon_loaded_to_capacity():
    state = new_game(3, characters="hacker,survivor,janitor")
    hacker, survivor, janitor = state.characters
    k = lockdown_state(state).knowledge
    assert state.tiles[hacker.room] == "ld_repository" and k["0"] == 1
    assert state.tiles[survivor.room] == "ld_isolation_room" and k["1"] == 3
    assert hacker.weapons == {"ld_smart_gun": 4}  # Ammo 3/4: a Starting Item enters full (LD-SETUP-20 D)
    assert janitor.weapons == {"ld_nailgun": 6}
    assert survivor.weapons == {}  # no Starting Item
    kits = {e.args["seat"]: e.args.get("weapon", "") for e in entries(state.log, "ld_kit")}
    assert kits == {0: "ld_smart_gun", 1: "", 2: "ld_nailgun"}


@pytest.mark.rule("LD-CHAR-24", "SGLD-CREW-12", "SGLD-MISC-06")
def test_the_probe_arm_lies_beside_the_board_takes_a_sample_then_breaks_until_a_toolbelt_mends_it():
    state = facility(seats=1, characters=["xenobiologist"], species="intruders")
    ch = state.characters[0]
    assert ch.quests["ld_probe_arm"] is True and in_hands(state, ch) == []  # face up, in no Hand slot
    assert api.view(state, 1 if len(state.characters) > 1 else 0).characters[0].quests.get("ld_probe_arm")
    put_intruder(state, "larva", ch.room)
    set_hand(state, 0, ch.deck[:4])
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "item"]  # a Larva gives no sample
    adult = put_intruder(state, "adult", ch.room)
    reask(state)
    act(state, "item", "ld_probe_arm", str(adult.id))
    assert "carcass" in ch.heavy and "carcass" in in_hands(state, ch)
    assert entries(state.log, "ld_probe_sample")
    assert 0 in lockdown_state(state).probe_broken
    reask(state)
    assert not [o for o in state.pending.options if o.kind == "item" and o.args[0] == "ld_probe_arm"]
    state.intruders.clear()
    ch.items.append("ld_toolbelt_1")
    reask(state)
    act(state, "item", "ld_toolbelt_1", "probe_arm")
    assert lockdown_state(state).probe_broken == []
    assert "ld_toolbelt_1" not in ch.items  # One Use (LD-ITEM-06)


@pytest.mark.rule("LD-SETUP-19", "LD-NEMCHAR-02", "SGLD-CREW-07")
def test_the_draft_deals_two_lockdown_draft_cards_and_never_a_colour_already_kept():
    state = new_game(3)
    first = offer(state)
    assert len(first) == 2 and set(first) <= set(LOCKDOWN_CHARACTERS)
    choose(state, "character", first[0])
    assert colour_of(state, first[0]) not in {colour_of(state, c) for c in offer(state)}
    assert not set(offer(state)) & set(ORIGINALS)
    choose(state, "character", offer(state)[0])
    choose(state, "character", offer(state)[0])
    colours = [colour_of(state, ch.character) for ch in state.characters]
    assert len(set(colours)) == 3


@pytest.mark.rule("LD-NEMCHAR-01", "SGLD-MISC-07", "SGLD-MISC-08")
def test_with_original_characters_allowed_a_kept_draft_card_offers_every_character_of_its_colour(monkeypatch):
    options = load_catalog("published", "lockdown", "", "intruders").options
    monkeypatch.setitem(options, "original_characters", True)
    state = new_game(1)
    kept = offer(state)[0]
    choose(state, "character", kept)
    colour = colour_of(state, kept)
    assert state.pending.rule == "LD-NEMCHAR-01"
    picks = offer(state)
    assert kept in picks and len(picks) == 2
    assert all(colour_of(state, c) == colour for c in picks)
    original = next(c for c in picks if c != kept)
    with pytest.raises(IllegalChoice):
        choose(state, "character", next(c for c in ORIGINALS if colour_of(state, c) != colour))
    choose(state, "character", original)
    assert state.characters[0].character == original
    assert state.characters[0].weapons == {}


@pytest.mark.rule("LD-NEMCHAR-03", "LD-CHAR-02", "SGLD-CREW-10", "SGLD-MISC-08")
def test_an_original_nemesis_character_is_a_nemesis_survivor_with_no_starting_weapon_and_its_colours_quest_item():
    state = new_game(2, characters="soldier,captain")
    soldier, captain = state.characters
    assert state.tiles[soldier.room] == state.tiles[captain.room] == "ld_isolation_room"
    assert lockdown_state(state).knowledge == {"0": 3, "1": 3}
    assert soldier.weapons == {} and captain.weapons == {}
    assert soldier.quests == {"ld_assault_rifle": False}  # the red Draft card: the Survivor's Quest Item
    assert captain.quests == {"ld_battle_suit": False}  # blue: the Sentry's
    assert soldier.deck + soldier.hand and all(c.startswith("soldier") for c in soldier.deck + soldier.hand)


@pytest.mark.rule("LD-NEMCHAR-04")
def test_aftermath_characters_join_only_a_game_that_names_their_crew_line():
    state = new_game(1)
    for name in ("android", "bounty_hunter", "president", "convict", "psychologist", "doctor"):
        assert name not in cat(state).characters  # a game of no crew line: the Lockdown six (and originals)
    named = new_game(1, characters="android")  # naming one brings its line (tests/engine/test_aftermath_*.py)
    assert named.config["crew"] == "aftermath" and named.characters[0].character == "android"


@pytest.mark.rule("LD-NEMCHAR-05")
def test_a_team_of_only_original_characters_starts_unarmed_in_the_isolation_room():
    state = new_game(2, characters="scout,mechanic")
    assert all(state.tiles[ch.room] == "ld_isolation_room" and not ch.weapons for ch in state.characters)
    assert all(state.tiles[ch.room] != "ld_repository" for ch in state.characters)  # none has a worker's head start



def ready(character: str, *cards: str, room: str = "L024"):
    """One character in `room` holding `cards` plus fillers to pay with, the other seat far away."""
    state = facility(seats=2, characters=[character, "sentry" if character != "sentry" else "hacker"],
                     species="intruders")
    ch = state.characters[0]
    ch.room = room
    state.characters[1].room = "L001"
    fillers = [c for c in ch.deck + ch.hand if c not in cards][:3]
    set_hand(state, 0, [*cards, *fillers])
    return state, ch


def card_options(state, card: str) -> list[tuple[str, ...]]:
    return [o.args[1:] for o in state.pending.options if o.kind == "card" and o.args[0] == card]


@pytest.mark.rule("LD-CHAR-15", "LD-CHAR-06")
def test_the_janitors_clean_up_removes_the_malfunction_or_the_fire_of_the_room():
    state, ch = ready("janitor", "janitor_clean_up")
    reask(state)
    assert card_options(state, "janitor_clean_up") == []
    state.malfunction.append(ch.room)
    state.fire.append(ch.room)
    reask(state)
    assert sorted(card_options(state, "janitor_clean_up")) == [("fire",), ("malfunction",)]
    act(state, "card", "janitor_clean_up", "fire")
    assert ch.room not in state.fire and ch.room in state.malfunction


@pytest.mark.rule("LD-CHAR-15", "LD-CHAR-14")
def test_master_key_and_override_open_or_close_a_door_of_the_room_and_the_master_key_opens_the_main_gate():
    state, ch = ready("janitor", "janitor_master_key", room=EXIT_ROOM)
    reask(state)
    options = card_options(state, "janitor_master_key")
    assert ("gate", "") in options
    close = next(o for o in options if o[0] == "close")
    act(state, "card", "janitor_master_key", *close)
    assert state.doors[close[1]] == "closed"
    state, ch = ready("hacker", "hacker_override", room=EXIT_ROOM)
    reask(state)
    assert ("gate", "") not in card_options(state, "hacker_override")
    state, ch = ready("janitor", "janitor_master_key", room=EXIT_ROOM)
    reask(state)
    act(state, "card", "janitor_master_key", "gate", "")
    assert lockdown_state(state).gate_open


@pytest.mark.rule("LD-CHAR-13")
def test_field_experience_gains_knowledge_and_vivisection_hurts_more_with_knowledge():
    state, ch = ready("xenobiologist", "xenobiologist_field_experience", "xenobiologist_vivisection")
    k = lockdown_state(state).knowledge
    reask(state)
    act(state, "card", "xenobiologist_field_experience")
    assert k["0"] == 2  # 1 + 1: no Intruder or Carcass here
    adult = put_intruder(state, "adult", ch.room)
    k["0"] = 4
    reask(state)
    act(state, "card", "xenobiologist_vivisection", str(adult.id))
    injured = next((i for i in state.intruders if i.id == adult.id), None)
    assert injured is None or injured.injuries == 3  # 1 + 4 // 2


@pytest.mark.rule("LD-CHAR-12")
def test_the_survivors_desperate_attack_costs_a_contamination_card_and_deals_two_injuries():
    state, ch = ready("survivor", "survivor_desperate_attack")
    adult = put_intruder(state, "adult", ch.room)
    deck = list(state.contamination_deck)
    reask(state)
    act(state, "card", "survivor_desperate_attack", str(adult.id))
    assert deck[-1] in ch.discard and len(state.contamination_deck) == len(deck) - 1
    injured = next((i for i in state.intruders if i.id == adult.id), None)
    assert injured is None or injured.injuries == 2


@pytest.mark.rule("LD-CHAR-12")
def test_obstinate_draws_a_card_per_serious_wound_or_dresses_one():
    state, ch = ready("survivor", "survivor_obstinate")
    reask(state)
    assert card_options(state, "survivor_obstinate") == []
    wounds = sorted(cat(state).wounds)[:2]
    ch.serious = list(wounds)
    reask(state)
    options = card_options(state, "survivor_obstinate")
    assert ("draw",) in options and ("dress", wounds[0]) in options
    before = len(ch.hand)
    act(state, "card", "survivor_obstinate", "draw")
    assert len(ch.hand) == before - 1 + 2


@pytest.mark.rule("LD-CHAR-10")
def test_sensitive_hearing_places_or_removes_one_noise_marker_and_weird_metabolism_sheds_slime():
    state, ch = ready("lab_rat", "lab_rat_sensitive_hearing", "lab_rat_weird_metabolism")
    corridors = cat(state).room_corridors[ch.room]
    reask(state)
    assert sorted(card_options(state, "lab_rat_sensitive_hearing")) == sorted(("place", c) for c in corridors)
    act(state, "card", "lab_rat_sensitive_hearing", "place", corridors[0])
    assert state.noise == [corridors[0]]
    reask(state)
    assert card_options(state, "lab_rat_weird_metabolism") == []  # no Contamination card in hand, no Slime
    ch.slime = True
    reask(state)
    assert ("slime", "") in card_options(state, "lab_rat_weird_metabolism")
    act(state, "card", "lab_rat_weird_metabolism", "slime", "")
    assert not ch.slime


@pytest.mark.rule("LD-CHAR-14")
def test_bypass_flips_the_sections_power_token_or_turns_the_time_token_active():
    state, ch = ready("hacker", "hacker_bypass")
    s = lockdown_state(state)
    section = section_of(state, ch.room)
    before = s.power[section].on
    reask(state)
    assert ("time", "") in card_options(state, "hacker_bypass")
    act(state, "card", "hacker_bypass", "power", section)
    assert s.power[section].on is not before
    state, ch = ready("hacker", "hacker_bypass")
    reask(state)
    act(state, "card", "hacker_bypass", "time", "")
    assert lockdown_state(state).time_active


@pytest.mark.rule("LD-CHAR-14")
def test_data_leak_shows_one_contingency_token_of_a_character_in_the_room_to_the_hacker_only():
    state, ch = ready("hacker", "hacker_data_leak")
    other = state.characters[1]
    reask(state)
    assert card_options(state, "hacker_data_leak") == []  # nobody else here
    other.room = ch.room
    reask(state)
    act(state, "card", "hacker_data_leak", "1", "0")
    while state.pending is not None and state.pending.kind == "reaction":  # seat 1 lets it happen
        api.apply(state, next(o for o in state.pending.options if o.kind != "card"))
    token = lockdown_state(state).contingency["1"][0]
    assert ch.knowledge["ctg:1:0"] == token
    result = entries(state.log, "ld_data_leak_result")[-1]
    assert result.visible_to == (0,) and result.args["token"] == token


@pytest.mark.rule("LD-CHAR-10")
def test_weird_metabolism_trades_an_unseen_contamination_card_in_hand_for_two_cards():
    state, ch = ready("lab_rat", "lab_rat_weird_metabolism")
    contamination = state.contamination_deck.pop()
    ch.hand.append(contamination)
    reask(state)
    assert card_options(state, "lab_rat_weird_metabolism") == [("discard", "")]  # never names the card
    hand = len(ch.hand)
    act(state, "card", "lab_rat_weird_metabolism", "discard", "")
    assert contamination in ch.discard and contamination not in ch.hand
    assert len(ch.hand) == hand - 2 + 2


@pytest.mark.rule("LD-CHAR-13")
def test_sample_analysis_removes_a_clean_contamination_card_and_keeps_an_infected_one():
    state, ch = ready("xenobiologist", "xenobiologist_sample_analysis")
    clean = next(c for c in state.contamination_deck if c not in state.infected)
    state.contamination_deck.remove(clean)
    ch.hand.append(clean)
    reask(state)
    act(state, "card", "xenobiologist_sample_analysis")
    assert clean not in ch.hand + ch.deck + ch.discard
    infected = next(c for c in state.contamination_deck if c in state.infected)
    state.contamination_deck.remove(infected)
    ch.hand.append(infected)
    ch.discard.remove("xenobiologist_sample_analysis")  # played once: back to hand for a second try
    ch.hand.append("xenobiologist_sample_analysis")
    reask(state)
    act(state, "card", "xenobiologist_sample_analysis")
    assert infected in ch.hand and infected in state.revealed_infected


@pytest.mark.rule("LD-CHAR-11")
def test_stun_empties_a_small_hand_or_trades_a_weapon_for_an_intruders_retreat():
    state, ch = ready("sentry", "sentry_stun")
    other = state.characters[1]
    other.room = ch.room
    other.hand = other.deck[:4]
    reask(state)
    assert ("character", "1") not in card_options(state, "sentry_stun")  # 4 cards: too many
    other.hand = other.hand[:3]
    reask(state)
    act(state, "card", "sentry_stun", "character", "1")
    while state.pending is not None and state.pending.kind == "reaction":
        api.apply(state, next(o for o in state.pending.options if o.kind != "card"))
    assert other.hand == [] and len(entries(state.log, "ld_stunned")) == 1


@pytest.mark.rule("LD-CHAR-15")
def test_shortcut_steps_into_a_neighbouring_room_with_no_noise_roll(monkeypatch):
    state, ch = ready("janitor", "janitor_shortcut")
    Script(monkeypatch)  # any die roll fails the test
    reask(state)
    room, corridor = card_options(state, "janitor_shortcut")[0]
    act(state, "card", "janitor_shortcut", room, corridor)
    assert ch.room == room and not entries(state.log, "noise_roll")


@pytest.mark.rule("LD-CHAR-12")
def test_distraction_trades_an_item_for_an_escape_no_intruder_attacks():
    state, ch = ready("survivor", "survivor_distraction")
    ch.items = ["ld_bandages_1"]
    put_intruder(state, "adult", ch.room)
    reask(state)
    item, room, corridor = card_options(state, "survivor_distraction")[0]
    start = len(state.log)
    act(state, "card", "survivor_distraction", item, room, corridor)
    assert ch.room == room and ch.items == []
    assert not [e for e in state.log[start:] if e.kind == "intruder_attacks"]


@pytest.mark.rule("LD-CHAR-11")
def test_facility_tour_takes_a_willing_character_along_and_a_refusal_leaves_them():
    state, ch = ready("sentry", "sentry_facility_tour")
    other = state.characters[1]
    other.room = ch.room
    reask(state)
    room, corridor, who = card_options(state, "sentry_facility_tour")[0]
    act(state, "card", "sentry_facility_tour", room, corridor, who)
    while state.pending is not None and state.pending.kind == "reaction":
        api.apply(state, next(o for o in state.pending.options if o.kind != "card"))
    assert state.pending.seat == 1 and {o.kind for o in state.pending.options} == {"agree", "refuse"}
    choose(state, "agree")
    assert ch.room == other.room == room


@pytest.mark.rule("LD-CHAR-11")
def test_quarantine_from_a_computer_room_closes_every_door_around_one_room():
    state, ch = ready("sentry", "sentry_quarantine")
    reask(state)
    assert card_options(state, "sentry_quarantine") == []  # the Emergency Room has no Computer
    state, ch = ready("sentry", "sentry_quarantine", room="L010")  # the Laboratory has one
    reask(state)
    assert ("L024",) in card_options(state, "sentry_quarantine")
    act(state, "card", "sentry_quarantine", "L024")
    around = [c for c in cat(state).room_corridors["L024"] if state.doors.get(c) != "destroyed"]
    assert around and all(state.doors.get(c) == "closed" for c in around if not c.startswith("T"))


@pytest.mark.rule("LD-CHAR-11")
def test_defense_plan_looks_at_two_unexplored_tiles_in_secret():
    state, ch = ready("sentry", "sentry_defense_plan")
    first, second = sorted(state.tiles)[:2]
    state.explored[first] = state.explored[second] = False
    reask(state)
    assert ("look", first) in card_options(state, "sentry_defense_plan")
    act(state, "card", "sentry_defense_plan", "look", first)
    assert ch.knowledge[f"tile:{first}"] == state.tiles[first]
    choose(state, "look", second)
    assert ch.knowledge[f"tile:{second}"] == state.tiles[second]
    assert "tile:" + first not in state.characters[1].knowledge


@pytest.mark.rule("LD-CHAR-14")
def test_remote_access_makes_a_computer_action_from_a_room_without_a_computer_in_a_powered_section():
    state, ch = ready("hacker", "hacker_remote_access")
    s = lockdown_state(state)
    section = section_of(state, ch.room)
    s.power[section].on = False
    reask(state)
    assert card_options(state, "hacker_remote_access") == []  # in Darkness
    s.power[section].on = True
    s.computer_up = next(c for c, card in lockdown_cards(cat(state))["computer_deck"].cards.items() if "gain_knowledge" in card.options)
    before = s.knowledge["0"]
    reask(state)
    act(state, "card", "hacker_remote_access", "gain_knowledge")
    assert s.knowledge["0"] == before + 1
    assert s.computer_up != "" and lockdown_state(state).quest_progress == {"0:computer_actions": 1}


@pytest.mark.rule("LD-CHAR-13", "LD-KNOW-04")
def test_pheromones_need_knowledge_five_and_lead_an_intruder_through_a_chosen_corridor():
    state, ch = ready("xenobiologist", "xenobiologist_pheromones")
    adult = put_intruder(state, "adult", ch.room)
    reask(state)
    assert card_options(state, "xenobiologist_pheromones") == []  # Knowledge 1
    lockdown_state(state).knowledge["0"] = 5
    for c in cat(state).room_corridors[ch.room]:
        state.doors[c] = "open"
    reask(state)
    corridor = cat(state).room_corridors[ch.room][0]
    act(state, "card", "xenobiologist_pheromones", str(adult.id), corridor)
    assert adult.room != ch.room


@pytest.mark.rule("LD-CHAR-24", "LD-QUEST-01")
def test_everyone_sees_a_broken_probe_arm_and_how_far_each_mini_quest_has_come():
    state, ch = ready("xenobiologist")
    s = lockdown_state(state)
    s.probe_broken = [0]
    s.quest_progress = {"1:kill_intruder": 0}
    seen = lockdown_view(api.view(state, 1))
    assert seen.probe_broken == (0,) and seen.quest_progress == {"1:kill_intruder": 0}
