"""Action cards that move characters or embed a Shoot / Escape (PUB-MOVE-08, -09, -11, -13, PUB-CHAR-07; T14).

Order (Captain), Suppressive Fire (Captain, Scout), Covering Fire (Soldier), Technical Corridors (Mechanic),
Reconnaissance and Adrenaline (Scout), Taking Aim and Full Auto (Soldier). A card that says "perform a Shoot /
Escape" replaces that action's card cost; Ammo is still spent and an Escape is still attacked (PUB-CHAR-07).
Option read here: `duct_travel_needs_silence` (PUB-TECH-06).
Shared helpers for the other card module: `card_owner`, `is_computer_room`, `intercom_on`.
"""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.content.loader import TECH, CharacterDef
from engine.decisions import Choice, DecisionKind
from engine.effects import draw_action_cards, log, move_character, set_slime
from engine.flow import ask, op, push, push_seq
from engine.rules.actions import attack_targets
from engine.rules.board import (
    characters_in,
    has_tech,
    in_combat,
    intruders_in,
    is_active,
    open_neighbours,
    rooms_by_number,
)
from engine.rules.combat import weapon_def
from engine.rules.exploration import explore
from engine.rules.registry import CARD_EFFECTS, Params, effect, resolves
from engine.state import Character, State, Task

# T14: the Scout's Suppressive Fire moves another character only with its consent; the Captain's does not ask.
CONSENT_CARDS = ("scout_suppressive_fire",)


def card_owner(state: State, card: str) -> CharacterDef:
    """The character whose deck holds this Action card."""
    return next(c for c in cat(state).characters.values() if any(a.id == card for a in c.cards))


def is_computer_room(state: State, room: str) -> bool:
    """An explored room whose tile shows a Computer and that has no Malfunction (PUB-ROOM-03, PUB-MALF-01)."""
    tile = state.tiles.get(room)
    return (tile is not None and state.explored.get(room, False) and cat(state).tiles[tile].computer
            and room not in state.malfunction)


def intercom_on(ch: Character) -> bool:
    """The Captain's active Intercom: Order and Motivation also reach characters in Computer rooms (T14)."""
    return ch.knowledge.get("intercom", "") not in ("", "off")


def loaded_weapons(ch: Character) -> list[str]:
    return [w for w, ammo in sorted(ch.weapons.items()) if ammo >= 1]


def spend_ammo(state: State, ch: Character, weapon: str, rule: str) -> None:
    ch.weapons[weapon] -= 1
    log(state, rule, "ammo_spent", seat=ch.seat, weapon=weapon, ammo=ch.weapons[weapon])


@op("draw_cards")
def draw_cards(state: State, task: Task) -> None:
    """A card's own draw after the action it embeds (args: seat, count, rule)."""
    ch = state.characters[int(task.args[0])]
    if is_active(ch):
        draw_action_cards(state, ch, int(task.args[1]), str(task.args[2]))


# --- Order (Captain) ----------------------------------------------------------------------------------------


def order_targets(state: State, seat: int) -> list[Character]:
    """Other characters in your room (with the Intercom also those in Computer rooms), out of Combat:
    an Order is never an Escape (PUB-MOVE-11)."""
    ch = state.characters[seat]
    out = [c for c in characters_in(state, ch.room) if c.seat != seat]
    if intercom_on(ch):
        out += [c for c in state.characters if is_active(c) and c.room != ch.room and is_computer_room(state, c.room)]
    return [c for c in out if not in_combat(state, c.seat)]


@effect(CARD_EFFECTS, "order")
def order_options(state: State, seat: int, source: str) -> list[Params]:
    return [(str(t.seat), room, corridor) for t in order_targets(state, seat)
            for corridor, room in open_neighbours(state, t.room)]


@resolves(CARD_EFFECTS, "order")
def order(state: State, seat: int, source: str, params: Params) -> None:
    """The ordered character enters the room as if it moved itself: exploration, Noise roll (PUB-MOVE-11)."""
    target, room, corridor = params
    log(state, "PUB-MOVE-11", "ordered", seat=seat, target=int(target), room=room)
    push(state, "arrive", int(target), room, corridor, "move")


# --- Suppressive Fire (Captain, Scout) and Covering Fire (Soldier) -----------------------------------------


@effect(CARD_EFFECTS, "suppressive_fire")
def suppressive_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    movers = [c.seat for c in characters_in(state, ch.room)]
    return [(w, str(m), room, corridor) for w in loaded_weapons(ch) for m in movers
            for corridor, room in open_neighbours(state, ch.room)]


@resolves(CARD_EFFECTS, "suppressive_fire")
def suppressive_fire(state: State, seat: int, source: str, params: Params) -> None:
    """1 Ammo; you or another character leaves to a neighbouring room with no Intruder attacks (PUB-MOVE-08)."""
    weapon, mover, room, corridor = params
    if int(mover) != seat and source in CONSENT_CARDS:
        ask(state, int(mover), DecisionKind.CHOOSE_OPTION, [Choice("yes"), Choice("no")], "PUB-MOVE-08",
            "suppressive_consent", (str(seat), *params))
        return
    _suppressive_move(state, seat, weapon, int(mover), room, corridor)


@op("suppressive_consent")
def suppressive_consent(state: State, task: Task) -> None:
    seat, weapon, mover, room, corridor = (str(a) for a in task.args)
    assert task.choice is not None
    if task.choice.kind == "no":
        log(state, "PUB-MOVE-08", "move_refused", seat=int(mover))
        return
    _suppressive_move(state, int(seat), weapon, int(mover), room, corridor)


def _suppressive_move(state: State, seat: int, weapon: str, mover: int, room: str, corridor: str) -> None:
    spend_ammo(state, state.characters[seat], weapon, "PUB-MOVE-08")
    log(state, "PUB-MOVE-08", "left_without_attacks", seat=mover, room=room)
    push(state, "arrive", mover, room, corridor, "move")


@effect(CARD_EFFECTS, "covering_fire")
def covering_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    others = [str(c.seat) for c in characters_in(state, ch.room) if c.seat != seat]
    groups = [str(seat)] + others + [f"{seat}+{o}" for o in others]
    return [(w, g, room, corridor) for w in loaded_weapons(ch) for g in groups
            for corridor, room in open_neighbours(state, ch.room)]


@resolves(CARD_EFFECTS, "covering_fire")
def covering_fire(state: State, seat: int, source: str, params: Params) -> None:
    """1 Ammo; you and/or another character leave together, no Intruder attacks (PUB-MOVE-08, PUB-MOVE-13)."""
    weapon, group, room, corridor = params
    movers = [int(s) for s in group.split("+")]
    spend_ammo(state, state.characters[seat], weapon, "PUB-MOVE-08")
    for mover in movers:
        log(state, "PUB-MOVE-08", "left_without_attacks", seat=mover, room=room)
    if len(movers) == 1:
        push(state, "arrive", movers[0], room, corridor, "move")
    else:
        push(state, "arrive_together", movers[0], movers[1], room, corridor)


@op("arrive_together")
def arrive_together(state: State, task: Task) -> None:
    """Two characters enter at the same moment: one exploration, token effects on the card's user, at most one
    Noise roll by the user and only if the room held nobody before (PUB-MOVE-13)."""
    seat, other, room, corridor = int(task.args[0]), int(task.args[1]), str(task.args[2]), str(task.args[3])
    movers = [state.characters[s] for s in (seat, other) if is_active(state.characters[s])]
    if not movers:
        return
    empty = not characters_in(state, room) and not intruders_in(state, room)
    for ch in movers:
        move_character(state, ch, room, "PUB-MOVE-13")
    roll = True
    if not state.explored.get(room, True):
        roll = explore(state, movers[0], room, corridor)
    if state.tiles.get(room) in opt(state, "slime_tiles"):
        for ch in movers:
            set_slime(state, ch, "PUB-SLIME-04")
    if roll and empty and is_active(movers[0]):
        push(state, "noise_roll", movers[0].seat)
    elif roll:
        log(state, "PUB-MOVE-13", "no_noise_roll", seat=movers[0].seat, room=room)


# --- Technical Corridors (Mechanic) and Reconnaissance (Scout) ---------------------------------------------


@effect(CARD_EFFECTS, "technical_corridors")
def tech_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    if not has_tech(state, room) or (opt(state, "duct_travel_needs_silence") and TECH in state.noise):
        return []
    return [(r,) for r in rooms_by_number(state) if r != room and has_tech(state, r)]


@resolves(CARD_EFFECTS, "technical_corridors")
def technical_corridors(state: State, seat: int, source: str, params: Params) -> None:
    """To any other room with an entrance: explored (no Door effect) and Noise roll as usual, then a forced
    pass (PUB-MOVE-09, PUB-TECH-06, PUB-ROUND-11)."""
    log(state, "PUB-TECH-06", "technical_corridors", seat=seat, room=params[0])
    push_seq(state, [("arrive", seat, params[0], TECH, "move"), ("forced_pass", seat)])


@effect(CARD_EFFECTS, "reconnaissance")
def reconnaissance_options(state: State, seat: int, source: str) -> list[Params]:
    return [(room, corridor) for corridor, room in open_neighbours(state, state.characters[seat].room)]


@resolves(CARD_EFFECTS, "reconnaissance")
def reconnaissance(state: State, seat: int, source: str, params: Params) -> None:
    """Move without a Noise roll; a Silence or Danger token has no effect, as in Careful Movement (PUB-MOVE-08)."""
    room, corridor = params
    log(state, "PUB-MOVE-08", "reconnaissance", seat=seat, room=room)
    push(state, "arrive", seat, room, corridor, "careful")


# --- Cards that embed a Shoot or an Escape ------------------------------------------------------------------


def shots(state: State, ch: Character, weapons: list[str]) -> list[Params]:
    return [(w, t) for w in weapons for t in attack_targets(state, ch)]


@effect(CARD_EFFECTS, "adrenaline")
def adrenaline_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    out = [("shoot", *s) for s in shots(state, ch, loaded_weapons(ch))]
    return out + [("escape", room, corridor) for corridor, room in open_neighbours(state, ch.room)]


@resolves(CARD_EFFECTS, "adrenaline")
def adrenaline(state: State, seat: int, source: str, params: Params) -> None:
    """Shoot and draw 1, or Escape and draw 1; the Escape is an ordinary one with attacks (PUB-MOVE-08,
    PUB-CHAR-07)."""
    kind, a, b = params
    first = ("shoot", seat, a, b) if kind == "shoot" else ("move", seat, a, b)
    push_seq(state, [first, ("draw_cards", seat, 1, "PUB-CHAR-07")])


@effect(CARD_EFFECTS, "taking_aim")
def taking_aim_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return shots(state, ch, [w for w in loaded_weapons(ch) if weapon_def(state, w).kind == "energy"])


@resolves(CARD_EFFECTS, "taking_aim")
def taking_aim(state: State, seat: int, source: str, params: Params) -> None:
    """Shoot with an Energy weapon; the first result may be re-rolled (PUB-CHAR-07, T14)."""
    push(state, "shoot", seat, params[0], params[1], "aim")


@effect(CARD_EFFECTS, "full_auto")
def full_auto_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    rifle = card_owner(state, source).weapon.id
    return [(t,) for t in attack_targets(state, ch)] if ch.weapons.get(rifle, 0) >= 1 else []


@resolves(CARD_EFFECTS, "full_auto")
def full_auto(state: State, seat: int, source: str, params: Params) -> None:
    """Every Ammo of the Assault Rifle for one Shoot: +1 Injury per 2 Ammo, even on a miss (PUB-CHAR-07, T14)."""
    push(state, "shoot", seat, card_owner(state, source).weapon.id, params[0], "full_auto")
