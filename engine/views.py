"""What one seat may know: `view(state, seat)` builds a `View` field by field (a whitelist, never a strip).

Hidden: face-down tiles and tokens, deck orders, the bag's contents, face-down weaknesses, other seats'
hands, and whether any Contamination card is INFECTED (unknown even to its owner until scanned), the
Coordinates card, the Engine tokens, and other seats' Objectives (a seat sees only its own; in co-op all
are public), the Intruder player's hand (that seat only). The results are shown once the game is over.
`seat = -1` is a spectator's view (public information only).
"""

from __future__ import annotations

import msgspec

from engine.catalog import cat
from engine.decisions import Choice, Decision
from engine.state import LogEntry, SeatResult, State


class RoomView(msgspec.Struct, frozen=True):
    id: str
    number: int
    explored: bool
    tile: str | None
    item_counter: int | None
    fire: bool
    malfunction: bool
    objects: tuple[str, ...]


class IntruderView(msgspec.Struct, frozen=True):
    id: int
    kind: str
    room: str
    injuries: int


class CharacterView(msgspec.Struct, frozen=True):
    seat: int
    character: str
    room: str
    status: str
    hand_size: int
    hand: tuple[str, ...] | None  # own seat only; Contamination cards show as "contamination"
    deck_size: int
    discard_size: int
    light_wounds: int
    serious: tuple[str, ...]  # wound kinds, face up
    dressed: int
    slime: bool
    larva: bool
    weapons: dict[str, int]
    heavy: tuple[str, ...]
    passed: bool
    player_number: int = 0  # the Help card (PUB-SETUP-14)
    items: tuple[str, ...] = ()  # own: every Item; others: Heavy Items by name, the rest as "item:<colour>" (PUB-ITEM-05)
    quests: dict[str, bool] = {}  # own: all, active or not; others: only the active (upright) ones
    knowledge: dict[str, str] = {}  # own only: what this character looked at (engines, tiles, objectives...)
    signal: bool = False
    pod: int = 0
    capacity_bonus: dict[str, int] = {}


class PodView(msgspec.Struct, frozen=True):
    number: int
    section: str
    locked: bool


class DecisionView(msgspec.Struct, frozen=True):
    seat: int
    kind: str
    rule: str
    options: tuple[Choice, ...]  # empty unless the decision is this seat's


class View(msgspec.Struct, frozen=True):
    seat: int
    turn: int
    phase: str
    first_player: int
    current_seat: int
    time: int
    self_destruct: int
    rooms: tuple[RoomView, ...]
    noise: tuple[str, ...]
    doors: dict[str, str]
    intruders: tuple[IntruderView, ...]
    bag_size: int
    supply: dict[str, int]
    eggs: int
    nest_destroyed: bool
    weaknesses: tuple[str, ...]  # revealed ones
    attack_deck: int
    attack_discard: tuple[str, ...]
    event_deck: int
    event_discard: tuple[str, ...]
    wound_deck: int
    contamination_deck: int
    characters: tuple[CharacterView, ...]
    decision: DecisionView | None
    over: bool
    end_reason: str
    log: tuple[LogEntry, ...]
    destination: str = ""  # Destination marker A-D; the Coordinates card itself stays hidden
    pods: tuple[PodView, ...] = ()
    objectives: tuple[str, ...] = ()  # this seat's own Objective cards only
    item_decks: dict[str, int] = {}  # cards left per Item deck
    item_discards: dict[str, tuple[str, ...]] = {}  # discard piles are face up
    crafted_available: tuple[str, ...] = ()  # the Crafted deck is open (PUB-CRAFT-01)
    contamination_removed: int = 0
    intruder_player: int = -1
    ip_hand: tuple[str, ...] = ()  # the Intruder player's own hand, for that seat only (PUB-IPLAYER-02)
    ip_hand_size: int = 0
    ip_deck: int = 0
    ip_discard: tuple[str, ...] = ()  # played cards are seen by all
    all_objectives: dict[str, tuple[str, ...]] = {}  # co-op: every drawn Objective is public (PUB-COOP-06)
    results: tuple[SeatResult, ...] = ()  # after the Victory Check (PUB-END-10)


def _hand(state: State, cards: list[str]) -> tuple[str, ...]:
    """Contamination cards show only what a scan revealed: "contamination" or "contamination_infected"."""
    return tuple(("contamination_infected" if c in state.revealed_infected else "contamination")
                 if c.startswith("cont_") else c for c in cards)


def _items(state: State, ch, own: bool) -> tuple[str, ...]:
    if own:
        return tuple(sorted(ch.items))
    data = cat(state).items
    out = []
    for item in sorted(ch.items):
        head, _, tail = item.rpartition("_")
        card = data[head if head and tail.isdigit() else item]
        out.append(item if card.heavy else f"item:{card.deck}")
    return tuple(out)


def _character(state: State, ch, seat: int) -> CharacterView:
    c = cat(state)
    return CharacterView(
        seat=ch.seat, character=ch.character, room=ch.room, status=ch.status, hand_size=len(ch.hand),
        hand=_hand(state, ch.hand) if ch.seat == seat else None, deck_size=len(ch.deck), discard_size=len(ch.discard),
        light_wounds=ch.light_wounds, serious=tuple(c.wounds[w].kind for w in ch.serious), dressed=len(ch.dressed),
        slime=ch.slime, larva=ch.larva, weapons=dict(ch.weapons), heavy=tuple(ch.heavy), passed=ch.passed,
        player_number=state.player_numbers[ch.seat] if ch.seat < len(state.player_numbers) else 0,
        items=_items(state, ch, ch.seat == seat),
        quests=dict(ch.quests) if ch.seat == seat else {q: a for q, a in ch.quests.items() if a},
        knowledge=dict(ch.knowledge) if ch.seat == seat else {}, signal=ch.signal, pod=ch.pod,
        capacity_bonus=dict(ch.capacity_bonus),
    )


def _decision(d: Decision | None, seat: int) -> DecisionView | None:
    if d is None:
        return None
    return DecisionView(seat=d.seat, kind=d.kind, rule=d.rule, options=d.options if d.seat == seat else ())


def visible_log(state: State, seat: int, start: int = 0) -> tuple[LogEntry, ...]:
    return tuple(e for e in state.log[start:] if e.visible_to is None or seat in e.visible_to)


def view(state: State, seat: int, log_from: int = 0) -> View:
    """Everything `seat` may know, and nothing more (DESIGN: Views)."""
    c = cat(state)
    rooms = tuple(
        RoomView(id=r, number=c.rooms[r].number, explored=bool(state.explored.get(r)),
                 tile=state.tiles[r] if state.explored.get(r) else None,
                 item_counter=state.item_counters.get(r) if state.explored.get(r) else None,
                 fire=r in state.fire, malfunction=r in state.malfunction,
                 objects=tuple(state.objects.get(r, ())))
        for r in sorted(c.rooms, key=lambda r: c.rooms[r].number)
    )
    supply: dict[str, int] = {}
    for t in state.supply:
        kind = c.intruder_tokens[t][0]
        supply[kind] = supply.get(kind, 0) + 1
    return View(
        seat=seat, turn=state.turn, phase=state.phase, first_player=state.first_player,
        current_seat=state.current_seat, time=state.time, self_destruct=state.self_destruct, rooms=rooms,
        noise=tuple(state.noise), doors=dict(state.doors),
        intruders=tuple(IntruderView(i.id, i.kind, i.room, i.injuries) for i in state.intruders),
        bag_size=len(state.bag), supply=supply, eggs=state.eggs, nest_destroyed=state.nest_destroyed,
        weaknesses=tuple(c.weaknesses[w].name for w in state.revealed_weaknesses),
        attack_deck=len(state.attack_deck), attack_discard=tuple(state.attack_discard),
        event_deck=len(state.event_deck), event_discard=tuple(state.event_discard),
        wound_deck=len(state.wound_deck), contamination_deck=len(state.contamination_deck),
        characters=tuple(_character(state, ch, seat) for ch in state.characters),
        decision=_decision(state.pending, seat), over=state.over, end_reason=state.end_reason,
        log=visible_log(state, seat, log_from),
        destination=state.destination, pods=tuple(PodView(p.number, p.section, p.locked) for p in state.pods),
        objectives=tuple(state.objectives.get(str(seat), ())),
        item_decks={d: len(cards) for d, cards in sorted(state.item_decks.items()) if d != "blue"},
        item_discards={d: tuple(cards) for d, cards in sorted(state.item_discards.items())},
        crafted_available=tuple(state.item_decks.get("blue", ())),
        contamination_removed=len(state.contamination_removed), intruder_player=state.intruder_player,
        ip_hand=tuple(state.ip_hand) if seat == state.intruder_player >= 0 else (), ip_hand_size=len(state.ip_hand),
        ip_deck=len(state.ip_deck), ip_discard=tuple(state.ip_discard),
        all_objectives=({k: tuple(v) for k, v in sorted(state.objectives.items())}
                        if state.config.get("mode") == "coop" else {}),
        results=tuple(state.results) if state.over else (),
    )
