"""The Void Seeders and the Carnomorphs on the Lockdown board: their own looks (each character's Insanity or
Mutations on its panel, the Panic and Mutation decks, the Lairs, the Adaptations, their Help card for Lockdown) drawn
beside the Facility's (Sections, Power, Time track), and the rules reference of a game listing the LVS / LCAR
summaries (assets/rules/lockdown+void_seeders.toml, lockdown+carnomorphs.toml) for that combination only."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from engine.maps.lockdown.state import lockdown_state
from game.rules_reference import load_rules, search
from game.session import Session
from tests.game.conftest import open_board

ROOT = Path(__file__).resolve().parents[2]
DIGEST = ROOT.parent / "shared" / "rules" / "lockdown-stretch-goals.md"
FILES = {"void_seeders": ("LVS", ROOT / "assets" / "rules" / "lockdown+void_seeders.toml"),
         "carnomorphs": ("LCAR", ROOT / "assets" / "rules" / "lockdown+carnomorphs.toml")}


def board_of(app, species: str):
    session = Session({"seats": 2, "seed": 7, "map": "lockdown", "species": species, "characters": "janitor,lab_rat"},
                      ["human", "bot:normal"])
    for section in ("S-01", "S-02"):
        lockdown_state(session.state).power[section].on = True
    return open_board(app, session)


def tips(board) -> dict:
    return {key: tip for _r, key, tip in board.hits.rects}


def shown(hover: dict, key: tuple[str, str], words: str) -> bool:
    """A top-bar chip is drawn with these words in its hover, or folded into the "+N more" chip that lists it (a
    crowded bar on a small window)."""
    return words in hover.get(key, "") or words in hover.get(("chips", "more"), "")


def test_the_void_seeders_look_is_drawn_on_the_facility(app):
    board = board_of(app, "void_seeders")
    hover = tips(board)
    panels = [t for k, t in hover.items() if k[0] == "seat"]
    assert panels and all("Insanity 1" in t for t in panels)
    assert shown(hover, ("deck", "panic"), "Panic deck") and shown(hover, ("track", "lairs"), "Destroyed Lair")
    assert shown(hover, ("rule", "VS-SET-17"), "Void Seeder Help card")
    assert ("section", "S-01") in hover and ("track", "time") in hover  # the Facility's own beside them


def test_the_carnomorphs_look_is_drawn_on_the_facility(app):
    board = board_of(app, "carnomorphs")
    hover = tips(board)
    assert shown(hover, ("deck", "adaptations"), "3 face down") and shown(hover, ("deck", "mutation"), "Mutation deck")
    assert shown(hover, ("rule", "CARN-SETUP-15"), "Carnomorph Help card")
    assert ("object", "corpse_blue") in hover  # the blue Corpse in the Alert Room
    assert ("section", "S-01") in hover and ("track", "time") in hover


@pytest.mark.parametrize("species", sorted(FILES))
def test_each_rule_of_the_digest_has_one_summary_listed_only_in_that_combination(species):
    prefix, path = FILES[species]
    entries = load_rules(path)
    ids = [e.id for e in entries]
    assert len(ids) == len(set(ids)) and all(e.title and e.text for e in entries)
    if DIGEST.exists():
        wanted = set(re.findall(rf"^- (?:PROPOSED |KNOWN-PUBLISHED )?({prefix}-[A-Z]+-\d{{2}})",
                                DIGEST.read_text(encoding="utf-8"), re.M))
        assert set(ids) == wanted
    game = {"ruleset": "published", "map": "lockdown", "species": species}
    listed = {e.id.split("-")[0] for e in load_rules(game=game)}
    assert {"PUB", "LD", prefix} <= listed
    assert prefix not in {e.id.split("-")[0] for e in load_rules(game={**game, "map": "nemesis_ship"})}
    other = "carnomorphs" if species == "void_seeders" else "void_seeders"
    assert prefix not in {e.id.split("-")[0] for e in load_rules(game={**game, "species": other})}
    assert search(load_rules(game=game), f"{prefix} set 3")[0].id == f"{prefix}-SET-03"
    tomllib.loads(path.read_text(encoding="utf-8"))
