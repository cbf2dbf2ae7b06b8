"""What the bots know of a map and of a species, supplied by the plug-ins themselves.

A map, species or ruleset plug-in names the module holding its bot knowledge in `Plugin.bot` (for the ship,
"engine.maps.nemesis_ship.bot"); that module exports `KNOWLEDGE`, a `MapKnowledge` or a `SpeciesKnowledge`.
The bots import it the first time a game of that map or species asks them something, so the engine never
imports the bots, and a new map or species brings its own knowledge instead of `if`s in `engine/ai/`.
A plug-in without bot knowledge still plays: the defaults below know nothing (no room roles, no escape goals,
every Attack card worth 2 wound units, no non-Intruder targets), and the bots fall back on what is generic.

The generic bot code (engine/ai/*) speaks of roles, goals, threat and harm; the plug-ins say which of their
rooms, systems and pieces those are and what they are worth. Nothing here draws a random number.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.bot_api import N_, hooks

Score = tuple[float, str]  # (worth in wound units against doing nothing, the reason in plain words)


def _none(*_args: Any) -> None:
    return None


def _no_goals(*_args: Any) -> list:
    return []


def _false(*_args: Any) -> bool:
    return False


def _zero(*_args: Any) -> float:
    return 0.0


def _two(*_args: Any) -> float:
    return 2.0


@dataclass(frozen=True)
class Outlook:
    """The map's side of a seat's position, as the win model reads it (features.py): a way off the board now
    (an exit: reachable in the Time left, its distance / 5), a place to wait out the end (a shelter: the same),
    whether a countdown to the map's destruction runs, and whether a character sheltered now would survive."""

    exit_reachable: float = 0.0
    exit_distance: float = 2.0
    shelter_reachable: float = 0.0
    shelter_distance: float = 2.0
    countdown: bool = False
    shelter_safe: bool = False


@dataclass(frozen=True, eq=False)  # hashed by identity: the bots cache by it
class MapKnowledge:
    """A map's rooms, systems and ways out, as the Normal and Hard bots weigh them.

    Callables take the generic bot's objects: `Reading` and `Needs` (heuristics.py, goals.py), `Ctx`
    (scoring.py) and, for the win model, a `State`.
    """

    # role -> room tile: where generic goals lead ("signal", "analyse", "operate", "heal", "reload")
    roles: Mapping[str, str] = field(default_factory=dict)
    escape_tiles: frozenset[str] = frozenset()  # tiles whose room action takes a character to safety
    vital_tiles: frozenset[str] = frozenset()  # tiles whose Malfunction is worth repairing first
    reckless: frozenset[tuple[str, ...]] = frozenset()  # (tile, *args) room actions a new player almost never takes
    escape_goals: Callable[..., list] = _no_goals  # (reading, needs, ship work pending) -> the ways out, as Goals
    system_goals: Callable[..., list] = _no_goals  # (reading, needs) -> goals the map's systems set
    # tile -> (ctx, args) -> the score of its room action
    room_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)
    # resume step of the species' own attack window -> (reading) -> wound units of the attack a reaction would stop
    reaction_harm: Mapping[str, Callable[..., float]] = field(default_factory=dict)
    # action kind the species adds (its ACTION_PROVIDERS) -> (ctx, args) -> (score, why)
    action_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)
    food_guard: Callable[..., float] = _zero  # (reading, object) -> worth of taking that Object off the floor
    # a repair's target (its first arg, e.g. one of the map's systems) -> (ctx, args) -> score
    repairs: Mapping[str, Callable[..., Score]] = field(default_factory=dict)
    # a computer card's target (its first arg) -> (ctx, args) -> score
    utilities: Mapping[str, Callable[..., Score]] = field(default_factory=dict)
    # Item effect -> (ctx, args, Item name) -> score: Items that work the map's systems
    item_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)
    pass_score: Callable[..., Score | None] = _none  # (ctx) -> a reason to pass here, or None
    # an option kind of the map's own steps -> (reading, needs, options by kind) -> the Choice to take
    answers: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    outlook: Callable[..., Outlook] = lambda *_a: Outlook()  # (state, seat, Turns left, aboard) -> Outlook
    countdown_left: Callable[..., int | None] = _none  # (state) -> Turns before the map destroys itself, or None
    doomed: Callable[..., bool] = _false  # (state) -> the map will surely be destroyed (an Objective's progress)
    signalled: Callable[[Any, int], bool] = _false  # (view or state, seat) -> its character sent the map's Signal
    needs_signal: frozenset[str] = frozenset()  # Objective cards that count only with their holder's Signal


@dataclass(frozen=True, eq=False)
class SpeciesKnowledge:
    """A species' pieces as the bots weigh them: the harm of their attacks, how a shot removes them, what else
    can be shot, and what their Nest is worth. Threat and names come from its kinds (catalog `kinds`)."""

    card_harm: Callable[[str, int, int], float] = _two  # (Attack card effect, serious, light) -> wound units
    cardless: Mapping[str, float] = field(default_factory=dict)  # kind whose attack draws no card -> its wound units
    alarm_kinds: frozenset[str] = frozenset()  # kinds whose bag-development draw makes everyone roll for Noise
    standard: str = ""  # the kind threat is counted in (threat 1.0): what a Danger result is feared to pull in
    hits: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # combat-die face -> kinds it injures
    removal_p: Callable[[Any, str, int], float] = _zero  # (catalog, kind, injuries) -> P(gone at its check)
    targets: Mapping[str, Callable[..., Score]] = field(default_factory=dict)  # a shot's other target -> (ctx, bonus)
    # an other target -> wound units a Melee Attack on it costs beyond a shot (a Contamination card it draws)
    melee_costs: Mapping[str, float] = field(default_factory=dict)
    fetch: Callable[..., Any] = _none  # (reading, object, weight, tail) -> a Goal to get an Object from its source
    throw_bonus: Callable[..., float] = _zero  # (ctx, room) -> extra worth of a Grenade thrown there
    nest_progress: Callable[..., float] = _zero  # (state) -> progress of an Objective to destroy the species
    carrying: Callable[[Any, int], bool] = _false  # (view or state, seat) -> carries the species inside it
    # (reading, hand after) -> wound units of an Encounter, where the species' tokens are not its figures
    encounter_harm: Callable[..., float] | None = None
    rest_score: Callable[..., Score] | None = None  # (ctx, Rest card params) -> what resting is worth to the species
    # tile -> (ctx, args) -> score: the species' say on a room action, before the map's
    room_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)
    # resume step of the species' own attack window -> (reading) -> wound units of the attack a reaction would stop
    reaction_harm: Mapping[str, Callable[..., float]] = field(default_factory=dict)
    # action kind the species adds (its ACTION_PROVIDERS) -> (ctx, args) -> (score, why)
    action_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)
    food_guard: Callable[..., float] = _zero  # (reading, object) -> worth of taking that Object off the floor
    care_goals: Callable[..., list] = _no_goals  # (reading, needs) -> the species' own care (the Void Seeders' calm)


@dataclass(frozen=True, eq=False)
class RulesetKnowledge:
    """A ruleset's differences as the bots weigh them (the 2018 prototype's Panic checks, its Serious Wound in a
    burning room). The defaults are the published rules the generic bot already reads."""

    encounter_harm: Callable[..., float] | None = None  # (reading, hand after) -> wound units of an Encounter
    burn: Callable[..., float] | None = None  # (reading) -> wound units of staying in a burning room
    shield: str = N_("surprise attacks")  # what a kept hand guards against, in the bots' words (N_()-marked)
    idle_full_hand: float = 0.0  # wound units lost passing with a hand the next draw would not add to
    # action kind the ruleset adds (its ACTION_PROVIDERS) -> (ctx, args) -> (score, why)
    action_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class CrewKnowledge:
    """A crew line's characters and cards as the bots weigh them (a game's config "crew"): how much a bot likes
    to draft each character (lower first; the original crew's order runs 0-5), what its own Action cards and Items
    are worth in hand and when played, and its answers to the line's own questions."""

    character_rank: Mapping[str, float] = field(default_factory=dict)
    card_values: Mapping[str, float] = field(default_factory=dict)  # card effect -> worth of keeping it in hand
    card_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)  # card effect -> (ctx, params)
    item_values: Mapping[str, float] = field(default_factory=dict)  # item effect -> worth of keeping it
    item_scores: Mapping[str, Callable[..., Score]] = field(default_factory=dict)  # item effect -> (ctx, params)
    # an option kind of the line's own steps -> (reading, needs, the options of that kind) -> the Choice to take
    answers: Mapping[str, Callable[..., Any]] = field(default_factory=dict)


_loaded: dict[tuple[str, str], Any] = {}


def _knowledge(kind: str, pid: str, empty: type) -> Any:
    """The plug-in's KNOWLEDGE, or an `empty()` one where it declares none; loaded once."""
    key = (kind, pid)
    if key not in _loaded:
        plugin = hooks.plugin(kind, pid)
        module = plugin.bot if plugin is not None else ""
        _loaded[key] = importlib.import_module(module).KNOWLEDGE if module else empty()
    return _loaded[key]


_last: dict[str, tuple[Any, Any]] = {}  # kind -> (the config value asked last, its knowledge): the hot path


def _current(kind: str, pid: Any, empty: type) -> Any:
    """The knowledge of plug-in `pid` of `kind`, remembered for the next call (most calls ask the same one)."""
    last = _last.get(kind)
    if last is None or last[0] != pid or _loaded.get((kind, str(pid))) is not last[1]:
        last = _last[kind] = (pid, _knowledge(kind, str(pid), empty))
    return last[1]


def map_knowledge(holder: Any) -> MapKnowledge:
    """The bot knowledge of the map a View's or State's game is played on."""
    return _current("map", holder.config.get("map", "nemesis_ship"), MapKnowledge)


def ruleset_knowledge(holder: Any) -> RulesetKnowledge:
    """The bot knowledge of the ruleset a View's or State's game is played by."""
    return _current("ruleset", holder.config.get("ruleset", "published"), RulesetKnowledge)


def species_knowledge(holder: Any) -> SpeciesKnowledge:
    """The bot knowledge of the species a View's or State's game is played against."""
    return _current("species", holder.config.get("species", "intruders"), SpeciesKnowledge)


def crew_knowledge(holder: Any) -> tuple[CrewKnowledge, ...]:
    """The bot knowledge of every crew line a View's or State's game lets into its Draft (none: an empty tuple)."""
    return tuple(_knowledge("crew", line, CrewKnowledge) for line in hooks.crew_lines(holder.config))


def crew_entry(holder: Any, table: str, key: str) -> Any:
    """The first crew line's entry for `key` in its `table` ("card_scores", "item_values"...), or None."""
    return next((getattr(k, table)[key] for k in crew_knowledge(holder) if key in getattr(k, table)), None)
