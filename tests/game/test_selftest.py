"""`nemesis --selftest` opens every scene, Learn to play included, and passes."""

from __future__ import annotations


def test_the_selftest_opens_every_scene_with_the_tutorial(monkeypatch, tmp_path, capsys):
    from game.selftest import run_selftest

    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "NEMESIS_DATA_DIR"):  # restored after the test
        monkeypatch.setenv(name, "dummy" if name.startswith("SDL") else str(tmp_path))
    assert run_selftest() == 0
    out = capsys.readouterr().out
    assert "self-test passed" in out and "tutorial" in out and "board" in out
