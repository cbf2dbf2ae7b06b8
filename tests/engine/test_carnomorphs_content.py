"""The Carnomorphs' content as a player would check it against the box: the decks' sizes and mixes, the tokens
and the starting bag, the kinds and their looks, the Carnomorph board's numbers, and broken files refused."""

import dataclasses
from collections import Counter

import pytest

from engine.content.catalog import load_catalog
from engine.content.loader import ContentError, load_options
from engine.species.carnomorphs.content import ID, OPTIONS, carnomorphs_content, starting_bag
from tests.engine.content_helpers import break_file, drop_row, set_in_row, set_top, twin_ids

FIGURES = ("metagorger", "shambler", "fleshbeast", "butcher")  # evolution levels 1-4 (CARN-TERM-03)


@pytest.fixture(scope="module")
def options():
    return load_options(OPTIONS)


@pytest.fixture(scope="module")
def content(options):
    return carnomorphs_content(options)


@pytest.fixture(scope="module")
def ext(content):
    return content["ext"][ID]


# ---- decks ----

@pytest.mark.rule("CARN-COMP-06", "CARN-COMP-07", "CARN-COMP-08", "CARN-COMP-09")
def test_the_box_holds_20_attack_20_event_12_mutation_and_8_adaptation_cards(content, ext):
    assert len(content["attack"]) == 20
    assert len(content["events"]) == 20
    assert len(ext["mutations"]) == 12
    assert len(ext["adaptations"]) == 8
    assert sorted(content["weaknesses"]) == sorted(ext["adaptations"])  # the Adaptations take the Weaknesses' place


@pytest.mark.rule("CARN-COMP-06", "CARN-COMP-07", "CARN-MUTC-05", "CARN-ADAPT-01")
def test_every_card_has_a_name_and_its_own_text(content, ext):
    texts = [ext["attack_texts"][c].text for c in content["attack"]]
    texts += [e.text for e in content["events"].values()]
    texts += [a.text for a in ext["adaptations"].values()]
    for card in ext["mutations"].values():
        texts += [card.infected.text, card.not_infected.text]
        assert card.infected.text != card.not_infected.text, card.id
    names = [c.name for c in (*content["attack"].values(), *content["events"].values(),
                              *ext["mutations"].values(), *ext["adaptations"].values())]
    assert all(name.strip() for name in names)
    assert all(len(text.split()) >= 3 and text.endswith(".") for text in texts)  # whole sentences
    assert sorted(ext["attack_texts"]) == sorted(content["attack"])


@pytest.mark.rule("CARN-COMP-06", "CARN-COMP-07", "CARN-COMP-08", "CARN-COMP-09")
def test_card_ids_are_unique_across_the_species_decks(content, ext):
    decks = [content["attack"], content["events"], ext["mutations"], ext["adaptations"]]
    ids = [card for deck in decks for card in deck]
    assert len(ids) == len(set(ids)) == 60


@pytest.mark.rule("CARN-ATK-01", "CARN-ATK-06", "CARN-SYM-06")
def test_the_attack_deck_mix_and_who_hits_with_each_card(content):
    deck = content["attack"].values()
    assert Counter(c.name for c in deck) == {"Devour": 2, "Spawn": 2, "Bash": 2, "Regurgitate": 2, "Slash": 3,
                                             "Bite": 4, "Whiplash": 5}
    hits = {c.name: set(c.hits) for c in deck}
    assert hits["Devour"] == {"butcher"}
    assert hits["Spawn"] == {"shambler", "fleshbeast"}
    assert hits["Bash"] == {"fleshbeast", "butcher"}
    assert all(hits[n] == {"shambler", "fleshbeast", "butcher"} for n in ("Regurgitate", "Slash", "Bite", "Whiplash"))
    assert not any("metagorger" in c.hits for c in deck)  # a Metagorger's attack draws no card


@pytest.mark.rule("CARN-DMG-01", "CARN-DMG-02", "CARN-DMG-03")
def test_every_attack_card_shows_an_injury_value_for_metagorgers_and_one_for_the_rest(content, ext):
    for card_id, card in content["attack"].items():
        upper = ext["attack_texts"][card_id].metagorger
        assert card.retreat == (card.blood is None) and upper.retreat == (upper.blood is None), card_id
    lower_retreats = sorted(c for c, card in content["attack"].items() if card.retreat)
    upper_retreats = sorted(c for c, t in ext["attack_texts"].items() if t.metagorger.retreat)
    assert lower_retreats == ["bash_2", "slash_1", "whiplash_2", "whiplash_3"]
    assert upper_retreats == ["bash_1", "devour_1", "spawn_2", "whiplash_2"]
    assert (content["attack"]["bite_3"].blood, ext["attack_texts"]["bite_3"].metagorger.blood) == (8, 1)
    assert ext["verified"] == {"attack": False, "events": False}  # GAP-01/02: third-party transcriptions


@pytest.mark.rule("CARN-EVT-06", "CARN-SYM-06")
def test_the_event_deck_has_five_cards_per_corridor_number_and_its_deck_handling(content):
    deck = content["events"].values()
    assert Counter(e.corridor for e in deck) == {1: 5, 2: 5, 3: 5, 4: 5}
    assert Counter(e.after for e in deck) == {"discard": 15, "remove": 4, "shuffle_back": 1}
    assert content["events"]["chemical_fire"].after == "shuffle_back"
    assert {e.name for e in deck if e.after == "remove"} == {
        "Generator Overload", "Structural Weakness", "Emergency Protocol Failure", "Ammunition Meltdown"}
    twice = {name for name, n in Counter(e.name for e in deck).items() if n == 2}
    assert twice == {"Rampant Mutation", "Reawakening", "Lurking", "Stalking"}


@pytest.mark.rule("CARN-MUTC-05", "CARN-MUTA-03", "CARN-MUTA-04")
def test_every_mutation_card_has_an_infected_and_a_not_infected_effect(ext):
    for card in ext["mutations"].values():
        for side in (card.infected, card.not_infected):
            assert side.effect and side.needs and side.amount >= 1, card.id
    assert len({c.name for c in ext["mutations"].values()}) == 12


@pytest.mark.rule("CARN-ADAPT-01", "CARN-ADAPT-09", "CARN-ADAPT-10", "CARN-FEED-02")
def test_glutton_is_the_only_adaptation_from_the_rulebook_and_makes_carnomorphs_feed_first(ext):
    from_seed = [a for a in ext["adaptations"].values() if not a.proposed]
    assert [(a.name, a.changes) for a in from_seed] == [("Glutton", "feeding")]
    assert set(from_seed[0].affects) == set(FIGURES)
    assert len({a.effect for a in ext["adaptations"].values()}) == 8


# ---- kinds and tokens ----

@pytest.mark.rule("CARN-TERM-03", "CARN-TERM-05", "CARN-SYM-05", "CARN-FEED-03", "CARN-ATK-01")
def test_four_carnomorph_kinds_in_evolution_order_and_no_larva(content):
    kinds = content["kinds"]
    figures = sorted((k for k in kinds.values() if k.figure), key=lambda k: -k.order)
    assert [k.id for k in figures] == list(FIGURES)  # feeding and attack order: Butcher first
    assert [k.name for k in figures] == ["Metagorger", "Shambler", "Fleshbeast", "Butcher"]
    assert [k.size for k in figures] == sorted(k.size for k in figures)
    assert [k.id for k in kinds.values() if not k.figure] == ["blank"]
    assert "larva" not in kinds
    assert [k.id for k in kinds.values() if k.attack == "infest"] == ["metagorger"]


@pytest.mark.rule("CARN-SYM-02", "CARN-SYM-03")
def test_each_kind_looks_its_own_and_none_wears_an_intruder_colour(content):
    mine = content["kinds"].values()
    intruders = load_catalog().kinds.values()
    assert len({k.letter for k in mine}) == len({k.colour for k in mine}) == len(mine)
    assert not {k.colour.lower() for k in mine} & {k.colour.lower() for k in intruders}


@pytest.mark.rule("CARN-COMP-02", "CARN-COMP-03", "CARN-COMP-04", "CARN-COMP-17")
def test_the_tokens_match_the_box(content, ext):
    tokens = content["intruder_tokens"]
    mix = Counter(f"{kind}_{ext['token_colours'][t]}" if t in ext["token_colours"] else kind
                  for t, (kind, _danger) in tokens.items())
    assert mix == {"metagorger_red": 8, "metagorger_blue": 2, "shambler": 12, "fleshbeast": 3, "butcher": 1,
                   "blank": 1}
    dangers = Counter((kind, danger) for kind, danger in tokens.values())
    assert dangers[("shambler", 2)] == 4 and dangers[("shambler", 3)] == 5 and dangers[("shambler", 4)] == 3
    assert sorted(d for t, (k, d) in tokens.items() if ext["token_colours"].get(t) == "blue") == [1, 2]
    assert tokens["blank_1"] == ("blank", 0)


@pytest.mark.rule("CARN-SETUP-10")
@pytest.mark.parametrize(("players", "red"), [(1, 3), (2, 4), (3, 5), (4, 6), (5, 7)])
def test_the_starting_bag_holds_a_blank_two_blue_and_two_plus_p_red_metagorgers(content, ext, players, red):
    bag = starting_bag(content["bag_start"], players)
    assert bag == {"blank": 1, "metagorger_blue": 2, "metagorger_red": red}  # GAP-12: no other type at first
    assert sum(bag.values()) == 5 + players
    reds = [t for t, colour in ext["token_colours"].items() if colour == "red"]
    assert len(reds) - bag["metagorger_red"] == 8 - (2 + players) >= 1  # red Metagorgers left in the supply


# ---- every kind a card or an option names exists ----

@pytest.mark.rule("CARN-SYM-06", "CARN-ADAPT-02", "CARN-FEED-05")
def test_every_kind_named_by_a_card_or_an_option_exists(content, ext, options):
    figures = {k for k, d in content["kinds"].items() if d.figure}
    named = {h for c in content["attack"].values() for h in c.hits}
    named |= {m for e in content["events"].values() for m in e.movers}
    named |= {k for a in ext["adaptations"].values() for k in a.affects}
    named |= {*options["weakness_slots"], *options["miniatures"], *options["feeding_eaters"],
              *options["feeding_evolves"], *options["feeding_evolves"].values(), *options["death_leaves"]}
    named |= {k for hit in options["combat_hits"].values() for k in hit}
    assert named == figures  # and every figure kind is used somewhere
    assert {m for e in content["events"].values() for m in e.movers} == figures


@pytest.mark.rule("CARN-SETUP-09", "CARN-COMP-01", "CARN-COMP-05", "CARN-COMP-11", "CARN-COMP-14",
                  "CARN-ADAPT-07", "CARN-FEED-05", "CARN-DMG-04", "CARN-DMG-05", "CARN-DMG-06", "CARN-MUTM-04")
def test_the_carnomorph_board_and_box_numbers(options):
    assert options["eggs_at_setup"] == 8 and options["weakness_cards_dealt"] == 3
    assert options["weakness_slots"] == ["shambler", "fleshbeast", "butcher"]
    assert options["adaptation_objects"]["shambler"] == "corpse"
    assert options["carcass_tokens_added"] == 4
    assert options["miniatures"] == {"metagorger": 8, "shambler": 8, "fleshbeast": 3, "butcher": 1}
    assert options["feeding_evolves"] == {"metagorger": "shambler", "shambler": "fleshbeast", "fleshbeast": "butcher"}
    assert options["death_leaves"]["butcher"] == {"shambler": 2}
    assert options["death_leaves"]["fleshbeast"] == {"carcass": 1, "shambler": 1}
    assert options["mutation_markers_kill_at"] == 4


@pytest.mark.rule("CARN-FEED-03", "CARN-FEED-09")
def test_feeding_orders_follow_the_rulebook(options):
    assert options["feeding_eaters"] == ["butcher", "fleshbeast", "shambler", "metagorger"]
    assert options["feeding_food"] == ["corpse", "egg", "carcass", "metagorger", "corpse_blue"]


@pytest.mark.rule("CARN-TERM-01")
def test_the_content_fills_the_catalog_in_place_of_the_intruders(content, options):
    base = load_catalog()
    parts = {k: v for k, v in content.items() if k != "ext"}
    catalog = dataclasses.replace(base, **parts, ext={**base.ext, **content["ext"]},
                                  options={**base.options, **options})
    assert catalog.kinds["butcher"].name == "Butcher" and len(catalog.attack) == 20
    assert set(options["combat_hits"]) == set(base.options["combat_hits"])  # the same combat-die faces


# ---- broken files are refused naming file and key ----

def _side(index: int, side: str, key: str, value):
    def edit(data):
        data["cards"][index][side][key] = value
    return edit


def _bag(data):
    data["bag_start"]["queen"] = 1


D = "species/carnomorphs"
BROKEN = [
    (f"{D}/attack.toml", set_in_row("cards", 0, "hits", ["queen"]), "hits", "queen"),
    (f"{D}/attack.toml", set_in_row("cards", 0, "hits", ["metagorger"]), '"hits"', "metagorger"),
    (f"{D}/attack.toml", set_in_row("cards", 0, "effect", "chomp"), '"effect"', "chomp"),
    (f"{D}/attack.toml", drop_row("cards", 0, "metagorger_retreat"), '"metagorger_blood"', "cards[0]"),
    (f"{D}/attack.toml", twin_ids, "defined twice", "devour_1"),
    (f"{D}/attack.toml", drop_row("cards", 3), "20 cards", "19"),
    (f"{D}/events.toml", set_in_row("cards", 0, "movers", ["larva"]), '"movers"', "larva"),
    (f"{D}/events.toml", set_in_row("cards", 0, "text", " "), '"text"', "empty"),
    (f"{D}/events.toml", set_in_row("cards", 2, "effect", "rain"), '"effect"', "rain"),
    (f"{D}/tokens.toml", set_in_row("tokens", 0, "kind", "larva"), '"kind"', "larva"),
    (f"{D}/tokens.toml", set_in_row("tokens", 0, "colour", "green"), '"colour"', "green"),
    (f"{D}/tokens.toml", _bag, "bag_start", "queen"),
    (f"{D}/kinds.toml", set_in_row("kinds", 0, "attack", "chew"), '"attack"', "chew"),
    (f"{D}/mutations.toml", _side(0, "infected", "effect", "fly"), '"effect"', "fly"),
    (f"{D}/mutations.toml", _side(4, "not_infected", "needs", "moon"), '"needs"', "moon"),
    (f"{D}/mutations.toml", drop_row("cards", 2, "not_infected"), '"not_infected"', "cards[2]"),
    (f"{D}/mutations.toml", drop_row("cards", 11), "12 cards", "11"),
    (f"{D}/adaptations.toml", set_in_row("cards", 1, "affects", ["larva"]), '"affects"', "larva"),
    (f"{D}/adaptations.toml", set_in_row("cards", 1, "changes", "weather"), '"changes"', "weather"),
    (f"{D}/options.toml", set_top("eggs_at_setup", None), '"eggs_at_setup"', "has no key"),
    (f"{D}/options.toml", set_top("feeding_evolves", {"metagorger": "queen"}), '"feeding_evolves"', "queen"),
    (f"{D}/options.toml", set_top("adaptation_objects", {"shambler": "hat"}), '"adaptation_objects"', "hat"),
    (f"{D}/options.toml", set_top("weakness_slots", ["shambler"]), '"weakness_slots"', "3 slots"),
]


@pytest.mark.rule("CARN-COMP-06", "CARN-COMP-07", "CARN-COMP-08", "CARN-COMP-09", "CARN-SETUP-10")
@pytest.mark.parametrize(("path", "edit", "key", "detail"), BROKEN,
                         ids=[f"{p.split('/')[-1]}-{k.strip(chr(34))}-{d}" for p, _e, k, d in BROKEN])
def test_a_broken_carnomorph_file_is_refused_naming_the_file_and_key(monkeypatch, path, edit, key, detail):
    break_file(monkeypatch, path, edit)

    with pytest.raises(ContentError) as err:
        carnomorphs_content(load_options(OPTIONS))

    message = str(err.value)
    assert message.startswith(f"{path}: ") and key in message and detail in message
