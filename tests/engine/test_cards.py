"""Action cards through the real API: the decks, timing, common cards, repairs, the Captain's support cards,
doors, free room actions and Computer cards (PUB-CHAR-02..08, PUB-ACT-05/10, PUB-COMBAT-07; T14)."""

import pytest

from engine.catalog import cat
from engine.maps.nemesis_ship.state import ship_state, signalled
from engine.rules import registry
from engine.rules.registry import CARD_EFFECTS
from engine.species.intruders.larvae import carries
from tests.engine.card_helpers import contamination, ready, uses
from tests.engine.combat_helpers import board
from tests.engine.factories import act, choose, entries, place, put_intruder, reask, set_hand

REACTION_EFFECTS = ("interruption", "nerves_of_steel")  # engine/rules/reactions.py


@pytest.mark.rule("PUB-CHAR-02", "PUB-CHAR-03")
def test_every_action_card_of_every_character_does_something():
    state = board()
    for character in cat(state).characters.values():
        assert len(character.cards) == 10
        assert [c.name for c in character.cards[:5]] == ["Demolition", "Interruption", "Rest", "Search", "Search"]
        for card in character.cards:
            if card.effect in REACTION_EFFECTS:
                assert card.when == "reaction"
                continue
            assert CARD_EFFECTS[card.effect].resolve is not registry._unset_resolve, card.id


@pytest.mark.rule("PUB-ACT-05")
def test_card_timing_in_combat_out_of_combat_or_any_time():
    hand = ["captain_order", "captain_reload", "captain_suppressive_fire"]
    state = ready("captain", "scout", hand=hand)
    state.characters[0].weapons["six_shooter"] = 3
    reask(state)
    calm = {o.args[0] for o in state.pending.options if o.kind == "card"}
    put_intruder(state, "adult", "R06")
    reask(state)
    fight = {o.args[0] for o in state.pending.options if o.kind == "card"}

    assert calm == {"captain_order", "captain_reload"}
    assert fight == {"captain_reload", "captain_suppressive_fire"}


@pytest.mark.rule("PUB-CHAR-04")
def test_demolition_destroys_a_closed_door_of_your_room():
    state = ready("captain", hand=["captain_demolition"])
    state.doors["K09"] = "closed"  # R06-R07
    reask(state)

    assert uses(state, "captain_demolition") == [("door", "K09"), ("malfunction",)]
    act(state, "card", "captain_demolition", "door", "K09")

    assert state.doors["K09"] == "destroyed"
    assert state.characters[0].discard[-1] == "captain_demolition"


@pytest.mark.rule("PUB-CHAR-04")
def test_demolition_can_put_a_malfunction_in_your_room_but_not_a_second_one():
    state = ready("pilot", hand=["pilot_demolition"])

    new = act(state, "card", "pilot_demolition", "malfunction")

    assert state.malfunction == ["R06"]
    assert entries(new, "malfunction_placed")[0].rule == "PUB-CHAR-04"
    set_hand(state, 0, ["pilot_demolition"])
    reask(state)
    assert uses(state, "pilot_demolition") == []


@pytest.mark.rule("PUB-CHAR-04", "PUB-CONT-06")
def test_rest_removes_the_clean_contamination_cards_and_keeps_the_infected_one():
    state = ready("scout")
    clean, sick = contamination(state, False), contamination(state, True)
    set_hand(state, 0, ["scout_rest", clean, sick])
    reask(state)

    act(state, "card", "scout_rest")

    ch = state.characters[0]
    assert ch.hand == [sick] and clean in state.contamination_removed
    assert carries(state, ch)


@pytest.mark.rule("PUB-CHAR-04", "PUB-ACT-10", "PUB-ROOM-05")
def test_search_card_lowers_the_counter_and_offers_two_items_of_the_room_colour():
    state = ready("scout", hand=["scout_search_1", "scout_search_2"])
    state.item_counters["R06"] = 2  # Canteen: green
    reask(state)

    assert uses(state, "scout_search_1") == [()]
    assert not uses(state, "scout_search_2")  # copies of one card are offered once
    act(state, "card", "scout_search_1")

    assert state.item_counters["R06"] == 1
    kept = state.pending.options[0]
    choose(state, kept.kind, *kept.args)
    assert [cat(state).items[i.rsplit("_", 1)[0]].deck for i in state.characters[0].items] == ["green"]


@pytest.mark.rule("PUB-ACT-10", "PUB-ROOM-08")
def test_search_needs_an_item_counter_but_scavenging_does_not():
    state = ready("scout", hand=["scout_scavenging", "scout_search_1", "scout_rest"])
    state.item_counters["R06"] = 0
    reask(state)

    assert uses(state, "scout_search_1") == []
    assert uses(state, "scout_scavenging") == [()]
    act(state, "card", "scout_scavenging")

    assert state.pending.kind == "choose_option" and state.item_counters["R06"] == 0


@pytest.mark.rule("PUB-ACT-10")
def test_search_is_not_possible_in_combat():
    state = ready("scout", hand=["scout_search_1"])
    state.item_counters["R06"] = 2
    put_intruder(state, "creeper", "R06")
    reask(state)

    assert uses(state, "scout_search_1") == []


@pytest.mark.rule("PUB-CHAR-05")
def test_basic_repairs_removes_the_malfunction_of_your_room():
    state = ready("captain", hand=["captain_basic_repairs", "captain_rest", "captain_reload"])
    state.malfunction = ["R06"]
    reask(state)

    act(state, "card", "captain_basic_repairs", "malfunction")

    assert state.malfunction == [] and state.characters[0].hand == []


@pytest.mark.rule("PUB-CHAR-05", "PUB-ENGINE-03", "PUB-MALF-02")
def test_repairs_handle_the_engine_of_an_engine_room_even_with_a_malfunction():
    state = ready("pilot", room="R19", hand=["pilot_repairs", "pilot_rest"])  # Engine 3
    state.malfunction = ["R19"]
    reask(state)
    before = list(ship_state(state).engines["engine_3"])

    assert uses(state, "pilot_repairs") == [("engine",), ("malfunction",)]
    act(state, "card", "pilot_repairs", "engine")
    choose(state, "swap")

    assert ship_state(state).engines["engine_3"] == before[::-1]
    assert state.malfunction == ["R19"]


@pytest.mark.rule("PUB-CHAR-05", "PUB-CRAFT-01")
def test_ingenuity_crafts_with_any_yellow_item_as_a_tool():
    state = ready("mechanic", hand=["mechanic_ingenuity"])
    ch = state.characters[0]
    ch.weapons = {}  # no Handyman Tool from the Starting weapon
    ch.items = ["chemicals_1", "fire_extinguisher_1"]
    reask(state)

    assert not [o for o in state.pending.options if o.kind == "craft"]
    assert ("craft", "flamethrower", "chemicals_1", "fire_extinguisher_1") in uses(state, "mechanic_ingenuity")
    act(state, "card", "mechanic_ingenuity", "craft", "flamethrower", "chemicals_1", "fire_extinguisher_1")

    assert ch.items == [] and [w.rsplit("_", 1)[0] for w in ch.weapons] == ["flamethrower"]


@pytest.mark.rule("PUB-CHAR-05")
def test_fast_repairs_offers_nothing_without_a_malfunction_or_an_engine():
    state = ready("mechanic", hand=["mechanic_fast_repairs"])

    assert uses(state, "mechanic_fast_repairs") == []


@pytest.mark.rule("PUB-COMBAT-07")
def test_reload_adds_one_ammo_to_the_six_shooter_up_to_its_capacity():
    state = ready("captain", hand=["captain_reload"])
    state.characters[0].weapons["six_shooter"] = 4
    reask(state)

    act(state, "card", "captain_reload")

    assert state.characters[0].weapons["six_shooter"] == 5
    state.characters[0].weapons["six_shooter"] = 6
    set_hand(state, 0, ["captain_reload"])
    reask(state)
    assert uses(state, "captain_reload") == []


@pytest.mark.rule("PUB-CHAR-03")
def test_motivation_makes_everyone_in_your_room_draw_one_card():
    state = ready("captain", "scout", "pilot", hand=["captain_motivation"])
    place(state, 2, "R08")
    reask(state)

    act(state, "card", "captain_motivation")

    assert [len(ch.hand) for ch in state.characters] == [1, 1, 0]


@pytest.mark.rule("PUB-CHAR-03")
def test_motivation_with_the_intercom_also_reaches_computer_rooms():
    state = ready("captain", "scout", "pilot", hand=["captain_motivation"])
    place(state, 1, "R08")  # Computer
    place(state, 2, "R07")  # no Computer
    state.characters[0].knowledge["intercom"] = "on"
    reask(state)

    act(state, "card", "captain_motivation")

    assert [len(ch.hand) for ch in state.characters] == [1, 1, 0]


@pytest.mark.rule("PUB-CHAR-08")
def test_computer_skills_uses_the_room_action_for_free_only_in_a_working_computer_room():
    state = ready("mechanic", room="R13", hand=["mechanic_computer_skills"])  # Comms Room

    assert ("room",) in uses(state, "mechanic_computer_skills")
    state.malfunction = ["R13"]
    reask(state)
    assert ("room",) not in uses(state, "mechanic_computer_skills")
    assert ("door", "close", "K15") in uses(state, "mechanic_computer_skills")


@pytest.mark.rule("PUB-CHAR-08", "PUB-SIGNAL-01")
def test_computer_skills_sends_the_signal_without_paying_the_room_cost():
    state = ready("scientist", room="R13", hand=["scientist_computer_skills"])

    act(state, "card", "scientist_computer_skills", "room")

    assert signalled(state, 0)
    assert state.characters[0].discard == ["scientist_computer_skills"]


@pytest.mark.rule("PUB-CHAR-03")
def test_computer_skills_opens_or_closes_a_door_of_your_room():
    state = ready("mechanic", hand=["mechanic_computer_skills"])

    act(state, "card", "mechanic_computer_skills", "door", "close", "K09")

    assert state.doors["K09"] == "closed"


@pytest.mark.rule("PUB-CHAR-08")
def test_old_friend_works_only_in_a_room_without_a_computer():
    state = ready("pilot", hand=["pilot_old_friend"])  # Canteen
    state.characters[0].light_wounds = 1
    reask(state)

    assert ("room", "heal") in uses(state, "pilot_old_friend")
    act(state, "card", "pilot_old_friend", "room", "heal")
    assert state.characters[0].light_wounds == 0

    place(state, 0, "R13")
    set_hand(state, 0, ["pilot_old_friend"])
    reask(state)
    assert uses(state, "pilot_old_friend") == []


@pytest.mark.rule("PUB-COORD-04")
def test_piloting_checks_the_coordinates_from_a_computer_room():
    state = ready("pilot", room="R08", hand=["pilot_piloting"])

    act(state, "card", "pilot_piloting", "coordinates")

    assert state.characters[0].knowledge["coordinates"] == ship_state(state).coordinates


@pytest.mark.rule("PUB-CHAR-08", "PUB-COORD-02")
def test_piloting_uses_the_cockpit_action_for_free():
    state = ready("pilot", room="R01", hand=["pilot_piloting"])

    assert ("room", "set", "A") in uses(state, "pilot_piloting")
    assert ("coordinates",) not in uses(state, "pilot_piloting")  # the Cockpit has no Computer (PUB-COORD-05)
    act(state, "card", "pilot_piloting", "room", "set", "A")
    if state.pending.kind == "choose_option":  # Authorization: a door anywhere, or none
        choose(state, "no_door")

    assert ship_state(state).destination == "A"


@pytest.mark.rule("PUB-CHAR-03")
def test_knowledge_of_the_ship_secretly_shows_an_unexplored_tile():
    state = ready("pilot", hand=["pilot_knowledge_of_the_ship"])
    state.explored["R07"] = False
    reask(state)

    new = act(state, "card", "pilot_knowledge_of_the_ship", "look", "R07")

    assert state.characters[0].knowledge["tile:R07"] == "hatch_control"
    assert state.explored["R07"] is False
    seen = entries(new, "tile_seen")
    assert seen[0].visible_to == (0,) and seen[0].args["tile"] == "hatch_control"
    assert all("tile" not in e.args for e in new if e.visible_to is None)


@pytest.mark.rule("PUB-CHAR-03", "PUB-EVENT-01")
def test_risk_assessment_can_put_the_top_event_card_at_the_bottom():
    state = ready("scientist", room="R05", hand=["scientist_risk_assessment"])  # Laboratory: Computer
    card = state.event_deck[-1]

    new = act(state, "card", "scientist_risk_assessment")
    assert entries(new, "event_card_seen")[0].visible_to == (0,)
    choose(state, "bottom")

    assert state.event_deck[0] == card and state.event_deck[-1] != card


@pytest.mark.rule("PUB-ROOM-03", "PUB-MALF-01")
def test_computer_cards_need_a_working_computer_unless_the_holo_computer_is_on():
    state = ready("scientist", hand=["scientist_risk_assessment", "scientist_blocking_access"])  # Canteen
    assert uses(state, "scientist_risk_assessment") == [] and uses(state, "scientist_blocking_access") == []

    state.characters[0].knowledge["holo_computer"] = "on"
    reask(state)

    assert uses(state, "scientist_risk_assessment") == [()]
    assert uses(state, "scientist_blocking_access") == []  # the Holo Computer helps Intranet and Risk Assessment


@pytest.mark.rule("PUB-MALF-05")
def test_blocking_access_puts_a_malfunction_in_any_computer_room():
    state = ready("scientist", room="R05", hand=["scientist_blocking_access"])

    targets = [u[1] for u in uses(state, "scientist_blocking_access") if u[0] == "malfunction"]
    act(state, "card", "scientist_blocking_access", "malfunction", "R13")

    assert targets == ["R05", "R08", "R13", "R17", "R18"]
    assert state.malfunction == ["R13"]


@pytest.mark.rule("PUB-CHAR-08", "PUB-SIGNAL-01")
def test_intranet_uses_the_action_of_another_working_computer_room():
    state = ready("scientist", room="R05", hand=["scientist_intranet", "scientist_rest"])

    assert ("R13",) in uses(state, "scientist_intranet")
    act(state, "card", "scientist_intranet", "R13")

    assert signalled(state, 0) and state.characters[0].room == "R05"


@pytest.mark.rule("PUB-CHAR-03", "PUB-FIRE-01")
def test_pyrotechnics_discards_an_item_to_start_a_fire_or_puts_out_your_fire():
    state = ready("mechanic", hand=["mechanic_pyrotechnics", "mechanic_rest"])
    state.characters[0].items = ["tools_1"]
    reask(state)

    act(state, "card", "mechanic_pyrotechnics", "fire", "tools_1")

    assert state.fire == ["R06"] and state.characters[0].items == []
    assert "tools_1" in state.item_discards["yellow"]
    set_hand(state, 0, ["mechanic_pyrotechnics", "mechanic_rest"])
    reask(state)
    assert uses(state, "mechanic_pyrotechnics") == [("extinguish",)]


# --- traits (T14) -------------------------------------------------------------------------------------


@pytest.mark.rule("PUB-WOUND-05", "PUB-WOUND-07")
@pytest.mark.parametrize("character, dressed", [("scientist", True), ("pilot", False)])
def test_the_scientists_wheelchair_dresses_a_leg_wound_at_once(script, character, dressed):
    from tests.engine.factories import top

    state = board(seats=1, characters=[character])
    place(state, 0, "R06")
    adult = put_intruder(state, "adult", "R06")
    leg = next(w for w, d in sorted(cat(state).wounds.items()) if d.kind == "leg")
    top(state.wound_deck, leg)
    reask(state)
    script.rolls("blank")

    act(state, "melee", str(adult.id))  # a miss: 1 Serious Wound, the Leg

    ch = state.characters[0]
    assert (ch.dressed, ch.serious) == (([leg], []) if dressed else ([], [leg]))


@pytest.mark.rule("PUB-CHAR-05", "PUB-CRAFT-01", "PUB-CRAFT-04")
def test_ingenuity_can_craft_from_two_copies_of_one_yellow_card():
    state = ready("mechanic", hand=["mechanic_ingenuity"])
    ch = state.characters[0]
    ch.weapons = {}  # no Handyman Tool from the Starting weapon
    ch.items = ["chemicals_1", "chemicals_2", "chemicals_3"]
    reask(state)

    crafts = [u for u in uses(state, "mechanic_ingenuity") if u[0] == "craft"]
    assert crafts == [("craft", "flamethrower", "chemicals_1", "chemicals_2")]  # one Chemical, one as a Tool
    act(state, "card", "mechanic_ingenuity", *crafts[0])

    assert ch.items == ["chemicals_3"] and [w.rsplit("_", 1)[0] for w in ch.weapons] == ["flamethrower"]
