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
