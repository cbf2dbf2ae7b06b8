"""Extension points (DESIGN "rules as modules") and the plug-in registry.

A plug-in is content data plus one module exporting `PLUGIN`: a `Plugin` naming the hooks it fills.
Rulesets, maps and intruder species are plug-ins; the base rules are the fallback for every hook.
Two kinds of hook:
- *replace* hooks (one function; the last active plug-in that fills it wins, else the base function);
- *collect* hooks (every active plug-in's functions run / are gathered, in plug-in order).
Plug-ins are imported explicitly (no scanning), so PyInstaller sees them: engine/plugins.py lists them and the
engine's door (engine/api.py) imports that list; the registry itself imports none of what it registers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.i18n import N_, _
from engine.state import State


class Hook(StrEnum):
    # replace hooks
    BAG_CONTENTS = "bag_contents"  # (state) -> dict kind -> count for the starting bag
    ENCOUNTER = "encounter"  # (state, room, seat) -> None: resolve an Encounter
    INTRUDER_ATTACK = "intruder_attack"  # (state, intruder, ch, card) -> None: apply an attack card
    INJURY_CHECK = "injury_check"  # (state, intruder, rule) -> None
    BAG_DEVELOPMENT = "bag_development"  # (state, token) -> None
    EVENT_PHASE_STEPS = "event_phase_steps"  # (state) -> list of (op name, rule id)
    END_GAME_CHECKS = "end_game_checks"  # (state) -> None: victory check once the game is over
    # collect hooks
    SETUP = "setup"  # (state) -> None, run after the draft (the crew step "plugin_setup"), in plug-in order
    SETUP_STEPS = "setup_steps"  # (phase, steps) -> steps: insert or replace named setup steps (rules/setup.py)
    EVENT_EFFECTS = "event_effects"  # dict effect key -> (state, card) -> None
    ACTION_PROVIDERS = "action_providers"  # (state, seat) -> list[Choice] of extra actions
    ACTION_PERFORMERS = "action_performers"  # dict action kind -> (state, seat, choice) -> None
    FIRST_INTRUDER = "first_intruder"  # (state) -> None: e.g. objective choice (PUB-OBJ-03)
    CHARACTER_DEATH = "character_death"  # (state, ch) -> None: e.g. pods unlock (PUB-POD-04)
    OPS = "ops"  # dict op name -> (state, task) -> None: flow steps a plug-in adds
    BEFORE_EFFECT = "before_effect"  # (state, seat) -> None: reactions before an action's effect (Interruption)
    ROUND_START = "round_start"  # (state, seat) -> bool: True if it handled the round (pod launch, Intruder player)
    TURN_START = "turn_start"  # (state) -> None: Player phase after the draw, before the first round
    PLAYER_PHASE_END = "player_phase_end"  # (state) -> None: everyone passed, before Event step 4
    EVENT_TIME = "event_time"  # (state) -> None: Event step 4, after the Time marker (Self-Destruct, hibernation)
    MODIFIERS = "modifiers"  # dict point -> (state, value, **ctx) -> value: a species' or map's changes to a number
    ROOM_TARGETS = "room_targets"  # (state, room) -> list[str]: things besides figures an attack may target (Eggs)
    TARGET_HITS = "target_hits"  # dict target -> (state, amount, rule) -> None: injuries to a non-figure target
    FIRE_DAMAGE = "fire_damage"  # (state, room) -> None: Event step 6, what else burns in a burning room
    BOARD_DESTROYED = "board_destroyed"  # (state, rule="") -> None: the ship (or complex) is destroyed with all aboard
    VICTORY_STEPS = "victory_steps"  # replace: (state) -> bool: the map's end steps; True if anyone survives them
    SURVIVOR_CHECK = "survivor_check"  # replace: (state, ch) -> None: the species' check of a survivor at the end
    OBJECTIVE_CHECKS = "objective_checks"  # dict objective card -> (state, seat) -> bool: how the map reads it
    TIME_OUT = "time_out"  # replace: (state) -> None: the Time track has run out (the ship jumps, PUB-END-01)
    LAST_CHARACTER_GONE = "last_character_gone"  # (state) -> None: nobody is left aboard, before the time jump
    INFECTION = "infection"  # replace: (state, ch, infected, rule) -> None: what an INFECTED card found does
    CLEANSE = "cleanse"  # (state, ch, rule) -> None: a Surgery or Antidote also removes what the species put there
    INTRUDER_DEATH = "intruder_death"  # replace: (state, intruder, rule) -> None: remove it and what it leaves
    SERVICES = "services"  # dict name -> fn: what a map offers other plug-ins' cards ("eject_pod", …)
    ITEM_EFFECTS = "item_effects"  # dict item effect key -> Effect: Items that work a plug-in's systems
    ROOM_EFFECTS = "room_effects"  # dict room tile -> Effect: a plug-in's say on what a room's action does
    COMPUTER_ACTIONS = "computer_actions"  # dict name -> (state, seat, rule) -> None: what a map's Computers do
    # dict token effect -> (state, ch, room, corridor, careful) -> bool (whether the move's Noise roll still
    # happens): what a plug-in's own Exploration tokens do (engine/content/exploration.py adds them to the pool)
    EXPLORATION_EFFECTS = "exploration_effects"
    ROUND_END = "round_end"  # (state, ch) -> None: a character ends its round, after Fire (a Lair's Noise roll)
    RESTED = "rested"  # (state, ch, rule) -> None: a Rest card was played, before its scan (the Void Seeders' Insanity)
    # dict choice kind -> (offer(state, ch, intruder_id, card, reason) -> list[Choice], resolve(state, intruder_id,
    # seat, card, reason, choice) -> None): a plug-in's own reactions to an Attack card drawn against ch (reactions.py)
    ATTACK_REACTIONS = "attack_reactions"
    EVENT_DRAWN = "event_drawn"  # (state, card) -> None: an Event card was drawn and its Intruders moved; tasks it
    # pushes run before the card's effect (a reaction that shields a character from it)
    # (state, ch, room, number) -> None: a room was just explored, its item counter set and its Exploration token
    # (showing `number`) not yet resolved (the Chytrids' Spore across the corridor of that number, CHY-EXP-02)
    EXPLORED = "explored"
    # (state, intruder, event) -> None: a figure left the board; `event` is the log kind saying how
    # ("intruder_killed", "intruder_into_tech", ...): a species that keeps its figures on a board of its own
    INTRUDER_REMOVED = "intruder_removed"
    # (state, room, rule) -> None: everything living in a room is wiped out (a Vented room, LD-ROOM-19): what a
    # species keeps in rooms besides its figures goes too
    ROOM_PURGED = "room_purged"


COLLECT = {Hook.SETUP, Hook.SETUP_STEPS, Hook.MODIFIERS, Hook.ROOM_TARGETS, Hook.TARGET_HITS, Hook.FIRE_DAMAGE,
           Hook.BOARD_DESTROYED, Hook.SERVICES, Hook.COMPUTER_ACTIONS, Hook.EXPLORATION_EFFECTS, Hook.ROOM_EFFECTS, Hook.ITEM_EFFECTS, Hook.LAST_CHARACTER_GONE, Hook.OBJECTIVE_CHECKS, Hook.CLEANSE, Hook.EVENT_EFFECTS, Hook.ACTION_PROVIDERS, Hook.ACTION_PERFORMERS,
           Hook.FIRST_INTRUDER, Hook.CHARACTER_DEATH, Hook.OPS, Hook.BEFORE_EFFECT, Hook.ROUND_START,
           Hook.TURN_START, Hook.EVENT_TIME, Hook.PLAYER_PHASE_END, Hook.ROUND_END, Hook.RESTED,
           Hook.ATTACK_REACTIONS, Hook.EVENT_DRAWN, Hook.EXPLORED, Hook.INTRUDER_REMOVED, Hook.ROOM_PURGED}


@dataclass(frozen=True)
class Plugin:
    """One module's contribution: its id, the kind of module, the hooks it fills, and its content.

    `content(options)` loads and validates the plug-in's own data files and returns the catalog parts it
    provides (engine/content/catalog.py merges them); `options` is the path of its options table (read before
    any content, merged base < map < species < ruleset, so a ruleset overrides a number); `package` is the
    package its data files are read from (`importlib.resources`), so a plug-in defined outside `engine/`
    (the tests' tiny map) ships its own files.
    """

    id: str
    kind: str  # "base" | "ruleset" | "map" | "species" | "crew" | "feature"
    hooks: dict[Hook, Any] = field(default_factory=dict)
    name: str = ""  # what a player reads in the new-game screen
    content: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    options: str = ""
    package: str = "engine"
    # its own part of the state (engine/plugin_state.py): the Struct made at setup, what a seat sees of it, a
    # part consistent with that view for the Hard bot, and how a saved part of an older version is brought up
    state: type | None = None
    view: Callable[[State, int], Any] | None = None
    determinize: Callable[[Any, Any, Any], Any] | None = None  # (view, rng holder, catalog) -> part
    state_version: int = 1
    migrate: Callable[[Any, int], Any] | None = None  # (saved part as plain data, its version) -> current data
    look: Callable[[Any], list[Any]] | None = None  # (view) -> tracks, chips and badges it shows (engine/look.py)
    reveal: Callable[[State], list[str]] | None = None  # its hidden facts in sentences, for a finished game's replay
    check: Callable[[State], Any] | None = None  # (state) -> faults in its part, in words (a loaded save's check)
    # the player-facing words of its own log kinds (engine/log_templates.py says how a template reads): kind ->
    # template, plus "end.<reason>" for how a game it ends ended, "left.<how>", "knows.<what>"
    templates: dict[str, Any] = field(default_factory=dict)
    words: dict[str, str] = field(default_factory=dict)  # names of its own ids no catalog names (engine/naming.py)
    plant: Callable[[State, str], None] | None = None  # (state, marker) -> None: overwrite its hidden values (tests)
    bot: str = ""  # the module whose KNOWLEDGE tells the bots about this map or species (engine/ai/knowledge.py)
    # how the options of its own choice kinds read (engine/choice_text.py): kind -> (args, Known) -> sentence, or
    # (kind, asking step) -> the same, its own wording of a common kind at one of its steps
    choices: dict[Any, Any] = field(default_factory=dict)
    # the only ids of the other kinds it plays with ("map" -> ids, "species" -> ids); a kind not named: any
    plays_with: dict[str, tuple[str, ...]] = field(default_factory=dict)


_REGISTRY: dict[str, Plugin] = {}
KINDS = ("ruleset", "map", "species")  # what a game's config chooses, one each
CREW = "crew"  # the kind of a line of extra characters a map may let into its Draft (config "crew": ids, commas)


def crew_lines(cfg: Any) -> tuple[str, ...]:
    """The extra character lines a config lets into the Draft (its "crew": comma-separated ids), sorted."""
    return tuple(sorted({c for c in str(cfg.get(CREW, "") or "").split(",") if c}))


def config_key(cfg: Any) -> tuple:
    """The config keys that decide which plug-ins are active (every cache of per-game tables is keyed by it)."""
    return (cfg.get("ruleset"), cfg.get("map"), cfg.get("species"), cfg.get("features"), crew_lines(cfg))


def register(plugin: Plugin) -> Plugin:
    _REGISTRY[plugin.id] = plugin
    _cache.clear()
    _merged.clear()
    _active.clear()
    _last[:] = [None, None]
    return plugin


def every_plugin() -> tuple[Plugin, ...]:
    """Every registered plug-in and part, in registration order (whatever game they belong to)."""
    return tuple(_REGISTRY.values())


def registered(kind: str) -> tuple[str, ...]:
    """The ids a config may choose for `kind` ("ruleset", "map", "species"), in registration order."""
    return tuple(pid.partition(":")[2] for pid in _REGISTRY if pid.startswith(kind + ":") and "/" not in pid)


def with_state(state: State) -> list[Plugin]:
    """The active plug-ins that keep a part of the state, in order."""
    return [p for p in active_plugins(state) if p.state is not None]


def plugin(kind: str, pid: str) -> Plugin | None:
    """The registered main plug-in `kind:pid`, or None."""

    return _REGISTRY.get(f"{kind}:{pid}")


MISMATCH = {"ruleset": N_("{plugin} is played only with the ruleset {names}"),
            "map": N_("{plugin} is played only with the map {names}"),
            "species": N_("{plugin} is played only with the species {names}")}


def mismatch(ruleset: str, map_id: str, species: str) -> str:
    """Why these three plug-ins cannot make one game (a sentence naming what each one plays with), or ""."""
    chosen = {"ruleset": ruleset, "map": map_id, "species": species}
    for kind, pid in chosen.items():
        p = plugin(kind, pid)
        for other, ids in (p.plays_with.items() if p is not None else ()):
            if chosen[other] not in ids:
                names = [_((plugin(other, i).name if plugin(other, i) else i) or i) for i in ids]
                template = MISMATCH.get(other, MISMATCH["ruleset"])
                return _(template).format(plugin=_(p.name or pid), names=f" {_('or')} ".join(names))
    return ""


def main_plugins(ruleset: str, map_id: str, species: str) -> list[Plugin]:
    """The base, then the chosen map, species and ruleset (the order their options and content merge in)."""

    return [_REGISTRY[i] for i in ("base", f"map:{map_id}", f"species:{species}", f"ruleset:{ruleset}")
            if i in _REGISTRY]


def active_plugins(state: State) -> list[Plugin]:
    """The plug-ins a game uses, from its config, in the order their collect hooks run (a replace hook is
    filled by the last that fills it): the base, the map and its parts, the species and its parts, then the core
    rules' own parts ("base/items", "base/objectives", …: after the board's and the species', so a death first
    unlocks the ship's pods, then the Intruder player takes over), the ruleset and its parts, then the crew lines
    the config lets into the Draft ("crew:<id>", e.g. the Aftermath characters) and their parts, then features."""

    cfg = state.config
    key = config_key(cfg)
    cached = _active.get(key)
    if cached is not None:
        return cached
    out = [_REGISTRY["base"]]
    for i in (f"map:{cfg.get('map', 'nemesis_ship')}", f"species:{cfg.get('species', 'intruders')}", "base",
              f"ruleset:{cfg.get('ruleset', 'published')}", *(f"{CREW}:{c}" for c in crew_lines(cfg)),
              *(f for f in str(cfg.get("features", "")).split(",") if f)):
        main = [] if i == "base" else [_REGISTRY[i]] if i in _REGISTRY else []
        out += main + [p for pid, p in _REGISTRY.items() if pid.startswith(i + "/")]  # its parts, as registered
    _active[key] = out
    return out


_active: dict[tuple, list[Plugin]] = {}  # the active plug-ins by the config keys that choose them
_last: list = [None, None]  # the config object and the tables of the last `_tables` call
_cache: dict[tuple, tuple[dict, dict]] = {}


def _tables(state: State) -> tuple[dict[Hook, Any], dict[Hook, list[Any]]]:
    cfg = state.config  # only the keys `active_plugins` reads decide the tables
    if cfg is _last[0]:  # the same game as the last call (most calls); a clone has its own config dict
        return _last[1]
    key = config_key(cfg)
    if key not in _cache:
        replace: dict[Hook, Any] = {}
        collect: dict[Hook, list[Any]] = {h: [] for h in COLLECT}
        for plugin in active_plugins(state):
            for hook, fn in plugin.hooks.items():
                if hook in COLLECT:
                    collect[hook].append(fn)
                else:
                    replace[hook] = fn
        _cache[key] = (replace, collect)
    _last[:] = [cfg, _cache[key]]
    return _cache[key]


def get(state: State, hook: Hook) -> Callable[..., Any]:
    """The function filling a replace hook."""
    return _tables(state)[0][hook]


def collect(state: State, hook: Hook) -> list[Any]:
    """Every contribution to a collect hook, in plug-in order."""
    return _tables(state)[1][hook]


_merged: dict[tuple, dict[str, Any]] = {}


def modify(state: State, point: str, value: Any, **ctx: Any) -> Any:
    """`value` after every active plug-in's modifier for `point` (in plug-in order); unchanged if none."""
    for table in collect(state, Hook.MODIFIERS):
        fn = table.get(point)
        if fn is not None:
            value = fn(state, value, **ctx)
    return value


def service(state: State, name: str) -> Callable[..., Any] | None:
    """A map's service another plug-in's card may use ("eject_pod"), or None where this map has none."""
    return merged(state, Hook.SERVICES).get(name)


def merged(state: State, hook: Hook) -> dict[str, Any]:
    """A collect hook whose contributions are dicts, merged (later plug-ins override). Cached: treat the
    result as read-only."""
    parts = collect(state, hook)
    key = (hook, id(parts))  # the list is cached per game config until a plug-in registers (which clears both)
    out = _merged.get(key)
    if out is None:
        out = {}
        for d in parts:
            out.update(d)
        _merged[key] = out
    return out
