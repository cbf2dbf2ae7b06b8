"""The rules reference of Nemesis: Lockdown (assets/rules/lockdown.toml): one summary per LD rule ID of the
project's list, every LD rule the game writes into its log explained, the values it states the same as the
Facility's data, and the reference reachable from a Lockdown game (pause menu and log lines) but not listed in a
game on the Nemesis ship. The rule markers name rules whose behaviour other tests check: these tests check their
summaries only, so they add no rule to the coverage count."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from game.rules_reference import load_rules, search
from game.scene import Push
from game.scenes.pause import PauseScene
from game.scenes.rules import RulesScene
from game.session import Session
from tests.game.conftest import frames, open_board, press_button

ROOT = Path(__file__).resolve().parents[2]
LOCKDOWN = ROOT / "assets" / "rules" / "lockdown.toml"
LD_ID = re.compile(r"\bLD-[A-Z]+-\d{2}")  # not the SGLD-* IDs of the Stretch Goals digest

# The project's list of Lockdown rule IDs: area -> rule numbers (the digest's 356 numbered rules, plus LD-ROOM-12,
# the CSS C Room, which the digest gives on the same line as LD-ROOM-11).
AREAS: dict[str, tuple[int, ...]] = {
    "COMP": tuple(range(1, 11)), "SETUP": tuple(range(1, 23)), "FAC": tuple(range(1, 12)),
    "TECH": tuple(range(1, 9)), "STAIR": tuple(range(1, 6)), "ELEV": tuple(range(1, 7)),
    "DOOR": tuple(range(1, 9)), "EXIT": tuple(range(1, 9)), "POWER": tuple(range(1, 14)),
    "CLOCK": tuple(range(1, 6)), "CSS": tuple(range(1, 9)), "ALERT": tuple(range(1, 6)),
    "AUTO": tuple(range(1, 7)), "CRIT": tuple(range(1, 5)), "ROUND": tuple(range(1, 8)),
    "EVENT": tuple(range(4, 15)), "ACT": (*range(1, 7), *range(10, 20)), "CPU": tuple(range(1, 7)),
    "ROOM": tuple(range(0, 27)), "MOVE": tuple(range(1, 8)), "EXPL": tuple(range(1, 5)),
    "NOISE": tuple(range(1, 6)), "ENC": tuple(range(1, 8)), "COMBAT": (*range(1, 6), 10),
    "IATK": tuple(range(1, 6)), "INJ": tuple(range(1, 6)), "CONTAM": tuple(range(1, 6)),
    "WOUND": tuple(range(1, 7)), "KNOW": tuple(range(1, 10)), "ITEM": tuple(range(1, 8)),
    "CRAFT": tuple(range(1, 5)), "QUEST": (1,), "OBJ": (1,), "MARK": tuple(range(1, 7)),
    "NS": tuple(range(1, 13)), "NEST": tuple(range(1, 7)), "GOAL": tuple(range(1, 7)), "CTG": tuple(range(1, 8)),
    "END": tuple(range(1, 7)), "VIC": tuple(range(1, 4)), "CHAR": (*range(1, 7), *range(10, 16), 24),
    "NEMCHAR": tuple(range(1, 6)), "SOLO": tuple(range(1, 6)), "COOP": tuple(range(1, 6)),
    "VAR": tuple(range(1, 5)), "ALT": tuple(range(1, 12)), "FAQ": tuple(range(1, 5)), "ERR": tuple(range(1, 7)),
}
EXPECTED = {f"LD-{area}-{n:02d}" for area, numbers in AREAS.items() for n in numbers}

LOCKDOWN_GAME = {"seats": 2, "seed": 7, "mode": "normal", "ruleset": "published", "map": "lockdown",
                 "species": "intruders"}


def lockdown_entries():
    return load_rules(LOCKDOWN)


def entry(rule_id: str):
    return next(e for e in lockdown_entries() if e.id == rule_id)


@pytest.mark.rule("LD-ROOM-12", "LD-SETUP-03")
def test_the_lockdown_reference_has_one_entry_per_rule_id_of_the_project_list():
    entries = lockdown_entries()
    ids = [e.id for e in entries]
    assert len(EXPECTED) == 357
    assert len(ids) == len(set(ids)), "no rule twice"
    assert set(ids) == EXPECTED, (sorted(EXPECTED - set(ids)), sorted(set(ids) - EXPECTED))
    assert all(e.section.startswith("Lockdown: ") and e.title and e.text for e in entries)
    assert all(len(e.title) <= 40 and len(e.text) <= 420 for e in entries), "short summaries"
    sections = [e.section for e in entries]
    blocks = [s for i, s in enumerate(sections) if i == 0 or sections[i - 1] != s]
    assert len(blocks) == len(set(blocks)), "each section is one block of the file"
    for section in blocks:
        in_section = [e.id for e in entries if e.section == section]
        assert in_section == sorted(in_section), section


@pytest.mark.rule("LD-POWER-06")
def test_every_lockdown_rule_the_game_cites_is_explained():
    """The Facility's, the Night Stalkers' and the Intruders' code and data cite LD rules in the log (the Intruders'
    in their Lockdown variant); each one has a summary."""
    cited: set[str] = set()
    for folder in ("engine/maps/lockdown", "engine/species/night_stalkers", "engine/species/intruders"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".toml"):
                cited |= set(LD_ID.findall(path.read_text(encoding="utf-8")))
    explained = {e.id for e in lockdown_entries()}
    assert len(cited) >= 20
    assert cited <= explained, sorted(cited - explained)


@pytest.mark.rule("LD-POWER-12", "LD-CLOCK-05", "LD-SETUP-14", "LD-NOISE-04")
def test_the_reference_states_the_values_the_facility_plays_with():
    slots = tomllib.loads((ROOT / "engine/maps/lockdown/time_track.toml").read_text(encoding="utf-8"))["slots"]
    red = sorted((s["slot"] for s in slots if s["threshold"] == "red"), reverse=True)
    blue = sorted((s["slot"] for s in slots if s["threshold"] == "blue"), reverse=True)
    css = sorted((s["slot"] for s in slots if s["css"]), reverse=True)
    thresholds = entry("LD-POWER-12").text
    assert f"slots {', '.join(map(str, red[:-1]))} and {red[-1]} (red)" in thresholds
    assert f"{', '.join(map(str, blue[:-1]))} and {blue[-1]} (blue)" in thresholds
    assert f"Slots {', '.join(map(str, css[:-1]))} and {css[-1]}" in entry("LD-CLOCK-05").text
    options = tomllib.loads((ROOT / "engine/maps/lockdown/options.toml").read_text(encoding="utf-8"))
    assert f"costs {options['special_room_action_cost']} cards" in entry("LD-ROOM-00").text
    assert f"{options['restore_reset_below']} or more tokens" in entry("LD-POWER-06").text
    assert f"{options['autodestruction_ahead']} slots ahead" in entry("LD-AUTO-01").text
    assert "slot 15" in entry("LD-SETUP-14").text
    dice = {d["id"]: d["faces"] for d in
            tomllib.loads((ROOT / "engine/maps/lockdown/dice.toml").read_text(encoding="utf-8"))["dice"]}
    faces = [f.capitalize() for f in dice["noise"]]
    assert f"{', '.join(faces[:-1])} and {faces[-1]}" in entry("LD-NOISE-04").text


@pytest.mark.rule("LD-POWER-06")
@pytest.mark.parametrize("query, rule", [("LD-POWER-06", "LD-POWER-06"), ("ld power 6", "LD-POWER-06"),
                                         ("ld-css-6", "LD-CSS-06"), ("Restore Power", "LD-POWER-06")])
def test_a_lockdown_rule_is_found_by_its_id_or_its_name(query, rule):
    entries = load_rules(game=LOCKDOWN_GAME)
    assert search(entries, query)[0].id == rule


@pytest.mark.rule("LD-SETUP-03", "PUB-SETUP-01")
def test_a_lockdown_game_lists_the_lockdown_rules_and_a_ship_game_does_not():
    prefixes = {e.id.split("-")[0] for e in load_rules(game=LOCKDOWN_GAME)}
    assert prefixes == {"PUB", "LD"}
    ship = {**LOCKDOWN_GAME, "map": "nemesis_ship"}
    assert "LD" not in {e.id.split("-")[0] for e in load_rules(game=ship)}


@pytest.mark.rule("LD-POWER-06")
def test_the_pause_menu_of_a_lockdown_game_opens_its_rules(app):
    session = Session(LOCKDOWN_GAME, ["human", "human"])
    open_board(app, session)
    app.stack.apply(Push(PauseScene(), {"session": session}))
    frames(app)
    press_button(app, "Rules reference")
    scene = app.stack.top
    assert isinstance(scene, RulesScene) and not scene.error
    assert "LD-POWER-06" in {e.id for e in scene.entries}


@pytest.mark.rule("LD-SETUP-03")
def test_a_lockdown_log_line_opens_the_reference_at_its_lockdown_rule(app):
    session = Session(LOCKDOWN_GAME, ["human", "human"])
    cited = [e for e in session.state.log if e.rule.startswith("LD-")]
    assert cited, "the Facility's setup cites its rules in the log"
    scene = RulesScene()
    app.stack.apply(Push(scene, {"query": cited[0].rule, "config": session.config}))
    frames(app)
    assert scene.selected is not None and scene.selected.id == cited[0].rule
    assert " ".join(scene.detail_lines) == scene.selected.text
