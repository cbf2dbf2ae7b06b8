"""What one seat may know: `view(state, seat)` builds a `View` field by field (a whitelist, never a strip).

Hidden: face-down tiles and tokens, deck orders, the bag's contents, face-down weaknesses, other seats'
hands, and whether any Contamination card is INFECTED (unknown even to its owner until scanned), the
Coordinates card, the Engine tokens, and other seats' Objectives (a seat sees only its own; in co-op all
are public), the Intruder player's hand (that seat only). The results are shown once the game is over.
`seat = -1` is a spectator's view (public information only).

Public facts a determiniser needs to rebuild a consistent State (engine/ai/determinize.py) are shown too: the
config without its seed, the round counters, face-up piles (each character's discard pile, removed Event cards,
the Serious Wound discard), counts of removed tokens and of each character's Contamination cards, the used
Exploration tokens, and the flow: the waiting steps and the pending decision's resume step and context, with
another seat's private arguments masked (Item cards being searched or traded as "item:<colour>", the Intruder
player's drawn Attack / Event cards as "attack" / "event").
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine import hooks
from engine.catalog import cat, item_card
from engine.decisions import Choice, Decision
from engine.state import LogEntry, SeatResult, State, Task


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
    weapons: dict[str, int]
    heavy: tuple[str, ...]
    passed: bool
    player_number: int = 0  # the Help card (PUB-SETUP-14)
    items: tuple[str, ...] = ()  # own: every Item; others: Heavy Items by name, the rest as "item:<colour>" (PUB-ITEM-05)
    quests: dict[str, bool] = {}  # own: all, active or not; others: only the active (upright) ones
    knowledge: dict[str, str] = {}  # own only: what this character looked at (engines, tiles, objectives...)
    capacity_bonus: dict[str, int] = {}
    discard: tuple[str, ...] = ()  # face up; Contamination cards by their back (own: "contamination_infected" too)
    serious_cards: tuple[str, ...] = ()  # the face-up Serious Wound cards (`serious` gives their kinds)
    dressed_cards: tuple[str, ...] = ()  # dressed ones stay face up too
    taped: tuple[str, ...] = ()  # Heavy Items attached by Duct Tape
    rushed: bool = False
    objective_count: int = 0  # Objective cards held (2 until the choice, then 1)
    contamination: int = 0  # Contamination cards owned (hand + deck + discard): every gain and removal is public
    infected_known: int = 0  # of those, how many a scan showed INFECTED (PUB-CONT-03, PROPOSED: public)
    inactive_quests: int = 0  # face-down Quest Items still held
    flags: tuple[str, ...] = ()  # lasting Item effects switched on ("intercom", "holo_computer")


class DecisionView(msgspec.Struct, frozen=True):
    seat: int
    kind: str
    rule: str
    options: tuple[Choice, ...]  # empty unless the decision is this seat's
    resume: str = ""  # the flow step that takes the answer
    ctx: tuple[str, ...] = ()  # its context; another seat's private parts masked
    picks: int = 0  # pay_cards: how many cards are paid
    open_options: tuple[Choice, ...] = ()  # another seat's options when they hide nothing (yes/no, doors...)


class View(msgspec.Struct, frozen=True):
    seat: int
    turn: int
    phase: str
    first_player: int
    current_seat: int
    time: int
    rooms: tuple[RoomView, ...]
    noise: tuple[str, ...]
    doors: dict[str, str]
    intruders: tuple[IntruderView, ...]
    bag_size: int
    supply: dict[str, int]
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
    config: dict[str, str | int] = {}  # the game's options, without the seed
    decisions: int = 0
    actions_this_round: int = 0
    extra_actions: int = 0
    skip_intruder_attacks: bool = False
    first_intruder_seen: bool = False
    objectives_chosen: bool = False
    next_intruder_id: int = 1
    revive: tuple[str, ...] = ()
    weakness_slots: dict[str, str] = {}  # revealed Weakness cards by Intruder-board slot
    event_removed: tuple[str, ...] = ()
    wound_discard: tuple[str, ...] = ()
    removed_tokens: dict[str, int] = {}  # Intruder tokens removed from the game, by kind
    # tokens whose identity is public ((token, "bag" | "supply" | "removed")): the species' `public_token_kinds`,
    # such as the Void Seeders' Insanity tokens, one per player colour (VS-SET-20, VS-BAG-04)
    known_tokens: tuple[tuple[str, str], ...] = ()
    exploration_used: tuple[int, ...] = ()  # Exploration tokens already turned up (indices)
    revealed_infected: int = 0  # Contamination cards ever scanned INFECTED (some may have left the game)
    stack: tuple[Task, ...] = ()  # the flow's waiting steps, another seat's private arguments masked
    rule_log: tuple[LogEntry, ...] = ()  # the public entries rules read back (deaths, the Intruder player)
    ext: dict[str, Any] = {}  # each active plug-in's part, built by its own view hook (engine/plugin_state.py)


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
        card = data[item_card(item)]
        out.append(item if card.heavy else f"item:{card.deck}")
    return tuple(sorted(out))  # sorted again: the order of the real ids would hint at the hidden ones


def _character(state: State, ch, seat: int) -> CharacterView:
    c = cat(state)
    return CharacterView(
        seat=ch.seat, character=ch.character, room=ch.room, status=ch.status, hand_size=len(ch.hand),
        hand=_hand(state, ch.hand) if ch.seat == seat else None, deck_size=len(ch.deck), discard_size=len(ch.discard),
        light_wounds=ch.light_wounds, serious=tuple(c.wounds[w].kind for w in ch.serious), dressed=len(ch.dressed),
        slime=ch.slime, weapons=dict(ch.weapons), heavy=tuple(ch.heavy), passed=ch.passed,
        player_number=state.player_numbers[ch.seat] if ch.seat < len(state.player_numbers) else 0,
        items=_items(state, ch, ch.seat == seat),
        quests=dict(ch.quests) if ch.seat == seat else {q: a for q, a in ch.quests.items() if a},
        knowledge=dict(ch.knowledge) if ch.seat == seat else {},
        capacity_bonus=dict(ch.capacity_bonus),
        discard=_discard(state, ch.discard, ch.seat == seat), serious_cards=tuple(ch.serious),
        dressed_cards=tuple(ch.dressed),
        taped=tuple(ch.taped), rushed=ch.rushed, objective_count=len(state.objectives.get(str(ch.seat), ())),
        contamination=sum(1 for pile in (ch.hand, ch.deck, ch.discard) for card in pile if card.startswith("cont_")),
        infected_known=sum(1 for pile in (ch.hand, ch.deck, ch.discard) for card in pile
                           if card in state.revealed_infected),
        inactive_quests=sum(1 for active in ch.quests.values() if not active),
        flags=tuple(sorted(k for k, v in ch.knowledge.items() if k in PUBLIC_FLAGS and v == "on")),
    )


PUBLIC_FLAGS = ("intercom", "holo_computer")  # set by an Item used in front of everyone


def _discard(state: State, cards: list[str], own: bool) -> tuple[str, ...]:
    """A discard pile is face up; a Contamination card shows its back (its owner also knows a scan result)."""
    if own:
        return _hand(state, cards)
    return tuple("contamination" if c.startswith("cont_") else c for c in cards)


# Decisions whose options hide nothing, by resume step: another seat's options are shown as `open_options`.
PUBLIC_OPTIONS = frozenset({
    "risk_assessment_put", "command_door", "pilot_door", "suppressive_consent", "trade_answer", "room_door",
    "pod_launch_now", "pod_turn_done", "repair_engine_done", "careful_move", "shot_reroll", "extra_ammo",
    "just_die_already", "search_deck", "motion_scanner", "fit_hands_drop", "look_tile",
})
TRADE_STEPS = ("trade_step", "trade_move", "trade_answer")  # args: seat, other seat, then things


def _masked_item(state: State, thing: str, always: bool) -> str:
    """An Item card another seat may not see: "item:<colour>" (Heavy Items, weapons and Objects are public)."""
    card = cat(state).items.get(item_card(str(thing)))
    if card is None or (not always and (card.heavy or card.weapon is not None)):
        return thing
    return f"item:{card.deck}"


def public_args(state: State, op: str, args: tuple, seat: int, decider: int = -1) -> tuple:
    """A flow step's arguments as `seat` may see them: searched and traded Items, and the Intruder player's
    drawn cards, stay private to whoever holds or draws them."""
    if op in TRADE_STEPS:
        if seat in (int(args[0]), int(args[1])):
            return args
        return tuple(args[:2]) + tuple(_masked_item(state, str(a), False) for a in args[2:])
    if op == "item_keep" and seat != int(args[0]):
        return tuple(args[:2]) + tuple(_masked_item(state, str(a), True) for a in args[2:])
    if op == "ip_attack_card" and seat != decider:
        return tuple(args[:2]) + ("attack",) * len(args[2:])
    if op == "ip_planned" and seat != decider:
        return ("event",) * len(args)
    return tuple(args)


def _decision(state: State, d: Decision | None, seat: int) -> DecisionView | None:
    if d is None:
        return None
    own = d.seat == seat
    return DecisionView(seat=d.seat, kind=d.kind, rule=d.rule, options=d.options if own else (), resume=d.resume,
                        ctx=public_args(state, d.resume, d.ctx, seat, d.seat),
                        picks=len(d.options[0].args) if d.kind == "pay_cards" and d.options else 0,
                        open_options=d.options if not own and d.resume in PUBLIC_OPTIONS else ())


RULE_LOG = ("character_dead", "intruder_player_chosen")  # kinds the rules read back from the log


def _counts(state: State, tokens: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in tokens:
        kind = cat(state).intruder_tokens[t][0]
        out[kind] = out.get(kind, 0) + 1
    return out


def visible_log(state: State, seat: int, start: int = 0) -> tuple[LogEntry, ...]:
    return tuple(e for e in state.log[start:] if e.visible_to is None or seat in e.visible_to)


def _known_tokens(state: State) -> tuple[tuple[str, str], ...]:
    public = set(cat(state).options.get("public_token_kinds", ()))
    if not public:
        return ()
    tokens = cat(state).intruder_tokens
    return tuple((t, pile) for pile, held in (("bag", state.bag), ("supply", state.supply),
                                              ("removed", state.removed_tokens))
                 for t in sorted(held) if t in tokens and tokens[t][0] in public)


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
    supply = _counts(state, state.supply)
    return View(
        seat=seat, turn=state.turn, phase=state.phase, first_player=state.first_player,
        current_seat=state.current_seat, time=state.time, rooms=rooms,
        noise=tuple(state.noise), doors=dict(state.doors),
        intruders=tuple(IntruderView(i.id, i.kind, i.room, i.injuries) for i in state.intruders),
        bag_size=len(state.bag), supply=supply,
        weaknesses=tuple(c.weaknesses[w].name for w in state.revealed_weaknesses),
        attack_deck=len(state.attack_deck), attack_discard=tuple(state.attack_discard),
        event_deck=len(state.event_deck), event_discard=tuple(state.event_discard),
        wound_deck=len(state.wound_deck), contamination_deck=len(state.contamination_deck),
        characters=tuple(_character(state, ch, seat) for ch in state.characters),
        decision=_decision(state, state.pending, seat), over=state.over, end_reason=state.end_reason,
        log=visible_log(state, seat, log_from),
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
        config={k: v for k, v in state.config.items() if k != "seed"}, decisions=state.decisions,
        actions_this_round=state.actions_this_round, extra_actions=state.extra_actions,
        skip_intruder_attacks=state.skip_intruder_attacks,
        first_intruder_seen=state.first_intruder_seen, objectives_chosen=state.objectives_chosen,
        next_intruder_id=state.next_intruder_id,
        revive=tuple(state.revive),
        weakness_slots={s: w for s, w in sorted(state.weaknesses.items()) if w in state.revealed_weaknesses},
        event_removed=tuple(state.event_removed), wound_discard=tuple(state.wound_discard),
        removed_tokens=_counts(state, sorted(state.removed_tokens)),
        known_tokens=_known_tokens(state),
        exploration_used=tuple(sorted(set(range(len(c.exploration))) - set(state.exploration.values())
                                      - set(state.exploration_box))),
        revealed_infected=len(state.revealed_infected),
        stack=tuple(Task(t.op, public_args(state, t.op, t.args, seat), t.choice) for t in state.stack),
        rule_log=tuple(e for e in state.log if e.kind in RULE_LOG and e.visible_to is None),
        ext={p.id: p.view(state, seat) for p in hooks.with_state(state) if p.view is not None},
    )
