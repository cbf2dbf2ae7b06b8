"""A plug-in's values on one map (engine/content/catalog.py `[with_map.<map>]`): they replace its own on that map
only, a key its table lacks is refused naming the file, and the Lockdown tables of the Void Seeders and the
Carnomorphs give the stretch-goals box's values (LVS-SET-09/10/12/17, LCAR-SET-08/11/13)."""

from __future__ import annotations

import pytest

from engine.content import catalog
from engine.content.loader import ContentError
from engine.hooks import plugin
from tests.engine.content_helpers import break_file


def options(map_id: str, species: str) -> dict:
    return catalog.plugin_options(plugin("species", species), map_id)


@pytest.mark.rule("LVS-SET-09", "LVS-SET-10", "LVS-SET-12", "LVS-SET-17")
def test_the_void_seeders_take_their_lockdown_values_in_the_facility_only():
    ship, facility = options("nemesis_ship", "void_seeders"), options("lockdown", "void_seeders")
    assert ship["events_file"] == "events.toml" and facility["events_file"] == "lockdown/events.toml"
    assert ship["help_file"] == "help.toml" and facility["help_file"] == "lockdown/help.toml"
    assert ship["removed_weaknesses"] == [] and facility["removed_weaknesses"] == ["solid_bulkheads", "wave_of_calm"]
    assert ship["weakness_slots"] == ["egg", "insanity", "carcass"]
    assert facility["weakness_slots"] == ["first", "second", "third"] and facility["weakness_cards_revealed"] == 1
    assert "with_map" not in ship and "with_map" not in facility


@pytest.mark.rule("LCAR-SET-08", "LCAR-SET-11", "LCAR-SET-13")
def test_the_carnomorphs_take_their_lockdown_values_in_the_facility_only():
    ship, facility = options("nemesis_ship", "carnomorphs"), options("lockdown", "carnomorphs")
    assert (ship["blue_corpse_tile"], facility["blue_corpse_tile"]) == ("", "ld_alert_room")
    assert facility["events_file"] == "lockdown/events.toml" and facility["help_file"] == "lockdown/help.toml"


def test_a_map_value_for_a_key_the_table_lacks_is_refused(monkeypatch):
    def edit(data):
        data["with_map"]["lockdown"]["no_such_key"] = 1

    break_file(monkeypatch, "species/void_seeders/options.toml", edit)
    with pytest.raises(ContentError, match='species/void_seeders/options.toml: \\[with_map.lockdown\\] names '
                                           '"no_such_key"'):
        options("lockdown", "void_seeders")


def test_a_with_map_that_is_not_a_table_of_tables_is_refused(monkeypatch):
    def edit(data):
        data["with_map"] = {"lockdown": 3}

    break_file(monkeypatch, "species/carnomorphs/options.toml", edit)
    with pytest.raises(ContentError, match='key "with_map" must hold one table per map id'):
        options("lockdown", "carnomorphs")
