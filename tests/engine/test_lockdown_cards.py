"""The Lockdown map's cards, tokens and dice as data (issue 18, groundwork): the Computer Action deck (T7), the
Contingency tokens (T8), the Objective cards (T9, T10), the Exploration tokens (T11), the Items (T12), the
characters (T14) and the dice (T15) of shared/rules/lockdown-base.md. The shipped files load, hold what the
tables list, every reference between them resolves, and a broken copy is refused with a sentence naming the
file and the entry. No plug-in reads these files yet."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content.base import base_content
from engine.content.loader import ContentError, read_toml
from engine.maps.lockdown import cards as ld
from engine.maps.lockdown.cards import (
    CHARACTERS,
    COMPUTER,
    CONTINGENCY,
    DICE,
    EXPLORATION,
    ITEMS,
    OBJECTIVES,
    load_characters,
    load_computer_actions,
    load_contingencies,
    load_dice,
    load_exploration,
    load_items,
    load_objectives,
)
from engine.maps.lockdown.content import lockdown_content
from tests.engine.content_helpers import break_file

COMMON = ["Demolition", "Interruption", "Rest", "Search", "Search"]  # LD-CHAR-04 [P]
UNIQUE = {  # T14 / LD-CHAR-10..15: the five cards of its own each deck holds
    "lab_rat": ["Basic Repairs", "Feel of the Dark", "Inconspicuous", "Sensitive Hearing", "Weird Metabolism"],
    "sentry": ["Defense Plan", "Facility Tour", "Quarantine", "Repairs", "Stun"],
    "survivor": ["Desperate Attack", "Distraction", "Obstinate", "Repairs", "Vents"],
    "xenobiologist": ["Field Experience", "Pheromones", "Repairs", "Sample Analysis", "Vivisection"],
    "hacker": ["Bypass", "Data Leak", "Override", "Remote Access", "Repairs"],
    "janitor": ["Clean up", "Master Key", "Repairs", "Scavenger", "Shortcut"],
}
# LD-CHAR-03: colour, class, start room, Knowledge, Starting Item, Quest Item, alternatives
DRAFT = {
    "hacker": ("green", "facility_worker", "Repository", 1, "Smart Gun", "Cheat Codes", ("Pilot", "Android")),
    "janitor": ("orange", "facility_worker", "Repository", 1, "Nailgun", "Pressure Washer", ("Mechanic",)),
    "lab_rat": ("magenta", "nemesis_survivor", "Isolation Room", 3, "", "Wail", ("Scout", "Bounty Hunter")),
    "sentry": ("blue", "facility_worker", "Repository", 1, "SMG", "Battle Suit", ("Captain", "President")),
    "survivor": ("red", "nemesis_survivor", "Isolation Room", 3, "", "Assault Rifle", ("Soldier", "Convict")),
    "xenobiologist": ("silver", "facility_worker", "Repository", 1, "Probe Arm", "Overmind",
                      ("Scientist", "Psychologist")),
}


def tiles() -> dict:
    return lockdown_content({})["tiles"]


def item_named(items: dict, name: str):
    return next(i for i in items.values() if i.name == name)


# --- T7: Computer Action deck ---------------------------------------------------------------------------------

def test_the_computer_deck_is_five_action_cards_of_three_options_and_the_lock_down_card():
    deck = load_computer_actions()
    options = {c.name[-1]: c.options for c in deck.cards.values() if not c.lockdown}

    assert len(deck.cards) == 6
    assert [c.name for c in deck.cards.values() if c.lockdown] == ["Lock-down"]
    assert options == {
        "A": ("move_rover", "peek_css", "peek_contingencies"),
        "B": ("gain_knowledge", "peek_css", "swap_power"),
        "C": ("clear_fire_retreat", "swap_power", "peek_contingencies"),
        "D": ("door_control", "peek_css", "move_rover"),
        "E": ("clear_fire_retreat", "swap_power", "peek_css"),
    }
    assert all(c.cost == 1 for c in deck.cards.values() if not c.lockdown)
    lockdown = next(c for c in deck.cards.values() if c.lockdown)
    assert (lockdown.cost, lockdown.options) == (0, ())
    assert "Malfunction" in lockdown.text and "shuffle" in lockdown.text
    # the cross-references of the digest: A and C peek at Contingencies (LD-CTG-03), B gives Knowledge
    # (LD-KNOW-02), C and E make Intruders Retreat (LD-INJ-05)
    assert sorted(k for k, o in options.items() if "peek_contingencies" in o) == ["A", "C"]
    assert sorted(k for k, o in options.items() if "gain_knowledge" in o) == ["B"]
    assert sorted(k for k, o in options.items() if "clear_fire_retreat" in o) == ["C", "E"]
    assert all(o.text for o in deck.options.values())


# --- T8: Contingency tokens ----------------------------------------------------------------------------------

@pytest.mark.rule("LD-CTG-05", "LD-CTG-06")
def test_seven_contingency_codes_each_escape_route_fatal_under_exactly_one_and_one_needing_the_signal():
    tokens = load_contingencies().tokens
    by_colour = {t.colour: t for t in tokens.values()}

    assert len(tokens) == 7
    assert sorted(by_colour) == ["blue", "gray", "green", "orange", "purple", "red", "yellow"]
    assert {t.name for t in tokens.values()} == {f"Code {c.title()}" for c in by_colour}
    assert {c: t.effect for c, t in by_colour.items()} == {
        "green": "none", "yellow": "kill_knowledge_token_active", "blue": "kill_without_signal",
        "gray": "kill_css_evacuees", "red": "kill_isolation", "purple": "kill_all_but_egg_carriers",
        "orange": "kill_bunker"}
    assert sorted(t.fatal_to for t in tokens.values() if t.fatal_to) == ["bunker", "css", "isolation"]
    assert [t.colour for t in tokens.values() if t.effect == ld.SIGNAL_EFFECT] == ["blue"]
    assert all(t.proposed for t in tokens.values())  # every effect is PROPOSED (GAP-LDB-04)


def test_the_contingency_deal_matches_the_player_count_table():
    deal = load_contingencies().deal

    # §2.3: Active / held / Neutral Pool
    assert {n: (deal.active, n * deal.held[n], deal.pool(n)) for n in range(1, 6)} == {
        1: (1, 2, 4), 2: (1, 4, 2), 3: (1, 3, 3), 4: (1, 4, 2), 5: (1, 5, 1)}
    assert (deal.coop_held, deal.pool(4, coop=True), deal.coop_revealed) == (0, 6, 1)


# --- T9, T10: Objectives ---------------------------------------------------------------------------------------

def test_eighteen_objectives_and_ten_solo_coop_cards_with_t9s_player_counts():
    objs = load_objectives()
    cards, facts = objs.cards, objs.facts
    decks = Counter(c.deck for c in cards.values())

    assert decks == {"corporate": 9, "personal": 9, "solo_coop": 10}
    players = {f.player: cards[i].min_players for i, f in facts.items() if f.condition == "player_dies"}
    assert players == {1: 2, 2: 2, 3: 3, 4: 4, 5: 5}
    assert {cards[i].min_players for i, f in facts.items() if f.condition == "only_survivor"} == {3}
    assert {cards[i].min_players for i, f in facts.items() if f.condition == "no_nemesis_survivor_survives"} == {3}
    assert all(c.min_players == 1 for c in cards.values() if c.deck == "solo_coop")
    assert sorted(f.knowledge for f in facts.values() if f.knowledge) == [5, 8, 8]
    assert sorted(f.count for f in facts.values() if f.count) == [1, 2]  # C2: one Weakness; SC-02: both
    explored = [f.sections for f in facts.values() if f.condition == "sections_explored"]
    assert sorted(explored) == [("S-01", "S-02"), ("S-01", "S-02"), ("S-02", "S-03"), ("S-02", "S-03")]
    assert all(f.proposed for f in facts.values())
    assert all(c.text and c.name for c in cards.values())


def test_every_kind_of_objective_the_rulebook_names_is_on_a_card():
    conditions = {f.condition for f in load_objectives().facts.values()}

    # LD-GOAL-04: Player X dies, only survivor, no Nemesis Survivor, Signal, Weakness, Nest, Knowledge >= X,
    # Knowledge token, Sections explored, Queen; [FB] escape with an Egg, destroy the base
    assert {"player_dies", "only_survivor", "no_nemesis_survivor_survives", "signal_sent", "weaknesses_researched",
            "nest_destroyed", "knowledge_at_least", "knowledge_token_active", "sections_explored", "queen_killed",
            "survive_with_egg", "facility_destroyed"} <= conditions
    assert conditions <= set(ld.OBJECTIVE_CONDITIONS)


def test_objective_sections_are_the_boards_and_no_id_is_the_ships():
    objs = load_objectives()
    sections = lockdown_content({})["ext"]["map:lockdown"]["facility"].sections

    assert {s for f in objs.facts.values() for s in f.sections} <= set(sections)
    assert not set(objs.cards) & set(base_content({})["objectives"])


# --- T11: Exploration tokens ---------------------------------------------------------------------------------

@pytest.mark.rule("LD-EXPL-04")
def test_twenty_underground_tokens_in_t11s_mix_and_ten_surface_tokens():
    tokens = load_exploration()
    mix = {e: sorted(n for eff, n in tokens.underground if eff == e) for e in dict(tokens.underground)}

    assert len(tokens.underground) == 20
    assert mix == {"silence": [1, 2, 3, 4], "danger": [1, 2, 3, 4], "slime": [2, 3, 4], "fire": [1, 2, 3],
                   "malfunction": [1, 2, 4], "door": [2, 3, 4]}
    assert Counter(tokens.surface) == {"draw_red": 2, "draw_yellow": 2, "draw_green": 2, "mars_card": 2,
                                       "silence": 1, "danger": 1}
    # 16 face-down room tiles take one each, 4 stay in the box (LD-SETUP-05)
    assert sum(t.set in (1, 2) for t in tiles().values()) - 3 == 16 == len(tokens.underground) - 4


# --- T12: Items ----------------------------------------------------------------------------------------------

def test_the_item_decks_hold_30_30_30_15_with_4_starting_and_6_quest_items():
    items = load_items()
    totals = Counter()
    for item in items.values():
        totals[item.deck] += item.copies

    assert totals == {"red": 30, "yellow": 30, "green": 30, "blue": 15, "starting": 4, "quest": 6}
    assert all(i.id.startswith("ld_") for i in items.values())
    assert not set(items) & set(base_content({})["items"])  # never the ship's item ids
    assert all(i.text for i in items.values())


@pytest.mark.rule("SGLD-MISC-10")
def test_t12s_search_decks_card_by_card():
    items = load_items()
    deck = {d: {i.name: i.copies for i in items.values() if i.deck == d} for d in ("red", "yellow", "green")}

    assert deck["red"] == {"Weapon Battery": 3, "Ammo Pack": 3, "Explosive Mixture": 2, "Glowstick": 3,
                           "Flashlight": 3, "Grenade": 3, "Thermite Charge": 2, "Zippo": 3, "Combat Knife": 2,
                           "Body Armour": 2, "Motion Tracker": 2, "Cave Plans": 2}
    assert deck["yellow"] == {"Toolbelt": 3, "Duct Tape": 3, "Wires": 4, "Battery Pack": 3, "Metal Parts": 4,
                              "Oxygen Tank": 3, "Fire Blanket": 3, "Hazmat Gear": 3, "Access Card": 2,
                              "Analyze Toolset": 2}
    assert deck["green"] == {"Medkit": 3, "Bandages": 4, "Medical Stapler": 3, "Antiseptic": 3, "Scalpel": 3,
                             "Clothes": 4, "Reagent": 4, "Chemicals": 3, "Adrenaline": 3}
    components = {i.name: i.component for i in items.values() if i.component}
    assert components == {"Weapon Battery": "elec", "Zippo": "chem", "Toolbelt": "mech", "Duct Tape": "mech",
                          "Wires": "elec", "Battery Pack": "elec", "Metal Parts": "mech", "Oxygen Tank": "mech",
                          "Hazmat Gear": "med", "Medkit": "med", "Bandages": "med", "Reagent": "chem",
                          "Chemicals": "chem"}
    assert {i.name for i in items.values() if i.effect == "none"} == {
        "Wires", "Battery Pack", "Metal Parts", "Oxygen Tank", "Chemicals"}


def test_five_crafted_items_three_each_with_t12s_recipes_and_the_rooms_that_hand_them_out():
    items = load_items()
    blue = {i.name: i for i in items.values() if i.deck == "blue"}

    assert {n: i.copies for n, i in blue.items()} == {n: 3 for n in
                                                      ("Neutralizer", "Taser", "Flamethrower", "Enviro-Suit", "Pistol")}
    assert {n: sorted(i.recipe) for n, i in blue.items()} == {
        "Neutralizer": ["chem", "med"], "Taser": ["elec", "med"], "Flamethrower": ["chem", "mech"],
        "Enviro-Suit": ["mech", "med"], "Pistol": ["elec", "mech"]}
    names = {t.id: t.name for t in tiles().values()}
    assert {n: [names[r] for r in i.rooms] for n, i in blue.items() if i.rooms} == {
        "Neutralizer": ["Testing Lab"], "Taser": ["Guard Room"], "Enviro-Suit": ["Guard Room"]}  # LD-CRAFT-04
    # every component a recipe needs is on some Search-deck card
    found = {i.component for i in items.values() if i.deck in ("red", "yellow", "green")}
    assert {c for i in blue.values() for c in i.recipe} <= found


def test_the_weapons_and_their_ammo():
    items = load_items()
    weapons = {i.name: (i.weapon.kind, i.weapon.ammo, i.weapon.capacity, i.heavy)
               for i in items.values() if i.weapon}

    assert weapons == {"Flamethrower": ("classic", 4, 4, True), "Pistol": ("energy", 3, 3, True),
                       "Smart Gun": ("energy", 3, 4, True), "Nailgun": ("classic", 4, 6, True),
                       "SMG": ("classic", 4, 5, True), "Assault Rifle": ("classic", 3, 5, True)}
    assert item_named(items, "Assault Rifle").weapon.special == "plus_one_on_hit"  # T14 [R example]
    assert item_named(items, "Smart Gun").weapon.special == "reroll_first"


@pytest.mark.rule("LD-COMP-09")
def test_the_four_starting_items_are_the_hacker_janitor_sentry_and_xenobiologists():
    items = load_items()
    starting = {i.owner: i.name for i in items.values() if i.deck == "starting"}

    assert starting == {"hacker": "Smart Gun", "janitor": "Nailgun", "sentry": "SMG", "xenobiologist": "Probe Arm"}
    probe = item_named(items, "Probe Arm")
    assert (probe.heavy, probe.weapon, probe.cost, probe.when) == (False, None, 1, "ic")  # LD-CHAR-24 [P]


def test_each_quest_item_has_a_mini_quest_whose_room_or_colour_exists():
    items = load_items()
    quests = {i.owner: i for i in items.values() if i.deck == "quest"}
    colours = {t.colour for t in tiles().values()}

    assert {o: (q.name, q.unlock.key) for o, q in quests.items()} == {
        "hacker": ("Cheat Codes", "computer_actions"), "janitor": ("Pressure Washer", "markers_removed"),
        "lab_rat": ("Wail", "survive_attack_in_darkness"), "sentry": ("Battle Suit", "kill_intruder"),
        "survivor": ("Assault Rifle", "search_room_colour"), "xenobiologist": ("Overmind", "analyse_object")}
    assert (quests["hacker"].unlock.amount, quests["janitor"].unlock.amount) == (2, 3)
    assert quests["survivor"].unlock.colour == "red" and "red" in colours
    assert tiles()[quests["xenobiologist"].unlock.room].name == "Laboratory"
    assert all(q.unlock.text for q in quests.values())


# --- T14: characters -------------------------------------------------------------------------------------------

@pytest.mark.rule("LD-CHAR-02", "LD-CHAR-03", "SGLD-MISC-07", "SGLD-CREW-10")
def test_the_six_characters_are_the_draft_cards():
    chars = load_characters()
    items = load_items()
    room = {t.id: t.name for t in tiles().values()}

    got = {c.id: (c.colour, c.cls, room[c.start_room], c.knowledge, items[c.starting].name if c.starting else "",
                  items[c.quest].name, c.alternatives) for c in chars.values()}
    assert got == DRAFT
    assert {c.name for c in chars.values()} == {"Hacker", "Janitor", "Lab Rat", "Sentry", "Survivor", "Xenobiologist"}
    assert all(c.trait == "" for c in chars.values())  # the digest gives no always-on trait


@pytest.mark.rule("LD-CHAR-04", "LD-CHAR-05", "LD-CHAR-06", "LD-CHAR-10", "LD-CHAR-11", "LD-CHAR-12", "LD-CHAR-13",
                  "LD-CHAR-14", "LD-CHAR-15")
def test_each_deck_is_five_common_cards_and_t14s_five_of_its_own():
    chars = load_characters()

    assert sum(len(c.cards) for c in chars.values()) == 60
    for ch in chars.values():
        names = sorted(card.name for card in ch.cards)
        own = sorted(UNIQUE[ch.id])
        assert sorted([*COMMON, *own]) == names, ch.id
        by_name = {card.name: card for card in ch.cards}
        assert (by_name["Interruption"].cost, by_name["Interruption"].when) == (0, "reaction")
        assert (by_name["Rest"].cost, by_name["Rest"].when) == (1, "ooc")
        assert all(card.id.startswith(f"{ch.id}_") for card in ch.cards)
    cards = {card.name: (card, ch.card_facts[card.id]) for ch in chars.values() for card in ch.cards}
    assert cards["Quarantine"][0].needs_computer
    assert cards["Pheromones"][1].knowledge == 5
    assert (cards["Vivisection"][0].when, cards["Desperate Attack"][0].when) == ("ic", "ic")
    assert (cards["Clean up"][0].cost, cards["Clean up"][0].when) == (0, "ooc")
    assert cards["Inconspicuous"][0].when == "reaction"
    # every Hacker card is PROPOSED; every Lab Rat card is known [GT][R]
    hacker = chars["hacker"]
    assert all(hacker.card_facts[c.id].proposed for c in hacker.cards if c.name not in ("Search", "Interruption"))
    lab_rat = chars["lab_rat"]
    assert not any(lab_rat.card_facts[c.id].proposed for c in lab_rat.cards if c.name in UNIQUE["lab_rat"])


def test_every_reference_between_characters_items_and_tiles_resolves():
    chars = load_characters()
    items = load_items()
    tile_ids = set(tiles())

    for ch in chars.values():
        assert ch.start_room in tile_ids
        assert items[ch.quest].owner == ch.id and items[ch.quest].deck == "quest"
        if ch.starting:
            assert items[ch.starting].owner == ch.id and items[ch.starting].deck == "starting"
    owned = {i.id for i in items.values() if i.owner}
    assert owned == {c.quest for c in chars.values()} | {c.starting for c in chars.values() if c.starting}
    assert {r for i in items.values() for r in i.rooms} <= tile_ids
    assert not {c.id for ch in chars.values() for c in ch.cards} & set(base_content({})["action_cards"])


# --- T15: dice ----------------------------------------------------------------------------------------------------

@pytest.mark.rule("LD-COMP-04", "LD-NOISE-04", "LD-COMBAT-01", "LD-COMBAT-02", "SGLD-SUP-02")
def test_the_dice_of_the_box_and_their_faces():
    dice = load_dice()

    assert {d.id: (d.sides, d.count, d.alt_side_only) for d in dice.values()} == {
        "noise": (10, 2, False), "combat": (6, 2, False), "advantage": (6, 2, False), "mars": (12, 1, True)}
    assert Counter(dice["noise"].faces) == {"1": 2, "2": 2, "3": 2, "4": 2, "silence": 1, "danger": 1}
    assert Counter(dice["combat"].faces) == {"miss": 1, "larva_creeper": 1, "larva_creeper_adult": 2,
                                             "one_injury": 1, "two_injuries": 1}
    assert Counter(dice["advantage"].faces) == {"discard_for_one": 1, "one_or_discard_for_two": 1,
                                                "larva_creeper_adult": 2, "one_injury": 1, "two_injuries": 1}
    assert Counter(dice["mars"].faces) == {"1": 2, "2": 2, "3": 2, "4": 2, "silence": 1, "danger": 1,
                                           "mars_card": 2}
    assert all(d.proposed for d in dice.values())


# --- Broken copies are refused with a sentence ----------------------------------------------------------------------

def row(data: dict, key: str, row_id: str) -> dict:
    return next(r for r in data[key] if r.get("id") == row_id)


def set_row(key: str, row_id: str, **values):
    def edit(data: dict) -> None:
        row(data, key, row_id).update(values)
    return edit


def drop_row(key: str, row_id: str):
    def edit(data: dict) -> None:
        data[key].remove(row(data, key, row_id))
    return edit


def drop_key(key: str, row_id: str, name: str):
    def edit(data: dict) -> None:
        del row(data, key, row_id)[name]
    return edit


def copy_row(key: str, row_id: str):
    def edit(data: dict) -> None:
        data[key].append(dict(row(data, key, row_id)))
    return edit


def set_char_card(char: str, card: str, **values):
    def edit(data: dict) -> None:
        cards = row(data, "characters", char)["cards"]
        next(c for c in cards if c["id"] == f"{char}_{card}").update(values)
    return edit


def drop_char_card(char: str, card: str):
    def edit(data: dict) -> None:
        cards = row(data, "characters", char)["cards"]
        cards.remove(next(c for c in cards if c["id"] == f"{char}_{card}"))
    return edit


def set_weapon(item: str, **values):
    def edit(data: dict) -> None:
        row(data, "items", item)["weapon"].update(values)
    return edit


def set_token(i: int, **values):
    def edit(data: dict) -> None:
        data["tokens"][i].update(values)
    return edit


def set_die(die: str, **values):
    return set_row("dice", die, **values)


LOADERS = {COMPUTER: load_computer_actions, CONTINGENCY: load_contingencies, OBJECTIVES: load_objectives,
           EXPLORATION: load_exploration, ITEMS: load_items, CHARACTERS: load_characters, DICE: load_dice}

BROKEN = [
    # T7
    pytest.param(COMPUTER, drop_row("cards", "ld_cpu_e"), "there must be 6 Computer Action cards, found 5",
                 id="computer: a card missing"),
    pytest.param(COMPUTER, set_row("cards", "ld_cpu_a", options=["move_rover", "peek_css", "move_rover"]),
                 'card "ld_cpu_a" must offer 3 different options', id="computer: an option twice"),
    pytest.param(COMPUTER, set_row("cards", "ld_cpu_b", options=["gain_knowledge", "peek_css", "reboot"]),
                 'card "ld_cpu_b" names unknown option "reboot"', id="computer: unknown option"),
    pytest.param(COMPUTER, set_row("cards", "ld_cpu_c", cost=2), 'card "ld_cpu_c" must cost 1',
                 id="computer: wrong cost"),
    pytest.param(COMPUTER, set_row("cards", "ld_cpu_d", lockdown=True, options=[], cost=0, text="x"),
                 "exactly one card must be the Lock-down card, found 2", id="computer: two Lock-down cards"),
    pytest.param(COMPUTER, set_row("cards", "ld_cpu_lockdown", options=["peek_css"]),
                 'card "ld_cpu_lockdown" is the Lock-down card: it offers no option', id="computer: Lock-down option"),
    pytest.param(COMPUTER, copy_row("cards", "ld_cpu_a"), 'card "ld_cpu_a" is defined twice',
                 id="computer: duplicate card"),
    # T8
    pytest.param(CONTINGENCY, drop_row("tokens", "ld_code_orange"), "there must be 7 Contingency tokens, found 6",
                 id="contingency: a token missing"),
    pytest.param(CONTINGENCY, set_row("tokens", "ld_code_green", effect="kill_without_signal"),
                 "exactly one token must need a sent Signal", id="contingency: two Signal codes"),
    pytest.param(CONTINGENCY, set_row("tokens", "ld_code_red", effect="nuke"),
                 'token "ld_code_red" key "effect" has unknown value "nuke"', id="contingency: unknown effect"),
    pytest.param(CONTINGENCY, set_row("tokens", "ld_code_red", colour="green"),
                 'token "ld_code_red" has colour "green", already the colour of "ld_code_green"',
                 id="contingency: colour twice"),
    pytest.param(CONTINGENCY, lambda d: d["deal"]["held"].update({"5": 2}),
                 "deals more than the 7 tokens in a 5-player game", id="contingency: deal too big"),
    pytest.param(CONTINGENCY, lambda d: d["deal"]["held"].pop("4"),
                 'key "held" must give a number for each player count 1-5', id="contingency: player count missing"),
    # T9, T10
    pytest.param(OBJECTIVES, drop_row("objectives", "ld_obj_c9"),
                 'there must be 9 "corporate" Objective cards, found 8', id="objectives: a card missing"),
    pytest.param(OBJECTIVES, set_row("objectives", "ld_obj_p4", min_players=3),
                 'objective "ld_obj_p4" names Player 4, so it needs at least 4 players, not 3',
                 id="objectives: Player 4 card in a 3-player game"),
    pytest.param(OBJECTIVES, set_row("objectives", "ld_obj_c6", sections=["S-01", "S-09"]),
                 'objective "ld_obj_c6" key "sections" has unknown value "S-09"', id="objectives: unknown Section"),
    pytest.param(OBJECTIVES, drop_key("objectives", "ld_obj_c4", "knowledge"),
                 'objective "ld_obj_c4" has condition "knowledge_at_least", which takes knowledge, but gives none',
                 id="objectives: parameter missing"),
    pytest.param(OBJECTIVES, set_row("objectives", "ld_obj_c1", player=2),
                 'objective "ld_obj_c1" has condition "signal_sent", which takes no parameter, but gives player',
                 id="objectives: parameter too many"),
    pytest.param(OBJECTIVES, set_row("objectives", "ld_obj_c4", knowledge=13),
                 'objective "ld_obj_c4" key "knowledge" must be at least 1 and at most 12, not 13',
                 id="objectives: Knowledge above the track"),
    pytest.param(OBJECTIVES, set_row("objectives", "ld_obj_p7", condition="win"),
                 'objective "ld_obj_p7" key "condition" has unknown value "win"', id="objectives: unknown condition"),
    pytest.param(OBJECTIVES, set_row("objectives", "ld_obj_p7", deck="secret"), 'has unknown deck "secret"',
                 id="objectives: unknown deck (base reader)"),
    pytest.param(OBJECTIVES, copy_row("objectives", "ld_sc_01"), 'objective "ld_sc_01" is defined twice',
                 id="objectives: duplicate card"),
    # T11
    pytest.param(EXPLORATION, lambda d: d["tokens"].pop(), "there must be 20 Underground Exploration tokens, found 19",
                 id="exploration: a token missing"),
    pytest.param(EXPLORATION, set_token(0, items=5), 'tokens[0] (silence) key "items" must be 1-4, not 5',
                 id="exploration: item number 5"),
    pytest.param(EXPLORATION, set_token(0, effect="treasure"), 'tokens[0] has unknown effect "treasure"',
                 id="exploration: unknown effect (base reader)"),
    pytest.param(EXPLORATION, lambda d: [t.update(effect="danger") for t in d["tokens"] if t["effect"] == "slime"],
                 'there must be at least 2 "slime" tokens', id="exploration: too few Slime tokens"),
    pytest.param(EXPLORATION, lambda d: d["surface_tokens"][0].update(effect="rover"),
                 'surface_tokens[0] key "effect" has unknown value "rover"', id="exploration: unknown surface effect"),
    # T12
    pytest.param(ITEMS, set_row("items", "ld_wires", copies=3), 'the "yellow" deck must hold 30 cards, holds 29',
                 id="items: deck short"),
    pytest.param(ITEMS, set_row("items", "ld_pistol", recipe=["chem", "med"]),
                 'items "ld_neutralizer" and "ld_pistol" share the recipe chem + med', id="items: recipe twice"),
    pytest.param(ITEMS, set_row("items", "ld_taser", recipe=["elec", "elec"]),
                 'item "ld_taser" key "recipe" must name 2 different components', id="items: recipe of one"),
    pytest.param(ITEMS, set_row("items", "ld_taser", rooms=["ld_armory"]),
                 'item "ld_taser" key "rooms" names "ld_armory", which is not a room tile', id="items: unknown room"),
    pytest.param(ITEMS, set_row("items", "ld_zippo", component="fuel"),
                 'item "ld_zippo" key "component" has unknown value "fuel"', id="items: unknown component"),
    pytest.param(ITEMS, set_row("items", "ld_medkit", recipe=["chem", "med"]),
                 'item "ld_medkit" has "recipe" or "rooms", which only a blue Crafted Item has',
                 id="items: recipe on a Search card"),
    pytest.param(ITEMS, set_weapon("ld_smg", ammo=6), 'item "ld_smg" weapon starts with 6 Ammo, above its capacity 5',
                 id="items: ammo above capacity"),
    pytest.param(ITEMS, set_row("items", "ld_nailgun", heavy=False),
                 'item "ld_nailgun" is a weapon, so key "heavy" must be true', id="items: light weapon"),
    pytest.param(ITEMS, drop_key("items", "ld_pistol", "weapon"),
                 'item "ld_pistol" needs a [weapon] table exactly when its effect is "weapon"',
                 id="items: weapon without stats"),
    pytest.param(ITEMS, set_row("items", "ld_wires", component=""),
                 'item "ld_wires" has effect "none" and no component, so it would do nothing',
                 id="items: a card that does nothing"),
    pytest.param(ITEMS, set_row("items", "ld_overmind", unlock_room="ld_observatory"),
                 'item "ld_overmind" key "unlock_room" names "ld_observatory", which is not a room tile',
                 id="items: quest room unknown"),
    pytest.param(ITEMS, set_row("items", "ld_assault_rifle", unlock_colour="purple"),
                 'item "ld_assault_rifle" key "unlock_colour" has unknown value "purple"',
                 id="items: quest colour unknown"),
    pytest.param(ITEMS, drop_key("items", "ld_cheat_codes", "unlock_amount"),
                 'item "ld_cheat_codes" unlocks by "computer_actions", which takes unlock_amount, but gives none',
                 id="items: quest parameter missing"),
    pytest.param(ITEMS, set_row("items", "ld_medkit", unlock="kill_intruder"),
                 'item "ld_medkit" has unlock keys but is not in the "quest" deck', id="items: unlock outside quests"),
    pytest.param(ITEMS, drop_key("items", "ld_smg", "owner"),
                 'item "ld_smg" is a starting item: it needs an "owner" and exactly 1 copy',
                 id="items: starting item without owner"),
    pytest.param(ITEMS, set_row("items", "ld_medkit", effect="heal_everything"),
                 'item "ld_medkit" key "effect" has unknown value "heal_everything"', id="items: unknown effect"),
    # T14
    pytest.param(CHARACTERS, drop_row("characters", "janitor"), "there must be 6 characters, found 5",
                 id="characters: one missing"),
    pytest.param(CHARACTERS, set_row("characters", "hacker", starting="ld_pulse_rifle"),
                 'character "hacker" key "starting" names "ld_pulse_rifle", which is not a starting item',
                 id="characters: unknown starting item"),
    pytest.param(CHARACTERS, set_row("characters", "hacker", starting="ld_nailgun"),
                 'character "hacker" key "starting" names "ld_nailgun", which is not a starting item of '
                 'maps/lockdown/items.toml owned by it', id="characters: another's starting item"),
    pytest.param(CHARACTERS, set_row("characters", "lab_rat", quest="ld_medkit"),
                 'character "lab_rat" key "quest" names "ld_medkit", which is not a quest item',
                 id="characters: quest item not a quest item"),
    pytest.param(CHARACTERS, set_row("characters", "sentry", starting=""),
                 'item "ld_smg" of maps/lockdown/items.toml belongs to "sentry", but no character lists it',
                 id="characters: owned item not listed"),
    pytest.param(CHARACTERS, set_row("characters", "survivor", start_room="ld_repository"),
                 'character "survivor" is a nemesis_survivor, so it starts in ld_isolation_room with Knowledge 3',
                 id="characters: wrong start room for the class"),
    pytest.param(CHARACTERS, set_row("characters", "janitor", start_room="ld_broom_closet"),
                 'character "janitor" key "start_room" names "ld_broom_closet", which is not a room tile',
                 id="characters: unknown start room"),
    pytest.param(CHARACTERS, set_row("characters", "hacker", colour="red"),
                 'character "survivor" has Draft colour "red", already the colour of "hacker"',
                 id="characters: colour twice"),
    pytest.param(CHARACTERS, drop_char_card("sentry", "stun"), 'character "sentry" must have exactly 10 Action cards',
                 id="characters: 9 cards"),
    pytest.param(CHARACTERS, set_char_card("survivor", "vents", effect="teleport"),
                 'character "survivor" cards[9] key "effect" has unknown value "teleport"',
                 id="characters: unknown card effect"),
    pytest.param(CHARACTERS, set_char_card("survivor", "vents", when="never"),
                 'character "survivor" cards[9] key "when" has unknown value "never"', id="characters: unknown timing"),
    pytest.param(CHARACTERS, set_char_card("survivor", "vents", id="survivor_repairs"),
                 'Action card "survivor_repairs" is defined twice', id="characters: card id twice"),
    pytest.param(CHARACTERS, set_row("characters", "lab_rat", **{"class": "android"}),
                 'character "lab_rat" key "class" has unknown value "android"', id="characters: unknown class"),
    # T15
    pytest.param(DICE, set_die("noise", faces=["1", "1", "2", "2", "3", "3", "4", "4", "silence"]),
                 'die "noise" must be a d10 with one entry per face, has 10 sides and 9 faces',
                 id="dice: a face missing"),
    pytest.param(DICE, set_die("combat", faces=["miss", "miss", "larva_creeper_adult", "larva_creeper_adult",
                                                "one_injury", "two_injuries"]),
                 'die "combat" never shows larva_creeper', id="dice: a result never shown"),
    pytest.param(DICE, set_die("noise", faces=["1", "1", "2", "2", "3", "3", "4", "mars_card", "silence", "danger"]),
                 'die "noise" key "faces" has unknown value "mars_card"', id="dice: a face it cannot show"),
    pytest.param(DICE, set_die("advantage", faces=["miss", "larva_creeper", "larva_creeper_adult",
                                                   "larva_creeper_adult", "one_injury", "two_injuries"]),
                 'die "advantage" never shows discard_for_one, one_or_discard_for_two',
                 id="dice: Advantage die without its own results"),
    pytest.param(DICE, drop_row("dice", "mars"), "there must be 4 dice kinds, found 3", id="dice: a die missing"),
]


@pytest.mark.parametrize(("path", "edit", "says"), BROKEN)
def test_a_broken_file_is_refused_with_a_sentence_naming_the_file_and_the_entry(monkeypatch, path, edit, says):
    LOADERS[path]()
    break_file(monkeypatch, path, edit)

    with pytest.raises(ContentError) as err:
        LOADERS[path]()

    assert str(err.value).startswith(f"{path}: ")
    assert says in str(err.value)


def test_every_file_names_the_digest_tables_it_comes_from():
    from importlib import resources

    for path, table in ((COMPUTER, "T7"), (CONTINGENCY, "T8"), (OBJECTIVES, "T9"), (OBJECTIVES, "T10"),
                        (EXPLORATION, "T11"), (ITEMS, "T12"), (ITEMS, "T14"), (CHARACTERS, "T14"), (DICE, "T15")):
        read_toml(path)
        head = resources.files("engine").joinpath(*path.split("/")).read_text(encoding="utf-8").split("\n[")[0]
        assert "lockdown-base.md" in head and table in head and "PROPOSED" in head, path
