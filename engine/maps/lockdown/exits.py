"""The Exit Room, the Main Gate, the Bunker and the Rover (lockdown-base.md §3.6, LD-EXIT-01..08, LD-ACT-17).

The Main Gate (`LockdownState.gate_open`) starts closed and opens, never to close again, on the first
character's death (here, through CHARACTER_DEATH) or when the Autodestruction turns red (the Autodestruction
rules open it). *Escape the Facility* is its own action (not a Room Action, cost `escape_facility_cost`): in the
Exit Room, with the Gate open, no Intruder there, and either the Rover at the Exit Room (the ride is safe; the
Rover stays at the Bunker, away, until a Computer Action brings it back) or an Enviro-Suit (or the Battle Suit,
LD-EXIT-08): then a Noise roll, and an Intruder that appears spoils the attempt. A character in the Bunker is out
of play and survives unless something at the end says otherwise (status "bunker", LD-EXIT-07). The Battle Suit
also keeps Slime and the wounds of Fire off its wearer (the core's modifiers "slime_sticks" and "fire_wounds").
"""

from __future__ import annotations

from engine.catalog import cat, item_card, opt
from engine.decisions import Choice
from engine.effects import log, set_character_status
from engine.flow import op, push_seq
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.darkness import facility
from engine.maps.lockdown.state import lockdown_state
from engine.rules.actions import payable
from engine.rules.board import in_combat, intruders_in
from engine.rules.wounds import check_last_character
from engine.state import Character, State, Task

OPS: dict = {}
SUIT_EFFECTS = ("enviro_suit", "battle_suit")  # items.toml effects that let one leave without the Rover


def exit_room(state: State) -> str:
    return facility(state).exit_room


def open_gate(state: State, rule: str) -> None:
    """The Main Gate opens for good (LD-EXIT-03); opening it again does nothing."""
    s = lockdown_state(state)
    if not s.gate_open:
        s.gate_open = True
        log(state, rule, "gate_opened")


def first_death(state: State, ch: Character) -> None:
    """The first character to die opens the Main Gate (LD-EXIT-03 a)."""
    open_gate(state, "LD-EXIT-03")


def has_suit(state: State, ch: Character, effects: tuple[str, ...] = SUIT_EFFECTS) -> bool:
    """The character carries an Enviro-Suit, or wears an active Battle Suit (LD-EXIT-05, LD-EXIT-08); with
    `effects`, an Item of one of those effects."""
    items = cat(state).items
    owned = list(ch.items) + [q for q, on in ch.quests.items() if on]
    return any(getattr(items.get(item_card(i)), "effect", "") in effects for i in owned)


def _armoured(state: State, seat: int) -> bool:
    return 0 <= seat < len(state.characters) and has_suit(state, state.characters[seat], ("battle_suit",))


def slime_sticks(state: State, value: bool, seat: int = -1, **_ctx: object) -> bool:
    """The Battle Suit: Slime markers no longer touch its wearer (LD-QUEST-01, T14 gist)."""
    return value and not _armoured(state, seat)


def fire_wounds(state: State, value: bool, seat: int = -1, **_ctx: object) -> bool:
    """The Battle Suit: a round ended in a burning room does not wound its wearer (LD-QUEST-01, T14 gist)."""
    return value and not _armoured(state, seat)


def rover_here(state: State) -> bool:
    return lockdown_state(state).rover == exit_room(state)


def escape_ways(state: State, seat: int) -> list[str]:
    """How the character may leave for the Bunker now: "rover" and/or "suit" (LD-EXIT-05); [] if it may not."""
    ch = state.characters[seat]
    if (ch.status != "aboard" or ch.room != exit_room(state) or not lockdown_state(state).gate_open
            or intruders_in(state, ch.room) or in_combat(state, seat)):
        return []
    return [w for w, ok in (("rover", rover_here(state)), ("suit", has_suit(state, ch))) if ok]


def escape_actions(state: State, seat: int) -> list[Choice]:
    """Escape the Facility, by each way open to the character, if it can pay (LD-EXIT-05, LD-EXIT-06)."""
    if len(payable(state.characters[seat])) < int(opt(state, "escape_facility_cost")):
        return []
    return [Choice("escape_facility", (way,)) for way in escape_ways(state, seat)]


def _escape(state: State, seat: int, choice: Choice) -> None:
    way = choice.args[0]
    tasks: list[tuple] = [("pay", seat, int(opt(state, "escape_facility_cost")))]
    if way == "suit":
        tasks.append(("noise_roll", seat))
    push_seq(state, [*tasks, ("escape_facility", seat, way)])


@op("escape_facility", OPS)
def escape(state: State, task: Task) -> None:
    """By Rover: the Rover and the character reach the Bunker, safe. In a suit, after the Noise roll: an Intruder
    in the room spoils it (the character stays, in Combat), else the character reaches the Bunker (LD-EXIT-05)."""
    seat, way = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    if ch.status != "aboard":
        return
    if way == "rover":
        lockdown_state(state).rover = ""
        log(state, "LD-EXIT-06", "rover_to_bunker", seat=seat)
    elif intruders_in(state, ch.room):
        log(state, "LD-EXIT-05", "escape_failed", seat=seat)
        return
    ch.passed = True
    set_character_status(state, ch, "bunker", "LD-EXIT-07")
    check_last_character(state)


TEMPLATES = {
    "gate_opened": "The Main Gate opens",
    "rover_to_bunker": "{seat} drives the Rover through the Main Gate to the Bunker",
    "escape_failed": "{seat} fails to slip out to the Bunker",
    "character_bunker": "{seat} reaches the Bunker, safe",
    "action.escape_facility": "{seat}'s action: escape the Facility",
}
CHOICES = {"escape_facility": lambda args, known: (_("Escape the Facility in the Rover") if args[:1] == ("rover",)
                                                   else _("Escape the Facility in your suit (after a noise roll)"))}

PART = register(Plugin(id="map:lockdown/exits", kind="map", templates=TEMPLATES, choices=CHOICES, hooks={
    Hook.OPS: OPS,
    Hook.MODIFIERS: {"slime_sticks": slime_sticks, "fire_wounds": fire_wounds},
    Hook.CHARACTER_DEATH: first_death,
    Hook.ACTION_PROVIDERS: escape_actions,
    Hook.ACTION_PERFORMERS: {"escape_facility": _escape},
    Hook.SERVICES: {"open_gate": open_gate},
}))
