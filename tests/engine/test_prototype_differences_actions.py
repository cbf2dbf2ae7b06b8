"""base-game.md §1, actions, exploration and contamination (D11, D12, D13, D19, BASE-MOVE-08/09, BASE-CHAR-11):
the same action taken under both rulesets, each test asserting the two outcomes a player sees.

- D11: a prototype Melee Attack costs 1 Action card and nothing else; the published one also 1 Contamination card.
- D12: no Careful Movement in the prototype.
- D13: the prototype's Exploration tokens (Silence, Damage, Locked door, Signs of intrusion, Fire) against the
  published ones (Silence, Danger, Slime, Fire, Malfunction, Door); a slimed character's Silence token stays
  Silence in the prototype.
- D19: Contamination cards removed go back into the prototype's deck, out of the published game.
- A Leg wound makes the prototype's Movement cost 2 (Escape 1); the published Escape 2 (Movement 1).
- No character traits and no Quest Items in the prototype.
"""

import pytest

from engine.catalog import cat
from engine.logtext import entry_text
from engine.rulesets.prototype.state import proto
from tests.engine.factories import act, entries, kinds, put_intruder, reask, set_bag, set_hand, stack_attack
from tests.engine.ship_helpers import exploration_token, ship

RULESETS = ["published", "prototype"]
CARDS = ["soldier_demolition", "soldier_rest", "soldier_search_1", "soldier_search_2"]


def game(ruleset: str, hand: int = 4):
    """One Soldier in the Hibernatorium (R11) about to act, holding `hand` cards, every tile up."""
    state = ship(1, ruleset=ruleset)
    state.first_intruder_seen = True
    set_hand(state, 0, CARDS[:hand])
    state.characters[0].discard = []
    return state


def paid(log) -> list[str]:
    return [card for e in entries(log, "cards_discarded") for card in str(e.args["cards"]).split(",")]


# --- D11: Melee --------------------------------------------------------------------------------------------


@pytest.mark.rule("BASE-MELEE-01", "BASE-MELEE-02", "BASE-MELEE-03", "BASE-COMBAT-05", "PUB-COMBAT-06")
@pytest.mark.parametrize(("face", "injuries", "serious"), [("single", 1, 0), ("double", 1, 0), ("blank", 0, 1)])
@pytest.mark.parametrize(("ruleset", "contamination"), [("published", 1), ("prototype", 0)])
def test_a_melee_attack(script, ruleset, contamination, face, injuries, serious):
    """Alike: at most 1 wound, a miss is a Serious Wound. Different: the published cost adds a Contamination card."""
    state = game(ruleset, hand=2)
    ch = state.characters[0]
    adult = put_intruder(state, "adult", ch.room)
    deck = len(state.contamination_deck)
    reask(state)
    script.rolls(face)

    log = act(state, "melee", str(adult.id))

    assert adult.injuries == injuries and len(ch.serious) == serious
    assert len(paid(log)) == 1 and len(ch.hand) == 1
    assert len([c for c in ch.discard if c.startswith("cont_")]) == contamination
    assert len(state.contamination_deck) == deck - contamination


# --- D12: Careful Movement ---------------------------------------------------------------------------------


@pytest.mark.rule("BASE-MOVE-11", "PUB-MOVE-06")
@pytest.mark.parametrize(("ruleset", "offered"), [("published", True), ("prototype", False)])
def test_careful_movement_is_offered_only_in_the_published_game(ruleset, offered):
    state = game(ruleset)
    reask(state)

    kinds_offered = {o.kind for o in state.pending.options}

    assert "move" in kinds_offered
    assert ("careful" in kinds_offered) is offered


# --- D13: Exploration tokens -------------------------------------------------------------------------------


@pytest.mark.rule("BASE-EXPL-16", "PUB-EXPLORE-06", "PUB-SETUP-04")
@pytest.mark.parametrize(("ruleset", "effects"), [
    ("published", {"silence", "danger", "slime", "fire", "malfunction", "door"}),
    ("prototype", {"silence", "malfunction", "door", "signs_of_intrusion", "fire"}),
])
def test_the_twenty_exploration_tokens_and_the_sixteen_laid(ruleset, effects):
    state = ship(1, ruleset=ruleset, explored=False)
    pool = cat(state).exploration

    assert len(pool) == 20 and {effect for effect, _items in pool} == effects
    laid = {pool[i][0] for i in state.exploration.values()}
    assert len(state.exploration) == 16 and laid <= effects


@pytest.mark.rule("BASE-EXPL-01", "BASE-EXPL-05", "BASE-EXPL-08", "BASE-EXPL-11", "BASE-EXPL-12", "BASE-DOOR-09",
                  "PUB-EXPLORE-01", "PUB-EXPLORE-03")
@pytest.mark.parametrize(("ruleset", "names"), [
    ("published", {"malfunction": "Malfunction", "door": "Door"}),
    ("prototype", {"malfunction": "Damage", "door": "Locked door"}),
])
@pytest.mark.parametrize("effect", ["malfunction", "door"])
def test_the_same_token_under_its_two_names(script, ruleset, names, effect):
    state = game(ruleset)
    state.explored["R06"] = False
    state.exploration["R06"] = exploration_token(state, effect)
    reask(state)
    script.rolls("silence")

    log = act(state, "move", "R06", "K10")

    order = kinds(log)  # alike: the tile turns up, the token acts and goes, then the Noise roll
    assert order.index("room_explored") < order.index("exploration_token") < order.index("noise_roll")
    assert state.explored["R06"] and "R06" not in state.exploration
    text = entry_text(entries(log, "exploration_token")[0], state)
    assert f"shows {names[effect]} and" in text
    if effect == "malfunction":
        assert state.malfunction == ["R06"]
    else:  # the door behind the character closes, in either game
        assert state.doors == {"K10": "closed"}


@pytest.mark.rule("BASE-EXPL-10", "PUB-EXPLORE-03", "PUB-SLIME-02")
@pytest.mark.parametrize(("ruleset", "noise"), [("published", ["K04", "K07", "K09", "K10"]), ("prototype", [])])
def test_a_slimed_character_reveals_a_silence_token(script, ruleset, noise):
    state = game(ruleset)
    state.characters[0].slime = True
    state.explored["R06"] = False
    state.exploration["R06"] = exploration_token(state, "silence")
    reask(state)

    log = act(state, "move", "R06", "K10")  # no die is rolled in either game (the script holds no face)

    assert sorted(state.noise) == noise  # published: read as Danger, Noise in every corridor; prototype: Silence
    assert ("silence_is_danger" in kinds(log)) is (ruleset == "published")
    assert entries(log, "noise_roll") == []


@pytest.mark.rule("BASE-EXPL-13")
@pytest.mark.parametrize(("faces", "rolls", "noise", "intruders"), [
    (["1", "3"], 2, ["K07", "K09"], []),  # two Noise markers: the Canteen's 1 is K09, its 3 is K07
    (["1"], 1, [], [("adult", "R06")]),  # K09 already held Noise: the first roll brings an Adult, no second roll
])
def test_signs_of_intrusion_two_noise_rolls_in_the_prototype(script, faces, rolls, noise, intruders):
    state = game("prototype")
    state.explored["R06"] = False
    state.exploration["R06"] = exploration_token(state, "signs_of_intrusion")
    if intruders:
        state.noise = ["K09"]
        set_bag(state, "adult_1")
        deck = proto(state).panic_deck
        deck.append(deck.pop(deck.index("cold_sweat_1")))  # a Panic card of difficulty 1: the 3 cards held keep calm
    reask(state)
    script.rolls(*faces)

    log = act(state, "move", "R06", "K10")

    assert "signs_of_intrusion" in kinds(log)
    assert len(entries(log, "noise_roll")) == rolls
    assert sorted(state.noise) == noise and [(i.kind, i.room) for i in state.intruders] == intruders
    assert ("panic_calm" in kinds(log)) is bool(intruders)


# --- D19: removed Contamination cards ----------------------------------------------------------------------


@pytest.mark.rule("BASE-CONT-05", "BASE-PANIC-05", "PUB-CONT-05")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_rest_removes_a_clean_contamination_card(ruleset):
    state = game(ruleset)
    clean = next(c for c in state.contamination_deck if c not in state.infected)
    state.contamination_deck.remove(clean)
    deck = len(state.contamination_deck)
    set_hand(state, 0, ["soldier_rest", clean, "soldier_search_1"])
    reask(state)

    log = act(state, "card", "soldier_rest")

    assert state.characters[0].hand == ["soldier_search_1"]
    if ruleset == "published":  # out of the game
        assert state.contamination_removed == [clean] and len(state.contamination_deck) == deck
        assert "contamination_returned" not in kinds(log)
    else:  # back into the deck, which is reshuffled
        assert state.contamination_removed == [] and clean in state.contamination_deck
        assert len(state.contamination_deck) == deck + 1 and "contamination_returned" in kinds(log)


# --- Leg wound ---------------------------------------------------------------------------------------------


def leg_wound(state) -> str:
    return next(w for w in state.wound_deck if cat(state).wounds[w].kind == "leg")


@pytest.mark.rule("BASE-MOVE-08", "BASE-MOVE-09", "PUB-ACT-09", "PUB-WOUND-07")
@pytest.mark.parametrize(("ruleset", "movement", "escape"), [("published", 1, 2), ("prototype", 2, 1)])
@pytest.mark.parametrize("leaving", ["movement", "escape"])
def test_a_leg_wound_raises_the_cost_of(script, ruleset, movement, escape, leaving):
    state = game(ruleset, hand=3)
    ch = state.characters[0]
    ch.serious = [leg_wound(state)]
    if leaving == "escape":
        put_intruder(state, "adult", ch.room)
        stack_attack(state, "tail_1")  # the Adult's parting attack misses
    reask(state)
    script.rolls("silence")

    log = act(state, "move", "R06", "K10")

    assert ch.room == "R06"
    assert len(paid(log)) == {"movement": movement, "escape": escape}[leaving]


# --- no traits, no Quest Items -----------------------------------------------------------------------------


@pytest.mark.rule("BASE-CHAR-11", "PUB-CHAR-02", "PUB-ITEM-09", "PUB-ROUND-10")
@pytest.mark.parametrize(("ruleset", "quests", "rush"), [
    ("published", {"autoloader": False, "armor": False}, True),  # the Soldier's 2 Quest Items, inactive
    ("prototype", {}, False),
])
def test_the_soldiers_quest_items_and_his_rush_trait(script, ruleset, quests, rush):
    state = game(ruleset)
    assert state.characters[0].quests == quests
    reask(state)
    script.rolls("silence")

    act(state, "move", "R06", "K10")  # one action taken: the moment the published Soldier may Rush

    assert state.pending.seat == 0
    assert ("rush" in {o.kind for o in state.pending.options}) is rush
