"""Room actions of every room tile and special room except Storage and Armory (PUB-ROOM-01..11, T2;
PUB-SIGNAL-01, PUB-WEAK-02, PUB-NEST-02, PUB-CONT-06, PUB-SELFDESTRUCT-01, PUB-COORD-02..04, PUB-HIB-02,
PUB-POD-02, PUB-ENGINE-02/04).

Each `ROOM_EFFECTS[tile]` lists the concrete uses (`options`) and carries one out (`resolve`); costs, timing,
Combat and Malfunction are checked in engine/rules/actions.py (PUB-ACT-06). Pods, engines, coordinates and
Self-Destruct live in ship.py; the Emergency Airlock check runs when the Player phase ends (PUB-ROOM-10).
Options: hibernation_open_at.
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log, remove_fire, set_door
from engine.flow import ask, op, push, push_seq
from engine.hooks import Hook, Plugin, register
from engine.maps.nemesis_ship import systems as ship
from engine.maps.nemesis_ship.state import ship_state, signalled
from engine.rules.board import characters_in, corridors_of, intruders_in, room_number, rooms_by_number
from engine.rules.contamination import cleanse, owned_contamination, scan_hand
from engine.rules.doors import all_door_options, door_options, toggle_door
from engine.rules.injury import injure_and_check, kill_intruder
from engine.rules.intruder_moves import retreat
from engine.rules.registry import ROOM_EFFECTS, Params, always, effect, resolves
from engine.rules.wounds import kill, light_wound
from engine.state import Character, State, Task

OPS: dict = {}
PILOT = "pilot"  # the character whose trait Authorization adds a door to the Cockpit action (PUB-COORD-04)
POSITIONS = ("A", "B", "C", "D")  # Destination track (PUB-COORD-01)


def _op(name: str):
    return op(name, OPS)


def _ch(state: State, seat: int) -> Character:
    return state.characters[seat]


def force_pass(state: State, seat: int, rule: str) -> None:
    """A forced pass is an ordinary pass: Bleeding, then Fire at the end of the round (PUB-ROUND-11); no
    discard question, since Surgery has just shuffled the whole hand away."""
    push(state, "forced_pass", seat, 1, 0)


# --- Comms Room, Emergency Room, Canteen, Shower, Surgery -------------------------------------------

@effect(ROOM_EFFECTS, "comms_room")
def comms_options(state: State, seat: int, room: str) -> list[Params]:
    return [] if signalled(state, seat) else [()]


@resolves(ROOM_EFFECTS, "comms_room")
def send_signal(state: State, seat: int, room: str, params: Params) -> None:
    """Send the Signal, at most once per character (PUB-SIGNAL-01/02)."""
    ship_state(state).signals = sorted({*ship_state(state).signals, seat})
    log(state, "PUB-SIGNAL-01", "signal_sent", seat=seat)


@effect(ROOM_EFFECTS, "emergency_room")
def emergency_options(state: State, seat: int, room: str) -> list[Params]:
    """One treatment: dress all Serious Wounds / heal 1 dressed one / heal all Light Wounds (GAP-PUB-22)."""
    ch = _ch(state, seat)
    return [p for p, ok in ((("dress",), ch.serious), (("heal_dressed",), ch.dressed),
                            (("heal_light",), ch.light_wounds)) if ok]


@resolves(ROOM_EFFECTS, "emergency_room")
def treat(state: State, seat: int, room: str, params: Params) -> None:
    ch = _ch(state, seat)
    if params[0] == "dress":
        log(state, "PUB-WOUND-04", "wounds_dressed", seat=seat, count=len(ch.serious))
        ch.dressed = sorted(ch.dressed + ch.serious)
        ch.serious = []
    elif params[0] == "heal_dressed":
        card = ch.dressed.pop(0)
        state.wound_discard.append(card)  # PUB-WOUND-13
        log(state, "PUB-WOUND-04", "wound_healed", seat=seat, card=card)
    else:
        log(state, "PUB-WOUND-05", "light_wounds_healed", seat=seat, count=ch.light_wounds)
        ch.light_wounds = 0


def _contaminated_hand(ch: Character) -> bool:
    return bool(owned_contamination(ch, ("hand",)))


@effect(ROOM_EFFECTS, "canteen")
def canteen_options(state: State, seat: int, room: str) -> list[Params]:
    """Heal 1 Light Wound, with or without scanning the hand as Rest does (T2, PUB-CONT-06)."""
    ch = _ch(state, seat)
    out: list[Params] = [("heal",)] if ch.light_wounds else []
    if ch.light_wounds or _contaminated_hand(ch):
        out.append(("heal_scan",))
    return out


@resolves(ROOM_EFFECTS, "canteen")
def canteen(state: State, seat: int, room: str, params: Params) -> None:
    ch = _ch(state, seat)
    if ch.light_wounds:
        ch.light_wounds -= 1
        log(state, "PUB-WOUND-05", "light_wound_healed", seat=seat, total=ch.light_wounds)
    if params[0] == "heal_scan":
        scan_hand(state, ch, "PUB-CONT-06")


@effect(ROOM_EFFECTS, "shower_room")
def shower_options(state: State, seat: int, room: str) -> list[Params]:
    """Discard the Slime marker, with or without scanning the hand (T2, PUB-SLIME-03, PUB-CONT-06)."""
    ch = _ch(state, seat)
    out: list[Params] = [("clean",)] if ch.slime else []
    if ch.slime or _contaminated_hand(ch):
        out.append(("clean_scan",))
    return out


@resolves(ROOM_EFFECTS, "shower_room")
def shower(state: State, seat: int, room: str, params: Params) -> None:
    ch = _ch(state, seat)
    if ch.slime:
        ch.slime = False
        log(state, "PUB-SLIME-03", "slime_removed", seat=seat)
    if params[0] == "clean_scan":
        scan_hand(state, ch, "PUB-CONT-06")


@effect(ROOM_EFFECTS, "surgery")
def surgery_options(state: State, seat: int, room: str) -> list[Params]:
    return always(state, seat, room)


@resolves(ROOM_EFFECTS, "surgery")
def surgery(state: State, seat: int, room: str, params: Params) -> None:
    """Scan everything, remove INFECTED cards and the Larva, 1 Light Wound, every card into a new Action
    deck (hand empty), then pass (PUB-CONT-06, GAP-PUB-21, PUB-ROUND-11)."""
    ch = _ch(state, seat)
    cleanse(state, ch, "PUB-CONT-06")
    light_wound(state, ch, 1, "PUB-CONT-06")
    if ch.status != "aboard":
        return
    ch.deck = ch.deck + ch.hand + ch.discard
    ch.hand, ch.discard = [], []
    rng.shuffle(state, ch.deck)
    log(state, "PUB-CONT-06", "action_deck_rebuilt", seat=seat, cards=len(ch.deck))
    force_pass(state, seat, "PUB-ROUND-11")


# --- Fire Control, Generator, Laboratory, Nest -----------------------------------------------------

@effect(ROOM_EFFECTS, "fire_control")
def fire_control_options(state: State, seat: int, room: str) -> list[Params]:
    """Any room where it does something: a Fire marker or Intruders to drive back (T2, PUB-FIRE-09)."""
    return [(r,) for r in rooms_by_number(state) if r in state.fire or intruders_in(state, r)]


@resolves(ROOM_EFFECTS, "fire_control")
def fire_control(state: State, seat: int, room: str, params: Params) -> None:
    """Discard the Fire there; every Intruder there retreats, each on its own Event card (PUB-FIRE-09,
    PUB-INJ-06); the species may injure each first (the Intruders' Susceptibility to Phosphates, T7)."""
    target = params[0]
    remove_fire(state, target, "PUB-FIRE-09")
    for intruder in intruders_in(state, target):
        if hooks.modify(state, "extinguisher_injuries", 0):
            injure_and_check(state, intruder, hooks.modify(state, "extinguisher_injuries", 0), "PUB-WEAK-03")
        if any(i.id == intruder.id and i.room == target for i in state.intruders):
            retreat(state, intruder)


@effect(ROOM_EFFECTS, "generator")
def generator_options(state: State, seat: int, room: str) -> list[Params]:
    return ship.self_destruct_options(state)


@resolves(ROOM_EFFECTS, "generator")
def generator(state: State, seat: int, room: str, params: Params) -> None:
    ship.set_self_destruct(state, params[0] == "start", "PUB-SELFDESTRUCT-01")


def objects_here(state: State, ch: Character) -> list[str]:
    """Heavy Objects on the floor of the character's room and in its hands."""
    return sorted(state.objects.get(ch.room, []) + ch.heavy)


# --- Airlock Control, Command Center, Hatch Control, Monitoring, Engine Control ------------------------

def airlock_targets(state: State, room: str) -> list[str]:
    """Another explored yellow room, none of its corridors with a Destroyed Door, not already being
    sealed (PUB-ROOM-10, PUB-ROOM-11)."""
    c = cat(state)
    out = []
    for r in rooms_by_number(state):
        doors = [state.doors.get(k) for k in corridors_of(state, r, with_tech=False)]
        if (r != room and state.explored.get(r) and c.tiles[state.tiles[r]].colour == "yellow"
                and "destroyed" not in doors and r not in ship_state(state).airlocks):
            out.append(r)
    return out


@effect(ROOM_EFFECTS, "airlock_control")
def airlock_options(state: State, seat: int, room: str) -> list[Params]:
    return [(r,) for r in airlock_targets(state, room)]


@resolves(ROOM_EFFECTS, "airlock_control")
def airlock(state: State, seat: int, room: str, params: Params) -> None:
    """Close every open door of the target; the check comes when the Player phase ends (PUB-ROOM-10)."""
    target = params[0]
    for corridor in corridors_of(state, target, with_tech=False):
        if corridor not in state.doors:
            set_door(state, corridor, "closed", "PUB-ROOM-10")
    ship_state(state).airlocks[target] = seat
    log(state, "PUB-ROOM-10", "airlock_started", seat=seat, room=target)


def start_airlock(state: State, room: str, rule: str) -> None:
    """An Event card starts the procedure in `room`: its doors close, the check comes as for the room action
    (PUB-ROOM-10); no seat started it (-1)."""
    for corridor in corridors_of(state, room, with_tech=False):
        if corridor not in state.doors:
            set_door(state, corridor, "closed", rule)
    ship_state(state).airlocks[room] = -1
    log(state, rule, "airlock_glitch_started", room=room)


def airlock_check(state: State) -> None:
    """Each sealed room whose doors are all still Closed is vented: characters and Intruders there die,
    uncarried Eggs are destroyed, the Fire goes out (PUB-ROOM-10)."""
    pending, ship_state(state).airlocks = ship_state(state).airlocks, {}
    for room in sorted(pending, key=lambda r: room_number(state, r)):
        if any(state.doors.get(k) != "closed" for k in corridors_of(state, room, with_tech=False)):
            log(state, "PUB-ROOM-10", "airlock_open", room=room)
            continue
        log(state, "PUB-ROOM-10", "airlock_vented", room=room)
        for intruder in intruders_in(state, room):
            kill_intruder(state, intruder, "PUB-ROOM-10")
        eggs = state.objects.get(room, []).count("egg")
        if eggs:
            state.objects[room] = [o for o in state.objects[room] if o != "egg"]
            log(state, "PUB-ROOM-10", "eggs_destroyed_here", room=room, count=eggs)
        remove_fire(state, room, "PUB-ROOM-10")
        for ch in characters_in(state, room):
            kill(state, ch, "airlock", "PUB-ROOM-10")


@effect(ROOM_EFFECTS, "command_center")
def command_options(state: State, seat: int, room: str) -> list[Params]:
    """Any room with at least one door that can still move (PUB-DOOR-06)."""
    return [(r,) for r in rooms_by_number(state) if door_options(state, r)]


@resolves(ROOM_EFFECTS, "command_center")
def command_center(state: State, seat: int, room: str, params: Params) -> None:
    push(state, "command_doors", seat, params[0], "")


@_op("command_doors")
def command_doors(state: State, task: Task) -> None:
    """Open or close the room's doors one by one, each at most once, until "done" (T2 Command Center)."""
    seat, room, done = int(task.args[0]), str(task.args[1]), str(task.args[2])
    moved = done.split(",") if done else []
    options = [Choice("door", m) for m in door_options(state, room) if m[1] not in moved]
    if options:
        ask(state, seat, DecisionKind.CHOOSE_OPTION, options + [Choice("done")], "PUB-DOOR-06", "command_door",
            (str(seat), room, done))


@_op("command_door")
def command_door(state: State, task: Task) -> None:
    seat, room, done = int(task.args[0]), str(task.args[1]), str(task.args[2])
    assert task.choice is not None
    if task.choice.kind == "door":
        move, corridor = task.choice.args
        toggle_door(state, move, corridor, "PUB-DOOR-06")
        push(state, "command_doors", seat, room, ",".join(filter(None, [done, corridor])))


@effect(ROOM_EFFECTS, "hatch_control")
def hatch_options(state: State, seat: int, room: str) -> list[Params]:
    return [("unlock" if p.locked else "lock", str(p.number)) for p in sorted(ship_state(state).pods, key=lambda p: p.number)]


@resolves(ROOM_EFFECTS, "hatch_control")
def hatch_control(state: State, seat: int, room: str, params: Params) -> None:
    ship.set_pod_lock(state, int(params[1]), params[0] == "lock", "PUB-POD-04")


@effect(ROOM_EFFECTS, "monitoring_room")
def monitoring_options(state: State, seat: int, room: str) -> list[Params]:
    return [(r,) for r in rooms_by_number(state) if not state.explored.get(r, True)]


@resolves(ROOM_EFFECTS, "monitoring_room")
def monitoring(state: State, seat: int, room: str, params: Params) -> None:
    """Secretly look at an unexplored tile and its Exploration token (T2 Monitoring Room)."""
    target = params[0]
    ch = _ch(state, seat)
    tile = state.tiles[target]
    ch.knowledge[f"tile:{target}"] = tile
    index = state.exploration.get(target)
    token = cat(state).exploration[index][0] if index is not None else "none"
    ch.knowledge[f"token:{target}"] = token
    log(state, "PUB-ROOM-02", "room_monitored", seat=seat, room=target)
    log(state, "PUB-ROOM-02", "monitor_result", visible_to=(seat,), seat=seat, room=target, tile=tile, token=token)


@effect(ROOM_EFFECTS, "engine_control")
def engine_control_options(state: State, seat: int, room: str) -> list[Params]:
    return always(state, seat, room)


@resolves(ROOM_EFFECTS, "engine_control")
def engine_control(state: State, seat: int, room: str, params: Params) -> None:
    for engine in sorted(ship_state(state).engines):
        ship.check_engine(state, seat, engine, "PUB-ENGINE-04")


# --- Evacuation Sections, Cockpit, Hibernatorium, Engines --------------------------------------------

@effect(ROOM_EFFECTS, "evacuation_a", "evacuation_b")
def evacuation_options(state: State, seat: int, room: str) -> list[Params]:
    return [(str(p.number),) for p in ship.enterable_pods(state, state.tiles[room])]


@resolves(ROOM_EFFECTS, "evacuation_a", "evacuation_b")
def evacuation(state: State, seat: int, room: str, params: Params) -> None:
    """Try to enter the pod: a Noise roll first (PUB-POD-02, PUB-POD-09)."""
    push_seq(state, [("noise_roll", seat), ("pod_enter", seat, room, params[0])])


@effect(ROOM_EFFECTS, "cockpit")
def cockpit_options(state: State, seat: int, room: str) -> list[Params]:
    """Check Coordinates, or Set Destination to another position unless anyone hibernates (PUB-COORD-02/03)."""
    out: list[Params] = [("check",)]
    if not ship.anyone_hibernating(state):
        out += [("set", p) for p in POSITIONS if p != ship_state(state).destination]
    return out


@resolves(ROOM_EFFECTS, "cockpit")
def cockpit(state: State, seat: int, room: str, params: Params) -> None:
    if params[0] == "check":
        ship.check_coordinates(state, seat, "PUB-COORD-02")
    else:
        ship.set_destination(state, seat, params[1], "PUB-COORD-02")
    if _ch(state, seat).character == PILOT and opt(state, "traits_used") and all_door_options(state):
        options = [Choice("door", m) for m in all_door_options(state)] + [Choice("no_door")]
        ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "PUB-COORD-04", "pilot_door", (str(seat),))


@_op("pilot_door")
def pilot_door(state: State, task: Task) -> None:
    """Authorization: also open or close any 1 door on the ship (PUB-COORD-04)."""
    assert task.choice is not None
    if task.choice.kind == "door":
        toggle_door(state, task.choice.args[0], task.choice.args[1], "PUB-COORD-04")


@effect(ROOM_EFFECTS, "hibernatorium")
def hibernatorium_options(state: State, seat: int, room: str) -> list[Params]:
    return [()] if ship.hibernation_open(state) else []


@resolves(ROOM_EFFECTS, "hibernatorium")
def hibernatorium(state: State, seat: int, room: str, params: Params) -> None:
    push_seq(state, [("noise_roll", seat), ("hibernate", seat, room)])


@effect(ROOM_EFFECTS, "engine_1", "engine_2", "engine_3")
def engine_options(state: State, seat: int, room: str) -> list[Params]:
    return [()] if ship.engine_of(state, room) else []


@resolves(ROOM_EFFECTS, "engine_1", "engine_2", "engine_3")
def engine_room(state: State, seat: int, room: str, params: Params) -> None:
    engine = ship.engine_of(state, room)
    assert engine is not None
    ship.check_engine(state, seat, engine, "PUB-ENGINE-02")


PLUGIN = register(Plugin(id="map:nemesis_ship/rooms", kind="map", hooks={
    Hook.OPS: OPS,
    Hook.PLAYER_PHASE_END: airlock_check,
    Hook.SERVICES: {"start_airlock": start_airlock},
}))
