"""Nothing the engine tells a player is missed by the translation, in every game the plug-ins make: under the
pseudo-locale, seeded games of every ruleset, map and species are played by Normal bots, and every log line, every
option of every decision (named by the board, game/labels.py) and every bot's reason reads translated — no letter
outside the ‹…› marks, no plain English word put into a translated sentence."""

from __future__ import annotations

import pytest

from engine import api, hooks
from engine.ai import bots, normal
from game.labels import Names
from tests.game.i18n_helpers import untranslated

DECISIONS = 3000  # a safety cap: a game ends long before
SETUPS = ((17, "normal", 3, False), (29, "coop", 2, False), (41, "solo", 1, False), (53, "normal", 4, True))


@pytest.fixture
def pseudo():
    api.install_language(api.PSEUDO)
    yield
    api.install_language("en")


def games() -> list:
    """Every combination of plug-ins, in each mode, with the Intruder player once; whole games, to their end."""
    out = []
    for ruleset, map_id, species in api.combos():
        if not all(hooks.plugin(kind, pid).package == "engine"  # the game's own (not the tests' tiny plug-ins)
                   for kind, pid in (("ruleset", ruleset), ("map", map_id), ("species", species))):
            continue
        for seed, mode, seats, ip in SETUPS:
            config = {"ruleset": ruleset, "map": map_id, "species": species, "seed": seed, "mode": mode,
                      "seats": seats, **({"intruder_player": 1} if ip else {})}
            name = f"{ruleset}-{map_id}-{species}-{mode}{'-ip' if ip else ''}"
            out.append(pytest.param(config, id=name))
    return out


@pytest.mark.parametrize("config", games())
def test_every_log_line_option_and_reason_of_a_game_is_translated(config, pseudo):
    try:
        config = api.check_config(config)
    except api.ConfigError:  # a species with no Intruder-player deck
        pytest.skip("no such game")
    seed = int(config["seed"])
    state = api.new_game(config)
    names = Names(config)
    missed: dict[str, str] = {}
    seen = 0
    while state.pending is not None and state.decisions < DECISIONS:
        seat = state.pending.seat
        view = api.view(state, seat)
        names.see(view)
        for option in state.pending.options:
            text = names.choice(option)
            if untranslated(text):
                missed.setdefault(f"{option.kind} {option.args}", text)
        move = normal.decide(api.bot_view(state, seat), bots.seeded_rng(seed, seat, state.decisions), explain=True)
        reason = names.rename(move.reason) if move.reason else ""
        if untranslated(reason):
            missed.setdefault(f"reason for {move.choice}", reason)
        api.apply(state, move.choice)
        for entry in state.log[seen:]:
            text = names.entry(entry)
            if untranslated(text):
                missed.setdefault(f"log {entry.kind}", text)
        seen = len(state.log)
    report = "\n".join(f"{what}: {text!r}" for what, text in sorted(missed.items()))
    assert not missed, f"words that never passed through gettext:\n{report}"
