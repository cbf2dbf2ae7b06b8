"""What the board shows of the Facility, as generic look pieces (engine/look.py): the three Sections as areas
with their Power tokens (dark when unpowered), the Emergency Staircases always dark, the Time track 15 .. 1, S
with its Power Thresholds, CSS tokens, Alert Procedure and Autodestruction tokens, the Elevator and its Power
token beside its Elevator Room, the Main Gate, Bunker and Rover beside the Exit Room, the Neutral Pool beside
the Alert Room, the Computer Action card, the Contingency slots and the CSS Pods (lockdown-base.md §3-§5)."""

from __future__ import annotations

from engine.content.catalog import catalog_for
from engine.look import Area, Chip, Spot, Token, Track
from engine.maps.lockdown.state import KEY, lockdown_view

ALERT_TILE = "ld_alert_room"  # the fixed tile the Neutral Pool lies beside (LD-SETUP-18)
THRESHOLD_TICKS = {"red": 1, "blue": 2}  # a red threshold shows one Time-token symbol, a blue one two (LD-POWER-09)
THRESHOLD_TONES = {"red": "alert", "blue": "cold"}
CSS_SIGNS = {"NONE": "-"}  # a revealed CSS token's sign on its slot: its Pod letter, ALL, or "-" for none


def _power_text(token: tuple[int, bool] | None) -> tuple[str, str]:
    """A Power token's words and tone: its number and side."""
    if token is None:
        return "no Power token", "plain"
    number, on = token
    return (f"Power {number} ON", "good") if on else (f"Power {number} off", "alert")


def _who(view, seat: int, catalog) -> str:
    """A seat's character by name, or the seat."""
    chars = view.characters
    if 0 <= seat < len(chars) and chars[seat].character in catalog.characters:
        return catalog.characters[chars[seat].character].name
    return f"Player {seat + 1}"


def _time_track(view, catalog, v) -> Track:
    track = catalog.ext[KEY]["time_track"]
    slots = track.slots
    here = max(0, min(len(slots) - 1, view.time))  # the Time token: move `time` from the start (slot 15)
    spots: list[Spot] = []
    for i, s in enumerate(slots):
        if s.threshold:
            kind = "one symbol: only while the Time token is inactive" if s.threshold == "red" \
                else "two symbols: always"
            spots.append(Spot(i, "", f"Power Threshold ({s.threshold}, {kind}) on entering slot {s.label}: the "
                                     "active Power token with the highest number turns off (LD-POWER-09, LD-POWER-10)",
                              edge=THRESHOLD_TONES[s.threshold], ticks=THRESHOLD_TICKS[s.threshold]))
        slot = str(s.slot)
        if slot in v.css_slots:
            face = v.css_faces.get(slot)
            if face is not None:
                spots.append(Spot(i, CSS_SIGNS.get(face, face[:3]), f"CSS token on slot {s.label}, face up: {face} (LD-CLOCK-05, LD-CSS-05)",
                                  "good"))
            else:
                spots.append(Spot(i, "?", f"CSS token on slot {s.label}, face down: it launches the Pods it shows "
                                          "when the Time token reaches it (LD-CLOCK-05, LD-CSS-03)", "plain"))
        if v.alert_slot == s.slot:
            spots.append(Spot(i, "AP", f"Alert Procedure token on slot {s.label}: the game ends when the Time token "
                                       "leaves it (LD-ALERT-01, LD-ALERT-03)", "info"))
        if v.autodestruction == s.slot:
            colour = "red" if v.autodestruction_red else "yellow"
            spots.append(Spot(i, "AD", f"Autodestruction token ({colour}) on slot {s.label}: "
                              + ("the Facility blows up when the Time token must move on from it (LD-AUTO-04)"
                                 if v.autodestruction_red else
                                 "it turns red and moves on when the Time token gets there; it can still be "
                                 "stopped (LD-AUTO-02, LD-AUTO-03)"), "alert" if v.autodestruction_red else "warn"))
    side = "active (blue): Backup Power restored" if v.time_active else "inactive (red): Backup Power not restored"
    label = slots[here].label
    white = next((s.label for s in slots if s.colour == "white"), "8")
    return Track(("track", "time"), "Time", len(slots), here, f"slot {label}" + (" ·active" if v.time_active else ""),
                 f"Time track 15 .. 1, S: the Time token stands on slot {label}, {side} (LD-CLOCK-01, LD-CLOCK-04). "
                 f"From slot {white} on, the Isolation Room is open (LD-CLOCK-02); reaching S ends the game "
                 "(LD-CLOCK-03).", names=tuple(s.label for s in slots), spots=tuple(spots))


def look(view) -> list:
    """The Facility's pieces for this view."""
    catalog = catalog_for(view.config)
    fac = catalog.ext[KEY]["facility"]
    v = lockdown_view(view)
    out: list = [_time_track(view, catalog, v)]
    # the Sections and the Staircases (LD-FAC-01, LD-POWER-01..03, LD-STAIR-01/02)
    for section in fac.sections:
        rooms = tuple(r for r, s in fac.room_sections.items() if s == section)
        words, tone = _power_text(v.power.get(section))
        on = bool(v.power.get(section, (0, False))[1])
        out.append(Area(("section", section), section, rooms,
                        f"Section {section}: its Power token shows {'blue: Power' if on else 'red: no Power'}. "
                        "Powered: Shoot with the Advantage die, Computers work; unpowered: everyone here is in "
                        "Darkness (LD-FAC-01, LD-POWER-01, LD-POWER-02, LD-POWER-03)",
                        tag=words, tone=tone, dark=not on,
                        dark_hint=f"Darkness: {section} has no Power (LD-POWER-03)"))
    out.append(Area(("section", "staircases"), "", tuple(fac.staircases),
                    "Emergency Staircases: no Section, always in Darkness (LD-STAIR-01, LD-STAIR-02)", dark=True,
                    dark_hint="Darkness: an Emergency Staircase is always dark (LD-STAIR-01)"))
    # the Elevator and its own Power token (LD-ELEV-01, LD-FAC-02, LD-POWER-05)
    if v.elevator:
        words, tone = _power_text(v.power.get("elevator"))
        out.append(Token(v.elevator, ("track", "elevator"), f"Elevator · {words}",
                         f"The Elevator stands here; it works only while its own Power token shows blue "
                         f"({words}) (LD-ELEV-01, LD-FAC-02, LD-POWER-05)", tone))
    # beside the Exit Room: the Main Gate, the Bunker and the Rover (LD-EXIT-01..04)
    exit_room = fac.exit_room
    out.append(Token(exit_room, ("track", "gate"), "Gate open" if v.gate_open else "Gate closed",
                     "The Main Gate to the Bunker: " + ("open (LD-EXIT-03)" if v.gate_open else
                                                        "closed, nobody enters the Bunker (LD-EXIT-02)"),
                     "good" if v.gate_open else "plain"))
    inside = [_who(view, c.seat, catalog) for c in view.characters if c.status == "bunker"]
    out.append(Token(exit_room, ("track", "bunker"), f"Bunker {len(inside)}",
                     "The Bunker beyond the Main Gate: " + (", ".join(inside) + " survive there" if inside
                                                            else "nobody inside") + " (LD-EXIT-01, LD-EXIT-07)",
                     "good" if inside else "plain"))
    if v.rover:
        out.append(Token(v.rover, ("track", "rover"), "Rover",
                         "The Rover: escaping the Facility needs it beside the Exit Room (LD-EXIT-04, LD-EXIT-05)"))
    else:
        out.append(Chip(("track", "rover"), "Rover gone", "The Rover has left the Exit Room (LD-EXIT-04)", row=1))
    # the Neutral Pool beside the Alert Room (LD-SETUP-18, LD-ALERT-05)
    alert_room = next((r.id for r in catalog.rooms.values() if r.special == ALERT_TILE), "")
    neutral = v.contingency_counts.get("neutral", 0)
    if alert_room:
        out.append(Token(alert_room, ("track", "neutral_pool"), f"Neutral Pool {neutral}",
                         f"The Neutral Pool: {neutral} Contingency token{'s' if neutral != 1 else ''} face down "
                         "(LD-SETUP-18, LD-ALERT-05)"))
    # the top bar: the Computer Action card, the Contingency slot, the Alert and Autodestruction states, the Pods
    if v.computer_up:
        deck = catalog.ext[KEY]["cards"]["computer_deck"].cards
        name = deck[v.computer_up].name if v.computer_up in deck else v.computer_up
        out.append(Chip(("track", "computer"), f"Computer: {name.removeprefix('Computer ')}",
                        f"The face-up Computer Action card, {name}; {v.computer_left} left in the deck "
                        "(LD-CPU-01, LD-SETUP-11)", "info"))
    active = v.contingency_counts.get("active", 0)
    out.append(Chip(("track", "contingency"), f"Contingency {active} active · {neutral} pool",
                    f"{active} Contingency token{'s' if active != 1 else ''} face down on the Active slot, {neutral} "
                    "in the Neutral Pool beside the Alert Room (LD-SETUP-18, LD-CTG-01)"))
    if v.alert_slot >= 0:
        out.append(Chip(("track", "alert"), f"ALERT {v.alert_slot or 'S'}",
                        f"The Alert Procedure runs: the game ends when the Time token leaves slot "
                        f"{v.alert_slot or 'S'} (LD-ALERT-01, LD-ALERT-03)", "alert"))
    if v.autodestruction >= 0:
        colour = "red" if v.autodestruction_red else "yellow"
        out.append(Chip(("track", "autodestruction"), f"Autodestruct {v.autodestruction or 'S'}",
                        f"The Autodestruction token ({colour}) on slot {v.autodestruction or 'S'} (LD-AUTO-01, "
                        "LD-AUTO-03, LD-AUTO-04)", "alert" if v.autodestruction_red else "warn"))
    pods = sorted({t.pod for t in catalog.ext[KEY]["tiles"].values() if getattr(t, "pod", "")} | set(v.pods))
    for pod in pods:
        seat = v.pods.get(pod)
        who = _who(view, seat, catalog) if seat is not None else "empty"
        out.append(Chip(("pod", pod), f"Pod {pod}: {who}",
                        f"CSS Pod {pod}: {who if seat is not None else 'nobody inside'}; it launches on a CSS token "
                        f"showing {pod} or ALL (LD-CSS-01, LD-CSS-03)", "good" if seat is not None else "plain",
                        row=1))
    return out
