"""The Void Seeders' content as a player would check it against the box: deck and token counts, the Insanity
track, the figures and their looks, the setup numbers, and broken content files refused naming file and key."""

from collections import Counter

import pytest

from engine.content.cards import load_kinds
from engine.content.catalog import load_catalog
from engine.content.exploration import apply_change
from engine.content.loader import EXPLORATION_EFFECTS, ContentError, load_options
from engine.species.void_seeders.content import (
    DIR,
    PLUGIN_ID,
    bag_at_setup,
    void_seeders_content,
)
from game.board.shapes import SHAPES
from tests.engine.content_helpers import break_file

OPTIONS = f"{DIR}/options.toml"
TYPES = ["lurker", "whisperer", "stalker", "despoiler"]
LAIR_RESOLVED = {"lair", *EXPLORATION_EFFECTS}  # the effects once the species resolves its Lair tokens


def load() -> tuple[dict, dict]:
    options = load_options(OPTIONS)
    return void_seeders_content(options), options


@pytest.fixture(scope="module")
def vs():
    content, options = load()
    return {**content, "options": options, "ext": content["ext"][PLUGIN_ID]}


@pytest.mark.rule("VS-CMP-06", "VS-CMP-07", "VS-CMP-08", "VS-CMP-09")
def test_the_decks_hold_20_attack_20_event_20_panic_and_8_weakness_cards(vs):
    assert (len(vs["attack"]), len(vs["events"]), len(vs["ext"]["panic"]), len(vs["weaknesses"])) == (20, 20, 20, 8)


@pytest.mark.rule("VS-CMP-06", "VS-CMP-07", "VS-CMP-08", "VS-CMP-09")
def test_every_card_has_a_name_and_a_text_of_its_own(vs):
    texts = {
        "attack": {cid: (c.name, vs["ext"]["attack_texts"][cid]) for cid, c in vs["attack"].items()},
        "events": {cid: (c.name, c.text) for cid, c in vs["events"].items()},
        "panic": {cid: (c.name, c.text) for cid, c in vs["ext"]["panic"].items()},
        "weaknesses": {cid: (c.name, c.text) for cid, c in vs["weaknesses"].items()},
    }

    for deck, cards in texts.items():
        blank = [cid for cid, (name, text) in cards.items() if not name.strip() or len(text.split()) < 4]
        assert not blank, f"{deck}: {blank} lack a name or a text"
    named = {c.name: c.text for c in vs["events"].values()}
    assert named["Terror"].startswith("Every character draws up to 5 cards")


@pytest.mark.rule("VS-CMP-02", "VS-CMP-03", "VS-ENC-05")
def test_the_box_holds_16_numbered_void_seeder_tokens_and_one_blank(vs):
    kinds = Counter(kind for kind, _danger in vs["intruder_tokens"].values())
    numbers = Counter(danger for kind, danger in vs["intruder_tokens"].values() if kind == "void_seeder")

    assert kinds == {"void_seeder": 16, "blank": 1, "insanity": 7}  # + one Insanity token per colour (VS-CMP-04)
    assert numbers == {2: 3, 3: 5, 4: 5, 5: 3}  # PROPOSED VS-GAP-03
    assert vs["intruder_tokens"]["blank_1"] == ("blank", 0)


@pytest.mark.rule("VS-SET-11", "VS-SET-12", "VS-SET-20", "VS-MAD-21")
@pytest.mark.parametrize(("players", "seeders", "total", "supply"),
                         [(1, 3, 5, 13), (2, 4, 7, 12), (3, 5, 9, 11), (4, 6, 11, 10), (5, 7, 13, 9)])
def test_the_bag_after_setup_matches_the_digest_table(vs, players, seeders, total, supply):
    bag = bag_at_setup(vs["bag_start"], players)

    assert bag == {"blank": 1, "void_seeder": seeders, "insanity": players}
    assert sum(bag.values()) == total
    assert 16 - bag["void_seeder"] == supply


@pytest.mark.rule("VS-CMP-04", "VS-SET-20")
def test_there_is_an_insanity_token_for_every_player_of_a_full_table(vs):
    assert vs["options"]["insanity_tokens_in_box"] == 7
    assert bag_at_setup(vs["bag_start"], 5)["insanity"] <= vs["options"]["insanity_tokens_in_box"]
    assert vs["kinds"]["insanity"].figure is False


@pytest.mark.rule("VS-CMP-11", "VS-TYP-01", "VS-CMP-13")
def test_the_figures_are_the_four_types_and_three_lairs(vs):
    figures = {k: (d.name, d.plural) for k, d in vs["kinds"].items() if d.figure}

    assert figures == {"lurker": ("Lurker", "Lurkers"), "whisperer": ("Whisperer", "Whisperers"),
                       "stalker": ("Stalker", "Stalkers"), "despoiler": ("Despoiler", "Despoilers"),
                       "lair": ("Lair", "Lairs")}
    assert vs["options"]["miniatures"] == {"lurker": 6, "whisperer": 4, "stalker": 1, "despoiler": 1, "lair": 3}
    assert sum(vs["options"]["miniatures"].values()) == 15
    assert all(d.attack != "infest" for d in vs["kinds"].values())  # no Larva counterpart: nothing infests
    assert vs["kinds"]["lair"].attack == "none" and not vs["kinds"]["lair"].moves  # VS-ATK-04, VS-LAI-09


@pytest.mark.rule("VS-TYP-02", "VS-TYP-09")
def test_the_types_rank_lurker_whisperer_stalker_despoiler(vs):
    assert vs["options"]["void_seeder_types"] == TYPES
    by_size = sorted(TYPES, key=lambda k: vs["kinds"][k].order, reverse=True)
    assert by_size == TYPES  # the attack order takes the biggest first, the reverse of the rank


@pytest.mark.rule("VS-CMP-12")
def test_every_figure_has_a_look_of_its_own_unlike_the_intruders(vs):
    intruders = load_kinds("species/intruders/kinds.toml")
    figures = [d for d in vs["kinds"].values() if d.figure]

    assert all(d.shape in SHAPES for d in vs["kinds"].values())
    assert len({d.letter for d in figures}) == len(figures)
    assert len({d.colour for d in figures}) == len(figures)
    assert not {d.colour.lower() for d in vs["kinds"].values()} & {d.colour.lower() for d in intruders.values()}


@pytest.mark.rule("VS-CMP-12", "VS-ATK-04", "VS-LAI-09", "VS-EVT-05")
def test_every_kind_a_card_or_option_names_exists_and_lairs_neither_attack_nor_move(vs):
    hits = {k for c in vs["attack"].values() for k in c.hits}
    movers = {k for c in vs["events"].values() for k in c.movers}
    track = {lv.type for lv in vs["ext"]["insanity_track"].levels}
    struck = {k for kinds in vs["options"]["combat_hits"].values() for k in kinds}

    assert hits == movers == track == set(TYPES)
    assert struck == {*TYPES, "lair"}
    assert set(vs["options"]["injury_check"]) == {*TYPES, "lair"}


@pytest.mark.rule("VS-CMP-06", "VS-ATK-02", "VS-INJ-01")
def test_the_attack_deck_has_the_proposed_blood_spread_and_three_retreats(vs):
    blood = Counter("R" if c.retreat else c.blood for c in vs["attack"].values())

    assert blood == {1: 2, 2: 3, 3: 5, 4: 4, 5: 2, 6: 1, "R": 3}  # PROPOSED VS-GAP-06
    assert all(c.blood is None for c in vs["attack"].values() if c.retreat)
    assert [c.name for c in vs["attack"].values() if c.hits == ("despoiler",)] == ["Despoil"]


@pytest.mark.rule("VS-ATK-01", "VS-MAD-17")
def test_copies_of_an_attack_card_do_the_same_thing(vs):
    by_name: dict[str, set] = {}
    for cid, c in vs["attack"].items():
        params = tuple(sorted(vs["ext"]["params"]["attack"][cid].items()))
        by_name.setdefault(c.name, set()).add((c.effect, c.hits, params))

    assert {n for n, v in by_name.items() if len(v) > 1} == {"Flicker"}  # its two copies differ (VS-GAP-06)
    assert vs["ext"]["params"]["attack"]["despoil"] == {"serious_wounds": 2}


@pytest.mark.rule("VS-CMP-07", "VS-EVT-05", "VS-MOV-01")
def test_the_event_headers_spread_corridors_and_symbols_as_proposed(vs):
    corridors = Counter(c.corridor for c in vs["events"].values())
    symbols = Counter(k for c in vs["events"].values() for k in c.movers)

    assert corridors == {1: 5, 2: 5, 3: 5, 4: 5}  # PROPOSED VS-GAP-07
    assert symbols == {"lurker": 12, "whisperer": 10, "stalker": 6, "despoiler": 4}
    assert Counter(c.name for c in vs["events"].values())["Terror"] == 2
    assert {c.name for c in vs["events"].values() if c.after == "remove"} == {
        "Generator Overheat", "Computer System Failure", "Evacuation Pod Ejection", "Fuel Explosion"}


@pytest.mark.rule("VS-PAN-02", "VS-PAN-03", "VS-CMP-08")
def test_panic_values_run_from_1_to_5_with_the_proposed_spread(vs):
    values = Counter(c.value for c in vs["ext"]["panic"].values())

    assert values == {1: 3, 2: 5, 3: 5, 4: 4, 5: 3}  # PROPOSED VS-GAP-08
    assert vs["ext"]["panic"]["insane_courage"].name == "Insane Courage"
    assert vs["ext"]["params"]["panic"]["gaze_into_the_void"] == {"panic": 2}


@pytest.mark.rule("VS-CMP-09", "VS-SET-10", "VS-CHG-07")
def test_three_of_the_eight_weaknesses_go_to_the_egg_insanity_and_carcass_slots(vs):
    names = {c.name for c in vs["weaknesses"].values()}

    assert {"Solid Bulkheads", "Wave of Calm"} <= names and len(names) == 8
    assert vs["options"]["weakness_cards_dealt"] == 3
    assert vs["options"]["weakness_slots"] == ["egg", "insanity", "carcass"]  # PROPOSED VS-GAP-10
    assert vs["options"]["eggs_at_setup"] == 5


@pytest.mark.rule("VS-MAD-01", "VS-SET-22", "VS-MAD-04", "VS-MAD-05", "VS-TYP-03", "VS-ENC-04")
def test_the_insanity_track_runs_1_to_5_and_each_level_names_a_type(vs):
    track = vs["ext"]["insanity_track"]

    assert (track.start, track.top, track.above_top) == (1, 5, "death")
    assert {lv.level: lv.type for lv in track.levels} == {  # PROPOSED VS-GAP-01
        1: "lurker", 2: "lurker", 3: "whisperer", 4: "stalker", 5: "despoiler"}


@pytest.mark.rule("VS-MAD-03", "VS-MAD-08", "VS-MAD-09", "VS-MAD-10", "VS-MAD-12")
def test_lowering_never_goes_from_3_to_2_nor_below_1(vs):
    track = vs["ext"]["insanity_track"]
    down = {lv.level: lv.down for lv in track.levels}

    assert down == {1: 0, 2: 1, 3: 0, 4: 3, 5: 4}  # 0: lowering is impossible there (PROPOSED VS-GAP-02)
    for start in (3, 4, 5):
        level = start
        while down[level]:
            level = down[level]
        assert level == 3
    assert (track.set_to, track.infected_to) == (3, 5)


@pytest.mark.rule("VS-SET-04", "VS-SET-05", "VS-CMP-05", "VS-LAI-03")
@pytest.mark.parametrize("mix", ["standard", "swapped"])
def test_the_exploration_pool_trades_two_slime_and_two_silence_for_three_lairs(vs, mix):
    base = load_catalog(exploration_mix=mix).exploration
    pool = apply_change(base, vs["exploration_change"], LAIR_RESOLVED)
    effects = Counter(effect for effect, _items in pool)

    assert len(base) == 20 and len(pool) == 19
    assert effects["lair"] == 3 and effects["slime"] == 0 and effects["silence"] == 0
    assert all(items == 2 for effect, items in pool if effect == "lair")  # PROPOSED VS-GAP-11


@pytest.mark.rule("VS-SET-05", "VS-SET-05a", "VS-SET-25")
def test_every_room_tile_and_engine_of_the_ship_gets_a_token_so_all_three_lairs_are_aboard(vs):
    ship = load_catalog()
    spots = [r for r in ship.rooms.values() if r.slot in ("slot1", "slot2") or r.special.startswith("engine")]
    pool = apply_change(ship.exploration, vs["exploration_change"], LAIR_RESOLVED)

    assert len(spots) == len(pool) == 19
    assert vs["options"]["exploration_on_engines"] is True


@pytest.mark.rule("VS-INJ-01", "VS-INJ-02", "VS-INJ-03", "VS-INJ-05", "VS-LAI-11", "VS-LAI-13")
def test_each_injury_check_draws_and_compares_as_the_digest_table(vs):
    checks = {k: (v["cards"], v["compare"], v["retreat"]) for k, v in vs["options"]["injury_check"].items()}

    assert checks == {"lurker": (2, "lower", "retreat"), "whisperer": (1, "single", "retreat"),
                      "stalker": (2, "higher", "retreat"), "despoiler": (1, "none", "retreat"),
                      "lair": (2, "higher", "survive")}


@pytest.mark.rule("VS-ENC-12", "VS-INJ-07", "VS-LRK-03", "VS-BAG-07", "VS-CHG-08", "VS-END-03", "VS-CMP-10")
def test_the_setup_and_rule_numbers_are_the_digests(vs):
    o = vs["options"]

    assert (o["surprise_contamination"], o["surprise_panic"]) == (1, 1)
    assert (o["defeat_tokens_to_bag"], o["lurk_tokens_per_figure"], o["blank_tokens_to_bag"]) == (1, 1, 1)
    assert (o["lab_min_insanity"], o["end_check_draw"], o["rest_lowers"]) == (3, 4, 1)
    assert o["help_cards"] == vs["ext"]["help_cards"] == 5 and o["destroyed_lair_slots"] == 3


@pytest.mark.rule("VS-LAI-10", "VS-INJ-05")  # faces: PROPOSED VS-GAP-04, VS-GAP-05
def test_only_the_hit_faces_reach_the_stalker_despoiler_and_lairs(vs):
    hits = vs["options"]["combat_hits"]

    assert hits["blank"] == [] and hits["creeper"] == ["lurker"] and hits["adult"] == ["lurker", "whisperer"]
    assert set(hits["single"]) == set(hits["double"]) == {*TYPES, "lair"}


def _set(data, *path_and_value):
    *keys, value = path_and_value
    for key in keys[:-1]:
        data = data[key]
    data[keys[-1]] = value


def _drop(data, *keys):
    for key in keys[:-1]:
        data = data[key]
    del data[keys[-1]]


BROKEN = [
    ("attack.toml", lambda d: _drop(d, "cards", 0, "text"), 'key "text"', "has no key"),
    ("attack.toml", lambda d: _set(d, "cards", 0, "text", "  "), 'key "text"', "is empty"),
    ("attack.toml", lambda d: _set(d, "cards", 1, "id", "glimpse_1"), '"glimpse_1"', "defined twice"),
    ("attack.toml", lambda d: d["cards"].pop(), "20 cards", "holds 19"),
    ("attack.toml", lambda d: _set(d, "cards", 0, "hits", ["larva"]), "hits", '"larva"'),
    ("attack.toml", lambda d: _set(d, "cards", 17, "blood", 3), "retreat", "blood"),
    ("attack.toml", lambda d: _set(d, "cards", 0, "params", {"insanity": -1}), "params.insanity", "at least 0"),
    ("events.toml", lambda d: _set(d, "cards", 0, "movers", ["lair"]), 'key "movers"', '"lair"'),
    ("events.toml", lambda d: _set(d, "cards", 7, "params", {"hand_to": "five"}), "params.hand_to", "whole number"),
    ("events.toml", lambda d: _set(d, "cards", 0, "effect", "bulkheads_open"), 'key "effect"', "bulkheads_open"),
    ("panic.toml", lambda d: _set(d, "cards", 0, "value", 6), 'key "value"', "1-5"),
    ("panic.toml", lambda d: _set(d, "cards", 2, "params", {"lives": 1}), 'key "params"', '"lives"'),
    ("weaknesses.toml", lambda d: _drop(d, "cards", 3, "name"), 'key "name"', "cards[3]"),
    ("tokens.toml", lambda d: _set(d, "tokens", 0, "kind", "queen"), 'key "kind"', '"queen"'),
    ("tokens.toml", lambda d: _set(d, "bag_start", "adult_base", 3), "bag_start", '"adult_base"'),
    ("tokens.toml", lambda d: _set(d, "tokens", 3, "kind", "stalker"), 'key "kind"', '"stalker"'),
    ("kinds.toml", lambda d: _drop(d, "kinds", 2, "shape"), 'key "shape"', "kinds[2]"),
    ("insanity_track.toml", lambda d: _set(d, "levels", 2, "type", "queen"), 'key "type"', '"queen"'),
    ("insanity_track.toml", lambda d: _set(d, "levels", 3, "level", 5), 'key "level"', "must be 4"),
    ("insanity_track.toml", lambda d: _set(d, "levels", 1, "down", 2), 'key "down"', "lower level"),
    ("insanity_track.toml", lambda d: _set(d, "start", 9), 'key "start"', "1-5"),
    ("exploration.toml", lambda d: _set(d, "tokens", 0, "items", -1), 'key "items"', "at least 0"),
    ("help.toml", lambda d: _drop(d, "lines", 0, "rule"), 'key "rule"', "lines[0]"),
    ("options.toml", lambda d: _drop(d, "miniatures", "lair"), "[miniatures]", '"lair"'),
    ("options.toml", lambda d: _set(d, "combat_hits", "single", ["queen"]), "[combat_hits]", '"queen"'),
    ("options.toml", lambda d: _set(d, "injury_check", "lurker", "cards", 3), 'key "cards"', "1 or 2"),
    ("options.toml", lambda d: _set(d, "injury_check", "lair", "surprise_panic", 1), "lair", '"surprise_panic"'),
    ("options.toml", lambda d: _set(d, "void_seeder_types", ["lurker", "adult"]), "void_seeder_types", '"adult"'),
    ("options.toml", lambda d: _set(d, "weakness_slots", ["egg"]), "weakness_slots", "one slot per"),
    ("options.toml", lambda d: d["void_seeder_types"].append("lair"), "void_seeder_types", "no Void Seeder type"),
]


@pytest.mark.rule("VS-CMP-06", "VS-CMP-07", "VS-CMP-08", "VS-CMP-09", "VS-CMP-02")
@pytest.mark.parametrize(("name", "edit", "key", "detail"), BROKEN,
                         ids=[f"{n}-{k}-{d}" for n, _e, k, d in BROKEN])
def test_a_broken_void_seeders_file_is_refused_naming_the_file_and_key(monkeypatch, name, edit, key, detail):
    path = f"{DIR}/{name}"
    break_file(monkeypatch, path, edit)

    with pytest.raises(ContentError) as err:
        load()

    message = str(err.value)
    assert message.startswith(f"{path}: ") and key in message and detail in message


@pytest.mark.rule("VS-SET-04")
def test_a_base_pool_without_the_tokens_to_remove_is_refused(vs):
    with pytest.raises(ContentError, match="lacks tokens to remove"):
        apply_change((("malfunction", 1),), vs["exploration_change"], LAIR_RESOLVED)
