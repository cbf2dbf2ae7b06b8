"""The Chytrids' content as a player would check it against the box (§1.2, GAP-CHY-02..07): the decks' sizes and
mixes, the tokens and their two numbers, the Lab board's colours and the Queen board's numbers as options, and
broken files refused with a sentence naming the file."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content.loader import ContentError, load_options
from engine.species.chytrids.content import ID, OPTIONS, chytrids_content
from engine.species.chytrids.readers import SPREAD
from tests.engine.content_helpers import break_file, drop_row, set_in_row, set_top, twin_ids

DIR = "species/chytrids"


@pytest.fixture(scope="module")
def options():
    return load_options(OPTIONS)


@pytest.fixture(scope="module")
def content(options):
    return chytrids_content(options)


@pytest.mark.rule("COMP-CHY-18", "CHY-GEN-02")
def test_the_box_holds_fifteen_tokens_of_the_three_figures_and_a_blank(content):
    kinds = Counter(kind for kind, _n in content["intruder_tokens"].values())
    assert kinds == {"rotstalk": 8, "necrocap": 3, "chytrid_queen": 3, "blank": 1}
    figures = {k for k, d in content["kinds"].items() if d.figure}
    assert figures == {"rotstalk", "necrocap", "chytrid_queen"}  # Spores, Sporelings, Mycelium are no figures


@pytest.mark.rule("CHY-ENC-07")
def test_every_figure_token_shows_a_light_and_a_darkness_number_the_blank_none(content):
    numbers = content["ext"][ID]["token_numbers"]
    assert all(n.dark >= n.light >= 1 for n in numbers.values())
    assert "blank_1" not in numbers and len(numbers) == 14
    assert numbers["chytrid_queen_1"].light > numbers["rotstalk_1"].light


@pytest.mark.rule("ERR-07", "CHY-ROT-03", "CHY-NEC-06", "CHY-QN-07")
def test_twenty_attack_cards_with_blood_two_to_six_or_a_retreat(content):
    cards = content["attack"].values()
    assert len(cards) == 20 and all(c.retreat or 2 <= c.blood <= 6 for c in cards)
    assert 1 <= sum(c.retreat for c in cards) <= 4
    kinds = {k for c in cards for k in c.hits}
    assert kinds == {"rotstalk", "necrocap", "chytrid_queen"}
    texts = content["ext"][ID]["attack_texts"]
    assert sum(t.dark is not None for t in texts.values()) >= 8  # a Darkness part for the Facility


@pytest.mark.rule("CHY-EVT-04", "CHY-EVT-05", "CHY-EVT-07")
def test_twenty_events_about_half_spread_a_third_grow_each_colour_and_the_known_names(content):
    extras = content["ext"][ID]["events"]
    assert len(extras) == 20
    spread = sum(SPREAD in e.moves for e in extras.values())
    purple = sum("purple" in e.grow for e in extras.values())
    green = sum("green" in e.grow for e in extras.values())
    assert 8 <= spread <= 12 and 5 <= purple <= 9 and 5 <= green <= 9
    names = {c.name for c in content["events"].values()}
    assert {"Fungal Explosion", "Cooling System Leak", "Fire in the Recesses", "Overload"} <= names
    assert any(len(e.numbers) == 2 for e in extras.values())


@pytest.mark.rule("COMP-CHY-03")
def test_six_weaknesses_fire_vulnerability_among_them(content):
    assert len(content["weaknesses"]) == 6 and "Fire Vulnerability" in {w.name for w in content["weaknesses"].values()}


@pytest.mark.rule("CHY-QB-07", "CHY-LAB-04")
def test_the_uncertain_numbers_are_options_not_code(options):
    assert options["queen_board_ring"] == [4, 4, 3, 3, 2, 2, 1, 1] and options["queen_board_centre"] == 4
    assert options["lab_colours"][:2] == ["purple", "green"] and len(options["lab_colours"]) == 10


@pytest.mark.rule("COMP-CHY-01")
@pytest.mark.parametrize(("path", "edit", "says"), [
    (f"{DIR}/events.toml", set_in_row("cards", 0, "numbers", [5]), "numbers"),
    (f"{DIR}/events.toml", set_in_row("cards", 0, "moves", ["spreading"]), "moves"),
    (f"{DIR}/events.toml", set_in_row("cards", 1, "grow", ["blue"]), "grow"),
    (f"{DIR}/events.toml", set_in_row("cards", 2, "effect", "explode"), "effect"),
    (f"{DIR}/events.toml", drop_row("cards", 3), "20 cards"),
    (f"{DIR}/events.toml", twin_ids, "defined twice"),
    (f"{DIR}/attack.toml", set_in_row("cards", 0, "blood", 9), "blood"),
    (f"{DIR}/attack.toml", set_in_row("cards", 0, "dark", "explode"), "dark"),
    (f"{DIR}/attack.toml", drop_row("cards", 0, "dark_text"), "dark"),
    (f"{DIR}/tokens.toml", set_in_row("tokens", 0, "dark", 1), "dark"),
    (f"{DIR}/tokens.toml", drop_row("tokens", 0), "the file has 7"),
    (f"{DIR}/weaknesses.toml", set_in_row("cards", 0, "effect", "sneezing"), "effect"),
    (f"{DIR}/help.toml", set_top("lines", []), "no line"),
])
def test_a_broken_file_is_refused_with_a_sentence_naming_it(monkeypatch, options, path, edit, says):
    break_file(monkeypatch, path, edit)
    with pytest.raises(ContentError, match=says) as err:
        chytrids_content(options)
    assert path in str(err.value)


@pytest.mark.rule("CHY-QB-07")
@pytest.mark.parametrize(("key", "value", "says"), [
    ("queen_board_ring", [4, 3], "8 Rotstalk spaces"),
    ("lab_colours", ["purple"] * 9, "10 spaces"),
    ("lab_colours", ["purple"] * 9 + ["red"], "red"),
    ("injury_check_cards", {"rotstalk": 1}, "injury_check_cards"),
    ("removed_events", {"nemesis_ship": ["no_such_card"], "lockdown": []}, "no_such_card"),
    ("sporeling_top_level", 0, "at least 1"),
])
def test_a_bad_option_is_refused_with_a_sentence(options, key, value, says):
    with pytest.raises(ContentError, match=says) as err:
        chytrids_content({**options, key: value})
    assert OPTIONS in str(err.value)
