"""Could the engine have made this state? The checks a state from outside (a loaded save, perhaps edited by
hand with its checksums recomputed) passes before a game resumes on it.

`check_state(state)` raises `StateError` naming the first fault in words: the config as strictly as a new
game's (`api.check_config`), then the engine's own invariants — every flow step on the stack is known, the
pending decision belongs to a seat at the table and resumes at a known step, every figure stands in a room of
the map, every card, token, tile and Item is one the game's content holds, the counters are in range — and
every option of the pending decision can be answered (tried on copies). It never changes the state. The types themselves are already checked by the typed decoder (engine/state.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine import hooks
from engine.catalog import cat, item_card
from engine.flow import OPS, answer
from engine.rules.inventory import is_heavy_object
from engine.state import State, clone

CORE_STATUSES = ("drafting", "aboard", "dead")  # a map adds its own through its options (pods, hibernation)
PHASES = ("setup", "player", "event", "end", "over")  # "end": the prototype's End phase (BASE-ROUND-06)
DOOR_STATES = ("closed", "destroyed")
ITEM_DECKS = ("green", "yellow", "red", "blue")
TECH = "TECH"  # the technical corridors' noise marker


def statuses(state: State) -> set[str]:
    """Every status a character may have in this game: the core's and the ones the map's options name."""
    o = cat(state).options
    return {*CORE_STATUSES, *o["on_board"], *o["still_aboard"], *o["survived_statuses"], *o["left_ship"]}


class StateError(ValueError):
    """A state the engine could not have made; the message says what is wrong, for the player."""


def check_state(state: State) -> None:
    """Raise StateError with the first fault found; return None for a state a game can resume from."""
    from engine.api import ConfigError, check_config

    try:
        checked = check_config(dict(state.config))
    except ConfigError as exc:
        raise StateError(f"its game settings are wrong: {exc}") from exc
    if checked != state.config:
        raise StateError("its game settings are not in the form a new game stores them")
    fault = next(_faults(state), None) or _unanswerable(state)
    if fault is not None:
        raise StateError(fault)


def _unanswerable(state: State) -> str | None:
    """Answer every option of the pending decision on a copy, up to the next decision: an edited option or
    step that would break the game when chosen is found now, not after the game has resumed."""
    if state.pending is None:
        return None
    for option in state.pending.options:
        trial = clone(state, keep_log=False)
        try:
            answer(trial, option)
        except Exception as exc:  # noqa: BLE001 - any failure means the engine could not have made this state
            return f"choosing {option} would fail ({type(exc).__name__}: {exc})"
    return None


def _faults(state: State) -> Iterator[str]:
    if not 0 <= state.rng < 2**64:
        yield "the state of its random numbers is out of range"
        return
    try:
        clone(state, keep_log=False)  # every number must fit the engine's own copies (the Hard bot clones)
    except (OverflowError, ValueError, TypeError) as exc:
        yield f"a value in it cannot be copied ({exc})"
        return
    seats = int(state.config["seats"])
    if len(state.characters) != seats:
        yield f"it has {len(state.characters)} characters for {seats} seats"
        return
    yield from _flow_faults(state, seats)
    yield from _character_faults(state)
    yield from _board_faults(state, seats)
    yield from _card_faults(state)


def _outside(values: Iterable, known, what: str) -> Iterator[str]:
    for value in values:
        if value not in known:
            yield f"{what} {value!r} is not part of this game"
            return


def _seat_ok(seat: int, seats: int) -> bool:
    return 0 <= seat < seats


def _flow_faults(state: State, seats: int) -> Iterator[str]:
    steps = {**OPS, **hooks.merged(state, hooks.Hook.OPS)}
    for task in state.stack:
        if task.op not in steps:
            yield f"the unknown flow step {task.op!r} waits on its stack"
            break
    if state.phase not in PHASES:
        yield f"the phase {state.phase!r} is not one of the game's phases"
    if not -1 <= state.current_seat < seats or not _seat_ok(state.first_player, seats):
        yield "the current or first player is not a seat at the table"
    if state.actions_this_round < 0 or state.decisions < 0 or state.extra_actions < 0:
        yield "a count of actions or decisions is negative"
    pending = state.pending
    if pending is None:
        if not state.over:
            yield "the game is not over but nobody has a decision to make"
        return
    if state.over:
        yield "the game is over but a decision is still pending"
    if not _seat_ok(pending.seat, seats):
        yield f"the pending decision belongs to seat {pending.seat}, who is not at the table"
    if pending.resume not in steps:
        yield f"the pending decision resumes at the unknown flow step {pending.resume!r}"
    if not pending.options:
        yield "the pending decision offers no option"
    elif len(set(pending.options)) != len(pending.options):
        yield "the pending decision offers the same option twice"


def _character_faults(state: State) -> Iterator[str]:
    c = cat(state)
    rooms, items = c.rooms, c.items
    contamination = {f"cont_{i:02d}" for i in range(1, sum(c.contamination.values()) + 1)}
    for seat, ch in enumerate(state.characters):
        who = f"seat {seat}"
        if ch.seat != seat:
            yield f"{who} holds the character of seat {ch.seat}"
        if ch.status not in statuses(state):
            yield f"{who} has the unknown status {ch.status!r}"
        if ch.status == "drafting":
            if ch.character or ch.room:
                yield f"{who} is still drafting but has a character on the board"
            continue
        if ch.character not in c.characters:
            yield f"{who} plays the unknown character {ch.character!r}"
            continue
        if ch.room not in rooms:
            yield f"{who}'s character stands in {ch.room!r}, which is not a room of this ship"
        own = {card.id for card in c.characters[ch.character].cards} | contamination
        yield from _outside(ch.hand + ch.deck + ch.discard, own, f"{who}'s action card")
        yield from _outside(ch.serious + ch.dressed, c.wounds, f"{who}'s serious wound")
        weapons = {d.weapon.id for d in c.characters.values()}  # a starting weapon may be traded
        yield from _outside((w for w in ch.weapons if w not in weapons and
                             (item_card(w) not in items or items[item_card(w)].weapon is None)), (), f"{who}'s weapon")
        yield from _outside((i for i in ch.items if item_card(i) not in items), (), f"{who}'s item")
        yield from _outside(ch.quests, items, f"{who}'s quest item")
        yield from _outside((h for h in ch.heavy if not is_heavy_object(state, h)), (), f"{who}'s heavy object")
        carried = set(ch.weapons) | set(ch.items) | set(ch.heavy) | set(ch.quests)
        yield from _outside(ch.taped, carried, f"{who}'s taped item")
        yield from _outside(ch.capacity_bonus, carried, f"{who}'s extended weapon")
        if min(ch.light_wounds, *ch.weapons.values(), *ch.capacity_bonus.values(), 0) < 0:
            yield f"{who} has a negative count of wounds, ammunition or pod"


def _board_faults(state: State, seats: int) -> Iterator[str]:
    c = cat(state)
    rooms, corridors = c.rooms, c.corridors
    for name, keys in (("tile", state.tiles), ("explored room", state.explored), ("token room", state.exploration),
                       ("item counter room", state.item_counters), ("object room", state.objects),
                       ("fire", state.fire), ("malfunction", state.malfunction)):
        yield from _outside(keys, rooms, f"the {name}")
    yield from _outside(state.tiles.values(), c.tiles, "the room tile")
    yield from _outside(state.unused_tiles, c.tiles, "the boxed room tile")
    tokens = range(len(c.exploration))
    yield from _outside(list(state.exploration.values()) + state.exploration_box, tokens, "the exploration token")
    if min(*state.item_counters.values(), state.time, 0) < 0:
        yield "a counter or track is negative"
    objects = [o for pile in state.objects.values() for o in pile]
    yield from _outside((o for o in objects if not is_heavy_object(state, o) and item_card(o) not in c.items),
                        (), "the object on the floor")
    yield from _outside(state.noise, {*corridors, TECH}, "the noise marker's corridor")
    yield from _outside(state.doors, corridors, "the door's corridor")
    yield from _outside(state.doors.values(), DOOR_STATES, "the door state")
    ids = [i.id for i in state.intruders]
    if len(set(ids)) != len(ids) or any(i >= state.next_intruder_id or i < 1 for i in ids):
        yield "two Intruders share a number, or one has a number not yet given out"
    for intruder in state.intruders:
        if intruder.kind not in c.kinds or not c.kinds[intruder.kind].figure or intruder.room not in rooms \
                or intruder.injuries < 0:
            yield f"Intruder {intruder.id} ({intruder.kind} in {intruder.room!r}) is not one the game could hold"
    yield from _outside(state.bag + state.supply + state.removed_tokens, c.intruder_tokens, "the intruder token")
    if not (state.intruder_player == -1 or _seat_ok(state.intruder_player, seats)):
        yield f"the Intruder player sits at seat {state.intruder_player}, which is not at the table"
    yield from _outside((r.seat for r in state.results), range(seats), "the result's seat")
    yield from _outside(state.objectives, {str(s) for s in range(seats)}, "the objectives' seat")
    for plugin in hooks.with_state(state):
        if plugin.id not in state.ext:
            yield f"the game has no part for {plugin.id}"
        elif plugin.check is not None:
            yield from plugin.check(state)


def _card_faults(state: State) -> Iterator[str]:
    c = cat(state)
    yield from _outside(state.attack_deck + state.attack_discard, c.attack, "the attack card")
    yield from _outside(state.event_deck + state.event_discard + state.event_removed, c.events, "the event card")
    yield from _outside(state.wound_deck + state.wound_discard, c.wounds, "the serious wound card")
    yield from _outside(state.weaknesses, c.options.get("weakness_slots", ()), "the weakness slot")
    yield from _outside(list(state.weaknesses.values()) + state.revealed_weaknesses, c.weaknesses, "the weakness card")
    yield from _outside((o for cards in state.objectives.values() for o in cards), c.objectives, "the objective")
    yield from _outside(state.item_decks | state.item_discards, ITEM_DECKS, "the Item deck")
    piles = [i for pile in list(state.item_decks.values()) + list(state.item_discards.values()) for i in pile]
    yield from _outside((i for i in piles if item_card(i) not in c.items), (), "the Item card")
    yield from _outside(state.ip_deck + state.ip_hand + state.ip_discard, c.ip_cards, "the Intruder-player card")

