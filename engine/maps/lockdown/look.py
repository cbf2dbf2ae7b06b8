"""What the board shows of the Facility, as generic look pieces (engine/look.py): the three Sections as areas
with their Power tokens (dark when unpowered), the Emergency Staircases always dark, the Time track 15 .. 1, S
with its Power Thresholds, CSS tokens, Alert Procedure and Autodestruction tokens, the Elevator and its Power
token beside its Elevator Room, the Main Gate, Bunker and Rover beside the Exit Room, the Neutral Pool beside
the Alert Room, the Computer Action card, the Contingency slots and the CSS Pods (lockdown-base.md §3-§5)."""

from __future__ import annotations

from engine.content.catalog import catalog_for
from engine.i18n import N_, _, ngettext, pgettext
from engine.look import Area, Chip, Spot, Token, Track
from engine.maps.lockdown.state import KEY, lockdown_view

ALERT_TILE = "ld_alert_room"  # the fixed tile the Neutral Pool lies beside (LD-SETUP-18)
THRESHOLD_TICKS = {"red": 1, "blue": 2}  # a red threshold shows one Time-token symbol, a blue one two (LD-POWER-09)
THRESHOLD_TONES = {"red": "alert", "blue": "cold"}
CSS_SIGNS = {"NONE": "-"}  # a revealed CSS token's sign on its slot: its Pod letter, ALL, or "-" for none
CSS_FACES = {"NONE": N_("NONE"), "ALL": N_("ALL")}  # a CSS token's face in words (else its Pod letter)
# Every word below is told in the installed language (engine/i18n.py): a look is made for the screen each time.


def _power_text(token: tuple[int, bool] | None) -> tuple[str, str]:
    """A Power token's words and tone: its number and side."""
    if token is None:
        return _("no Power token"), "plain"
    number, on = token
    return (_("Power {number} ON").format(number=number), "good") if on else \
        (_("Power {number} off").format(number=number), "alert")


def _who(view, seat: int, catalog) -> str:
    """A seat's character by name, or the seat."""
    chars = view.characters
    if 0 <= seat < len(chars) and chars[seat].character in catalog.characters:
        return _(catalog.characters[chars[seat].character].name)
    return _("Player {number}").format(number=seat + 1)


def _time_track(view, catalog, v) -> Track:
    track = catalog.ext[KEY]["time_track"]
    slots = track.slots
    here = max(0, min(len(slots) - 1, view.time))  # the Time token: move `time` from the start (slot 15)
    spots: list[Spot] = []
    for i, s in enumerate(slots):
        if s.threshold:
            hint = (_("Power Threshold (red, one symbol: only while the Time token is inactive) on entering slot "
                      "{slot}: the active Power token with the highest number turns off (LD-POWER-09, LD-POWER-10)")
                    if s.threshold == "red" else
                    _("Power Threshold (blue, two symbols: always) on entering slot {slot}: the active Power token "
                      "with the highest number turns off (LD-POWER-09, LD-POWER-10)"))
            spots.append(Spot(i, "", hint.format(slot=s.label), edge=THRESHOLD_TONES[s.threshold],
                              ticks=THRESHOLD_TICKS[s.threshold]))
        slot = str(s.slot)
        if slot in v.css_slots:
            face = v.css_faces.get(slot)
            if face is not None:
                word = _(CSS_FACES[face]) if face in CSS_FACES else face
                spots.append(Spot(i, CSS_SIGNS.get(face, word[:3] if face not in CSS_FACES else word),
                                  _("CSS token on slot {slot}, face up: {face} (LD-CLOCK-05, LD-CSS-05)").format(
                                      slot=s.label, face=word), "good"))
            else:
                spots.append(Spot(i, "?", _("CSS token on slot {slot}, face down: it launches the Pods it shows when "
                                            "the Time token reaches it (LD-CLOCK-05, LD-CSS-03)").format(slot=s.label),
                                  "plain"))
        if v.alert_slot == s.slot:
            spots.append(Spot(i, pgettext("the Alert Procedure token", "AP"), _(
                "Alert Procedure token on slot {slot}: the game ends when the Time token leaves it (LD-ALERT-01, "
                "LD-ALERT-03)").format(slot=s.label), "info"))
        if v.autodestruction == s.slot:
            hint = (_("Autodestruction token (red) on slot {slot}: the Facility blows up when the Time token must move "
                      "on from it (LD-AUTO-04)") if v.autodestruction_red else
                    _("Autodestruction token (yellow) on slot {slot}: it turns red and moves on when the Time token "
                      "gets there; it can still be stopped (LD-AUTO-02, LD-AUTO-03)"))
            spots.append(Spot(i, pgettext("the Autodestruction token", "AD"), hint.format(slot=s.label),
                              "alert" if v.autodestruction_red else "warn"))
    label = slots[here].label
    white = next((s.label for s in slots if s.colour == "white"), "8")
    hint = (_("Time track 15 .. 1, S: the Time token stands on slot {slot}, active (blue): Backup Power restored "
              "(LD-CLOCK-01, LD-CLOCK-04). From slot {white} on, the Isolation Room is open (LD-CLOCK-02); reaching S "
              "ends the game (LD-CLOCK-03).") if v.time_active else
            _("Time track 15 .. 1, S: the Time token stands on slot {slot}, inactive (red): Backup Power not restored "
              "(LD-CLOCK-01, LD-CLOCK-04). From slot {white} on, the Isolation Room is open (LD-CLOCK-02); reaching S "
              "ends the game (LD-CLOCK-03)."))
    text = (_("slot {slot} ·active") if v.time_active else _("slot {slot}")).format(slot=label)
    return Track(("track", "time"), _("Time"), len(slots), here, text, hint.format(slot=label, white=white),
                 names=tuple(s.label for s in slots), spots=tuple(spots))


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
        hint = (_("Section {section}: its Power token shows blue: Power. Powered: Shoot with the Advantage die, "
                  "Computers work; unpowered: everyone here is in Darkness (LD-FAC-01, LD-POWER-01, LD-POWER-02, "
                  "LD-POWER-03)") if on else
                _("Section {section}: its Power token shows red: no Power. Powered: Shoot with the Advantage die, "
                  "Computers work; unpowered: everyone here is in Darkness (LD-FAC-01, LD-POWER-01, LD-POWER-02, "
                  "LD-POWER-03)"))
        out.append(Area(("section", section), section, rooms, hint.format(section=section),
                        tag=words, tone=tone, dark=not on,
                        dark_hint=_("Darkness: {section} has no Power (LD-POWER-03)").format(section=section)))
    out.append(Area(("section", "staircases"), "", tuple(fac.staircases),
                    _("Emergency Staircases: no Section, always in Darkness (LD-STAIR-01, LD-STAIR-02)"), dark=True,
                    dark_hint=_("Darkness: an Emergency Staircase is always dark (LD-STAIR-01)")))
    # the Elevator and its own Power token (LD-ELEV-01, LD-FAC-02, LD-POWER-05)
    if v.elevator:
        words, tone = _power_text(v.power.get("elevator"))
        out.append(Token(v.elevator, ("track", "elevator"), _("Elevator · {power}").format(power=words),
                         _("The Elevator stands here; it works only while its own Power token shows blue ({power}) "
                           "(LD-ELEV-01, LD-FAC-02, LD-POWER-05)").format(power=words), tone))
    # beside the Exit Room: the Main Gate, the Bunker and the Rover (LD-EXIT-01..04)
    exit_room = fac.exit_room
    out.append(Token(exit_room, ("track", "gate"), _("Gate open") if v.gate_open else _("Gate closed"),
                     _("The Main Gate to the Bunker: open (LD-EXIT-03)") if v.gate_open else
                     _("The Main Gate to the Bunker: closed, nobody enters the Bunker (LD-EXIT-02)"),
                     "good" if v.gate_open else "plain"))
    inside = [_who(view, c.seat, catalog) for c in view.characters if c.status == "bunker"]
    out.append(Token(exit_room, ("track", "bunker"), _("Bunker {count}").format(count=len(inside)),
                     _("The Bunker beyond the Main Gate: {who} survive there (LD-EXIT-01, LD-EXIT-07)").format(
                         who=", ".join(inside)) if inside else
                     _("The Bunker beyond the Main Gate: nobody inside (LD-EXIT-01, LD-EXIT-07)"),
                     "good" if inside else "plain"))
    if v.rover:
        out.append(Token(v.rover, ("track", "rover"), _("Rover"),
                         _("The Rover: escaping the Facility needs it beside the Exit Room (LD-EXIT-04, LD-EXIT-05)")))
    else:
        out.append(Chip(("track", "rover"), _("Rover gone"), _("The Rover has left the Exit Room (LD-EXIT-04)"),
                        row=1))
    # the Neutral Pool beside the Alert Room (LD-SETUP-18, LD-ALERT-05)
    alert_room = next((r.id for r in catalog.rooms.values() if r.special == ALERT_TILE), "")
    neutral = v.contingency_counts.get("neutral", 0)
    if alert_room:
        out.append(Token(alert_room, ("track", "neutral_pool"), _("Neutral Pool {count}").format(count=neutral),
                         ngettext("The Neutral Pool: {n} Contingency token face down (LD-SETUP-18, LD-ALERT-05)",
                                  "The Neutral Pool: {n} Contingency tokens face down (LD-SETUP-18, LD-ALERT-05)",
                                  neutral).format(n=neutral)))
    # the top bar: the Computer Action card, the Contingency slot, the Alert and Autodestruction states, the Pods
    if v.computer_up:
        deck = catalog.ext[KEY]["cards"]["computer_deck"].cards
        name = _(deck[v.computer_up].name) if v.computer_up in deck else v.computer_up
        short = name.removeprefix(_("Computer") + " ")  # "Computer Lockdown" reads "Computer: Lockdown"
        out.append(Chip(("track", "computer"), _("Computer: {card}").format(card=short),
                        ngettext("The face-up Computer Action card, {card}; {n} left in the deck (LD-CPU-01, "
                                 "LD-SETUP-11)", "The face-up Computer Action card, {card}; {n} left in the deck "
                                 "(LD-CPU-01, LD-SETUP-11)", v.computer_left).format(card=name, n=v.computer_left),
                        "info"))
    active = v.contingency_counts.get("active", 0)
    out.append(Chip(("track", "contingency"), _("Contingency {active} active · {pool} pool").format(
                        active=active, pool=neutral),
                    ngettext("{n} Contingency token face down on the Active slot, {pool} in the Neutral Pool beside "
                             "the Alert Room (LD-SETUP-18, LD-CTG-01)", "{n} Contingency tokens face down on the "
                             "Active slot, {pool} in the Neutral Pool beside the Alert Room (LD-SETUP-18, LD-CTG-01)",
                             active).format(n=active, pool=neutral)))
    if v.alert_slot >= 0:
        slot = v.alert_slot or "S"
        out.append(Chip(("track", "alert"), _("ALERT {slot}").format(slot=slot),
                        _("The Alert Procedure runs: the game ends when the Time token leaves slot {slot} "
                          "(LD-ALERT-01, LD-ALERT-03)").format(slot=slot), "alert"))
    if v.autodestruction >= 0:
        slot = v.autodestruction or "S"
        hint = (_("The Autodestruction token (red) on slot {slot} (LD-AUTO-01, LD-AUTO-03, LD-AUTO-04)")
                if v.autodestruction_red else
                _("The Autodestruction token (yellow) on slot {slot} (LD-AUTO-01, LD-AUTO-03, LD-AUTO-04)"))
        out.append(Chip(("track", "autodestruction"), _("Autodestruct {slot}").format(slot=slot),
                        hint.format(slot=slot), "alert" if v.autodestruction_red else "warn"))
    pods = sorted({t.pod for t in catalog.ext[KEY]["tiles"].values() if getattr(t, "pod", "")} | set(v.pods))
    for pod in pods:
        seat = v.pods.get(pod)
        who = _who(view, seat, catalog) if seat is not None else _("empty")
        inside = who if seat is not None else _("nobody inside")
        out.append(Chip(("pod", pod), _("Pod {pod}: {who}").format(pod=pod, who=who),
                        _("CSS Pod {pod}: {who}; it launches on a CSS token showing {pod} or ALL (LD-CSS-01, "
                          "LD-CSS-03)").format(pod=pod, who=inside), "good" if seat is not None else "plain",
                        row=1))
    return out
