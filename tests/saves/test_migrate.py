"""Old save formats still load: a real schema-1 file (written by the engine-part-1 build) migrates to
the current format, reports that its choices no longer replay, resumes and plays to the end; a real schema-2
file (written before the plug-in refactor) migrates to the very game its choices replay to."""

import shutil
from pathlib import Path

import pytest

from engine.headless import play
from saves.format import load
from saves.io import SaveError
from saves.migrate import SCHEMA

OLD = Path(__file__).parent / "data" / "schema1_two_players_turn3.json"
SCHEMA2 = Path(__file__).parent / "data" / "schema2_three_players_turn3.json"


def test_the_stored_file_is_really_an_older_schema():
    assert b'"schema":1' in OLD.read_bytes() and SCHEMA > 1


def test_a_schema_1_save_migrates_and_resumes_to_the_end(tmp_path):
    path = tmp_path / OLD.name
    shutil.copy(OLD, path)
    before = path.read_bytes()

    loaded = load(path)

    assert loaded.state.turn == 3 and [c.character for c in loaded.state.characters] == ["pilot", "scout"]
    assert OLD.name in loaded.warning  # the choices of the old rules give another game: said, not hidden
    assert loaded.state.characters[0].items == [] and loaded.state.pending is not None
    assert path.read_bytes() == before  # loading never rewrites the file
    result = play(loaded.config, state=loaded.state, choices=list(loaded.choices))
    assert loaded.state.over and result["end_reason"] != "round_cap"


def test_a_damaged_old_snapshot_gives_a_clear_message_and_changes_nothing(tmp_path):
    import json

    doc = json.loads(OLD.read_text())
    doc["snapshot"] = doc["snapshot"][:10]
    from saves.document import checksum as _checksum

    body = {k: v for k, v in doc.items() if k != "checksum"}
    doc["checksum"] = _checksum(body)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(doc))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="old.json uses save format 1 and could not be converted"):
        load(path)
    assert path.read_bytes() == before


@pytest.mark.rule("PUB-SETUP-05", "PUB-SETUP-07", "PUB-NEST-01")
def test_a_schema_2_save_moves_the_ship_and_the_nest_into_their_plugins_and_is_the_same_game(tmp_path):
    from engine import api
    from engine.maps.nemesis_ship.state import ship_state
    from engine.species.intruders.state import hive

    path = tmp_path / SCHEMA2.name
    shutil.copy(SCHEMA2, path)
    assert b'"schema":2' in path.read_bytes()

    loaded = load(path)

    assert loaded.warning == ""  # the migrated snapshot is exactly the game its recorded choices replay to
    replay = api.new_game(loaded.config)
    for choice in loaded.choices:
        api.apply(replay, choice)
    assert api.state_hash(replay) == api.state_hash(loaded.state)
    ship = ship_state(loaded.state)
    assert ship.destination in "ABCD" and ship.coordinates and len(ship.pods) == 3 and len(ship.engines) == 3
    assert hive(loaded.state).eggs == 5
    result = play(loaded.config, state=loaded.state, choices=list(loaded.choices))
    assert loaded.state.over and result["end_reason"] != "round_cap"
