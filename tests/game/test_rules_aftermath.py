"""The rules reference of the Aftermath line (assets/rules/aftermath.toml): one summary per AFT rule of the digest
(and GAP-AFT-02, the contract this game plays), every AFT rule the game cites in its log explained, the values it
states the same as the line's data, and the file listed only in a game that names the crew line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.crews.aftermath.content import load_line
from game.rules_reference import load_rules, search

ROOT = Path(__file__).resolve().parents[2]
AFTERMATH = ROOT / "assets" / "rules" / "aftermath.toml"
AFT_ID = re.compile(r"AFT-[A-Z]+-\d{2}")
EXPECTED = {"AFT-GEN-01", "AFT-GEN-02", "AFT-GEN-03", "AFT-SEL-01", "AFT-SEL-02", "AFT-AND-01", "AFT-BH-01",
            "AFT-BH-02", "AFT-BH-03", "AFT-BH-04", "AFT-BH-05", "AFT-BH-06", "AFT-PRE-01", "AFT-OTH-01",
            "AFT-DOC-01", "AFT-DOC-02", "GAP-AFT-02"}
GAME = {"seats": 2, "seed": 7, "ruleset": "published", "map": "lockdown", "species": "night_stalkers",
        "crew": "aftermath,nemesis"}


@pytest.mark.rule("AFT-GEN-01", "AFT-SEL-01")
def test_the_aftermath_reference_has_one_entry_per_rule_and_short_summaries():
    entries = load_rules(AFTERMATH)
    ids = [e.id for e in entries]
    assert set(ids) == EXPECTED and len(ids) == len(EXPECTED)
    assert all(e.section.startswith("Aftermath: ") and len(e.title) <= 40 and len(e.text) <= 420 for e in entries)


@pytest.mark.rule("AFT-GEN-01")
def test_every_aftermath_rule_the_game_cites_is_explained():
    cited: set[str] = set()
    for path in [*(ROOT / "engine/crews/aftermath").rglob("*"), ROOT / "engine/maps/lockdown/aftermath.py",
                 ROOT / "engine/maps/lockdown/crew.py"]:
        if path.suffix in (".py", ".toml"):
            cited |= set(AFT_ID.findall(path.read_text(encoding="utf-8")))
    assert len(cited) >= 8 and cited <= {e.id for e in load_rules(AFTERMATH)}, sorted(cited - EXPECTED)


@pytest.mark.rule("AFT-SEL-01", "AFT-AND-01")
def test_the_reference_states_the_colours_and_weapons_the_line_plays_with():
    line = load_line()
    text = {e.id: e.text for e in load_rules(AFTERMATH)}
    for c in line.characters.values():
        assert f"{c.name} {c.colour}" in text["AFT-SEL-01"]
    emitter = line.items["aft_arc_emitter"].weapon
    assert f"{emitter.capacity} Ammo at most" in text["AFT-AND-01"]


@pytest.mark.rule("AFT-GEN-01")
def test_the_aftermath_rules_are_listed_only_in_a_game_that_names_the_line():
    assert search(load_rules(game=GAME), "Bounty Hunter")[0].id.startswith("AFT-")
    plain = {k: v for k, v in GAME.items() if k != "crew"}
    assert not [e for e in load_rules(game=plain) if e.id.startswith("AFT-")]
