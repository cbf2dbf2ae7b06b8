"""Movement, exploration and Noise as the Facility runs them (LD-MOVE-*, LD-EXPL-*, LD-NOISE-*, LD-STAIR-05,
LD-ACT-18, LD-FAQ-01).

Most of it is the published game's (the core's movement, noise and exploration steps run on the Facility's
board). What differs, here:
- an Underground Danger token is resolved after Careful Movement too (LD-EXPL-02, LD-FAQ-01: the FAQ's
  errata), a Silence token turns into Danger for a character with Slime, and the Door token closes its Door
  through the Facility's limited Door tokens (doors.close_door, LD-DOOR-08);
- Drop puts a dropped Item at the bottom of its deck instead of the discard pile (LD-ACT-18);
- a Corridor touching an Emergency Staircase belongs to the Section of its other end, for the effects that
  remove Noise by Section (LD-STAIR-05): the services "corridor_section" and "clear_section_noise" (which never
  touches the Technical Corridors space, LD-TECH-07).
"""

from __future__ import annotations

from engine.catalog import cat, item_card, opt
from engine.content.loader import TECH
from engine.effects import clear_noise, log
from engine.flow import op
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown.darkness import section_of
from engine.maps.lockdown.doors import close_door
from engine.rules.item_hands import drop_thing, untape_loose
from engine.rules.noise import resolve_danger
from engine.state import Character, State, Task


def corridor_section(state: State, corridor: str) -> str:
    """The Section a Corridor belongs to: its rooms' Section; a Corridor to a Staircase takes its other end's
    (LD-STAIR-05); "" for the Technical Corridors space."""
    if corridor == TECH:
        return ""
    sections = {section_of(state, r) for r in cat(state).corridors[corridor].rooms} - {""}
    return min(sections) if sections else ""


def clear_section_noise(state: State, section: str, rule: str) -> list[str]:
    """Remove every Noise marker from the Corridors of `section` (a Corridor to a Staircase counts for its other
    end, LD-STAIR-05); the marker on the Technical Corridors space always stays (LD-TECH-07). Returns the
    Corridors cleared."""
    gone = [c for c in state.noise if c != TECH and corridor_section(state, c) == section]
    clear_noise(state, gone, rule)
    return gone


# --- Underground Exploration tokens (the core reveals, logs and sets the Item Counter first) ------------------

def silence_token(state: State, ch: Character, room: str, corridor: str, careful: bool) -> bool:
    """Nothing and no Noise roll; with Slime, Danger instead (LD-EXPL-02)."""
    if ch.slime and opt(state, "slime_turns_silence_token"):
        log(state, "LD-EXPL-02", "silence_is_danger", seat=ch.seat)
        return danger_token(state, ch, room, corridor, careful)
    return False


def danger_token(state: State, ch: Character, room: str, corridor: str, careful: bool) -> bool:
    """No Noise roll; Danger is resolved, after Careful Movement too (LD-EXPL-02, LD-FAQ-01)."""
    if careful:
        log(state, "LD-FAQ-01", "danger_after_careful", seat=ch.seat, room=room)
    resolve_danger(state, room, "LD-FAQ-01" if careful else "LD-EXPL-02")
    return False


def door_token(state: State, ch: Character, room: str, corridor: str, careful: bool) -> bool:
    """A Closed Door in the Corridor the character came through; the Noise roll still follows (LD-EXPL-02,
    LD-EXPL-03)."""
    if corridor in ("", TECH) or state.doors.get(corridor) == "destroyed":
        log(state, "LD-EXPL-02", "token_no_effect", room=room)
    else:
        close_door(state, corridor, "LD-EXPL-02")
    return True


EXPLORATION_EFFECTS = {"silence": silence_token, "danger": danger_token, "door": door_token}

# --- Drop ----------------------------------------------------------------------------------------------------

OPS: dict = {}


@op("drop", OPS)
def drop(state: State, task: Task) -> None:
    """Drop for free: an Object stays in the Room, an Item goes to the bottom of its deck (LD-ACT-18)."""
    ch = state.characters[int(task.args[0])]
    thing = str(task.args[1])
    data = cat(state).items.get(item_card(thing))
    if thing in ch.heavy or data is None or data.deck not in ITEM_DECKS:  # Objects; Quest Items (the core's way)
        drop_thing(state, ch, thing, "LD-ACT-18")
        return
    if thing in ch.items:
        ch.items.remove(thing)
    elif thing in ch.weapons:
        del ch.weapons[thing]  # its Ammo goes with it
        ch.capacity_bonus.pop(thing, None)
    else:
        return
    if thing in ch.taped:
        ch.taped.remove(thing)
    untape_loose(state, ch)
    state.item_decks.setdefault(data.deck, []).insert(0, thing)  # the deck is drawn from its end
    log(state, "LD-ACT-18", "item_to_deck_bottom", seat=ch.seat, item=thing, colour=data.deck)


ITEM_DECKS = ("green", "yellow", "red", "blue")

TEMPLATES = {
    "danger_after_careful": "Moving carefully into {room} does not stop its Danger",
    "item_to_deck_bottom": "{seat} drops {item:card}: it goes to the bottom of the {colour} Item deck",
}

PART = register(Plugin(id="map:lockdown/movement", kind="map", hooks={
    Hook.EXPLORATION_EFFECTS: EXPLORATION_EFFECTS, Hook.OPS: OPS,
    Hook.SERVICES: {"corridor_section": corridor_section, "clear_section_noise": clear_section_noise}}, templates=TEMPLATES))
