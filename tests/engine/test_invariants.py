"""Property tests over random legal play: conservation, one room per figure, one pending decision,
independent clones, and views that leak nothing hidden for any seat (DESIGN quality habits)."""

from collections import Counter

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import api, hooks
from engine.catalog import cat
from engine.rules.actions import item_card
from engine.state import clone, state_hash
from engine.views import view

HIDDEN_CANARY = "CANARY"


def check_conservation(state):
    c = cat(state)
    assert len(state.attack_deck) + len(state.attack_discard) == len(c.attack)
    assert len(state.event_deck) + len(state.event_discard) + len(state.event_removed) == len(c.events)
    wounds = sum(len(ch.serious) + len(ch.dressed) for ch in state.characters)
    assert len(state.wound_deck) + len(state.wound_discard) + wounds == len(c.wounds)
    cont = sum(1 for ch in state.characters for card in ch.hand + ch.deck + ch.discard if card.startswith("cont_"))
    assert cont + len(state.contamination_deck) + len(state.contamination_removed) == sum(c.contamination.values())
    check_item_cards(state)
    pending_tokens = [t.args[0] for t in state.stack if t.op == "token_to_supply"]
    tokens = state.bag + state.supply + state.removed_tokens + pending_tokens
    assert sorted(tokens) == sorted(c.intruder_tokens)
    for ch in state.characters:
        if ch.character:
            own = [card for card in ch.hand + ch.deck + ch.discard if not card.startswith("cont_")]
            assert sorted(own) == sorted(card.id for card in c.characters[ch.character].cards)
    assert len(state.fire) <= c.options["fire_markers"]
    assert len(state.malfunction) <= c.options["malfunction_markers"]
    assert len(set(state.noise)) == len(state.noise)


def check_item_cards(state):
    """Every Item card is in one place: its deck, its discard pile, a character, or a room's floor."""
    c = cat(state)
    if not any(state.item_decks.values()) and not any(state.item_discards.values()):
        return  # no Item deck dealt in this game
    held = [i for pile in list(state.item_decks.values()) + list(state.item_discards.values()) for i in pile]
    for ch in state.characters:
        held += ch.items + [w for w in ch.weapons if item_card(w) in c.items]
    held += [o for objects in state.objects.values() for o in objects if item_card(o) in c.items]
    assert len(held) == len(set(held)), "an Item card is in two places"
    args = list(state.pending.ctx if state.pending else ()) + [a for t in state.stack for a in t.args]
    # copies drawn and being decided on ("medkit_3"); a card's own id (a craft step names "molotov_cocktail") is
    # not a copy
    in_hand_now = {a for a in args if isinstance(a, str) and item_card(a) != a and item_card(a) in c.items}
    in_hand_now -= set(held)
    counts = Counter(item_card(i) for i in held + sorted(in_hand_now))  # drawn, being decided on
    for card in c.items.values():
        if card.deck in ("green", "yellow", "red", "blue"):
            assert counts[card.id] == card.copies, f"{card.id}: {counts[card.id]} of {card.copies}"


def check_figures(state):
    rooms = cat(state).rooms
    for ch in state.characters:
        if ch.status == "aboard":
            assert ch.room in rooms
    ids = [i.id for i in state.intruders]
    assert len(ids) == len(set(ids))
    assert all(i.room in rooms for i in state.intruders)


def plant_canaries(state):
    """Overwrite every hidden field with canary values; no view may show one."""
    s = clone(state)
    s.bag = [HIDDEN_CANARY + "_bag"] * len(s.bag)
    for name in ("attack_deck", "event_deck", "wound_deck", "contamination_deck", "infected", "unused_tiles"):
        setattr(s, name, [HIDDEN_CANARY + "_" + name] * len(getattr(s, name)))
    for slot, card in s.weaknesses.items():
        if card not in s.revealed_weaknesses:
            s.weaknesses[slot] = HIDDEN_CANARY + "_weakness"
    for room, explored in s.explored.items():
        if not explored:
            s.tiles[room] = HIDDEN_CANARY + "_tile"
    for ch in s.characters:
        ch.deck = [HIDDEN_CANARY + "_deck"] * len(ch.deck)
    for plugin in hooks.with_state(s):  # each plug-in's own hidden values (the ship's Coordinates, Engines)
        if plugin.plant is not None:
            plugin.plant(s, HIDDEN_CANARY)
    for deck in ("green", "yellow", "red"):
        s.item_decks[deck] = [HIDDEN_CANARY + "_item"] * len(s.item_decks.get(deck, []))
    s.ip_deck = [HIDDEN_CANARY + "_ip"] * len(s.ip_deck)
    return s


def check_views(state):
    for seat in range(-1, len(state.characters)):
        s = plant_canaries(state)
        for ch in s.characters:
            if ch.seat != seat:
                ch.hand = [HIDDEN_CANARY + "_hand"] * len(ch.hand)
                ch.knowledge = {k: HIDDEN_CANARY + "_knowledge" for k in ch.knowledge}
                s.objectives[str(ch.seat)] = [HIDDEN_CANARY + "_objective"] * len(s.objectives.get(str(ch.seat), []))
                ch.quests = {HIDDEN_CANARY + q if not a else q: a for q, a in ch.quests.items()}
        text = msgspec.json.encode(view(s, seat)).decode()
        assert HIDDEN_CANARY not in text, f"seat {seat} sees a hidden field"
        assert "cont_" not in text.replace('"contamination"', ""), "a Contamination card identity leaked"


@pytest.mark.rule("PUB-COMP-09", "PUB-ROUND-01")
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), seats=st.integers(1, 5), picks=st.lists(st.integers(0, 10_000), max_size=400))
def test_random_legal_play_keeps_the_invariants(seed, seats, picks):
    state = api.new_game({"seats": seats, "seed": seed})
    for k, pick in enumerate(picks):
        if state.pending is None:
            break
        options = state.pending.options
        copy = clone(state)
        api.apply(state, options[pick % len(options)])
        assert state.over or state.pending is not None
        api.check_state(state)
        check_conservation(state)
        check_figures(state)
        if k % 10 == 0:
            check_views(state)
            assert state_hash(copy) != state_hash(state) or copy.decisions == state.decisions
            restored = api.from_json(api.to_json(state))
            assert state_hash(restored) == state_hash(state)


@pytest.mark.rule("PUB-COOP-07", "PUB-WOUND-13", "PUB-IPLAYER-07")
@pytest.mark.parametrize(("mode", "intruder_player"), [("coop", 0), ("normal", 1)])
@pytest.mark.parametrize("seed", [1, 2, 5])
def test_bot_games_in_coop_and_intruder_player_mode_keep_the_decks_whole(mode, intruder_player, seed):
    """Co-op deaths keep their Serious Wound cards aside for the AutoDoc; the Intruder player's Planning keeps
    its 3 Event cards on the deck while it chooses: no card is ever lost or doubled."""
    from engine.ai import easy
    from engine.headless import bot_rng, make_config

    state = api.new_game(make_config(3, seed, mode, bool(intruder_player)))
    while state.pending is not None and not state.over:
        seat = state.pending.seat
        api.apply(state, easy.choose(api.view(state, seat, log_from=len(state.log)), bot_rng(seed, seat, state.decisions)))
        api.check_state(state)
        if not state.over:
            check_conservation(state)
    assert state.over


@pytest.mark.rule("PUB-CRAFT-01")
def test_the_item_card_check_holds_while_a_craft_waits_for_its_payment():
    """A pending craft step names the Crafted card (molotov_cocktail), not a copy of it: no copy is in hand."""
    from tests.engine.factories import choose, reask
    from tests.engine.item_helpers import game, give

    state = game("scientist")
    give(state, 0, "bandages_1", "chemicals_1")
    reask(state)
    choose(state, "craft", "molotov_cocktail", "bandages_1", "chemicals_1")
    assert state.pending.kind == "pay_cards" and any(t.op == "craft" for t in state.stack)

    check_item_cards(state)
