"""What the Red (military) and Blue (crafted) Items do (T10c, T10d; PUB-COMBAT-07/09, PUB-ACT-14,
PUB-NEST-04, PUB-INTRUDER-11, PUB-SELFDESTRUCT-02, PUB-POD-04, PUB-CONT-01/05, PUB-ITEM-06).

Weapons (effect "weapon") are used by Shoot (combat.py); thrown items target your room or a neighbouring
one with no Closed Door between (PUB-COMBAT-09, PUB-MAP-07). Also the private looks shared with the
Yellow and Quest Items (`see_tile`, `look_objective`).
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, log, place_fire
from engine.flow import ask, op, push_seq
from engine.rules.board import board_neighbours, characters_in, find_intruder, intruders_in, open_neighbours
from engine.rules.combat import hit_target, is_figure, room_targets, weapon_def
from engine.rules.contamination import cleanse
from engine.rules.injury import injure_and_check
from engine.rules.intruder_moves import move_together, retreat
from engine.rules.item_hands import pass_now, reload_weapon
from engine.rules.registry import ITEM_EFFECTS, Params, effect, resolves
from engine.rules.wounds import serious_wound
from engine.state import Character, State, Task

MAGAZINE_BONUS = 2  # Extended Magazine: +2 Ammo now and +2 capacity (T10c, printed)


# --- private looks -------------------------------------------------------------------------------

def unexplored(state: State) -> list[str]:
    return sorted(r for r, up in state.explored.items() if not up and r in state.tiles)


def see_tile(state: State, seat: int, room: str, with_token: bool) -> None:
    """A private look: the tile (and its Exploration token) go into the character's knowledge."""
    ch = state.characters[seat]
    ch.knowledge[f"tile:{room}"] = state.tiles[room]
    args: dict[str, str | int] = {"tile": state.tiles[room]}
    if with_token and room in state.exploration:
        token, items = cat(state).exploration[state.exploration[room]]
        ch.knowledge[f"token:{room}"] = token
        args.update(token=token, items=items)
    log(state, "PUB-ACT-07", "tile_seen", visible_to=(seat,), seat=seat, room=room, **args)
    log(state, "PUB-ACT-07", "tile_looked_at", seat=seat, room=room)


def working_computer(state: State, room: str) -> bool:
    """An explored room with a Computer icon and no Malfunction (PUB-ROOM-03, PUB-MALF-01)."""
    tile = state.tiles.get(room)
    return bool(state.explored.get(room)) and tile is not None and cat(state).tiles[tile].computer \
        and room not in state.malfunction


def objective_options(state: State, seat: int, signal_only: bool) -> list[Params]:
    """("look", seat, index) for each Objective card of another character (with a Signal marker)."""
    out: list[Params] = []
    signalled = hooks.service(state, "signalled")  # the map's Signal (the ship's Comms Room)
    for other in state.characters:
        if other.seat == seat or (signal_only and not (signalled is not None and signalled(state, other.seat))):
            continue
        out += [("look", str(other.seat), str(k)) for k in range(len(state.objectives.get(str(other.seat), [])))]
    return out


def look_objective(state: State, seat: int, other: str, index: str, rule: str) -> None:
    card = state.objectives[other][int(index)]
    state.characters[seat].knowledge[f"objective:{other}"] = card
    log(state, rule, "objective_seen", visible_to=(seat,), seat=seat, other=int(other), card=card)
    log(state, rule, "objective_looked_at", seat=seat, other=int(other))


@effect(ITEM_EFFECTS, "recon_drone")
def recon_drone_options(state: State, seat: int, source: str) -> list[Params]:
    return [(r,) for r in unexplored(state)]


@resolves(ITEM_EFFECTS, "recon_drone")
def recon_drone(state: State, seat: int, source: str, params: Params) -> None:
    """Secretly look at 1 unexplored room tile and its Exploration token (T10c)."""
    see_tile(state, seat, params[0], with_token=True)


@effect(ITEM_EFFECTS, "comms_key")
def comms_key_options(state: State, seat: int, source: str) -> list[Params]:
    if not working_computer(state, state.characters[seat].room):
        return []
    return objective_options(state, seat, signal_only=True)


@resolves(ITEM_EFFECTS, "comms_key")
def comms_key(state: State, seat: int, source: str, params: Params) -> None:
    """Look at 1 Objective of a character with a Signal marker (T10c)."""
    look_objective(state, seat, params[1], params[2], "PUB-ACT-07")


# --- thrown items ---------------------------------------------------------------------------------

def throw_rooms(state: State, ch: Character) -> list[str]:
    """Your room and the neighbours with no Closed Door between (PUB-COMBAT-09)."""
    return [ch.room] + sorted({r for _c, r in open_neighbours(state, ch.room)} - {ch.room})


def blast(state: State, room: str, injuries: dict[int, int], default: int, others: int) -> None:
    """Every Intruder there is injured (then checked), every other target there (the Eggs in the Nest) takes
    `others`, and every character there takes 1 Serious Wound (PUB-COMBAT-09, PUB-NEST-04, PUB-ACT-14)."""
    for intruder in intruders_in(state, room):
        injure_and_check(state, intruder, injuries.get(intruder.id, default), "PUB-COMBAT-09")
    for target in room_targets(state, room):
        hit_target(state, target, others, "PUB-NEST-04")
    for ch in characters_in(state, room):
        serious_wound(state, ch, "PUB-ACT-14")


@effect(ITEM_EFFECTS, "grenade")
def grenade_options(state: State, seat: int, source: str) -> list[Params]:
    """("throw", room, intruder id | other target) for a room holding an Intruder, or another target (the Nest's
    Eggs)."""
    out: list[Params] = []
    for room in throw_rooms(state, state.characters[seat]):
        targets = [str(i.id) for i in intruders_in(state, room)]
        out += [("throw", room, t) for t in targets or room_targets(state, room)[:1]]
    return out


@resolves(ITEM_EFFECTS, "grenade")
def grenade(state: State, seat: int, source: str, params: Params) -> None:
    """The chosen Intruder 2 Injuries, the others 1; 2 Eggs in the Nest (T10c)."""
    chosen = {int(params[2]): 2} if is_figure(params[2]) else {}
    blast(state, params[1], chosen, 1, 2)


@effect(ITEM_EFFECTS, "molotov")
def molotov_options(state: State, seat: int, source: str) -> list[Params]:
    rooms = throw_rooms(state, state.characters[seat])
    return [("throw", r) for r in rooms if intruders_in(state, r) or room_targets(state, r)]


@resolves(ITEM_EFFECTS, "molotov")
def molotov(state: State, seat: int, source: str, params: Params) -> None:
    """Fire in the room, 1 Injury to every Intruder (+1 with Vulnerability to Fire, T7), 1 Egg in the Nest
    (T10d, PUB-FIRE-01)."""
    place_fire(state, params[1], "PUB-FIRE-01")
    blast(state, params[1], {}, hooks.modify(state, "fire_injuries", 1), 1)


@effect(ITEM_EFFECTS, "smoke_grenade")
def smoke_grenade_options(state: State, seat: int, source: str) -> list[Params]:
    return [("move", r, c) for c, r in sorted(open_neighbours(state, state.characters[seat].room))]


@resolves(ITEM_EFFECTS, "smoke_grenade")
def smoke_grenade(state: State, seat: int, source: str, params: Params) -> None:
    """Every other character here discards 1 Action card; you leave with no Intruder attack (T10c)."""
    ch = state.characters[seat]
    others = [("discard_one", c.seat) for c in characters_in(state, ch.room) if c.seat != seat]
    log(state, "PUB-ACT-07", "smoke_escape", seat=seat, room=params[1])
    push_seq(state, [*others, ("arrive", seat, params[1], params[2], "move")])


@op("discard_one")
def discard_one(state: State, task: Task) -> None:
    """The character discards 1 Action card of its choice (args: seat)."""
    ch = state.characters[int(task.args[0])]
    cards = sorted({c for c in ch.hand if not c.startswith("cont_")})
    if len(cards) == 1:
        discard_cards(state, ch, cards, "PUB-ACT-07")
    elif cards:
        ask(state, ch.seat, DecisionKind.CHOOSE_OPTION, [Choice("discard", (c,)) for c in cards], "PUB-ACT-07",
            "discarded_one", (str(ch.seat),))


@op("discarded_one")
def discarded_one(state: State, task: Task) -> None:
    assert task.choice is not None
    discard_cards(state, state.characters[int(task.args[0])], [task.choice.args[0]], "PUB-ACT-07")


@effect(ITEM_EFFECTS, "decoy")
def decoy_options(state: State, seat: int, source: str) -> list[Params]:
    return [(r,) for r in sorted({r for _c, r in open_neighbours(state, state.characters[seat].room)})]


@resolves(ITEM_EFFECTS, "decoy")
def decoy(state: State, seat: int, source: str, params: Params) -> None:
    """Intruders in the rooms next to the chosen one come in; those in Combat attack once first (T10c)."""
    attacks = []
    for _corridor, room in sorted(board_neighbours(state, params[0]), key=lambda cr: cr[1]):
        if characters_in(state, room):
            attacks += [("intruder_attack", i.id, -1, "decoy") for i in intruders_in(state, room)]
    push_seq(state, [*attacks, ("decoy_move", params[0])])


@op("decoy_move")
def decoy_move(state: State, task: Task) -> None:
    """Pulled in through their corridor; a Closed Door stops them (PUB-INTRUDER-11). args: room."""
    target = str(task.args[0])
    routes = {room: corridor for corridor, room in sorted(board_neighbours(state, target), reverse=True)}
    move_together(state, [(intruders_in(state, r), routes[r]) for r in sorted(routes)], "PUB-INTRUDER-11")


# --- keys and attachments --------------------------------------------------------------------------

@effect(ITEM_EFFECTS, "extended_magazine")
def magazine_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return [("attach", w) for w in sorted(ch.weapons) if weapon_def(state, w).kind == "energy"]


@resolves(ITEM_EFFECTS, "extended_magazine")
def extended_magazine(state: State, seat: int, source: str, params: Params) -> None:
    """The weapon gains +2 capacity for good and +2 Ammo now (T10c, PUB-ITEM-06). PROPOSED: the card is then
    discarded as a One Use item, so every Item card stays in a pile."""
    ch = state.characters[seat]
    weapon = params[1]
    ch.capacity_bonus[weapon] = ch.capacity_bonus.get(weapon, 0) + MAGAZINE_BONUS
    log(state, "PUB-ITEM-06", "attached", seat=seat, item=source, to=weapon)
    reload_weapon(state, ch, weapon, MAGAZINE_BONUS, "PUB-COMBAT-07")


# --- Blue: crafted (T10d) --------------------------------------------------------------------------

@effect(ITEM_EFFECTS, "antidote")
def antidote_options(state: State, seat: int, source: str) -> list[Params]:
    return [()]


@resolves(ITEM_EFFECTS, "antidote")
def antidote(state: State, seat: int, source: str, params: Params) -> None:
    """Scan everything, remove INFECTED cards and the Larva; shuffle 1 new Contamination card into deck +
    discard (the hand stays); then pass (T10d, PUB-CONT-05)."""
    ch = state.characters[seat]
    cleanse(state, ch, "PUB-CONT-05")
    if state.contamination_deck:
        ch.deck = [*ch.deck, *ch.discard, state.contamination_deck.pop()]
        ch.discard = []
        rng.shuffle(state, ch.deck)
        log(state, "PUB-CONT-01", "contamination_shuffled_in", seat=seat)
    pass_now(state, seat, "PUB-ROUND-05")


@effect(ITEM_EFFECTS, "taser")
def taser_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    out: list[Params] = [("intruder", str(i.id)) for i in intruders_in(state, ch.room)]
    return out + [("character", str(c.seat)) for c in characters_in(state, ch.room) if c.seat != seat and c.hand]


@resolves(ITEM_EFFECTS, "taser")
def taser(state: State, seat: int, source: str, params: Params) -> None:
    """1 Injury and a retreat, or another character here discards its whole hand (T10d, PUB-ACT-14)."""
    if params[0] == "character":
        other = state.characters[int(params[1])]
        discard_cards(state, other, list(other.hand), "PUB-ACT-14")
        return
    intruder = find_intruder(state, int(params[1]))
    if intruder is None:
        return
    room = intruder.room
    injure_and_check(state, intruder, 1, "PUB-ACT-07")
    if find_intruder(state, intruder.id) is not None and intruder.room == room:
        retreat(state, intruder)
