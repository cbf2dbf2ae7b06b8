"""The Facility's Event phase (lockdown-base.md §6.2): 4 Launch CSS, 5 Time track (with Autodestruction, the
Alert Procedure, the end, the white slot and the Power Thresholds), 6 Noise removal in powered Sections,
7 Intruder attacks, 8 fire damage, 9 the Event card, 10 bag development, then 11 a new round (LD-EVENT-04..11).
Steps 7-10 are the core's (engine/rules/event_phase.py, event_cards.py). Co-op reveals a Neutral Contingency
token first (LD-COOP-02)."""

from __future__ import annotations

from engine.catalog import cat
from engine.content.loader import TECH
from engine.effects import log
from engine.flow import op, push_seq
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown.darkness import facility, powered
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import characters_in
from engine.state import State, Task

OPS: dict = {}


def event_steps(state: State) -> list[tuple[str, str]]:
    """EVENT_PHASE_STEPS of the Facility (LD-EVENT-04..10); the next round follows (LD-EVENT-11). A species
    with its own table (the Intruder player's) keeps the core's step names, so the Facility's steps 4-6 hang on
    the core's Time step "ev_time", which this part replaces (a plug-in's OPS win over the core's)."""
    return [("ev_time", "LD-EVENT-05"), ("ev_attacks", "LD-EVENT-07"), ("ev_fire", "LD-EVENT-08"),
            ("ev_event_card", "LD-EVENT-09"), ("ev_bag", "LD-EVENT-10")]


@op("ev_time", OPS)
def facility_time(state: State, task: Task) -> None:
    """Steps 4-6 of the Facility in place of the core's Time step: (co-op: a Neutral token turns up,
    LD-COOP-02) Launch CSS (LD-EVENT-04), the Time track (LD-EVENT-05), Noise removal (LD-EVENT-06)."""
    push_seq(state, [("ld_coop_reveal",), ("ld_launch",), ("ld_time",), ("ld_noise",)])


def cleared_corridors(state: State) -> list[str]:
    """The Noise markers step 6 removes: in corridors of powered Sections none of whose rooms holds a
    character; never the Technical Corridors space (LD-EVENT-06, LD-POWER-02)."""
    c = cat(state)
    sections = facility(state).corridor_sections
    out = []
    for corridor in state.noise:
        if corridor == TECH or corridor not in c.corridors:
            continue
        section = sections.get(corridor, "")
        if not section or not powered(state, section):
            continue
        if any(characters_in(state, room) for room in c.corridors[corridor].rooms if room in c.rooms):
            continue
        out.append(corridor)
    return out


@op("ld_noise", OPS)
def noise_step(state: State, task: Task) -> None:
    """Event step 6 (LD-EVENT-06)."""
    gone = cleared_corridors(state)
    state.noise = [n for n in state.noise if n not in gone]
    lockdown_state(state).section_noise_cleared = sorted({facility(state).corridor_sections[g] for g in gone})
    if gone:
        log(state, "LD-EVENT-06", "noise_cleared", count=len(gone))


TEMPLATES = {"noise_cleared": "The lights drive {count:#Noise marker} away from powered corridors"}

PART = register(Plugin(id="map:lockdown/round", kind="map", hooks={
    Hook.OPS: OPS, Hook.EVENT_PHASE_STEPS: event_steps,
}, templates=TEMPLATES))
