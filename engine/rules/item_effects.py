"""What the Green (medical) and Yellow (technical) Items do, keyed by the `effect` of items.toml
(T10a, T10b; PUB-ITEM-03, PUB-ACT-07, PUB-WOUND-04/05, PUB-CONT-03/05, PUB-DOOR-06, PUB-MALF-05,
PUB-ENGINE-03, PUB-FIRE-09, PUB-COMBAT-07, PUB-ITEM-06, PUB-ROOM-11).

Each effect lists every concrete way to use it now (an "OR" on the card = one option per branch,
PUB-ITEM-03); costs, timing and One Use are handled by engine/rules/actions.py. Red, Blue and Quest
Items: item_effects_military.py and item_effects_quest.py (imported here so that they register).
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, item_card
from engine.content.loader import TECH
from engine.decisions import Choice, DecisionKind
from engine.effects import draw_action_cards, gain_contamination, log, remove_fire, remove_malfunction
from engine.flow import ask, op, push
from engine.hooks import Hook, Plugin, register
from engine.rules import item_effects_military, item_effects_quest  # noqa: F401  (they register effects)
from engine.rules.board import engine_in, has_tech, intruders_in, tile_of
from engine.rules.contamination import owned_contamination, remove_cards, scan
from engine.rules.doors import door_options, toggle_door
from engine.rules.injury import injure_and_check
from engine.rules.intruder_moves import retreat
from engine.rules.inventory import in_hands, is_heavy_object
from engine.rules.item_effects_military import see_tile, unexplored
from engine.rules.item_hands import reload_weapon, untape_loose, weapons_to_reload
from engine.rules.registry import ITEM_EFFECTS, Params, always, effect, resolves
from engine.rules.turn import shown_card
from engine.state import Character, State, Task

# --- shared option builders --------------------------------------------------------------------------

def wound_options(state: State, ch: Character, dress: bool, heal: bool) -> list[Params]:
    """("dress", card) per kind of undressed Serious Wound, ("heal", card) per kind of dressed one (PUB-WOUND-04)."""
    wounds = cat(state).wounds
    out: list[Params] = []
    for verb, pile, wanted in (("dress", ch.serious, dress), ("heal", ch.dressed, heal)):
        kinds = {wounds[w].kind: w for w in sorted(pile, reverse=True)} if wanted else {}
        out += [(verb, kinds[k]) for k in sorted(kinds)]
    return out


def treat(state: State, ch: Character, verb: str, card: str) -> None:
    """Dress: the wound stops working but still counts; heal: a dressed card is discarded (PUB-WOUND-04)."""
    if verb == "dress":
        ch.serious.remove(card)
        ch.dressed.append(card)
    else:
        ch.dressed.remove(card)
        state.wound_discard.append(card)
    log(state, "PUB-WOUND-04", f"wound_{verb}ed", seat=ch.seat, card=card)


def door_params(state: State, ch: Character) -> list[Params]:
    """("open"/"close", corridor) for each door of a corridor of the room (PUB-DOOR-06)."""
    return list(door_options(state, ch.room))


def repair_params(state: State, ch: Character) -> list[Params]:
    """Remove the room's Malfunction, or Repair/Break the Engine of this Engine room (PUB-MALF-05, PUB-ENGINE-03)."""
    out: list[Params] = [("malfunction",)] if ch.room in state.malfunction else []
    engine = engine_in(state, ch.room)
    return out + ([("engine", engine)] if engine else [])


def repair_or_door(state: State, seat: int, params: Params) -> None:
    ch = state.characters[seat]
    if params[0] == "malfunction":
        remove_malfunction(state, ch.room, "PUB-MALF-05")
    elif params[0] == "engine":
        push(state, "repair_engine", seat, params[1])
    else:
        toggle_door(state, params[0], params[1], "PUB-DOOR-06")


# --- Green: medical (T10a) ---------------------------------------------------------------------------

@effect(ITEM_EFFECTS, "medkit")
def medkit_options(state: State, seat: int, source: str) -> list[Params]:
    return wound_options(state, state.characters[seat], dress=True, heal=True)


@effect(ITEM_EFFECTS, "bandages")
def bandages_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return wound_options(state, ch, dress=True, heal=False) + ([("heal_light",)] if ch.light_wounds else [])


@effect(ITEM_EFFECTS, "clothes")
def clothes_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return ([("slime",)] if ch.slime else []) + wound_options(state, ch, dress=True, heal=False)


@resolves(ITEM_EFFECTS, "medkit", "bandages", "clothes")
def medical(state: State, seat: int, source: str, params: Params) -> None:
    """Medkit, Bandages, Clothes: the chosen branch of the card (T10a, PUB-WOUND-05)."""
    ch = state.characters[seat]
    if params[0] == "heal_light":
        ch.light_wounds = 0
        log(state, "PUB-WOUND-04", "light_wounds_healed", seat=seat)
    elif params[0] == "slime":
        ch.slime = False
        log(state, "PUB-SLIME-03", "slime_removed", seat=seat)
    else:
        treat(state, ch, params[0], params[1])


effect(ITEM_EFFECTS, "synthetic_food", "adrenalin_injection", "military_drugs")(always)


@resolves(ITEM_EFFECTS, "synthetic_food")
def synthetic_food(state: State, seat: int, source: str, params: Params) -> None:
    draw_action_cards(state, state.characters[seat], 2, "PUB-ACT-07")


ADRENALIN_NO_LIMIT = 1000  # "keep taking actions beyond 2": no action limit for the rest of this round


@resolves(ITEM_EFFECTS, "adrenalin_injection")
def adrenalin_injection(state: State, seat: int, source: str, params: Params) -> None:
    """Draw 1; for the rest of this round the character may keep taking actions beyond 2, and its round
    ends only when it passes (T10a, PUB-ROUND-10)."""
    draw_action_cards(state, state.characters[seat], 1, "PUB-ACT-07")
    state.extra_actions = max(state.extra_actions, ADRENALIN_NO_LIMIT)
    log(state, "PUB-ROUND-10", "extra_action", seat=seat, extra="no limit")


@effect(ITEM_EFFECTS, "alcohol")
def alcohol_options(state: State, seat: int, source: str) -> list[Params]:
    """A Contamination card in hand, named by what the owner can tell apart: its back, or INFECTED once
    a scan showed it (PUB-CONT-03)."""
    hand = owned_contamination(state.characters[seat], ("hand",))
    return [(name,) for name in sorted({shown_card(state, c) for c in hand})]


@resolves(ITEM_EFFECTS, "alcohol")
def alcohol(state: State, seat: int, source: str, params: Params) -> None:
    """Scan 1 Contamination card from the hand and remove it; INFECTED: take a new one (T10a)."""
    ch = state.characters[seat]
    shown = params[0] if params else "contamination"
    card = next(c for c in owned_contamination(ch, ("hand",)) if shown_card(state, c) == shown)
    infected = scan(state, ch, [card], "PUB-CONT-03")
    remove_cards(state, ch, [card], "PUB-CONT-05")
    if infected:
        gain_contamination(state, ch, "PUB-CONT-01")


@resolves(ITEM_EFFECTS, "military_drugs")
def military_drugs(state: State, seat: int, source: str, params: Params) -> None:
    push(state, "drugs_discard", seat, 0)


@op("drugs_discard")
def drugs_discard(state: State, task: Task) -> None:
    """Military Drugs: discard cards one by one (Contamination included), then draw as many + 1 (T10a).
    args: seat, cards discarded so far."""
    seat, count = int(task.args[0]), int(task.args[1])
    ch = state.characters[seat]
    names = sorted({shown_card(state, c) for c in ch.hand})
    if not names:
        draw_action_cards(state, ch, count + 1, "PUB-ACT-07")
        return
    options = [Choice("discard", (n,)) for n in names] + [Choice("done")]
    ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "PUB-ACT-07", "drugs_discarded", (str(seat), str(count)))


@op("drugs_discarded")
def drugs_discarded(state: State, task: Task) -> None:
    seat, count = int(task.args[0]), int(task.args[1])
    ch = state.characters[seat]
    assert task.choice is not None
    if task.choice.kind == "done":
        draw_action_cards(state, ch, count + 1, "PUB-ACT-07")
        return
    name = task.choice.args[0]
    card = next(c for c in sorted(ch.hand) if shown_card(state, c) == name)
    ch.hand.remove(card)
    ch.discard.append(card)
    log(state, "PUB-ACT-07", "card_discarded", seat=seat)
    push(state, "drugs_discard", seat, count + 1)


# --- Yellow: technical (T10b) ------------------------------------------------------------------------

def flamethrowers(state: State, ch: Character) -> list[str]:
    """Crafted Classic weapons below capacity: reloaded only by Chemicals (PUB-COMBAT-07, T10d)."""
    items = cat(state).items
    return [w for w in weapons_to_reload(state, ch, "classic")
            if item_card(w) in items and items[item_card(w)].deck == "blue"]


@effect(ITEM_EFFECTS, "chemicals")
def chemicals_options(state: State, seat: int, source: str) -> list[Params]:
    return [("reload", w) for w in flamethrowers(state, state.characters[seat])]


@effect(ITEM_EFFECTS, "energy_charge")
def energy_charge_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return [("reload", w) for w in weapons_to_reload(state, ch, "energy")] + door_params(state, ch)


@resolves(ITEM_EFFECTS, "chemicals", "energy_charge")
def reload_or_door(state: State, seat: int, source: str, params: Params) -> None:
    """Chemicals / Energy Charge: reload fully (PUB-COMBAT-07), or open/close a door (Energy Charge)."""
    if params[0] == "reload":
        reload_weapon(state, state.characters[seat], params[1], None, "PUB-COMBAT-07")
    else:
        toggle_door(state, params[0], params[1], "PUB-DOOR-06")


@effect(ITEM_EFFECTS, "tools")
def tools_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return repair_params(state, ch) + door_params(state, ch)


@resolves(ITEM_EFFECTS, "tools")
def tools(state: State, seat: int, source: str, params: Params) -> None:
    repair_or_door(state, seat, params)


def tape_pairs(state: State, ch: Character) -> list[Params]:
    """("tape", a, b): attach Heavy Item a to b so both use 1 Hand slot; never Objects (PUB-ITEM-06)."""
    held = [h for h in in_hands(state, ch) if not is_heavy_object(state, h)]
    if len(ch.taped) + 1 > len(held) - 1:
        return []
    return [("tape", a, b) for i, a in enumerate(held) for b in held[i + 1:]]


@effect(ITEM_EFFECTS, "duct_tape")
def duct_tape_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return repair_params(state, ch) + tape_pairs(state, ch)


@resolves(ITEM_EFFECTS, "duct_tape")
def duct_tape(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] != "tape":
        repair_or_door(state, seat, params)
        return
    ch = state.characters[seat]
    ch.taped = sorted([*ch.taped, params[1]])
    log(state, "PUB-ITEM-06", "taped", seat=seat, item=params[1], to=params[2])
    untape_loose(state, ch)


@effect(ITEM_EFFECTS, "fire_extinguisher")
def extinguisher_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    return ([("fire",)] if room in state.fire else []) + [("retreat", str(i.id)) for i in intruders_in(state, room)]


@resolves(ITEM_EFFECTS, "fire_extinguisher")
def fire_extinguisher(state: State, seat: int, source: str, params: Params) -> None:
    """Put out the room's Fire (PUB-FIRE-09), or make 1 Intruder here retreat (PUB-INJ-06); with
    Susceptibility to Phosphates it also suffers 1 Injury first (T7, PUB-WEAK-03)."""
    room = state.characters[seat].room
    if params[0] == "fire":
        remove_fire(state, room, "PUB-FIRE-09")
        return
    intruder = next((i for i in intruders_in(state, room) if str(i.id) == params[1]), None)
    if intruder is not None and hooks.modify(state, "extinguisher_injuries", 0):
        injure_and_check(state, intruder, hooks.modify(state, "extinguisher_injuries", 0), "PUB-WEAK-03")
    if intruder is not None and any(i.id == intruder.id and i.room == room for i in state.intruders):
        retreat(state, intruder)


@effect(ITEM_EFFECTS, "tech_corridors_plan")
def tech_plan_options(state: State, seat: int, source: str) -> list[Params]:
    """From a room with a Technical Corridor entrance to any other one (T10b, PUB-TECH)."""
    here = state.characters[seat].room
    if not has_tech(state, here):
        return []
    return [(r,) for r in sorted(cat(state).rooms) if r != here and has_tech(state, r)]


@resolves(ITEM_EFFECTS, "tech_corridors_plan")
def tech_corridors_plan(state: State, seat: int, source: str, params: Params) -> None:
    """Explore and Noise roll as usual on arrival (PUB-TECH-06, PUB-MOVE-03)."""
    log(state, "PUB-TECH-06", "tech_corridor_move", seat=seat, room=params[0])
    push(state, "arrive", seat, params[0], TECH, "move")


@effect(ITEM_EFFECTS, "space_suit")
def space_suit_options(state: State, seat: int, source: str) -> list[Params]:
    """In a yellow room, to any other explored yellow room (T10b; PUB-ROOM-11: a face-down tile has no colour)."""
    here = state.characters[seat].room
    if not yellow(state, here):
        return []
    return [(r,) for r in sorted(state.tiles) if r != here and yellow(state, r)]


def yellow(state: State, room: str) -> bool:
    return bool(state.explored.get(room)) and tile_of(state, room).colour == "yellow"


@resolves(ITEM_EFFECTS, "space_suit")
def space_suit(state: State, seat: int, source: str, params: Params) -> None:
    log(state, "PUB-ROOM-11", "space_suit_move", seat=seat, room=params[0])
    push(state, "arrive", seat, params[0], "", "move")


@effect(ITEM_EFFECTS, "nemesis_plans")
def nemesis_plans_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if unexplored(state) else []


@resolves(ITEM_EFFECTS, "nemesis_plans")
def nemesis_plans(state: State, seat: int, source: str, params: Params) -> None:
    """Secretly look at any 2 unexplored room tiles, not their tokens (T10b)."""
    push(state, "look_tiles", seat, 2)


@op("look_tiles")
def look_tiles(state: State, task: Task) -> None:
    """Choose the next unexplored tile to look at (args: seat, how many are left, rooms already seen)."""
    seat, left = int(task.args[0]), int(task.args[1])
    seen = [str(r) for r in task.args[2:]]
    rooms = [r for r in unexplored(state) if r not in seen]
    if left <= 0 or not rooms:
        return
    if len(rooms) <= left:
        for room in rooms:
            see_tile(state, seat, room, with_token=False)
        return
    options = [Choice("room", (r,)) for r in rooms]
    ask(state, seat, DecisionKind.CHOOSE_OPTION, options, "PUB-ACT-07", "look_tile", (str(seat), str(left), *seen))


@op("look_tile")
def look_tile(state: State, task: Task) -> None:
    seat, left = int(task.args[0]), int(task.args[1])
    assert task.choice is not None
    room = task.choice.args[0]
    see_tile(state, seat, room, with_token=False)
    push(state, "look_tiles", seat, left - 1, *task.args[2:], room)


PLUGIN = register(Plugin(id="base/item_effects", kind="base",
                         hooks={Hook.PLAYER_PHASE_END: item_effects_quest.holo_off}))
