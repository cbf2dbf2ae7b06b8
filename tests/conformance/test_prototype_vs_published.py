"""A published game and a prototype game from the same seed and characters: the board they are laid on is the
same, and after setup they differ exactly where base-game.md §1 says (D2 hands, D7 bag, D9 Eggs, D13
Exploration tokens, D14 Objectives, D16 first victim, D17 pods, no Quest Items) and nowhere else."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import api
from engine.catalog import cat

CHARS = "soldier,scout,pilot"


def pair(seed: int, seats: int = 3):
    chars = ",".join(CHARS.split(",")[:seats])
    config = {"seats": seats, "seed": seed, "characters": chars}
    return api.new_game(config), api.new_game({**config, "ruleset": "prototype"})


def kinds(state, tokens) -> Counter:
    return Counter(t.rsplit("_", 1)[0] for t in tokens)


@pytest.mark.rule("BASE-POLICY-02", "BASE-SETUP-02", "BASE-SETUP-03", "BASE-SETUP-17", "BASE-SETUP-18",
                  "BASE-SETUP-20", "BASE-SETUP-07", "BASE-SETUP-11", "BASE-SETUP-13", "BASE-EXPL-16")
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_same_seed_lays_the_same_ship_and_differs_only_where_section_1_says(seed):
    pub, proto = pair(seed)
    # the same board: the room tiles, the corridors, the start room, the characters' rooms and weapons
    assert pub.tiles == proto.tiles and pub.unused_tiles == proto.unused_tiles
    assert [c.room for c in pub.characters] == [c.room for c in proto.characters]
    assert [c.weapons for c in pub.characters] == [c.weapons for c in proto.characters]
    assert (pub.doors, pub.fire, pub.noise, pub.malfunction) == (proto.doors, proto.fire, proto.noise,
                                                                 proto.malfunction)
    assert sorted(cat(pub).characters) == sorted(cat(proto).characters)
    # D2: 6 cards at setup, none before the first Player phase's draw
    assert [len(c.hand) for c in proto.characters] == [6, 6, 6]
    assert [len(c.hand) for c in pub.characters] == [5, 5, 5]  # drawn at the first Player phase's start
    # D7: the bag; D9: the Eggs
    assert kinds(proto, proto.bag) == Counter(larva=3, creeper=1, adult=6, queen=1)
    assert kinds(pub, pub.bag) == Counter(larva=4, creeper=1, adult=6, queen=1, blank=1)
    assert api.view(proto, 0).ext["species:intruders"].eggs == 8
    assert api.view(pub, 0).ext["species:intruders"].eggs == 5
    # D13: the Exploration tokens are the prototype's own
    effects = {cat(proto).exploration[i][0] for i in proto.exploration.values()}
    assert effects <= {"silence", "malfunction", "door", "signs_of_intrusion", "fire"}
    assert "danger" in {cat(pub).exploration[i][0] for i in range(len(cat(pub).exploration))}
    # D14: two Primary Objectives each, from the Corporate and Personal cards together
    assert all(len(cards) == 2 for cards in proto.objectives.values())
    # D16: a first victim nobody plays; D17: 3 pods for 3 players in both (the counts differ for 2 and 5)
    victim = proto.ext["ruleset:prototype"]
    assert victim and api.view(proto, 0).ext["ruleset:prototype"].victim not in CHARS.split(",")
    # no Quest Items in the prototype (BASE-CHAR-11)
    assert all(not c.quests for c in proto.characters) and all(c.quests for c in pub.characters)


@pytest.mark.rule("BASE-SETUP-07", "PUB-SETUP-07")
@pytest.mark.parametrize(("seats", "published", "prototype"), [(2, 2, 3), (5, 4, 4), (4, 3, 4)])
def test_the_pods_differ_by_player_count_as_d17_says(seats, published, prototype):
    chars = "soldier,scout,pilot,captain,mechanic".split(",")[:seats]
    config = {"seats": seats, "seed": 5, "characters": ",".join(chars)}
    pub, proto = api.new_game(config), api.new_game({**config, "ruleset": "prototype"})
    assert len(api.view(pub, 0).ext["map:nemesis_ship"].pods) == published
    assert len(api.view(proto, 0).ext["map:nemesis_ship"].pods) == prototype
