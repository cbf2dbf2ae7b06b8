"""How the Facility plays the Aftermath line (lockdown-stretch-goals.md §6: AFT-SEL-01/02, AFT-GEN-01..03,
AFT-AND-01, AFT-BH-01..06, AFT-PRE-01, AFT-OTH-01, AFT-DOC-01/02; LD-NEMCHAR-01..04): its characters become
Lockdown records when a game's config names the crew line "aftermath" (`options["crew"]`).

- Each is a Nemesis Survivor (Isolation Room, Knowledge 3, AFT-GEN-02): the class every character but the four
  Facility Workers has (options `character_classes`), so nothing is added for it here.
- Its Draft colour is its own (characters.toml), one of the six Draft cards' (LD-CHAR-03), checked here.
- Its Starting Item is a Starting weapon, loaded to capacity in a Hand slot (LD-SETUP-20 D); none: unarmed.
- Its Quest Items lie sideways and unlock by a mini-quest the Facility counts (LD-QUEST-01): the Aftermath
  file's `unlock` must be one of this map's keys (cards.UNLOCKS) with the parameter that key takes.
The line's own rules (the Bounty Hunter's draw and contracts, the Android's Trait) are its crew plug-in's.
"""

from __future__ import annotations

from engine.content.loader import ContentError
from engine.crews.aftermath.content import ITEMS, CrewItem, CrewLine, load_line
from engine.i18n import joined
from engine.maps.lockdown import cards

LINE = "aftermath"
SPECIALS = {"none": "none", "reroll": "reroll_first", "plus_one_on_hit": "plus_one_on_hit"}  # core -> Lockdown
DRAFT_COLOURS = ("green", "orange", "magenta", "blue", "red", "silver")  # the six Draft cards (LD-CHAR-03)
CLASS = "nemesis_survivor"  # AFT-GEN-02


def _unlock(item: CrewItem) -> cards.Unlock:
    """The Quest Item's mini-quest as this map counts it (LD-QUEST-01), or a ContentError naming the file."""
    quest = item.unlock
    assert quest is not None
    where = f'{ITEMS}: item "{item.id}"'
    if quest.key not in cards.UNLOCKS:
        raise ContentError(f'{where} unlocks by "{quest.key}", which the Facility does not count '
                           f"(allowed: {', '.join(cards.UNLOCKS)})")
    given = tuple(p for p, v in (("unlock_amount", quest.amount), ("unlock_colour", quest.colour),
                                 ("unlock_room", quest.room)) if v)
    if sorted(given) != sorted(cards.UNLOCKS[quest.key]):
        raise ContentError(f'{where} unlocks by "{quest.key}", which takes '
                           f"{', '.join(cards.UNLOCKS[quest.key]) or 'no parameter'}, but gives {', '.join(given) or 'none'}")
    if quest.colour and quest.colour not in cards.ROOM_COLOURS:
        raise ContentError(f'{where} key "unlock_colour" has unknown value "{quest.colour}" '
                           f"(allowed: {', '.join(cards.ROOM_COLOURS)})")
    return cards.Unlock(key=quest.key, amount=quest.amount, colour=quest.colour, room=quest.room, text=quest.text)


def lockdown_item(item: CrewItem) -> cards.LockdownItem:
    """An Aftermath Item card as a Lockdown one: a Starting weapon, or a Quest Item with its mini-quest."""
    weapon = None
    if item.weapon is not None:
        weapon = cards.LockdownWeapon(kind=item.weapon.kind, ammo=item.weapon.ammo, capacity=item.weapon.capacity,
                                      special=SPECIALS[item.weapon.special])
    quest = item.kind == "quest"
    text = joined(item.text, item.unlock.text) if quest and item.unlock is not None else item.text  # translated part by part
    return cards.LockdownItem(
        id=item.id, name=item.name, deck=item.kind, copies=1, component="", cost=item.cost, when=item.when,
        heavy=item.heavy, one_use=item.one_use, effect=item.effect, weapon=weapon, recipe=(), rooms=(),
        owner=item.owner, unlock=_unlock(item) if quest else None, proposed=item.proposed, text=text,
        secret=item.secret)


def lockdown_characters(line: CrewLine) -> dict[str, cards.LockdownCharacter]:
    """The line's characters as Lockdown ones: Nemesis Survivors of their own Draft colour (AFT-GEN-02)."""
    room, knowledge = cards.CLASSES[CLASS]
    out: dict[str, cards.LockdownCharacter] = {}
    for c in line.characters.values():
        if c.colour not in DRAFT_COLOURS:
            raise ContentError(f'engine/crews/aftermath/characters.toml: character "{c.id}" has Draft colour '
                               f'"{c.colour}", which no Lockdown Draft card has (LD-CHAR-03)')
        facts = {card.id: cards.CardFacts(knowledge=0, proposed=card.id in c.proposed_cards) for card in c.cards}
        out[c.id] = cards.LockdownCharacter(
            id=c.id, name=c.name, colour=c.colour, cls=CLASS, start_room=room, knowledge=knowledge,
            starting=c.starting, quest=c.quests[0] if c.quests else "", alternatives=(), trait=c.trait,
            cards=c.cards, card_facts=facts)
    return out


def aftermath_line() -> tuple[dict[str, cards.LockdownCharacter], dict[str, cards.LockdownItem], CrewLine]:
    """The Aftermath characters and Items as the Facility plays them, and the line itself."""
    line = load_line()
    items = {i.id: lockdown_item(i) for i in line.items.values()}
    return lockdown_characters(line), items, line


def quests_of(character: str) -> tuple[str, ...]:
    """Every Quest Item the character is dealt (the Bounty Hunter: both, one is drawn at step 20E, AFT-BH-03)."""
    return load_line().characters[character].quests


def shape_of(character: str) -> str:
    """Its miniature's silhouette (characters.toml `shape`)."""
    return load_line().characters[character].shape
