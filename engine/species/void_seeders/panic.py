"""The Panic deck (VS-PAN-01..09, VS-CHG-03, PROPOSED VS-GAP-08/21/29): a character draws the top card; below
its value, or when its effect cannot be resolved, Insanity rises by 1; otherwise another character in the room
may cancel it with an Interruption card (no rise then), else the effect is resolved.

Flow steps: "panic" (seat) draws and judges; "panic_interrupt_answer" takes an Interruption offer's answer;
"panic_given_up" takes the character's pick of what a card takes from it (which weapon, which Item).
Each effect is a pair (can it be resolved, resolve it) keyed by the card's `effect` (panic.toml).
"""

from __future__ import annotations

from collections.abc import Callable

from engine import rng
from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import (
    draw_from,
    gain_contamination,
    log,
    place_fire,
    place_malfunction,
    place_noise,
    set_door,
)
from engine.flow import ask, op, push, push_seq
from engine.rules.board import (
    board_neighbours,
    characters_in,
    corridor_for_number,
    corridors_of,
    intruders_in,
    is_active,
    open_neighbours,
    rooms_by_number,
)
from engine.rules.card_moves import is_computer_room
from engine.rules.contamination import is_contamination
from engine.rules.inventory import discard_item
from engine.rules.reactions import play_reaction, reaction_cards
from engine.rules.wounds import light_wound, serious_wound
from engine.species.common.weakness import has_weakness, helps
from engine.species.void_seeders.madness import level, raise_insanity
from engine.species.void_seeders.readers import PanicCard
from engine.species.void_seeders.state import KEY, void
from engine.state import Character, State, Task

OPS: dict[str, Callable[[State, Task], None]] = {}


def _op(name: str):
    return op(name, OPS)


def card_of(state: State, card: str) -> PanicCard:
    return cat(state).ext[KEY]["panic"][card]


def params(state: State, card: str) -> dict[str, int]:
    return cat(state).ext[KEY]["params"]["panic"].get(card, {})


def draw_panic(state: State) -> str | None:
    """The top Panic card; an empty deck is rebuilt from its shuffled discards (PROPOSED VS-PAN-09)."""
    v = void(state)
    if not v.panic_deck and not opt(state, "panic_reshuffle"):
        return None
    return draw_from(state, v.panic_deck, v.panic_discard, "VS-PAN-09", "panic")


@_op("panic")
def panic(state: State, task: Task) -> None:
    """The character resolves a Panic card (VS-PAN-01..06). args: seat."""
    ch = state.characters[int(task.args[0])]
    if not is_active(ch):
        return
    card = draw_panic(state)
    if card is None:
        log(state, "VS-PAN-09", "panic_deck_empty", seat=ch.seat)
        return
    void(state).panic_discard.append(card)
    data = card_of(state, card)
    now = level(state, ch)
    log(state, "VS-PAN-01", "panic_card", seat=ch.seat, card=card, name=data.name, value=data.value, level=now)
    if now < data.value:
        log(state, "VS-PAN-03", "panic_below_value", seat=ch.seat, value=data.value, level=now)
        raise_insanity(state, ch, 1, "VS-PAN-03")
        return
    can, _do = EFFECTS[data.effect]
    if not can(state, ch, card):
        log(state, "VS-PAN-04", "panic_impossible", seat=ch.seat, card=card)
        raise_insanity(state, ch, 1, "VS-PAN-04")
        return
    offer(state, ch, card, 0)


def interrupters(state: State, ch: Character) -> list[Character]:
    """Other characters in the room holding a usable Interruption (VS-PAN-06); in a neighbouring room too once
    Clear Mind is revealed (PROPOSED VS-GAP-09 W07) and helps that neighbour (LVS-CHG-06)."""
    near = {r for _c, r in board_neighbours(state, ch.room)} if has_weakness(state, "clear_mind") else set()
    return [c for r in sorted({ch.room} | near) for c in characters_in(state, r)
            if c.seat != ch.seat and reaction_cards(state, c, "interruption")
            and (r == ch.room or helps(state, "clear_mind", c.seat))]


def offer(state: State, ch: Character, card: str, index: int) -> None:
    """Ask the `index`-th possible interrupter; when everyone has declined, the effect is resolved."""
    candidates = interrupters(state, ch)
    if index < len(candidates):
        other = candidates[index]
        options = [Choice("interrupt", (c,)) for c in reaction_cards(state, other, "interruption")]
        ask(state, other.seat, DecisionKind.REACTION, [*options, Choice("decline")], "VS-PAN-06",
            "panic_interrupt_answer", (str(ch.seat), card, str(index), str(other.seat)))
        return
    log(state, "VS-PAN-05", "panic_resolved", seat=ch.seat, card=card)
    EFFECTS[card_of(state, card).effect][1](state, ch, card)


@_op("panic_interrupt_answer")
def panic_interrupt_answer(state: State, task: Task) -> None:
    seat, card, index, other = int(task.args[0]), str(task.args[1]), int(task.args[2]), int(task.args[3])
    assert task.choice is not None
    ch = state.characters[seat]
    if task.choice.kind == "decline":
        offer(state, ch, card, index + 1)
        return
    log(state, "VS-PAN-06", "panic_interrupted", seat=seat, by=other, card=card)
    play_reaction(state, state.characters[other], task.choice.args[0], "VS-CHG-03")


# --- the effects (PROPOSED VS-GAP-08), each a (possible, resolve) pair -------------------------------------


def _always(state: State, ch: Character, card: str) -> bool:
    return True


def _scream(state: State, ch: Character, card: str) -> None:
    """A Noise marker in each corridor of the room; one already there brings an Encounter (PUB-NOISE-03)."""
    for corridor in corridors_of(state, ch.room):
        if not place_noise(state, corridor, "VS-PAN-05"):
            push(state, "encounter", ch.room, ch.seat)
            return


def _loaded(ch: Character) -> list[str]:
    return sorted(w for w, ammo in ch.weapons.items() if ammo > 0)


def _has_loaded(state: State, ch: Character, card: str) -> bool:
    return bool(_loaded(ch))


def give_up(state: State, ch: Character, card: str, things: list[str], times: int = 1) -> None:
    """The character picks which of `things` the card takes, `times` times (asked only when there is a choice);
    the card's effect then takes it (TAKES)."""
    if times <= 0 or not things:
        return
    if len(things) == 1:
        TAKES[card_of(state, card).effect](state, ch, card, things[0])
        give_up(state, ch, card, [t for t in PICKS[card_of(state, card).effect](state, ch) if t != things[0]], times - 1)
        return
    ask(state, ch.seat, DecisionKind.CHOOSE_OPTION, [Choice("give_up", (t,)) for t in things], "VS-PAN-05",
        "panic_given_up", (str(ch.seat), card, str(times)))


@_op("panic_given_up")
def panic_given_up(state: State, task: Task) -> None:
    seat, card, times = int(task.args[0]), str(task.args[1]), int(task.args[2])
    assert task.choice is not None
    ch, thing = state.characters[seat], task.choice.args[0]
    effect = card_of(state, card).effect
    TAKES[effect](state, ch, card, thing)
    give_up(state, ch, card, [t for t in PICKS[effect](state, ch) if t != thing], times - 1)


def _take_ammo(state: State, ch: Character, card: str, weapon: str) -> None:
    ch.weapons[weapon] = max(0, ch.weapons[weapon] - params(state, card).get("ammo", 1))
    log(state, "VS-PAN-05", "ammo_lost", seat=ch.seat, weapon=weapon, left=ch.weapons[weapon])


def _take_all_ammo(state: State, ch: Character, card: str, weapon: str) -> None:
    ch.weapons[weapon] = 0
    log(state, "VS-PAN-05", "ammo_lost", seat=ch.seat, weapon=weapon, left=0)


def _lose_ammo(state: State, ch: Character, card: str) -> None:
    """Trembling Hands: 1 Ammo from a loaded weapon of the character's choice."""
    give_up(state, ch, card, _loaded(ch))


def _empty_weapon(state: State, ch: Character, card: str) -> None:
    """Trigger-Happy: every Ammo of one loaded weapon of the character's choice."""
    give_up(state, ch, card, _loaded(ch))


def _action_cards(ch: Character) -> list[str]:
    return [c for c in ch.hand if not is_contamination(c)]


def _has_cards(state: State, ch: Character, card: str) -> bool:
    return bool(_action_cards(ch))


def _discard(state: State, ch: Character, card: str) -> None:
    """Discard cards of the character's choice (the core's one-card choice, asked once per card)."""
    push_seq(state, [("discard_one", ch.seat)] * params(state, card).get("cards", 1))


def _discard_hand(state: State, ch: Character, card: str) -> None:
    """The whole hand is discarded (Blackout)."""
    from engine.effects import discard_cards

    discard_cards(state, ch, sorted(ch.hand), "VS-PAN-05")


def _catatonia(state: State, ch: Character, card: str) -> None:
    """In the Player phase the character passes at once; otherwise it discards its hand (PROPOSED VS-GAP-08)."""
    if state.phase == "player" and not ch.passed:
        push(state, "forced_pass", ch.seat, int(state.current_seat == ch.seat), 1)
    else:
        _discard_hand(state, ch, card)


def _in_hands(state: State, ch: Character) -> list[str]:
    items = cat(state).items
    from engine.catalog import item_card

    return sorted(list(ch.weapons) + [i for i in ch.items if items[item_card(i)].heavy])


def _has_in_hands(state: State, ch: Character, card: str) -> bool:
    return bool(_in_hands(state, ch))


def _drop_item(state: State, ch: Character, card: str) -> None:
    """Drop It!: an Item held in the hands, of the character's choice, is discarded."""
    give_up(state, ch, card, _in_hands(state, ch), params(state, card).get("items", 1))


def _take_item(state: State, ch: Character, card: str, item: str) -> None:
    discard_item(state, ch, item, "VS-PAN-05")


def _paranoia(state: State, ch: Character, card: str) -> None:
    """No Trade for this character until the current round ends (PROPOSED: in the Event phase, until the end of
    the next round played), then the discard."""
    banned = void(state).no_trade
    if ch.seat not in banned:
        banned.append(ch.seat)
    log(state, "VS-PAN-05", "trade_banned", seat=ch.seat)
    if _action_cards(ch):
        _discard(state, ch, card)


def may_trade(state: State, value: bool, seat: int = -1) -> bool:
    """MODIFIERS "may_trade": a character under Paranoia neither offers nor joins a Trade."""
    return value and seat not in void(state).no_trade


def paranoia_over(state: State) -> None:
    """A round has ended: every Paranoia ban ends with it."""
    void(state).no_trade.clear()


def _wound(state: State, ch: Character, card: str) -> None:
    p = params(state, card)
    light_wound(state, ch, p.get("light_wounds", 0), "VS-PAN-05")
    for _ in range(p.get("serious_wounds", 0)):
        serious_wound(state, ch, "VS-PAN-05")


def _despair(state: State, ch: Character, card: str) -> None:
    _wound(state, ch, card)
    if is_active(ch):
        _discard_hand(state, ch, card)


def _contaminate(state: State, ch: Character, card: str) -> None:
    for _ in range(params(state, card).get("contamination", 1)):
        gain_contamination(state, ch, "VS-PAN-05")


def _courage_rooms(state: State, ch: Character) -> list[tuple[str, str]]:
    """Neighbouring rooms through an open Door holding a Void Seeder or a Lair."""
    return sorted((c, r) for c, r in open_neighbours(state, ch.room) if intruders_in(state, r))


def _insane_courage(state: State, ch: Character, card: str) -> None:
    corridor, room = _courage_rooms(state, ch)[0]
    log(state, "VS-PAN-05", "panic_moves", seat=ch.seat, room=room)
    push(state, "arrive", ch.seat, room, corridor, "no_noise")


def _flight(state: State, ch: Character) -> tuple[str, str] | None:
    """(corridor, room) the top Event card's number points at, if a character can go through it."""
    if not state.event_deck:
        return None
    corridor = corridor_for_number(state, ch.room, cat(state).events[state.event_deck[-1]].corridor)
    return next(((c, r) for c, r in open_neighbours(state, ch.room) if c == corridor), None)


def _can_flee(state: State, ch: Character, card: str) -> bool:
    return _flight(state, ch) is not None


def _headlong_flight(state: State, ch: Character, card: str) -> None:
    """Move through the corridor numbered by the top Event card (discarded), with the usual Noise roll."""
    corridor, room = _flight(state, ch)
    event = draw_from(state, state.event_deck, state.event_discard, "VS-PAN-05", "event")
    if event is not None:
        state.event_discard.append(event)
    log(state, "VS-PAN-05", "panic_moves", seat=ch.seat, room=room)
    push(state, "arrive", ch.seat, room, corridor, "move")


def _no_malfunction_here(state: State, ch: Character, card: str) -> bool:
    from engine.effects import can_malfunction

    return can_malfunction(state, ch.room)


def _malfunction_here(state: State, ch: Character, card: str) -> None:
    place_malfunction(state, ch.room, "VS-PAN-05")


def _no_fire_here(state: State, ch: Character, card: str) -> bool:
    return ch.room not in state.fire


def _fire_here(state: State, ch: Character, card: str) -> None:
    place_fire(state, ch.room, "VS-PAN-05")


def _closed_doors(state: State, ch: Character) -> list[str]:
    return sorted(c for c in corridors_of(state, ch.room, with_tech=False) if state.doors.get(c) == "closed")


def _has_closed_doors(state: State, ch: Character, card: str) -> bool:
    return bool(_closed_doors(state, ch))


def _open_them_all(state: State, ch: Character, card: str) -> None:
    for corridor in _closed_doors(state, ch):
        set_door(state, corridor, "destroyed", "VS-PAN-05")


def _sabotage_room(state: State) -> str | None:
    from engine.effects import can_malfunction

    return next((r for r in rooms_by_number(state) if state.explored.get(r) and is_computer_room(state, r)
                 and can_malfunction(state, r)), None)


def _can_sabotage(state: State, ch: Character, card: str) -> bool:
    return _sabotage_room(state) is not None


def _sabotage(state: State, ch: Character, card: str) -> None:
    place_malfunction(state, _sabotage_room(state), "VS-PAN-05")


def _more_panic(state: State, ch: Character, card: str) -> None:
    push_seq(state, [("panic", ch.seat)] * params(state, card).get("panic", 2))


EFFECTS: dict[str, tuple[Callable[[State, Character, str], bool], Callable[[State, Character, str], None]]] = {
    "scream": (_always, _scream),
    "lose_ammo": (_has_loaded, _lose_ammo),
    "discard": (_has_cards, _discard),
    "insane_courage": (lambda s, ch, c: bool(_courage_rooms(s, ch)), _insane_courage),
    "headlong_flight": (_can_flee, _headlong_flight),
    "paranoia": (_always, _paranoia),
    "drop_item": (_has_in_hands, _drop_item),
    "wound": (_always, _wound),
    "contaminate": (_always, _contaminate),
    "catatonia": (_always, _catatonia),
    "malfunction_here": (_no_malfunction_here, _malfunction_here),
    "discard_hand": (_has_cards, _discard_hand),
    "fire_here": (_no_fire_here, _fire_here),
    "empty_weapon": (_has_loaded, _empty_weapon),
    "open_them_all": (_has_closed_doors, _open_them_all),
    "sabotage": (_can_sabotage, _sabotage),
    "despair": (_always, _despair),
    "more_panic": (_always, _more_panic),
}


# what a card takes once the character has picked it, and what it may pick from, by effect
TAKES: dict[str, Callable[[State, Character, str, str], None]] = {
    "lose_ammo": _take_ammo, "empty_weapon": _take_all_ammo, "drop_item": _take_item}
PICKS: dict[str, Callable[[State, Character], list[str]]] = {
    "lose_ammo": lambda s, ch: _loaded(ch), "empty_weapon": lambda s, ch: _loaded(ch), "drop_item": _in_hands}


def shuffle_panic_deck(state: State) -> None:
    """The Panic deck, shuffled face down beside the others (VS-SET-13)."""
    deck = sorted(cat(state).ext[KEY]["panic"])
    rng.shuffle(state, deck)
    void(state).panic_deck = deck
    void(state).panic_discard = []
