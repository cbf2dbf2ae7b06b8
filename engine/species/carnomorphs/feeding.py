"""Feeding in one room (CARN-FEED-01..15), as a pure function of the room's Carnomorphs, its food and the figures
left in the box, with the orders and the evolution chain from the species' options (options.toml: feeding_eaters,
feeding_food, feeding_evolves, glutton_engaged_feed_first). The Intruder Attack step will call it for each room
and apply what it returns (heal, replace the figure, remove the food), logging each line.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Eater:
    id: int
    kind: str
    engaged: bool = False  # in combat with a character (CARN-FEED-01)


@dataclass(frozen=True, slots=True)
class Meal:
    eater: int
    before: str  # its kind when it fed
    after: str  # its kind once fed: the next level, or the same if it cannot evolve (CARN-FEED-06/07/10)
    food: str  # the Heavy Object eaten, or "metagorger"
    eaten: int = 0  # the id of the Metagorger eaten, if that was the food (CARN-FEED-13)


def feed_room(options: dict[str, Any], eaters: list[Eater], food: Counter[str], in_box: Counter[str],
              butcher_killed: bool = False, glutton: bool = False) -> list[Meal]:
    """Who eats what in one room, in order (CARN-FEED-03, -09, -12): each Carnomorph out of combat (and in
    combat too once Glutton is revealed, CARN-FEED-02) that finds food heals, becomes the next level if a
    figure of it is in the box and the Butcher has not been killed (CARN-FEED-05/06/10), and eats one food.
    Each feeds at most once; a Metagorger eaten before its turn does not feed (CARN-FEED-15). `food` (Heavy
    Objects by kind) and `in_box` (figures left, by kind) are updated as the meals are taken."""
    rank = {kind: i for i, kind in enumerate(options["feeding_eaters"])}
    evolves: dict[str, str] = options["feeding_evolves"]
    engaged_may_feed = glutton and bool(options["glutton_engaged_feed_first"])
    queue = sorted(eaters, key=lambda e: (rank.get(e.kind, len(rank)), e.id))
    kinds = {e.id: e.kind for e in eaters}
    gone: set[int] = set()
    meals: list[Meal] = []
    for eater in queue:
        if eater.id in gone or (eater.engaged and not engaged_may_feed):
            continue
        dish, eaten = _first_food(options["feeding_food"], food, kinds, gone, eater.id)
        if not dish:
            continue
        after = evolves.get(eater.kind, eater.kind)
        if after == eater.kind or in_box[after] < 1 or (butcher_killed and after == "butcher"):
            after = eater.kind  # heals and eats, but stays as it is
        else:
            in_box[after] -= 1
            in_box[eater.kind] += 1
        if eaten:
            gone.add(eaten)
            in_box["metagorger"] += 1
        else:
            food[dish] -= 1
        kinds[eater.id] = after
        meals.append(Meal(eater.id, eater.kind, after, dish, eaten))
    return meals


def _first_food(order: list[str], food: Counter[str], kinds: dict[int, str], gone: set[int],
                me: int) -> tuple[str, int]:
    """The first food in the priority order (CARN-FEED-09): a Heavy Object, or another Metagorger still there
    (never itself, CARN-FEED-01), the last of them first."""
    for dish in order:
        if dish == "metagorger":
            prey = [i for i, k in sorted(kinds.items(), reverse=True) if k == "metagorger" and i != me and i not in gone]
            if prey:
                return dish, prey[0]
        elif food[dish] > 0:
            return dish, 0
    return "", 0
