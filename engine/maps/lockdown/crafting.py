"""Crafting in the Facility (lockdown-base.md §12, LD-CRAFT-01..03, LD-ROOM-23, LD-ACT-14).

The core's Craft action (engine/rules/items.py: discard 2 Items whose Component symbols match the 2 symbols of a
Crafted card left in the open blue deck, take that card) plays Lockdown's Crafted deck as it is: content.py puts
the 5 Crafted Items (3 copies each) with their recipes in the catalog. What Lockdown adds:
- the Repository's *Craft Equipment* (LD-ROOM-23): a character standing there may Craft with ONE Item carrying
  one of the two symbols (the choice `Choice("ld_craft", (crafted card, item))`; it costs 1 card like the
  core's Craft and runs the core's "craft" step, which discards what it names);
- the one-Item choice is offered out of Combat only (LD-ACT-14; the core still offers its 2-Item Craft in
  Combat, as the published game allows).
"""

from __future__ import annotations

from engine.catalog import cat, item_card
from engine.decisions import Choice
from engine.effects import log
from engine.flow import push_seq
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.content import EXT
from engine.rules import items as core_items
from engine.rules.actions import payable
from engine.rules.board import in_combat
from engine.state import State

ONE_ITEM_PASSIVE = "craft_with_one_item"  # room_tiles.toml `passive` of the Repository (LD-ROOM-23)


def crafted_cards(state: State) -> list[str]:
    """The Crafted cards with a copy left in the open blue deck (LD-CRAFT-01, LD-CRAFT-02: anyone may look)."""
    return sorted({item_card(c) for c in state.item_decks.get("blue", []) + state.item_discards.get("blue", [])})


def in_repository(state: State, seat: int) -> bool:
    tile = state.tiles.get(state.characters[seat].room, "")
    facts = cat(state).ext[EXT]["tiles"].get(tile)
    return facts is not None and facts.passive == ONE_ITEM_PASSIVE


def one_item_options(state: State, seat: int) -> list[tuple[str, str]]:
    """(Crafted card, Item) for every one-Item recipe the Repository allows now (LD-ROOM-23)."""
    if not in_repository(state, seat):
        return []
    comps = core_items.component_map(state, state.characters[seat])
    out = []
    for card in crafted_cards(state):
        recipe = set(cat(state).items[card].recipe)
        names: set[str] = set()
        for item in sorted(comps):
            if comps[item] & recipe and item_card(item) not in names:
                names.add(item_card(item))
                out.append((card, item))
    return out


def providers(state: State, seat: int) -> list[Choice]:
    if len(payable(state.characters[seat])) < 1 or in_combat(state, seat):
        return []
    return [Choice("ld_craft", c) for c in one_item_options(state, seat)]


def perform_craft(state: State, seat: int, choice: Choice) -> None:
    """The core's Craft (pay 1, discard the Item, take the card), with a single Item (LD-ROOM-23)."""
    log(state, "LD-ROOM-23", "ld_craft_one", seat=seat, item=choice.args[0])
    push_seq(state, [("pay", seat, 1), ("craft", seat, *choice.args)])


CHOICES = {"ld_craft": lambda a, k: _("Craft {item} from {part} alone (the Repository's workbench)").format(
    item=a[0], part=a[1])}

PART = register(Plugin(id="map:lockdown/crafting", kind="map", choices=CHOICES, hooks={
    Hook.ACTION_PROVIDERS: providers,
    Hook.ACTION_PERFORMERS: {"ld_craft": perform_craft},
}, templates={
    "ld_craft_one": "{seat} crafts {item:a card} from a single Item at the Repository's workbench",
}))
