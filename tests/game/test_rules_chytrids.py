"""The rules reference of the Chytrids (assets/rules/chytrids.toml): one summary per CHY and SUM rule ID of the
project's list (its PROPOSED rules too), every Chytrid rule the game writes into its log explained, the numbers it
states the same as the species' options, and the reference listed only in a game against the Chytrids. These
tests check the summaries only: their rule markers name behaviour other tests check."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from game.rules_reference import load_rules, search

ROOT = Path(__file__).resolve().parents[2]
CHYTRIDS = ROOT / "assets" / "rules" / "chytrids.toml"
CITED = re.compile(r"(?:CHY|GAP-CHY|SUM|COMP-CHY)-[A-Z0-9]*-?\d{2}")

# The project's list of Chytrid rule IDs: area -> rule numbers (digest §3, PROPOSED ones included).
AREAS: dict[str, tuple[int, ...]] = {
    "GEN": tuple(range(1, 5)), "SET": tuple(range(0, 17)), "EXP": tuple(range(1, 9)), "SPO": tuple(range(1, 10)),
    "SPL": tuple(range(1, 19)), "GROW": tuple(range(1, 11)), "LAB": tuple(range(1, 5)),
    "SPREAD": tuple(range(1, 7)), "MYC": tuple(range(1, 10)), "ROT": tuple(range(1, 11)),
    "NEC": tuple(range(1, 10)), "QN": tuple(range(1, 14)), "QB": tuple(range(1, 8)), "EVT": tuple(range(1, 11)),
    "BAG": tuple(range(1, 6)), "ENC": tuple(range(0, 8)), "CON": tuple(range(1, 5)), "DOOR": (1, 2),
    "TECH": (1, 2, 3), "NEM": tuple(range(1, 18)),
}
EXPECTED = {f"CHY-{a}-{n:02d}" for a, numbers in AREAS.items() for n in numbers} | {f"SUM-{n:02d}" for n in range(1, 7)}
CHYTRID_GAME = {"seats": 2, "seed": 7, "mode": "normal", "ruleset": "published", "map": "lockdown",
                "species": "chytrids"}


def entries():
    return load_rules(CHYTRIDS)


@pytest.mark.rule("SUM-01", "SUM-02", "SUM-03", "SUM-04", "SUM-05", "SUM-06")
def test_the_reference_has_one_entry_per_chytrid_and_summary_rule():
    ids = [e.id for e in entries()]
    assert len(EXPECTED) == 179
    assert len(ids) == len(set(ids)) and EXPECTED <= set(ids), sorted(EXPECTED - set(ids))
    assert all(e.section.startswith("Chytrids: ") and len(e.title) <= 40 and len(e.text) <= 420 for e in entries())
    sections = [e.section for e in entries()]
    blocks = [s for i, s in enumerate(sections) if i == 0 or sections[i - 1] != s]
    assert len(blocks) == len(set(blocks)), "each section is one block of the file"


@pytest.mark.rule("CHY-MYC-05")
def test_every_chytrid_rule_the_game_cites_is_explained():
    cited: set[str] = set()
    for path in (ROOT / "engine" / "species" / "chytrids").rglob("*"):
        if path.suffix in (".py", ".toml"):
            cited |= set(CITED.findall(path.read_text(encoding="utf-8")))
    explained = {e.id for e in entries()}
    assert len(cited) >= 60
    assert cited <= explained, sorted(cited - explained)


@pytest.mark.rule("CHY-QB-07", "CHY-MYC-05")
def test_the_reference_states_the_numbers_the_chytrids_play_with():
    options = tomllib.loads((ROOT / "engine/species/chytrids/options.toml").read_text(encoding="utf-8"))
    text = {e.id: e.text for e in entries()}
    assert ", ".join(map(str, options["queen_board_ring"])) in text["CHY-QB-07"]
    assert f"There are {options['mycelium_markers']} Mycelium markers" in text["CHY-MYC-05"]
    assert f"{options['spore_markers']} Spore and {options['mycelium_markers']} Mycelium" in text["CHY-SET-13"]


@pytest.mark.rule("CHY-SET-00")
def test_a_chytrid_game_lists_their_rules_and_other_games_do_not():
    prefixes = {e.id.split("-")[0] for e in load_rules(game=CHYTRID_GAME)}
    assert {"PUB", "LD", "CHY", "SUM"} <= prefixes
    others = load_rules(game={**CHYTRID_GAME, "species": "night_stalkers"})
    assert not any(e.id.startswith(("CHY-", "SUM-")) for e in others)
    assert "CHY-MYC-01" in [e.id for e in search(load_rules(game=CHYTRID_GAME), "Mycelium")[:5]]
    assert search(load_rules(game=CHYTRID_GAME), "chy spl 17")[0].id == "CHY-SPL-17"
