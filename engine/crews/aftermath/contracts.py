"""The Bounty Hunter's Quest Item and contracts (AFT-BH-02..05, GAP-AFT-02), on every map that plays the line.

- Setup step 20E (AFT-BH-03): a character that keeps fewer Quest Items than it has (the Bounty Hunter: 1 of 2)
  draws them at random; the others go back to the box unseen. PROPOSED: the drawn one lies face down, known to
  its owner only, until it is unlocked (its two cards unlock alike, so the count of the mini-quest tells nothing).
- After step 20E (AFT-BH-04): the two Bounty Hunter Objective cards lie beside its board.
- When one of its Quest Items turns upright (AFT-BH-05, PROPOSED): it takes on one of the two as its contract,
  in secret; "The Mark" also names, in secret, another living Character as its mark.
- GAP-AFT-02 PROPOSED: a contract ADDS a way of winning: at the Victory Check the Bounty Hunter, if it survives,
  wins with its kept Objective or with its contract (the core's modifier "seat_met").
- Kills are counted in the contract holder's own rounds (PROPOSED, as Lockdown counts a mini-quest's kill).
"""

from __future__ import annotations

from engine import rng
from engine.catalog import cat
from engine.crews.aftermath.content import KEY, UNARMED, CrewLine, load_line
from engine.crews.aftermath.state import aftermath_state
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, push
from engine.rules.items import ON_ACTIVATE
from engine.state import Character, State, Task

DRAW, BESIDE, CONTRACT = "AFT-BH-03", "AFT-BH-04", "AFT-BH-05"


def line(state: State) -> CrewLine:
    return cat(state).ext[KEY]


def hand_out(state: State) -> None:
    """Step 20E for the line (AFT-BH-02..04, AFT-OTH-01, AFT-DOC-01): no Starting weapon where it has none, the
    Bounty Hunter's random Quest Item, its two Objective cards beside the board."""
    crew = line(state)
    for ch in state.characters:
        for weapon in [w for w in ch.weapons if w.startswith(UNARMED)]:
            del ch.weapons[weapon]
        c = crew.characters.get(ch.character)
        if c is None:
            continue
        if c.quests_kept < len(c.quests) and ch.quests:
            draw_quests(state, ch, c.quests_kept)
        if any(crew.items[q].contract for q in c.quests):
            aftermath_state(state).beside.append(ch.seat)
            log(state, BESIDE, "aft_contracts_beside", seat=ch.seat)


def draw_quests(state: State, ch: Character, kept: int) -> None:
    """Keep `kept` of the character's Quest Items at random; box the rest unseen (AFT-BH-03)."""
    pool = sorted(ch.quests)
    total = len(pool)
    chosen = [rng.take_random(state, pool) for _ in range(kept)]
    ch.quests = {q: False for q in sorted(chosen)}
    log(state, DRAW, "aft_quest_drawn", seat=ch.seat, count=kept, total=total)
    for quest in chosen:
        log(state, DRAW, "aft_quest_drawn_own", visible_to=(ch.seat,), seat=ch.seat, item=quest)


# --- taking on a contract (AFT-BH-05) -------------------------------------------------------------------------

def quest_upright(state: State, ch: Character, quest: str) -> None:
    """ON_ACTIVATE of a contract Quest Item: offer the contracts once it turns upright (on the ship by the published
    activation, in Lockdown by its mini-quest)."""
    if str(ch.seat) not in aftermath_state(state).contracts:
        push(state, "aft_offer_contract", ch.seat)


def _living_others(state: State, seat: int) -> list[int]:
    return [o.seat for o in state.characters if o.seat != seat and o.status != "dead" and o.character]


def offer_contract(state: State, task: Task) -> None:
    seat = int(task.args[0])
    cards = [c for c in sorted(line(state).contracts.values(), key=lambda c: c.id)
             if c.condition != "mark_dies" or _living_others(state, seat)]
    ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("contract", (c.id,)) for c in cards], CONTRACT,
        "aft_contract_taken", (str(seat),))


def contract_taken(state: State, task: Task) -> None:
    seat = int(task.args[0])
    assert task.choice is not None
    card = line(state).contracts[task.choice.args[0]]
    aftermath_state(state).contracts[str(seat)] = card.id
    log(state, CONTRACT, "aft_contract_taken", seat=seat)
    log(state, CONTRACT, "aft_contract_taken_own", visible_to=(seat,), seat=seat, contract=card.id)
    if card.condition == "mark_dies":
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("mark", (str(o),)) for o in _living_others(state, seat)],
            CONTRACT, "aft_mark_named", (str(seat),))


def mark_named(state: State, task: Task) -> None:
    seat = int(task.args[0])
    assert task.choice is not None
    mark = int(task.choice.args[0])
    aftermath_state(state).marks[str(seat)] = mark
    log(state, CONTRACT, "aft_mark_named", visible_to=(seat,), seat=seat, other=mark)


# --- kills and the Victory Check (GAP-AFT-02) -----------------------------------------------------------------

def count_kills(state: State, ch: Character) -> None:
    """ROUND_END: the Intruders killed in the contract holder's round count as its kills (PROPOSED)."""
    if ch.seat not in aftermath_state(state).beside:
        return
    start = next((i for i in range(len(state.log) - 1, -1, -1) if state.log[i].kind == "round_start"
                  and state.log[i].args.get("seat") == ch.seat), len(state.log))
    kills = sum(1 for e in state.log[start + 1:] if e.kind == "intruder_killed")
    if kills:
        s = aftermath_state(state)
        s.kills[str(ch.seat)] = s.kills.get(str(ch.seat), 0) + kills
        log(state, CONTRACT, "aft_kills", seat=ch.seat, total=s.kills[str(ch.seat)])


def contract_met(state: State, seat: int) -> bool:
    """The seat's contract is met now (its survival is the Victory Check's own condition)."""
    s = aftermath_state(state)
    card = line(state).contracts.get(s.contracts.get(str(seat), ""))
    if card is None:
        return False
    if card.condition == "mark_dies":
        mark = s.marks.get(str(seat))
        return mark is not None and state.characters[mark].status == "dead"
    return s.kills.get(str(seat), 0) >= card.amount


def seat_met(state: State, met: bool, seat: int = -1, **_: object) -> bool:
    """The modifier "seat_met": a contract met is a second way to meet the game's goal (GAP-AFT-02 PROPOSED). At
    the end of the game the contract is revealed in the log once."""
    s = aftermath_state(state)
    contract = s.contracts.get(str(seat), "")
    if not contract:
        return met
    done = contract_met(state, seat)
    if state.over and not any(e.kind == "aft_contract_revealed" and e.args.get("seat") == seat for e in state.log):
        log(state, CONTRACT, "aft_contract_revealed", seat=seat, contract=contract, result="met" if done else "not_met",
            **({"other": s.marks[str(seat)]} if str(seat) in s.marks else {}))
    return met or done


for _item in load_line().items.values():  # the Quest Items that take on a contract (items.toml `contract`)
    if _item.contract:
        ON_ACTIVATE.setdefault(_item.effect, quest_upright)

OPS = {"aft_offer_contract": offer_contract, "aft_contract_taken": contract_taken, "aft_mark_named": mark_named}
