"""Power (lockdown-base.md §4): the Backup Power Supply's Restore Power (LD-POWER-06/07), the Power Generator's
Power a Section and Stop Autodestruction (LD-POWER-08, LD-AUTO-02), and the Power Thresholds the Time token
crosses (LD-POWER-09/10/12, read from time_track.toml). Options: restore_reset_below, restore_reset_on."""

from __future__ import annotations

from itertools import permutations

from engine.catalog import cat, opt
from engine.choice_text import register_room_texts
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.darkness import section_of
from engine.maps.lockdown.state import SECTIONS_AND_ELEVATOR, lockdown_state
from engine.rules.registry import ROOM_EFFECTS, Params, effect, resolves
from engine.state import State

EXT = "map:lockdown"


def active_tokens(state: State) -> int:
    """How many Power tokens show blue (LD-POWER-01)."""
    return sum(p.on for p in lockdown_state(state).power.values())


def threshold_of(state: State, slot: int) -> str:
    """The Power Threshold crossed on entering `slot`: "red", "blue" or "" (T3, LD-POWER-12)."""
    track = cat(state).ext[EXT]["time_track"]
    return next((s.threshold for s in track.slots if s.slot == slot), "")


def cross_threshold(state: State, slot: int) -> None:
    """The Time token entered `slot`: a blue threshold always fires, a red one only while the Time token is
    inactive (LD-POWER-09); a firing threshold turns the highest-numbered active Power token red (LD-POWER-10)."""
    kind = threshold_of(state, slot)
    s = lockdown_state(state)
    if not kind or (kind == "red" and s.time_active):
        return
    on = [(p.number, where) for where, p in s.power.items() if p.on]
    if not on:
        log(state, "LD-POWER-10", "threshold_no_power", slot=slot)
        return
    _number, where = max(on)
    s.power[where].on = False
    log(state, "LD-POWER-09", "threshold_crossed", slot=slot, threshold=kind, where=where,
        number=s.power[where].number)


def power_off(state: State, where: str, rule: str) -> None:
    """The service "power_off": a Section's or the Elevator's Power token turns red (the Event Kickstopper,
    LD-POWER-11)."""
    token = lockdown_state(state).power.get(where)
    if token is not None and token.on:
        token.on = False
        log(state, rule, "power_lost", where=where)


def backup_power_lost(state: State, rule: str) -> None:
    """The service "backup_power_lost": the Time token turns back to its inactive side, so every threshold
    fires again until Power is restored anew (the Event Power Surge, LD-POWER-07/11, LD-CLOCK-04)."""
    s = lockdown_state(state)
    if s.time_active:
        s.time_active = False
        log(state, rule, "backup_power_lost")


# --- Backup Power Supply: Restore Power ----------------------------------------------------------------------

@effect(ROOM_EFFECTS, "ld_backup_power_supply")
def restore_options(state: State, seat: int, room: str) -> list[Params]:
    """Every way to lay the 4 tokens after the reset: the token numbers for S-01, S-02, S-03 and the Elevator
    (LD-POWER-06 step 2; always offered, LD-POWER-07)."""
    if not lockdown_state(state).power:
        return []
    return [tuple(str(n) for n in order) for order in permutations((1, 2, 3, 4))]


@resolves(ROOM_EFFECTS, "ld_backup_power_supply")
def restore_power(state: State, seat: int, room: str, params: Params) -> None:
    """(1) Reset, skipped with 3+ tokens active: the two lowest-numbered blue, the others red; (2) the tokens laid
    as chosen, sides kept; (3) an inactive Time token turns active (LD-POWER-06/07, LD-CLOCK-04)."""
    s = lockdown_state(state)
    numbers = [int(p) for p in params]
    if sorted(numbers) != [1, 2, 3, 4]:
        raise ValueError(f"Restore Power needs the four token numbers once each, not {params!r}")
    if active_tokens(state) < int(opt(state, "restore_reset_below")):
        for p in s.power.values():
            p.on = p.number <= int(opt(state, "restore_reset_on"))
        log(state, "LD-POWER-06", "power_reset", seat=seat)
    else:
        log(state, "LD-POWER-07", "power_reset_skipped", seat=seat, active=active_tokens(state))
    by_number = {p.number: p for p in s.power.values()}
    s.power = {where: by_number[n] for where, n in zip(SECTIONS_AND_ELEVATOR, numbers, strict=True)}
    log(state, "LD-POWER-06", "power_rearranged", seat=seat,
        on=",".join(k for k, p in s.power.items() if p.on) or "none")
    if not s.time_active:
        s.time_active = True
        log(state, "LD-CLOCK-04", "power_restored", seat=seat)


# --- Power Generator: Power a Section / Stop Autodestruction -------------------------------------------------

@effect(ROOM_EFFECTS, "ld_power_generator")
def generator_options(state: State, seat: int, room: str) -> list[Params]:
    s = lockdown_state(state)
    out: list[Params] = []
    if s.autodestruction >= 0 and not s.autodestruction_red:
        out.append(("stop",))
    if section_of(state, room) in s.power:
        out.append(("flip",))
    return out


@resolves(ROOM_EFFECTS, "ld_power_generator")
def generator(state: State, seat: int, room: str, params: Params) -> None:
    s = lockdown_state(state)
    if params[:1] == ("stop",):
        if s.autodestruction < 0 or s.autodestruction_red:
            raise ValueError("no yellow Autodestruction token to stop")
        s.autodestruction = -1
        log(state, "LD-AUTO-02", "autodestruction_stopped", seat=seat)
        return
    section = section_of(state, room)
    token = s.power[section]  # the Section the Generator stands in, never the Elevator (LD-POWER-08)
    token.on = not token.on
    log(state, "LD-POWER-08", "section_power", seat=seat, section=section, side="on" if token.on else "off")


def _slots(first: str, rest: tuple[str, ...]) -> str:
    names = [w if w.startswith("S-") else _("the Elevator") for w in SECTIONS_AND_ELEVATOR]
    return ", ".join(_("{section} gets token {number}").format(section=w, number=n)
                     for w, n in zip(names, (first, *rest), strict=False))


def _guess(params: tuple[str, ...]) -> str:
    """Backup Power lays the four numbered tokens in an order: its parameters are a permutation of 1-4."""
    return "ld_backup_power_supply" if len(params) == len(SECTIONS_AND_ELEVATOR) and all(
        p.isdigit() for p in params) and len(set(params)) == len(params) else ""


register_room_texts({
    "ld_backup_power_supply": lambda first, rest, tile: _("restore Power and lay the tokens: {tokens}").format(
        tokens=_slots(first, rest)),
    "ld_power_generator": lambda first, rest, tile: (_("stop the Autodestruction") if first == "stop"
                                                     else _("flip the Power of this Section")),
}, _guess)

TEMPLATES = {
    "threshold_crossed": "A Power Threshold ({threshold}) on slot {slot}: {where} loses its Power (token {number})",
    "threshold_no_power": "A Power Threshold on slot {slot}: no Power left to lose",
    "power_reset": "{seat} resets the Power tokens: the two lowest turn on",
    "power_reset_skipped": "{seat} keeps the Power sides ({active} tokens on)",
    "power_rearranged": "{seat} rearranges the Power tokens (on: {on})",
    "power_restored": "{seat} restores the Backup Power: the Time token turns active",
    "autodestruction_stopped": "{seat} stops the Autodestruction",
    "section_power": "{seat} turns the Power of {section} {side}",
    "power_lost": "{where} loses its Power",
    "backup_power_lost": "The Time token turns inactive: the Backup Power is lost",
}

PART = register(Plugin(id="map:lockdown/power", kind="map", templates=TEMPLATES, hooks={
    Hook.SERVICES: {"power_off": power_off, "backup_power_lost": backup_power_lost}}))
