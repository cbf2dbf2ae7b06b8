"""Item, Quest Item, Action card and Intruder-player card data (T10, T14, T15) and their validation."""

from collections import Counter

import pytest

from engine.content.catalog import load_catalog
from engine.content.loader import CARD_EFFECT_KEYS, TIMINGS, ContentError
from tests.engine.content_helpers import break_file

ITEMS = "content/base/items.toml"
CHARACTERS = "content/base/characters.toml"
IP = "species/intruders/intruder_player.toml"


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


def copies(cat, deck: str) -> Counter:
    return Counter({i.id: i.copies for i in cat.items.values() if i.deck == deck})


@pytest.mark.rule("PUB-COMP-04", "PUB-ITEM-02")
def test_the_item_decks_hold_30_30_30_and_12_cards_plus_12_quest_items(cat):
    totals = {deck: sum(copies(cat, deck).values()) for deck in ("green", "yellow", "red", "blue", "quest")}

    assert totals == {"green": 30, "yellow": 30, "red": 30, "blue": 12, "quest": 12}
    assert copies(cat, "red")["energy_charge_red"] == 11 and copies(cat, "green")["medkit"] == 7


@pytest.mark.rule("PUB-ITEM-02")
def test_a_card_found_in_two_decks_has_one_id_per_deck_with_the_same_effect(cat):
    assert cat.items["clothes_green"].deck == "green" and cat.items["clothes_yellow"].deck == "yellow"
    assert cat.items["energy_charge_yellow"].effect == cat.items["energy_charge_red"].effect == "energy_charge"
    assert cat.items["evacuation_key"].deck == "red" and cat.items["evacuation_key_quest"].owner == "pilot"


@pytest.mark.rule("PUB-CRAFT-02")
def test_each_component_comes_from_the_listed_items(cat):
    by_component: dict[str, set[str]] = {}
    for item in cat.items.values():
        if item.component:
            by_component.setdefault(item.component, set()).add(item.name)

    assert by_component == {
        "chemical": {"Alcohol", "Chemicals"},
        "cloth": {"Bandages", "Clothes"},
        "electrical": {"Energy Charge"},
        "medical": {"Medkit"},
        "tool": {"Duct Tape", "Tools"},
    }


@pytest.mark.rule("PUB-CRAFT-03")
def test_the_four_crafted_items_have_three_copies_and_their_recipes(cat):
    blue = {i.id: (i.copies, sorted(i.recipe)) for i in cat.items.values() if i.deck == "blue"}

    assert blue == {
        "antidote": (3, ["chemical", "medical"]),
        "taser": (3, ["electrical", "tool"]),
        "flamethrower": (3, ["chemical", "tool"]),
        "molotov_cocktail": (3, ["chemical", "cloth"]),
    }
    assert all(not i.recipe for i in cat.items.values() if i.deck != "blue")


@pytest.mark.rule("PUB-ITEM-03", "PUB-ITEM-04")
def test_weapons_are_heavy_reusable_and_have_a_capacity(cat):
    weapons = {i.id: (i.weapon.kind, i.weapon.ammo, i.weapon.special)
               for i in cat.items.values() if i.weapon is not None}

    assert weapons == {
        "prototype_pistol": ("energy", 3, "reroll"),
        "prototype_rifle": ("energy", 6, "spend_ammo_on_double"),
        "prototype_shotgun": ("energy", 2, "min_one_plus_one_on_cross"),
        "flamethrower": ("classic", 4, "min_one_fire_on_double"),
    }
    assert all(cat.items[w].heavy and not cat.items[w].one_use and cat.items[w].effect == "weapon" for w in weapons)


@pytest.mark.rule("PUB-ITEM-04")
def test_only_weapons_the_extinguisher_the_motion_scanner_and_the_holo_computer_are_heavy(cat):
    heavy = {i.id for i in cat.items.values() if i.heavy}

    assert heavy == {"prototype_pistol", "prototype_rifle", "prototype_shotgun", "flamethrower",
                     "fire_extinguisher", "motion_scanner", "holo_computer"}


@pytest.mark.rule("PUB-ITEM-03", "PUB-ITEM-08")
def test_item_costs_and_timings_follow_the_table(cat):
    assert (cat.items["synthetic_food"].cost, cat.items["synthetic_food"].when) == (1, "any")
    assert cat.items["space_suit"].cost == -1  # the whole hand
    assert cat.items["smoke_grenade"].when == "ic" and cat.items["medkit"].when == "ooc"
    assert cat.items["grenade"].one_use and not cat.items["intercom"].one_use


@pytest.mark.rule("PUB-CHAR-02", "PUB-ITEM-09", "PUB-ITEM-13")
def test_every_character_owns_exactly_its_two_quest_items(cat):
    owners = Counter(i.owner for i in cat.items.values() if i.deck == "quest")

    assert owners == {c: 2 for c in cat.characters}
    for ch in cat.characters.values():
        assert sorted(ch.quests) == sorted(i.id for i in cat.items.values() if i.owner == ch.id)
    rooms = {i.id: i.activate_room for i in cat.items.values() if i.activate_room}
    assert rooms == {"log_key": "comms_room", "plasma_torch": "storage", "orbital_maneuvering_system": "fire_control",
                     "autoloader": "armory", "security_key": "cockpit", "holo_computer": "emergency_room"}
    assert cat.items["intercom"].activate_discard == ("tools", "duct_tape")
    assert all(i.activate_room or i.activate_discard for i in cat.items.values() if i.deck == "quest")


@pytest.mark.rule("PUB-CHAR-03", "PUB-CHAR-04")
def test_every_deck_has_the_five_common_cards_and_each_card_a_known_effect_and_timing(cat):
    for ch in cat.characters.values():
        assert Counter(c.effect for c in ch.cards[:5]) == {"demolition": 1, "interruption": 1, "rest": 1, "search": 2}
    assert len(cat.action_cards) == 60
    assert all(c.effect in CARD_EFFECT_KEYS and c.when in TIMINGS for c in cat.action_cards.values())
    reactions = {c.name for c in cat.action_cards.values() if c.when == "reaction"}
    assert reactions == {"Interruption", "Nerves of Steel"}


@pytest.mark.rule("PUB-CHAR-05")
def test_all_repair_cards_share_one_effect_with_their_own_costs(cat):
    repairs = {c.name: c.cost for c in cat.action_cards.values() if c.effect == "repair"}

    assert repairs == {"Basic Repairs": 2, "Repairs": 1, "Fast Repairs": 0}


@pytest.mark.rule("PUB-CHAR-03")
def test_only_the_scientists_computer_cards_need_a_computer_room(cat):
    needing = {c.id for c in cat.action_cards.values() if c.needs_computer}

    assert needing == {"scientist_risk_assessment", "scientist_blocking_access", "scientist_intranet"}


@pytest.mark.rule("PUB-COMP-05", "PUB-IPLAYER-03")
def test_the_intruder_player_deck_has_ten_cards(cat):
    by_effect = Counter(c.effect for c in cat.ip_cards.values())

    assert by_effect == {"pursuit": 4, "coordinated_hunt": 2, "metamorphosis": 1, "planning": 2, "self_healing": 1}
    pursuit = sorted((c.move, c.attack_draw) for c in cat.ip_cards.values() if c.effect == "pursuit")
    assert pursuit == [("1", 2), ("2", 2), ("3", 2), ("any", 3)]


# ---- broken content files are refused with the file and key named ----

def _find(rows: list, key: str, value: str) -> dict:
    return next(r for r in rows if r.get(key) == value)


def _set(rows_key: str, match: str, key: str, value):
    def edit(data):
        _find(data[rows_key], "id", match)[key] = value
    return edit


def _char_card(key: str, value):
    def edit(data):
        data["characters"][0]["cards"][1][key] = value
    return edit


def _char_quests(value):
    def edit(data):
        data["characters"][0]["quests"] = value
    return edit


BROKEN = [
    (ITEMS, _set("items", "medkit", "deck", "purple"), '"deck"', "purple"),
    (ITEMS, _set("items", "medkit", "component", "wood"), '"component"', "wood"),
    (ITEMS, _set("items", "medkit", "when", "reaction"), '"when"', "reaction"),
    (ITEMS, _set("items", "medkit", "effect", "medikit"), '"effect"', "medikit"),
    (ITEMS, _set("items", "medkit", "copies", 0), '"copies"', "medkit"),
    (ITEMS, _set("items", "medkit", "copies", 8), '"green" deck', "31"),
    (ITEMS, _set("items", "taser", "recipe", ["electrical", "magic"]), '"recipe"', "magic"),
    (ITEMS, _set("items", "flamethrower", "weapon", {"kind": "classic", "capacity": 4, "special": "burn"}),
     '"special"', "burn"),
    (ITEMS, _set("items", "log_key", "owner", "medic"), '"owner"', "medic"),
    (ITEMS, _set("items", "log_key", "activate_room", "observatory"), '"activate_room"', "observatory"),
    (ITEMS, _set("items", "armor", "activate_discard", ["tape"]), '"activate_discard"', "tape"),
    (CHARACTERS, _char_card("when", "sometimes"), '"when"', "sometimes"),
    (CHARACTERS, _char_card("effect", "interupt"), '"effect"', "interupt"),
    (CHARACTERS, _char_quests(["log_key", "lost_key"]), '"quests"', "lost_key"),
    (CHARACTERS, _char_quests(["log_key", "flashlight"]), '"quests"', "captain"),
    (IP, _set("cards", "pursuit_1", "effect", "chase"), '"effect"', "chase"),
    (IP, _set("cards", "pursuit_1", "move", "5"), '"move"', "5"),
]


@pytest.mark.rule("PUB-COMP-04", "PUB-CRAFT-03", "PUB-CHAR-02")
@pytest.mark.parametrize(("path", "edit", "key", "detail"), BROKEN,
                         ids=[f"{p.split('/')[-1]}-{k}-{d}" for p, _e, k, d in BROKEN])
def test_a_broken_content_file_is_refused_naming_the_file_and_key(monkeypatch, path, edit, key, detail):
    break_file(monkeypatch, path, edit)

    with pytest.raises(ContentError) as err:
        load_catalog.__wrapped__()  # the uncached loader, so the real catalog stays untouched

    message = str(err.value)
    assert message.startswith(f"{path}: ") and key in message and detail in message
