"""The Night Stalkers' content (Nemesis: Lockdown) as a player would check it against the box and the digest's
tables (shared/rules/lockdown-base.md T4, T5, T6, T13): the decks' sizes and mixes, the two-number tokens and
the starting bag, the kinds and their looks, the Laboratory board's and the box's numbers, and broken files
refused with a sentence naming the file and the key. The species is data only: not registered yet."""

import dataclasses
from collections import Counter

import pytest

from engine.content.cards import load_kinds
from engine.content.catalog import load_catalog
from engine.content.loader import ContentError, load_options
from engine.species.night_stalkers.content import (
    ATTACK_DARK_KEYS,
    ATTACK_EFFECT_KEYS,
    EVENT_DARK_KEYS,
    EVENT_EFFECT_KEYS,
    ID,
    OPTIONS,
    WEAKNESS_CHANGES,
    WEAKNESS_EFFECT_KEYS,
    night_stalkers_content,
    starting_bag,
    surprise_number,
)
from tests.engine.content_helpers import break_file, drop_row, set_in_row, set_top, twin_ids

FIGURES = ("queen", "breeder", "adult", "creeper", "larva")  # biggest first (order 0..4)
L, C, A, B, Q = "larva", "creeper", "adult", "breeder", "queen"

# T4, restated: id -> (name, movers, corridor, second corridor, self-removing, has a Darkness part)
EVENTS = {
    "blood_trace_1": ("Blood Trace", {B, Q}, 2, None, False, True),
    "blood_trace_2": ("Blood Trace", {C, B, Q}, 3, None, False, True),
    "blue_screen": ("Blue Screen", {A, B, Q}, 3, None, True, False),
    "bulkheads_open": ("Bulkheads Open", {A, B}, 1, None, False, True),
    "consuming_fire": ("Consuming Fire", {C, B, Q}, 2, None, False, False),
    "coolant_leak": ("Coolant Leak", {A, B, Q}, 1, None, True, False),
    "damage": ("Damage", {C, A}, 3, None, False, True),
    "egg_protection": ("Egg Protection", {B, Q}, 4, None, False, True),
    "fire_in_the_hole": ("Fire in the Hole", {C, A}, 1, None, False, False),
    "hatching": ("Hatching", {A, B}, 2, None, False, True),
    "kickstopper": ("Kickstopper", {A, B, Q}, 2, 4, True, False),
    "leaving_the_shell_1": ("Leaving the Shell", {B, Q}, 1, None, False, False),
    "leaving_the_shell_2": ("Leaving the Shell", {C, B, Q}, 4, None, False, False),
    "lurking": ("Lurking", {C, A}, 2, None, False, True),
    "nest": ("Nest", {C, B, Q}, 1, None, False, True),
    "noise_in_corridors": ("Noise in Corridors", {A, B}, 3, None, False, True),
    "panic": ("Panic", {A, B}, 4, None, False, True),
    "power_surge": ("Power Surge", {B, Q}, 3, None, False, False),
    "sanitary_network_failure": ("Sanitary Network Failure", {A, B, Q}, 2, None, True, False),
    "scent_of_blood": ("Scent of Blood", {C, A}, 4, None, False, True),
    "short_circuit": ("Short Circuit", {A, B, Q}, 4, None, True, False),
    "thats_hot": ("That's Hot", {A, B, Q}, 1, 3, True, False),
}
# T5, restated: name -> (used by, blood values in card order with "R" for the Retreat arrow, has a Darkness part)
ATTACKS = {
    "Blood Chase": ({C, A, B, Q}, [4, 2, 5], False),
    "Blood Rage": ({B, Q}, [3, 5], False),
    "Cut": ({C, A, B, Q}, ["R", 2, 3, 4, 5], True),
    "Evolve": ({C}, [4, "R"], True),
    "Infecting the Host": ({C, Q}, [4], True),
    "Perched in the Dark": ({A, B, Q}, [5, 4, "R", 2, 3], True),
    "Piercing the Heart": ({Q}, [3, 5], True),
}


@pytest.fixture(scope="module")
def options():
    return load_options(OPTIONS)


@pytest.fixture(scope="module")
def content(options):
    return night_stalkers_content(options)


@pytest.fixture(scope="module")
def ext(content):
    return content["ext"][ID]


# ---- decks ----

@pytest.mark.rule("LD-COMP-05", "LD-COMP-07", "LD-NS-01")
def test_the_box_holds_22_event_20_attack_6_weakness_cards_and_27_tokens(content, ext):
    assert len(content["events"]) == 22
    assert len(content["attack"]) == 20
    assert len(content["weaknesses"]) == 6
    assert len(content["intruder_tokens"]) == 27
    assert sorted(ext["weaknesses"]) == sorted(content["weaknesses"])
    assert sorted(ext["attack_texts"]) == sorted(content["attack"])
    assert sorted(ext["event_extras"]) == sorted(content["events"])


@pytest.mark.rule("LD-COMP-07")
def test_card_ids_are_unique_across_the_species_decks(content):
    ids = [card for deck in ("attack", "events", "weaknesses") for card in content[deck]]
    assert len(ids) == len(set(ids)) == 48


@pytest.mark.rule("LD-EVENT-09", "LD-EVENT-14", "LD-NS-04", "LD-NS-07", "LD-AUTO-06")
def test_every_event_card_moves_the_types_through_the_corridors_t4_gives(content, ext):
    events = content["events"]
    assert sorted(events) == sorted(EVENTS)
    for card_id, (name, movers, corridor, then, removes, _dark) in EVENTS.items():
        card = events[card_id]
        assert (card.name, set(card.movers), card.corridor) == (name, movers, corridor), card_id
        assert ext["event_extras"][card_id].then_corridor == then, card_id
        assert card.after == ("remove" if removes else "discard"), card_id
    assert not any(L in e.movers for e in events.values())  # Larvae never move by Event cards
    assert events["coolant_leak"].corridor == 1  # the rulebook's worked example


@pytest.mark.rule("LD-EVENT-09", "LD-COMP-07")
def test_the_event_deck_mix_its_twins_corridor_numbers_and_six_self_removing_cards(content, ext):
    deck = content["events"].values()
    twice = {name for name, n in Counter(e.name for e in deck).items() if n == 2}
    assert twice == {"Blood Trace", "Leaving the Shell"} and len({e.name for e in deck}) == 20
    assert Counter(e.corridor for e in deck) == {1: 6, 2: 6, 3: 5, 4: 5}
    assert {e.name for e in deck if e.after == "remove"} == {
        "Blue Screen", "Coolant Leak", "Kickstopper", "Sanitary Network Failure", "Short Circuit", "That's Hot"}
    two_numbers = {c: x.then_corridor for c, x in ext["event_extras"].items() if x.then_corridor}
    assert two_numbers == {"kickstopper": 4, "thats_hot": 3}


@pytest.mark.rule("LD-EVENT-09", "LD-EVENT-12", "LD-POWER-03")
def test_the_darkness_parts_of_the_event_cards(ext):
    dark = {c for c, x in ext["event_extras"].items() if x.dark}
    assert dark == {c for c, row in EVENTS.items() if row[5]}
    parts = {c: x.dark.effect for c, x in ext["event_extras"].items() if x.dark}
    assert parts["panic"] == parts["blood_trace_1"] == "holding_cards_too"  # the Dark part widens the effect
    assert parts["bulkheads_open"] == parts["nest"] == "noise_by_characters"
    assert parts["scent_of_blood"] == "adult_to_wounded"


@pytest.mark.rule("LD-IATK-03", "LD-IATK-04", "LD-INJ-02", "LD-INJ-04", "LD-NS-06", "LD-NS-10", "LD-ERR-03")
def test_the_attack_deck_mix_who_uses_each_card_and_the_blood_values(content, ext):
    deck = list(content["attack"].values())
    assert Counter(c.name for c in deck) == {name: len(row[1]) for name, row in ATTACKS.items()}
    for name, (hits, bloods, _dark) in ATTACKS.items():
        cards = [c for c in deck if c.name == name]
        assert all(set(c.hits) == hits for c in cards), name
        assert ["R" if c.retreat else c.blood for c in cards] == bloods, name
        assert all(c.retreat == (c.blood is None) for c in cards), name
    assert sum(c.retreat for c in deck) == 3
    assert {c.blood for c in deck if not c.retreat} == {2, 3, 4, 5}
    assert not any(L in c.hits for c in deck)  # a Larva infests instead (LD-IATK-04)
    assert {c.effect for c in deck if c.name == "Blood Chase"} == {"blood_chase"}  # a Light Wound, not Serious
    proposed = [c for c, t in ext["attack_texts"].items() if t.proposed]
    assert proposed == ["perched_in_the_dark_5"] and content["attack"]["perched_in_the_dark_5"].blood == 3


@pytest.mark.rule("LD-IATK-03", "LD-POWER-03")
def test_the_darkness_parts_of_the_attack_cards(content, ext):
    for card_id, card in content["attack"].items():
        dark = ext["attack_texts"][card_id].dark
        assert (dark is not None) == ATTACKS[card.name][2], card_id
    parts = {content["attack"][c].name: t.dark.effect for c, t in ext["attack_texts"].items() if t.dark}
    assert parts == {"Cut": "extra_light_wound", "Evolve": "breeder_attacks_now",
                     "Infecting the Host": "infest_target", "Perched in the Dark": "kill_with_three_serious",
                     "Piercing the Heart": "kill_with_two_serious"}


@pytest.mark.rule("LD-COMP-07")
def test_every_effect_key_is_known_and_every_known_key_is_used(content, ext):
    attack = content["attack"].values()
    assert {c.effect for c in attack} == set(ATTACK_EFFECT_KEYS)
    assert {t.dark.effect for t in ext["attack_texts"].values() if t.dark} == set(ATTACK_DARK_KEYS)
    assert {e.effect for e in content["events"].values()} == set(EVENT_EFFECT_KEYS)
    assert {x.dark.effect for x in ext["event_extras"].values() if x.dark} == set(EVENT_DARK_KEYS)
    assert {w.effect for w in ext["weaknesses"].values()} == set(WEAKNESS_EFFECT_KEYS)
    assert {w.changes for w in ext["weaknesses"].values()} == set(WEAKNESS_CHANGES)
    assert {w.kind for w in content["weaknesses"].values()} == set(WEAKNESS_EFFECT_KEYS)


@pytest.mark.rule("LD-COMP-07", "LD-KNOW-08")
def test_every_card_has_a_name_and_its_own_text_in_whole_sentences(content, ext):
    texts = [ext["attack_texts"][c].text for c in content["attack"]]
    texts += [t.dark.text for t in ext["attack_texts"].values() if t.dark]
    texts += [e.text for e in content["events"].values()]
    texts += [x.dark.text for x in ext["event_extras"].values() if x.dark]
    texts += [w.text for w in ext["weaknesses"].values()]
    names = [c.name for deck in ("attack", "events", "weaknesses") for c in content[deck].values()]
    assert all(name.strip() for name in names)
    assert all(len(text.split()) >= 3 and text.endswith(".") for text in texts)
    assert ext["verified"] == {"tokens": False, "attack": False, "events": False}  # third-party transcriptions


# ---- weaknesses ----

@pytest.mark.rule("LD-KNOW-08", "LD-COMP-07", "LD-SETUP-09")
def test_wary_of_shadows_is_the_only_known_weakness_and_cancels_perched_in_the_dark_for_adults(content, ext):
    known = [w for w in ext["weaknesses"].values() if not w.proposed]
    assert [(w.name, w.changes, w.affects, w.attack) for w in known] == [
        ("Wary of Shadows", "attack_darkness", (A,), "Perched in the Dark")]
    perched = [c for c in content["attack"].values() if c.name == "Perched in the Dark"]
    assert all(A in c.hits and ext["attack_texts"][c.id].dark for c in perched)
    assert sorted(w.name for w in ext["weaknesses"].values() if w.proposed) == [
        "Egg Instinct", "Fire Dread", "Light Aversion", "Slow Clotting", "Soft Carapace"]


# ---- kinds and tokens ----

@pytest.mark.rule("LD-NS-01", "LD-IATK-04", "LD-COMP-06")
def test_five_night_stalker_kinds_in_life_cycle_order_and_the_blank(content):
    kinds = content["kinds"]
    figures = sorted((k for k in kinds.values() if k.figure), key=lambda k: k.order)
    assert [k.id for k in figures] == list(FIGURES)
    assert [k.name for k in figures] == ["Queen", "Breeder", "Adult", "Creeper", "Larva"]
    assert [k.size for k in figures] == sorted((k.size for k in figures), reverse=True)
    assert [k.id for k in kinds.values() if not k.figure] == ["blank"]
    assert [k.id for k in kinds.values() if k.attack == "infest"] == [L]
    assert all(k.attack == "card" for k in figures if k.id != L)


@pytest.mark.rule("LD-NS-04")
def test_each_kind_looks_its_own_and_wears_no_colour_of_another_species(content):
    mine = list(content["kinds"].values())
    assert len({k.letter for k in mine}) == len({k.colour for k in mine}) == len(mine)
    others = [k for s in ("intruders", "void_seeders", "carnomorphs") for k in load_kinds(f"species/{s}/kinds.toml").values()]
    assert not {k.colour.lower() for k in mine} & {k.colour.lower() for k in others}
    shapes = {k.shape for k in mine if k.figure}
    assert shapes == {f"stalker_{k}" for k in FIGURES}  # new silhouettes, to be drawn with the rules
    assert not shapes & {k.shape for k in others}
    assert content["kinds"]["blank"].shape == "husk"


@pytest.mark.rule("LD-NS-01", "LD-NS-03", "LD-ENC-03", "LD-COMP-05")
def test_every_token_shows_the_two_numbers_t6_gives(content, ext):
    tokens, numbers = content["intruder_tokens"], ext["token_numbers"]
    assert Counter(kind for kind, _n in tokens.values()) == {L: 8, C: 3, A: 12, B: 2, Q: 1, "blank": 1}
    shown = Counter((tokens[t][0], n.light, n.dark) for t, n in numbers.items())
    assert shown == {(L, 1, 2): 5, (L, 0, 1): 3, (C, 1, 2): 3,
                     (A, 2, 4): 3, (A, 3, 4): 3, (A, 1, 3): 3, (A, 2, 3): 3,
                     (B, 2, 4): 1, (B, 3, 4): 1, (Q, 4, 4): 1}
    assert all(n.dark >= n.light for n in numbers.values())  # never safer in Darkness
    assert all(tokens[t][1] == n.light for t, n in numbers.items())  # the catalog's one number is the light one
    assert "blank_1" not in numbers and tokens["blank_1"] == ("blank", 0)
    assert sorted(t for t, n in numbers.items() if n.proposed) == ["larva_8", "queen_1"]  # GAP-LDB-14


@pytest.mark.rule("LD-ENC-02", "LD-ENC-03", "LD-NS-03")
def test_an_encounter_compares_the_higher_number_in_darkness_and_the_lower_in_light(ext):
    numbers = ext["token_numbers"]
    adult_2_3 = next(t for t, n in numbers.items() if (n.light, n.dark) == (2, 3))  # the rulebook's example
    assert surprise_number(numbers, adult_2_3, in_darkness=False) == 2
    assert surprise_number(numbers, adult_2_3, in_darkness=True) == 3
    assert surprise_number(numbers, "blank_1", in_darkness=True) == 0


@pytest.mark.rule("LD-NS-02", "LD-SETUP-10")
@pytest.mark.parametrize(("players", "adults"), [(1, 4), (2, 5), (3, 6), (4, 7), (5, 8)])
def test_the_starting_bag_holds_a_blank_four_larvae_a_creeper_the_queen_and_three_plus_p_adults(content, players,
                                                                                              adults):
    bag = starting_bag(content["bag_start"], players)
    assert bag == {"blank": 1, L: 4, C: 1, Q: 1, A: adults}  # no Breeder at first
    in_box = Counter(kind for kind, _n in content["intruder_tokens"].values())
    assert all(in_box[kind] >= count for kind, count in bag.items())
    assert in_box[A] - adults >= 4  # Adults left in the reserve for Larvae and Blanks to add


# ---- every kind a card or an option names exists ----

@pytest.mark.rule("LD-NS-04", "LD-NS-05", "LD-NS-12", "LD-INJ-02", "LD-COMBAT-01")
def test_every_kind_named_by_a_card_or_an_option_exists(content, ext, options):
    figures = {k for k, d in content["kinds"].items() if d.figure}
    named = {h for c in content["attack"].values() for h in c.hits}
    named |= {m for e in content["events"].values() for m in e.movers}
    named |= {k for w in ext["weaknesses"].values() for k in w.affects}
    named |= {*options["miniatures"], *options["bag_grows"], *options["bag_grows"].values(), *options["bag_noise"],
              *options["bag_nest"], *options["evolves"], *options["evolves"].values(), *options["injury_kills"],
              *options["injury_check_cards"], *options["no_carcass"], *options["overflow_recall"],
              *options["event_never_moves"], options["blank_adds"], options["blank_last_adds"],
              options["infected_death_leaves"]}
    named |= {k for hit in options["combat_hits"].values() for k in hit}
    assert named == figures  # and every figure kind is used somewhere
    attack_names = {c.name for c in content["attack"].values()}
    assert {w.attack for w in ext["weaknesses"].values() if w.attack} <= attack_names
    users = {k for c in content["attack"].values() for k in c.hits}
    assert users == figures - {L}  # every kind that draws Attack cards has some


# ---- options ----

@pytest.mark.rule("LD-SETUP-09", "LD-NEST-01", "LD-COMP-05", "LD-COMP-10", "LD-KNOW-05", "LD-KNOW-06",
                  "LD-KNOW-07", "LD-NS-09")
def test_the_laboratory_board_and_box_numbers(options):
    assert options["eggs_at_setup"] == 5 and options["eggs_max"] == 8
    assert options["weakness_cards_dealt"] == 3 and options["weakness_cards_revealed"] == 1
    assert options["weakness_knowledge"] == {"first": 3, "second": 5, "third": 8}
    assert list(options["weakness_knowledge"]) == options["weakness_slots"]
    assert options["weakness_needs_knowledge"] is True
    assert sorted(options["weakness_objects"]) == ["carcass", "corpse", "egg"]
    assert options["carcass_tokens"] == 8 and options["carcass_pool"] == 0  # PROPOSED: unlimited on screen


@pytest.mark.rule("LD-NS-01", "LD-COMP-06", "LD-NS-12", "LD-COMP-10")
def test_the_miniatures_and_what_happens_when_they_run_out(options):
    assert options["miniatures"] == {L: 6, C: 3, A: 8, B: 2, Q: 1}
    assert options["overflow_recall"] == [A]  # the Adults' limit is a rule
    assert options["figure_shortage"] == "token_back"  # PROPOSED for the other kinds (GAP-LDB-25)


@pytest.mark.rule("LD-EVENT-10", "LD-NS-05", "LD-ENC-05", "LD-ENC-07", "LD-NEST-02")
def test_bag_development_follows_the_life_cycle(options):
    assert options["bag_grows"] == {L: A, C: B}
    assert options["bag_noise"] == [A, B] and options["bag_nest"] == [Q] and options["queen_eggs_added"] == 1
    assert options["blank_adds"] == options["blank_last_adds"] == A
    assert options["empty_bag_draw"] == "blank_without_adult"  # PROPOSED (GAP-LDB-25)
    assert options["destroyed_nest_gets_eggs"] is False  # PROPOSED (GAP-LDB-23)


@pytest.mark.rule("LD-INJ-02", "LD-INJ-03", "LD-INJ-04", "LD-IATK-02", "LD-IATK-04", "LD-ENC-02", "LD-CONTAM-03",
                  "LD-NS-11", "LD-EVENT-14")
def test_attacks_injuries_and_deaths_follow_the_rulebook(options):
    assert options["injury_kills"] == [L]
    assert options["injury_check_cards"] == {C: 1, A: 1, B: 2, Q: 2}
    assert options["no_carcass"] == [L]
    assert options["retreat_event_number"] == "first"  # PROPOSED (GAP-LDB-19)
    assert options["surprise_counts_contamination"] is True
    assert options["attack_target_counts_contamination"] is False
    assert options["larva_infest_contamination"] == 1 and options["infected_death_leaves"] == C
    assert options["evolves"] == {C: B} and options["event_never_moves"] == [L]


@pytest.mark.rule("LD-COMBAT-01", "LD-NS-01")
def test_the_content_fills_the_catalog_in_place_of_the_intruders(content, options):
    base = load_catalog()
    parts = {k: v for k, v in content.items() if k != "ext"}
    catalog = dataclasses.replace(base, **parts, ext={**base.ext, **content["ext"]},
                                  options={**base.options, **options})
    assert catalog.kinds["queen"].shape == "stalker_queen" and len(catalog.events) == 22
    assert set(options["combat_hits"]) == set(base.options["combat_hits"])  # the same combat-die faces
    assert options["combat_hits"] == base.options["combat_hits"]  # hit like the Intruders (LD-COMBAT-01)
    assert ID not in base.ext  # not registered: the default game never loads it


# ---- broken files are refused naming file and key ----

def _bag(key: str, value):
    def edit(data):
        data["bag_start"][key] = value
    return edit


D = "species/night_stalkers"
BROKEN = [
    (f"{D}/attack.toml", set_in_row("cards", 0, "hits", ["larva"]), '"hits"', "larva"),
    (f"{D}/attack.toml", set_in_row("cards", 0, "hits", ["husk"]), "hits", "husk"),
    (f"{D}/attack.toml", set_in_row("cards", 0, "hits", []), '"hits"', "names no"),
    (f"{D}/attack.toml", set_in_row("cards", 0, "effect", "chomp"), '"effect"', "chomp"),
    (f"{D}/attack.toml", set_in_row("cards", 0, "blood", 7), '"blood"', "7"),
    (f"{D}/attack.toml", set_in_row("cards", 5, "blood", 3), '"retreat"', "cards[5]"),
    (f"{D}/attack.toml", set_in_row("cards", 5, "dark", "explode"), '"dark"', "explode"),
    (f"{D}/attack.toml", drop_row("cards", 5, "dark_text"), '"dark_text"', "cards[5]"),
    (f"{D}/attack.toml", twin_ids, "defined twice", "blood_chase_1"),
    (f"{D}/attack.toml", drop_row("cards", 3), "20 cards", "19"),
    (f"{D}/events.toml", set_in_row("cards", 0, "movers", ["larva"]), '"movers"', "larva"),
    (f"{D}/events.toml", set_in_row("cards", 0, "movers", ["husk"]), '"movers"', "husk"),
    (f"{D}/events.toml", set_in_row("cards", 0, "text", " "), '"text"', "empty"),
    (f"{D}/events.toml", set_in_row("cards", 2, "effect", "rain"), '"effect"', "rain"),
    (f"{D}/events.toml", set_in_row("cards", 2, "after", "shuffle_back"), '"after"', "shuffle_back"),
    (f"{D}/events.toml", set_in_row("cards", 10, "then_corridor", 2), '"then_corridor"', "not 2"),
    (f"{D}/events.toml", set_in_row("cards", 3, "dark", "storm"), '"dark"', "storm"),
    (f"{D}/events.toml", drop_row("cards", 3, "dark"), '"dark"', "cards[3]"),
    (f"{D}/events.toml", drop_row("cards", 21), "22 cards", "21"),
    (f"{D}/tokens.toml", set_in_row("tokens", 0, "kind", "grub"), '"kind"', "grub"),
    (f"{D}/tokens.toml", set_in_row("tokens", 0, "dark", 0), '"dark"', "below"),
    (f"{D}/tokens.toml", drop_row("tokens", 0, "dark"), '"dark"', "tokens[0]"),
    (f"{D}/tokens.toml", set_in_row("tokens", 26, "light", 1), '"light"', "blank"),
    (f"{D}/tokens.toml", drop_row("tokens", 3), "27 Night Stalker tokens", "26"),
    (f"{D}/tokens.toml", _bag("queen", 2), '"queen"', "box holds 1"),
    (f"{D}/tokens.toml", _bag("adult_base", 8), '"adult_base"', "up to 13"),
    (f"{D}/tokens.toml", _bag("egg", 1), "bag_start", "egg"),
    (f"{D}/kinds.toml", set_in_row("kinds", 0, "attack", "chew"), '"attack"', "chew"),
    (f"{D}/weaknesses.toml", set_in_row("cards", 1, "effect", "sneeze"), '"effect"', "sneeze"),
    (f"{D}/weaknesses.toml", set_in_row("cards", 1, "affects", ["husk"]), '"affects"', "husk"),
    (f"{D}/weaknesses.toml", set_in_row("cards", 1, "changes", "weather"), '"changes"', "weather"),
    (f"{D}/weaknesses.toml", set_in_row("cards", 0, "attack", "Bite"), '"attack"', "Bite"),
    (f"{D}/weaknesses.toml", set_in_row("cards", 0, "attack", "Blood Chase"), '"attack"', "no Darkness part"),
    (f"{D}/weaknesses.toml", set_in_row("cards", 0, "affects", ["larva"]), '"attack"', "larva"),
    (f"{D}/weaknesses.toml", drop_row("cards", 2, "proposed"), '"proposed"', "cards[2]"),
    (f"{D}/weaknesses.toml", drop_row("cards", 5), "6 cards", "5"),
    (f"{D}/options.toml", set_top("eggs_at_setup", None), '"eggs_at_setup"', "has no key"),
    (f"{D}/options.toml", set_top("eggs_at_setup", 9), '"eggs_at_setup"', "eggs_max"),
    (f"{D}/options.toml", set_top("weakness_slots", ["first"]), '"weakness_slots"', "3 different slots"),
    (f"{D}/options.toml", set_top("weakness_knowledge", {"first": 3, "second": 8, "third": 5}),
     '"weakness_knowledge"', "rise"),
    (f"{D}/options.toml", set_top("miniatures", {L: 6, C: 3, A: 8, B: 2}), '"miniatures"', "queen"),
    (f"{D}/options.toml", set_top("bag_grows", {L: "egg"}), '"bag_grows"', "egg"),
    (f"{D}/options.toml", set_top("bag_noise", [A, B, C]), "bag development", "creeper"),
    (f"{D}/options.toml", set_top("injury_kills", [L, C]), "way to die", "creeper"),
    (f"{D}/options.toml", set_top("combat_hits", {"adult": ["husk"]}), '"combat_hits.adult"', "husk"),
    (f"{D}/options.toml", set_top("empty_bag_draw", "pray"), '"empty_bag_draw"', "pray"),
    (f"{D}/options.toml", set_top("trophy_object", "hat"), '"trophy_object"', "hat"),
    (f"{D}/options.toml", set_top("players_max", True), '"players_max"', "wrong type"),
]


@pytest.mark.rule("LD-COMP-05", "LD-COMP-07", "LD-NS-02", "LD-NS-03", "LD-SETUP-10")
@pytest.mark.parametrize(("path", "edit", "key", "detail"), BROKEN,
                         ids=[f"{p.split('/')[-1]}-{k.strip(chr(34))}-{d}" for p, _e, k, d in BROKEN])
def test_a_broken_night_stalker_file_is_refused_naming_the_file_and_key(monkeypatch, path, edit, key, detail):
    break_file(monkeypatch, path, edit)

    with pytest.raises(ContentError) as err:
        night_stalkers_content(load_options(OPTIONS))

    message = str(err.value)
    assert message.startswith(f"{path}: ") and key in message and detail in message
