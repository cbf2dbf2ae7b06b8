"""The only code that writes the game state: each function is one kind of change and logs it with its rule ID.

Rule steps decide *what* happens; they call these writers to make it happen, so every change of the
state has a log entry naming the rule it implements. `GameOver` is raised when a change ends the game
at once (PUB-END-05); the flow catches it.
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.content.loader import TECH
from engine.state import Character, Intruder, LogEntry, State


class GameOver(Exception):
    """The game ended in the middle of a step (PUB-END-05)."""


def log(state: State, rule: str, event: str, visible_to: tuple[int, ...] | None = None, **args: str | int) -> None:
    state.log.append(LogEntry(rule=rule, kind=event, args=args, visible_to=visible_to))


def end_game(state: State, reason: str, rule: str) -> None:
    """Stop the game at once (PUB-END-05)."""
    state.over = True
    state.end_reason = reason
    state.pending = None
    for task in state.stack:  # an Intruder token still being resolved goes back to the supply
        if task.op == "token_to_supply":
            token_to_supply(state, str(task.args[0]), rule)
    state.stack.clear()
    state.phase = "over"
    log(state, rule, "game_over", reason=reason)
    raise GameOver(reason)


# --- noise, fire, malfunction, doors -------------------------------------------------------------

def place_noise(state: State, corridor: str, rule: str) -> bool:
    """Put a Noise marker in a corridor (or the tech space); a corridor never holds two (PUB-NOISE-07)."""
    if corridor in state.noise:
        return False
    state.noise.append(corridor)
    state.noise.sort()
    log(state, rule, "noise_placed", corridor=corridor)
    return True


def clear_noise(state: State, corridors: list[str], rule: str) -> None:
    removed = [c for c in corridors if c in state.noise]
    if removed:
        state.noise = [c for c in state.noise if c not in removed]
        log(state, rule, "noise_removed", corridors=",".join(removed))


def marker_supply(holder, marker: str) -> int:
    """Fire or Malfunction markers in the box (option `<marker>_markers`); a map whose box holds another number
    says so through the `marker_supply` modifier (the Lockdown Facility's 12 and 10, LD-COMP-10). `holder` is a
    State or a View."""
    return int(hooks.modify(holder, "marker_supply", int(cat(holder).options[f"{marker}_markers"]), marker=marker))


def place_fire(state: State, room: str, rule: str) -> None:
    """At most one Fire per room; a 9th marker destroys the ship (PUB-FIRE-02, PUB-FIRE-03)."""
    if room in state.fire:
        return
    if len(state.fire) >= marker_supply(state, "fire"):
        destroy_ship(state, "fire_overflow", "PUB-FIRE-03")
    state.fire.append(room)
    state.fire.sort()
    log(state, rule, "fire_placed", room=room)


def remove_fire(state: State, room: str, rule: str) -> None:
    if room in state.fire:
        state.fire.remove(room)
        log(state, rule, "fire_removed", room=room)


def can_malfunction(state: State, room: str) -> bool:
    """Never in a room the map forbids (the ship's Nest and Room Covered with Slime: its option
    `no_malfunction_tiles`), at most one per room (PUB-MALF-03)."""
    if room in state.malfunction:
        return False
    return state.tiles.get(room) not in cat(state).options.get("no_malfunction_tiles", ())


def place_malfunction(state: State, room: str, rule: str) -> None:
    """A 9th Malfunction marker destroys the ship (PUB-MALF-04)."""
    if not can_malfunction(state, room):
        return
    if len(state.malfunction) >= marker_supply(state, "malfunction"):
        destroy_ship(state, "malfunction_overflow", "PUB-MALF-04")
    state.malfunction.append(room)
    state.malfunction.sort()
    log(state, rule, "malfunction_placed", room=room)


def remove_malfunction(state: State, room: str, rule: str) -> None:
    if room in state.malfunction:
        state.malfunction.remove(room)
        log(state, rule, "malfunction_removed", room=room)


def set_door(state: State, corridor: str, status: str, rule: str) -> None:
    """Open / closed / destroyed; a destroyed door stays destroyed, tech corridors have none (PUB-DOOR-02/03)."""
    if corridor == TECH or state.doors.get(corridor) == "destroyed":
        return
    if status == "open":
        if corridor in state.doors:
            del state.doors[corridor]
            log(state, rule, "door_opened", corridor=corridor)
        return
    if state.doors.get(corridor) == status:
        return
    if status == "closed" and corridor not in state.doors and not hooks.modify(state, "door_token", True,
                                                                                corridor=corridor):
        return  # a map with a limited number of Door tokens found none to place (its own log says so)
    state.doors[corridor] = status
    log(state, rule, f"door_{status}", corridor=corridor)


# --- rooms ----------------------------------------------------------------------------------------

def reveal_room(state: State, room: str, rule: str) -> None:
    state.explored[room] = True
    log(state, rule, "room_explored", room=room, tile=state.tiles[room])


def set_item_counter(state: State, room: str, value: int, rule: str) -> None:
    state.item_counters[room] = value
    log(state, rule, "item_counter", room=room, value=value)


def drop_object(state: State, room: str, obj: str, rule: str) -> None:
    state.objects.setdefault(room, []).append(obj)
    state.objects[room].sort()
    log(state, rule, "object_placed", room=room, object=obj)


# --- intruders ------------------------------------------------------------------------------------

def add_intruder(state: State, kind: str, room: str, rule: str) -> Intruder:
    intruder = Intruder(id=state.next_intruder_id, kind=kind, room=room)
    state.next_intruder_id += 1
    state.intruders.append(intruder)
    log(state, rule, "intruder_placed", intruder=intruder.id, kind=kind, room=room)
    if not state.first_intruder_seen:  # any first miniature: Encounter, Creeper from infection, Larva... (PUB-OBJ-03)
        state.first_intruder_seen = True
        log(state, "PUB-ENC-05", "first_intruder", kind=kind, room=room)
        from engine import hooks

        for listener in hooks.collect(state, hooks.Hook.FIRST_INTRUDER):
            listener(state)  # queues its steps (the Objective choice) on the flow
    return intruder


def move_intruder(state: State, intruder: Intruder, room: str, rule: str) -> None:
    log(state, rule, "intruder_moved", intruder=intruder.id, kind=intruder.kind, src=intruder.room, room=room)
    intruder.room = room


def remove_intruder(state: State, intruder: Intruder, rule: str, event: str = "intruder_removed") -> None:
    """The figure leaves the board; a species that keeps its figures on a board of its own hears how
    (INTRUDER_REMOVED)."""
    state.intruders = [i for i in state.intruders if i.id != intruder.id]
    log(state, rule, event, intruder=intruder.id, kind=intruder.kind, room=intruder.room)
    for listener in hooks.collect(state, hooks.Hook.INTRUDER_REMOVED):
        listener(state, intruder, event)


def injure(state: State, intruder: Intruder, amount: int, rule: str) -> None:
    intruder.injuries += amount
    log(state, rule, "intruder_injured", intruder=intruder.id, kind=intruder.kind, amount=amount,
        total=intruder.injuries)


def heal_intruder(state: State, intruder: Intruder, amount: int, rule: str) -> None:
    healed = min(amount, intruder.injuries)
    if healed:
        intruder.injuries -= healed
        log(state, rule, "intruder_healed", intruder=intruder.id, amount=healed)


def transform_intruder(state: State, intruder: Intruder, kind: str, rule: str) -> None:
    log(state, rule, "intruder_transformed", intruder=intruder.id, src=intruder.kind, kind=kind)
    intruder.kind = kind


# --- intruder bag ---------------------------------------------------------------------------------

def token_kind(state: State, token: str) -> str:
    return cat(state).intruder_tokens[token][0]


def draw_token(state: State, rule: str) -> str | None:
    """Draw a random token from the bag, or None if the bag is empty (PUB-ENC-08, PUB-BAG-06)."""
    if not state.bag:
        log(state, rule, "bag_empty")
        return None
    token = rng.take_random(state, state.bag)
    log(state, rule, "token_drawn", token=token, kind=token_kind(state, token))
    return token


def token_to_supply(state: State, token: str, rule: str) -> None:
    state.supply.append(token)
    state.supply.sort()
    log(state, rule, "token_to_supply", token=token, kind=token_kind(state, token))


def token_to_bag(state: State, token: str, rule: str) -> None:
    state.bag.append(token)
    state.bag.sort()
    log(state, rule, "token_to_bag", kind=token_kind(state, token))


def add_token_from_supply(state: State, kind: str, rule: str) -> bool:
    """Add a random supply token of `kind` to the bag; nothing if none is left (PUB-BAG-02, PUB-BAG-04)."""
    choices = [t for t in state.supply if token_kind(state, t) == kind]
    if not choices:
        log(state, rule, "supply_empty", kind=kind)
        return False
    token = choices[rng.below(state, len(choices))]
    state.supply.remove(token)
    state.bag.append(token)
    state.bag.sort()
    log(state, rule, "token_added", kind=kind)
    return True


def remove_token_from_game(state: State, kind: str, rule: str) -> None:
    for pile in (state.bag, state.supply):
        for t in [t for t in pile if token_kind(state, t) == kind]:
            pile.remove(t)
            state.removed_tokens.append(t)
            log(state, rule, "token_removed", kind=kind)


# --- decks ----------------------------------------------------------------------------------------

def draw_from(state: State, deck: list[str], discard: list[str], rule: str, name: str) -> str | None:
    """Draw the top card; an empty deck is rebuilt from its shuffled discard pile (PUB-COMP-09)."""
    if not deck:
        if not discard:
            return None
        deck.extend(discard)
        discard.clear()
        rng.shuffle(state, deck)
        log(state, rule, "deck_reshuffled", deck=name)
    return deck.pop()


# --- characters -----------------------------------------------------------------------------------

def move_character(state: State, ch: Character, room: str, rule: str) -> None:
    log(state, rule, "character_moved", seat=ch.seat, src=ch.room, room=room)
    ch.room = room
    if room not in state.explored:
        state.explored[room] = False


def draw_action_cards(state: State, ch: Character, count: int, rule: str) -> int:
    """Draw cards; an empty deck is reshuffled from the discard, both empty stops (PUB-DRAW-03, PUB-DRAW-06)."""
    drawn = 0
    for _ in range(count):
        if not ch.deck:
            if not ch.discard:
                break
            ch.deck = ch.discard
            ch.discard = []
            rng.shuffle(state, ch.deck)
            log(state, "PUB-DRAW-03", "action_deck_reshuffled", seat=ch.seat)
        card = ch.deck.pop()
        ch.hand.append(card)
        drawn += 1
    if drawn:
        log(state, rule, "cards_drawn", seat=ch.seat, count=drawn)
    return drawn


def discard_cards(state: State, ch: Character, cards: list[str], rule: str) -> None:
    for card in cards:
        ch.hand.remove(card)
        ch.discard.append(card)
    if cards:  # a Contamination card shows only its back (its identity could tell a scan result apart)
        shown = ["contamination" if c.startswith("cont_") else c for c in cards]
        log(state, rule, "cards_discarded", seat=ch.seat, cards=",".join(shown))


def gain_contamination(state: State, ch: Character, rule: str) -> None:
    """A Contamination card goes face down into the discard pile; none left => nothing (PUB-CONT-01, -08)."""
    if not state.contamination_deck:
        log(state, rule, "contamination_empty", seat=ch.seat)
        return
    ch.discard.append(state.contamination_deck.pop())
    log(state, rule, "contamination_gained", seat=ch.seat)


def set_slime(state: State, ch: Character, rule: str) -> None:
    """A Slime marker on the character, unless a species plays without Slime (the "gains_slime" modifier point:
    the Void Seeders, VS-CHG-01, LVS-CHG-01) or a plug-in says none sticks to this character (the modifier
    "slime_sticks": the Android's Trait, which the log says)."""
    if ch.slime or not hooks.modify(state, "gains_slime", True, seat=ch.seat):
        return
    if not hooks.modify(state, "slime_sticks", True, seat=ch.seat):
        log(state, rule, "slime_shed", seat=ch.seat)
        return
    ch.slime = True
    log(state, rule, "slime_gained", seat=ch.seat)


def set_character_status(state: State, ch: Character, status: str, rule: str) -> None:
    ch.status = status
    log(state, rule, f"character_{status}", seat=ch.seat, room=ch.room)


# --- ship -----------------------------------------------------------------------------------------

def destroy_ship(state: State, reason: str, rule: str) -> None:
    """Everyone aboard dies, hibernating included; every Intruder dies; the game ends (PUB-END-03)."""
    log(state, rule, "ship_destroyed", reason=reason)
    for ch in state.characters:
        if ch.status in opt(state, "on_board"):
            ch.status = "dead"
            log(state, "PUB-END-03", "character_dead", seat=ch.seat, room=ch.room, cause="ship_destroyed")
    state.intruders = []
    for fn in hooks.collect(state, hooks.Hook.BOARD_DESTROYED):
        fn(state)
    end_game(state, reason, rule)
