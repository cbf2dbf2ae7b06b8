"""The Room Actions of the Facility's own rooms (lockdown-base.md §14, LD-ROOM-02/04/05/08/10/14..19/23/25,
LD-ROUND-07): Cave Entrance, Decontamination Room, Emergency Room, Nest, Transmitter Control Room, Defense
Control Room, Guard Room, Surgery, Testing Lab, Vent Control Room. The Contaminated Room, the Repository and the
Emergency Staircases have no action (the first two's standing rules: the map's options `slime_tiles` and
`no_malfunction_tiles`, and the Repository's one-Item Crafting below). Other rooms belong to other modules
(knowledge.py, power.py, ...).

Costs, Combat and Malfunction are checked by engine/rules/actions.py (LD-ROOM-00); `ROOM_EFFECTS[tile]` lists
the uses and carries one out. Tile ids carry the "ld_" prefix, so none of these applies on the ship.
"""

from __future__ import annotations

from functools import cache

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.effects import log, move_character, place_malfunction, remove_fire, set_door, set_item_counter
from engine.flow import push
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown import darkness
from engine.maps.lockdown.darkness import facility
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import characters_in, corridors_of, intruders_in, rooms_by_number
from engine.rules.contamination import cleanse, owned_contamination, remove_cards, scan
from engine.rules.injury import injure_and_check, kill_intruder
from engine.rules.inventory import gain_item
from engine.rules.items import blue_copy
from engine.rules.registry import ROOM_EFFECTS, Params, always, effect, resolves, room_effect
from engine.rules.wounds import kill, light_wound, serious_wound
from engine.state import Character, State

NEST_EFFECT = "nest"  # the species' own "take an Egg" (its ROOM_EFFECTS entry), used by the Facility's Nest
# a species' own Decontamination (its ROOM_EFFECTS entry) replaces the Room's (the Void Seeders', LVS-CHG-02)
DECONTAMINATION_EFFECT = "decontamination"


def _ch(state: State, seat: int) -> Character:
    return state.characters[seat]


def knowledge_of(state: State, seat: int) -> int:
    read = hooks.service(state, "knowledge")
    return int(read(state, seat)) if read is not None else int(lockdown_state(state).knowledge.get(str(seat), 0))


# --- Decontamination Room, Emergency Room, Surgery ------------------------------------------------------

@effect(ROOM_EFFECTS, "ld_decontamination_room")
def decontamination_options(state: State, seat: int, room: str) -> list[Params]:
    species = room_effect(state, DECONTAMINATION_EFFECT)
    return species.options(state, seat, room) if species is not None else always(state, seat, room)


@resolves(ROOM_EFFECTS, "ld_decontamination_room")
def decontaminate(state: State, seat: int, room: str, params: Params) -> None:
    """Scan the Contamination cards in hand and remove the INFECTED ones (the clean ones stay); lose a Larva and
    the Slime marker (LD-ROOM-04). A species with its own Decontamination does that instead (LVS-CHG-02)."""
    species = room_effect(state, DECONTAMINATION_EFFECT)
    if species is not None:
        species.resolve(state, seat, room, params)
        return
    ch = _ch(state, seat)
    infected = scan(state, ch, owned_contamination(ch, ("hand",)), "LD-ROOM-04")
    remove_cards(state, ch, infected, "LD-ROOM-04")
    for fn in hooks.collect(state, Hook.CLEANSE):  # the species' own (the Larva goes)
        fn(state, ch, "LD-ROOM-04")
    if ch.slime:
        ch.slime = False
        log(state, "LD-ROOM-04", "slime_removed", seat=seat)


@effect(ROOM_EFFECTS, "ld_emergency_room")
def emergency_options(state: State, seat: int, room: str) -> list[Params]:
    """One treatment: dress all Serious Wounds / heal 1 dressed one / heal all Light Wounds (LD-ROOM-05)."""
    ch = _ch(state, seat)
    return [p for p, ok in ((("dress",), ch.serious), (("heal_dressed",), ch.dressed),
                            (("heal_light",), ch.light_wounds)) if ok]


@resolves(ROOM_EFFECTS, "ld_emergency_room")
def treat(state: State, seat: int, room: str, params: Params) -> None:
    ch = _ch(state, seat)
    if params[0] == "dress":
        log(state, "LD-ROOM-05", "wounds_dressed", seat=seat, count=len(ch.serious))
        ch.dressed = sorted(ch.dressed + ch.serious)
        ch.serious = []
    elif params[0] == "heal_dressed":
        card = ch.dressed.pop(0)
        state.wound_discard.append(card)
        log(state, "LD-ROOM-05", "wound_healed", seat=seat, card=card)
    else:
        log(state, "LD-ROOM-05", "light_wounds_healed", seat=seat, count=ch.light_wounds)
        ch.light_wounds = 0


@effect(ROOM_EFFECTS, "ld_surgery")
def surgery_options(state: State, seat: int, room: str) -> list[Params]:
    return always(state, seat, room)


@resolves(ROOM_EFFECTS, "ld_surgery")
def surgery(state: State, seat: int, room: str, params: Params) -> None:
    """Scan every Contamination card owned, remove the INFECTED ones and the Larva, take 1 Light Wound, every card
    into a new Action deck (hand empty), then pass (LD-ROOM-17)."""
    ch = _ch(state, seat)
    cleanse(state, ch, "LD-ROOM-17")
    light_wound(state, ch, 1, "LD-ROOM-17")
    if ch.status != "aboard":
        return
    ch.deck = ch.deck + ch.hand + ch.discard
    ch.hand, ch.discard = [], []
    rng.shuffle(state, ch.deck)
    log(state, "LD-ROOM-17", "action_deck_rebuilt", seat=seat, cards=len(ch.deck))
    push(state, "forced_pass", seat, 1, 0)


# --- Nest, Cave Entrance -----------------------------------------------------------------------------------

@effect(ROOM_EFFECTS, "ld_nest")
def nest_options(state: State, seat: int, room: str) -> list[Params]:
    """Take an Egg, as the species' Nest gives one (LD-ROOM-08, =N PUB-NEST-02); none where it has no Eggs."""
    species = room_effect(state, NEST_EFFECT)
    return species.options(state, seat, room) if species is not None else []


@resolves(ROOM_EFFECTS, "ld_nest")
def nest(state: State, seat: int, room: str, params: Params) -> None:
    """The Egg, then the Noise roll (LD-ROOM-08)."""
    log(state, "LD-ROOM-08", "nest_egg_action", seat=seat)
    species = room_effect(state, NEST_EFFECT)
    if species is not None:
        species.resolve(state, seat, room, params)


@effect(ROOM_EFFECTS, "ld_cave_entrance")
def cave_options(state: State, seat: int, room: str) -> list[Params]:
    """Any other explored room with a Technical Corridors Entrance (LD-ROOM-02, LD-TECH-08)."""
    return [(r,) for r in rooms_by_number(state) if r in facility(state).entrances and r != room
            and state.explored.get(r)]


@resolves(ROOM_EFFECTS, "ld_cave_entrance")
def cave_entrance(state: State, seat: int, room: str, params: Params) -> None:
    """Crawl through the Technical Corridors to the room (no Noise roll), then an Attack card strikes as if an
    Adult in Darkness attacked (LD-ROOM-02, LD-TECH-08)."""
    ch = _ch(state, seat)
    move_character(state, ch, params[0], "LD-ROOM-02")
    log(state, "LD-ROOM-02", "cave_crawl", seat=seat, room=params[0])
    dark_strike(state, ch, "LD-ROOM-02")


def dark_strike(state: State, ch: Character, rule: str) -> None:
    """An Attack card strikes `ch` as if an Adult (option `cave_attacker`) attacked in Darkness: after a crawl
    through the Technical Corridors (the Cave Entrance, the Survivor's Vents). The attack is the species'
    (service "darkness_attack" where it offers one, else its INTRUDER_ATTACK with an Adult not on the board)."""
    from engine.effects import draw_from
    from engine.state import Intruder

    seat = ch.seat
    strike = hooks.service(state, "darkness_attack")
    if strike is not None:
        strike(state, ch, str(opt(state, "cave_attacker")), rule)
        return
    card = draw_from(state, state.attack_deck, state.attack_discard, rule, "attack")
    if not card:
        return
    state.attack_discard.append(card)
    data = cat(state).attack[card]
    kind = str(opt(state, "cave_attacker"))
    if kind not in data.hits:
        log(state, rule, "attack_missed", card=card, name=data.name, seat=seat)
        return
    log(state, rule, "attack_card", card=card, name=data.name, seat=seat)
    phantom = Intruder(id=-1, kind=kind, room=ch.room)
    _DARK.append((id(state), seat))  # the attack reads Darkness through the map's service: here it is dark
    try:
        hooks.get(state, Hook.INTRUDER_ATTACK)(state, phantom, ch, card)
    finally:
        _DARK.remove((id(state), seat))


_DARK: list[tuple[int, int]] = []  # (game, seat) struck from the caves right now: in Darkness whatever the Power


def in_darkness(state: State, seat: int) -> bool:
    """The map's Darkness, except that a character struck from the Cave Entrance is struck in Darkness
    (LD-ROOM-02)."""
    return (id(state), seat) in _DARK or darkness.in_darkness(state, seat)


# --- Transmitter Control Room ---------------------------------------------------------------------------------

@effect(ROOM_EFFECTS, "ld_transmitter_control_room")
def transmitter_options(state: State, seat: int, room: str) -> list[Params]:
    """Send a Signal (once), or check the Objectives of a character that sent one (LD-ROOM-10)."""
    signals = lockdown_state(state).signals
    out: list[Params] = [] if seat in signals else [("signal",)]
    return out + [("objectives", str(s)) for s in signals if s != seat and state.objectives.get(str(s))]


@resolves(ROOM_EFFECTS, "ld_transmitter_control_room")
def transmitter(state: State, seat: int, room: str, params: Params) -> None:
    s = lockdown_state(state)
    if params[0] == "signal":
        s.signals = sorted({*s.signals, seat})
        log(state, "LD-ROOM-10", "signal_sent", seat=seat)
        return
    other = params[1]
    cards = list(state.objectives.get(other, []))
    known = _ch(state, seat).knowledge
    for i, card in enumerate(cards):  # the core's "objective:<seat>" for the first (engine/ai/determinize.py)
        known[f"objective:{other}" if i == 0 else f"objective_{i + 1}:{other}"] = card
    log(state, "LD-ROOM-10", "objectives_checked", seat=seat, other=int(other))
    log(state, "LD-ROOM-10", "objectives_seen", visible_to=(seat,), seat=seat, other=int(other),
        cards=",".join(cards))


# --- Defense Control Room ------------------------------------------------------------------------------

@effect(ROOM_EFFECTS, "ld_defense_control_room")
def defense_options(state: State, seat: int, room: str) -> list[Params]:
    """(how to pay, target): the Item Counter (if above 0) or a Malfunction here; a room with an Intruder and no
    Malfunction (after paying) (LD-ROOM-14)."""
    from engine.effects import can_malfunction

    pays = [p for p, ok in (("counter", state.item_counters.get(room, 0) > 0),
                            ("malfunction", can_malfunction(state, room))) if ok]
    out: list[Params] = []
    for pay in pays:
        out += [(pay, r) for r in rooms_by_number(state) if intruders_in(state, r) and r not in state.malfunction
                and not (pay == "malfunction" and r == room)]
    return out


@resolves(ROOM_EFFECTS, "ld_defense_control_room")
def defense(state: State, seat: int, room: str, params: Params) -> None:
    """Pay, then the target gets a Malfunction, each Intruder there 1 Injury and each character there 1 Serious
    Wound (LD-ROOM-14)."""
    pay, target = params
    if pay == "counter":
        set_item_counter(state, room, state.item_counters.get(room, 0) - 1, "LD-ROOM-14")
    else:
        place_malfunction(state, room, "LD-ROOM-14")
    log(state, "LD-ROOM-14", "threat_exterminated", seat=seat, room=target)
    place_malfunction(state, target, "LD-ROOM-14")
    for intruder in intruders_in(state, target):
        injure_and_check(state, intruder, 1, "LD-ROOM-14")
    for ch in characters_in(state, target):
        serious_wound(state, ch, "LD-ROOM-14")


# --- Guard Room, Testing Lab -----------------------------------------------------------------------------------

@cache
def _room_items() -> dict[str, tuple[str, ...]]:
    """Room tile -> the Crafted Items its action hands out (items.toml `rooms`, LD-CRAFT-04)."""
    from engine.maps.lockdown.cards import load_items

    out: dict[str, list[str]] = {}
    for item in load_items().values():
        for tile in item.rooms:
            out.setdefault(tile, []).append(item.id)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def handed_out(state: State, tile: str) -> list[str]:
    """The Crafted cards the room's action can still hand out in this game (items.toml `rooms`), with a copy
    left in the Crafted deck or its discards."""
    return [card for card in _room_items().get(tile, ()) if blue_copy(state, card) is not None]


def take_crafted(state: State, ch: Character, card: str, rule: str) -> None:
    copy = blue_copy(state, card)
    if copy is None:
        return
    for pile in (state.item_decks["blue"], state.item_discards["blue"]):
        if copy in pile:
            pile.remove(copy)
    gain_item(state, ch, copy, rule)
    push(state, "fit_hands", ch.seat)


@effect(ROOM_EFFECTS, "ld_guard_room")
def guard_options(state: State, seat: int, room: str) -> list[Params]:
    """A Taser or an Enviro-Suit, while the Item Counter is above 0 (LD-ROOM-15)."""
    if state.item_counters.get(room, 0) <= 0:
        return []
    return [(card,) for card in handed_out(state, "ld_guard_room")]


@resolves(ROOM_EFFECTS, "ld_guard_room")
def guard_room(state: State, seat: int, room: str, params: Params) -> None:
    set_item_counter(state, room, state.item_counters.get(room, 0) - 1, "LD-ROOM-15")
    take_crafted(state, _ch(state, seat), params[0], "LD-ROOM-15")


@effect(ROOM_EFFECTS, "ld_testing_lab")
def testing_options(state: State, seat: int, room: str) -> list[Params]:
    """The Neutralizer, with Knowledge of at least `neutralizer_knowledge` (LD-ROOM-18)."""
    if knowledge_of(state, seat) < int(opt(state, "neutralizer_knowledge")):
        return []
    return [(card,) for card in handed_out(state, "ld_testing_lab")]


@resolves(ROOM_EFFECTS, "ld_testing_lab")
def testing_lab(state: State, seat: int, room: str, params: Params) -> None:
    take_crafted(state, _ch(state, seat), params[0], "LD-ROOM-18")


# --- Vent Control Room ------------------------------------------------------------------------------------

def vent_targets(state: State) -> list[str]:
    """Rooms with a Technical Corridors Entrance, none of whose corridors has a Destroyed Door, while no room is
    being Vented (the single Venting token, LD-ROOM-19)."""
    if lockdown_state(state).venting:
        return []
    return [r for r in rooms_by_number(state) if r in facility(state).entrances
            and all(state.doors.get(k) != "destroyed" for k in corridors_of(state, r, with_tech=False))]


@effect(ROOM_EFFECTS, "ld_vent_control_room")
def vent_options(state: State, seat: int, room: str) -> list[Params]:
    return [(r,) for r in vent_targets(state)]


@resolves(ROOM_EFFECTS, "ld_vent_control_room")
def vent(state: State, seat: int, room: str, params: Params) -> None:
    """Close every Door of the room, put out its Fire and lay the Venting token (LD-ROOM-19)."""
    target = params[0]
    for corridor in corridors_of(state, target, with_tech=False):
        if state.doors.get(corridor) != "closed":
            set_door(state, corridor, "closed", "LD-ROOM-19")
    remove_fire(state, target, "LD-ROOM-19")
    lockdown_state(state).venting = target
    log(state, "LD-ROOM-19", "venting_started", seat=seat, room=target)


def venting_open(state: State, ch: Character) -> None:
    """A Door of the Vented room opened or destroyed removes the Venting token at once (checked as each round
    ends, LD-ROOM-19)."""
    room = lockdown_state(state).venting
    if room and any(state.doors.get(k) != "closed" for k in corridors_of(state, room, with_tech=False)):
        lockdown_state(state).venting = ""
        log(state, "LD-ROOM-19", "venting_spoiled", room=room)


def venting_check(state: State) -> None:
    """When every player has passed: a Vented room whose Doors are all still Closed loses everyone inside,
    characters and Intruders; then the token goes (LD-ROUND-07, LD-ROOM-19)."""
    s = lockdown_state(state)
    room, s.venting = s.venting, ""
    if not room:
        return
    if any(state.doors.get(k) != "closed" for k in corridors_of(state, room, with_tech=False)):
        log(state, "LD-ROOM-19", "venting_spoiled", room=room)
        return
    log(state, "LD-ROUND-07", "room_vented", room=room)
    for intruder in intruders_in(state, room):
        kill_intruder(state, intruder, "LD-ROOM-19")
    for purge in hooks.collect(state, Hook.ROOM_PURGED):  # what the species keeps there besides its figures
        purge(state, room, "LD-ROOM-19")
    for ch in characters_in(state, room):
        kill(state, ch, "vented", "LD-ROOM-19")


TEMPLATES = {
    "nest_egg_action": "{seat} reaches into the Nest",
    "cave_crawl": "{seat} crawls through the caves to {room:roomno}",
    "signal_sent": "{seat} sends a Signal",
    "objectives_checked": "{seat} checks {other:seat}'s Objectives",
    "objectives_seen": "{seat} reads {other:seat}'s Objectives: {cards}",
    "threat_exterminated": "{seat} turns the Facility's defences on {room:roomno}",
    "venting_started": "{seat} seals {room:roomno} for venting",
    "venting_spoiled": "Venting {room:roomno} fails: a door is open",
    "room_vented": "{room:roomno} is vented",
}

PART = register(Plugin(id="map:lockdown/rooms", kind="map", templates=TEMPLATES, hooks={
    Hook.PLAYER_PHASE_END: venting_check,
    Hook.ROUND_END: venting_open,
    Hook.SERVICES: {"in_darkness": in_darkness},
}))
