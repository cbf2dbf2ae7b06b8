"""Feeding in the game (CARN-EVT-03, CARN-FEED-01..16, CARN-NEST-02/03, GAP-10): the Event phase's Intruder Attack
step becomes "attacks, then Feeding", with a Feeding of everyone, in combat too, before the attacks once Glutton is
revealed (CARN-FEED-02). Room by room in ascending number, the pure feeding.py says who eats what; this module
applies each meal (heal, the next level's figure, the food gone) and logs it line by line.

Food is what lies on the floor (a carried Object is no food, GAP-10): red Character Corpses ("corpse_<seat>"),
the blue one, Carcasses and Eggs, and the Eggs of an explored Nest (CARN-NEST-02). Each Carnomorph feeds at most
once per step, and one placed during the step neither attacks nor feeds (CARN-FEED-15, GAP-10).
"""

from __future__ import annotations

from collections import Counter

from engine.catalog import cat, opt
from engine.effects import log, remove_intruder
from engine.rules.board import characters_in, find_intruder, intruders_in, rooms_by_number
from engine.rules.turn import base_event_phase_steps
from engine.species.carnomorphs import figures
from engine.species.carnomorphs.feeding import Eater, Meal, feed_room
from engine.species.carnomorphs.state import carno
from engine.species.common.nest import destroy_eggs, nest_with_eggs
from engine.state import State, Task

FEEDING, GLUTTON, REGENERATION = "ev_feeding", "ev_glutton_feeding", "ev_regeneration"
BLUE_CORPSE = "corpse_blue"


def event_steps(state: State) -> list[tuple[str, str]]:
    """EVENT_PHASE_STEPS: Time, (Glutton's Feeding), Attacks, Feeding, Fire, (Regeneration), Event card, bag
    development (CARN-EVT-01, GAP-05 A3)."""
    steps = base_event_phase_steps(state)
    at = next(i for i, (name, _rule) in enumerate(steps) if name == "ev_attacks")
    steps = [*steps[:at], (GLUTTON, "CARN-FEED-02"), steps[at], (FEEDING, "CARN-EVT-03"), *steps[at + 1:]]
    fire = next(i for i, (name, _rule) in enumerate(steps) if name == "ev_fire")
    return [*steps[:fire + 1], (REGENERATION, "CARN-ADAPT-05"), *steps[fire + 1:]]


def food_kind(obj: str) -> str:
    """A floor object as Feeding's menu names it: any red Corpse is "corpse" (CARN-FEED-09)."""
    if obj == BLUE_CORPSE:
        return "corpse_blue"
    return "corpse" if obj.startswith("corpse_") else obj


def food_in(state: State, room: str) -> Counter[str]:
    menu = set(opt(state, "feeding_food"))
    out = Counter(food_kind(o) for o in state.objects.get(room, []) if food_kind(o) in menu)
    c = carno(state)
    if nest_with_eggs(state, c, room):  # CARN-NEST-02 (an unexplored Nest feeds nobody, GAP-10)
        out["egg_nest"] += c.eggs
    return out


def in_box(state: State) -> Counter[str]:
    return Counter({kind: figures.figures_left(state, kind) for kind in opt(state, "miniatures")})


def feed_everywhere(state: State, engaged_too: bool, rule: str) -> None:
    c = carno(state)
    fed: set[int] = set(c.fed)
    for room in rooms_by_number(state):
        crew = bool(characters_in(state, room))
        eaters = [Eater(i.id, i.kind, crew) for i in intruders_in(state, room)
                  if i.id not in fed and i.id < c.born_after]  # none placed during this step (GAP-10)
        if not eaters:
            continue
        food = food_in(state, room)
        nest_eggs = food.pop("egg_nest", 0)
        food["egg"] += nest_eggs
        meals = feed_room(cat(state).options, eaters, food, in_box(state), carno(state).butcher_killed,
                          glutton=engaged_too)
        for meal in meals:
            apply_meal(state, room, meal, rule)
            fed.add(meal.eater)
    carno(state).fed = sorted(fed)


def apply_meal(state: State, room: str, meal: Meal, rule: str) -> None:
    """Heal, evolve, eat (CARN-FEED-04/05/08)."""
    eater = find_intruder(state, meal.eater)
    if eater is None:
        return
    if meal.eaten:
        log(state, "CARN-FEED-13", "carnomorph_devours", intruder=eater.id, kind=eater.kind, room=room,
            prey=meal.eaten, prey_kind=meal.food, injuries=eater.injuries)
    else:
        log(state, "CARN-FEED-04", "carnomorph_feeds", intruder=eater.id, kind=eater.kind, room=room, food=meal.food,
            injuries=eater.injuries)
    eater.injuries = 0
    if meal.after != meal.before:
        figures.evolve(state, eater, meal.after, "CARN-FEED-05")
    else:
        log(state, "CARN-FEED-10", "carnomorph_cannot_evolve", intruder=eater.id, kind=eater.kind)
    eat(state, room, meal)


def eat(state: State, room: str, meal: Meal) -> None:
    """The food leaves the board: a Metagorger figure, an Object from the floor, else a Nest Egg (CARN-FEED-08/14)."""
    if meal.eaten:
        prey = find_intruder(state, meal.eaten)
        if prey is not None:
            remove_intruder(state, prey, "CARN-FEED-13", "carnomorph_eaten")
        return
    floor = sorted(o for o in state.objects.get(room, []) if food_kind(o) == meal.food)
    if floor:
        state.objects[room].remove(floor[0])
        log(state, "CARN-FEED-08", "food_eaten", room=room, object=floor[0])
        if floor[0] == BLUE_CORPSE:
            log(state, "CARN-FEED-11", "blue_corpse_eaten", room=room)
    elif meal.food == "egg":
        destroy_eggs(state, carno(state), 1, "CARN-NEST-02")


def feeding(state: State, task: Task) -> None:
    """After the attacks: every Carnomorph out of combat that finds food feeds (CARN-EVT-03); the step's record of
    who fed is then cleared."""
    feed_everywhere(state, False, "CARN-EVT-03")
    carno(state).fed = []


def glutton_feeding(state: State, task: Task) -> None:
    """Glutton revealed: everyone feeds before attacking, in combat too (CARN-FEED-02, GAP-10)."""
    c = carno(state)
    c.fed, c.born_after = [], state.next_intruder_id
    if figures.has_adaptation(state, "glutton") and bool(opt(state, "glutton_engaged_feed_first")):
        log(state, "CARN-FEED-02", "glutton_feeds_first")
        feed_everywhere(state, True, "CARN-FEED-02")


def regeneration(state: State, task: Task) -> None:
    """Regeneration revealed: after the Fire step every Carnomorph out of a burning room sheds 1 Injury (GAP-05 A3)."""
    if not figures.has_adaptation(state, "regeneration"):
        return
    for intruder in state.intruders:
        if intruder.injuries and intruder.room not in state.fire:
            intruder.injuries -= 1
            log(state, "CARN-ADAPT-05", "carnomorph_regenerates", intruder=intruder.id, injuries=intruder.injuries)
