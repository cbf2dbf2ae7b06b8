"""Nothing the engine tells a player is missed by the translation, in every game the plug-ins make: under the
pseudo-locale, seeded games of every combination of ruleset, map and species (`engine.api.combos()`), in each
mode, and games with a crew line of extra characters (the Aftermath characters, on both maps), are played by Normal
bots, and every log line, every option of every decision (named by the board, game/labels.py), every bot's reason,
every piece of the plug-ins' board look (as the plug-in tells it, before the frontend's own `_()`) and the finished
game's secrets read translated — no letter outside the ‹…› marks, no plain English word put into a translated
sentence."""

from __future__ import annotations

import pytest

from engine import api, hooks
from engine.ai import bots, normal
from game.labels import Names
from tests.game.i18n_helpers import untranslated

DECISIONS = 3000  # a safety cap: a game ends long before
SETUPS = ((17, "normal", 3, False), (29, "coop", 2, False), (41, "solo", 1, False), (53, "normal", 4, True))
LOOK_EVERY = 7  # the board look is read at every 7th decision (often enough to meet each piece)
# games with a crew line: the Aftermath characters named (each one played) or drafted, on both maps
CREW_GAMES = (
    ("aftermath-lockdown-named", {"map": "lockdown", "species": "night_stalkers", "seed": 61, "seats": 4,
                                  "crew": "aftermath", "characters": "bounty_hunter,android,doctor,psychologist"}),
    ("aftermath-ship-named", {"seed": 67, "seats": 3, "crew": "aftermath",
                              "characters": "president,convict,bounty_hunter"}),
    ("aftermath-nemesis-lockdown-draft", {"map": "lockdown", "species": "chytrids", "seed": 71, "seats": 3,
                                          "crew": "aftermath,nemesis"}),
)


@pytest.fixture
def pseudo():
    api.install_language(api.PSEUDO)
    yield
    api.install_language("en")


def combos() -> list[tuple[str, str, str]]:
    """Every combination of the game's own plug-ins (not the tests' tiny ones other tests register)."""
    return [(ruleset, map_id, species) for ruleset, map_id, species in api.combos()
            if all(hooks.plugin(kind, pid).package == "engine"
                   for kind, pid in (("ruleset", ruleset), ("map", map_id), ("species", species)))]


def games() -> list:
    """Every combination of plug-ins, in each mode, with the Intruder player once; whole games, to their end; and
    the crew lines' games."""
    out = []
    for ruleset, map_id, species in combos():
        for seed, mode, seats, ip in SETUPS:
            config = {"ruleset": ruleset, "map": map_id, "species": species, "seed": seed, "mode": mode,
                      "seats": seats, **({"intruder_player": 1} if ip else {})}
            name = f"{ruleset}-{map_id}-{species}-{mode}{'-ip' if ip else ''}"
            out.append(pytest.param(config, id=name))
    out += [pytest.param(config, id=name) for name, config in CREW_GAMES]
    return out


def test_every_combination_and_crew_line_is_played():
    """The list above grows with the plug-ins: every registered combination, and a game of each crew line."""
    ids = {p.id for p in games()}
    assert all(f"{r}-{m}-{s}-normal" in ids for r, m, s in combos()) and len(combos()) >= 10
    lines = {line for _name, config in CREW_GAMES for line in config["crew"].split(",")}
    assert lines == {p.id.partition(":")[2] for p in hooks.every_plugin() if p.kind == hooks.CREW
                     and p.package == "engine"}


def look_texts(look: api.BoardLook):
    """(what, text) of every word a board look holds."""
    for t in look.tracks:
        yield f"track {t.key}", t.label
        yield f"track {t.key}", t.text
        yield f"track {t.key}", t.hint
        for spot in t.spots:
            yield f"track {t.key} spot {spot.index}", spot.text
            yield f"track {t.key} spot {spot.index}", spot.hint
    for piece in (*look.chips, *look.badges, *look.marks, *look.tokens):
        yield f"{type(piece).__name__} {getattr(piece, 'key', '')}", piece.text
        yield f"{type(piece).__name__} {getattr(piece, 'key', '')}", piece.hint
    for a in look.areas:
        for text in (a.label, a.hint, a.tag, a.dark_hint):
            yield f"area {a.key}", text


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
        if state.decisions % LOOK_EVERY == 0:
            for what, text in look_texts(api.board_look(view)):
                if untranslated(text):
                    missed.setdefault(f"look {what}", text)
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
    if state.over:
        for text in api.full_view(state, state).secrets:
            if untranslated(text):
                missed.setdefault("secret", text)
    report = "\n".join(f"{what}: {text!r}" for what, text in sorted(missed.items()))
    assert not missed, f"words that never passed through gettext:\n{report}"
