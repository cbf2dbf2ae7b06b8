"""What the Aftermath line's own Action cards do (GAP-AFT-03 PROPOSED placeholders; characters.toml): one entry in
the core's card registry per new `effect` key, map-neutral (they touch only what every map has: hands, wounds,
doors, Intruders, the Item decks). Costs, timing and Combat are checked by the core (engine/rules/actions.py);
the numbers come from options.toml through the line's record.

Android: Overclock, Recharge Cell. Bounty Hunter: Finishing Blow, Tangle Net. President: Inspiring Speech,
Requisition. Psychologist: Encouragement, Calm Words, Profiling. Convict: Shiv, Lockpick, Fence. Doctor: Triage,
Diagnosis, Isolation Protocol. The other cards of the decks are the core's (Search, Rest, repairs, a free move...).
"""

from __future__ import annotations

from engine import rng
from engine.catalog import cat
from engine.effects import draw_action_cards, log
from engine.flow import push
from engine.rules import card_effects, card_moves, reactions  # noqa: F401  (the core's cards register first)
from engine.rules.board import characters_in, in_combat, intruders_in
from engine.rules.contamination import owned_contamination, remove_cards, scan
from engine.rules.doors import door_options, toggle_door
from engine.rules.injury import injure_and_check
from engine.rules.intruder_moves import retreat
from engine.rules.inventory import discard_item
from engine.rules.item_effects import treat, wound_options
from engine.rules.item_effects_military import look_objective
from engine.rules.item_hands import SEARCH_DECKS, reload_weapon, weapons_to_reload
from engine.rules.item_search import deck_has_cards, search_colour
from engine.rules.registry import CARD_EFFECTS, Effect, Params, always
from engine.rules.wounds import light_wound
from engine.state import Character, State

KEY = "crew:aftermath"
# the rule each character's cards are played under (its deck's AFT rule; the texts are GAP-AFT-03 PROPOSED)
ANDROID, HUNTER, PRESIDENT, OTHERS, DOCTOR = "AFT-AND-01", "AFT-BH-01", "AFT-PRE-01", "AFT-OTH-01", "AFT-DOC-01"


def number(state: State, name: str) -> int:
    """One of the line's numbers (options.toml)."""
    return int(cat(state).ext[KEY].numbers[name])


def _others_here(state: State, seat: int) -> list[Character]:
    ch = state.characters[seat]
    return [o for o in characters_in(state, ch.room) if o.seat != seat]


def _everyone_here(state: State, seat: int) -> list[Character]:
    return characters_in(state, state.characters[seat].room)


def _intruders_here(state: State, seat: int, source: str) -> list[Params]:
    return [(str(i.id),) for i in intruders_in(state, state.characters[seat].room)]


def _intruder(state: State, params: Params):
    return next(i for i in state.intruders if i.id == int(params[0]))


# --- Android ------------------------------------------------------------------------------------------------

def _overclock(state: State, seat: int, source: str, params: Params) -> None:
    """Draw 2, then 1 Light Wound (the frame overheats)."""
    ch = state.characters[seat]
    draw_action_cards(state, ch, number(state, "overclock_draw"), ANDROID)
    light_wound(state, ch, number(state, "overclock_wounds"), ANDROID)


def _recharge_options(state: State, seat: int, source: str) -> list[Params]:
    return [(w,) for w in weapons_to_reload(state, state.characters[seat], "energy")]


def _recharge(state: State, seat: int, source: str, params: Params) -> None:
    """+2 Ammo into a held Energy weapon, up to its capacity."""
    reload_weapon(state, state.characters[seat], params[0], number(state, "recharge_ammo"), ANDROID)


# --- Bounty Hunter ------------------------------------------------------------------------------------------

def _wounded_intruders(state: State, seat: int, source: str) -> list[Params]:
    return [(str(i.id),) for i in intruders_in(state, state.characters[seat].room) if i.injuries >= 1]


def _finishing_blow(state: State, seat: int, source: str, params: Params) -> None:
    """An already injured Intruder suffers 2 more Injuries."""
    injure_and_check(state, _intruder(state, params), number(state, "finishing_blow_injuries"), HUNTER)


def _tangle_net(state: State, seat: int, source: str, params: Params) -> None:
    """The netted Intruder Retreats (an Event card's number, PUB-INJ-06)."""
    intruder = _intruder(state, params)
    log(state, HUNTER, "aft_netted", seat=seat, intruder=intruder.id)
    retreat(state, intruder)


# --- President ----------------------------------------------------------------------------------------------

def _speech_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if any(o.light_wounds for o in _others_here(state, seat)) else []


def _speech(state: State, seat: int, source: str, params: Params) -> None:
    """Every other Character in the room heals 1 Light Wound."""
    for other in _others_here(state, seat):
        if other.light_wounds:
            other.light_wounds -= 1
            log(state, PRESIDENT, "light_wound_healed", seat=other.seat, total=other.light_wounds)


def _requisition_options(state: State, seat: int, source: str) -> list[Params]:
    """A deck of the room's colour with a card left (a white room: any of the three), out of Combat in an explored
    room one may Search; the Item Counter does not matter."""
    ch = state.characters[seat]
    if in_combat(state, seat) or not state.explored.get(ch.room, False):
        return []
    colour = search_colour(state, ch.room)
    decks = SEARCH_DECKS if colour == "white" else (colour,) if colour in SEARCH_DECKS else ()
    return [(d,) for d in decks if deck_has_cards(state, d)]


def _requisition(state: State, seat: int, source: str, params: Params) -> None:
    """The top card of that deck, kept; the Item Counter stays."""
    log(state, PRESIDENT, "aft_requisition", seat=seat, deck=params[0])
    push(state, "item_draw", seat, "search", params[0])


# --- Psychologist -------------------------------------------------------------------------------------------

def _other_options(state: State, seat: int, source: str) -> list[Params]:
    return [(str(o.seat),) for o in _others_here(state, seat)]


def _encourage(state: State, seat: int, source: str, params: Params) -> None:
    """Another Character in the room draws 2 Action cards."""
    draw_action_cards(state, state.characters[int(params[0])], number(state, "encourage_draw"), OTHERS)


def _calm_options(state: State, seat: int, source: str) -> list[Params]:
    return [(str(o.seat),) for o in _everyone_here(state, seat) if o.light_wounds or o.slime]


def _calm(state: State, seat: int, source: str, params: Params) -> None:
    """1 Light Wound healed and the Slime wiped off (PUB-SLIME-03)."""
    heal_and_clean(state, state.characters[int(params[0])])


def heal_and_clean(state: State, ch: Character) -> None:
    if ch.light_wounds:
        ch.light_wounds -= 1
        log(state, OTHERS, "light_wound_healed", seat=ch.seat, total=ch.light_wounds)
    if ch.slime:
        ch.slime = False
        log(state, "PUB-SLIME-03", "slime_removed", seat=ch.seat)


def profiling_options(state: State, seat: int, source: str) -> list[Params]:
    """One option per Objective card of another Character in the room (by its place in that hand: unseen)."""
    return [(str(o.seat), str(k)) for o in _others_here(state, seat)
            for k in range(len(state.objectives.get(str(o.seat), [])))]


def _profiling(state: State, seat: int, source: str, params: Params) -> None:
    look_objective(state, seat, params[0], params[1], OTHERS)


# --- Convict ------------------------------------------------------------------------------------------------

def _shiv(state: State, seat: int, source: str, params: Params) -> None:
    """1 Injury to the Intruder, then 1 Light Wound to the Convict."""
    injure_and_check(state, _intruder(state, params), number(state, "shiv_injuries"), OTHERS)
    light_wound(state, state.characters[seat], number(state, "shiv_wounds"), OTHERS)


def _door_options(state: State, seat: int, source: str) -> list[Params]:
    return list(door_options(state, state.characters[seat].room))


def _door(state: State, seat: int, source: str, params: Params) -> None:
    toggle_door(state, params[0], params[1], OTHERS)


def _fence_options(state: State, seat: int, source: str) -> list[Params]:
    return [(i,) for i in sorted(set(state.characters[seat].items))]


def _fence(state: State, seat: int, source: str, params: Params) -> None:
    """Give up an Item (discarded), draw 2 Action cards."""
    ch = state.characters[seat]
    discard_item(state, ch, params[0], OTHERS)
    draw_action_cards(state, ch, number(state, "contraband_draw"), OTHERS)


# --- Doctor -------------------------------------------------------------------------------------------------

def _triage_options(state: State, seat: int, source: str) -> list[Params]:
    """("<seat>", "dress"|"heal", wound card) for each wound of a Character in the room (PUB-WOUND-04)."""
    return [(str(o.seat), *w) for o in _everyone_here(state, seat) for w in wound_options(state, o, True, True)]


def _triage(state: State, seat: int, source: str, params: Params) -> None:
    treat(state, state.characters[int(params[0])], params[1], params[2])


def _diagnosis_options(state: State, seat: int, source: str) -> list[Params]:
    # one option per Character: its Contamination cards look alike until scanned, so no option names one
    return [(str(o.seat),) for o in _everyone_here(state, seat) if owned_contamination(o, ("hand",))]


def _diagnosis(state: State, seat: int, source: str, params: Params) -> None:
    """Scan 1 Contamination card of that hand, taken at random; a clean one is removed (PUB-CONT-03/05)."""
    patient = state.characters[int(params[0])]
    card = rng.take_random(state, owned_contamination(patient, ("hand",)))
    if not scan(state, patient, [card], DOCTOR):
        remove_cards(state, patient, [card], DOCTOR)


def _seal_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if any(move == "close" for move, _ in door_options(state, state.characters[seat].room)) else []


def _seal(state: State, seat: int, source: str, params: Params) -> None:
    """Every open door on the room's corridors closes."""
    room = state.characters[seat].room
    log(state, DOCTOR, "aft_sealed", seat=seat, room=room)
    for move, corridor in door_options(state, room):
        if move == "close":
            toggle_door(state, move, corridor, DOCTOR)


EFFECTS = {
    "overclock": Effect(options=always, resolve=_overclock),
    "recharge": Effect(options=_recharge_options, resolve=_recharge),
    "finishing_blow": Effect(options=_wounded_intruders, resolve=_finishing_blow),
    "tangle_net": Effect(options=_intruders_here, resolve=_tangle_net),
    "rally_speech": Effect(options=_speech_options, resolve=_speech),
    "requisition": Effect(options=_requisition_options, resolve=_requisition),
    "encourage": Effect(options=_other_options, resolve=_encourage),
    "calm": Effect(options=_calm_options, resolve=_calm),
    "profiling": Effect(options=profiling_options, resolve=_profiling),
    "shiv": Effect(options=_intruders_here, resolve=_shiv),
    "lockpick": Effect(options=_door_options, resolve=_door),
    "contraband": Effect(options=_fence_options, resolve=_fence),
    "triage": Effect(options=_triage_options, resolve=_triage),
    "diagnosis": Effect(options=_diagnosis_options, resolve=_diagnosis),
    "seal_room": Effect(options=_seal_options, resolve=_seal),
}
for _key, _effect in EFFECTS.items():
    CARD_EFFECTS.setdefault(_key, _effect)
