"""The actions a character may take in its round, their costs, and paying them (PUB-ACT-01..14).

Basic actions: Movement (Escape), Careful Movement, Shoot, Melee Attack, Pass. Action cards, Items and
room actions are listed from the effect registries (engine/rules/registry.py) with their cost and timing
checked here: `Choice("card", (card, *params))`, `Choice("item", (item, *params))`,
`Choice("room", (room, *params))`. Other basic actions (pick up, drop, trade, craft, activate) and
plug-in actions come through `Hook.ACTION_PROVIDERS` / `ACTION_PERFORMERS`.
Free actions (`FREE_ACTIONS`, e.g. dropping an Item) do not count towards the 2 actions of a round.
"""

from __future__ import annotations

from itertools import combinations

from engine import hooks
from engine.catalog import cat, item_card, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, log
from engine.flow import ask, op, push, push_seq
from engine.rules.board import corridors_of, in_combat, intruders_in, open_neighbours, tile_of
from engine.rules.registry import CARD_EFFECTS, item_effect, room_effect
from engine.rules.wounds import has_wound
from engine.state import Character, State, Task

FREE_ACTIONS = {"drop", "leave_pod", "launch", "rush",  # PUB-ACT-12, PUB-POD-03/06: no action spent
                "alt_objective"}  # the prototype's Alternative Objective, before the turn's first action (BASE-OBJ-05)


def timing_ok(when: str, combat: bool) -> bool:
    """Timing icons: in Combat only, out of Combat only, or any time (PUB-ACT-05)."""
    return when == "any" or (when == "ic" and combat) or (when == "ooc" and not combat)


def item_cost(state: State, ch: Character, base: int) -> int:
    """An Item action's printed cost, +1 with an undressed Hand wound (PUB-ACT-09, PUB-ITEM-08); the wounds that
    raise it are the option item_cost_wounds (the prototype's Arm wound too, BASE-ITEM-04)."""
    if any(has_wound(state, ch, kind) for kind in opt(state, "item_cost_wounds")):
        return base + int(opt(state, "item_cost_hand_wound_surcharge"))
    return base


def room_cost(state: State, room: str) -> int:
    """The tile's printed cost; where the ruleset prices rooms itself (room_costs_printed = false: the prototype's
    1 card, 2 for a few rooms, BASE-ACT-06 and §6) its room_costs table, else room_action_cost."""
    tile = tile_of(state, room)
    if not opt(state, "room_costs_printed"):
        return int(opt(state, "room_costs").get(tile.id, opt(state, "room_action_cost")))
    return int(tile.action_cost if tile.action_cost is not None else opt(state, "room_action_cost"))


def item_action_cost(state: State, ch: Character, item: str, params: tuple[str, ...]) -> int:
    """What using `item` this way costs: the whole hand (-1), or its printed cost + Hand wound; an
    Energy Charge reloading the Soldier's Assault Rifle with its active Autoloader costs 0 (T14)."""
    c = cat(state)
    data = c.items[item_card(item)]
    if data.cost < 0:
        return len(payable(ch))
    base = data.cost
    if data.effect == "energy_charge" and params[:1] == ("reload",) and ch.character in c.characters \
            and params[1] == c.characters[ch.character].weapon.id \
            and any(on and c.items[q].effect == "autoloader" for q, on in ch.quests.items()):
        base = 0
    return item_cost(state, ch, base)


def usable_items(ch: Character) -> list[str]:
    """Items whose own action can be used: carried Items and active Quest Items (PUB-ITEM-09)."""
    return sorted(ch.items) + sorted(q for q, active in ch.quests.items() if active)


def card_actions(state: State, seat: int, combat: bool) -> list[Choice]:
    """Action cards in hand whose timing fits and whose extra cost can be paid (PUB-ACT-02, PUB-ACT-05).
    Copies with the same name are offered once (either copy does the same)."""
    ch = state.characters[seat]
    c = cat(state)
    out: list[Choice] = []
    seen: set[str] = set()
    cards = payable(ch)
    for card in cards:
        data = c.action_cards.get(card)
        if data is None or data.name in seen or data.when == "reaction" or not timing_ok(data.when, combat):
            continue
        seen.add(data.name)
        if len(cards) - 1 < data.cost or data.effect not in CARD_EFFECTS:
            continue
        out.extend(Choice("card", (card, *params)) for params in CARD_EFFECTS[data.effect].options(state, seat, card))
    return out


def item_actions(state: State, seat: int, combat: bool) -> list[Choice]:
    """Item actions: printed cost (+ Hand wound), timing, One Use handled on use (PUB-ACT-07, PUB-ITEM-08)."""
    ch = state.characters[seat]
    c = cat(state)
    out: list[Choice] = []
    cards = len(payable(ch))
    for item in usable_items(ch):
        data = c.items.get(item_card(item))
        use = item_effect(state, data.effect) if data is not None else None
        if use is None or not timing_ok(data.when, combat):
            continue
        out.extend(Choice("item", (item, *params)) for params in use.options(state, seat, item)
                   if cards >= item_action_cost(state, ch, item, params))
    return out


def room_actions(state: State, seat: int) -> list[Choice]:
    """The room action of the character's room (PUB-ACT-06, PUB-ROOM-02)."""
    ch = state.characters[seat]
    tile = state.tiles.get(ch.room, "")
    room = room_effect(state, tile)
    if room is None or not room_action_allowed(state, seat) or len(payable(ch)) < room_cost(state, ch.room):
        return []
    return [Choice("room", (ch.room, *params)) for params in room.options(state, seat, ch.room)]


def payable(ch: Character) -> list[str]:
    """Cards that can pay costs: Contamination cards never can (PUB-ACT-03)."""
    return sorted(c for c in ch.hand if not c.startswith("cont_"))


def move_cost(state: State, ch: Character, combat: bool) -> int:
    """1, or 2 for an Escape with an undressed Leg wound (PUB-ACT-08, PUB-ACT-09, PUB-WOUND-12); the prototype's
    Leg wound raises Movement instead (BASE-MOVE-08/09: options move_cost_leg_wound, escape_cost_leg_wound)."""
    if has_wound(state, ch, "leg"):
        return int(opt(state, "escape_cost_leg_wound" if combat else "move_cost_leg_wound"))
    return int(opt(state, "move_cost"))


def free_noise_corridors(state: State, room: str) -> list[str]:
    """Corridors of `room` (tech space included) without a Noise marker (PUB-MOVE-06)."""
    return [c for c in corridors_of(state, room) if c not in state.noise]


def attack_targets(state: State, ch: Character) -> list[str]:
    """Intruders in the room, and what else the species lets one attack there (the Eggs in the Nest)
    (PUB-COMBAT-02, PUB-NEST-04)."""
    from engine.rules.combat import room_targets

    return [str(i.id) for i in intruders_in(state, ch.room)] + room_targets(state, ch.room)


def legal_actions(state: State, seat: int) -> list[Choice]:
    """Every action `seat` can take now, plus Pass (PUB-ROUND-05)."""
    ch = state.characters[seat]
    cards = len(payable(ch))
    combat = in_combat(state, seat)
    options = [Choice("pass")]
    cost = move_cost(state, ch, combat)
    for corridor, room in open_neighbours(state, ch.room):
        if cards >= cost:
            options.append(Choice("move", (room, corridor)))
        if opt(state, "careful_move") and not combat and cards >= int(opt(state, "careful_move_cost")) and free_noise_corridors(state, room):
            options.append(Choice("careful", (room, corridor)))
    targets = attack_targets(state, ch)
    if cards >= 1 and targets and hooks.modify(state, "may_attack", True, seat=seat):
        for weapon, ammo in sorted(ch.weapons.items()):
            if ammo >= 1:
                options.extend(Choice("shoot", (weapon, t)) for t in targets)
        options.extend(Choice("melee", (t,)) for t in targets)
    options.extend(card_actions(state, seat, combat))
    options.extend(item_actions(state, seat, combat))
    options.extend(room_actions(state, seat))
    for provider in hooks.collect(state, hooks.Hook.ACTION_PROVIDERS):
        options.extend(provider(state, seat))
    return options


def _move(state: State, seat: int, choice: Choice) -> None:
    ch = state.characters[seat]
    room, corridor = choice.args
    push_seq(state, [("pay", seat, move_cost(state, ch, in_combat(state, seat))), ("move", seat, room, corridor)])


def _careful(state: State, seat: int, choice: Choice) -> None:
    room, corridor = choice.args
    push_seq(state, [("pay", seat, int(opt(state, "careful_move_cost"))), ("careful_noise", seat, room, corridor)])


def _shoot(state: State, seat: int, choice: Choice) -> None:
    weapon, target = choice.args
    push_seq(state, [("pay", seat, 1), ("shoot", seat, weapon, target)])


def _melee(state: State, seat: int, choice: Choice) -> None:
    push_seq(state, [("pay", seat, 1), ("melee", seat, choice.args[0])])


def _card(state: State, seat: int, choice: Choice) -> None:
    """An Action card: the card itself plus its extra cost (PUB-ACT-02), then Interruptions, then its effect."""
    card, params = choice.args[0], choice.args[1:]
    data = cat(state).action_cards[card]
    discard_cards(state, state.characters[seat], [card], "PUB-ACT-02")
    push_seq(state, [("pay", seat, data.cost), ("resolve_effect", "card", seat, card, *params)])


def _item(state: State, seat: int, choice: Choice) -> None:
    """An Item action: shown to all, cost paid, One Use items discarded after use (PUB-ACT-07)."""
    item, params = choice.args[0], choice.args[1:]
    ch = state.characters[seat]
    log(state, "PUB-ITEM-05", "item_used", seat=seat, item=item)
    cost = item_action_cost(state, ch, item, params)
    push_seq(state, [("pay", seat, cost), ("resolve_effect", "item", seat, item, *params), ("used_up", seat, item)])


def _room(state: State, seat: int, choice: Choice) -> None:
    room, params = choice.args[0], choice.args[1:]
    push_seq(state, [("pay", seat, room_cost(state, room)), ("resolve_effect", "room", seat, room, *params)])


BASIC = {"move": _move, "careful": _careful, "shoot": _shoot, "melee": _melee, "card": _card, "item": _item,
         "room": _room}


def effect_key(state: State, table: str, source: str) -> str:
    c = cat(state)
    if table == "card":
        return c.action_cards[source].effect
    if table == "item":
        return c.items[item_card(source)].effect
    return state.tiles[source]


@op("resolve_effect")
def resolve_effect(state: State, task: Task) -> None:
    """Carry out a card's, item's or room's effect with the chosen parameters (args: table, seat, source, *params)."""
    table, seat, source = str(task.args[0]), int(task.args[1]), str(task.args[2])
    params = tuple(str(a) for a in task.args[3:])
    key = effect_key(state, table, source)
    effect_ = CARD_EFFECTS[key] if table == "card" else item_effect(state, key) if table == "item" \
        else room_effect(state, key)
    effect_.resolve(state, seat, source, params)


@op("used_up")
def used_up(state: State, task: Task) -> None:
    """A One Use Item is discarded after use; a one-use Quest Item leaves the game (PUB-ACT-07)."""
    seat, item = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    data = cat(state).items[item_card(item)]
    if not data.one_use:
        return
    if item in ch.items:
        ch.items.remove(item)
        if data.deck in state.item_discards:
            state.item_discards[data.deck].append(item)
        log(state, "PUB-ACT-07", "item_discarded", seat=seat, item=item)
    elif item in ch.quests:
        del ch.quests[item]
        log(state, "PUB-ACT-07", "quest_item_spent", seat=seat, item=item)


@op("interrupt_window")
def interrupt_window(state: State, task: Task) -> None:
    """Reaction point after an action's cost is paid, before its effect (Interruption, PUB-ACT-11)."""
    for fn in hooks.collect(state, hooks.Hook.BEFORE_EFFECT):
        fn(state, int(task.args[0]))


@op("action_end")
def action_end(state: State, task: Task) -> None:
    """Marks where one action's tasks end on the stack (an Interruption cancels everything above it)."""


def cancel_action(state: State) -> None:
    """Drop the rest of the action being resolved; its cost stays paid (PUB-CHAR-04 Interruption)."""
    while state.stack and state.stack[-1].op != "action_end":
        state.stack.pop()


def perform(state: State, seat: int, choice: Choice) -> None:
    """Queue the tasks of one chosen action (its cost first)."""
    log(state, "PUB-ACT-01", "action", seat=seat, action=choice.kind, args=",".join(choice.args))
    push(state, "action_end", seat)
    performers = {**BASIC, **hooks.merged(state, hooks.Hook.ACTION_PERFORMERS)}
    performers[choice.kind](state, seat, choice)
    window = Task(op="interrupt_window", args=(seat,))
    if choice.kind in FREE_ACTIONS:
        return
    if state.stack[-1].op == "pay":
        state.stack.insert(len(state.stack) - 1, window)  # after the cost is paid
    else:
        state.stack.append(window)


@op("pay")
def pay(state: State, task: Task) -> None:
    """Pay a cost in Action cards; a real choice only when several sets of cards could pay (PUB-ACT-02)."""
    seat, cost = int(task.args[0]), int(task.args[1])
    if cost <= 0:
        return
    ch = state.characters[seat]
    cards = payable(ch)
    if len(cards) <= cost:
        discard_cards(state, ch, cards, "PUB-ACT-02")
        return
    options = [Choice("pay", combo) for combo in combinations(cards, cost)]
    ask(state, seat, DecisionKind.PAY_CARDS, options, "PUB-ACT-02", "paid", (str(seat),))


@op("paid")
def paid(state: State, task: Task) -> None:
    assert task.choice is not None
    discard_cards(state, state.characters[int(task.args[0])], list(task.choice.args), "PUB-ACT-02")


def room_action_allowed(state: State, seat: int) -> bool:
    """Room actions: in the room, out of Combat, no Malfunction (PUB-ACT-06, PUB-MALF-01)."""
    ch = state.characters[seat]
    tile = tile_of(state, ch.room)
    fights_here = tile.id in opt(state, "combat_room_tiles")  # the Nest's own action is taken in combat (BASE-ACT-10)
    return (tile.action_cost is not None and state.explored.get(ch.room, False)
            and (fights_here or not in_combat(state, seat)) and ch.room not in state.malfunction)
