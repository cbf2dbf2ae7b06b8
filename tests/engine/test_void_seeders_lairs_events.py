"""Lairs, Void Seeder injuries, attacks and movement, and the Event phase as a Void Seeders player sees them on
the board (VS-LAI, VS-INJ, VS-ATK, VS-MOV, VS-EVT, VS-LRK, VS-BAG): the Lair's end-of-turn Noise roll, its
destruction and Carcass, Retreats through Closed Doors, the Lurk step (checked against the digest's reference
algorithm, §11) and bag development. The injury table's arithmetic alone is test_void_seeders_injury.py's."""

from __future__ import annotations

import pytest

from engine import api, rng
from engine.catalog import cat, opt
from engine.maps.nemesis_ship.rooms import airlock_check
from engine.maps.nemesis_ship.state import ship_state
from engine.rules.board import corridor_for_number, other_end
from engine.rules.injury import injure_and_check
from engine.species.void_seeders.state import void
from engine.state import State
from tests.engine.board_helpers import set_token
from tests.engine.combat_helpers import Draws
from tests.engine.factories import (
    act,
    choose,
    entries,
    place,
    put_intruder,
    reask,
    set_bag,
    set_hand,
    stack_attack,
    step,
    top,
)
from tests.engine.item_helpers import game, give
from tests.engine.room_helpers import use_room

# The fixed board of combat_helpers.LAYOUT (every tile up):
HIB = "R11"  # Hibernatorium: K10 -> R06, K13 -> R08, K16 -> R14, K17 -> R15
CANTEEN = "R06"  # K04 -> R02, K07 -> R05, K09 -> R07, K10 -> R11; no Technical Corridor entrance
HATCH = "R07"  # K05 -> R03, K09 -> R06, K11 -> R08
COMMAND = "R08"  # K06 -> R04, K11 -> R07, K12 -> R09, K13 -> R11
STORAGE = "R09"  # K12 -> R08, K14 -> R12, and a Technical Corridor entrance
COMMS = "R13"  # K15 -> R10, K19 -> R14, K20 -> R19; yellow, no Technical Corridor entrance
CABINS = "R14"  # K16 -> R11, K19 -> R13, K21 -> R17
EMERGENCY = "R16"  # K18 -> R12, K22 -> R15, K24 -> R21
SEEDERS = ("lurker", "whisperer", "stalker", "despoiler")  # the Void Seeder types; a Lair is none
SAFE_CARDS = ("despoil", "claw_2", "rend", "claw_1", "stare", "psychic_lash")  # blood 6, 5, 5, 4, 4, 4; no Retreat


@pytest.fixture
def draws(monkeypatch):
    return Draws(monkeypatch)


def crew(*characters: str, room: str = HIB) -> State:
    """A Void Seeders game on the fixed board, every character in `room` with 5 Action cards (no Interruption)
    at Insanity 1, the first Void Seeder already seen, and no Slime room."""
    state = game(*(characters or ("soldier", "scout")), room=room, seed=3, species="void_seeders")
    state.first_intruder_seen = True
    state.tiles["R15"] = "shower_room"
    state.pending = None
    state.stack.clear()
    return state



def level(state: State, seat: int) -> int:
    return void(state).madness[seat]


def figures(state: State) -> list[tuple[str, str]]:
    return sorted((i.kind, i.room) for i in state.intruders)


def carcasses(state: State) -> int:
    return sum(objs.count("carcass") for objs in state.objects.values())


def tokens_of(state: State, pile: list[str], kind: str) -> list[str]:
    return sorted(t for t in pile if cat(state).intruder_tokens[t][0] == kind)


def event_card_for(state: State, room: str, corridor: str) -> str:
    """An Event card whose number leads out of `room` through `corridor`."""
    return next(c for c, e in sorted(cat(state).events.items())
                if corridor_for_number(state, room, e.corridor) == corridor)


def number_of(state: State, room: str, corridor: str) -> str:
    """The Noise die face that names `corridor` from `room`."""
    return next(str(n) for n in range(1, 5) if corridor_for_number(state, room, n) == corridor)


# --- Lairs appear, and put the characters with them in Combat (VS-LAI-02..05) ---------------------------------


@pytest.mark.rule("VS-LAI-04")
def test_a_lair_exploration_token_raises_a_lair_and_the_move_makes_no_noise_roll(script):
    state = crew()
    set_token(state, CANTEEN, "lair")
    reask(state, 0)

    log = act(state, "move", CANTEEN, "K10")  # the script fails on any die roll

    assert figures(state) == [("lair", CANTEEN)]
    assert [e.args["room"] for e in entries(log, "lair_found")] == [CANTEEN]
    assert not entries(log, "noise_roll") and state.noise == []
    assert state.explored[CANTEEN] and state.characters[0].room == CANTEEN


@pytest.mark.rule("VS-LAI-05")
def test_a_character_with_a_lair_is_in_combat_entering_makes_no_noise_and_leaving_is_an_escape(script):
    state = crew()
    put_intruder(state, "lair", CANTEEN)
    deck = list(state.attack_deck)
    reask(state, 0)

    log = act(state, "move", CANTEEN, "K10")  # no Noise roll into a room with a Lair (the script allows none)
    assert [e.args["room"] for e in entries(log, "no_noise_roll")] == [CANTEEN]

    script.rolls("silence")  # the Noise roll on arriving in the empty Hatch Control
    log = act(state, "move", HATCH, "K09")

    assert [e.args["attackers"] for e in entries(log, "escape")] == [1]
    assert not entries(log, "intruder_attacks") and state.attack_deck == deck  # a Lair makes no attack
    assert state.characters[0].room == HATCH and [e.args["room"] for e in entries(log, "noise_roll")] == [HATCH]


@pytest.mark.rule("VS-LAI-02")
def test_a_grenade_can_target_a_lair_like_any_intruder():
    state = crew(room=CANTEEN)
    lair = put_intruder(state, "lair", HATCH)  # through the open door K09
    give(state, 0, "grenade_1")
    stack_attack(state, "despoil", "claw_2")  # higher blood 6: the Lair holds
    reask(state, 0)
    offered = [o.args[1:] for o in state.pending.options if o.kind == "item" and o.args[0] == "grenade_1"]
    assert ("throw", HATCH, str(lair.id)) in offered

    log = act(state, "item", "grenade_1", "throw", HATCH, str(lair.id))

    assert lair.injuries == 2 and lair in state.intruders
    assert [(e.args["kind"], e.args["injuries"]) for e in entries(log, "injury_check")] == [("lair", 2)]


# --- The Lair's end-of-turn Noise roll (VS-LAI-06..08) ----------------------------------------------------------


@pytest.mark.rule("VS-LAI-06")
def test_like_fire_a_lair_acts_when_a_character_ends_its_turn_there_even_by_passing(script):
    state = crew(room=CANTEEN)
    put_intruder(state, "lair", CANTEEN)
    state.fire = [CANTEEN]
    reask(state, 0)
    script.rolls(number_of(state, CANTEEN, "K09"))

    log = list(api.apply(state, api.Choice("pass")))
    log += choose(state, "keep")

    assert state.characters[0].light_wounds == 1  # the Fire's end-of-turn effect...
    assert [e.args["seat"] for e in entries(log, "lair_noise_roll")] == [0]  # ...and the Lair's, at the same moment
    assert state.noise == ["K09"]


@pytest.mark.rule("VS-LAI-07")
def test_every_turn_ended_in_a_lair_room_brings_a_noise_roll_and_only_there(script):
    state = crew(room=CANTEEN)
    put_intruder(state, "lair", CANTEEN)
    place(state, 1, HATCH)  # no Lair in Hatch Control
    script.rolls(number_of(state, CANTEEN, "K09"), number_of(state, CANTEEN, "K10"))

    step(state, "end_round", 1)  # no roll (the script would fail)
    first = step(state, "end_round", 0)
    second = step(state, "end_round", 0)

    assert [(e.args["seat"], e.args["room"]) for e in entries(first + second, "noise_roll")] == [(0, CANTEEN)] * 2
    assert state.noise == ["K09", "K10"]


@pytest.mark.rule("VS-LAI-08")
def test_the_lair_roll_is_the_only_noise_roll_a_character_in_combat_makes(script):
    state = crew(room=CANTEEN)
    put_intruder(state, "lair", CANTEEN)
    put_intruder(state, "whisperer", CANTEEN)  # seat 0: in Combat with a Void Seeder and a Lair
    place(state, 1, HATCH)
    put_intruder(state, "whisperer", HATCH)  # seat 1: in Combat, no Lair
    set_bag(state, "void_seeder_4")  # bag development: everyone rolls, except in Combat

    log = step(state, "ev_bag")
    assert sorted(e.args["seat"] for e in entries(log, "noise_roll_skipped")) == [0, 1]
    assert not entries(log, "noise_roll")

    step(state, "end_round", 1)  # in Combat without a Lair: no roll
    script.rolls(number_of(state, CANTEEN, "K04"))
    log = step(state, "end_round", 0)

    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [0] and state.noise == ["K04"]


# --- Lairs destroyed (VS-LAI-14..17, VS-LAI-20) ----------------------------------------------------------------


@pytest.mark.rule("VS-LAI-15", "VS-LAI-16", "VS-LAI-17")
def test_fire_injures_a_lair_in_the_fire_step_and_a_destroyed_lair_leaves_a_carcass_and_fills_a_slot():
    state = crew()
    state.fire = [COMMS, CANTEEN]
    doomed = put_intruder(state, "lair", COMMS, injuries=3)
    holding = put_intruder(state, "lair", CANTEEN, injuries=3)
    # rooms in number order: the Canteen's Lair draws a higher value of 5 (> 4 Injuries), the Comms Room's a 4
    stack_attack(state, "claw_2", "glimpse_2", "claw_1", "glimpse_1")

    log = step(state, "ev_fire")

    assert holding in state.intruders and holding.injuries == 4
    assert doomed not in state.intruders
    assert state.objects.get(COMMS) == ["carcass"] and "carcass" not in state.objects.get(CANTEEN, [])
    assert void(state).lairs_destroyed == 1
    assert [(e.args["filled"], e.args["slots"]) for e in entries(log, "lair_slot_filled")] == [
        (1, opt(state, "destroyed_lair_slots"))]


@pytest.mark.rule("VS-LAI-14")
def test_emergency_depressurisation_destroys_a_lair_but_not_the_despoiler():
    state = crew(room=CANTEEN)
    state.tiles[CABINS] = "airlock_control"
    lair = put_intruder(state, "lair", COMMS)
    whisperer = put_intruder(state, "whisperer", COMMS)
    despoiler = put_intruder(state, "despoiler", COMMS)
    use_room(state, 0, CABINS, COMMS)  # seals the yellow Comms Room: every door closed
    in_bag = len(state.bag)

    start = len(state.log)
    airlock_check(state)  # the end of the Player phase
    log = state.log[start:]

    assert entries(log, "airlock_vented")
    assert lair not in state.intruders and state.objects.get(COMMS) == ["carcass"]  # only the Lair leaves one
    assert void(state).lairs_destroyed == 1
    assert whisperer not in state.intruders and len(state.bag) == in_bag + 1  # defeated (VS-INJ-07)
    assert despoiler in state.intruders and despoiler.injuries == 0  # PROPOSED VS-GAP-24


@pytest.mark.rule("VS-LAI-20")
def test_only_destroyed_lairs_leave_carcasses_one_each():
    state = crew(room=CANTEEN)
    seeders = [put_intruder(state, kind, room) for kind, room in
               (("lurker", HATCH), ("whisperer", COMMAND), ("stalker", STORAGE))]
    lairs = [put_intruder(state, "lair", room) for room in (COMMS, CABINS, EMERGENCY)]

    # each Void Seeder meets its death condition: Lurker lower 1, Whisperer 1, Stalker higher 2
    stack_attack(state, "glimpse_1", "despoil", "fading_touch", "haunting_vision_1", "glimpse_2")
    for seeder, injuries in zip(seeders, (1, 1, 2), strict=True):
        injure_and_check(state, seeder, injuries, "PUB-COMBAT-05")
    assert not any(i in state.intruders for i in seeders) and carcasses(state) == 0

    for n, lair in enumerate(lairs, start=1):
        stack_attack(state, *SAFE_CARDS[:2])  # the higher value is 6: 6 Injuries destroy it
        injure_and_check(state, lair, 6, "PUB-COMBAT-05")
        assert carcasses(state) == n == void(state).lairs_destroyed
    assert sorted(r for r, objs in state.objects.items() if "carcass" in objs) == sorted([COMMS, CABINS, EMERGENCY])


# --- Retreat and movement (VS-INJ-08, VS-MOV-02/03) -------------------------------------------------------------


@pytest.mark.rule("VS-INJ-08")
def test_a_retreating_void_seeder_keeps_its_injuries_and_passes_a_closed_door_that_stays_closed():
    state = crew(room=HATCH)
    whisperer = put_intruder(state, "whisperer", HATCH, injuries=1)
    state.doors["K09"] = "closed"
    top(state.event_deck, event_card_for(state, HATCH, "K09"))
    stack_attack(state, "flicker_1")  # Retreat

    start = len(state.log)
    injure_and_check(state, whisperer, 1, "PUB-COMBAT-05")
    log = state.log[start:]

    assert whisperer in state.intruders and whisperer.room == CANTEEN and whisperer.injuries == 2
    assert state.doors["K09"] == "closed"  # neither stopped nor broken (PROPOSED VS-GAP-17)
    assert [e.args["intruder"] for e in entries(log, "retreat")] == [whisperer.id]


@pytest.mark.rule("VS-MOV-03")
def test_event_and_danger_movement_follow_the_base_rules_through_closed_doors_that_stay_closed(script):
    state = crew(room=HIB)
    place(state, 1, STORAGE)
    wanderer = put_intruder(state, "lurker", CANTEEN)
    fighting = put_intruder(state, "lurker", STORAGE)  # in Combat: Event movement leaves it (PUB-INTRUDER-08)
    number = cat(state).events["echoes"].corridor  # moves Lurkers
    corridor = corridor_for_number(state, CANTEEN, number)
    state.doors[corridor] = "closed"

    top(state.event_deck, "echoes")
    step(state, "ev_event_card")

    assert wanderer.room == other_end(state, corridor, CANTEEN) and state.doors[corridor] == "closed"
    assert fighting.room == STORAGE

    # Danger: the Lurker next door comes in through the Closed Door, which stays closed (PUB-NOISE-05)
    wanderer.room = CANTEEN
    state.doors["K10"] = "closed"
    script.rolls("danger")
    step(state, "noise_roll", 0)

    assert wanderer.room == HIB and state.doors["K10"] == "closed"


@pytest.mark.rule("VS-MOV-02")
def test_nothing_moves_a_lair_not_danger_not_an_event_not_a_retreat(script):
    state = crew(room=HIB)
    place(state, 1, HIB)
    lurker = put_intruder(state, "lurker", CANTEEN)
    beside = put_intruder(state, "lair", CANTEEN)
    far = put_intruder(state, "lair", HATCH)  # two rooms from the characters

    script.rolls("danger")
    step(state, "noise_roll", 0)
    assert lurker.room == HIB and beside.room == CANTEEN  # the Lurker came, the Lair did not

    top(state.event_deck, "herding")  # every Void Seeder not in Combat one room toward the nearest character
    step(state, "ev_event_card")
    assert far.room == HATCH and beside.room == CANTEEN

    events = list(state.event_deck)
    stack_attack(state, "flicker_1", "glimpse_1")  # a Retreat icon: the Lair holds, and stays
    start = len(state.log)
    injure_and_check(state, far, 1, "PUB-COMBAT-05")
    assert entries(state.log[start:], "lair_holds") and far.room == HATCH and state.event_deck == events


# --- Attacks (VS-ATK-03, VS-EVT-02/03) ---------------------------------------------------------------------------


@pytest.mark.rule("VS-ATK-03")
def test_a_surprise_attack_draws_no_attack_card_only_contamination_and_panic():
    state = crew(room=CANTEEN)
    set_hand(state, 0, [])
    token = max(tokens_of(state, state.bag + state.supply, "void_seeder"), key=lambda t: cat(state).intruder_tokens[t][1])
    set_bag(state, token)
    top(void(state).panic_deck, "sabotage")  # value 5: at Insanity 1 it only raises Insanity
    deck, discard = list(state.attack_deck), list(state.attack_discard)

    log = step(state, "encounter", CANTEEN, 0)

    assert entries(log, "surprise_attack") and figures(state) == [("lurker", CANTEEN)]
    assert state.attack_deck == deck and state.attack_discard == discard
    assert not entries(log, "attack_card") and not entries(log, "attack_missed")
    assert len([c for c in state.characters[0].discard if c.startswith("cont_")]) == 1  # face down (PUB-CONT-01)
    assert [e.args["card"] for e in entries(log, "panic_card")] == ["sabotage"] and level(state, 0) == 2


@pytest.mark.rule("VS-EVT-02")
def test_in_step_5_each_void_seeder_in_combat_attacks_under_the_base_rules():
    state = crew("soldier", "scout", "pilot")
    place(state, 0, CANTEEN)
    set_hand(state, 2, state.characters[2].hand[:2])  # the fewest cards in the Hibernatorium: the target
    lurker = put_intruder(state, "lurker", CANTEEN)
    put_intruder(state, "lurker", HATCH)  # no character there: no attack
    whisperer = put_intruder(state, "whisperer", HIB)
    stack_attack(state, "claw_1", "glimpse_1")  # the Canteen first: Claw shows no Lurker, a miss

    log = step(state, "ev_attacks")

    assert [e.args["intruder"] for e in entries(log, "intruder_attacks")] == [lurker.id, whisperer.id]
    assert [(e.args["card"], e.args["seat"]) for e in entries(log, "attack_missed")] == [("claw_1", 0)]
    assert [(e.args["card"], e.args["seat"]) for e in entries(log, "attack_card")] == [("glimpse_1", 2)]
    assert void(state).madness == [1, 1, 2]  # Glimpse: +1 Insanity to the target only


@pytest.mark.rule("VS-EVT-03")
def test_in_step_5_a_lair_does_not_attack():
    state = crew(room=CANTEEN)
    put_intruder(state, "lair", CANTEEN)
    deck = list(state.attack_deck)

    log = step(state, "ev_attacks")

    assert not entries(log, "intruder_attacks") and state.attack_deck == deck
    assert void(state).madness == [1, 1] and state.characters[0].light_wounds == 0


# --- The Event phase (VS-EVT-01, VS-EVT-04) ----------------------------------------------------------------------


@pytest.mark.rule("VS-EVT-01")
def test_step_4_moves_the_time_marker_and_a_running_self_destruct_one_space():
    state = crew()
    time = state.time
    ship_state(state).self_destruct = 1

    step(state, "ev_time")

    assert state.time == time + 1 and ship_state(state).self_destruct == 2

    ship_state(state).self_destruct = -1  # not running: it stays off
    step(state, "ev_time")
    assert state.time == time + 2 and ship_state(state).self_destruct == -1


@pytest.mark.rule("VS-EVT-04")
def test_fire_injures_each_void_seeder_and_lair_there_and_the_despoiler_only_checks_retreat():
    state = crew(room=CANTEEN)
    state.fire = [COMMS]
    despoiler = put_intruder(state, "despoiler", COMMS)
    lurker = put_intruder(state, "lurker", COMMS)
    lair = put_intruder(state, "lair", COMMS)
    elsewhere = put_intruder(state, "whisperer", HATCH)
    top(state.event_deck, event_card_for(state, COMMS, "K19"))  # the Despoiler's Retreat number
    stack_attack(state, "recoil", *SAFE_CARDS[:4])  # Despoiler 1 card (Retreat), Lurker 2, Lair 2
    discarded = len(state.attack_discard)

    log = step(state, "ev_fire")

    checked = [(e.args["kind"], e.args["cards"].count(",") + 1) for e in entries(log, "injury_check")]
    assert checked == [("despoiler", 1), ("lurker", 2), ("lair", 2)]
    assert len(state.attack_discard) == discarded + 5
    assert (despoiler.injuries, despoiler.room) == (0, CABINS)  # no Injury marker; it retreated
    assert (lurker.injuries, lair.injuries, elsewhere.injuries) == (1, 1, 0)
    assert lurker.room == lair.room == COMMS


@pytest.mark.rule("VS-EVT-01", "VS-LRK-01")
def test_the_event_phase_runs_time_attacks_fire_event_card_lurk_then_bag_development():
    state = crew(room=CANTEEN)
    state.characters[0].passed = state.characters[1].passed = True
    state.fire = [CANTEEN]
    put_intruder(state, "whisperer", CANTEEN)
    put_intruder(state, "lurker", COMMS)  # alone and far from everyone: it lurks
    stack_attack(state, "glimpse_1", "despoil")  # the attack, then the Whisperer's fire check (blood 6)
    top(state.event_deck, "eerie_calm")  # moves only Lurkers, through corridor 4
    set_bag(state, "blank_1")
    time = state.time

    log = step(state, "event_phase")

    steps = {"time_advanced": "time", "intruder_attacks": "attacks", "intruder_injured": "fire",
             "event_card": "event", "lurk": "lurk", "token_drawn": "bag"}
    seen = []
    for e in log:
        if e.kind in steps and steps[e.kind] not in seen:
            seen.append(steps[e.kind])
    assert seen == ["time", "attacks", "fire", "event", "lurk", "bag"]
    assert state.time == time + 1


# --- Step 8: Lurk (VS-LRK) -----------------------------------------------------------------------------------------


class Dice:
    """A seeded source for the random boards (engine.rng keeps its state in `rng`)."""

    def __init__(self, seed: int) -> None:
        self.rng = rng.seed_state(seed)

    def pick(self, items: list):
        return items[rng.below(self, len(items))]

    def sample(self, items: list, count: int) -> list:
        items = list(items)
        rng.shuffle(self, items)
        return items[:count]


def reference_lurk(state: State) -> tuple[list[str], set[str], set[int]]:
    """The digest's lurk_step (§11) on the arranged board: the lurking rooms, the Noise markers afterwards and the
    ids of the figures removed. A room lurks when it holds a Void Seeder, no character, and no character in any
    room joined to it by a corridor, whatever its door; Lairs are no Void Seeders and no characters."""
    c = cat(state)
    seeders = set(SEEDERS)
    occupied = {ch.room for ch in state.characters if ch.status == "aboard"}

    def neighbours(room: str) -> set[str]:
        return {other_end(state, k, room) for k in c.room_corridors[room]}

    rooms = sorted({i.room for i in state.intruders if i.kind in seeders
                    and i.room not in occupied and not neighbours(i.room) & occupied})
    noise = set(state.noise)
    for room in rooms:
        noise |= set(c.room_corridors[room]) | ({"TECH"} if c.rooms[room].tech else set())
    removed = {i.id for i in state.intruders if i.room in rooms and i.kind in seeders}
    return rooms, noise, removed


@pytest.mark.rule("VS-LRK-01", "VS-LRK-02", "VS-LRK-03")
def test_lurk_matches_the_digests_reference_algorithm_on_random_boards():
    removed_in_all = kept_in_all = 0
    for seed in range(30):
        rnd = Dice(seed)
        state = crew("soldier", "scout", "pilot")
        rooms = sorted(cat(state).room_corridors)
        corridors = sorted({k for ks in cat(state).room_corridors.values() for k in ks})
        for ch in state.characters:
            ch.room = rnd.pick(rooms)
            ch.status = rnd.pick(["aboard", "aboard", "aboard", "dead", "hibernating"])
        for _ in range(1 + rng.below(rnd, 7)):
            put_intruder(state, rnd.pick([*SEEDERS, "lair"]), rnd.pick(rooms), injuries=rng.below(rnd, 3))
        state.doors = dict.fromkeys(rnd.sample(corridors, 8), "closed")
        state.noise = sorted(rnd.sample([*corridors, "TECH"], 6))
        set_bag(state, "blank_1")  # the whole supply of Void Seeder tokens is left
        lurking, noise, removed = reference_lurk(state)
        before, doors = {i.id for i in state.intruders}, dict(state.doors)

        log = step(state, "ev_lurk")

        assert {i.id for i in state.intruders} == before - removed, seed
        assert state.noise == sorted(noise), seed  # one marker a corridor at most
        assert len(tokens_of(state, state.bag, "void_seeder")) == len(removed) and "blank_1" in state.bag, seed
        assert [e.args["rooms"] for e in entries(log, "lurk")] == [len(lurking)], seed
        assert not entries(log, "encounter") and not entries(log, "token_drawn") and state.doors == doors, seed
        removed_in_all += len(removed)
        kept_in_all += sum(1 for i in state.intruders if i.kind != "lair")
    assert removed_in_all and kept_in_all  # the boards tried both outcomes


@pytest.mark.rule("VS-LRK-01")
def test_lurk_spares_void_seeders_in_combat_or_next_to_a_character_even_through_a_closed_door():
    state = crew()
    place(state, 0, CANTEEN)  # seat 1 stays in the Hibernatorium
    in_combat = put_intruder(state, "whisperer", CANTEEN)
    next_door = put_intruder(state, "stalker", HATCH)  # the Canteen is a neighbour
    behind_door = put_intruder(state, "lurker", COMMAND)  # the Hibernatorium is a neighbour through K13...
    state.doors["K13"] = "closed"  # ...closed
    alone = put_intruder(state, "lurker", COMMS)  # R10, R14, R19: nobody there
    also_alone = put_intruder(state, "lurker", STORAGE)  # R08 (a Void Seeder, no character), R12

    step(state, "ev_lurk")

    assert in_combat in state.intruders and next_door in state.intruders and behind_door in state.intruders
    assert alone not in state.intruders and also_alone not in state.intruders


@pytest.mark.rule("VS-LRK-02")
def test_lurk_puts_noise_in_every_corridor_of_the_room_technical_too_but_never_a_second_marker():
    state = crew()
    put_intruder(state, "lurker", STORAGE)  # K12, K14 and a Technical Corridor entrance
    put_intruder(state, "lurker", COMMS)  # K15, K19, K20
    state.noise = ["K19"]
    set_bag(state, "void_seeder_4", "insanity_1")
    bag = list(state.bag)

    log = step(state, "ev_lurk")

    assert state.noise == sorted(["K12", "K14", "TECH", "K15", "K19", "K20"])
    assert [e.args["corridor"] for e in entries(log, "noise_placed")].count("K19") == 0
    assert not entries(log, "encounter") and not entries(log, "token_drawn")  # no Encounter for K19's marker
    assert set(bag) < set(state.bag)


@pytest.mark.rule("VS-LRK-04")
def test_the_stalker_and_the_despoiler_lurk_too_and_the_despoiler_can_appear_again():
    state = crew()
    place(state, 0, CANTEEN)
    put_intruder(state, "stalker", STORAGE)
    put_intruder(state, "despoiler", COMMS)
    set_bag(state, "blank_1")

    step(state, "ev_lurk")
    assert figures(state) == [] and len(tokens_of(state, state.bag, "void_seeder")) == 2

    void(state).madness = [5, 1]  # at Insanity 5 an Encounter calls for the Despoiler (PROPOSED VS-GAP-01)
    set_bag(state, "void_seeder_1")  # number 2: no Surprise Attack with 5 cards in hand
    step(state, "encounter", CANTEEN, 0)

    assert figures(state) == [("despoiler", CANTEEN)]


@pytest.mark.rule("VS-LRK-05")
def test_lurk_leaves_the_lairs_where_they_are_and_a_lair_alone_makes_no_noise():
    state = crew()
    lair_with_lurker = put_intruder(state, "lair", COMMS)
    lurker = put_intruder(state, "lurker", COMMS)
    lone_lair = put_intruder(state, "lair", EMERGENCY)  # K18, K22, K24
    set_bag(state, "blank_1")

    step(state, "ev_lurk")

    assert lurker not in state.intruders
    assert figures(state) == [("lair", COMMS), ("lair", EMERGENCY)]
    assert lair_with_lurker.room == COMMS and lone_lair.room == EMERGENCY
    assert not {"K18", "K22", "K24"} & set(state.noise) and {"K15", "K19", "K20"} <= set(state.noise)
    assert len(tokens_of(state, state.bag, "void_seeder")) == 1  # one token, for the Lurker only


@pytest.mark.rule("VS-LRK-06")
def test_a_void_seeder_that_lurks_away_loses_its_injuries_for_good():
    state = crew()
    place(state, 0, CANTEEN)
    for room in (HATCH, HIB, CANTEEN):
        put_intruder(state, "whisperer", room)  # three Whisperers stay on the board
    wounded = put_intruder(state, "whisperer", COMMS, injuries=2)  # the fourth and last one lurks

    step(state, "ev_lurk")
    assert wounded not in state.intruders

    void(state).madness = [3, 1]  # Insanity 3 calls for a Whisperer: the figure that lurked away
    place(state, 0, COMMAND)
    set_bag(state, "void_seeder_1")  # number 2: no Surprise Attack with 5 cards in hand
    step(state, "encounter", COMMAND, 0)

    (back,) = [i for i in state.intruders if i.room == COMMAND]
    assert back.kind == "whisperer" and back.injuries == 0


# --- Step 9: bag development (VS-BAG) ------------------------------------------------------------------------------


@pytest.mark.rule("VS-BAG-01", "VS-BAG-08")
def test_bag_development_draws_one_token_and_the_blank_goes_back_with_a_new_void_seeder_token(draws):
    state = crew()
    set_bag(state, "blank_1", "insanity_1", "insanity_2")
    supply = tokens_of(state, state.supply, "void_seeder")
    draws.next("blank_1")

    log = step(state, "ev_bag")

    assert [e.args["token"] for e in entries(log, "token_drawn")] == ["blank_1"]  # one token, no more
    assert {"blank_1", "insanity_1", "insanity_2"} < set(state.bag) and len(state.bag) == 4
    (added,) = tokens_of(state, state.bag, "void_seeder")
    assert added in supply and added not in state.supply
    assert void(state).madness == [1, 1]  # the Insanity tokens were not resolved


@pytest.mark.rule("VS-BAG-02", "VS-BAG-03")
def test_a_void_seeder_token_goes_back_and_everyone_not_in_combat_rolls_for_noise_in_turn_order(script):
    state = crew("soldier", "scout", "pilot", "captain")
    place(state, 0, CANTEEN)
    place(state, 1, HATCH)
    put_intruder(state, "lair", HATCH)  # seat 1: in Combat with a Lair
    place(state, 2, COMMAND)
    put_intruder(state, "lurker", COMMAND)  # seat 2: in Combat with a Void Seeder
    place(state, 3, COMMS)
    state.first_player = 3
    set_bag(state, "void_seeder_7")
    script.rolls("silence", "silence")

    log = step(state, "ev_bag")

    assert state.bag == ["void_seeder_7"]
    assert [e.args["seat"] for e in entries(log, "noise_roll")] == [3, 0]
    assert sorted(e.args["seat"] for e in entries(log, "noise_roll_skipped")) == [1, 2]


@pytest.mark.rule("VS-BAG-04")
@pytest.mark.parametrize("status", ["dead", "hibernating", "pod"])
def test_the_insanity_token_of_a_character_out_of_play_leaves_the_game_and_another_is_drawn(draws, status):
    state = crew()
    state.characters[1].status = status
    set_bag(state, "insanity_2", "insanity_1")
    top(void(state).panic_deck, "sabotage")  # value 5: whoever resolves it gains 1 Insanity
    draws.next("insanity_2", "insanity_1")

    log = step(state, "ev_bag")

    assert "insanity_2" in state.removed_tokens and "insanity_2" not in state.bag + state.supply
    assert [e.args["token"] for e in entries(log, "token_drawn")] == ["insanity_2", "insanity_1"]
    assert [e.args["seat"] for e in entries(log, "panic_card")] == [0]  # the redrawn token is resolved
    assert void(state).madness == [2, 1] and state.bag == ["insanity_1"]


@pytest.mark.rule("VS-BAG-05", "VS-BAG-06")
def test_an_active_characters_insanity_token_makes_that_character_resolve_a_panic_card_and_goes_back(draws):
    state = crew(room=CANTEEN)
    place(state, 1, COMMS)  # the token's owner, elsewhere
    set_bag(state, "insanity_2", "blank_1")
    top(void(state).panic_deck, "sabotage")
    draws.next("insanity_2")

    log = step(state, "ev_bag")

    assert [e.args["seat"] for e in entries(log, "panic_card")] == [1]
    assert void(state).madness == [1, 2]
    assert state.bag == ["blank_1", "insanity_2"] and "insanity_2" not in state.removed_tokens


@pytest.mark.rule("VS-LAI-09", "PUB-NOISE-05")
def test_a_danger_result_beside_a_lair_alone_puts_noise_in_every_corridor():
    """A Lair cannot come in on a Danger result, so it counts as no Intruder: Noise goes in every corridor."""
    from engine.rules.board import board_neighbours, corridors_of
    from engine.rules.noise import resolve_danger

    state = api.new_game({"seats": 1, "seed": 5, "mode": "solo", "characters": "scout", "species": "void_seeders"})
    room = state.characters[0].room
    state.pending, state.noise = None, []
    neighbour = sorted(board_neighbours(state, room))[0][1]
    lair = put_intruder(state, "lair", neighbour)
    resolve_danger(state, room, "PUB-NOISE-05")
    assert lair.room == neighbour  # nothing moves a Lair
    assert set(corridors_of(state, room)) <= set(state.noise)
