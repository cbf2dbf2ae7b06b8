"""Fighting Carnomorphs as the players see it at the table: the Metagorger's bite that draws no Attack card
(CARN-ATK-01..05), the Carnomorph Attack cards and each of their effects (CARN-ATK-06), the two-value injury check
and the Retreat (CARN-DMG-01..03), what each type leaves when killed and the Butcher that never returns
(CARN-DMG-04..07), Fire (CARN-DMG-08), the revealed Adaptations that change those rules (CARN-ADAPT-05, GAP-05),
the Laboratory's analysis that discards a revealed Adaptation (CARN-ADAPT-06..08) and the Objectives that read
those facts (CARN-OBJ-01..04)."""

from __future__ import annotations

import pytest

from engine import api
from engine.catalog import cat, opt
from engine.content.loader import TECH
from engine.look import board_look
from engine.maps.nemesis_ship.objectives import REQUIREMENTS
from engine.rules.board import corridor_for_number, other_end
from engine.rules.injury import injure_and_check
from engine.rules.objectives import objective_met
from engine.species.carnomorphs.state import carno
from engine.state import State
from tests.engine.carnomorph_helpers import reveal
from tests.engine.factories import entries, place, put_intruder, send_signal, set_bag, set_hand, stack_attack, step, top
from tests.engine.item_helpers import game
from tests.engine.room_helpers import room_options, use_room

# The fixed board of combat_helpers.LAYOUT (every tile up):
CANTEEN = "R06"  # 1 -> K09 (R07), 2 -> K10 (R11), 3 -> K07 (R05), 4 -> K04 (R02)
SURGERY = "R02"  # 1, 2 -> Technical Corridors
HIB = "R11"
LAB = "R05"
COMMS = "R13"
NEST = "R12"
ALL_FACES = ("metagorger", "shambler", "fleshbeast", "butcher")


def crew(room: str = CANTEEN) -> State:
    """A Carnomorphs game on the fixed, explored board: the Soldier and the Scout in `room` with 5 Action cards
    (no Interruption), nothing on the floor, the first Carnomorph already seen, nothing pending."""
    state = game("soldier", "scout", room=room, seed=3, species="carnomorphs")
    state.first_intruder_seen = True
    state.pending = None
    state.stack.clear()
    return state



def figures(state: State) -> list[tuple[str, str]]:
    return sorted((i.kind, i.room) for i in state.intruders)


def contamination(state: State, seat: int) -> int:
    ch = state.characters[seat]
    return sum(c.startswith("cont_") for c in ch.hand + ch.deck + ch.discard)


def bag_kinds(state: State) -> list[str]:
    return sorted(cat(state).intruder_tokens[t][0] for t in state.bag)


def hurt(state: State, intruder, amount: int = 1) -> list:
    """Give it `amount` Injuries and make its injury check, as a hit does; returns the log lines."""
    start = len(state.log)
    injure_and_check(state, intruder, amount, "PUB-COMBAT-05")
    return state.log[start:]


def event_card(state: State, number: int) -> str:
    return next(c for c, e in sorted(cat(state).events.items()) if e.corridor == number)


def wounds(state: State, seat: int, count: int) -> None:
    """`count` Serious Wounds, taken from the deck."""
    ch = state.characters[seat]
    ch.serious = [state.wound_deck.pop() for _ in range(count)]


def adaptation_chip(state: State) -> str:
    return next(c.text for c in board_look(api.view(state, 0)).chips if c.key == ("deck", "adaptations"))


# --- The Metagorger's bite (CARN-ATK-01..05) -----------------------------------------------------------------


@pytest.mark.rule("CARN-ATK-01", "CARN-ATK-02", "CARN-ATK-04", "CARN-ATK-05", "CARN-MUTC-02")
def test_a_metagorger_in_the_event_phase_draws_no_attack_card_and_bites_then_dissolves():
    state = crew()
    place(state, 1, HIB)
    meta = put_intruder(state, "metagorger", CANTEEN)
    set_bag(state)
    deck, discard = list(state.attack_deck), list(state.attack_discard)
    offered = sorted(carno(state).mutation_deck[-2:])  # the top two Mutation cards

    log = step(state, "ev_attacks")

    assert state.attack_deck == deck and state.attack_discard == discard  # no Attack card drawn
    assert not entries(log, "attack_card") and not entries(log, "attack_missed")
    assert [(e.args["seat"], e.args["intruder"]) for e in entries(log, "metagorger_bites")] == [(0, meta.id)]
    ch = state.characters[0]
    assert ch.light_wounds == 1 and contamination(state, 0) == 1
    assert bag_kinds(state) == ["shambler"]  # a Shambler token into the bag
    assert state.intruders == [] and [e.args["intruder"] for e in entries(log, "metagorger_spent")] == [meta.id]
    # the Mutation card: draw 2, keep 1
    assert state.pending.kind == "choose_option" and state.pending.seat == 0
    assert sorted(o.args[0] for o in state.pending.options) == offered
    assert {o.kind for o in state.pending.options} == {"keep"}
    kept, other = offered[0], offered[1]
    api.apply(state, api.Choice("keep", (kept,)))
    assert carno(state).held == [kept, ""] and not carno(state).face_up[0]
    assert other in carno(state).mutation_deck and len(carno(state).mutation_deck) == 11
    assert carno(state).mutation_markers == [0, 0]  # a card, not a marker


@pytest.mark.rule("CARN-ATK-03", "CARN-ATK-04", "CARN-MUTC-04")
def test_a_target_already_holding_a_mutation_card_gets_only_the_contamination_card_and_the_light_wound():
    state = crew()
    held = carno(state).mutation_deck.pop()
    carno(state).held[0] = held
    place(state, 1, HIB)
    set_bag(state)
    put_intruder(state, "metagorger", CANTEEN)
    deck = list(carno(state).mutation_deck)

    log = step(state, "ev_attacks")

    assert state.pending is None  # nothing to choose
    assert carno(state).held == [held, ""] and carno(state).mutation_deck == deck
    assert entries(log, "mutation_card_refused")
    assert state.characters[0].light_wounds == 1 and contamination(state, 0) == 1
    assert carno(state).mutation_markers == [0, 0]  # no marker either
    assert bag_kinds(state) == ["shambler"] and state.intruders == []


@pytest.mark.rule("CARN-ATK-04", "CARN-ATK-05")
def test_two_metagorgers_each_bite_add_a_shambler_token_and_leave():
    state = crew()
    for seat in (0, 1):
        carno(state).held[seat] = carno(state).mutation_deck.pop()  # no decision between the two bites
    put_intruder(state, "metagorger", CANTEEN)
    put_intruder(state, "metagorger", CANTEEN)
    set_bag(state)

    log = step(state, "ev_attacks")

    assert len(entries(log, "metagorger_bites")) == 2 and state.intruders == []
    assert bag_kinds(state) == ["shambler", "shambler"]
    assert sum(ch.light_wounds for ch in state.characters) == 2


# --- Attack cards (CARN-ATK-06, GAP-01) ----------------------------------------------------------------------


@pytest.mark.rule("CARN-ATK-06")
def test_a_shambler_misses_when_the_card_shows_no_shambler_symbol_and_hits_when_it_does():
    state = crew()
    shambler = put_intruder(state, "shambler", CANTEEN)
    stack_attack(state, "devour_1", "slash_1")  # Devour: the Butcher only; Slash: every non-Metagorger

    log = step(state, "intruder_attack", shambler.id, 0, "event")
    assert [e.args["card"] for e in entries(log, "attack_missed")] == ["devour_1"]
    assert state.characters[0].light_wounds == 0 and state.characters[0].serious == []

    log = step(state, "intruder_attack", shambler.id, 0, "event")
    assert [e.args["card"] for e in entries(log, "attack_card")] == ["slash_1"]
    assert state.characters[0].light_wounds == 1 and contamination(state, 0) == 1
    assert state.attack_discard[-2:] == ["devour_1", "slash_1"]


@pytest.mark.rule("CARN-ATK-06")
@pytest.mark.parametrize("serious", [0, 1])
def test_devour_kills_a_target_with_a_serious_wound_else_deals_one_and_the_butcher_sheds_its_injuries(serious):
    state = crew()
    wounds(state, 0, serious)
    butcher = put_intruder(state, "butcher", CANTEEN, injuries=3)
    stack_attack(state, "devour_2")

    step(state, "intruder_attack", butcher.id, 0, "event")

    ch = state.characters[0]
    if serious:
        assert ch.status == "dead" and "corpse_0" in state.objects[CANTEEN]
    else:
        assert ch.status == "aboard" and len(ch.serious) == 1
    assert butcher.injuries == 0


@pytest.mark.rule("CARN-ATK-06")
def test_spawn_puts_a_new_metagorger_in_the_room_and_slimes_the_target():
    state = crew()
    fleshbeast = put_intruder(state, "fleshbeast", CANTEEN)
    stack_attack(state, "spawn_1")

    log = step(state, "intruder_attack", fleshbeast.id, 0, "event")

    assert figures(state) == [("fleshbeast", CANTEEN), ("metagorger", CANTEEN)]
    assert state.characters[0].slime and not state.characters[1].slime
    assert not entries(log, "surprise_attack") and not entries(log, "metagorger_bites")  # it only arrives


@pytest.mark.rule("CARN-ATK-06")
def test_bash_deals_a_serious_wound_and_a_contamination_card():
    state = crew()
    butcher = put_intruder(state, "butcher", CANTEEN)
    stack_attack(state, "bash_1")

    step(state, "intruder_attack", butcher.id, 0, "event")

    ch = state.characters[0]
    assert len(ch.serious) == 1 and ch.light_wounds == 0 and contamination(state, 0) == 1


@pytest.mark.rule("CARN-ATK-06")
def test_regurgitate_slimes_the_target_gives_a_contamination_card_and_drops_a_carcass():
    state = crew()
    shambler = put_intruder(state, "shambler", CANTEEN)
    stack_attack(state, "regurgitate_1")

    step(state, "intruder_attack", shambler.id, 0, "event")

    assert state.characters[0].slime and contamination(state, 0) == 1
    assert state.objects[CANTEEN] == ["carcass"]


@pytest.mark.rule("CARN-ATK-06")
@pytest.mark.parametrize(("card", "light"), [("slash_2", 1), ("whiplash_1", 2)])
def test_slash_and_whiplash_deal_light_wounds_and_a_contamination_card(card, light):
    state = crew()
    fleshbeast = put_intruder(state, "fleshbeast", CANTEEN)
    stack_attack(state, card)

    step(state, "intruder_attack", fleshbeast.id, 0, "event")

    ch = state.characters[0]
    assert ch.light_wounds == light and ch.serious == [] and contamination(state, 0) == 1


@pytest.mark.rule("CARN-ATK-06")
@pytest.mark.parametrize(("serious", "dies"), [(0, False), (1, False), (2, True)])
def test_bite_kills_a_target_with_two_serious_wounds_else_deals_one(serious, dies):
    state = crew()
    wounds(state, 0, serious)
    shambler = put_intruder(state, "shambler", CANTEEN)
    stack_attack(state, "bite_1")

    step(state, "intruder_attack", shambler.id, 0, "event")

    ch = state.characters[0]
    assert (ch.status == "dead") is dies
    if not dies:
        assert len(ch.serious) == serious + 1


@pytest.mark.rule("CARN-ATK-06", "CARN-EVT-04")
def test_in_the_event_phase_every_carnomorph_with_a_character_attacks_once_the_fewest_cards_first():
    state = crew()
    set_hand(state, 1, state.characters[1].hand[:2])  # the Scout holds fewer cards: the target
    shambler = put_intruder(state, "shambler", CANTEEN)
    put_intruder(state, "fleshbeast", COMMS)  # nobody there: no attack
    stack_attack(state, "slash_1")

    log = step(state, "ev_attacks")

    assert [(e.args["intruder"], e.args["seat"]) for e in entries(log, "intruder_attacks")] == [(shambler.id, 1)]
    assert state.characters[1].light_wounds == 1 and state.characters[0].light_wounds == 0


# --- Injury checks (CARN-DMG-01..03) -------------------------------------------------------------------------


@pytest.mark.rule("CARN-DMG-01", "CARN-DMG-02")
def test_one_attack_card_is_read_at_its_upper_value_for_a_metagorger_and_its_lower_for_the_others():
    state = crew(room=HIB)
    meta = put_intruder(state, "metagorger", CANTEEN)
    shambler = put_intruder(state, "shambler", CANTEEN)
    stack_attack(state, "slash_3")  # upper 1, lower 3

    log = hurt(state, meta)
    assert [(e.args["cards"], e.args["blood"]) for e in entries(log, "injury_check")] == [("slash_3", "1")]
    assert meta not in state.intruders  # 1 <= 1 Injury: killed

    stack_attack(state, "slash_3")  # the same card again
    log = hurt(state, shambler)
    assert [e.args["blood"] for e in entries(log, "injury_check")] == ["3"]
    assert shambler in state.intruders and shambler.injuries == 1  # 3 > 1: the marker stays


@pytest.mark.rule("CARN-DMG-02")
@pytest.mark.parametrize(("injuries", "killed"), [(1, False), (2, True), (3, True)])
def test_a_carnomorph_dies_when_the_value_is_at_most_its_injuries(injuries, killed):
    state = crew(room=HIB)
    meta = put_intruder(state, "metagorger", CANTEEN, injuries=injuries - 1)
    stack_attack(state, "bash_2")  # upper value 2

    hurt(state, meta)

    assert (meta not in state.intruders) is killed
    if not killed:
        assert meta.injuries == injuries


@pytest.mark.rule("CARN-DMG-03")
@pytest.mark.parametrize(("kind", "card"), [("metagorger", "devour_1"), ("shambler", "bash_2")])
def test_a_retreat_symbol_moves_it_through_the_corridor_a_fresh_event_card_numbers(kind, card):
    state = crew(room=HIB)
    place(state, 0, CANTEEN)
    intruder = put_intruder(state, kind, CANTEEN)
    stack_attack(state, card)
    top(state.event_deck, event_card(state, 1))  # 1 -> K09, Hatch Control

    log = hurt(state, intruder)

    assert [e.args["blood"] for e in entries(log, "injury_check")] == ["R"]
    assert intruder.room == other_end(state, "K09", CANTEEN) == "R07" and intruder.injuries == 1


@pytest.mark.rule("CARN-DMG-03")
def test_a_shambler_retreating_into_the_technical_corridors_leaves_the_board_and_its_token_goes_into_the_bag():
    state = crew(room=HIB)
    shambler = put_intruder(state, "shambler", SURGERY)
    assert corridor_for_number(state, SURGERY, 2) == TECH
    set_bag(state)
    stack_attack(state, "bash_2")
    top(state.event_deck, event_card(state, 2))

    hurt(state, shambler)

    assert state.intruders == [] and bag_kinds(state) == ["shambler"]


# --- Deaths (CARN-DMG-04..07) --------------------------------------------------------------------------------


@pytest.mark.rule("CARN-DMG-04")
@pytest.mark.parametrize("kind", ["metagorger", "shambler"])
def test_a_killed_metagorger_or_shambler_leaves_an_intruder_carcass(kind):
    state = crew(room=HIB)
    intruder = put_intruder(state, kind, CANTEEN, injuries=7)
    stack_attack(state, "bite_3")  # upper 1, lower 8
    set_bag(state)

    log = hurt(state, intruder)

    assert state.intruders == [] and state.objects[CANTEEN] == ["carcass"]
    assert [e.args["kind"] for e in entries(log, "intruder_killed")] == [kind]
    assert state.bag == []


@pytest.mark.rule("CARN-DMG-05", "CARN-DMG-07", "CARN-ADAPT-04")
def test_a_killed_fleshbeast_leaves_a_carcass_and_a_shambler_drawn_from_no_bag():
    state = crew(room=HIB)
    fleshbeast = put_intruder(state, "fleshbeast", CANTEEN, injuries=7)
    stack_attack(state, "bite_3")
    set_bag(state, "blank_1")
    shambler_card = state.weaknesses["shambler"]

    log = hurt(state, fleshbeast)

    assert figures(state) == [("shambler", CANTEEN)] and state.objects[CANTEEN] == ["carcass"]
    assert state.bag == ["blank_1"]  # the bag is untouched
    assert not entries(log, "surprise_attack") and not entries(log, "intruder_attacks")
    assert shambler_card in state.revealed_weaknesses  # the first Shambler came off its card


@pytest.mark.rule("CARN-DMG-06", "CARN-DMG-07")
def test_a_killed_butcher_leaves_two_shamblers_and_never_returns():
    state = crew(room=HIB)
    butcher = put_intruder(state, "butcher", CANTEEN, injuries=7)
    stack_attack(state, "bite_3")
    set_bag(state, "blank_1", "butcher_1")

    log = hurt(state, butcher)

    assert figures(state) == [("shambler", CANTEEN), ("shambler", CANTEEN)]
    assert CANTEEN not in state.objects  # no Carcass
    assert carno(state).butcher_killed and entries(log, "butcher_killed")
    assert state.bag == ["blank_1"] and "butcher_1" in state.removed_tokens  # its token leaves the game
    assert "butcher_1" not in state.supply
    # a Fleshbeast that feeds now heals but cannot become the Butcher (CARN-FEED-06)
    fleshbeast = put_intruder(state, "fleshbeast", COMMS, injuries=1)
    state.objects[COMMS] = ["carcass"]
    step(state, "ev_feeding")
    assert (fleshbeast.kind, fleshbeast.injuries) == ("fleshbeast", 0) and not state.objects[COMMS]


@pytest.mark.rule("CARN-DMG-06")
def test_the_shamblers_a_dead_butcher_leaves_are_only_those_left_in_the_box():
    state = crew(room=HIB)
    for room in ("R07", "R08", "R09", "R10", "R13", "R14", "R16"):
        put_intruder(state, "shambler", room)  # 7 of the 8 Shamblers are out
    butcher = put_intruder(state, "butcher", CANTEEN, injuries=7)
    stack_attack(state, "bite_3")

    log = hurt(state, butcher)

    assert [i.kind for i in state.intruders if i.room == CANTEEN] == ["shambler"]
    assert [e.args["kind"] for e in entries(log, "no_figure_left")] == ["shambler"]


# --- Fire (CARN-DMG-08, CARN-EVT-05) -------------------------------------------------------------------------


@pytest.mark.rule("CARN-DMG-08", "CARN-EVT-05")
def test_fire_gives_each_carnomorph_in_a_burning_room_one_injury_and_an_injury_check():
    state = crew(room=HIB)
    state.fire = [CANTEEN]
    meta = put_intruder(state, "metagorger", CANTEEN)
    shambler = put_intruder(state, "shambler", CANTEEN)
    elsewhere = put_intruder(state, "shambler", COMMS)
    stack_attack(state, "regurgitate_1", "slash_3")  # the Shambler reads 5; the Metagorger 1 (killed)

    log = step(state, "ev_fire")

    assert sorted((e.args["kind"], e.args["cards"]) for e in entries(log, "injury_check")) == [
        ("metagorger", "slash_3"), ("shambler", "regurgitate_1")]
    assert meta not in state.intruders and state.objects[CANTEEN] == ["carcass"]
    assert shambler.injuries == 1 and elsewhere.injuries == 0


# --- Adaptations in force (CARN-ADAPT-05, GAP-05) ------------------------------------------------------------


@pytest.mark.rule("CARN-ADAPT-05")
def test_thick_hide_adds_one_to_the_value_of_every_type_but_the_metagorger():
    state = crew(room=HIB)
    reveal(state, "fleshbeast", "thick_hide")
    shambler = put_intruder(state, "shambler", CANTEEN, injuries=2)
    meta = put_intruder(state, "metagorger", CANTEEN)
    stack_attack(state, "slash_3")

    log = hurt(state, shambler)  # 3 Injuries against 3 + 1
    assert [e.args["blood"] for e in entries(log, "injury_check")] == ["4"] and shambler in state.intruders

    stack_attack(state, "slash_3")
    log = hurt(state, meta)  # the Metagorger still reads 1
    assert [e.args["blood"] for e in entries(log, "injury_check")] == ["1"] and meta not in state.intruders


@pytest.mark.rule("CARN-ADAPT-05", "CARN-DMG-03")
def test_relentless_carnomorphs_ignore_the_retreat_symbol():
    state = crew(room=HIB)
    reveal(state, "shambler", "relentless")
    shambler = put_intruder(state, "shambler", CANTEEN)
    stack_attack(state, "bash_2")
    events = list(state.event_deck)

    log = hurt(state, shambler)

    assert entries(log, "retreat_ignored") and not entries(log, "retreat")
    assert shambler.room == CANTEEN and shambler.injuries == 1 and state.event_deck == events


@pytest.mark.rule("CARN-ADAPT-05")
def test_regeneration_takes_one_injury_off_every_carnomorph_out_of_the_fire_after_the_fire_step():
    state = crew(room=HIB)
    reveal(state, "butcher", "regeneration")
    state.fire = [COMMS]
    healing = put_intruder(state, "shambler", CANTEEN, injuries=2)
    burning = put_intruder(state, "fleshbeast", COMMS, injuries=2)

    log = step(state, "ev_regeneration")

    assert (healing.injuries, burning.injuries) == (1, 2)
    assert [e.args["intruder"] for e in entries(log, "carnomorph_regenerates")] == [healing.id]


@pytest.mark.rule("CARN-ADAPT-05")
def test_without_regeneration_the_step_heals_nothing():
    state = crew(room=HIB)
    shambler = put_intruder(state, "shambler", CANTEEN, injuries=2)

    step(state, "ev_regeneration")

    assert shambler.injuries == 2


@pytest.mark.rule("CARN-ADAPT-05", "CARN-ENC-04")
@pytest.mark.parametrize(("ambushers", "surprise"), [(False, False), (True, True)])
def test_ambushers_spring_a_surprise_attack_on_a_hand_as_big_as_the_tokens_number(ambushers, surprise):
    state = crew()
    reveal(state, "shambler", "ambushers" if ambushers else "thick_hide")  # the Shamblers' card, already up
    shambler = next(t for t, (k, n) in sorted(cat(state).intruder_tokens.items()) if k == "shambler" and n == 3)
    set_bag(state, shambler)
    set_hand(state, 0, state.characters[0].hand[:3])
    stack_attack(state, "slash_1")

    log = step(state, "encounter", CANTEEN, 0)

    assert bool(entries(log, "surprise_attack")) is surprise
    assert (state.characters[0].light_wounds == 1) is surprise


@pytest.mark.rule("CARN-ADAPT-05", "CARN-DMG-08")
def test_fire_adapted_carnomorphs_are_spared_by_fire_but_metagorgers_still_burn():
    state = crew(room=HIB)
    reveal(state, "fleshbeast", "fire_adapted")
    state.fire = [CANTEEN]
    meta = put_intruder(state, "metagorger", CANTEEN)
    shambler = put_intruder(state, "shambler", CANTEEN)
    stack_attack(state, "slash_3")

    log = step(state, "ev_fire")

    assert [e.args["kind"] for e in entries(log, "injury_check")] == ["metagorger"]
    assert meta not in state.intruders and shambler.injuries == 0


@pytest.mark.rule("CARN-ADAPT-05")
@pytest.mark.parametrize(("blood_scent", "serious", "danger"), [(True, 1, True), (True, 0, False), (False, 1, False)])
def test_blood_scent_makes_silence_dangerous_for_a_character_with_a_serious_wound(script, blood_scent, serious,
                                                                               danger):
    state = crew(room=HIB)
    if blood_scent:
        reveal(state, "butcher", "blood_scent")
    wounds(state, 0, serious)
    script.rolls("silence")

    log = step(state, "noise_roll", 0)

    assert bool(entries(log, "silence_is_danger")) is danger


@pytest.mark.rule("CARN-ADAPT-05")
def test_blood_scent_also_smells_a_dressed_serious_wound(script):
    state = crew(room=HIB)
    reveal(state, "butcher", "blood_scent")
    state.characters[0].dressed = [state.wound_deck.pop()]
    script.rolls("silence")

    log = step(state, "noise_roll", 0)

    assert entries(log, "silence_is_danger")


@pytest.mark.rule("CARN-ADAPT-05")
def test_acidic_blood_splashes_a_light_wound_on_whoever_kills_a_carnomorph_in_melee(script):
    state = crew()
    reveal(state, "fleshbeast", "acidic_blood")
    meta = put_intruder(state, "metagorger", CANTEEN, injuries=1)
    stack_attack(state, "slash_3")  # upper 1: 2 Injuries kill it
    script.rolls("single")

    log = step(state, "melee", 0, str(meta.id))

    assert meta not in state.intruders and entries(log, "acid_splash")
    assert state.characters[0].light_wounds == 1 and state.characters[1].light_wounds == 0


@pytest.mark.rule("CARN-ADAPT-05")
def test_acidic_blood_spares_a_shooter(script):
    state = crew()
    reveal(state, "fleshbeast", "acidic_blood")
    meta = put_intruder(state, "metagorger", CANTEEN, injuries=1)
    stack_attack(state, "slash_3")
    weapon = next(iter(state.characters[0].weapons))
    script.rolls("single")

    log = step(state, "shoot", 0, weapon, str(meta.id))

    assert meta not in state.intruders and not entries(log, "acid_splash")
    assert state.characters[0].light_wounds == 0


@pytest.mark.rule("CARN-TERM-01", "CARN-DMG-01")
@pytest.mark.parametrize(("kind", "hit"), [("metagorger", True), ("shambler", False)])
def test_a_creeper_face_on_the_combat_die_hits_only_a_metagorger(script, kind, hit):
    state = crew()
    intruder = put_intruder(state, kind, CANTEEN)
    stack_attack(state, "bite_3")  # upper 1, lower 8
    weapon = next(iter(state.characters[0].weapons))
    script.rolls("creeper")

    log = step(state, "shoot", 0, weapon, str(intruder.id))

    assert bool(entries(log, "intruder_injured")) is hit and bool(entries(log, "miss")) is not hit
    assert (intruder in state.intruders) is not hit  # a Metagorger reads 1 on Bite: 1 Injury kills it


@pytest.mark.rule("CARN-ADAPT-09", "CARN-FEED-02")
def test_with_glutton_a_metagorger_in_combat_feeds_first_and_attacks_as_a_shambler():
    state = crew()
    reveal(state, "butcher", "glutton")
    state.objects[CANTEEN] = ["carcass"]
    meta = put_intruder(state, "metagorger", CANTEEN, injuries=1)
    stack_attack(state, "slash_1")

    log = step(state, "ev_glutton_feeding")
    assert (meta.kind, meta.injuries, state.objects[CANTEEN]) == ("shambler", 0, [])
    assert entries(log, "glutton_feeds_first")

    log = step(state, "ev_attacks")
    assert not entries(log, "metagorger_bites")  # it bites as a Shambler now: an Attack card
    assert [e.args["card"] for e in entries(log, "attack_card")] == ["slash_1"]


# --- The Laboratory's analysis (CARN-ADAPT-06..08, CARN-OBJ-06) ---------------------------------------------


@pytest.mark.rule("CARN-ADAPT-06", "CARN-ADAPT-07", "CARN-ADAPT-08", "CARN-ADAPT-05")
def test_analysing_a_character_corpse_discards_the_revealed_shambler_adaptation_for_good():
    state = crew(room=LAB)
    reveal(state, "shambler", "thick_hide")
    state.objects[LAB] = ["corpse_blue"]

    assert room_options(state, 0, LAB) == [("shambler",)]
    log = use_room(state, 0, LAB, "shambler")

    assert [(e.args["slot"], e.args["card"]) for e in entries(log, "adaptation_discarded")] == [
        ("shambler", "thick_hide")]
    assert carno(state).analysed == ["thick_hide"]
    assert state.objects[LAB] == ["corpse_blue"]  # the object is not used up
    assert adaptation_chip(state) == "Adaptations 0 in force · 1 discarded · 2 face down"
    assert room_options(state, 0, LAB) == []  # nothing more to analyse
    # no longer in force: a Shambler reads the plain value again
    shambler = put_intruder(state, "shambler", CANTEEN, injuries=2)
    stack_attack(state, "slash_3")
    log = hurt(state, shambler)
    assert [e.args["blood"] for e in entries(log, "injury_check")] == ["3"] and shambler not in state.intruders


@pytest.mark.rule("CARN-ADAPT-08", "CARN-ADAPT-06")
def test_a_face_down_adaptation_gives_nothing_to_analyse():
    state = crew(room=LAB)
    state.objects[LAB] = ["carcass", "corpse_1", "egg"]  # every object, but every card still face down

    assert room_options(state, 0, LAB) == []


@pytest.mark.rule("CARN-ADAPT-06", "CARN-OBJ-06")
@pytest.mark.parametrize(("slot", "obj"), [("shambler", "corpse_0"), ("fleshbeast", "carcass"), ("butcher", "egg")])
def test_each_slot_is_analysed_through_its_own_object_on_the_floor_or_carried(slot, obj):
    state = crew(room=LAB)
    for s in ("shambler", "fleshbeast", "butcher"):
        reveal(state, s, state.weaknesses[s])
    assert opt(state, "adaptation_objects") == {"shambler": "corpse", "fleshbeast": "carcass", "butcher": "egg"}

    state.objects[LAB] = [obj]
    assert room_options(state, 0, LAB) == [(slot,)]

    state.objects[LAB] = []
    state.characters[0].heavy = [obj]  # carried in hand, it can be analysed too
    assert room_options(state, 0, LAB) == [(slot,)]


# --- Objectives (CARN-OBJ-01..04) ----------------------------------------------------------------------------


def discard(state: State, *slots: str) -> None:
    for slot in slots:
        reveal(state, slot, state.weaknesses[slot])
        carno(state).analysed.append(state.weaknesses[slot])


@pytest.mark.rule("CARN-OBJ-01")
def test_extreme_field_biology_needs_two_discarded_adaptations_not_just_revealed_ones():
    state = crew()
    for slot in ("shambler", "fleshbeast", "butcher"):
        reveal(state, slot, state.weaknesses[slot])  # all face up, none discarded
    assert not objective_met(state, 0, "extreme_field_biology")

    carno(state).analysed.append(state.weaknesses["shambler"])
    assert not objective_met(state, 0, "extreme_field_biology")
    carno(state).analysed.append(state.weaknesses["butcher"])
    assert objective_met(state, 0, "extreme_field_biology")
    assert "extreme_field_biology" in REQUIREMENTS


@pytest.mark.rule("CARN-OBJ-02")
def test_the_great_hunt_needs_the_signal_and_the_butcher_killed():
    state = crew(room=HIB)
    butcher = put_intruder(state, "butcher", CANTEEN, injuries=7)
    send_signal(state, 0)
    assert not objective_met(state, 0, "the_great_hunt")

    stack_attack(state, "bite_3")
    hurt(state, butcher)

    assert objective_met(state, 0, "the_great_hunt") and not objective_met(state, 1, "the_great_hunt")


@pytest.mark.rule("CARN-OBJ-03")
def test_ab_ovo_needs_the_egg_adaptation_discarded():
    state = crew()
    discard(state, "shambler", "fleshbeast")
    assert not objective_met(state, 0, "ab_ovo")

    discard(state, "butcher")  # the slot analysed through an Egg
    assert objective_met(state, 0, "ab_ovo")


@pytest.mark.rule("CARN-OBJ-04")
def test_necropsy_needs_the_signal_and_the_carcass_adaptation_discarded():
    state = crew()
    discard(state, "shambler", "butcher")
    send_signal(state, 0)
    assert not objective_met(state, 0, "necroscopy")

    discard(state, "fleshbeast")  # the slot analysed through a Carcass
    assert objective_met(state, 0, "necroscopy") and not objective_met(state, 1, "necroscopy")
