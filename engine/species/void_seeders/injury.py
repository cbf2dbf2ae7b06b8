"""What an injury check does to a Void Seeder or a Lair (VS-INJ-01..07, VS-LAI-11..13/18), as pure functions of
the species' `injury_check` table (options.toml: cards drawn, which blood value counts, what a Retreat icon does)
and the drawn Attack cards; then the species' INJURY_CHECK and INTRUDER_DEATH hooks, which draw the cards,
call them and carry out the result.
"""

from __future__ import annotations

from typing import Any

from engine.catalog import cat, opt
from engine.effects import draw_from, drop_object, log, remove_intruder
from engine.rules.injury import kill_intruder
from engine.rules.intruder_moves import retreat
from engine.species.common.weakness import helps
from engine.species.void_seeders.attacks import vanish
from engine.species.void_seeders.lairs import lairs_to_destroy
from engine.species.void_seeders.state import void

Card = tuple[int | None, bool]  # (blood value, or None where the card prints none; shows the Retreat icon)


def injury_outcome(check: dict[str, Any], injuries: int, cards: list[Card]) -> str:
    """"retreat" or "survive" (the table's `retreat`) if any card shows Retreat, which wins over a defeat
    (PROPOSED VS-GAP-16, VS-LAI-13); else "defeated" (a Lair: destroyed) if the counted blood value is at most
    the injuries (VS-INJ-01..03, VS-LAI-11/12); else "nothing". The Despoiler (`compare` "none") only ever
    retreats (VS-INJ-04/05)."""
    if len(cards) != int(check["cards"]):
        raise ValueError(f"the check draws {check['cards']} card(s), not {len(cards)}")
    if any(retreat for _blood, retreat in cards):
        return str(check["retreat"])
    bloods = [blood for blood, _retreat in cards if blood is not None]
    if check["compare"] == "none" or not bloods:
        return "nothing"
    value = {"lower": min, "higher": max, "single": min}[check["compare"]](bloods)
    return "defeated" if value <= injuries else "nothing"


def placed_type(types: list[str], wanted: str, in_box: dict[str, int]) -> str | None:
    """The Void Seeder an Encounter or a rule places when it calls for `wanted`: that type, or the next lower type
    with a miniature left in the box (VS-TYP-02, VS-TYP-09); None when no lower type has one either."""
    for kind in reversed(types[: types.index(wanted) + 1]):
        if in_box.get(kind, 0) > 0:
            return kind
    return None


def despoiler_killed(destroyed_lairs: int, slots: int) -> bool:
    """Once every Destroyed Lair slot is filled the Despoiler counts as killed, even if it never appeared; it is
    removed and can no longer appear (VS-LAI-18/19, VS-INJ-06)."""
    return destroyed_lairs >= slots


# --- the rules: the species' INJURY_CHECK and INTRUDER_DEATH hooks ------------------------------------------


def check_of(state, kind: str) -> dict[str, Any]:
    """The kind's injury-check entry as the revealed Weakness cards change it: Fragile Lairs compares the lower
    value, Anchored Minds lets no Retreat icon save a Lair (PROPOSED VS-GAP-09 W04, W05)."""

    check = dict(opt(state, "injury_check")[kind])
    seat = state.current_seat  # the character whose action hurt it (LVS-CHG-06); -1 in the Event phase
    if kind == opt(state, "lair_kind"):
        if helps(state, "fragile_lairs", seat):
            check["compare"] = "lower"
        if helps(state, "anchored_minds", seat):
            check["retreat"] = "ignore"
    return check


def void_injury_check(state, intruder, rule: str) -> None:
    """INJURY_CHECK: draw the kind's cards and carry out what `injury_outcome` says (VS-INJ-01..05,
    VS-LAI-11..13). The Despoiler never keeps an Injury marker (VS-INJ-04); Light Sensitivity defeats an injured
    Lurker or Whisperer at once (PROPOSED VS-GAP-09 W06)."""

    types = list(opt(state, "void_seeder_types"))
    if intruder.kind == types[-1]:
        intruder.injuries = 0  # VS-INJ-04
    if helps(state, "light_sensitivity", state.current_seat) and intruder.kind in types[:2] and intruder.injuries:
        log(state, "VS-INJ-07", "void_seeder_defeated", intruder=intruder.id, kind=intruder.kind)
        kill_intruder(state, intruder, "VS-INJ-07")
        return
    check = check_of(state, intruder.kind)
    cards = []
    for _ in range(int(check["cards"])):
        card = draw_from(state, state.attack_deck, state.attack_discard, "PUB-INJ-07", "attack")
        if card is not None:
            cards.append(card)
    state.attack_discard.extend(cards)  # after every draw: a reshuffle never takes back the first card
    data = [cat(state).attack[c] for c in cards]
    lair = intruder.kind == opt(state, "lair_kind")
    log(state, "VS-LAI-11" if lair else "VS-INJ-01", "injury_check", intruder=intruder.id, kind=intruder.kind,
        injuries=intruder.injuries, cards=",".join(cards),
        blood=",".join("R" if d.retreat else str(d.blood) for d in data))
    if len(cards) != int(check["cards"]):
        return  # no Attack card left anywhere: nothing happens
    if check["retreat"] == "ignore":
        check = {**check, "retreat": "survive"}
        drawn = [(d.blood, False) for d in data]
    else:
        drawn = [(d.blood, d.retreat) for d in data]
    outcome = injury_outcome(check, intruder.injuries, drawn)
    if outcome == "retreat":
        retreat(state, intruder)  # VS-INJ-08 (a Lair's kind never moves)
    elif outcome == "survive":
        log(state, "VS-LAI-13", "lair_holds", intruder=intruder.id)
    elif outcome == "defeated":
        kill_intruder(state, intruder, "VS-LAI-12" if lair else "VS-INJ-07")


def void_death(state, intruder, rule: str) -> None:
    """INTRUDER_DEATH: a Lair is destroyed (a Carcass, its figure on a Destroyed Lair slot; the last one kills the
    Despoiler for good, VS-LAI-16..19); the Despoiler is never killed another way (VS-INJ-06, PROPOSED VS-GAP-24);
    any other Void Seeder is defeated: no Carcass, a random supply token into the bag (VS-INJ-07, VS-TYP-06)."""

    types = list(opt(state, "void_seeder_types"))
    if intruder.kind == opt(state, "lair_kind"):
        remove_intruder(state, intruder, rule, "lair_destroyed")
        drop_object(state, intruder.room, "carcass", "VS-LAI-16")
        v = void(state)
        v.lairs_destroyed += 1
        log(state, "VS-LAI-17", "lair_slot_filled", filled=v.lairs_destroyed, slots=int(opt(state, "destroyed_lair_slots")))
        if despoiler_killed(v.lairs_destroyed, lairs_to_destroy(state, v.lairs_destroyed)) and not v.despoiler_dead:
            v.despoiler_dead = True
            log(state, "VS-LAI-18", "despoiler_killed")
            for figure in [i for i in state.intruders if i.kind == types[-1]]:
                remove_intruder(state, figure, "VS-LAI-19", "despoiler_removed")
    elif intruder.kind == types[-1]:
        log(state, "VS-INJ-06", "despoiler_unharmed", intruder=intruder.id)
    else:
        log(state, "VS-INJ-07", "void_seeder_defeated", intruder=intruder.id, kind=intruder.kind)
        vanish(state, intruder, "VS-INJ-07")
