"""The Lockdown Facility's own part of the state and of each seat's view (lockdown-base.md §3-§5, §16):
Power tokens and the Time token's side, the Elevator, the CSS tokens and Pods, the Alert Procedure and
Autodestruction tokens, the Main Gate and Rover, the Isolation Room, the Computer Action deck, the Contingency
tokens, each character's Knowledge, sent Signals.

Hidden: the face-down CSS tokens (a seat knows those it peeked at, in its character's `knowledge` as
"css:<slot>"), the Computer deck's order, the Contingency tokens of other seats, of the Neutral Pool and the
Active one (a seat knows those it peeked at as "ctg:<where>"). The determiniser redraws them from the view.
"""

from __future__ import annotations

import msgspec

from engine import rng
from engine.plugin_state import part

KEY = "map:lockdown"
SECTIONS_AND_ELEVATOR = ("S-01", "S-02", "S-03", "elevator")  # the four Power slots (LD-SETUP-07)


class Power(msgspec.Struct, array_like=True):
    """A Power token: its number 1-4 and its side (True = blue, Power on)."""

    number: int
    on: bool


class LockdownState(msgspec.Struct, array_like=True):
    power: dict[str, Power] = {}  # Power slot (a Section or "elevator") -> its token (LD-SETUP-07, LD-POWER-01)
    time_active: bool = False  # the Time token's side: True = blue = Backup Power restored (LD-CLOCK-04)
    elevator: str = ""  # the Elevator Room the Elevator token stands beside (LD-ELEV-01)
    css: dict[str, str] = {}  # hidden: Time-track slot -> its CSS token face (LD-SETUP-08)
    css_revealed: list[str] = []  # the slots whose CSS token lies face up (LD-CSS-05)
    pods: dict[str, int] = {}  # Pod letter -> the seat in it (LD-CSS-01)
    alert_slot: int = -1  # the Time-track slot of the Alert Procedure token, -1 if not started (LD-ALERT-01)
    autodestruction: int = -1  # the slot of the Autodestruction token, -1 if none (LD-AUTO-01)
    autodestruction_red: bool = False  # yellow (stoppable) or red (LD-AUTO-03)
    gate_open: bool = False  # the Main Gate (LD-EXIT-02)
    rover: str = ""  # where the Rover stands ("" once gone) (LD-EXIT-04)
    isolation_open: bool = False  # the Isolation Room's action side (LD-CLOCK-02, LD-ALERT-02)
    computer_deck: list[str] = []  # hidden order: the Computer Action deck, top = last (LD-SETUP-11)
    computer_up: str = ""  # the face-up Computer Action card (public)
    computer_discard: list[str] = []
    contingency: dict[str, list[str]] = {}  # hidden: seat -> its tokens; "active"; "neutral" (LD-SETUP-18)
    contingency_public: list[str] = []  # co-op: Neutral tokens revealed (LD-COOP-02)
    knowledge: dict[str, int] = {}  # seat -> Knowledge on the Laboratory track (LD-SETUP-20, LD-KNOW-01)
    knowledge_active: list[int] = []  # the seats whose Knowledge token is active (LD-KNOW-03)
    signals: list[int] = []  # the seats whose character sent a Signal (LD-ROOM-09)
    archive_used: list[int] = []  # the seats who examined the Archives (T1: once per Character)
    lab_slots: list[str] = []  # the Laboratory's Object slots filled by research: the Object types, in order (LD-KNOW-05)
    nest_studied: bool = False  # the Nest's explorer has had its Knowledge (LD-KNOW-02)
    markers_out: dict[str, int] = {}  # "fire" / "malfunction" -> markers taken out of the game (T4 Noise in Corridors)
    venting: str = ""  # the room being Vented, "" for none (LD-ROOM-19)
    section_noise_cleared: list[str] = []  # (display) the Sections whose Noise went in the last Event phase
    quest_progress: dict[str, int] = {}  # "<seat>:<mini-quest>" -> progress towards its Quest Item (LD-QUEST-01)
    probe_broken: list[int] = []  # the seats whose Probe Arm is broken until a Toolbelt mends it (LD-CHAR-24)
    dark_ignored: list[int] = []  # the seats the Darkness part of the Event being resolved passes by (LD-POWER-04)


class LockdownView(msgspec.Struct, frozen=True):
    """What every seat sees of the Facility; hidden tokens shown only as counts or "?"."""

    power: dict[str, tuple[int, bool]]
    time_active: bool
    elevator: str
    css_slots: tuple[str, ...]  # the slots holding a CSS token
    css_faces: dict[str, str]  # slot -> face, for revealed tokens and those this seat peeked at
    pods: dict[str, int]
    alert_slot: int
    autodestruction: int
    autodestruction_red: bool
    gate_open: bool
    rover: str
    isolation_open: bool
    computer_up: str
    computer_left: int
    contingency_counts: dict[str, int]  # seat / "neutral" / "active" -> how many tokens
    my_contingency: tuple[str, ...]
    contingency_known: dict[str, str]  # what this seat peeked at: "seat:<n>:<i>" / "neutral:<i>" -> token
    contingency_public: tuple[str, ...]
    knowledge: dict[str, int]
    knowledge_active: tuple[int, ...]
    signals: tuple[int, ...]
    archive_used: tuple[int, ...]
    venting: str
    lab_slots: tuple[str, ...] = ()
    nest_studied: bool = False
    markers_out: dict[str, int] = {}
    quest_progress: dict[str, int] = {}  # public: steps done towards each waiting Quest Item (LD-QUEST-01)
    probe_broken: tuple[int, ...] = ()  # public: the seats whose Probe Arm is broken (LD-CHAR-24)
    dark_ignored: tuple[int, ...] = ()  # public: who played Feel of the Dark against the Event being resolved


def lockdown_state(state) -> LockdownState:
    """The Facility's part of a State."""
    return part(state, KEY, LockdownState)


def lockdown_view(view) -> LockdownView:
    """The Facility's part of a View."""
    return part(view, KEY, LockdownView)


def _known(state, seat: int) -> dict[str, str]:
    chars = state.characters
    return dict(chars[seat].knowledge) if 0 <= seat < len(chars) else {}


def view_part(state, seat: int) -> LockdownView:
    s = lockdown_state(state)
    known = _known(state, seat)
    # a peeked face as the seat saw it (its knowledge), never read from the hidden token itself
    faces = {slot: s.css[slot] if slot in s.css_revealed else str(known[f"css:{slot}"]) for slot in s.css
             if slot in s.css_revealed or f"css:{slot}" in known}
    counts = {k: len(v) for k, v in s.contingency.items()}
    ctg_known = {k.removeprefix("ctg:"): v for k, v in known.items() if k.startswith("ctg:")}
    return LockdownView(
        power={k: (p.number, p.on) for k, p in s.power.items()}, time_active=s.time_active, elevator=s.elevator,
        css_slots=tuple(sorted(s.css, key=int)), css_faces=faces, pods=dict(s.pods), alert_slot=s.alert_slot,
        autodestruction=s.autodestruction, autodestruction_red=s.autodestruction_red, gate_open=s.gate_open,
        rover=s.rover, isolation_open=s.isolation_open, computer_up=s.computer_up,
        computer_left=len(s.computer_deck), contingency_counts=counts,
        my_contingency=tuple(s.contingency.get(str(seat), ())), contingency_known=ctg_known,
        contingency_public=tuple(s.contingency_public), knowledge=dict(s.knowledge),
        knowledge_active=tuple(s.knowledge_active), signals=tuple(s.signals), archive_used=tuple(s.archive_used),
        lab_slots=tuple(s.lab_slots), nest_studied=s.nest_studied, markers_out=dict(s.markers_out),
        quest_progress=dict(s.quest_progress), probe_broken=tuple(s.probe_broken),
        venting=s.venting, dark_ignored=tuple(s.dark_ignored))


def determinize_part(view, holder: rng.Rng, catalog) -> LockdownState:
    """A LockdownState consistent with the view: unseen CSS tokens, the Computer deck and unseen Contingency
    tokens dealt anew from what is left of their pools."""
    from engine.maps.lockdown.cards import lockdown_cards

    v = lockdown_view(view)
    cards = lockdown_cards(catalog)
    out = LockdownState(
        power={k: Power(n, on) for k, (n, on) in v.power.items()}, time_active=v.time_active, elevator=v.elevator,
        css_revealed=[s for s in v.css_slots if s in v.css_faces], pods=dict(v.pods), alert_slot=v.alert_slot,
        autodestruction=v.autodestruction, autodestruction_red=v.autodestruction_red, gate_open=v.gate_open,
        rover=v.rover, isolation_open=v.isolation_open, computer_up=v.computer_up,
        contingency_public=list(v.contingency_public), knowledge=dict(v.knowledge),
        knowledge_active=list(v.knowledge_active), signals=list(v.signals), archive_used=list(v.archive_used),
        lab_slots=list(v.lab_slots), nest_studied=v.nest_studied, markers_out=dict(v.markers_out),
        quest_progress=dict(v.quest_progress), probe_broken=list(v.probe_broken),
        venting=v.venting, dark_ignored=list(v.dark_ignored))
    # CSS: the faces not yet seen, shuffled over the unseen slots
    pool = list(cards["css_faces"])
    for face in v.css_faces.values():
        if face in pool:
            pool.remove(face)
    rng.shuffle(holder, pool)
    out.css = {slot: v.css_faces.get(slot) or (pool.pop() if pool else "none") for slot in v.css_slots}
    # Computer deck: every card not face up nor in the discard pile, in a fresh order
    deck = [c for c in cards["computer"] if c != v.computer_up]
    rng.shuffle(holder, deck)
    out.computer_deck = deck[: v.computer_left]
    # Contingencies: mine as I hold them, peeked ones as seen, the rest from the unseen tokens
    unseen = [t for t in cards["contingency"] if t not in v.my_contingency and t not in v.contingency_known.values()
              and t not in v.contingency_public]
    rng.shuffle(holder, unseen)
    for holder_key, count in v.contingency_counts.items():
        if holder_key == str(view.seat):
            out.contingency[holder_key] = list(v.my_contingency)
            continue
        tokens = []
        for i in range(count):
            seen = v.contingency_known.get(f"{holder_key}:{i}")
            tokens.append(seen if seen else (unseen.pop() if unseen else "green"))
        out.contingency[holder_key] = tokens
    return out


def check_part(state) -> list[str]:
    """Faults in the Facility's part of a loaded state, in words (engine/state_check.py)."""
    try:
        s = lockdown_state(state)
    except Exception as exc:  # noqa: BLE001 - any shape the Struct refuses is a damaged part
        return [f"the Facility's part is damaged ({exc})"]
    from engine.catalog import cat

    c = cat(state)
    seats = len(state.characters)
    out = []
    if s.power and (sorted(s.power) != sorted(SECTIONS_AND_ELEVATOR)
                    or sorted(p.number for p in s.power.values()) != [1, 2, 3, 4]):
        out.append(f"the Power tokens {dict(s.power)!r} are not the four tokens on the four Power slots")
    if s.elevator and s.elevator not in c.rooms:
        out.append(f"the Elevator stands by {s.elevator!r}, which is no room of this Facility")
    if any(not 0 <= seat < seats for seat in s.pods.values()):
        out.append(f"a CSS Pod holds a seat not at the table ({s.pods})")
    if any(not 0 <= seat < seats for seat in s.signals):
        out.append(f"a Signal was sent by a seat not at the table ({s.signals})")
    if any(not (k.isdigit() and int(k) < seats) or not 0 <= n <= 20 for k, n in s.knowledge.items()):
        out.append(f"a Knowledge token is off the track or belongs to no seat ({s.knowledge})")
    if len(s.lab_slots) > 3 or len(set(s.lab_slots)) != len(s.lab_slots) or \
            not set(s.lab_slots) <= {"corpse", "carcass", "egg"}:
        out.append(f"the Laboratory's Object slots hold something odd ({s.lab_slots})")  # LD-KNOW-05
    return out


def plant_part(state, marker: str) -> None:
    """Overwrite what no seat may see of the Facility with `marker` (the leak tests grep every view for it)."""
    s = lockdown_state(state)
    s.css = {slot: (face if slot in s.css_revealed else marker + "_css") for slot, face in s.css.items()}
    s.computer_deck = [marker + "_cpu"] * len(s.computer_deck)
    for key in ("active", "neutral"):  # a seat's own tokens are seen by that seat
        if key in s.contingency:
            s.contingency[key] = [marker + "_ctg"] * len(s.contingency[key])
