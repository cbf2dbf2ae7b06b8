"""The engine's only door for the frontend, the saves and the bots.

    state = new_game(config)          # config: seats, seed, [characters], ruleset, map, species, mode, [crew]
    apply(state, choice)              # the pending decision's answer; IllegalChoice leaves state unchanged
    view(state, seat)                 # what that seat may know
    full_view(state, final)           # everything, once `final` shows the game over (the replay viewer)
    describe(choice)                  # an option as a sentence (ids kept for the frontend to name)
    entry_text(entry, ctx)            # a log entry as a sentence, names filled in for the reader (View/State)
    describe_entry(entry, ctx)        # the same with its rule ID, as the headless log prints it
    end_text / phrase / knowledge_text / word   # endings, plug-in phrases, what a character knows, any id named
    content(config)                   # the public card, tile and map data (names, texts, positions)
    check_state(state)                # StateError unless the engine could have made it (a loaded save)
    undo_key(state) / is_undo_barrier # what a player may take back (engine/undo.py)
    _ / ngettext / N_ / pgettext      # the player's language (engine/i18n.py): every word shown passes through them
    install_language(lang) / language()   # switch the language ("" = the system's), the one installed
"""

from __future__ import annotations

import msgspec

from engine import hooks
from engine import plugins as _plugins  # noqa: F401  (every built-in plug-in registers before any game starts)
from engine.catalog import cat
from engine.content.loader import ContentError
from engine.decisions import Choice, Decision, DecisionKind, IllegalChoice
from engine.flow import answer, run
from engine.i18n import LANGUAGES, N_, PSEUDO, _, ngettext, pgettext, system_language
from engine.i18n import current as language
from engine.i18n import install as install_language
from engine.logtext import (
    cite,
    cited_rule,
    describe,
    describe_entry,
    end_text,
    entry_text,
    knowledge_text,
    phrase,
    word,
)
from engine.look import Badge, BoardLook, Chip, Cover, Mark, Track, board_look
from engine.naming import Namer, namer_for
from engine.reveal import FullView, RevealError, full_view
from engine.rules.setup import new_state
from engine.state import LogEntry, State, clone, from_json, game_digest, state_hash, to_json
from engine.state_check import StateError, check_state
from engine.undo import hidden_key as undo_key
from engine.undo import is_barrier as is_undo_barrier
from engine.views import View, view

__all__ = [
    "Choice", "ContentError", "Decision", "DecisionKind", "IllegalChoice", "LogEntry", "State", "View",
    "apply", "clone", "describe", "describe_entry", "from_json", "new_game", "state_hash", "to_json", "view",
    "ConfigError", "seat_results", "content", "undo_key", "is_undo_barrier", "KINDS", "choosable",
    "MODES", "check_config", "BOT_LEVELS", "part_versions", "upgrade_parts",
    "entry_text", "cite", "cited_rule", "end_text", "phrase", "knowledge_text", "word", "Namer", "namer_for",
    "game_digest", "board_look", "BoardLook", "Track", "Chip", "Badge", "Mark", "Cover", "FullView", "RevealError",
    "full_view", "exploration_mixes", "check_state", "StateError", "crew_lines_allowed", "crew_line_name",
    "_", "N_", "ngettext", "pgettext", "LANGUAGES", "PSEUDO", "install_language", "language", "system_language",
]

BOT_LEVELS = ("easy", "normal", "hard")
BOT_LOG_WINDOW = 60  # the recent log entries a bot's view carries (what the last steps showed: a roll, a card)

MODES = ("normal", "solo", "coop")
KINDS = hooks.KINDS  # what a config chooses one of: "ruleset", "map", "species"


def choosable(kind: str) -> tuple[tuple[str, str, bool], ...]:
    """The ids a config may name for `kind` with their names: the registered plug-ins (True), then the ones
    planned but not built yet (False: the new-game screen greys them)."""
    from engine.plugins import PLANNED

    built = tuple((pid, hooks.plugin(kind, pid).name or pid, True) for pid in hooks.registered(kind))
    return built + tuple((pid, name, False) for pid, name in PLANNED[kind].items() if pid not in hooks.registered(kind))


def mismatch(ruleset: str, map_id: str, species: str) -> str:
    """Why these plug-ins make no game together, in a sentence, or "" (a ruleset that plays on one map)."""
    return hooks.mismatch(ruleset, map_id, species)


def combos() -> list[tuple[str, str, str]]:
    """Every (ruleset, map, species) of registered plug-ins that make one game."""
    return [(r, m, s) for r in hooks.registered("ruleset") for m in hooks.registered("map")
            for s in hooks.registered("species") if not hooks.mismatch(r, m, s)]


class ConfigError(ValueError):
    """A game configuration that cannot start a game."""


def _integer(value: object, what: str) -> int:
    """A whole number given as an int or as decimal digits; anything else (2.7, true, "three") is refused."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    raise ConfigError(f"{what} must be a whole number, not {value!r}")


def _check_config(config: dict) -> dict:
    if not isinstance(config, dict):
        raise ConfigError(f"a game config is a table of settings, not {type(config).__name__}")
    cfg = {"ruleset": "published", "map": "nemesis_ship", "species": "intruders", "mode": "normal", **config}
    if "seats" not in cfg:
        raise ConfigError("config needs an integer number of seats and an integer seed")
    seats = _integer(cfg["seats"], "the number of seats")
    cfg["seed"] = _integer(cfg.get("seed", 0), "the seed")
    for key, value in cfg.items():  # what a saved game can hold (engine/state.py State.config)
        if not isinstance(key, str) or isinstance(value, bool) or not isinstance(value, str | int):
            raise ConfigError(f"config setting {key!r} must be a word or a whole number, not {value!r}")
    if not 1 <= seats <= 5:
        raise ConfigError(_("Nemesis is played by 1 to 5 players, not {seats}").format(seats=seats))
    for key in KINDS:
        if not isinstance(cfg[key], str):
            raise ConfigError(f"{key} must be a word, not {cfg[key]!r}")
        known = {pid: ok for pid, _name, ok in choosable(key)}
        if known.get(cfg[key]) is False:
            raise ConfigError(f"{key} {cfg[key]!r} is not built yet (available: {', '.join(hooks.registered(key))})")
        if cfg[key] not in known:
            raise ConfigError(f"{key} {cfg[key]!r} is not available (choose from {', '.join(hooks.registered(key))})")
    clash = hooks.mismatch(cfg["ruleset"], cfg["map"], cfg["species"])
    if clash:
        raise ConfigError(_("{why}: choose it there").format(why=clash))
    if cfg["mode"] not in MODES:
        raise ConfigError(f"mode {cfg['mode']!r} is not available (choose from {', '.join(MODES)})")
    if cfg["mode"] == "solo" and seats != 1:
        raise ConfigError(_("solo mode is for 1 player, not {seats} (PUB-SOLO-04)").format(seats=seats))
    mix = cfg.get("exploration_mix", "")
    if mix and mix not in exploration_mixes():
        raise ConfigError(f"exploration_mix {mix!r} is not available (choose from {', '.join(exploration_mixes())})")
    try:
        cfg["intruder_player"] = _integer(cfg.get("intruder_player", 0) or 0, "intruder_player")
    except ConfigError as exc:
        raise ConfigError("intruder_player must be 0 or 1") from exc
    if cfg["intruder_player"] not in (0, 1):
        raise ConfigError("intruder_player must be 0 or 1")
    if cfg["intruder_player"] and (cfg["mode"] != "normal" or seats < 2):
        raise ConfigError(_("the Intruder-player mode needs a normal game of 2 to 5 players (not solo or co-op, "
                            "PUB-COOP-07)"))
    if cfg["intruder_player"] and not cat_for(cfg).options.get("intruder_player_mode"):
        raise ConfigError(_("the species {species} has no Intruder-player deck: play it with the crew only").format(
            species=_(hooks.plugin("species", cfg["species"]).name or cfg["species"])))
    if not cfg["intruder_player"]:
        del cfg["intruder_player"]
    _check_crew(cfg)
    chars = [c for c in str(cfg.get("characters", "")).split(",") if c]
    if chars:
        _crew_for(cfg, chars)
        known = cat_for(cfg).characters
        if len(chars) != seats or len(set(chars)) != len(chars) or any(c not in known for c in chars):
            raise ConfigError(f"characters must name {seats} different characters from: {', '.join(sorted(known))}")
    return cfg


def crew_lines_allowed(config: dict) -> tuple[str, ...]:
    """The lines of extra characters this ruleset and map may let into the Draft (the map's option `crew_lines`:
    the ship takes the Aftermath characters, Lockdown the original Nemesis crew and the Aftermath ones)."""
    base = {k: v for k, v in config.items() if k != "crew"}
    return tuple(cat_for({"ruleset": "published", "map": "nemesis_ship", **base}).options.get("crew_lines", ()))


def crew_line_name(line: str) -> str:
    """What the new-game screen calls a crew line (its plug-in's name)."""
    plugin = hooks.plugin(hooks.CREW, line)
    return (plugin.name if plugin is not None else "") or line


def _check_crew(cfg: dict) -> None:
    """The config's "crew" (comma-separated lines of extra characters), checked against what the map allows and
    written sorted; no line at all leaves no key, so a game without one keeps the config it always had."""
    if not isinstance(cfg.get("crew", ""), str):
        raise ConfigError(f"crew must name lines of characters, not {cfg['crew']!r}")
    lines = hooks.crew_lines(cfg)
    allowed = crew_lines_allowed(cfg)
    for line in lines:
        if line not in allowed:
            where = f"the {cfg['map']} map with the {cfg['ruleset']} rules"
            raise ConfigError(f"the crew line {line!r} cannot join {where} (allowed: {', '.join(allowed) or 'none'})")
    if lines:
        cfg["crew"] = ",".join(lines)
    else:
        cfg.pop("crew", None)


def _crew_for(cfg: dict, chars: list[str]) -> None:
    """Named characters of a crew line the config did not name bring their line in (`--characters android` on its
    own is enough)."""
    known = set(cat_for(cfg).characters)
    lines = set(hooks.crew_lines(cfg))
    for line in crew_lines_allowed(cfg):
        if line not in lines and (set(chars) - known) & set(cat_for({**cfg, "crew": line}).characters):
            lines.add(line)
    if lines:
        cfg["crew"] = ",".join(sorted(lines))


def check_config(config: dict) -> dict:
    """The config with its defaults filled in, or ConfigError with a sentence for the player."""
    return _check_config(config)


def exploration_mixes() -> tuple[str, ...]:
    """The exploration token mixes the core content offers ("standard" first; GAP-PUB-05)."""
    from engine.content.base import exploration_mixes as mixes

    return mixes()


def content(config: dict):
    """The public content of a game's ruleset and map: every card, tile, item and room with its name and
    text, and the map's rooms and corridors with their screen positions (engine/content/loader.Catalog)."""
    cfg = {"ruleset": "published", "map": "nemesis_ship", **config}
    return cat_for(cfg)


def cat_for(cfg: dict):
    from engine.content.catalog import catalog_for

    return catalog_for(cfg)


def new_game(config: dict) -> State:
    """Set up a game and run it to its first decision (the draft or the first action)."""
    cfg = _check_config(config)
    state = new_state(cfg)
    run(state)
    return state


def apply(state: State, choice: Choice) -> list[LogEntry]:
    """Answer the pending decision. Returns the new log entries. Raises IllegalChoice (state unchanged)."""
    start = len(state.log)
    answer(state, choice)
    if state.over and not any(e.kind == "victory_checked" for e in state.log[start:]):
        hooks.get(state, hooks.Hook.END_GAME_CHECKS)(state)
    return state.log[start:]


def bot_view(state: State, seat: int) -> View:
    """The view a bot of `seat` decides from (the recent log only, as in the headless runner)."""
    return view(state, seat, log_from=max(0, len(state.log) - BOT_LOG_WINDOW))


def part_versions(config: dict) -> dict[str, int]:
    """The version of each plug-in part a game of this config keeps (saved beside the snapshot)."""
    return {p.id: p.state_version for p in hooks.with_state(_ConfigOnly(config))}


def upgrade_parts(doc: dict) -> dict:
    """A save document whose plug-in parts (`snapshot`'s `ext`) are brought up to each plug-in's current
    version by the plug-in's own `migrate`; ValueError with a sentence if a part cannot be."""
    config = doc["config"]
    if not isinstance(config, dict):
        raise ValueError("its game configuration is damaged")
    saved = doc.get("plugins") or {}
    at = State.__struct_fields__.index("ext")
    snap = list(doc["snapshot"])
    ext = dict(snap[at]) if isinstance(snap[at], dict) else {}
    changed = False
    for plugin in hooks.with_state(_ConfigOnly(config)):
        have = int(saved.get(plugin.id, 1))
        if plugin.id not in ext:
            raise ValueError(f"the game has no saved part for {plugin.id}")
        if have > plugin.state_version:
            raise ValueError(f"its {plugin.id} part was saved by a newer version of the game; please update")
        while have < plugin.state_version:
            if plugin.migrate is None:
                raise ValueError(f"its {plugin.id} part (version {have}) cannot be converted")
            ext[plugin.id] = plugin.migrate(ext[plugin.id], have)
            have += 1
            changed = True
    if not changed:
        return doc
    snap[at] = ext
    return {**doc, "snapshot": snap, "plugins": part_versions(config),
            "state_hash": state_hash(from_json(msgspec.json.encode(snap)))}


class _ConfigOnly:
    """What `hooks.active_plugins` reads of a game: its config."""

    def __init__(self, config: dict) -> None:
        self.config = config


def seat_results(state: State) -> list[dict]:
    """Each seat's outcome for the headless JSON line (the Victory Check's results once the game is over)."""
    names = cat(state).characters
    results = {r.seat: r for r in state.results}
    out = []
    for ch in state.characters:
        r = results.get(ch.seat)
        cards = state.objectives.get(str(ch.seat), [])
        out.append({
            "seat": ch.seat, "character": ch.character, "name": names[ch.character].name if ch.character else "",
            "alive": r.survived if r else ch.status != "dead", "status": ch.status,
            "left_ship": r.left_ship if r else cat(state).options["left_ship"].get(ch.status, "none"),
            "objective": (r.objective or None) if r else (cards[0] if len(cards) == 1 else None),
            "objective_met": r.met if r else None, "won": r.won if r else None,
            "cause": r.cause if r else "", "intruder_player": ch.seat == state.intruder_player,
        })
    return out
