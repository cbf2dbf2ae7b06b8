"""The headless runner a player without a display (and CI) uses: `nemesis --headless`."""

import json
import subprocess
import sys

import pytest

from game.main import main


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.main", *args], capture_output=True, text=True, timeout=120)


def test_headless_game_prints_log_lines_and_a_json_result(capsys):
    assert main(["--headless", "--seats", "bot:easy,bot:easy,bot:easy", "--seed", "7"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    result = json.loads(lines[-1])
    assert result["seed"] == 7 and len(result["seats"]) == 3
    assert result["end_reason"] and result["state_hash"]
    assert {"character", "alive", "left_ship", "objective", "won"} <= set(result["seats"][0])
    assert all(line.rstrip().endswith(")") for line in lines[:-1]), "every log line names its rule ID"
    assert any("(PUB-NOISE-02)" in line for line in lines)


def test_max_rounds_caps_the_game(capsys):
    assert main(["--headless", "--seats", "bot:easy,bot:easy", "--seed", "3", "--max-rounds", "1"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["rounds"] <= 2


@pytest.mark.parametrize("args", [
    ["--headless", "--seats", "human,bot:easy"],
    ["--headless", "--seats", "bot:easy," * 6],
    ["--headless", "--seed", "abc"],
    ["--headless", "--max-rounds", "0"],
    ["--headless", "--bogus"],
])
def test_bad_arguments_give_one_line_and_exit_code_2(args):
    proc = run_cli(*args)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("nemesis: ")


# --- how games end (PUB-END-01..05) and the result line (PUB-END-10) ------------------------------------------


CAPS = ("round_cap", "decision_cap")


@pytest.mark.rule("PUB-END-01", "PUB-END-05")
@pytest.mark.parametrize(("seats", "mode"), [(1, "solo"), (2, "normal"), (3, "normal"), (4, "coop"), (5, "normal")])
def test_bot_games_end_by_a_rule_not_by_the_safety_cap(seats, mode):
    from engine import headless

    for seed in (1, 2):
        result = headless.play(headless.make_config(seats, seed, mode))
        assert result["end_reason"] not in CAPS and result["rounds"] <= 15
        assert all(s["won"] is not None and s["objective_met"] is not None for s in result["seats"])


@pytest.mark.rule("PUB-END-10")
def test_the_result_line_has_each_seats_outcome(capsys):
    assert main(["--headless", "--seats", "bot:easy,bot:easy", "--seed", "5", "--intruder-player"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    seat = result["seats"][0]
    assert {"character", "alive", "left_ship", "objective", "objective_met", "won", "cause",
            "intruder_player"} <= set(seat)
    assert seat["left_ship"] in ("escape_pod", "hibernation", "none")
    assert result["end_reason"] not in CAPS


@pytest.mark.rule("PUB-IPLAYER-01")
def test_the_intruder_player_flag_sets_the_option_and_bad_combinations_exit_with_code_2():
    proc = run_cli("--headless", "--mode", "coop", "--intruder-player", "--seed", "1")
    assert proc.returncode == 2 and proc.stderr.startswith("nemesis: ") and "Traceback" not in proc.stderr


def test_hitting_the_round_cap_is_reported_as_round_cap(capsys):
    assert main(["--headless", "--seats", "bot:easy,bot:easy", "--seed", "3", "--max-rounds", "1"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["end_reason"] == "round_cap" and result["seats"][0]["won"] is None  # no Victory Check


def test_solo_mode_defaults_to_one_seat(capsys):
    assert main(["--headless", "--mode", "solo", "--seed", "2"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert len(result["seats"]) == 1


def test_replay_dir_keeps_the_finished_game_as_a_replay_of_the_same_game(tmp_path, capsys):
    from game.replayer import from_replay_file

    assert main(["--headless", "--seats", "bot:easy,bot:normal", "--seed", "3", "--replay-dir", str(tmp_path)]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    (kept,) = tmp_path.glob("replay-*.json")
    replayer = from_replay_file(kept)
    assert replayer.over and replayer.warning == "" and replayer.length == result["decisions"]
    assert json.loads(kept.read_text())["summary"]["seats"][1]["player"] == "bot:normal"


def test_a_game_stopped_by_max_rounds_keeps_no_replay(tmp_path, capsys):
    assert main(["--headless", "--seed", "3", "--max-rounds", "1", "--replay-dir", str(tmp_path)]) == 0
    assert not list(tmp_path.iterdir())
