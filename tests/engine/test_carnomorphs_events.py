"""The 16 effects of the Carnomorph Event cards as a player sees them on the board once the card is resolved
(CARN-EVT-06, GAP-02): figures risen, lurking, stalking and scavenging, Slime, Noise, doors, Fire, Malfunctions,
the Self-Destruct, the airlock and the pods, and the Mutation markers and cards of Rampant Mutation.

Each test calls the card's effect as the core's Event step does after the card's movement (two tests go through
the whole step), on the fixed board of combat_helpers.LAYOUT with every tile up."""

from __future__ import annotations

import pytest

from engine import hooks
from engine.catalog import cat
from engine.content.loader import TECH
from engine.flow import run
from engine.maps.nemesis_ship.state import Pod, ship_state
from engine.rules.board import corridors_of
from engine.species.carnomorphs import mutation
from engine.species.carnomorphs.events import EFFECTS
from engine.species.carnomorphs.state import carno
from engine.state import State
from tests.engine.factories import choose, entries, put_intruder, step, top
from tests.engine.item_helpers import game

CANTEEN = "R06"  # green; K04 -> R02, K07 -> R05, K09 -> R07, K10 -> R11; no Technical Corridor entrance
EVAC_A, EVAC_B = "R03", "R04"  # white
LAB = "R05"  # green; K07 -> R06, K08 -> R10; corridor 4 is its Technical Corridor entrance
HATCH = "R07"  # white; K05 -> R03, K09 -> R06, K11 -> R08
COMMAND = "R08"  # red; K06 -> R04, K11 -> R07, K12 -> R09, K13 -> R11
STORAGE = "R09"  # red; K12 -> R08, K14 -> R12, Technical Corridor entrance
ARMORY = "R10"  # red; K08 -> R05, K15 -> R13 (corridor 3)
HIB = "R11"  # K10 -> R06, K13 -> R08, K16 -> R14, K17 -> R15
NEST = "R12"  # K14 -> R09, K18 -> R16
COMMS = "R13"  # yellow; K15 -> R10, K19 -> R14, K20 -> R19
CABINS = "R14"  # white; K16 -> R11, K19 -> R13, K21 -> R17, Technical Corridor entrance
FIRE_CONTROL, GENERATOR = "R17", "R18"  # yellow

pytestmark = pytest.mark.rule("CARN-EVT-06")


def crew(*characters: str, room: str = CANTEEN) -> State:
    """A Carnomorphs game on the fixed board, every character in `room` with 5 Action cards in hand (no
    Interruption), the first Carnomorph already seen, nothing on the floor, no decision pending."""
    state = game(*(characters or ("soldier", "scout")), room=room, seed=3, species="carnomorphs")
    state.first_intruder_seen = True
    state.pending = None
    state.stack.clear()
    return state


def resolve(state: State, effect: str) -> list:
    """Resolve the effect of the first Event card printing it (its movement already done) and what it queues;
    returns the log entries."""
    card = next(c for _id, c in sorted(cat(state).events.items()) if c.effect == effect)
    start = len(state.log)
    EFFECTS[effect](state, card)
    run(state)
    return state.log[start:]


def figures_on_board(state: State) -> list[tuple[str, str]]:
    return sorted((i.room, i.kind) for i in state.intruders)


def tokens(state: State, pile: list[str], kind: str) -> int:
    return sum(1 for t in pile if cat(state).intruder_tokens[t][0] == kind)


def stack_deck(state: State, seat: int, *cards: str) -> None:
    """The seat's Action deck is exactly these cards, the first named on top."""
    state.characters[seat].deck = list(reversed(cards))


def mutate(state: State, seat: int, markers: int = 0) -> None:
    """The seat already holds a Mutation card, with this many Mutation markers."""
    c = carno(state)
    c.held[seat], c.mutation_markers[seat] = "bone_spurs", markers


def mutations(state: State) -> list[tuple[bool, int]]:
    """Each seat's (holds a Mutation card, Mutation markers)."""
    return [(mutation.holds_card(state, ch), mutation.markers(state, ch)) for ch in state.characters]


def contamination(state: State, infected: bool) -> str:
    """A Contamination card out of the deck, INFECTED or not."""
    card = next(c for c in state.contamination_deck if (c in state.infected) == infected)
    state.contamination_deck.remove(card)
    return card


def test_every_effect_key_of_the_deck_has_an_effect():
    from engine.species.carnomorphs.content import EVENT_EFFECT_KEYS
    from engine.species.carnomorphs.plugin import PLUGIN

    # the species' own deck's effects, and the Facility's of the Event deck for Lockdown (lockdown_events.py)
    assert sorted(PLUGIN.hooks[hooks.Hook.EVENT_EFFECTS]) == sorted(EVENT_EFFECT_KEYS)


def test_the_event_step_resolves_a_carnomorph_card_after_its_movement_and_discards_it():
    state = crew()
    put_intruder(state, "shambler", ARMORY)  # Growl moves Shamblers through corridor 3 first: K15 to R13
    top(state.event_deck, "growl")
    log = step(state, "ev_event_card")
    assert not entries(log, "not_implemented")
    assert figures_on_board(state) == [(COMMS, "shambler")]
    assert state.noise == ["K15", "K19", "K20"]
    assert state.event_discard[-1] == "growl"


@pytest.mark.rule("CARN-SYM-04")
def test_the_butcher_stays_out_of_the_technical_corridor_the_card_points_at_then_stalks():
    state = crew()
    butcher = put_intruder(state, "butcher", LAB)  # Stalking's corridor 4 from the Laboratory is technical
    top(state.event_deck, "stalking_2")
    step(state, "ev_event_card")
    assert butcher in state.intruders and butcher.room == CANTEEN  # stayed, then stalked next door
    assert tokens(state, state.bag, "butcher") == 0


# --- Rampant Mutation ----------------------------------------------------------------------------------------

@pytest.mark.rule("CARN-MUTM-02", "CARN-MUTM-03")
def test_rampant_mutation_draws_4_cards_each_scans_them_and_an_infected_one_brings_a_mutation():
    state = crew()
    mutate(state, 1)  # the Scout already mutated: a marker for it
    sick, clean = contamination(state, True), contamination(state, False)
    soldier, scout = state.characters
    hands = [list(soldier.hand), list(scout.hand)]
    stack_deck(state, 0, "soldier_rest", clean, "soldier_search_1", "soldier_search_2", "soldier_taking_aim")
    stack_deck(state, 1, "scout_a", sick, "scout_b", "scout_c", "scout_d")
    log = resolve(state, "rampant_mutation")
    assert [soldier.hand, scout.hand] == hands  # nothing drawn stays in hand
    assert sorted(soldier.discard) == sorted(["soldier_rest", clean, "soldier_search_1", "soldier_search_2"])
    assert soldier.deck == ["soldier_taking_aim"] and len(scout.discard) == 4 and sick in scout.discard
    assert mutations(state) == [(False, 0), (True, 1)]  # clean: nothing for the Soldier
    assert [(e.args["seat"], e.args["infected"]) for e in entries(log, "scanned")] == [(0, 0), (1, 1)]
    assert state.pending is None


@pytest.mark.rule("CARN-MUTM-02", "CARN-MUTC-02")
def test_rampant_mutation_gives_a_character_without_a_mutation_a_card_each_in_turn_order():
    state = crew()
    stack_deck(state, 0, contamination(state, True), "soldier_rest", "soldier_search_1", "soldier_search_2")
    stack_deck(state, 1, contamination(state, True), "scout_a", "scout_b", "scout_c")
    resolve(state, "rampant_mutation")
    assert state.pending.seat == 0 and state.pending.resume == "mutation_kept"  # the Soldier keeps 1 of 2 first
    choose(state, "keep", state.pending.options[0].args[0])
    assert mutations(state) == [(True, 0), (False, 0)] and state.pending.seat == 1  # then the Scout picks
    choose(state, "keep", state.pending.options[0].args[0])
    assert mutations(state) == [(True, 0), (True, 0)]
    assert len(carno(state).mutation_deck) == 12 - 2


@pytest.mark.rule("PUB-DRAW-03")
def test_rampant_mutation_reshuffles_the_discard_pile_when_the_deck_runs_short():
    state = crew()
    soldier = state.characters[0]
    stack_deck(state, 0, "soldier_rest", "soldier_search_1")
    soldier.discard = ["soldier_search_2", "soldier_taking_aim", "soldier_interruption"]
    log = resolve(state, "rampant_mutation")
    assert entries(log, "action_deck_reshuffled")[0].args["seat"] == 0
    assert len(soldier.deck) == 1 and len(soldier.discard) == 4 and len(soldier.hand) == 5


@pytest.mark.rule("CARN-MUTM-04")
def test_rampant_mutation_kills_with_the_fourth_marker_and_leaves_a_shambler():
    state = crew()
    mutate(state, 0, markers=3)
    stack_deck(state, 0, contamination(state, True), "soldier_rest", "soldier_search_1", "soldier_search_2")
    resolve(state, "rampant_mutation")
    assert state.characters[0].status == "dead"
    assert (CANTEEN, "shambler") in figures_on_board(state)


# --- Reawakening ---------------------------------------------------------------------------------------------

@pytest.mark.rule("CARN-ADAPT-04", "PUB-INTRUDER-02")
def test_reawakening_raises_one_shambler_per_carcass_room_and_one_beside_a_character_attacks():
    state = crew()
    state.objects = {CANTEEN: ["carcass"], STORAGE: ["carcass"], ARMORY: ["carcass", "carcass"]}
    state.characters[1].heavy = ["carcass"]  # carried: it does not rise
    state.characters[0].hand = state.characters[0].hand[:3]  # the Soldier has fewest cards: the target
    top(state.attack_deck, "slash_1")
    log = resolve(state, "reawakening")
    assert figures_on_board(state) == [(CANTEEN, "shambler"), (STORAGE, "shambler"), (ARMORY, "shambler")]
    assert state.objects == {CANTEEN: [], STORAGE: [], ARMORY: ["carcass"]}
    assert state.characters[1].heavy == ["carcass"]
    assert state.weaknesses["shambler"] in state.revealed_weaknesses  # its first appearance (CARN-ADAPT-04)
    (attack,) = entries(log, "intruder_attacks")
    assert attack.args["seat"] == 0 and attack.args["reason"] == "reawakening"
    assert state.characters[0].light_wounds == 1 and state.characters[1].light_wounds == 0


def test_reawakening_leaves_the_carcass_when_no_shambler_figure_is_left():
    state = crew()
    for _ in range(8):
        put_intruder(state, "shambler", STORAGE)
    state.objects = {ARMORY: ["carcass"]}
    resolve(state, "reawakening")
    assert state.objects == {ARMORY: ["carcass"]}
    assert len(state.intruders) == 8 and all(i.room == STORAGE for i in state.intruders)


# --- Lurking -------------------------------------------------------------------------------------------------

def test_lurking_sends_every_carnomorph_but_metagorgers_out_of_sight_back_into_the_bag():
    state = crew()
    put_intruder(state, "shambler", CANTEEN)  # with the crew: stays
    put_intruder(state, "metagorger", STORAGE)  # a Metagorger: stays
    for kind, room in (("shambler", STORAGE), ("fleshbeast", ARMORY), ("butcher", COMMS)):
        put_intruder(state, kind, room)
    before = {k: tokens(state, state.bag, k) for k in ("shambler", "fleshbeast", "butcher")}
    resolve(state, "lurking")
    assert figures_on_board(state) == [(CANTEEN, "shambler"), (STORAGE, "metagorger")]
    assert {k: tokens(state, state.bag, k) - n for k, n in before.items()} == {
        "shambler": 1, "fleshbeast": 1, "butcher": 1}
    assert not carno(state).butcher_killed  # it only hides: it can come again


# --- Stalking ------------------------------------------------------------------------------------------------

def test_stalking_brings_shamblers_fleshbeasts_and_the_butcher_next_door_to_the_crew():
    state = crew()
    put_intruder(state, "shambler", HATCH)
    put_intruder(state, "metagorger", HATCH)  # Metagorgers do not stalk
    put_intruder(state, "fleshbeast", LAB)
    put_intruder(state, "butcher", HIB)
    put_intruder(state, "shambler", STORAGE)  # no character next door: stays
    resolve(state, "stalking")
    assert figures_on_board(state) == [(CANTEEN, "butcher"), (CANTEEN, "fleshbeast"), (CANTEEN, "shambler"),
                                       (HATCH, "metagorger"), (STORAGE, "shambler")]


def test_stalking_goes_to_the_lowest_numbered_room_and_a_closed_door_stops_it():
    state = crew()
    state.characters[1].room = COMMAND  # the Hatch Control lies between the Canteen (R06) and R08
    put_intruder(state, "shambler", HATCH)
    put_intruder(state, "shambler", STORAGE)  # next to R08 only, through K12
    state.doors["K12"] = "closed"
    put_intruder(state, "shambler", COMMAND)  # already with a character: stays
    resolve(state, "stalking")
    assert figures_on_board(state) == [(CANTEEN, "shambler"), (COMMAND, "shambler"), (STORAGE, "shambler")]
    assert state.doors["K12"] == "destroyed"


# --- Airlock Procedure Glitch --------------------------------------------------------------------------------

def test_airlock_glitch_seals_the_highest_numbered_explored_yellow_room():
    state = crew()
    state.explored[GENERATOR] = False  # face down: its colour is nobody's to know
    assert hooks.service(state, "start_airlock") is not None
    resolve(state, "airlock_glitch")
    assert all(state.doors.get(k) == "closed" for k in corridors_of(state, FIRE_CONTROL, with_tech=False))
    assert FIRE_CONTROL in ship_state(state).airlocks


# --- Generator Overload --------------------------------------------------------------------------------------

@pytest.mark.parametrize("malfunctions, started", [(2, False), (3, True)])
def test_generator_overload_starts_the_self_destruct_from_3_malfunctions(malfunctions, started):
    state = crew()
    state.malfunction = [CANTEEN, HATCH, COMMAND][:malfunctions]
    resolve(state, "generator_overload")
    assert (ship_state(state).self_destruct >= 0) == started


# --- Marked Prey ---------------------------------------------------------------------------------------------

@pytest.mark.rule("CARN-TERM-02", "CARN-FEED-14")
def test_marked_prey_slimes_everyone_carrying_or_beside_a_heavy_object():
    state = crew("soldier", "scout", "pilot", "captain")
    _soldier, scout, pilot, captain = state.characters
    state.objects = {CANTEEN: ["corpse_blue"]}  # the Soldier stands beside it
    scout.room, scout.heavy = COMMS, ["egg"]
    pilot.room = NEST  # the Nest's Eggs on the Carnomorph board
    captain.room = HATCH
    resolve(state, "marked_prey")
    assert [c.slime for c in state.characters] == [True, True, True, False]


# --- Evacuation Hatches Jam ----------------------------------------------------------------------------------

def test_evacuation_hatches_jam_puts_a_malfunction_in_both_explored_evacuation_sections():
    state = crew()
    resolve(state, "evacuation_hatches_jam")
    assert state.malfunction == [EVAC_A, EVAC_B]
    state = crew()
    state.explored[EVAC_B] = False
    resolve(state, "evacuation_hatches_jam")
    assert state.malfunction == [EVAC_A]


# --- Quarantine Procedure ------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-DOOR-02")
def test_quarantine_closes_every_door_around_a_slimed_character_and_a_destroyed_one_stays_destroyed():
    state = crew()
    state.characters[0].slime = True
    state.characters[1].room = COMMS  # not slimed
    state.doors = {"K09": "destroyed"}
    resolve(state, "quarantine_procedure")
    assert state.doors == {"K04": "closed", "K07": "closed", "K09": "destroyed", "K10": "closed"}


# --- Growl ---------------------------------------------------------------------------------------------------

def test_growl_puts_noise_in_every_corridor_of_each_room_with_a_carnomorph_technical_too():
    state = crew()
    put_intruder(state, "metagorger", STORAGE)
    put_intruder(state, "shambler", STORAGE)
    put_intruder(state, "butcher", ARMORY)
    resolve(state, "growl")
    assert sorted(state.noise) == sorted(["K12", "K14", TECH, "K08", "K15"])


# --- Scavenging Biomatter ------------------------------------------------------------------------------------

def test_scavenging_biomatter_draws_all_but_the_butcher_to_the_lowest_numbered_room_with_a_heavy_object():
    state = crew(room=HIB)
    state.objects = {HATCH: ["carcass"]}
    state.characters[1].room, state.characters[1].heavy = LAB, ["egg"]  # carried: R05 counts, below R07
    put_intruder(state, "metagorger", CANTEEN)
    put_intruder(state, "shambler", CANTEEN)
    put_intruder(state, "butcher", CANTEEN)  # never scavenges
    put_intruder(state, "fleshbeast", COMMAND)  # next to the Carcass in R07 only
    put_intruder(state, "shambler", COMMS)  # no Heavy Object next door
    resolve(state, "scavenging_biomatter")
    assert figures_on_board(state) == [(LAB, "metagorger"), (LAB, "shambler"), (CANTEEN, "butcher"),
                                       (HATCH, "fleshbeast"), (COMMS, "shambler")]


@pytest.mark.rule("CARN-FEED-14")
def test_scavenging_biomatter_smells_the_nest_eggs_and_leaves_carnomorphs_in_combat_where_they_are():
    state = crew(room=CANTEEN)
    state.objects = {HATCH: ["corpse_blue"]}
    put_intruder(state, "shambler", CANTEEN)  # in combat
    put_intruder(state, "metagorger", STORAGE)  # next to the Nest and its Eggs
    resolve(state, "scavenging_biomatter")
    assert figures_on_board(state) == [(CANTEEN, "shambler"), (NEST, "metagorger")]


# --- Structural Weakness -------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-MALF-03")
def test_structural_weakness_puts_a_malfunction_in_every_explored_white_room_once():
    state = crew()
    state.explored[CABINS] = False
    state.malfunction = [HATCH]
    resolve(state, "structural_weakness")
    assert state.malfunction == [EVAC_A, EVAC_B, HATCH]


# --- Emergency Protocol Failure ------------------------------------------------------------------------------

def test_emergency_protocol_failure_loses_the_highest_numbered_pod_of_section_b():
    state = crew("soldier", "scout", "pilot", "captain", "mechanic")
    ship_state(state).pods = [Pod(1, "A"), Pod(2, "B"), Pod(3, "A"), Pod(4, "B")]
    assert hooks.service(state, "remove_pod") is not None
    resolve(state, "emergency_protocol_failure")
    assert [p.number for p in ship_state(state).pods] == [1, 2, 3]


# --- Chemical Fire -------------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-FIRE-11")
def test_chemical_fire_moves_the_highest_numbered_fire_into_its_open_neighbours_and_leaves_a_malfunction():
    state = crew()
    state.fire = [CANTEEN, COMMS]
    state.doors = {"K20": "closed"}  # R19 stays cold
    resolve(state, "chemical_fire")
    assert state.fire == [CANTEEN, ARMORY, CABINS]
    assert state.malfunction == [COMMS]


def test_chemical_fire_does_nothing_without_a_fire():
    state = crew()
    log = resolve(state, "chemical_fire")
    assert state.fire == [] and state.malfunction == [] and entries(log, "chemical_fire_none")


# --- Ammunition Meltdown -------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-FIRE-11")
def test_ammunition_meltdown_empties_the_lowest_red_room_and_sets_it_and_its_open_neighbours_on_fire():
    state = crew()
    state.item_counters[COMMAND] = 3
    state.doors = {"K12": "closed"}  # the Storage stays cold
    resolve(state, "ammunition_meltdown")
    assert state.item_counters[COMMAND] == 0
    assert state.fire == [EVAC_B, HATCH, COMMAND, HIB]


def test_ammunition_meltdown_reads_only_explored_rooms():
    state = crew()
    state.explored[COMMAND] = False
    state.item_counters[STORAGE] = 2
    resolve(state, "ammunition_meltdown")
    assert state.item_counters[STORAGE] == 0 and state.item_counters[COMMAND] == 0  # it had none to lose
    assert state.fire == [COMMAND, STORAGE, NEST]


# --- Beast on the Prowl --------------------------------------------------------------------------------------

def test_beast_on_the_prowl_brings_a_lone_butcher_to_the_first_slimed_character_in_turn_order():
    state = crew("soldier", "scout", "pilot")
    state.characters[1].room, state.characters[1].slime = COMMS, True
    state.characters[2].room, state.characters[2].slime = HATCH, True
    put_intruder(state, "butcher", STORAGE)
    resolve(state, "beast_on_the_prowl")
    assert figures_on_board(state) == [(COMMS, "butcher")]


def test_beast_on_the_prowl_leaves_a_butcher_with_a_character_where_it_is():
    state = crew()
    state.characters[1].room, state.characters[1].slime = COMMS, True
    put_intruder(state, "butcher", CANTEEN)
    resolve(state, "beast_on_the_prowl")
    assert figures_on_board(state) == [(CANTEEN, "butcher")]


@pytest.mark.rule("PUB-NOISE-10")
def test_without_the_butcher_aboard_every_slimed_character_rolls_for_noise_even_in_combat(script):
    state = crew("soldier", "scout", "pilot")
    state.characters[0].slime = True
    put_intruder(state, "metagorger", CANTEEN)  # the Soldier is in combat, and still rolls
    state.characters[1].room = COMMS  # no Slime: no roll
    state.characters[2].room, state.characters[2].slime = HATCH, True
    script.rolls("1", "2")
    log = resolve(state, "beast_on_the_prowl")
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [0, 2]
