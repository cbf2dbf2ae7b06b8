"""The tutorial's script still matches the engine: every taught answer is legal at its step, every chapter really
happens (a Noise roll, a Search, an Encounter and a fight, a wound and its healing, the Event phase), its words
exist and fill, and a broken script file is a clear error. Plays the script on the engine alone (no window)."""

from __future__ import annotations

import re
import string

import pytest

from engine import api
from game.tutorial import texts
from game.tutorial.script import ScriptError, expectation_met, load_script

SCRIPT = load_script()


def played() -> list[tuple[object, list]]:
    """Each taught step with the log entries its answer brought about, the game played from its start."""
    state = api.new_game(SCRIPT.config)
    out = []
    for i, step in enumerate(SCRIPT.taught):
        d = state.pending
        assert d is not None, f"the game ended before taught step {i + 1} ({step.text})"
        assert d.kind == step.decision, f"{step.text}: the game asks {d.kind}, the script answers {step.decision}"
        assert step.do in d.options, f"{step.text}: {step.do} is not legal; the options are {d.options}"
        out.append((step, api.apply(state, step.do)))
    return out


def test_every_taught_answer_is_legal_at_its_step_and_brings_what_the_lesson_says():
    for step, entries in played():
        for expect in step.expect:
            assert expectation_met(expect, entries), f"{step.text}: no '{expect}' in {[e.kind for e in entries]}"


@pytest.mark.rule("PUB-NOISE-03", "PUB-ROOM-05", "PUB-ENC-02", "PUB-COMBAT-02", "PUB-WOUND-04", "PUB-ROUND-08")
def test_every_chapter_happens_in_its_order():
    seen: dict[int, set[str]] = {}
    for step, entries in played():
        seen.setdefault(step.chapter, set()).update(e.kind for e in entries)
    assert {"noise_roll", "noise_placed", "room_explored"} <= seen[1]
    assert {"items_drawn", "item_gained"} <= seen[2]
    assert {"encounter", "surprise_attack", "shot", "intruder_killed"} <= seen[3]
    assert {"light_wound"} <= seen[3] and {"light_wounds_healed"} <= seen[4]
    assert {"event_phase", "event_card", "token_drawn", "turn_start"} <= seen[5]


def test_the_soldier_is_alive_and_free_to_play_when_the_lessons_end():
    state = api.new_game(SCRIPT.config)
    for step in SCRIPT.taught:
        api.apply(state, step.do)
    assert state.characters[0].status == "aboard" and not state.over
    assert state.pending.kind == "choose_action" and state.turn == 2


def test_every_step_has_words_that_fill_and_every_text_is_used():
    used = {s.text for s in SCRIPT.steps}
    assert used == set(texts.STEPS), f"unused texts: {set(texts.STEPS) - used}"
    assert {s.chapter for s in SCRIPT.steps} == set(texts.CHAPTERS)
    for step in SCRIPT.steps:
        fields = {f for part in texts.STEPS[step.text] for _lit, f, _spec, _conv in string.Formatter().parse(part) if f}
        given = set(step.names) | ({"option"} if step.do is not None else set())
        assert fields <= given, f"{step.text} needs {fields - given}"


def test_every_step_cites_a_rule_of_the_published_digest():
    from game.rules_reference import load_rules

    known = {e.id for e in load_rules()}
    for step in SCRIPT.steps:
        assert re.fullmatch(r"PUB-[A-Z]+-\d{2}", step.rule) and step.rule in known, step.rule


def test_the_seed_search_tool_still_finds_the_script(capsys):
    from tools.tutorial_seed import main

    seed = SCRIPT.config["seed"]
    assert main(["--from", str(seed), "--to", str(seed + 1), "--show", "1"]) == 0
    best = capsys.readouterr().out.split(": ", 1)[1].strip()
    assert best == " ; ".join(" ".join((s.do.kind, *s.do.args)) for s in SCRIPT.taught)


@pytest.mark.parametrize("body, fault", [
    ("", "[game]"),
    ("[game]\nseats = 1\n", "no [[step]]"),
    ('[game]\nseats = 1\n[[step]]\ntext = "nowhere"\nchapter = 1\nrule = "PUB-MOVE-01"\n', "texts.py"),
    ('[game]\nseats = 1\n[[step]]\ntext = "welcome"\nchapter = 9\nrule = "PUB-MOVE-01"\n', "chapter 9"),
    ('[game]\nseats = 1\n[[step]]\ntext = "welcome"\nchapter = 1\nrule = "PUB-MOVE-01"\ndo = "pass"\n', "decision"),
    ('[game]\nseats = 1\n[[step]]\ntext = "welcome"\nchapter = 1\nrule = "X"\nhighlight = ["room"]\n', "kind:id"),
    ("[game\n", "not valid TOML"),
])
def test_a_broken_script_file_is_a_sentence_naming_the_fault(tmp_path, body, fault):
    path = tmp_path / "first_game.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(ScriptError, match=re.escape(fault)):
        load_script(path)


def test_a_missing_script_file_is_a_sentence(tmp_path):
    with pytest.raises(ScriptError, match="could not be read"):
        load_script(tmp_path / "gone.toml")


def test_every_text_still_fills_in_the_pseudo_locale():
    from engine import i18n

    try:
        i18n.install("pseudo")
        for step in SCRIPT.steps:
            fill = {name: "x" for name in step.names} | {"option": "x"}
            for part in texts.STEPS[step.text]:
                shown = i18n._(part).format(**fill)
                assert shown.startswith("‹") and "{" not in shown
    finally:
        i18n.install("en")
