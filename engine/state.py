"""The game state: one serialisable tree of msgspec Structs, cheap to clone and hash.

Board facts are stored per room / per corridor in flat dicts and lists of immutable values, so a
clone is a typed msgpack round trip. Iteration order never depends on Python's string hashing:
the state holds no sets, and rules sort where order matters.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from engine.decisions import Choice, Decision


class LogEntry(msgspec.Struct, array_like=True):
    """One logged change: the rule it implements, a template kind, its arguments, who may see it."""

    rule: str
    kind: str
    args: dict[str, str | int]
    visible_to: tuple[int, ...] | None = None  # None = everyone


class Task(msgspec.Struct, array_like=True):
    """A step waiting on the resolution stack: an operation name, its arguments, and a choice if resuming."""

    op: str
    args: tuple[str | int, ...] = ()
    choice: Choice | None = None


class Intruder(msgspec.Struct, array_like=True):
    id: int
    kind: str  # larva | creeper | adult | breeder | queen
    room: str
    injuries: int = 0


class Character(msgspec.Struct, array_like=True):
    seat: int
    character: str
    room: str
    status: str = "aboard"  # aboard | dead | hibernating | pod | launched
    hand: list[str] = []
    deck: list[str] = []
    discard: list[str] = []
    light_wounds: int = 0
    serious: list[str] = []  # serious wound card ids (undressed)
    dressed: list[str] = []  # dressed serious wound card ids
    slime: bool = False
    weapons: dict[str, int] = {}  # weapon id -> ammo
    heavy: list[str] = []  # carried heavy objects
    passed: bool = False
    # part 2: items and knowledge
    items: list[str] = []  # Item card instances carried, e.g. "medkit_3" (heavy ones use a Hand slot)
    quests: dict[str, bool] = {}  # Quest Item id -> active (PUB-ITEM-09)
    taped: list[str] = []  # Heavy Items attached to another by Duct Tape: they use no Hand slot (PUB-ITEM-06)
    capacity_bonus: dict[str, int] = {}  # weapon -> extra Ammo capacity (Extended Magazine, Autoloader)
    knowledge: dict[str, str] = {}  # private facts learned: "engine:R21" -> "working", "objective:2" -> id
    rushed: bool = False  # Soldier's Rush used this round


class SeatResult(msgspec.Struct, array_like=True):
    """One seat's outcome after the Victory Check (PUB-END-06..11)."""

    seat: int
    survived: bool
    left_ship: str  # escape_pod | hibernation | none
    objective: str  # chosen objective id ("" if never chosen)
    met: bool
    won: bool
    cause: str = ""  # how it died, if it did


class State(msgspec.Struct, array_like=True):
    config: dict[str, str | int]
    rng: int
    turn: int = 0
    phase: str = "setup"
    first_player: int = 0
    current_seat: int = -1
    actions_this_round: int = 0
    characters: list[Character] = []
    intruders: list[Intruder] = []
    next_intruder_id: int = 1
    # rooms (flat, keyed by room id)
    tiles: dict[str, str] = {}  # room -> tile id (hidden while unexplored)
    explored: dict[str, bool] = {}
    exploration: dict[str, int] = {}  # room -> index of its face-down exploration token
    item_counters: dict[str, int] = {}
    objects: dict[str, list[str]] = {}  # room -> heavy objects on the floor (corpse, carcass, egg)
    fire: list[str] = []
    malfunction: list[str] = []
    # corridors
    noise: list[str] = []  # corridor ids (and "TECH") holding a Noise marker
    doors: dict[str, str] = {}  # corridor -> "closed" | "destroyed"
    # intruder side
    bag: list[str] = []  # intruder token ids
    supply: list[str] = []
    removed_tokens: list[str] = []
    weaknesses: dict[str, str] = {}  # slot -> weakness card id (hidden until revealed)
    revealed_weaknesses: list[str] = []
    # decks (lists of card ids, top = last element)
    attack_deck: list[str] = []
    attack_discard: list[str] = []
    event_deck: list[str] = []
    event_discard: list[str] = []
    event_removed: list[str] = []
    wound_deck: list[str] = []
    wound_discard: list[str] = []
    contamination_deck: list[str] = []
    infected: list[str] = []  # hidden truth: which contamination cards are INFECTED
    exploration_box: list[int] = []  # unused exploration token indices
    unused_tiles: list[str] = []
    # tracks
    time: int = 0
    first_intruder_seen: bool = False
    player_numbers: list[int] = []  # seat -> player number (Help card)
    objectives: dict[str, list[str]] = {}  # hidden: seat (as str) -> objective card ids
    objectives_chosen: bool = False
    # items (part 2): card instance ids "medkit_3"; top = last
    item_decks: dict[str, list[str]] = {}  # green | yellow | red | blue (blue is open, PUB-CRAFT-01)
    item_discards: dict[str, list[str]] = {}
    contamination_removed: list[str] = []  # removed from the game by scans (PUB-CONT-05)
    revealed_infected: list[str] = []  # scanned and found INFECTED (public, PUB-CONT-03)
    extra_actions: int = 0  # more actions allowed in the current round (Rush, Adrenalin Injection)
    skip_intruder_attacks: bool = False  # this Event phase skips step 5 (Orbital Maneuvering System)
    revive: list[str] = []  # co-op AutoDoc: "seat:room" revived at the next Turn (PUB-COOP-04)
    intruder_player: int = -1  # seat of the Intruder player (PUB-IPLAYER-01), -1 none
    ip_deck: list[str] = []
    ip_hand: list[str] = []
    ip_discard: list[str] = []
    results: list[SeatResult] = []
    ext: dict[str, Any] = {}  # each active plug-in's own part, by plug-in id (engine/plugin_state.py)
    # flow
    stack: list[Task] = []
    pending: Decision | None = None
    decisions: int = 0
    over: bool = False
    end_reason: str = ""
    log: list[LogEntry] = []


_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(State)
_json_encoder = msgspec.json.Encoder(order="deterministic")
_json_decoder = msgspec.json.Decoder(State)


def clone(state: State, keep_log: bool = True) -> State:
    """An independent copy. `keep_log=False` drops the log (search clones do not need it)."""
    if keep_log:
        return _decoder.decode(_encoder.encode(state))
    log, state.log = state.log, []
    try:
        return _decoder.decode(_encoder.encode(state))
    finally:
        state.log = log


def to_json(state: State) -> bytes:
    return _json_encoder.encode(state)


def from_json(data: bytes) -> State:
    """Decode a state; raises msgspec.ValidationError / DecodeError with a readable message on bad data."""
    return _json_decoder.decode(data)


def state_hash(state: State) -> str:
    """A stable hash of everything except the log (same config + seed + choices => same hash)."""
    log, state.log = state.log, []
    try:
        return hashlib.sha256(_json_encoder.encode(state)).hexdigest()[:16]
    finally:
        state.log = log


def game_digest(state: State) -> str:
    """A hash of what happened (every log entry and each seat's result), independent of how the state is laid
    out: two versions of the engine that play a game alike give it the same digest (replay files check it)."""
    entries = [[e.rule, e.kind, {k: e.args[k] for k in sorted(e.args)}, e.visible_to] for e in state.log]
    return hashlib.sha256(_json_encoder.encode([entries, state.results])).hexdigest()[:16]


def character_of(state: State, seat: int) -> Character:
    return state.characters[seat]
