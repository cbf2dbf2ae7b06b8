"""What the log says of the Facility's setup (lockdown-base.md §2): the Power tokens, the CSS tokens, the
Computer Action card, the start rooms by class and the Contingency tokens. Each rules area keeps its own
sentences beside its rules (power.py, clock.py, ...)."""

from __future__ import annotations

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "tile_left_out": "{tile:the tile} stays in the box: this species plays without it",
    "power_placed": "The Power tokens are shuffled onto the Sections and the Elevator (Power on: {on})",
    "css_placed": "A face-down CSS token lies on each of the {slots} CSS slots of the Time track ({boxed} boxed unseen)",
    "computer_revealed": "The Computer shows its first card",
    "start_room": "{seat} starts in {room:roomno} with Knowledge {knowledge}",
    "contingency_dealt": ("{seat} takes {count} Contingency tokens, face down", "{seat} takes Contingency tokens"),
    "contingency_pool": "One Contingency lies face down on the Active slot; {neutral} go to the Neutral Pool",
}
