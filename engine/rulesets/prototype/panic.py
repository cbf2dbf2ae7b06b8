"""The prototype's Panic check (base-game.md §9, D5, D20): a character surprised by an Intruder drawn from the bag
draws a Panic card. Holding at least its difficulty (Action and Contamination cards alike), it stays calm; with
fewer, or already holding a Panic token, it suffers the card's effect and takes the Panic token (one at most).
Reaction to Danger lowers every difficulty by 2, to no less than 0. Rest takes the token away.

Options: reaction_to_danger_reduction, panic_difficulty_minimum, panic_counts_contamination, panic_tokens_max."""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.content.loader import TECH
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, draw_from, gain_contamination, log
from engine.flow import ask, op, push, push_seq
from engine.rules.board import corridor_for_number, is_active, other_end
from engine.rules.inventory import discard_item, put_down_object
from engine.rules.wounds import light_wound, serious_wound
from engine.rulesets.prototype.content import ID, PanicCard, PanicEffect
from engine.rulesets.prototype.state import proto
from engine.state import Character, State, Task


def card_of(state: State, card: str) -> PanicCard:
    return cat(state).ext[ID]["panic"][card]


def difficulty(state: State, card: str) -> int:
    """The printed difficulty, 2 lower once Reaction to Danger is known, never below 0 (BASE-PANIC-06)."""
    value = card_of(state, card).difficulty
    if hooks.service(state, "has_weakness")(state, str(opt(state, "panic_weakness"))):
        value = max(int(opt(state, "panic_difficulty_minimum")),
                    value - int(opt(state, "reaction_to_danger_reduction")))
    return value


def cards_held(state: State, ch: Character) -> int:
    """What a Panic check counts: every card in hand, Contamination cards too (BASE-PANIC-01, PROPOSED)."""
    if opt(state, "panic_counts_contamination"):
        return len(ch.hand)
    return len([c for c in ch.hand if not c.startswith("cont_")])


@op("panic_check")
def panic_check(state: State, task: Task) -> None:
    """args: seat. Draw a Panic card and resolve it (BASE-ENC-04, BASE-PANIC-01..04, BASE-PANIC-07)."""
    seat = int(task.args[0])
    ch = state.characters[seat]
    if not is_active(ch):
        return
    p = proto(state)
    card = draw_from(state, p.panic_deck, p.panic_discard, "BASE-PANIC-07", "panic")
    if card is None:
        log(state, "BASE-PANIC-07", "panic_deck_empty", seat=seat)
        return
    p.panic_discard.append(card)
    need, held = difficulty(state, card), cards_held(state, ch)
    if not p.panic[seat] and held >= need:
        log(state, "BASE-PANIC-01", "panic_calm", seat=seat, card=card, cards=held, difficulty=need)
        return
    rule = "BASE-PANIC-03" if p.panic[seat] else "BASE-PANIC-02"
    log(state, rule, "panic_failed", seat=seat, card=card, cards=held, difficulty=need)
    if not p.panic[seat] and sum(p.panic) < len(p.panic) * int(opt(state, "panic_tokens_max")):
        p.panic[seat] = True
        log(state, "BASE-PANIC-04", "panic_token", seat=seat)
    data = card_of(state, card)
    effect = data.does if finds(state, ch, data.does) or data.otherwise is None else data.otherwise
    do(state, ch, effect, card)


def _action_cards(ch: Character) -> list[str]:
    return sorted(c for c in ch.hand if not c.startswith("cont_"))


def _loaded(ch: Character) -> list[str]:
    return sorted(w for w, ammo in ch.weapons.items() if ammo > 0)


def _items(ch: Character) -> list[str]:
    return sorted(ch.items)


def finds(state: State, ch: Character, effect: PanicEffect) -> bool:
    """Whether the effect has something to act on (else the card's `otherwise` applies)."""
    return {"discard": bool(_action_cards(ch)), "discard_random": bool(_action_cards(ch)),
            "lose_ammo": bool(_loaded(ch)), "discard_item": bool(_items(ch)),
            "drop_heavy": bool(ch.heavy)}.get(effect.effect, True)


def do(state: State, ch: Character, effect: PanicEffect, card: str) -> None:
    """What a failed check does (content.py PANIC_EFFECTS)."""
    kind, n, seat = effect.effect, effect.amount, ch.seat
    if kind == "light_wound":
        light_wound(state, ch, n, "BASE-PANIC-02")
    elif kind == "serious_wound":
        for _ in range(n):
            serious_wound(state, ch, "BASE-PANIC-02")
    elif kind == "discard":
        push_seq(state, [("discard_one", seat)] * n)
    elif kind == "discard_random":
        for _ in range(n):
            if cards := _action_cards(ch):
                discard_cards(state, ch, [cards[rng.below(state, len(cards))]], "BASE-PANIC-02")
    elif kind == "contamination":
        for _ in range(n):
            gain_contamination(state, ch, "BASE-PANIC-02")
    elif kind in ("lose_ammo", "discard_item"):
        push_seq(state, [("panic_give_up", seat, kind)] * n)
    elif kind == "noise_roll":
        push(state, "noise_roll", seat)
    elif kind == "blind_escape":
        blind_escape(state, ch)
    elif kind == "no_attacks":
        proto(state).no_attacks = sorted({*proto(state).no_attacks, seat})
        log(state, "BASE-PANIC-02", "panic_no_attacks", seat=seat)
    elif kind == "pass":
        if state.phase == "player" and state.current_seat == seat and not ch.passed:
            push(state, "forced_pass", seat)
    elif kind == "drop_heavy":
        for obj in list(ch.heavy):
            put_down_object(state, ch, obj, "BASE-PANIC-02")
    # "none": the Panic token is the whole effect


@op("panic_give_up")
def panic_give_up(state: State, task: Task) -> None:
    """args: seat, what: 1 Ammo of a loaded weapon, or a non-weapon Item, of the character's choice (asked only
    when there is a choice)."""
    seat, what = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    things = _loaded(ch) if what == "lose_ammo" else _items(ch)
    if len(things) == 1:
        _take(state, ch, what, things[0])
    elif things:
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("give_up", (t,)) for t in things], "BASE-PANIC-02",
            "panic_given_up", (str(seat), what))


@op("panic_given_up")
def panic_given_up(state: State, task: Task) -> None:
    assert task.choice is not None
    seat, what = int(task.args[0]), str(task.args[1])
    _take(state, state.characters[seat], what, task.choice.args[0])


def _take(state: State, ch: Character, what: str, thing: str) -> None:
    if what == "lose_ammo":
        ch.weapons[thing] -= 1
        log(state, "BASE-PANIC-02", "ammo_lost", seat=ch.seat, weapon=thing, left=ch.weapons[thing])
    else:
        discard_item(state, ch, thing, "BASE-PANIC-02")


def blind_escape(state: State, ch: Character) -> None:
    """Blind Flight: a free Escape through the corridor an Event card's number shows; the Intruders in the room
    still attack; a closed door or a Technical Corridor: no move (GAP-25). The card goes under the deck."""
    card = draw_from(state, state.event_deck, state.event_discard, "BASE-PANIC-02", "event")
    if card is None:
        return
    state.event_deck.insert(0, card)
    number = cat(state).events[card].corridor
    corridor = corridor_for_number(state, ch.room, number)
    if corridor == TECH or state.doors.get(corridor) == "closed":
        log(state, "BASE-PANIC-02", "panic_flight_blocked", seat=ch.seat, number=number)
        return
    log(state, "BASE-PANIC-02", "panic_flight", seat=ch.seat, number=number)
    push(state, "move", ch.seat, other_end(state, corridor, ch.room), corridor)


def rested(state: State, ch: Character, rule: str) -> None:
    """Rest removes the Panic token (BASE-PANIC-05)."""
    p = proto(state)
    if ch.seat < len(p.panic) and p.panic[ch.seat]:
        p.panic[ch.seat] = False
        log(state, "BASE-PANIC-05", "panic_token_removed", seat=ch.seat)


def may_attack(state: State, value: bool, seat: int = -1) -> bool:
    """Tunnel Vision: no Shoot or Melee for the rest of that turn."""
    return value and seat not in proto(state).no_attacks


def turn_over(state: State, ch: Character) -> None:
    """The turn is over: Tunnel Vision ends."""
    p = proto(state)
    if ch.seat in p.no_attacks:
        p.no_attacks = [s for s in p.no_attacks if s != ch.seat]
