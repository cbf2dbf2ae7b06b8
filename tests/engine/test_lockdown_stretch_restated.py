"""Base Lockdown as the Stretch Goals rulebook restates it (lockdown-stretch-goals.md §2, SGLD-*, and its errata
ERR-03 and ERR-12), where no other Lockdown test already showed it: one basic-side board for every setup, the
"II" tiles boxed unseen, Room-Number order, the decks and the Laboratory board laid out at setup, the crew setup
(Help cards 1..N set the Draft order, the two Draft cards revealed, start room and Knowledge by class, shuffled
Action decks, Starting Items in a Hand slot, Quest Items inactive in front of everyone), Rest and the
Neutralizer, and the one Main Gate. The rest of §2 is tagged on the Lockdown tests that already check it."""

from __future__ import annotations

import msgspec
import pytest

from engine import api, hooks
from engine.catalog import cat
from engine.decisions import IllegalChoice
from engine.look import board_look
from engine.maps.lockdown.crew import quest_of
from engine.maps.lockdown.state import lockdown_state, lockdown_view
from engine.rules.inventory import in_hands
from engine.species.intruders.state import hive, hive_view
from engine.state import state_hash
from tests.engine.factories import act, choose, entries, give_larva, place, put_intruder, reask, set_hand, step, top
from tests.engine.lockdown_helpers import EXIT_ROOM, LOCKDOWN_CHARACTERS, facility

SURVIVORS = ("survivor", "lab_rat", "captain", "mechanic", "pilot", "scientist", "scout", "soldier")
WORKERS = ("hacker", "janitor", "sentry", "xenobiologist")


def lockdown(seats: int = 2, seed: int = 3, species: str = "night_stalkers", **cfg) -> api.State:
    """A new Lockdown game (the Draft still to come unless `characters` names the crew)."""
    return api.new_game({"seats": seats, "seed": seed, "map": "lockdown", "species": species, **cfg})


def species_in_the_facility() -> list[str]:
    return sorted(species for _ruleset, map_id, species in api.combos() if map_id == "lockdown")


def views_text(state) -> list[str]:
    return [msgspec.json.encode(api.view(state, seat)).decode() for seat in range(-1, len(state.characters))]


def offer(state) -> list[str]:
    return sorted(o.args[0] for o in state.pending.options)


# --- The board (§2.1) --------------------------------------------------------------------------------------------

@pytest.mark.rule("SGLD-MAP-01")
def test_every_species_in_the_facility_is_set_up_on_the_one_basic_side_board():
    boards = set()
    for species in species_in_the_facility():
        c = cat(lockdown(species=species, characters="survivor,hacker"))
        boards.add((c.map_name, tuple(sorted(c.rooms)), tuple(sorted(c.corridors))))

    assert len(species_in_the_facility()) >= 2 and len(boards) == 1
    name, rooms, _corridors = boards.pop()
    assert "basic side" in name and len(rooms) == 27
    assert [m for m in hooks.registered("map") if "lockdown" in m] == ["lockdown"]  # no alternative side to pick


@pytest.mark.rule("SGLD-MAP-02")
def test_every_i_tile_and_six_random_ii_tiles_are_laid_the_other_ii_tiles_are_boxed_unseen():
    laid_twos = set()
    for seed in range(1, 7):
        state = lockdown(seed=seed, characters="survivor,hacker")
        c = cat(state)
        by_slot = {s: sorted(state.tiles[r] for r in c.rooms if c.rooms[r].slot == s) for s in ("slot1", "slot2")}
        ones = sorted(t.id for t in c.tiles.values() if t.set == 1)
        twos = sorted(t.id for t in c.tiles.values() if t.set == 2)

        assert by_slot["slot1"] == ones
        assert len(by_slot["slot2"]) == 6 and sorted(by_slot["slot2"] + state.unused_tiles) == twos
        assert not any(f'"{tile}"' in text for text in views_text(state) for tile in state.unused_tiles)
        laid_twos.add(tuple(by_slot["slot2"]))
    assert len(laid_twos) > 1  # not every "II" room is in every game


@pytest.mark.rule("SGLD-MAP-06")
def test_intruders_moved_by_one_event_card_go_room_by_room_from_the_lowest_room_number():
    state = facility(1)
    place(state, 0, "L001")
    higher = put_intruder(state, "adult", "L017")  # placed first, so the lower id
    lower = put_intruder(state, "adult", "L010")
    assert cat(state).rooms["L010"].number < cat(state).rooms["L017"].number
    top(state.event_deck, "blue_screen")  # moves Adults through Corridor 3

    log = step(state, "ev_event_card")

    assert [e.args["src"] for e in entries(log, "intruder_moved")] == ["L010", "L017"]
    assert [e.args["intruder"] for e in entries(log, "intruder_moved")] == [lower.id, higher.id]


# --- Decks and boards (§2.4) -------------------------------------------------------------------------------------

@pytest.mark.rule("SGLD-DECK-01", "SGLD-DECK-03", "LD-COMP-07", "LD-WOUND-06")
@pytest.mark.parametrize("species", ["night_stalkers", "intruders"])
def test_the_item_contamination_wound_crafted_and_species_decks_lie_beside_the_board(species):
    state = lockdown(species=species, characters="survivor,hacker")
    c = cat(state)
    seen = api.view(state, 1)

    assert seen.item_decks == {"red": 30, "yellow": 30, "green": 30}  # face down: counts only
    assert len(seen.crafted_available) == 15  # the Crafted Items, open to everyone
    assert (seen.contamination_deck, seen.wound_deck) == (27, 25)
    assert sorted(state.attack_deck) == sorted(c.attack) and sorted(state.event_deck) == sorted(c.events)
    effects = {card.effect for card in c.attack.values()}
    assert ("cut" in effects) == (species == "night_stalkers")  # the species' own Attack deck replaces the other
    assert ("bite" in effects) == (species == "intruders")
    # the Scanner: a Contamination card in hand reads as one until scanned
    ch = state.characters[1]
    ch.hand.append(state.contamination_deck.pop())
    assert "contamination" in api.view(state, 1).characters[1].hand


@pytest.mark.rule("SGLD-DECK-04")
def test_the_laboratory_board_holds_the_eggs_three_weaknesses_the_leftmost_face_up_and_the_knowledge_track():
    state = lockdown(characters="survivor,hacker")
    seen = api.view(state, 1)

    assert hive_view(seen).eggs == hive(state).eggs == 5
    assert sorted(state.weaknesses) == ["first", "second", "third"]
    assert seen.weakness_slots == {"first": state.weaknesses["first"]}  # the other two face down
    assert not any(f'"{state.weaknesses[s]}"' in text for text in views_text(state) for s in ("second", "third"))
    assert lockdown_view(seen).knowledge == {"0": 3, "1": 1}


# --- Crew setup (§2.6) -------------------------------------------------------------------------------------------

@pytest.mark.rule("SGLD-CREW-01", "ERR-03")
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_help_cards_one_to_n_are_dealt_in_the_open_and_their_numbers_set_the_draft_order(seats):
    state = lockdown(seats=seats, seed=9)
    dealt = {e.args["seat"]: e.args["number"] for e in entries(api.view(state, seats - 1).log, "help_card")}

    assert sorted(dealt.values()) == list(range(1, seats + 1))  # ERR-03: with 2 players cards 1-2, not 1-3
    order = []
    while state.pending.kind == "choose_character":
        order.append(dealt[state.pending.seat])
        api.apply(state, state.pending.options[0])
    assert order == list(range(1, seats + 1))


@pytest.mark.rule("SGLD-CREW-07")
def test_the_two_draft_cards_drawn_are_revealed_to_everyone_and_the_one_not_kept_goes_back():
    passed_on = 0
    for seed in range(1, 13):
        state = lockdown(seats=3, seed=seed)
        drawn = offer(state)
        assert len(drawn) == 2 and set(drawn) <= set(LOCKDOWN_CHARACTERS)
        for seat in (1, 2):  # the other players see them too
            shown = entries(api.view(state, seat).log, "draft_offer")
            assert [sorted(e.args["offer"].split(",")) for e in shown] == [drawn]
        kept, back = drawn
        choose(state, "character", kept)
        passed_on += back in offer(state)
    assert passed_on  # the card put back may be drawn by the next player


@pytest.mark.rule("SGLD-CREW-08")
def test_a_player_may_take_only_a_character_of_the_draft_cards_drawn_and_then_plays_it():
    state = lockdown(seats=2, seed=5)
    drawn = offer(state)
    other = next(c for c in LOCKDOWN_CHARACTERS if c not in drawn)
    before = state_hash(state)

    with pytest.raises(IllegalChoice):
        choose(state, "character", other)
    assert state_hash(state) == before
    choose(state, "character", drawn[1])
    assert state.characters[0].character == drawn[1]
    assert drawn[1] not in offer(state)


@pytest.mark.rule("SGLD-CREW-09", "SGLD-CREW-10", "SGLD-CREW-15")
@pytest.mark.parametrize("character", SURVIVORS + WORKERS)
def test_survivors_start_in_the_isolation_room_with_knowledge_3_workers_in_the_repository_with_1(character):
    state = lockdown(seats=2, characters=f"{character},{'hacker' if character != 'hacker' else 'survivor'}")
    ch = state.characters[0]
    seen = lockdown_view(api.view(state, 1))

    survivor = character in SURVIVORS
    assert state.tiles[ch.room] == ("ld_isolation_room" if survivor else "ld_repository")
    assert seen.knowledge["0"] == (3 if survivor else 1)
    assert 0 not in seen.knowledge_active  # the Knowledge token lies inactive side up


@pytest.mark.rule("SGLD-CREW-11")
def test_each_action_deck_is_the_characters_own_ten_cards_shuffled_face_down():
    orders = set()
    for seed in range(1, 6):
        state = lockdown(seed=seed, characters="janitor,lab_rat")
        for ch in state.characters:
            own = sorted(card.id for card in cat(state).characters[ch.character].cards)
            assert len(own) == 10 and sorted(ch.deck + ch.hand) == own
        janitor = state.characters[0]
        orders.add(tuple(janitor.hand + janitor.deck))
        other = api.view(state, 1).characters[0]
        assert other.hand is None and other.deck_size == len(janitor.deck)
    assert len(orders) > 1


@pytest.mark.rule("SGLD-CREW-12")
@pytest.mark.parametrize("crew", ["hacker,janitor,sentry", "xenobiologist,survivor,lab_rat"])
def test_a_starting_item_lies_face_up_in_a_hand_slot_loaded_to_capacity_except_the_probe_arm(crew):
    state = lockdown(seats=3, characters=crew)
    c = cat(state)
    for ch in state.characters:
        weapon = c.characters[ch.character].weapon
        seen = api.view(state, (ch.seat + 1) % 3).characters[ch.seat]
        if ch.character in ("hacker", "janitor", "sentry"):
            assert ch.weapons == {weapon.id: weapon.ammo} == seen.weapons  # full, and in everyone's sight
            assert in_hands(state, ch) == [weapon.id]
        else:
            assert ch.weapons == {} and in_hands(state, ch) == []
    xeno = state.characters[0]
    if xeno.character == "xenobiologist":  # the exception: beside the board, in no Hand slot
        assert xeno.quests["ld_probe_arm"] is True


@pytest.mark.rule("SGLD-CREW-13")
def test_each_character_starts_with_its_quest_item_inactive_and_the_whole_table_is_told_which():
    state = lockdown(seats=3, characters="survivor,hacker,xenobiologist")
    for ch in state.characters:
        quest = quest_of(state, ch)
        assert quest and ch.quests[quest] is False
        assert api.view(state, ch.seat).characters[ch.seat].quests[quest] is False
        for seat in range(3):
            told = [e for e in entries(api.view(state, seat).log, "ld_kit") if e.args["seat"] == ch.seat]
            assert [e.args["quest"] for e in told] == [quest]


# --- Other base concepts (§2.7) ----------------------------------------------------------------------------------

def resting(card: str):
    """The Janitor out of Combat holding Rest, the Contamination `card` and two cards to pay with."""
    state = facility(1, characters=["janitor"])
    ch = state.characters[0]
    state.contamination_deck.remove(card)
    set_hand(state, 0, ["janitor_rest", card, *[c for c in ch.deck if c != "janitor_rest"][:2]])
    return reask(state), ch


@pytest.mark.rule("SGLD-MISC-04")
def test_rest_scans_the_contamination_cards_in_hand_a_clean_one_goes_an_infected_one_brings_a_larva():
    state = facility(1, characters=["janitor"])
    clean = next(c for c in state.contamination_deck if c not in state.infected)
    state, ch = resting(clean)
    act(state, "card", "janitor_rest")
    assert clean not in ch.hand + ch.deck + ch.discard
    assert 0 not in hive(state).infested

    state = facility(1, characters=["janitor"])
    infected = next(c for c in state.contamination_deck if c in state.infected)
    state, ch = resting(infected)
    act(state, "card", "janitor_rest")
    assert infected in ch.hand and infected in state.revealed_infected
    assert 0 in hive(state).infested


@pytest.mark.rule("SGLD-MISC-05")
def test_the_neutralizer_takes_the_larva_off_the_characters_board():
    state = facility(1, characters=["janitor"])
    ch = state.characters[0]
    ch.items = ["ld_neutralizer_1"]
    give_larva(state, ch)
    set_hand(state, 0, ch.deck[:3])
    reask(state)

    act(state, "item", "ld_neutralizer_1")

    assert 0 not in hive(state).infested and 0 not in hive_view(api.view(state, 0)).infested
    assert "ld_neutralizer_1" not in ch.items


@pytest.mark.rule("ERR-12", "SGLD-MAP-09")
def test_one_main_gate_lies_closed_by_the_exit_room_with_the_rover_and_the_elevator_by_its_room():
    state = lockdown(characters="survivor,hacker")
    fac = cat(state).ext["map:lockdown"]["facility"]
    tokens = {}
    for token in board_look(api.view(state, 1)).tokens:
        tokens.setdefault(token.key[1], []).append(token)

    assert [(t.room, t.text) for t in tokens["gate"]] == [(EXIT_ROOM, "Gate closed")]
    assert not lockdown_state(state).gate_open
    assert [t.room for t in tokens["rover"]] == [fac.rover_start]
    assert [t.room for t in tokens["elevator"]] == [fac.elevator_start]
