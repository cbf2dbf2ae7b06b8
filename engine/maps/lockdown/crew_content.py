"""The Lockdown crew as content (lockdown-base.md T9, T10, T12, T14; LD-CHAR-*, LD-NEMCHAR-*, LD-ITEM-*, LD-GOAL-*):
the catalog's "characters", "items", "action_cards", "card_names" and "objectives" (replacing the base game's),
and `CrewFacts`, what the Lockdown rules read of the crew beyond the core records. The six Lockdown characters,
the original Nemesis characters of the Draft colours and, with the config's crew line "aftermath", the
Aftermath characters (engine/maps/lockdown/aftermath.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.content.base import DIR as BASE_DIR
from engine.content.base import _characters
from engine.content.loader import ActionCard, CharacterDef, ItemDef, Weapon
from engine.i18n import N_
from engine.maps.lockdown import aftermath, cards

# --- The crew: characters, Items, Objectives (T9, T10, T12, T14; LD-CHAR, LD-NEMCHAR, LD-ITEM, LD-GOAL) -----------

# A Lockdown weapon's own rule (cards.WEAPON_SPECIALS) -> the core's key that plays it (engine/rules/combat.py);
# the ones the core has no key for play as "none" and are applied by engine/maps/lockdown/items.py.
CORE_SPECIALS = {"reroll_first": "reroll", "plus_one_on_hit": "plus_one_on_hit"}
# A Quest Item is unlocked by its mini-quest (LD-QUEST-01), never by the core's "activate" action: its
# `activate_discard` names this id, which no card has, so the core never offers to activate it.
MINI_QUEST = "ld_mini_quest"
NO_WEAPON = "ld_no_weapon"  # the place-holder weapon of a character without a Starting weapon (removed at setup)


@dataclass(frozen=True, slots=True)
class CrewFacts:
    """What the Lockdown rules read of the crew beyond the core records."""

    characters: dict[str, cards.LockdownCharacter]
    items: dict[str, cards.LockdownItem]
    objectives: dict[str, cards.ObjectiveFacts]
    colours: dict[str, str]  # every playable character -> its Draft card's colour (LD-NEMCHAR-01)
    quests: dict[str, str]  # every playable character -> its Quest Item (LD-QUEST-01, LD-NEMCHAR-03)
    originals: tuple[str, ...]  # the original Nemesis characters (LD-NEMCHAR-03)
    lines: dict[str, str] = field(default_factory=dict)  # every character beyond the six -> its crew line
    line_characters: dict[str, cards.LockdownCharacter] = field(default_factory=dict)  # the Aftermath ones (AFT-*)


def _core_weapon(item: cards.LockdownItem) -> Weapon:
    """A Lockdown weapon as the core's record: its `ammo` is the capacity (a Starting Item enters loaded to
    capacity, LD-SETUP-20; a found or crafted one with its printed starting Ammo, LD-ITEM-05)."""
    assert item.weapon is not None
    return Weapon(id=item.id, name=item.name, ammo=item.weapon.capacity, kind=item.weapon.kind,
                  special=CORE_SPECIALS.get(item.weapon.special, "none"), text=item.text)


def _core_item(item: cards.LockdownItem) -> ItemDef:
    return ItemDef(id=item.id, name=item.name, deck=item.deck, copies=item.copies, component=item.component,
                   cost=item.cost, when=item.when, heavy=item.heavy, one_use=item.one_use, effect=item.effect,
                   weapon=_core_weapon(item) if item.weapon is not None else None, recipe=item.recipe,
                   text=item.text, owner=item.owner,
                   activate_discard=(MINI_QUEST,) if item.deck == "quest" else ())


def _no_weapon(character: str) -> Weapon:
    return Weapon(id=f"{NO_WEAPON}_{character}", name=N_("no Starting weapon"), ammo=0, kind="classic")


def _original_characters() -> dict[str, CharacterDef]:
    return _characters(f"{BASE_DIR}/characters.toml")


def crew_facts(options: dict[str, Any] | None = None) -> CrewFacts:
    """The crew facts; with the config's crew line "aftermath" (`options["crew"]`) the Aftermath characters and
    their Items too, each of its own Draft colour (AFT-SEL-01, engine/maps/lockdown/aftermath.py)."""
    items = cards.load_items()
    crew = cards.load_characters(items=items)
    colours = {c.id: c.colour for c in crew.values()}
    quests = {c.id: c.quest for c in crew.values()}
    originals = _original_characters()
    lines = {o: "nemesis" for o in originals}
    for c in crew.values():
        for alt in c.alternatives:  # PROPOSED: an original character uses the Quest Item of its colour (LD-NEMCHAR-03)
            if alt.lower() in originals:
                colours[alt.lower()] = c.colour
                quests[alt.lower()] = c.quest
    extra: dict[str, cards.LockdownCharacter] = {}
    if aftermath.LINE in (options or {}).get("crew", ()):
        extra, line_items, _line = aftermath.aftermath_line()
        items = {**items, **line_items}
        colours.update({c.id: c.colour for c in extra.values()})
        lines.update({c: aftermath.LINE for c in extra})
    return CrewFacts(characters=crew, items=items, objectives=cards.load_objectives().facts, colours=colours,
                     quests=quests, originals=tuple(sorted(o for o in originals if o in colours)),
                     lines={c: line for c, line in lines.items() if c in colours}, line_characters=extra)


def crew_content(options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The catalog's "characters", "items", "objectives" (replacing the base game's): the six Lockdown characters
    with their 10-card decks, Starting weapon and Quest Item (LD-CHAR-01..06); the original Nemesis characters of
    the Draft colours, with their own decks, no Starting weapon and the Quest Item of their colour
    (LD-NEMCHAR-01..03); every Lockdown Item but the Starting weapons (T12); the Lockdown Objectives (T9, T10)."""
    facts = crew_facts(options)
    items = facts.items
    characters: dict[str, CharacterDef] = {}
    for c in (*facts.characters.values(), *facts.line_characters.values()):
        start = items.get(c.starting)
        weapon = _core_weapon(start) if start is not None and start.weapon is not None else _no_weapon(c.id)
        beside = (c.starting,) if start is not None and start.weapon is None else ()  # the Probe Arm (LD-CHAR-24)
        line = c.id in facts.line_characters
        quests = aftermath.quests_of(c.id) if line else (c.quest,)
        characters[c.id] = CharacterDef(id=c.id, name=c.name, trait=c.trait, weapon=weapon, cards=c.cards,
                                        quests=(*quests, *beside), shape=aftermath.shape_of(c.id) if line else "crew")
    originals = _original_characters()
    for cid in facts.originals:
        o = originals[cid]
        characters[cid] = CharacterDef(id=cid, name=o.name, trait=o.trait, weapon=_no_weapon(cid), cards=o.cards,
                                       quests=(facts.quests[cid],), shape=o.shape)
    every_card: dict[str, ActionCard] = {card.id: card for ch in characters.values() for card in ch.cards}
    return {
        "characters": characters,
        "items": {i.id: _core_item(i) for i in items.values() if not (i.deck == "starting" and i.weapon)},
        "card_names": {cid: card.name for cid, card in every_card.items()},
        "action_cards": every_card,
        "objectives": cards.load_objectives().cards,
    }
