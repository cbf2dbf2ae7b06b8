"""Ship systems: Self-Destruct, Escape Pods, Engines, Coordinates and hibernation (PUB-SELFDESTRUCT-01..07,
PUB-POD-01..10, PUB-ENGINE-01..04, PUB-COORD-01..05, PUB-HIB-01..04, PUB-HEAVY-03, PUB-END-04).

Other modules call `set_self_destruct`, `self_destruct_options`, `set_pod_lock`, `engine_of`, `check_engine`,
`check_coordinates`, the flow step "repair_engine" (args: seat, engine) and `eject_pod` (Event card).
A character waiting in a pod has status "pod" and `pod` = its number; it stays in the Evacuation room but is
not "in the room" (PUB-POD-07). An Intruder found in an Evacuation room puts the waiting characters back
(PUB-POD-06); `sweep_pods` checks it at every round, action, turn start and Event step 4.
Options: self_destruct_start, self_destruct_yellow, pod_capacity, hibernation_open_at.
"""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import destroy_ship, draw_action_cards, end_game, log, set_character_status
from engine.flow import ask, op, push, push_seq
from engine.hooks import Hook, Plugin, register
from engine.maps.nemesis_ship.content import coordinates_of
from engine.maps.nemesis_ship.state import Pod, board_pod, seat_pod, ship_state
from engine.rules.board import intruders_in, is_active, room_number, turn_order
from engine.rules.wounds import check_last_character
from engine.state import Character, State, Task

OPS: dict = {}
SECTION_TILES = {"A": "evacuation_a", "B": "evacuation_b"}  # the Evacuation room of each pod section


def _op(name: str):
    return op(name, OPS)


# --- Self-Destruct ---------------------------------------------------------------------------------

def anyone_hibernating(state: State) -> bool:
    return any(c.status == "hibernating" for c in state.characters)


def self_destruct_unstoppable(state: State) -> bool:
    """On a yellow space (or beyond) the sequence can no longer be stopped (PUB-SELFDESTRUCT-04)."""
    return ship_state(state).self_destruct >= min(opt(state, "self_destruct_yellow"))


def self_destruct_options(state: State) -> list[tuple[str, ...]]:
    """Start if inactive and nobody hibernates; stop if active and not yet on yellow (PUB-SELFDESTRUCT-01/07,
    PUB-HIB-04)."""
    if ship_state(state).self_destruct < 0:
        return [] if anyone_hibernating(state) else [("start",)]
    return [] if self_destruct_unstoppable(state) else [("stop",)]


def set_self_destruct(state: State, on: bool, rule: str) -> None:
    """Starting puts the marker on the first space; stopping takes it off the track (PUB-SELFDESTRUCT-07)."""
    if on and ship_state(state).self_destruct < 0:
        ship_state(state).self_destruct = int(opt(state, "self_destruct_start"))
        log(state, rule, "self_destruct_started", position=ship_state(state).self_destruct)
        if opt(state, "pods_unlock_on_self_destruct_start"):  # the prototype (BASE-SELF-03)
            unlock_all(state, "BASE-SELF-03")
    elif not on and ship_state(state).self_destruct >= 0:
        ship_state(state).self_destruct = -1
        log(state, rule, "self_destruct_stopped")


# --- Escape Pods -----------------------------------------------------------------------------------

def pod_of(state: State, number: int) -> Pod | None:
    return next((p for p in ship_state(state).pods if p.number == number), None)


def occupants(state: State, number: int) -> list[Character]:
    return [state.characters[s] for s in turn_order(state)
            if state.characters[s].status == "pod" and seat_pod(state, s) == number]


def enterable_pods(state: State, tile: str) -> list[Pod]:
    """Unlocked pods of this Evacuation room's section with a free space (PUB-POD-01/02)."""
    return [p for p in ship_state(state).pods if SECTION_TILES[p.section] == tile and not p.locked
            and len(occupants(state, p.number)) < int(opt(state, "pod_capacity"))]


def set_pod_lock(state: State, number: int, locked: bool, rule: str) -> None:
    """Lock or unlock one pod; occupants may stay in a Locked pod (PUB-POD-04, PUB-POD-10)."""
    pod = pod_of(state, number)
    if pod is None or pod.locked == locked:
        return
    pod.locked = locked
    log(state, rule, "pod_locked" if locked else "pod_unlocked", pod=number)


def unlock_all(state: State, rule: str) -> None:
    """Every pod on the board unlocks (PUB-POD-04)."""
    unlocked = [p.number for p in ship_state(state).pods if p.locked]
    for pod in ship_state(state).pods:
        pod.locked = False
    if unlocked:
        log(state, rule, "pods_unlocked", pods=",".join(map(str, unlocked)))


def launch_pod(state: State, number: int, rule: str) -> None:
    """Everyone in the pod escapes with what they carry; the pod token leaves the game (PUB-POD-05,
    PUB-HEAVY-03, GAP-PUB-28), then the last-character check (PUB-END-04)."""
    crew = occupants(state, number)
    ship_state(state).pods = [p for p in ship_state(state).pods if p.number != number]
    log(state, rule, "pod_launched", pod=number, seats=",".join(str(c.seat) for c in crew))
    for ch in crew:
        set_character_status(state, ch, "launched", "PUB-POD-05")
        if ch.heavy:
            log(state, "PUB-HEAVY-03", "objects_along", seat=ch.seat, objects=",".join(ch.heavy))
    if crew:
        check_last_character(state)


def eject_pod(state: State, rule: str = "PUB-POD-08") -> None:
    """Evacuation Pod Ejection: the lowest-numbered pod on the board goes, Locked or not; its occupants
    escape, an empty pod is just removed (PUB-POD-08, PUB-POD-10, GAP-PUB-28)."""
    if not ship_state(state).pods:
        log(state, rule, "no_pod_left")
        return
    number = min(p.number for p in ship_state(state).pods)
    if occupants(state, number):
        launch_pod(state, number, rule)
    else:
        ship_state(state).pods = [p for p in ship_state(state).pods if p.number != number]
        log(state, rule, "pod_ejected", pod=number)


def remove_pod(state: State, section: str, rule: str) -> None:
    """An Event card takes the highest-numbered pod of a Section out of the game; anyone waiting in it is put back
    into the room (GAP-02 #17, PROPOSED: they do not escape)."""
    pods = [p for p in ship_state(state).pods if p.section == section]
    if not pods:
        log(state, rule, "no_pod_left")
        return
    number = max(p.number for p in pods)
    for ch in occupants(state, number):
        board_pod(state, ch.seat, 0)
        set_character_status(state, ch, "aboard", rule)
    ship_state(state).pods = [p for p in ship_state(state).pods if p.number != number]
    log(state, rule, "pod_removed", pod=number, section=section)


def eject_waiting(state: State, room: str, rule: str = "PUB-POD-06") -> None:
    """Everyone waiting in a pod of this Evacuation room is put back into the room (PUB-POD-06)."""
    for ch in state.characters:
        if ch.status == "pod" and ch.room == room:
            board_pod(state, ch.seat, 0)
            set_character_status(state, ch, "aboard", rule)


def sweep_pods(state: State, *_args) -> None:
    """An Intruder in an Evacuation room puts its waiting characters back (PUB-POD-06); Intruders cannot
    be there when they enter (room action), so one found there has appeared since."""
    rooms = sorted({c.room for c in state.characters if c.status == "pod"}, key=lambda r: room_number(state, r))
    for room in rooms:
        if intruders_in(state, room):
            eject_waiting(state, room)


def leave_pod(state: State, ch: Character) -> None:
    """A free action: back into the Evacuation room; it missed the draw, so it draws now (PUB-POD-06)."""
    board_pod(state, ch.seat, 0)
    set_character_status(state, ch, "aboard", "PUB-POD-06")
    rejoin(state, ch)


def rejoin(state: State, ch: Character) -> None:
    """Out of its pod before its first round: it plays this Player phase and draws the cards it missed
    (PUB-POD-06, PUB-DRAW-01)."""
    from engine.rules.turn import draw_target

    ch.passed = False
    missing = draw_target(state, ch) - len(ch.hand)
    if missing > 0:
        draw_action_cards(state, ch, missing, "PUB-DRAW-01")


@_op("pod_enter")
def pod_enter(state: State, task: Task) -> None:
    """After the Noise roll: an Intruder in the room spoils the attempt (PUB-POD-02, PUB-POD-09); otherwise
    the character is in the pod and may launch at once (PUB-POD-03). args: seat, room, pod number."""
    seat, room, number = int(task.args[0]), str(task.args[1]), int(task.args[2])
    ch = state.characters[seat]
    if not is_active(ch):
        return
    if intruders_in(state, room):
        log(state, "PUB-POD-09", "pod_entry_failed", seat=seat, pod=number)
        eject_waiting(state, room)
        return
    if pod_of(state, number) not in enterable_pods(state, state.tiles[room]):
        log(state, "PUB-POD-02", "pod_entry_failed", seat=seat, pod=number)
        return
    board_pod(state, ch.seat, number)
    ch.passed = True  # PROPOSED: waiting ends this Player phase for the character (PUB-POD-03)
    set_character_status(state, ch, "pod", "PUB-POD-02")
    ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("launch"), Choice("wait")], "PUB-POD-03",
        "pod_launch_now", (str(seat), str(number)))


@_op("pod_launch_now")
def pod_launch_now(state: State, task: Task) -> None:
    seat, number = int(task.args[0]), int(task.args[1])
    assert task.choice is not None
    if task.choice.kind == "launch":
        launch_pod(state, number, "PUB-POD-03")
    else:
        log(state, "PUB-POD-03", "pod_wait", seat=seat, pod=number)
        push(state, "bleeding", seat)  # waiting is a forced pass (PUB-ROUND-11, PUB-WOUND-08)


@_op("pod_turn")
def pod_turn(state: State, task: Task) -> None:
    """A waiting character, at the start of the Player phase: launch (Unlocked pod only), stay (it passes)
    or leave (PUB-POD-03, PUB-POD-06, PUB-POD-10)."""
    seat = int(task.args[0])
    ch = state.characters[seat]
    if ch.status != "pod":
        return
    pod = pod_of(state, seat_pod(state, ch.seat))
    options = [Choice("stay"), Choice("leave")]
    if pod is not None and not pod.locked:
        options.append(Choice("launch"))
    ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "PUB-POD-03", "pod_turn_done", (str(seat),))


@_op("pod_turn_done")
def pod_turn_done(state: State, task: Task) -> None:
    seat = int(task.args[0])
    ch = state.characters[seat]
    assert task.choice is not None
    if task.choice.kind == "launch":
        launch_pod(state, seat_pod(state, ch.seat), "PUB-POD-03")
    elif task.choice.kind == "leave":
        leave_pod(state, ch)
    else:
        ch.passed = True
        log(state, "PUB-POD-03", "passed", seat=seat)
        push(state, "bleeding", seat)  # a forced pass: Bleeding still applies (PUB-ROUND-11, PUB-WOUND-08)


# --- Hibernation -----------------------------------------------------------------------------------

def hibernation_open(state: State) -> bool:
    """The chambers open on the blue spaces of the Time track (PUB-HIB-01, GAP-PUB-01)."""
    return state.time >= int(opt(state, "hibernation_open_at"))


@_op("hibernate")
def hibernate(state: State, task: Task) -> None:
    """After the Noise roll: no Intruder appeared -> the character sleeps with what it carries
    (PUB-HIB-02, PUB-POD-09, PUB-HEAVY-03), then the last-character check (PUB-END-04). args: seat, room."""
    seat, room = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    if not is_active(ch):
        return
    if intruders_in(state, room):
        log(state, "PUB-HIB-02", "hibernation_failed", seat=seat)
        return
    ch.passed = True
    set_character_status(state, ch, "hibernating", "PUB-HIB-02")
    if ch.heavy:
        log(state, "PUB-HEAVY-03", "objects_along", seat=seat, objects=",".join(ch.heavy))
    check_last_character(state)


# --- Engines and Coordinates -----------------------------------------------------------------------

def engine_of(state: State, room: str) -> str | None:
    """The engine id ("engine_1".."engine_3") of an Engine room, else None."""
    tile = state.tiles.get(room, "")
    return tile if tile in ship_state(state).engines else None


def check_engine(state: State, seat: int, engine: str, rule: str) -> None:
    """Secretly look at an engine's top token (PUB-ENGINE-01/02/04)."""
    status = ship_state(state).engines[engine][-1]
    state.characters[seat].knowledge[f"engine:{engine}"] = status
    log(state, rule, "engine_checked", seat=seat, engine=engine)
    log(state, rule, "engine_status", visible_to=(seat,), seat=seat, engine=engine, status=status)


@_op("repair_engine")
def repair_engine(state: State, task: Task) -> None:
    """Repair / Break: look at both tokens, then keep or swap their order (PUB-ENGINE-03). args: seat, engine."""
    seat, engine = int(task.args[0]), str(task.args[1])
    stack = ship_state(state).engines[engine]
    state.characters[seat].knowledge[f"engine:{engine}"] = stack[-1]
    log(state, "PUB-ENGINE-03", "engine_tokens", visible_to=(seat,), seat=seat, engine=engine, top=stack[-1],
        bottom=stack[0])
    ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("keep"), Choice("swap")], "PUB-ENGINE-03",
        "repair_engine_done", (str(seat), engine))


@_op("repair_engine_done")
def repair_engine_done(state: State, task: Task) -> None:
    """Others only learn that the engine was handled, not how (PUB-ENGINE-03, PROPOSED)."""
    seat, engine = int(task.args[0]), str(task.args[1])
    assert task.choice is not None
    stack = ship_state(state).engines[engine]
    if task.choice.kind == "swap":
        stack.reverse()
    state.characters[seat].knowledge[f"engine:{engine}"] = stack[-1]
    log(state, "PUB-ENGINE-03", "engine_handled", seat=seat, engine=engine)
    log(state, "PUB-ENGINE-03", "engine_order", visible_to=(seat,), seat=seat, engine=engine,
        order=task.choice.kind, status=stack[-1])


def meaning(state: State) -> str:
    """Where the Destination marker leads on the face-down Coordinates card (T12)."""
    return coordinates_of(cat(state))[ship_state(state).coordinates][ship_state(state).destination]


def check_coordinates(state: State, seat: int, rule: str) -> None:
    """Secretly read the Coordinates card and what the current Destination means (PUB-COORD-01/02)."""
    ch = state.characters[seat]
    ch.knowledge["coordinates"] = ship_state(state).coordinates
    ch.knowledge["destination"] = meaning(state)
    log(state, rule, "coordinates_checked", seat=seat)
    log(state, rule, "coordinates_card", visible_to=(seat,), seat=seat, card=ship_state(state).coordinates,
        position=ship_state(state).destination, destination=meaning(state))


def set_destination(state: State, seat: int, position: str, rule: str) -> None:
    """Move the Destination marker (PUB-COORD-02); whoever knows the card knows where it now leads."""
    ship_state(state).destination = position
    log(state, rule, "destination_set", seat=seat, position=position)
    for ch in state.characters:
        if ch.knowledge.get("coordinates") == ship_state(state).coordinates:
            ch.knowledge["destination"] = meaning(state)


# --- hooks -----------------------------------------------------------------------------------------

def on_death(state: State, ch: Character) -> None:
    """The first death of the game unlocks every pod (PUB-POD-04, PUB-WOUND-09); a co-op character revived
    by the AutoDoc who dies again is not a first death (PUB-COOP-07)."""
    if sum(e.kind == "character_dead" for e in state.log) == 1:
        unlock_all(state, "PUB-POD-04")


def on_event_time(state: State) -> None:
    """Self-Destruct moves with the Time marker, the skull destroys the ship; on a yellow space it is
    unstoppable and every pod unlocks (PUB-SELFDESTRUCT-03..07)."""
    ship = ship_state(state)
    if ship.self_destruct >= 0:  # started during this Player phase: it moves now (PUB-SELFDESTRUCT-07)
        ship.self_destruct += 1
        log(state, "PUB-SELFDESTRUCT-03", "self_destruct_advanced", position=ship.self_destruct)
        if ship.self_destruct >= int(opt(state, "self_destruct_explodes_at")):  # the skull (PUB-SELFDESTRUCT-06)
            destroy_ship(state, "self_destruct", "PUB-SELFDESTRUCT-05")
    if ship_state(state).self_destruct in opt(state, "self_destruct_yellow"):
        log(state, "PUB-SELFDESTRUCT-04", "self_destruct_unstoppable", position=ship_state(state).self_destruct)
        unlock_all(state, "PUB-SELFDESTRUCT-04")
    sweep_pods(state)


def time_out(state: State) -> None:
    """The Time track ran out: a running Self-Destruct destroys the ship; else it jumps, and everyone not in
    hibernation dies (PUB-END-01/02)."""
    if ship_state(state).self_destruct >= 0:
        destroy_ship(state, "self_destruct", "PUB-END-02")
    for ch in state.characters:
        if ch.status in ("aboard", "pod"):
            ch.status = "dead"
            log(state, "PUB-END-01", "character_dead", seat=ch.seat, room=ch.room, cause="jump")
    end_game(state, "time_ran_out", "PUB-END-01")


def last_character_gone(state: State) -> None:
    """Nobody left aboard while Self-Destruct runs: the ship is destroyed (PUB-END-04)."""
    if ship_state(state).self_destruct >= 0:
        destroy_ship(state, "self_destruct", "PUB-END-04")


def on_turn_start(state: State) -> None:
    """Waiting characters decide, in turn order, before the first round (PUB-POD-03). One put back by an
    Intruder now missed the draw: it draws and plays this Player phase (PUB-POD-06)."""
    waiting = [c for c in state.characters if c.status == "pod"]
    sweep_pods(state)
    for ch in waiting:
        if ch.status == "aboard":
            rejoin(state, ch)
    push_seq(state, [("pod_turn", s) for s in turn_order(state) if state.characters[s].status == "pod"])


PLUGIN = register(Plugin(id="map:nemesis_ship/systems", kind="map", hooks={
    Hook.OPS: OPS,
    Hook.CHARACTER_DEATH: on_death,
    Hook.EVENT_TIME: on_event_time,
    Hook.TIME_OUT: time_out,
    Hook.LAST_CHARACTER_GONE: last_character_gone,
    Hook.TURN_START: on_turn_start,
    Hook.ROUND_START: sweep_pods,
    Hook.BEFORE_EFFECT: sweep_pods,
    # what the ship offers other plug-ins' cards (Items, character cards, the species' Event cards)
    Hook.SERVICES: {"engine_in": engine_of, "eject_pod": eject_pod, "remove_pod": remove_pod, "self_destruct": set_self_destruct},
    Hook.COMPUTER_ACTIONS: {"coordinates": check_coordinates},  # T14 Piloting: check the course
}))
