"""Computer Actions (lockdown-base.md §7.3, LD-CPU-01..06, LD-ERR-02, T7).

A character in a room whose tile shows a Computer (room_tiles.toml `computer`), in a Section with Power, out of
Combat, with no Malfunction in the room (LD-CPU-04, LD-CPU-05), may pay the face-up Computer card's cost and take
ONE of its three options (LD-CPU-01). It is an action of its own, not the room's Room Action (LD-CPU-05). The
used card goes to the Computer discard pile and the next one is turned up (LD-CPU-02, LD-ERR-02); when that is
the Lock-down card, the user's room gets a Malfunction, the deck is shuffled with its discards and a new card is
turned up, again until it is not Lock-down (LD-CPU-03).

The options (computer_actions.toml): move_rover (the Rover leaves the Exit Room or comes back, LD-EXIT-04),
peek_css (secretly see one face-down CSS token), peek_contingencies (another character in your Section: see all
the Contingency tokens their player holds), gain_knowledge (+1), swap_power (two Power tokens trade places, each
keeping its side), clear_fire_retreat (a room's Fire goes, its Intruders retreat), door_control (open a closed
door or close an open corridor, outside the Technical Corridors).
"""

from __future__ import annotations

from itertools import combinations

from engine import hooks, rng
from engine.catalog import cat
from engine.choice_text import seat
from engine.decisions import Choice
from engine.effects import log, place_malfunction, remove_fire
from engine.flow import op, push_seq
from engine.hooks import Hook, Plugin, register
from engine.i18n import N_, _
from engine.maps.lockdown.cards import lockdown_cards
from engine.maps.lockdown.darkness import facility, powered, section_of
from engine.maps.lockdown.state import SECTIONS_AND_ELEVATOR, lockdown_state
from engine.rules.actions import payable
from engine.rules.board import in_combat, intruders_in, rooms_by_number
from engine.rules.doors import all_door_options, toggle_door
from engine.rules.intruder_moves import retreat
from engine.state import State, Task

OPS: dict = {}


def _cards(state: State):
    return lockdown_cards(cat(state))["computer_deck"].cards


def computer_room(state: State, room: str) -> bool:
    """A room whose tile shows a Computer, explored, in a powered Section, with no Malfunction (LD-CPU-01,
    LD-CPU-04, LD-CPU-06)."""
    tile = cat(state).tiles.get(state.tiles.get(room, ""))
    section = section_of(state, room)
    return (tile is not None and tile.computer and state.explored.get(room, False) and bool(section)
            and powered(state, section) and room not in state.malfunction)


def face_up(state: State):
    """The face-up Computer card, or None."""
    up = lockdown_state(state).computer_up
    return _cards(state).get(up) if up else None


def option_params(state: State, seat: int, option: str) -> list[tuple[str, ...]]:
    """The concrete uses of one Computer option for `seat` now; [] if it would do nothing."""
    s = lockdown_state(state)
    ch = state.characters[seat]
    if option == "move_rover":
        return [()]
    if option == "peek_css":
        return [(slot,) for slot in sorted(s.css, key=int) if slot not in s.css_revealed]
    if option == "peek_contingencies":
        section = section_of(state, ch.room)
        return [(str(o.seat),) for o in state.characters if o.seat != seat and o.status == "aboard" and section
                and section_of(state, o.room) == section and s.contingency.get(str(o.seat))]
    if option == "gain_knowledge":
        return [()]
    if option == "swap_power":
        return [pair for pair in combinations(SECTIONS_AND_ELEVATOR, 2) if all(k in s.power for k in pair)]
    if option == "clear_fire_retreat":
        return [(r,) for r in rooms_by_number(state) if r in state.fire or intruders_in(state, r)]
    if option == "door_control":
        return list(all_door_options(state))
    return []


def computer_actions(state: State, seat: int) -> list[Choice]:
    """Choice("computer", (option, *params)) for each option of the face-up card usable here (LD-CPU-01)."""
    ch = state.characters[seat]
    card = face_up(state)
    if (card is None or card.lockdown or ch.status != "aboard" or not computer_room(state, ch.room)
            or in_combat(state, seat) or len(payable(ch)) < card.cost):
        return []
    return [Choice("computer", (o, *p)) for o in card.options for p in option_params(state, seat, o)]


def _computer(state: State, seat: int, choice: Choice) -> None:
    card = face_up(state)
    assert card is not None
    push_seq(state, [("pay", seat, card.cost), ("computer_use", seat, *choice.args)])


@op("computer_use", OPS)
def computer_use(state: State, task: Task) -> None:
    """Carry out the chosen option, then the card goes to the discard pile and the next is turned up."""
    seat, option, params = int(task.args[0]), str(task.args[1]), tuple(str(a) for a in task.args[2:])
    EFFECTS[option](state, seat, params)
    s = lockdown_state(state)
    if s.computer_up:
        s.computer_discard.append(s.computer_up)
        s.computer_up = ""
    turn_up(state, seat)


def turn_up(state: State, seat: int) -> None:
    """Turn up the next Computer card; Lock-down puts a Malfunction in the seat's room and the deck is shuffled
    with its discards, and a new card is turned up, as often as Lock-down shows (LD-CPU-02, LD-CPU-03)."""
    s = lockdown_state(state)
    cards = _cards(state)
    for _i in range(len(cards) * 4):  # a bounded loop: the shuffle cannot give Lock-down forever
        if not s.computer_deck:
            s.computer_deck, s.computer_discard = s.computer_discard, []
            rng.shuffle(state, s.computer_deck)
        if not s.computer_deck:
            return
        s.computer_up = s.computer_deck.pop()
        log(state, "LD-CPU-02", "computer_card_up", card=s.computer_up)
        if not cards[s.computer_up].lockdown:
            return
        room = state.characters[seat].room
        log(state, "LD-CPU-03", "computer_lockdown", seat=seat, room=room)
        place_malfunction(state, room, "LD-CPU-03")
        s.computer_deck = s.computer_deck + s.computer_discard + [s.computer_up]
        s.computer_discard, s.computer_up = [], ""
        rng.shuffle(state, s.computer_deck)


# --- the options -----------------------------------------------------------------------------------------

def _move_rover(state: State, seat: int, params: tuple[str, ...]) -> None:
    s = lockdown_state(state)
    exit_room = facility(state).exit_room
    s.rover = "" if s.rover == exit_room else exit_room
    log(state, "LD-EXIT-04", "rover_back" if s.rover else "rover_away", seat=seat)


def _peek_css(state: State, seat: int, params: tuple[str, ...]) -> None:
    slot = params[0]
    face = lockdown_state(state).css[slot]
    state.characters[seat].knowledge[f"css:{slot}"] = face
    log(state, "LD-CPU-01", "cpu_css_peeked", seat=seat, slot=slot)
    log(state, "LD-CPU-01", "cpu_css_peek_result", visible_to=(seat,), seat=seat, slot=slot, face=face)


def _peek_contingencies(state: State, seat: int, params: tuple[str, ...]) -> None:
    other = params[0]
    tokens = lockdown_state(state).contingency.get(other, [])
    known = state.characters[seat].knowledge
    for i, token in enumerate(tokens):
        known[f"ctg:{other}:{i}"] = token
    log(state, "LD-CPU-01", "cpu_contingency_peeked", seat=seat, other=int(other))
    log(state, "LD-CPU-01", "cpu_contingency_peek_result", visible_to=(seat,), seat=seat, other=int(other),
        tokens=",".join(tokens))


def _gain_knowledge(state: State, seat: int, params: tuple[str, ...]) -> None:
    gain = hooks.service(state, "gain_knowledge")
    if gain is not None:
        gain(state, seat, 1, "LD-CPU-01")
        return
    s = lockdown_state(state)
    s.knowledge[str(seat)] = s.knowledge.get(str(seat), 0) + 1
    log(state, "LD-CPU-01", "knowledge_gained", seat=seat, amount=1, total=s.knowledge[str(seat)])


def _swap_power(state: State, seat: int, params: tuple[str, ...]) -> None:
    power = lockdown_state(state).power
    a, b = params
    power[a], power[b] = power[b], power[a]
    log(state, "LD-CPU-01", "power_swapped", seat=seat, first=a, second=b)


def _clear_fire_retreat(state: State, seat: int, params: tuple[str, ...]) -> None:
    room = params[0]
    remove_fire(state, room, "LD-CPU-01")
    for intruder in intruders_in(state, room):
        retreat(state, intruder)


def _door_control(state: State, seat: int, params: tuple[str, ...]) -> None:
    toggle_door(state, params[0], params[1], "LD-CPU-01")


EFFECTS = {"move_rover": _move_rover, "peek_css": _peek_css, "peek_contingencies": _peek_contingencies,
           "gain_knowledge": _gain_knowledge, "swap_power": _swap_power, "clear_fire_retreat": _clear_fire_retreat,
           "door_control": _door_control}

TEMPLATES = {
    "computer_card_up": "The Computer shows {card}",
    "computer_lockdown": "Lock-down! The Computer fails in {room:roomno}",
    "rover_away": "{seat} sends the Rover away from the Facility",
    "rover_back": "{seat} brings the Rover back to the Exit Room",
    "cpu_css_peeked": "{seat} checks the CSS token on slot {slot}",
    "cpu_css_peek_result": "{seat} sees the CSS token on slot {slot}: {face}",
    "cpu_contingency_peeked": "{seat} looks into {other:seat}'s Contingency tokens",
    "cpu_contingency_peek_result": "{seat} sees {other:seat}'s Contingency tokens: {tokens}",
    "power_swapped": "{seat} swaps the Power tokens of {first} and {second}",
    "action.computer": "{seat}'s action: use the Computer",
}
def computer_phrase(args: tuple[str, ...]) -> str:
    """What one Computer option does, with its parameters ("peek_css", "11" -> "look at the CSS token on slot 11")."""
    option, rest = args[0], args[1:]
    if option == "swap_power" and len(rest) == 2:
        return _("swap the Power tokens of {first} and {second}").format(first=rest[0], second=rest[1])
    if option == "door_control" and len(rest) == 2:
        if rest[0] in DOOR_WORDS:
            return _(DOOR_WORDS[rest[0]]).format(corridor=rest[1])
        return f"{rest[0]} {rest[1]}"
    if option == "move_rover":
        return _("send the Rover away, or bring it back to the Exit Room")
    if option == "peek_css" and rest:
        return _("secretly look at the CSS token on slot {slot}").format(slot=rest[0])
    if option == "peek_contingencies" and rest:
        return _("secretly look at the Contingency tokens of {seat}").format(seat=seat(rest[0]))
    if option == "gain_knowledge":
        return _("gain 1 Knowledge")
    if option == "clear_fire_retreat" and rest:
        return _("clear the fire in {room} and drive back the Intruders there").format(room=rest[0])
    return " ".join(args).replace("_", " ")


DOOR_WORDS = {"open": N_("open the door of {corridor}"), "close": N_("close the door of {corridor}")}


def _computer_text(args: tuple[str, ...], known) -> str:
    return _("Computer: {what}").format(what=computer_phrase(args)) if args else _("Use the Computer")


CHOICES = {"computer": _computer_text}

PART = register(Plugin(id="map:lockdown/computer", kind="map", templates=TEMPLATES, choices=CHOICES, hooks={
    Hook.OPS: OPS,
    Hook.ACTION_PROVIDERS: computer_actions,
    Hook.ACTION_PERFORMERS: {"computer": _computer},
}))
