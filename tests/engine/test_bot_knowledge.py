"""The bots learn a map and a species from their plug-ins (engine/ai/knowledge.py): what a plug-in's bot module
says changes how the bots weigh the game, a plug-in without one still gets legal bot play, and what the ship's
and the Intruders' knowledge names exists in their own content."""

import dataclasses

import pytest

from engine import api, headless, hooks
from engine.ai import bots, hard, heuristics, knowledge, normal
from engine.ai.heuristics import DEATH
from engine.content.catalog import load_catalog
from engine.maps.nemesis_ship.bot import KNOWLEDGE as SHIP
from engine.species.intruders.bot import KNOWLEDGE as INTRUDERS
from engine.species.intruders.bot import card_harm
from tests.engine.factories import explore_all, make_game, place, put_intruder, reask, set_hand

# A species' bot module as a maintainer would write it: here, the Intruders with every Attack card deadly.
KNOWLEDGE = dataclasses.replace(INTRUDERS, card_harm=lambda effect, serious, light: DEATH)


def swap_bot(monkeypatch, kind: str, pid: str, module: str) -> None:
    """Let the registered plug-in `kind:pid` name another bot module (or none)."""
    key = f"{kind}:{pid}"
    monkeypatch.setitem(hooks._REGISTRY, key, dataclasses.replace(hooks._REGISTRY[key], bot=module))
    monkeypatch.setattr(knowledge, "_loaded", {})


def adult_in_my_room():
    state = make_game(2, seed=1, characters=("soldier", "scout"))
    explore_all(state)
    state.noise.clear()
    place(state, 0, "R06")
    place(state, 1, "R16")
    put_intruder(state, "adult", "R06")
    set_hand(state, 0, ["soldier_search_1"])
    reask(state, 0)
    return state


@pytest.mark.rule("PUB-INTRUDER-03")
def test_the_harm_a_bot_fears_from_an_attack_is_the_species_plugins_judgement(monkeypatch):
    state = adult_in_my_room()
    usual = heuristics.harm_to(heuristics.read(api.view(state, 0)), "adult")
    swap_bot(monkeypatch, "species", "intruders", __name__)
    deadly = heuristics.harm_to(heuristics.read(api.view(state, 0)), "adult")
    cards = load_catalog().attack.values()
    share = sum(1 for c in cards if "adult" in c.hits) / len(cards)
    assert deadly == pytest.approx(DEATH * share)
    assert usual < deadly


@pytest.mark.rule("PUB-ROUND-04", "PUB-END-01")
def test_a_map_and_a_species_without_bot_knowledge_still_get_legal_bot_play(monkeypatch):
    swap_bot(monkeypatch, "map", "nemesis_ship", "")
    swap_bot(monkeypatch, "species", "intruders", "")
    seed = 5
    state = api.new_game(headless.make_config(2, seed, "normal", False))
    while state.pending is not None:
        seat = state.pending.seat
        view = api.view(state, seat, log_from=max(0, len(state.log) - 60))
        holder = headless.bot_rng(seed, seat, state.decisions)
        move = hard.decide(view, holder, iterations=8) if seat == 1 and state.turn == 1 else bots.choose(
            "normal", view, holder)
        assert move.choice in state.pending.options
        api.apply(state, move.choice)
    assert state.over and state.end_reason


def test_every_room_tile_the_ships_bot_knowledge_names_is_a_tile_of_the_ship():
    tiles = set(load_catalog().tiles)
    named = set(SHIP.roles.values()) | SHIP.escape_tiles | SHIP.vital_tiles | set(SHIP.room_scores)
    named |= {action[0] for action in SHIP.reckless}
    assert named and named <= tiles, sorted(named - tiles)


@pytest.mark.rule("PUB-COMBAT-03")
def test_every_kind_and_die_face_the_intruders_bot_knowledge_names_is_the_species_own():
    c = load_catalog()
    kinds = set(c.kinds)
    named = set(INTRUDERS.cardless) | INTRUDERS.alarm_kinds | {INTRUDERS.standard}
    named |= {k for hit in INTRUDERS.hits.values() for k in hit}
    assert named <= kinds, sorted(named - kinds)
    assert set(c.options["combat_die"]) <= set(INTRUDERS.hits)
    assert c.kinds[INTRUDERS.standard].threat == 1.0  # threat is counted in this kind


@pytest.mark.rule("PUB-INTRUDER-03")
def test_every_attack_card_effect_of_the_intruders_has_a_harm_of_its_own():
    effects = {card.effect for card in load_catalog().attack.values()}
    fallback = {e for e in effects if card_harm(e, 0, 0) == 2.0 and e not in ("transformation", "summoning")}
    assert not fallback, f"Attack effects the bots weigh only by default: {sorted(fallback)}"


@pytest.mark.rule("PUB-ACT-02", "PUB-OBJ-03")
def test_the_hard_bots_quick_decisions_say_what_was_weighed():
    seed = 7
    state = api.new_game(headless.make_config(2, seed, "normal", False))
    reasons: dict[str, list[str]] = {}
    while state.pending is not None and state.turn <= 2:
        seat = state.pending.seat
        view = api.view(state, seat, log_from=max(0, len(state.log) - 60))
        holder = headless.bot_rng(seed, seat, state.decisions)
        move = hard.decide(view, holder, iterations=4) if seat == 0 else bots.choose("normal", view, holder)
        if seat == 0:
            reasons.setdefault(str(state.pending.kind), []).append(move.reason)
        api.apply(state, move.choice)
    said = [r for rs in reasons.values() for r in rs]
    assert said and all(r.startswith("Hard bot: ") and len(r) > len("Hard bot: ") + 8 for r in said)
    assert not any("quick choice" in r for r in said)
    assert any(r.startswith("Hard bot: pays with ") for r in reasons["pay_cards"])


@pytest.mark.rule("PUB-OBJ-03")
def test_asked_to_explain_the_normal_bot_names_the_objective_it_keeps_and_the_odds_it_weighed():
    seed = 3
    state = api.new_game(headless.make_config(3, seed, "normal", False))
    while state.pending is not None and state.pending.kind != "choose_objective":
        seat = state.pending.seat
        move = bots.choose("normal", api.view(state, seat), headless.bot_rng(seed, seat, state.decisions))
        api.apply(state, move.choice)
    seat = state.pending.seat
    view = api.view(state, seat)
    move = normal.decide(view, headless.bot_rng(seed, seat, state.decisions), explain=True)
    kept = load_catalog().objectives[move.choice.args[0]].name
    assert move.reason.startswith(f"keeps {kept}: about ") and "% likely to be met, against " in move.reason
    assert normal.decide(view, headless.bot_rng(seed, seat, state.decisions)).choice == move.choice
