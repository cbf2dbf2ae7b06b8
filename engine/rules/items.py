"""Item decks, Quest Items and the basic Item actions: pick up, drop, trade, craft, activate
(PUB-ITEM-01..13, PUB-HEAVY-01..03, PUB-CRAFT-01..05, PUB-ACT-07/08/12, PUB-SETUP-11/18, PUB-CHAR-02).

Search and the Storage / Armory rooms: item_search.py; the Trade loop: item_trade.py; shared hand
helpers: item_hands.py; what each Item does: item_effects.py. Options: crafted_weapon_ammo (PUB-CRAFT-05).
Action choices: ("pickup", (object,)), ("drop", (thing,)), ("trade", (other seat,)),
("craft", (blue card, item, item)), ("activate", (quest item, item to discard or "")).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from engine import rng
from engine.catalog import cat, item_card, opt
from engine.decisions import Choice
from engine.effects import log
from engine.flow import op, push, push_seq
from engine.hooks import Hook, Plugin, modify, register
from engine.rules import item_search, item_trade  # noqa: F401  (registers their flow steps and rooms)
from engine.rules.actions import item_cost, payable
from engine.rules.board import in_combat
from engine.rules.inventory import discard_item, gain_item, in_hands, room_for, take_object
from engine.rules.item_hands import SEARCH_DECKS, drop_thing, has_trait, untape_loose
from engine.rules.item_search import can_search  # noqa: F401  (used by the Search and Scavenging cards)
from engine.state import Character, State, Task

# Quest effects that act once, when the Quest Item is activated (item_effects.py fills it: Autoloader).
ON_ACTIVATE: dict[str, Callable[[State, Character, str], None]] = {}


def setup_items(state: State) -> None:
    """Shuffle the Red, Yellow and Green decks, lay the Crafted deck open (PUB-SETUP-11); every character's
    2 Quest Items start inactive (PUB-SETUP-18, PUB-CHAR-02, PUB-ITEM-09)."""
    items = cat(state).items
    for deck in (*SEARCH_DECKS, "blue"):
        cards = sorted(f"{d.id}_{n}" for d in items.values() if d.deck == deck for n in range(1, d.copies + 1))
        if deck != "blue":
            rng.shuffle(state, cards)
        state.item_decks[deck] = cards
        state.item_discards[deck] = []
    log(state, "PUB-SETUP-11", "setup_item_decks", **{d: len(state.item_decks[d]) for d in state.item_decks})
    for ch in state.characters:
        if ch.character and opt(state, "quest_items_used"):  # none in the prototype (BASE-CHAR-11)
            ch.quests = {q: False for q in cat(state).characters[ch.character].quests}
            if ch.quests:  # a character of another line may have none (the Android, AFT-AND-01)
                log(state, "PUB-SETUP-18", "quest_items", seat=ch.seat, quests=",".join(ch.quests))


# --- options ---------------------------------------------------------------------------------------

def component_map(state: State, ch: Character, yellow_as_tool: bool = False) -> dict[str, set[str]]:
    """Everything that can be discarded to Craft, at most 2 copies per card name (a recipe takes 2 cards),
    with the components it supplies (PUB-CRAFT-02). Handyman: the Starting weapon and active Quest Items
    count as yellow items, read as a Tool (PUB-CRAFT-04, PROPOSED); Ingenuity (`yellow_as_tool`): any
    yellow item may be a Tool, so 2 copies of one yellow card can make a recipe."""
    items = cat(state).items
    out: dict[str, set[str]] = {}
    seen: list[str] = []
    for item in sorted(ch.items):
        data = items[item_card(item)]
        comps = {data.component} if data.component else set()
        if yellow_as_tool and data.deck == "yellow":
            comps.add("tool")
        if comps and seen.count(data.id) < 2:
            seen.append(data.id)
            out[item] = comps
    if has_trait(state, ch, "Handyman"):
        weapon = cat(state).characters[ch.character].weapon.id
        for thing in [weapon] * (weapon in ch.weapons) + [q for q, on in sorted(ch.quests.items()) if on]:
            out[thing] = {"tool"}
    return out


def blue_copy(state: State, card: str) -> str | None:
    """A copy of a Crafted card that is left: in the open deck, else back from its discard pile
    (PUB-CRAFT-01; PUB-ITEM-11 applied to the Crafted deck, PROPOSED)."""
    for pile in (state.item_decks.get("blue", []), state.item_discards.get("blue", [])):
        copies = sorted(c for c in pile if item_card(c) == card)
        if copies:
            return copies[0]
    return None


def craft_options(state: State, seat: int, yellow_as_tool: bool = False) -> list[tuple[str, str, str]]:
    """(crafted card, item, item) for every recipe the character can make now (PUB-CRAFT-01..04)."""
    comps = component_map(state, state.characters[seat], yellow_as_tool)
    out = []
    for card in sorted({item_card(c) for c in state.item_decks.get("blue", []) + state.item_discards.get("blue", [])}):
        recipe = sorted(cat(state).items[card].recipe)
        names: set[tuple[str, str]] = set()  # one option per pair of card names
        for a, b in combinations(sorted(comps), 2):
            if (item_card(a), item_card(b)) not in names and any(
                    sorted((x, y)) == recipe for x in comps[a] for y in comps[b]):
                names.add((item_card(a), item_card(b)))
                out.append((card, a, b))
    return out


def activate_options(state: State, ch: Character) -> list[tuple[str, str]]:
    """(quest item, item to discard or "") for each inactive Quest Item whose requirement is met:
    its room (PUB-ITEM-13) and one of the named Items (PUB-ITEM-09)."""
    items = cat(state).items
    out = []
    for quest, active in sorted(ch.quests.items()):
        data = items[quest]
        if active or (data.activate_room and state.tiles.get(ch.room) != data.activate_room):
            continue
        if not data.activate_discard:
            out.append((quest, ""))
            continue
        names = {item_card(i): i for i in sorted(ch.items, reverse=True) if item_card(i) in data.activate_discard}
        out += [(quest, names[n]) for n in sorted(names)]
    return out


def drop_options(state: State, ch: Character) -> list[str]:
    """Every Item, weapon and Heavy Object the character holds (PUB-ACT-12)."""
    return sorted(set(ch.items) | set(ch.weapons) | set(ch.heavy) | set(in_hands(state, ch)))


def item_action_choices(state: State, seat: int) -> list[Choice]:
    """The basic Item actions open to `seat` now, with their costs checked (PUB-ACT-08, PUB-ACT-12)."""
    ch = state.characters[seat]
    cards = len(payable(ch))
    combat = in_combat(state, seat)
    out = [Choice("drop", (t,)) for t in drop_options(state, ch)]
    if cards >= 1:
        out += [Choice("pickup", (o,)) for o in sorted(set(state.objects.get(ch.room, []))) if room_for(state, ch, o)]
    if cards >= 1:
        out += [Choice("trade", (str(s),)) for s in item_trade.trade_partners(state, seat)]
        out += [Choice("craft", c) for c in craft_options(state, seat)]
    if not combat:
        items = cat(state).items
        out += [Choice("activate", a) for a in activate_options(state, ch) if cards >= items[a[0]].activate_cost]
    return modify(state, "item_actions", out, seat=seat, combat=combat)  # a map's own limits on them


# --- performers and steps ------------------------------------------------------------------------

def _pickup(state: State, seat: int, choice: Choice) -> None:
    push_seq(state, [("pay", seat, 1), ("pickup", seat, choice.args[0])])


def _drop(state: State, seat: int, choice: Choice) -> None:
    push_seq(state, [("pay", seat, 0), ("drop", seat, choice.args[0])])


def _trade(state: State, seat: int, choice: Choice) -> None:
    """1 card; the prototype's Give is an Item action, dearer with the wounds that raise those (BASE-GIVE-01)."""
    cost = item_cost(state, state.characters[seat], 1) if opt(state, "give_is_item_action") else 1
    push_seq(state, [("pay", seat, cost), ("trade", seat, int(choice.args[0]))])


def _craft(state: State, seat: int, choice: Choice) -> None:
    push_seq(state, [("pay", seat, 1), ("craft", seat, *choice.args)])


def _activate(state: State, seat: int, choice: Choice) -> None:
    cost = cat(state).items[choice.args[0]].activate_cost
    push_seq(state, [("pay", seat, cost), ("activate", seat, *choice.args)])


@op("pickup")
def pickup(state: State, task: Task) -> None:
    """Take a Heavy Object from the floor into a free Hand (PUB-HEAVY-02). args: seat, object."""
    ch = state.characters[int(task.args[0])]
    obj = str(task.args[1])
    if obj in state.objects.get(ch.room, []):
        take_object(state, ch, obj, "PUB-HEAVY-02")
        push(state, "fit_hands", ch.seat)


@op("drop")
def drop(state: State, task: Task) -> None:
    """Drop for free: Items are discarded, Objects stay in the room (PUB-ACT-12, PUB-ITEM-07)."""
    ch = state.characters[int(task.args[0])]
    drop_thing(state, ch, str(task.args[1]), "PUB-ITEM-07")


@op("craft")
def craft(state: State, task: Task) -> None:
    """Discard the 2 components and take the Crafted card (PUB-CRAFT-01); a crafted weapon comes
    loaded as `crafted_weapon_ammo` (PUB-CRAFT-05). args: seat, crafted card, item, item."""
    ch = state.characters[int(task.args[0])]
    card = str(task.args[1])
    copy = blue_copy(state, card)
    if copy is None:
        log(state, "PUB-CRAFT-01", "craft_none_left", seat=ch.seat, item=card)
        return
    for thing in task.args[2:]:
        discard_item(state, ch, str(thing), "PUB-CRAFT-01")
    for pile in (state.item_decks["blue"], state.item_discards["blue"]):
        if copy in pile:
            pile.remove(copy)
    gain_item(state, ch, copy, "PUB-CRAFT-01")
    untape_loose(state, ch)
    push(state, "fit_hands", ch.seat)


@op("activate")
def activate(state: State, task: Task) -> None:
    """Turn a Quest Item upright after discarding its named Item (PUB-ITEM-09, PUB-ITEM-13).
    args: seat, quest item, item to discard or ""."""
    ch = state.characters[int(task.args[0])]
    quest, discard = str(task.args[1]), str(task.args[2])
    if discard:
        discard_item(state, ch, discard, "PUB-ITEM-09")
    ch.quests[quest] = True
    log(state, "PUB-ITEM-09", "quest_activated", seat=ch.seat, item=quest)
    hook = ON_ACTIVATE.get(cat(state).items[quest].effect)
    if hook is not None:
        hook(state, ch, quest)
    push(state, "fit_hands", ch.seat)


PLUGIN = register(Plugin(id="base/items", kind="base", hooks={
    Hook.SETUP: setup_items,
    Hook.ACTION_PROVIDERS: item_action_choices,
    Hook.ACTION_PERFORMERS: {"pickup": _pickup, "drop": _drop, "trade": _trade, "craft": _craft,
                             "activate": _activate},
}))
