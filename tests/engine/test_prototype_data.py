"""The 2018 prototype ruleset's data (issue 20, groundwork) checked against shared/rules/base-game.md: its options
(§1 D1-D20), the Panic deck (§9, §34.4, GAP-25), the bag (D7, §20) and the Exploration tokens (D13, §7), and
broken copies of each file refused with a sentence naming the file and the entry."""

import re
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from engine.content.loader import ContentError, load_options
from engine.rulesets.prototype.content import (
    BAG,
    EXPLORATION,
    NEW_KEYS,
    OPTIONS,
    PANIC,
    load_bag,
    load_exploration,
    load_panic,
    load_prototype_options,
    panic_deck,
    prototype_content,
    prototype_options_check,
    published_options,
    starting_bag,
)
from tests.engine.content_helpers import break_file, drop_row, set_top

ALL = ["larva", "creeper", "adult", "breeder", "queen"]

# D-number -> option key -> the prototype's value (base-game.md §1, and the BASE rule each comment names).
DIFFERENCES = {
    1: {"actions_per_round": 0},
    2: {"setup_draw": 6, "hand_size": 6, "hand_size_body_wound": 5, "combat_draw": 2, "draw_in": "end_phase"},
    3: {"event_phase_steps": ["ev_attacks", "ev_sheet_larvae", "ev_fire", "ev_event_card"], "end_phase_steps": ["ev_time", "end_draw"]},
    4: {"danger_fallback_noise": False},
    5: {"larva_draw_contamination": 1, "larva_attaches_on_draw": True, "panic_on_bag_draw": True},
    6: {"larva_attaches_on_draw": True},
    8: {"event_phase_steps": ["ev_attacks", "ev_sheet_larvae", "ev_fire", "ev_event_card"]},
    9: {"eggs_at_setup": 8, "eggs_max": 8},
    10: {"fire_wound": "serious", "fire_wound_when": "event_phase"},
    11: {"melee_contamination_cards": 0},
    12: {"careful_move": False},
    14: {"objectives_dealt": 2, "objective_choice": "setup", "alternative_objective_swaps": 1},
    15: {"max_weapons": 2, "max_heavy_objects": 1, "heavy_object_refill_penalty": 1},
    16: {"first_victim": "random_character"},
    17: {"escape_pods": {"1": 2, "2": 3, "3": 3, "4": 4, "5": 4}},
    18: {"give_items_per_action": 1, "give_refusable": True},
    19: {"removed_contamination": "deck"},
    20: {"reaction_to_danger_reduction": 2, "panic_difficulty_minimum": 0},
}
DATA_FILES = {5: PANIC, 7: BAG, 13: EXPLORATION}  # differences that are a data file of their own


@pytest.fixture(scope="module")
def options():
    return load_prototype_options()


@pytest.fixture(scope="module")
def panic():
    return load_panic()


# ---- options (§1) ----

@pytest.mark.parametrize(("d", "key", "value"),
                         [(d, k, v) for d, keys in DIFFERENCES.items() for k, v in keys.items()],
                         ids=[f"D{d}-{k}" for d, keys in DIFFERENCES.items() for k in keys])
def test_each_plain_difference_has_its_prototype_value(options, d, key, value):
    assert options[key] == value


def test_every_difference_d1_to_d20_is_an_option_a_data_file_or_a_named_piece_of_code():
    code_only = set()  # every row has at least an option or a file; a D that needed code alone would go here
    assert set(DIFFERENCES) | set(DATA_FILES) | code_only == set(range(1, 21))


def test_a_published_option_keeps_its_published_value_where_the_prototype_differs(options):
    published = published_options()
    overrides = prototype_options_check(options)
    assert {"actions_per_round", "hand_size", "setup_draw", "melee_contamination_cards", "eggs_at_setup",
            "escape_pods", "reaction_to_danger_reduction"} <= set(overrides)
    for key in ("actions_per_round", "hand_size", "setup_draw", "melee_contamination_cards", "eggs_at_setup",
                "escape_pods", "reaction_to_danger_reduction"):
        assert options[key] != published[key], f"{key} equals the published value: it is no difference"
    assert set(options) == set(overrides) | set(NEW_KEYS)  # every new key is set, nothing else
    ruleset = load_options("rulesets/published/options.toml")
    assert set(ruleset) <= set(options)  # the published ruleset's every key has the prototype's own value


def test_the_published_keys_come_first_then_the_new_ones(options):
    keys = list(options)
    first_new = min(keys.index(k) for k in NEW_KEYS)
    assert all(k in NEW_KEYS for k in keys[first_new:])
    assert not any(k in NEW_KEYS for k in keys[:first_new])


def test_every_option_line_names_its_rule():
    text = resources.files("engine").joinpath(*OPTIONS.split("/")).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if re.match(r"^[a-z_]+\s*=", line)]
    assert len(lines) == len(load_options(OPTIONS))
    for line in lines:
        assert re.search(r"#.*\b(BASE-[A-Z]+-\d+|D\d{1,2}|GAP-\d+)\b", line), line


def test_no_bag_development_and_no_time_step_in_the_event_phase(options):
    assert "ev_bag" not in options["event_phase_steps"]  # D8
    assert "ev_time" in options["end_phase_steps"] and "ev_time" not in options["event_phase_steps"]  # D3


@pytest.mark.rule("BASE-NOISE-02")
def test_the_prototype_noise_die_is_the_published_die(options):
    die = published_options()["noise_die"]  # D4 changes what the special face does, not the die
    assert options["noise_die"] == die
    assert Counter(die) == Counter({"1": 2, "2": 2, "3": 2, "4": 2, "silence": 1, "danger": 1})


@pytest.mark.rule("BASE-COMBAT-03")
def test_the_attack_die_reads_literally(options):
    faces = Counter(options["combat_die"])
    assert faces == Counter({"blank": 1, "single": 1, "double": 1, "creeper": 2, "adult": 1})
    hits = options["combat_hits"]

    def chance(kind):
        return sum(n for face, n in faces.items() if kind in hits[face])

    assert (chance("creeper"), chance("adult"), chance("queen"), chance("breeder")) == (4, 3, 2, 2)


@pytest.mark.rule("BASE-PANIC-06")
def test_reaction_to_danger_lowers_panic_by_2_to_no_less_than_0(options):
    assert options["reaction_to_danger_reduction"] == 2
    assert options["panic_difficulty_minimum"] == 0


# ---- Panic deck (§9, §34.4, GAP-25) ----

def test_the_panic_deck_holds_20_cards_with_the_proposed_difficulty_mix(panic):
    deck = panic_deck(panic)
    assert len(deck) == 20
    assert Counter(panic[c].difficulty for c in deck) == {1: 3, 2: 6, 3: 5, 4: 3, 5: 3}


def test_painful_fall_is_the_seeds_card_and_everything_else_is_proposed(panic):
    fall = panic["painful_fall"]
    assert (fall.difficulty, fall.does.effect, fall.does.amount, fall.provenance) == (3, "light_wound", 1, "S-card")
    assert {c.provenance for c in panic.values() if c.id != "painful_fall"} == {"P"}


def test_the_panic_effects_of_gap_25(panic):
    got = {c.id: (c.copies, c.does.effect, c.does.amount) for c in panic.values()}
    assert got == {
        "painful_fall": (2, "light_wound", 1), "frozen_in_fear": (2, "discard_random", 2),
        "shaking_hands": (2, "lose_ammo", 1), "dropped_gear": (1, "discard_item", 1), "scream": (2, "noise_roll", 0),
        "blind_flight": (1, "blind_escape", 0), "hyperventilation": (2, "discard", 1),
        "tunnel_vision": (1, "no_attacks", 0), "nausea": (2, "contamination", 1), "cold_sweat_1": (1, "none", 0),
        "cold_sweat_2": (1, "none", 0), "collapse": (1, "pass", 0), "stumble": (1, "drop_heavy", 0),
        "breakdown": (1, "serious_wound", 1)}
    fallbacks = {c.id: (c.otherwise.effect, c.otherwise.amount) for c in panic.values() if c.otherwise}
    assert fallbacks == {"shaking_hands": ("discard", 1), "dropped_gear": ("discard", 1),
                         "stumble": ("light_wound", 1)}


def test_the_panic_texts_are_our_own_words(panic):
    digest = Path(__file__).resolve().parents[3] / "shared" / "rules" / "base-game.md"
    if not digest.is_file():
        pytest.skip("the rules digest is not beside the project")
    source = " ".join(digest.read_text(encoding="utf-8").replace("*", "").split()).lower()
    for card in panic.values():
        assert card.text.endswith(".") and len(card.text.split()) >= 6
        for sentence in re.split(r"[:;.]\s*", card.text):
            if len(sentence.split()) >= 5:
                assert sentence.lower() not in source, f"{card.id} copies the digest: {sentence!r}"


# ---- bag (D7, §20) ----

@pytest.mark.rule("BASE-BAG-01", "BASE-SETUP-20")
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_bag_holds_3_larvae_a_creeper_3_adults_and_1_per_player_a_queen_and_no_blank(players):
    bag = starting_bag(load_bag(), players)
    assert bag == {"larva": 3, "creeper": 1, "adult": 3 + players, "queen": 1}
    assert "blank" not in bag


def test_two_players_have_five_adults_as_the_rulebook_says():
    assert starting_bag(load_bag(), 2)["adult"] == 5  # BASE-SETUP-20's example


def test_the_supply_is_the_proposed_one_and_breeders_start_outside_the_bag():
    bag = load_bag()
    assert bag.supply == {"larva": 6, "creeper": 3, "adult": 10, "breeder": 2, "queen": 1}  # BASE-BAG-07
    assert "breeder" not in starting_bag(bag, 5)  # GAP-31


def test_a_bag_for_six_players_is_not_made():
    with pytest.raises(ValueError):
        starting_bag(load_bag(), 6)


# ---- Exploration tokens (D13, §7) ----

@pytest.mark.rule("BASE-EXPL-16", "BASE-COMP-04")
def test_twenty_exploration_tokens_of_which_sixteen_are_placed():
    pool = load_exploration()
    items = {}
    for effect, n in pool.tokens:
        items.setdefault(effect, []).append(n)
    assert {e: sorted(v) for e, v in items.items()} == {
        "silence": [1, 2, 2, 3, 4], "malfunction": [1, 2, 3, 4], "door": [1, 2, 3, 4],
        "signs_of_intrusion": [1, 2, 3, 4], "fire": [1, 2, 3]}
    assert len(pool.tokens) == 20 and pool.placed == 16 < len(pool.tokens)


def test_the_tokens_carry_the_prototypes_names_and_no_danger_or_slime():
    pool = load_exploration()
    assert set(pool.names.values()) == {"Silence", "Damage", "Locked door", "Signs of intrusion", "Fire"}  # D13
    assert not {"danger", "slime"} & {e for e, _ in pool.tokens}


@pytest.mark.rule("BASE-COMP-17")
def test_eight_eggs(options):
    assert options["eggs_at_setup"] == options["eggs_max"] == 8


def test_the_content_the_ruleset_will_give_the_catalog(options):
    content = prototype_content(options)
    assert content["exploration"] == load_exploration().tokens
    part = content["ext"]["ruleset:prototype"]
    assert len(panic_deck(part["panic"])) == 20 and part["exploration_placed"] == 16


@pytest.mark.rule("BASE-POLICY-02")
def test_the_ruleset_is_a_choice_beside_published_played_on_the_ship_with_the_intruders():
    from engine import api, hooks

    assert ("prototype", "2018 prototype", True) in api.choosable("ruleset")
    assert ("prototype", "nemesis_ship", "intruders") in api.combos()
    assert not [c for c in api.combos() if c[0] == "prototype" and c[1:] != ("nemesis_ship", "intruders")]
    with pytest.raises(api.ConfigError, match="played only with the species Intruders"):
        api.new_game({"seats": 2, "seed": 1, "ruleset": "prototype", "species": "carnomorphs"})
    assert hooks.mismatch("published", "nemesis_ship", "carnomorphs") == ""


# ---- broken copies ----

def _set(table, i, key, value):
    def edit(data):
        data[table][i][key] = value
    return edit


def _entry(table, key, value):
    def edit(data):
        data[table][key] = value
    return edit


BROKEN = [
    (PANIC, _set("cards", 0, "effect", "faint"), '"effect"', "faint"),
    (PANIC, _set("cards", 0, "difficulty", 9), '"difficulty"', "painful_fall"),
    (PANIC, _set("cards", 1, "id", "painful_fall"), "defined twice", "painful_fall"),
    (PANIC, _set("cards", 2, "copies", 3), "20 cards", "21"),
    (PANIC, drop_row("cards", 0, "amount"), '"amount"', "painful_fall"),
    (PANIC, _set("cards", 4, "amount", 2), '"amount"', "noise_roll"),
    (PANIC, _set("cards", 2, "otherwise", {"effect": "cry"}), '"effect"', 'shaking_hands" (otherwise)'),
    (PANIC, _set("cards", 0, "provenance", "guess"), '"provenance"', "guess"),
    (PANIC, _set("cards", 0, "text", "Ouch"), "whole sentences", "painful_fall"),
    (BAG, _entry("bag_start", "blank", 1), "[bag_start]", "blank"),
    (BAG, _entry("supply", "adult", 7), "5-player bag", "adult"),
    (BAG, _entry("per_player", "adult", -1), "[per_player]", "adult"),
    (BAG, set_top("species", None), '"species"', "has no key"),
    (EXPLORATION, _set("tokens", 0, "effect", "danger"), '"effect"', "danger"),
    (EXPLORATION, _set("tokens", 3, "items", 5), '"items"', "tokens[3]"),
    (EXPLORATION, set_top("placed", 21), '"placed"', "21"),
    (EXPLORATION, _entry("names", "slime", "Slime"), "[names]", "slime"),
    (OPTIONS, set_top("hand_sise", 6), '"hand_sise"', "misspelt"),
    (OPTIONS, set_top("hand_size", "6"), '"hand_size"', "int"),
    (OPTIONS, set_top("escape_pods", {"1": 2, "2": 3}), '"escape_pods"', "published table"),
    (OPTIONS, set_top("fire_wound", "mild"), '"fire_wound"', "mild"),
    (OPTIONS, set_top("combat_draw", -2), '"combat_draw"', "at least 0"),
    (OPTIONS, set_top("end_phase_steps", ["ev_fire"]), "event_phase_steps", "ev_fire"),
    (OPTIONS, set_top("combat_hits", {"blank": [], "single": [], "double": [], "creeper": [], "egg": []}),
     '"combat_hits"', "published table"),
]


@pytest.mark.parametrize(("path", "edit", "key", "detail"), BROKEN,
                         ids=[f"{p.split('/')[-1]}-{k.strip(chr(34))}-{d}" for p, _e, k, d in BROKEN])
def test_a_broken_prototype_file_is_refused_naming_the_file_and_entry(monkeypatch, path, edit, key, detail):
    break_file(monkeypatch, path, edit)

    with pytest.raises(ContentError) as err:
        {PANIC: load_panic, BAG: load_bag, EXPLORATION: load_exploration, OPTIONS: load_prototype_options}[path]()

    message = str(err.value)
    assert message.startswith(f"{path}: ") and key in message and detail in message


@pytest.mark.rule("BASE-POLICY-02")
def test_the_log_cites_prototype_rules_that_the_reference_explains(options):
    """Every shared step the prototype re-cites names a core PUB rule and a BASE rule of the rules reference."""
    import tomllib

    root = Path(__file__).resolve().parents[2] / "assets" / "rules"
    ids = {f: {r["id"] for r in tomllib.loads((root / f"{f}.toml").read_text(encoding="utf-8"))["rule"]}
           for f in ("published", "prototype")}
    cites = options["rule_cites"]
    assert len(cites) >= 40
    assert set(cites) <= ids["published"], sorted(set(cites) - ids["published"])
    assert set(cites.values()) <= ids["prototype"], sorted(set(cites.values()) - ids["prototype"])
