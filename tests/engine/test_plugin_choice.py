"""Choosing the ruleset, the map and the species: what the registry offers, what is refused, and the command line
(`nemesis --headless --ruleset … --map … --species …`)."""

from __future__ import annotations

import json

import pytest

from engine import api
from game.main import main


@pytest.mark.rule("PUB-SETUP-01")
def test_the_registered_plugins_are_offered_and_the_planned_ones_greyed():
    assert ("intruders", "Intruders", True) in api.choosable("species")
    assert ("void_seeders", "Void Seeders", True) in api.choosable("species")
    assert ("carnomorphs", "Carnomorphs", True) in api.choosable("species")
    assert ("nemesis_ship", "Nemesis ship", True) in api.choosable("map")
    assert ("lockdown", "Lockdown complex", True) in api.choosable("map")
    assert ("night_stalkers", "Night Stalkers", True) in api.choosable("species")
    assert ("chytrids", "Chytrids", True) in api.choosable("species")
    assert ("published", "Published rules", True) in api.choosable("ruleset")


@pytest.fixture
def planned_species(monkeypatch):
    """A species planned but not built (every built-in plan is built now): the new-game screen greys it."""
    from engine import plugins

    monkeypatch.setitem(plugins.PLANNED, "species", {"spore_lords": "Spore Lords"})
    return "spore_lords"


@pytest.mark.rule("PUB-SETUP-01")
def test_a_planned_plugin_is_offered_greyed(planned_species):
    assert (planned_species, "Spore Lords", False) in api.choosable("species")


@pytest.mark.rule("PUB-SETUP-01")
def test_a_config_naming_a_planned_plugin_is_refused_with_a_sentence(planned_species):
    with pytest.raises(api.ConfigError, match="not built yet"):
        api.new_game({"seats": 2, "seed": 1, "species": planned_species})


@pytest.mark.rule("PUB-SETUP-01")
@pytest.mark.parametrize(("key", "value", "says"), [
    ("species", "night_stalkers", "played only with the map Lockdown"),
    ("ruleset", "homebrew", "not available"), ("species", "gremlins", "not available"),
    ("map", ["nemesis_ship"], "must be a word"),
])
def test_a_config_naming_an_unbuilt_or_unknown_plugin_is_refused_with_a_sentence(key, value, says):
    with pytest.raises(api.ConfigError, match=says):
        api.new_game({"seats": 2, "seed": 1, key: value})


@pytest.mark.rule("PUB-SETUP-01")
def test_the_command_line_names_the_three_plugins_and_the_result_records_them(capsys):
    code = main(["--headless", "--seats", "bot:easy,bot:easy", "--seed", "4", "--ruleset", "published",
                 "--map", "nemesis_ship", "--species", "intruders"])
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and result["end_reason"]


@pytest.mark.rule("PUB-SETUP-01")
def test_an_unbuilt_species_on_the_command_line_is_one_line_and_exit_code_2(capsys, planned_species):
    code = main(["--headless", "--seats", "bot:easy", "--seed", "4", "--mode", "solo", "--species", planned_species])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1  # one line, no traceback
    assert err[0].startswith(f"nemesis: species '{planned_species}' is not built yet (available: ")
    assert "intruders" in err[0] and "chytrids" in err[0]
