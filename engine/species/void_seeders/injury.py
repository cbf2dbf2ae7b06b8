"""What an injury check does to a Void Seeder or a Lair (VS-INJ-01..07, VS-LAI-11..13/18), as pure functions of
the species' `injury_check` table (options.toml: cards drawn, which blood value counts, what a Retreat icon does)
and the drawn Attack cards. The Combat and Fire rules will draw the cards, call these and carry out the result.
"""

from __future__ import annotations

from typing import Any

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
