"""The Night Stalkers' kill check (lockdown-base.md §9.4, LD-INJ-02..04): a kind in `injury_kills` (the Larva)
dies of any Injury; another draws `injury_check_cards` Attack cards and dies when their blood sum is no more than
its Injuries; a Retreat arrow on any of them makes it Retreat instead. Slow Clotting (T13 PROPOSED) lowers the
blood read by its amount when the character who injured it (the acting one) has the Knowledge."""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import draw_from, log
from engine.rules.intruder_moves import retreat
from engine.species.intruders.injury import intruder_death
from engine.species.night_stalkers.attacks import weakness_works
from engine.species.night_stalkers.content import ID
from engine.state import Intruder, State


def slow_clotting(state: State, kind: str) -> int:
    seat = state.current_seat
    w = next((w for w in cat(state).ext[ID]["weaknesses"].values() if w.effect == "slow_clotting"), None)
    if w is None or seat < 0 or kind not in w.affects or not weakness_works(state, "slow_clotting", seat):
        return 0
    return int(w.amount)


def injury_check(state: State, intruder: Intruder, rule: str) -> None:
    if intruder.kind in opt(state, "injury_kills"):
        intruder_death(state, intruder, "LD-INJ-02")
        return
    cards = []
    for _ in range(int(dict(opt(state, "injury_check_cards")).get(intruder.kind, 1))):
        card = draw_from(state, state.attack_deck, state.attack_discard, "LD-IATK-03", "attack")
        if card is not None:
            cards.append(card)
    state.attack_discard.extend(cards)
    data = [cat(state).attack[c] for c in cards]
    log(state, "LD-INJ-02", "injury_check", intruder=intruder.id, kind=intruder.kind, injuries=intruder.injuries,
        cards=",".join(cards), blood=",".join("R" if d.retreat else str(d.blood) for d in data))
    if any(d.retreat for d in data):
        retreat(state, intruder)  # LD-INJ-04
        return
    blood = sum(d.blood or 0 for d in data)
    less = slow_clotting(state, intruder.kind)
    if less:
        log(state, "LD-KNOW-06", "slow_clotting", intruder=intruder.id, amount=less)
    if data and blood - less <= intruder.injuries:
        intruder_death(state, intruder, "LD-INJ-02")
