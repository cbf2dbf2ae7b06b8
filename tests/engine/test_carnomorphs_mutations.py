"""The Mutation action as a Carnomorphs player takes it (CARN-MUTA-01..08, CARN-MUTC-03..05, CARN-MUTM-03/04,
GAP-07): when it is offered, what it costs, the Mutation marker, the INFECTED and NOT INFECTED paths of the scanned
Contamination card, the card turned face up, death at the 4th marker, and what each side of the 12 Character
Mutation cards does (GAP-06, mutations.toml)."""

from __future__ import annotations

import msgspec
import pytest

from engine import api
from engine.catalog import cat
from engine.choice_text import generic
from engine.decisions import Choice
from engine.rules.actions import legal_actions
from engine.rules.contamination import owned_contamination
from engine.species.carnomorphs import mutation_action
from engine.species.carnomorphs.content import MUTATION_EFFECT_KEYS, MUTATION_NEEDS
from engine.species.carnomorphs.state import carno, carno_view
from engine.state import State
from tests.engine.factories import act, choose, entries, put_intruder, reask, top
from tests.engine.item_helpers import game

CANTEEN = "R06"  # the Soldier (seat 0) and the Scout (seat 1) start here; green Search deck
NEIGHBOURS = {"R02": "K04", "R05": "K07", "R07": "K09", "R11": "K10"}  # R07: white Search deck; R11: none
BEYOND = ("R08", "K11")  # a room next to R07, not next to the Canteen


def crew() -> State:
    """A Carnomorphs game on the fixed board: the Soldier and the Scout in the Canteen, 5 Action cards each (no
    Interruption), the first Carnomorph already seen (no Objective choice midway)."""
    state = game("soldier", "scout", room=CANTEEN, seed=3, species="carnomorphs")
    state.first_intruder_seen = True
    return state


def hold(state: State, seat: int, card: str) -> None:
    """The seat's character holds this Mutation card, face down."""
    c = carno(state)
    if c.held[seat]:
        c.mutation_deck.append(c.held[seat])
    c.mutation_deck.remove(card)
    c.held[seat], c.face_up[seat] = card, False


def contamination(state: State, seat: int, infected: bool) -> str:
    """A Contamination card, INFECTED or not (state.infected is the hidden truth), from the deck into the hand."""
    card = next(c for c in reversed(state.contamination_deck) if (c in state.infected) == infected)
    state.contamination_deck.remove(card)
    state.characters[seat].hand.append(card)
    return card


def owned(state: State, seat: int) -> int:
    return len(owned_contamination(state.characters[seat]))


def mutate(state: State, card: str, infected: bool, *answers: tuple[str, ...]) -> list:
    """The Soldier, holding `card` and one Contamination card, takes the Mutation action; then each answer."""
    hold(state, 0, card)
    contamination(state, 0, infected)
    reask(state, 0)
    log = act(state, "mutate", "contamination")
    for kind, *args in answers:
        log += choose(state, kind, *args)
    return log


def options(state: State, seat: int = 0) -> set[Choice]:
    return {o for o in state.pending.options} if state.pending is not None and state.pending.seat == seat else set()


# --- the action (CARN-MUTA-01..08, GAP-07) ---------------------------------------------------------------------


@pytest.mark.rule("CARN-MUTA-02", "CARN-MUTA-08")
def test_the_action_needs_a_mutation_card_and_a_contamination_card_in_hand():
    state = crew()
    reask(state, 0)
    assert not [o for o in options(state) if o.kind == "mutate"]  # neither

    contamination(state, 0, infected=False)
    reask(state, 0)
    assert not [o for o in options(state) if o.kind == "mutate"]  # no Mutation card

    hold(state, 0, "bone_spurs")
    reask(state, 0)
    assert Choice("mutate", ("contamination",)) in options(state)

    state.characters[0].hand = [c for c in state.characters[0].hand if not c.startswith("cont_")]
    reask(state, 0)
    assert not [o for o in options(state) if o.kind == "mutate"]  # no Contamination card


@pytest.mark.rule("CARN-MUTA-02", "PUB-CONT-03")
def test_options_name_contamination_cards_as_their_owner_tells_them_apart():
    state = crew()
    hold(state, 0, "bone_spurs")
    contamination(state, 0, infected=False)
    contamination(state, 0, infected=False)
    seen = contamination(state, 0, infected=True)
    state.revealed_infected.append(seen)
    reask(state, 0)
    assert {o for o in options(state) if o.kind == "mutate"} == {Choice("mutate", ("contamination",)),
                                                                 Choice("mutate", ("contamination_infected",))}


@pytest.mark.rule("CARN-MUTA-02")
def test_the_action_is_offered_in_combat_but_only_in_the_characters_own_round_with_an_action_left():
    state = crew()
    put_intruder(state, "butcher", CANTEEN)
    for seat in (0, 1):
        hold(state, seat, ("bone_spurs", "gaping_maw")[seat])
        contamination(state, seat, infected=False)
    reask(state, 0)
    assert Choice("mutate", ("contamination",)) in options(state)
    assert Choice("mutate", ("contamination",)) not in legal_actions(state, 1)  # not Seat 1's round
    state.actions_this_round = 2
    assert Choice("mutate", ("contamination",)) not in legal_actions(state, 0)  # no action left


@pytest.mark.rule("CARN-MUTA-01", "CARN-MUTA-08", "CARN-MUTM-03")
def test_it_costs_one_action_and_the_contamination_card_only_and_places_a_mutation_marker():
    state = crew()
    state.characters[0].slime = True
    action_cards = sorted(c for c in state.characters[0].hand)

    mutate(state, "pheromone_cloak", False)

    ch = state.characters[0]
    assert state.actions_this_round == 1
    assert sorted(ch.hand) == action_cards  # no Action card paid, the Contamination card gone from hand
    assert carno(state).mutation_markers == [1, 0]
    assert state.pending.resume == "do_action" and state.pending.seat == 0  # the second action


@pytest.mark.rule("CARN-MUTA-03", "CARN-MUTA-05", "CARN-MUTC-05")
def test_an_infected_card_goes_to_the_discard_pile_and_the_infected_effect_follows():
    state = crew()
    before, deck = owned(state, 0) + 1, len(state.contamination_deck) - 1
    state.characters[0].light_wounds = 2

    log = mutate(state, "regenerating_flesh", True)

    ch = state.characters[0]
    card = next(c for c in ch.discard if c.startswith("cont_"))
    assert card in state.infected and card in state.revealed_infected
    assert [e.args["side"] for e in entries(log, "mutation_effect")] == ["infected"]
    assert ch.light_wounds == 0  # "heal all"
    assert owned(state, 0) == before and len(state.contamination_deck) == deck
    assert [e.args["infected"] for e in entries(log, "scanned")] == [1]


@pytest.mark.rule("CARN-MUTA-04", "CARN-MUTA-05", "PUB-CONT-05", "CARN-MUTC-05")
def test_a_clean_card_is_removed_and_a_new_unscanned_one_goes_to_the_discard_pile():
    state = crew()
    before = owned(state, 0) + 1
    state.characters[0].light_wounds = 2
    hold(state, 0, "regenerating_flesh")
    card = contamination(state, 0, infected=False)
    deck = len(state.contamination_deck)
    reask(state, 0)

    log = act(state, "mutate", "contamination")

    ch = state.characters[0]
    assert card in state.contamination_removed and card not in ch.hand + ch.deck + ch.discard
    new = [c for c in ch.discard if c.startswith("cont_")]
    assert len(new) == 1 and new[0] != card and new[0] not in state.revealed_infected  # unscanned
    assert len(state.contamination_deck) == deck - 1
    assert owned(state, 0) == before  # the deck keeps its Contamination count (CARN-MUTA-05)
    assert [e.args["side"] for e in entries(log, "mutation_effect")] == ["not_infected"]
    assert ch.light_wounds == 1  # "heal 1"


@pytest.mark.rule("CARN-MUTA-06", "CARN-MUTC-03")
def test_the_first_use_turns_the_card_face_up_for_everyone():
    state = crew()
    state.characters[0].slime = True
    hold(state, 0, "pheromone_cloak")
    assert carno_view(api.view(state, 1)).held[0] == "hidden"

    log = mutate(state, "pheromone_cloak", False)

    assert carno(state).face_up[0]
    assert carno_view(api.view(state, 1)).held[0] == "pheromone_cloak"
    shown = entries(log, "mutation_card_shown")
    assert [(e.args["name"], e.visible_to) for e in shown] == [("Pheromone Cloak", None)]
    contamination(state, 0, infected=False)
    reask(state, 0)
    again = act(state, "mutate", "contamination")
    assert not entries(again, "mutation_card_shown") and carno(state).mutation_markers[0] == 2


@pytest.mark.rule("CARN-MUTA-07", "CARN-MUTM-04", "GAP-14")
def test_the_fourth_marker_kills_before_any_scan_or_effect_leaving_a_shambler_and_the_corpse():
    state = crew()
    carno(state).mutation_markers[0] = 3
    state.characters[0].light_wounds = 2

    log = mutate(state, "regenerating_flesh", True)

    ch = state.characters[0]
    assert ch.status == "dead" and carno(state).mutation_markers[0] == 4
    assert not entries(log, "scanned") and not entries(log, "mutation_effect")
    assert [i.kind for i in state.intruders if i.room == CANTEEN] == ["shambler"]
    assert "corpse_0" in state.objects[CANTEEN]
    assert not [e for e in log if e.kind == "intruder_attacks"]  # no Surprise Attack from it


@pytest.mark.rule("CARN-MUTC-05")
def test_an_effect_whose_need_fails_does_nothing_but_say_so():
    state = crew()

    log = mutate(state, "bone_spurs", True)  # no Carnomorph in the room

    assert [e.args["name"] for e in entries(log, "mutation_no_effect")] == ["Bone Spurs"]
    assert not entries(log, "intruder_injured")
    assert carno(state).mutation_markers[0] == 1 and carno(state).face_up[0]


@pytest.mark.rule("CARN-MUTC-05", "PUB-CONT-03")
def test_no_view_names_a_contamination_card_and_every_option_reads_as_a_sentence():
    state = crew()
    hold(state, 0, "tendril_reach")
    contamination(state, 0, infected=True)
    state.item_counters["R07"] = 1
    state.item_counters["R02"] = 1
    reask(state, 0)
    texts = [api.describe(o, state) for o in state.pending.options]
    mutate_text = api.describe(Choice("mutate", ("contamination",)), state)
    assert mutate_text in texts and mutate_text != generic("mutate", ("contamination",))
    act(state, "mutate", "contamination")
    assert {o.kind for o in state.pending.options} == {"search_room"}
    for o in state.pending.options:
        assert api.describe(o, state) == f"Search {o.args[0]} without going in"
    for seat in (-1, 0, 1):
        text = msgspec.json.encode(api.view(state, seat)).decode()
        assert "cont_" not in text.replace('"contamination"', "")


@pytest.mark.rule("CARN-MUTC-05", "GAP-06")
def test_every_effect_and_need_of_the_cards_has_its_rule():
    assert set(mutation_action.EFFECTS) == set(MUTATION_EFFECT_KEYS)
    assert set(mutation_action.NEEDS) == set(MUTATION_NEEDS)


# --- each side of each card (GAP-06, mutations.toml) ---------------------------------------------------------

CASES = {}


def case(card: str, infected: bool):
    def deco(fn):
        CASES[(card, infected)] = fn
        return fn
    return deco


@case("bone_spurs", True)
def _bone_spurs_infected(state):
    """One Carnomorph of the character's choice takes 2 Injuries."""
    put_intruder(state, "shambler", CANTEEN)
    hurt = put_intruder(state, "shambler", CANTEEN, injuries=1)
    put_intruder(state, "shambler", CANTEEN)  # the same as the first: one choice for both
    hold(state, 0, "bone_spurs")
    contamination(state, 0, True)
    reask(state, 0)
    act(state, "mutate", "contamination")
    assert len(state.pending.options) == 2
    log = choose(state, "carnomorph", str(hurt.id))
    assert [(e.args["intruder"], e.args["amount"]) for e in entries(log, "intruder_injured")] == [(hurt.id, 2)]


@case("bone_spurs", False)
def _bone_spurs_clean(state):
    """One Carnomorph takes 1 Injury; the only one is picked without a question."""
    meta = put_intruder(state, "metagorger", CANTEEN)
    log = mutate(state, "bone_spurs", False)
    assert [(e.args["intruder"], e.args["amount"]) for e in entries(log, "intruder_injured")] == [(meta.id, 1)]


@case("hypertrophied_legs", True)
def _legs_infected(state):
    """Up to 2 rooms, one Noise roll in the room where the character stops."""
    log = mutate(state, "hypertrophied_legs", True, ("move", "R07", "K09"))
    assert Choice("done") in state.pending.options and not entries(log, "noise_roll")
    log += choose(state, "move", *BEYOND)
    assert state.characters[0].room == BEYOND[0]
    assert len(entries(log, "noise_roll")) == 1


@case("hypertrophied_legs", False)
def _legs_clean(state):
    """1 room, no Noise roll."""
    log = mutate(state, "hypertrophied_legs", False, ("move", "R07", "K09"))
    assert state.characters[0].room == "R07"
    assert not entries(log, "noise_roll") and state.pending.resume == "do_action"


@case("regenerating_flesh", True)
def _flesh_infected(state):
    """Every Light Wound heals and every Serious Wound is dressed."""
    ch = state.characters[0]
    ch.light_wounds = 2
    ch.serious = [state.wound_deck.pop(), state.wound_deck.pop()]
    wounds = sorted(ch.serious)
    mutate(state, "regenerating_flesh", True)
    assert ch.light_wounds == 0 and ch.serious == [] and sorted(ch.dressed) == wounds


@case("regenerating_flesh", False)
def _flesh_clean(state):
    """1 Light Wound heals."""
    state.characters[0].light_wounds = 2
    mutate(state, "regenerating_flesh", False)
    assert state.characters[0].light_wounds == 1


@case("acid_glands", True)
def _acid_infected(state):
    """Every Carnomorph in the room takes 1 Injury; every other character there a Light Wound."""
    figures = [put_intruder(state, "shambler", CANTEEN), put_intruder(state, "metagorger", CANTEEN)]
    log = mutate(state, "acid_glands", True)
    assert sorted(e.args["intruder"] for e in entries(log, "intruder_injured")) == [i.id for i in figures]
    assert state.characters[1].light_wounds == 1 and state.characters[0].light_wounds == 0


@case("acid_glands", False)
def _acid_clean(state):
    """One Metagorger or Shambler takes 1 Injury, never a bigger Carnomorph."""
    put_intruder(state, "fleshbeast", CANTEEN)
    small = put_intruder(state, "shambler", CANTEEN)
    log = mutate(state, "acid_glands", False)
    assert [(e.args["intruder"], e.args["amount"]) for e in entries(log, "intruder_injured")] == [(small.id, 1)]


@case("pheromone_cloak", True)
def _cloak_infected(state):
    """The Slime comes off; a Noise marker in every corridor of the room."""
    state.characters[0].slime = True
    state.noise = ["K04"]
    log = mutate(state, "pheromone_cloak", True)
    assert not state.characters[0].slime
    assert set(NEIGHBOURS.values()) <= set(state.noise)
    assert not entries(log, "encounter")


@case("pheromone_cloak", False)
def _cloak_clean(state):
    """The Slime comes off."""
    state.characters[0].slime = True
    mutate(state, "pheromone_cloak", False)
    assert not state.characters[0].slime


@case("predator_instinct", True)
def _instinct_infected(state):
    """The top 3 Event cards, seen by the character alone, put back in the order it likes."""
    a, b, c = sorted(state.event_deck)[:3]
    top(state.event_deck, c, b, a)  # c on top
    log = mutate(state, "predator_instinct", True)
    seen = entries(log, "mutation_events_seen")
    assert [(e.args["cards"], e.visible_to) for e in seen] == [(f"{c},{b},{a}", (0,))]
    assert {o.args[0] for o in state.pending.options} == {a, b, c}
    assert state.pending.ctx == ("0", "3", "0")  # the public context names no card
    choose(state, "event_top", a)
    assert {o.args[0] for o in state.pending.options} == {b, c}
    choose(state, "event_top", b)
    assert state.event_deck[-3:] == [c, b, a]  # a on top, then b, then c


@case("predator_instinct", False)
def _instinct_clean(state):
    """The top Event card, seen by the character alone; the deck is not changed."""
    deck = list(state.event_deck)
    log = mutate(state, "predator_instinct", False)
    seen = entries(log, "mutation_events_seen")
    assert [(e.args["cards"], e.visible_to) for e in seen] == [(deck[-1], (0,))]
    assert state.event_deck == deck


@case("gaping_maw", True)
def _maw_infected(state):
    """A Metagorger of the room leaves the board (no Carcass); 1 Light Wound heals."""
    put_intruder(state, "metagorger", CANTEEN)
    state.characters[0].light_wounds = 2
    mutate(state, "gaping_maw", True)
    assert not state.intruders and state.characters[0].light_wounds == 1
    assert "carcass" not in state.objects.get(CANTEEN, [])


@case("gaping_maw", False)
def _maw_clean(state):
    """A Metagorger leaves the board, never a Shambler; the character takes a Contamination card."""
    put_intruder(state, "metagorger", CANTEEN)
    put_intruder(state, "shambler", CANTEEN)
    before = owned(state, 0)
    mutate(state, "gaping_maw", False)
    assert [i.kind for i in state.intruders] == ["shambler"]
    assert owned(state, 0) == before + 2  # the action's card (replaced, CARN-MUTA-05) and the new one


@case("tendril_reach", True)
def _tendril_infected(state):
    """A Search of an explored neighbouring room, without going in."""
    state.item_counters["R02"] = 1
    state.item_counters["R07"] = 2
    log = mutate(state, "tendril_reach", True)
    assert {o.args[0] for o in state.pending.options} == {"R02", "R07"}
    log += choose(state, "search_room", "R02")
    assert state.item_counters["R02"] == 0 and state.characters[0].room == CANTEEN
    assert len(entries(log, "items_drawn")) == 1


@case("tendril_reach", False)
def _tendril_clean(state):
    """The core's Search of the character's own room."""
    state.item_counters[CANTEEN] = 1
    log = mutate(state, "tendril_reach", False)
    assert state.item_counters[CANTEEN] == 0 and len(entries(log, "items_drawn")) == 1


@case("chitin_plates", True)
def _chitin_infected(state):
    """One Serious Wound card is discarded, dressed or not; the character gets Slime."""
    ch = state.characters[0]
    ch.serious = [state.wound_deck.pop()]
    ch.dressed = [state.wound_deck.pop()]
    wound, dressed = ch.serious[0], ch.dressed[0]
    mutate(state, "chitin_plates", True)
    assert set(state.pending.options) == {Choice("wound", (wound,)), Choice("wound", (dressed, "dressed"))}
    assert api.describe(Choice("wound", (dressed, "dressed")), state) == f"Discard your dressed {dressed} wound"
    choose(state, "wound", dressed, "dressed")
    assert ch.serious == [wound] and ch.dressed == [] and dressed in state.wound_discard and ch.slime


@case("chitin_plates", False)
def _chitin_clean(state):
    """1 Serious Wound is dressed."""
    ch = state.characters[0]
    ch.serious = [state.wound_deck.pop()]
    wound = ch.serious[0]
    mutate(state, "chitin_plates", False)
    assert ch.serious == [] and ch.dressed == [wound]


@case("adrenal_overdrive", True)
def _overdrive_infected(state):
    """3 Action cards drawn, then a Light Wound."""
    log = mutate(state, "adrenal_overdrive", True)
    assert [e.args["count"] for e in entries(log, "cards_drawn")] == [3]
    assert state.characters[0].light_wounds == 1


@case("adrenal_overdrive", False)
def _overdrive_clean(state):
    """1 Action card drawn."""
    log = mutate(state, "adrenal_overdrive", False)
    assert [e.args["count"] for e in entries(log, "cards_drawn")] == [1]
    assert state.characters[0].light_wounds == 0


@case("spore_exhalation", True)
def _spores_infected(state):
    """Every other character in the room takes a Contamination card; every Carnomorph but the Butcher is pushed
    into the neighbouring room the character picks."""
    butcher = put_intruder(state, "butcher", CANTEEN)
    small = [put_intruder(state, "metagorger", CANTEEN), put_intruder(state, "shambler", CANTEEN)]
    scout = owned(state, 1)
    mutate(state, "spore_exhalation", True, ("drive", "R07", "K09"))
    assert owned(state, 1) == scout + 1
    assert [i.room for i in small] == ["R07", "R07"] and butcher.room == CANTEEN


@case("spore_exhalation", False)
def _spores_clean(state):
    """One Carnomorph, not the Butcher, pushed into the neighbouring room the character picks."""
    butcher = put_intruder(state, "butcher", CANTEEN)
    shambler = put_intruder(state, "shambler", CANTEEN)
    mutate(state, "spore_exhalation", False, ("drive", "R05", "K07"))
    assert shambler.room == "R05" and butcher.room == CANTEEN


@case("thermal_sense", True)
def _thermal_infected(state):
    """The Fire in the room goes out, and in one burning neighbouring room of the character's choice."""
    state.fire = sorted([CANTEEN, "R05", "R07"])
    mutate(state, "thermal_sense", True, ("douse", "R07"))
    assert state.fire == ["R05"]


@case("thermal_sense", False)
def _thermal_clean(state):
    """A secret look at an unexplored neighbouring room tile and its Exploration token."""
    state.explored["R07"] = False
    state.exploration["R07"] = 0
    log = mutate(state, "thermal_sense", False)
    seen = entries(log, "tile_seen")
    assert [(e.args["room"], e.args["tile"], e.visible_to) for e in seen] == [("R07", "hatch_control", (0,))]
    knowledge = state.characters[0].knowledge
    assert knowledge["tile:R07"] == "hatch_control" and knowledge["token:R07"] == cat(state).exploration[0][0]
    assert not state.explored["R07"]


def _sides():
    from engine.species.carnomorphs.readers import load_mutations

    cards = load_mutations("species/carnomorphs/mutations.toml", MUTATION_EFFECT_KEYS, MUTATION_NEEDS, 12)
    return [(card, infected) for card in cards for infected in (True, False)]


@pytest.mark.rule("CARN-MUTC-05", "CARN-MUTA-03", "CARN-MUTA-04", "GAP-06")
@pytest.mark.parametrize(("card", "infected"), _sides(), ids=lambda v: str(v))
def test_each_side_of_each_mutation_card_does_what_its_text_says(card, infected):
    state = crew()
    CASES[(card, infected)](state)
    assert carno(state).face_up[0] and carno(state).mutation_markers[0] == 1
    if state.characters[0].status == "aboard" and state.pending is not None and state.pending.seat == 0:
        assert state.pending.resume in ("do_action", "item_keep", "fit_hands_drop")


@pytest.mark.rule("CARN-MUTA-06", "CARN-MUTC-05")
@pytest.mark.parametrize(("card", "infected"), [("predator_instinct", True), ("thermal_sense", False),
                                                ("gaping_maw", True), ("chitin_plates", True),
                                                ("hypertrophied_legs", True)])
def test_what_the_log_says_reads_as_sentences_with_names(card, infected):
    from engine.logtext import entry_text
    from tests.engine.test_logtext import raw_bits

    state = crew()
    start = len(state.log)
    CASES[(card, infected)](state)
    for entry in state.log[start:]:
        text = entry_text(entry, api.view(state, entry.visible_to[0]) if entry.visible_to else state)
        assert text[:1].isupper() and not raw_bits(text), (entry.kind, text)
        assert not text.lower().startswith(entry.kind.replace("_", " ")), (entry.kind, text)  # a template, not a dump
