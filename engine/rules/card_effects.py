"""What the Action cards do: one registered effect per `effect` key of characters.toml (PUB-CHAR-03..08, T14).

Costs and timing are checked by engine/rules/actions.py. The cards that move characters or embed a Shoot /
Escape are in card_moves.py; the reactions (Interruption, Nerves of Steel) in reactions.py.
"Use a room action for free" still needs a working room and the character out of Combat (PUB-CHAR-08): it
calls the room's own effect (ROOM_EFFECTS) with that room as the source. Cards with `needs_computer`
work only in a working Computer room (PUB-ROOM-03, PUB-MALF-01); an activated Holo Computer
(knowledge "holo_computer" = "on") lets Intranet and Risk Assessment work anywhere (T14).
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, item_card
from engine.decisions import Choice, DecisionKind
from engine.effects import (
    can_malfunction,
    draw_action_cards,
    log,
    place_fire,
    place_malfunction,
    remove_fire,
    remove_malfunction,
    set_door,
)
from engine.flow import ask, op, push
from engine.hooks import Plugin, register
from engine.rules import card_moves, item_search, items
from engine.rules.actions import room_action_allowed
from engine.rules.board import corridors_of, engine_in, is_active, rooms_by_number, tile_of
from engine.rules.card_moves import intercom_on, is_computer_room
from engine.rules.contamination import is_contamination, scan_hand
from engine.rules.doors import door_options, toggle_door
from engine.rules.inventory import capacity, discard_item
from engine.rules.registry import CARD_EFFECTS, Params, always, effect, resolves, room_effect
from engine.state import State, Task


def needs_computer_ok(state: State, seat: int, card: str, holo: bool) -> bool:
    """A card with `needs_computer` works in a working Computer room, or anywhere with the Holo Computer on
    if it is one the Holo Computer helps (T14)."""
    ch = state.characters[seat]
    if not cat(state).action_cards[card].needs_computer or is_computer_room(state, ch.room):
        return True
    return holo and ch.knowledge.get("holo_computer") == "on"


def room_action_params(state: State, seat: int, room: str) -> list[Params]:
    effect_ = room_effect(state, state.tiles.get(room, ""))
    return effect_.options(state, seat, room) if effect_ else []


def own_room_action(state: State, seat: int) -> list[Params]:
    """The options of your room's action used for free: working room, out of Combat (PUB-CHAR-08)."""
    if not room_action_allowed(state, seat):
        return []
    return room_action_params(state, seat, state.characters[seat].room)


def use_room_action(state: State, seat: int, room: str, params: Params) -> None:
    log(state, "PUB-CHAR-08", "free_room_action", seat=seat, room=room, tile=state.tiles[room])
    room_effect(state, state.tiles[room]).resolve(state, seat, room, params)


def door_params(state: State, seat: int) -> list[Params]:
    return [("door", move, corridor) for move, corridor in door_options(state, state.characters[seat].room)]


# --- common cards (PUB-CHAR-04) -----------------------------------------------------------------------------


@effect(CARD_EFFECTS, "demolition")
def demolition_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    out: list[Params] = [("door", c) for c in corridors_of(state, room, with_tech=False)
                         if state.doors.get(c) == "closed"]
    if can_malfunction(state, room):
        out.append(("malfunction",))
    return out


@resolves(CARD_EFFECTS, "demolition")
def demolition(state: State, seat: int, source: str, params: Params) -> None:
    """Destroy a Closed Door of your room's corridors, or put a Malfunction in your room (PUB-CHAR-04)."""
    if params[0] == "door":
        set_door(state, params[1], "destroyed", "PUB-CHAR-04")
    else:
        place_malfunction(state, state.characters[seat].room, "PUB-CHAR-04")


@effect(CARD_EFFECTS, "rest")
def rest_options(state: State, seat: int, source: str) -> list[Params]:
    """Rest scans the hand; where the species makes the scan a choice (the Void Seeders: an INFECTED card drives
    the rester mad, VS-MAD-07/10) a hand with Contamination cards may also rest without scanning."""
    ch = state.characters[seat]
    if hooks.modify(state, "scan_optional", False) and any(is_contamination(c) for c in ch.hand):
        return [(), ("no_scan",)]
    return [()]


@resolves(CARD_EFFECTS, "rest")
def rest(state: State, seat: int, source: str, params: Params) -> None:
    """What the species adds to resting, then scan the hand's Contamination cards, remove the clean ones,
    infection procedure (PUB-CHAR-04)."""
    ch = state.characters[seat]
    for fn in hooks.collect(state, hooks.Hook.RESTED):
        fn(state, ch, "PUB-CHAR-04")
    if params != ("no_scan",):
        scan_hand(state, ch, "PUB-CHAR-04")


@effect(CARD_EFFECTS, "search")
def search_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if item_search.can_search(state, seat, "search") else []


@resolves(CARD_EFFECTS, "search")
def search(state: State, seat: int, source: str, params: Params) -> None:
    """The Search card (PUB-ACT-10, PUB-ROOM-05)."""
    push(state, "search", seat, "search")


@effect(CARD_EFFECTS, "scavenging")
def scavenging_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if item_search.can_search(state, seat, "scavenging") else []


@resolves(CARD_EFFECTS, "scavenging")
def scavenging(state: State, seat: int, source: str, params: Params) -> None:
    """Search even with the item counter at 0 (PUB-ROOM-08)."""
    push(state, "search", seat, "scavenging")


# --- repairs (PUB-CHAR-05, PUB-ENGINE-03) --------------------------------------------------------------------


def repair_options(state: State, seat: int) -> list[Params]:
    room = state.characters[seat].room
    out: list[Params] = [("malfunction",)] if room in state.malfunction else []
    if engine_in(state, room) is not None:  # even with a Malfunction there (PUB-MALF-02)
        out.append(("engine",))
    return out


def repair(state: State, seat: int, params: Params) -> None:
    room = state.characters[seat].room
    if params[0] == "malfunction":
        remove_malfunction(state, room, "PUB-CHAR-05")
    else:
        push(state, "repair_engine", seat, engine_in(state, room))


@effect(CARD_EFFECTS, "repair")
def repair_card_options(state: State, seat: int, source: str) -> list[Params]:
    return repair_options(state, seat)


@resolves(CARD_EFFECTS, "repair")
def repair_card(state: State, seat: int, source: str, params: Params) -> None:
    """Basic Repairs, Repairs, Fast Repairs: remove your room's Malfunction or Repair/Break its Engine
    (PUB-CHAR-05, PUB-ENGINE-03)."""
    repair(state, seat, params)


@effect(CARD_EFFECTS, "ingenuity")
def ingenuity_options(state: State, seat: int, source: str) -> list[Params]:
    crafts = [("craft", *p) for p in items.craft_options(state, seat, yellow_as_tool=True)]
    return repair_options(state, seat) + crafts


@resolves(CARD_EFFECTS, "ingenuity")
def ingenuity(state: State, seat: int, source: str, params: Params) -> None:
    """A repair, or Craft with any yellow Item counted as a Tool (PUB-CHAR-05, PUB-CRAFT, T14)."""
    if params[0] == "craft":
        push(state, "craft", seat, *params[1:])
    else:
        repair(state, seat, params)


# --- Captain -----------------------------------------------------------------------------------------------


@effect(CARD_EFFECTS, "reload")
def reload_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    weapon = card_moves.card_owner(state, source).weapon.id
    return [()] if weapon in ch.weapons and ch.weapons[weapon] < capacity(state, ch, weapon) else []


@resolves(CARD_EFFECTS, "reload")
def reload(state: State, seat: int, source: str, params: Params) -> None:
    """+1 Ammo in the Six-Shooter, never above capacity; its only way to reload (PUB-COMBAT-07)."""
    ch = state.characters[seat]
    weapon = card_moves.card_owner(state, source).weapon.id
    ch.weapons[weapon] = min(capacity(state, ch, weapon), ch.weapons[weapon] + 1)
    log(state, "PUB-COMBAT-07", "reloaded", seat=seat, weapon=weapon, ammo=ch.weapons[weapon])


effect(CARD_EFFECTS, "motivation")(always)


@resolves(CARD_EFFECTS, "motivation")
def motivation(state: State, seat: int, source: str, params: Params) -> None:
    """Every character in your room, you included, draws 1 (with the Intercom also those in Computer rooms)."""
    ch = state.characters[seat]
    reached = [c for c in state.characters if is_active(c) and (
        c.room == ch.room or (intercom_on(ch) and is_computer_room(state, c.room)))]
    for other in reached:
        draw_action_cards(state, other, 1, "PUB-CHAR-03")


# --- doors, rooms and computers (Mechanic, Pilot, Scientist) -----------------------------------------------


@effect(CARD_EFFECTS, "computer_skills")
def computer_skills_options(state: State, seat: int, source: str) -> list[Params]:
    out = door_params(state, seat)
    if is_computer_room(state, state.characters[seat].room):
        out += [("room", *p) for p in own_room_action(state, seat)]
    return out


@effect(CARD_EFFECTS, "old_friend")
def old_friend_options(state: State, seat: int, source: str) -> list[Params]:
    if tile_of(state, state.characters[seat].room).computer:
        return []
    return [("room", *p) for p in own_room_action(state, seat)]


@effect(CARD_EFFECTS, "piloting")
def piloting_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    out: list[Params] = []
    if state.tiles.get(room) == cat(state).options.get("piloting_tile") or is_computer_room(state, room):
        out += [("room", *p) for p in own_room_action(state, seat)]
    if is_computer_room(state, room):  # what the map's Computers let the Pilot do (the ship: check the course)
        out += [(name,) for name in sorted(hooks.merged(state, hooks.Hook.COMPUTER_ACTIONS))]
    return out


@effect(CARD_EFFECTS, "knowledge_of_ship")
def knowledge_options(state: State, seat: int, source: str) -> list[Params]:
    known = state.characters[seat].knowledge
    looks = [("look", r) for r in rooms_by_number(state)
             if not state.explored.get(r, False) and f"tile:{r}" not in known]
    return door_params(state, seat) + looks


@effect(CARD_EFFECTS, "blocking_access")
def blocking_access_options(state: State, seat: int, source: str) -> list[Params]:
    if not needs_computer_ok(state, seat, source, holo=False):
        return []
    targets = [("malfunction", r) for r in rooms_by_number(state) if state.explored.get(r, False)
               and cat(state).tiles[state.tiles[r]].computer and can_malfunction(state, r)]
    return [("room", *p) for p in own_room_action(state, seat)] + targets


@resolves(CARD_EFFECTS, "computer_skills", "old_friend", "piloting", "knowledge_of_ship", "blocking_access")
def ship_card(state: State, seat: int, source: str, params: Params) -> None:
    """A door of your room, your room's action for free, Coordinates, a look at a tile, or a Malfunction in a
    Computer room (PUB-CHAR-03, PUB-CHAR-08, PUB-COORD-04)."""
    kind, rest = params[0], params[1:]
    if kind == "door":
        toggle_door(state, rest[0], rest[1], "PUB-CHAR-03")
    elif kind == "room":
        use_room_action(state, seat, state.characters[seat].room, rest)
    elif kind in hooks.merged(state, hooks.Hook.COMPUTER_ACTIONS):
        hooks.merged(state, hooks.Hook.COMPUTER_ACTIONS)[kind](state, seat, "PUB-COORD-04")
    elif kind == "look":
        look_at_tile(state, seat, rest[0])
    else:
        place_malfunction(state, rest[0], "PUB-CHAR-03")


def look_at_tile(state: State, seat: int, room: str) -> None:
    """Secretly look at an unexplored room tile, not its token (Knowledge of the Ship, T14)."""
    state.characters[seat].knowledge[f"tile:{room}"] = state.tiles[room]
    log(state, "PUB-CHAR-03", "tile_seen", visible_to=(seat,), seat=seat, room=room, tile=state.tiles[room])
    log(state, "PUB-CHAR-03", "tile_looked_at", seat=seat, room=room)


@effect(CARD_EFFECTS, "intranet")
def intranet_options(state: State, seat: int, source: str) -> list[Params]:
    if not needs_computer_ok(state, seat, source, holo=True):
        return []
    return [(r, *p) for r in rooms_by_number(state) if is_computer_room(state, r)
            for p in room_action_params(state, seat, r)]


@resolves(CARD_EFFECTS, "intranet")
def intranet(state: State, seat: int, source: str, params: Params) -> None:
    """The room action of any working Computer room on the ship, for free (PUB-CHAR-08, T14)."""
    use_room_action(state, seat, params[0], params[1:])


@effect(CARD_EFFECTS, "risk_assessment")
def risk_assessment_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if state.event_deck and needs_computer_ok(state, seat, source, holo=True) else []


@resolves(CARD_EFFECTS, "risk_assessment")
def risk_assessment(state: State, seat: int, source: str, params: Params) -> None:
    """Look at the top Event card, then leave it on top or put it at the bottom (T14)."""
    card = state.event_deck[-1]
    log(state, "PUB-CHAR-03", "event_card_seen", visible_to=(seat,), seat=seat, card=card)
    ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("top"), Choice("bottom")], "PUB-CHAR-03",
        "risk_assessment_put", (str(seat),))


@op("risk_assessment_put")
def risk_assessment_put(state: State, task: Task) -> None:
    assert task.choice is not None
    if task.choice.kind == "bottom" and state.event_deck:
        state.event_deck.insert(0, state.event_deck.pop())
    log(state, "PUB-CHAR-03", "event_card_placed", seat=int(task.args[0]), where=task.choice.kind)


# --- Mechanic: Pyrotechnics ---------------------------------------------------------------------------------


@effect(CARD_EFFECTS, "pyrotechnics")
def pyrotechnics_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    if ch.room in state.fire:
        return [("extinguish",)]
    found = [w for w in sorted(ch.weapons) if item_card(w) in cat(state).items]
    return [("fire", i) for i in sorted(ch.items) + found]


@resolves(CARD_EFFECTS, "pyrotechnics")
def pyrotechnics(state: State, seat: int, source: str, params: Params) -> None:
    """Discard an Item to put Fire in your room, or remove your room's Fire (T14)."""
    ch = state.characters[seat]
    if params[0] == "extinguish":
        remove_fire(state, ch.room, "PUB-CHAR-03")
        return
    discard_item(state, ch, params[1], "PUB-CHAR-03")
    place_fire(state, ch.room, "PUB-CHAR-03")


PLUGIN = register(Plugin(id="base/card_effects", kind="base", hooks={}))
