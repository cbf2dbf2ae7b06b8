"""What the log says of the Facility's setup (lockdown-base.md §2): the Power tokens, the CSS tokens, the
Computer Action card, the start rooms by class and the Contingency tokens. Each rules area keeps its own
sentences beside its rules (power.py, clock.py, ...)."""

from __future__ import annotations

from engine.maps.lockdown.cards import load_characters, load_computer_actions

TEMPLATES: dict[str, str | tuple[str, ...]] = {
    "tile_left_out": "{tile:the tile} stays in the box: this species plays without it",
    "power_placed": "The Power tokens are shuffled onto the Sections and the Elevator (Power on: {on:words})",
    "css_placed": "A face-down CSS token lies on each of the {slots} CSS slots of the Time track ({boxed} boxed unseen)",
    "computer_revealed": "The Computer shows its first card",
    "start_room": "{seat} starts in {room:roomno} with Knowledge {knowledge}",
    "contingency_dealt": ("{seat} takes {count} Contingency tokens, face down", "{seat} takes Contingency tokens"),
    "contingency_pool": "One Contingency lies face down on the Active slot; {neutral} go to the Neutral Pool",
    # the words the Facility's log and options put in: a Power token's place, a threshold, a CSS face, a moment
    "threshold.red": "red", "threshold.blue": "blue",
    "face.NONE": "NONE", "face.ALL": "ALL",
    "moment.isolation": "the Isolation Room opens", "moment.autodestruction": "the Autodestruction starts",
    "cause.ship_destroyed": "the Facility's destruction", "cause.purge": "the Corporation's purge",
    "no_pod_left": "No CSS Pod left to eject",
    "side.on": "on", "side.off": "off",
    "cause.contingency": "contingency", "reason.autodestruction": "autodestruction",
    "colour.orange": "orange", "colour.magenta": "magenta", "colour.silver": "silver",  # Draft card colours
}

WORDS: dict[str, str] = {
    "elevator": "the Elevator",  # a Power token's place beside the Sections (S-01 ...)
    **{card.id: card.name for card in load_computer_actions().cards.values()},  # the Computer Action cards
    # a card that turns an attack aside ("... thanks to {by}"): the Lab Rat's Feel of the Dark (dark_cards.py)
    **{card.id: card.name for ch in load_characters().values() for card in ch.cards if card.effect == "feel_of_the_dark"},
}
