"""Trade: a loop of gifts and requests between two characters in one room (PUB-ITEM-12, PUB-ITEM-05).

The initiator (who paid the action) may give any Item, weapon (with its Ammo) or Heavy Object, or ask
for one of the other's; the owner answers yes or no. A heavy thing needs a free Hand slot on the
receiving side (PUB-ITEM-04). PROPOSED: opening a Trade shows both inventories to both players, and
Quest Items stay with their owner. The loop ends when the initiator chooses "done"; it is bounded: in
one Trade each thing changes hands (or is asked for) at most once.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op, push
from engine.rules.board import characters_in, in_combat, is_active
from engine.rules.inventory import room_for
from engine.rules.item_hands import move_thing
from engine.state import Character, State, Task


def tradeable(ch: Character) -> list[str]:
    """What a character may hand over: Items, weapons, Heavy Objects."""
    return sorted(ch.items) + sorted(ch.weapons) + sorted(ch.heavy)


def can_take(state: State, giver: Character, receiver: Character, thing: str) -> bool:
    return room_for(state, receiver, thing, weapon=thing in giver.weapons)


def trade_moves(state: State, seat: int, other: int, settled: tuple[str, ...] = ()) -> list[Choice]:
    """Gifts to `other` and requests from it, plus "done" (PUB-ITEM-12); `settled` things (already handed
    over or asked for in this Trade) are not offered again, so the loop always ends."""
    ch, oc = state.characters[seat], state.characters[other]
    limit = int(opt(state, "give_items_per_action"))
    out = [] if limit and not settled else [Choice("done")]  # the prototype's Give always hands something over
    out += [Choice("give", (t,)) for t in tradeable(ch) if t not in settled and can_take(state, ch, oc, t)]
    if opt(state, "trade_requests"):  # the prototype's Give hands over only (BASE-GIVE-01, D18)
        out += [Choice("ask", (t,)) for t in tradeable(oc) if t not in settled and can_take(state, oc, ch, t)]
    return out


def next_step(state: State, seat: int, other: int, settled: tuple[str, ...]) -> None:
    """Trade on, unless the action hands over only so many things (the prototype's Give: 1, BASE-GIVE-01)."""
    limit = int(opt(state, "give_items_per_action"))
    if limit and len(settled) >= limit:
        log(state, "PUB-ITEM-12", "trade_closed", seat=seat, other=other)
        return
    push(state, "trade_step", seat, other, *settled)


def trade_partners(state: State, seat: int) -> list[int]:
    """Active characters in the room, out of Combat, with something to exchange (PUB-ITEM-12); a species may
    bar a character from trading for a while (its "may_trade" modifier)."""
    ch = state.characters[seat]
    if in_combat(state, seat) or not hooks.modify(state, "may_trade", True, seat=seat):
        return []
    return [c.seat for c in characters_in(state, ch.room)
            if c.seat != seat and hooks.modify(state, "may_trade", True, seat=c.seat)
            and any(m.kind != "done" for m in trade_moves(state, seat, c.seat))]


@op("trade")
def trade(state: State, task: Task) -> None:
    """Open the trade: both sides see each other's Items (args: seat, other seat)."""
    seat, other = int(task.args[0]), int(task.args[1])
    log(state, "PUB-ITEM-12", "trade_opened", seat=seat, other=other)
    for a, b in ((seat, other), (other, seat)):
        log(state, "PUB-ITEM-12", "inventory_shown", visible_to=(a, b), seat=a,
            items=",".join(sorted(state.characters[a].items)))
    push(state, "trade_step", seat, other)


def still_together(state: State, seat: int, other: int) -> bool:
    ch, oc = state.characters[seat], state.characters[other]
    return is_active(ch) and is_active(oc) and ch.room == oc.room


@op("trade_step")
def trade_step(state: State, task: Task) -> None:
    """args: seat, other seat, then the things settled so far in this Trade."""
    seat, other = int(task.args[0]), int(task.args[1])
    settled = tuple(str(t) for t in task.args[2:])
    moves = trade_moves(state, seat, other, settled)
    if not [m for m in moves if m.kind != "done"] or not still_together(state, seat, other):
        log(state, "PUB-ITEM-12", "trade_closed", seat=seat, other=other)
        return
    ask(state, seat, DecisionKind.CHOOSE_OPTION, moves, "PUB-ITEM-12", "trade_move", (str(seat), str(other), *settled))


@op("trade_move")
def trade_move(state: State, task: Task) -> None:
    seat, other = int(task.args[0]), int(task.args[1])
    settled = tuple(str(t) for t in task.args[2:])
    choice = task.choice
    assert choice is not None
    if choice.kind == "done":
        log(state, "PUB-ITEM-12", "trade_closed", seat=seat, other=other)
        return
    if choice.kind == "give" and opt(state, "give_refusable"):  # the receiver may refuse (BASE-GIVE-02)
        ask(state, other, DecisionKind.CHOOSE_OPTION, [Choice("yes"), Choice("no")], "BASE-GIVE-02", "give_answer",
            (str(seat), str(other), choice.args[0], *settled))
        return
    if choice.kind == "give":
        move_thing(state, state.characters[seat], state.characters[other], choice.args[0], "PUB-ITEM-12")
        next_step(state, seat, other, (*settled, choice.args[0]))
        return
    log(state, "PUB-ITEM-12", "trade_request", seat=seat, other=other)
    ask(state, other, DecisionKind.CHOOSE_OPTION, [Choice("yes"), Choice("no")], "PUB-ITEM-12", "trade_answer",
        (str(seat), str(other), choice.args[0], *settled))


def _answered(state: State, task: Task, gift: bool) -> None:
    """The other side said yes (the thing changes hands: to the initiator for a request, from it for a gift) or
    no; the initiator goes on trading. args: seat, other seat, thing, then the things settled so far."""
    seat, other, thing = int(task.args[0]), int(task.args[1]), str(task.args[2])
    assert task.choice is not None
    giver, receiver = (seat, other) if gift else (other, seat)
    if task.choice.kind == "yes":
        move_thing(state, state.characters[giver], state.characters[receiver], thing,
                   "BASE-GIVE-01" if gift else "PUB-ITEM-12")
    elif gift:
        log(state, "BASE-GIVE-02", "gift_refused", seat=other, other=seat)
    else:
        log(state, "PUB-ITEM-12", "trade_refused", seat=other, other=seat)
    next_step(state, seat, other, (*(str(t) for t in task.args[3:]), thing))


@op("trade_answer")
def trade_answer(state: State, task: Task) -> None:
    """The owner agrees to hand over what was asked for, or refuses (PUB-ITEM-12)."""
    _answered(state, task, gift=False)


@op("give_answer")
def give_answer(state: State, task: Task) -> None:
    """The receiver accepts the gift at no cost, or refuses it: the card stays spent (BASE-GIVE-02)."""
    _answered(state, task, gift=True)
