"""Rule tips: the first time a player meets a rule in a game (a Noise roll, an Encounter, a fight, a wound, the
Event phase…), a short note in our own words says what happened, with a link to the rule in the rules reference.

A tip is keyed by the log entry kinds that bring it up. Each tip is shown once per player profile: the settings
file remembers the tips seen (`Settings.tips_seen`) and whether tips are on (`Settings.rule_tips`, a Settings
toggle; "Reset tips" empties the list). The texts are marked with `N_` and translated with `_` when shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.api import N_, _


@dataclass(frozen=True)
class Tip:
    key: str  # what the settings file remembers
    kinds: tuple[str, ...]  # the log entry kinds that bring it up
    title: str  # marked with N_: translate with _() when shown
    body: str
    rule: str  # the published digest's rule the tip summarises (the link opens it)


TIPS: tuple[Tip, ...] = (
    Tip("noise", ("noise_roll",), N_("Noise"),
        N_("Entering an empty room makes a Noise roll. A number puts a Noise marker in the corridor with that "
           "number; a second marker in the same corridor brings an Intruder out: an Encounter. Silence is "
           "quiet; Danger draws the Intruders next door into your room, or fills its corridors with Noise."),
        "PUB-NOISE-02"),
    Tip("explore", ("room_explored",), N_("Exploring"),
        N_("The first one to enter a face-down room turns it up and resolves its Exploration token: it sets how "
           "many times the room can be searched, and it may start a fire, break something, cover you in slime, "
           "close a door, or bring silence or danger."),
        "PUB-EXPLORE-01"),
    Tip("encounter", ("encounter",), N_("Encounter"),
        N_("A token is drawn from the Intruder bag and its Intruder appears in the room (a Blank only makes more "
           "Noise). Count the cards in your hand: fewer than the number on the token, and it attacks you at "
           "once."),
        "PUB-ENC-01"),
    Tip("intruder_attack", ("intruder_attacks",), N_("Intruder attack"),
        N_("An attacking Intruder turns up an Attack card. If the card shows that Intruder's kind, its effect hits "
           "the character: wounds, contamination, sometimes worse. Otherwise the attack misses."),
        "PUB-INTRUDER-03"),
    Tip("fight", ("shot", "melee"), N_("Fighting"),
        N_("Shooting costs a card and an Ammo. A melee attack costs a card and a Contamination card, and a miss "
           "gives you a Serious Wound. The Combat die says whether the target is hit. A hurt Adult or Creeper "
           "dies when an Attack card's blood value is no more than its injuries."),
        "PUB-COMBAT-01"),
    Tip("wound", ("light_wound", "serious_wound"), N_("Wounds"),
        N_("Two Light Wounds fit on your board; a third becomes a Serious Wound, a card whose effect holds until "
           "it is dressed. With three Serious Wounds, any further wound kills. Bandages, a Medkit or the "
           "Emergency Room help."),
        "PUB-WOUND-01"),
    Tip("contamination", ("contamination_gained",), N_("Contamination"),
        N_("A Contamination card slipped into your discard pile. It comes back into your hand like an Action card "
           "but cannot pay for anything; you may discard it when you pass. Only a scan shows whether it is "
           "INFECTED, and an infection can kill you, during the game or at its end."),
        "PUB-CONT-01"),
    Tip("fire", ("fire_placed",), N_("Fire"),
        N_("A character who ends a round in a burning room takes a Light Wound; Intruders there are hurt in the "
           "Event phase. If a ninth fire is needed, the ship blows up."),
        "PUB-FIRE-04"),
    Tip("malfunction", ("malfunction_placed",), N_("Malfunction"),
        N_("A room with a Malfunction has no room action and its computer does not count, until a Repair card "
           "fixes it. Searching still works. If a ninth malfunction is needed, the ship breaks apart."),
        "PUB-MALF-01"),
    Tip("door", ("door_closed",), N_("Doors"),
        N_("A closed door blocks its corridor for characters and Intruders: an Intruder that has to come through "
           "breaks the door and stays where it is. Doors do not stop Noise markers."),
        "PUB-DOOR-02"),
    Tip("slime", ("slime_gained",), N_("Slime"),
        N_("While you are covered in slime, every Silence on the Noise die counts as Danger. Clothes or the "
           "Shower Room wash it off."),
        "PUB-SLIME-02"),
    Tip("event_phase", ("event_phase",), N_("The Event phase"),
        N_("Once everyone has passed, the ship takes its turn: the Time marker moves, Intruders in a room with a "
           "character attack, fire hurts Intruders, an Event card moves Intruders and does its effect, and a "
           "token drawn from the bag shows how the Intruders grow."),
        "PUB-ROUND-08"),
)

BY_KIND: dict[str, Tip] = {kind: tip for tip in TIPS for kind in tip.kinds}


class TipQueue:
    """The tips to show in one board: a tip joins the queue the first time its kind is met and is remembered
    as seen at once (so it never comes back, even if the window closes before it is dismissed)."""

    def __init__(self, settings, store: Callable[[], str]) -> None:
        self.settings = settings  # saves.settings.Settings (shared with the app: the Settings screen edits it)
        self.store = store  # writes the settings file; returns a message if it could not
        self.queue: list[Tip] = []

    @property
    def current(self) -> Tip | None:
        if not self.settings.rule_tips:
            return None
        return self.queue[0] if self.queue else None

    def notice(self, kind: str) -> Tip | None:
        """A log entry of `kind` was shown: queue its tip if the player has not seen it; returns the tip."""
        tip = BY_KIND.get(kind)
        if tip is None or not self.settings.rule_tips or tip.key in self.settings.tips_seen:
            return None
        self.queue.append(tip)
        self.remember(tip)
        return tip

    def absorb(self, kind: str) -> None:
        """A log entry of `kind` was explained another way (the tutorial's lessons): its tip counts as seen."""
        tip = BY_KIND.get(kind)
        if tip is not None and tip.key not in self.settings.tips_seen:
            self.remember(tip)

    def remember(self, tip: Tip) -> None:
        self.settings.tips_seen.append(tip.key)
        self.store()

    def dismiss(self) -> None:
        if self.queue:
            self.queue.pop(0)

    def clear(self) -> None:
        self.queue.clear()


def title(tip: Tip) -> str:
    return _(tip.title)


def body(tip: Tip) -> str:
    return _(tip.body)
