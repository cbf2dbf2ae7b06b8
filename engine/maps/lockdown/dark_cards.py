"""The crew's cards that play with Darkness and the caves (lockdown-base.md T14, LD-CHAR-10, LD-CHAR-12,
LD-POWER-04, LD-TECH-01, LD-MOVE-05): the Lab Rat's reactions *Inconspicuous* and *Feel of the Dark*, and the
Survivor's *Vents*.

- Inconspicuous (reaction): an Intruder attacks you while another character shares your room: the attack turns
  on them instead (the Attack card already drawn strikes them, and they may react to it as to any attack). In
  Darkness it may rather skip your Noise roll of the bag development (asked before that roll).
- Feel of the Dark (reaction, "ignore Darkness", LD-POWER-04): a Surprise Attack on you in Darkness does not
  happen; or, when an Event with a Darkness part is drawn while you stand in Darkness, that part passes you by
  (the species reads it through the map's "event_in_darkness" service).
- Vents (out of Combat): crawl through the Technical Corridors to any other explored room with an Entrance (no
  Noise roll), then an Attack card strikes as if an Adult attacked you in Darkness (rooms.dark_strike).
PROPOSED: whom Inconspicuous turns the attack on is the Lab Rat's choice among the others in the room; the Lurking
Event's Darkness part (Night Stalkers in dark rooms attack) is an attack, not a part that reaches "you", so Feel
of the Dark answers it only as the Surprise Attack it is not: it does not stop it.
"""

from __future__ import annotations

from engine import hooks
from engine.choice_text import seat as seat_word
from engine.decisions import Choice, DecisionKind
from engine.effects import log, move_character
from engine.flow import ask, op, push
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown import rooms
from engine.maps.lockdown.darkness import facility
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import characters_in, is_active, rooms_by_number, turn_order
from engine.rules.reactions import play_reaction, reaction_cards
from engine.rules.registry import CARD_EFFECTS, Effect, Params
from engine.state import Character, State, Task

INCONSPICUOUS, FEEL = "inconspicuous", "feel_of_the_dark"  # the cards' effect keys (characters.toml)
OPS: dict = {}


def _in_dark(state: State, seat: int) -> bool:
    return rooms.in_darkness(state, seat)  # the map's Darkness, a strike from the caves included


# --- Attack reactions (the core's ATTACK_REACTIONS hook) --------------------------------------------------------

def _feel_offer(state: State, ch: Character, intruder_id: int, card: str, reason: str) -> list[Choice]:
    if reason != "surprise" or not _in_dark(state, ch.seat):
        return []
    return [Choice(FEEL, (c,)) for c in reaction_cards(state, ch, FEEL)]


def _feel(state: State, intruder_id: int, seat: int, card: str, reason: str, choice: Choice) -> None:
    """The Surprise Attack in Darkness does not happen to the Lab Rat."""
    log(state, "LD-CHAR-10", "attack_ignored", seat=seat, by=choice.args[0], card=card)
    play_reaction(state, state.characters[seat], choice.args[0], "LD-CHAR-10")


def _inconspicuous_offer(state: State, ch: Character, intruder_id: int, card: str, reason: str) -> list[Choice]:
    others = [o for o in characters_in(state, ch.room) if o.seat != ch.seat]
    return [Choice(INCONSPICUOUS, (c, str(o.seat))) for c in reaction_cards(state, ch, INCONSPICUOUS) for o in others]


def _inconspicuous(state: State, intruder_id: int, seat: int, card: str, reason: str, choice: Choice) -> None:
    """The attack turns on the other character: the same card, with its own chance to react."""
    other = int(choice.args[1])
    log(state, "LD-CHAR-10", "ld_inconspicuous", seat=seat, other=other)
    push(state, "attack_window", intruder_id, other, card, reason)
    play_reaction(state, state.characters[seat], choice.args[0], "LD-CHAR-10")


ATTACK_REACTIONS = {FEEL: (_feel_offer, _feel), INCONSPICUOUS: (_inconspicuous_offer, _inconspicuous)}


# --- Feel of the Dark against an Event's Darkness part ----------------------------------------------------------

def event_drawn(state: State, card: str) -> None:
    """EVENT_DRAWN: a new Event forgets who ignored the last one's Darkness; if this one has a Darkness part, a
    character in Darkness holding Feel of the Dark is asked before it resolves (in turn order)."""
    lockdown_state(state).dark_ignored = []
    has_dark = hooks.service(state, "event_dark_part")
    if has_dark is None or not has_dark(state, card):
        return
    askers = [s for s in turn_order(state) if is_active(state.characters[s]) and _in_dark(state, s)
              and reaction_cards(state, state.characters[s], FEEL)]
    for seat in reversed(askers):
        push(state, "ld_feel_event", seat, card)


@op("ld_feel_event", OPS)
def feel_event(state: State, task: Task) -> None:
    seat, card = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    options = [Choice(FEEL, (c,)) for c in reaction_cards(state, ch, FEEL)]
    if options and is_active(ch):
        ask(state, seat, DecisionKind.REACTION, [*options, Choice("decline")], "LD-CHAR-10", "ld_feel_event_answer",
            (str(seat), card))


@op("ld_feel_event_answer", OPS)
def feel_event_answer(state: State, task: Task) -> None:
    seat, card = int(task.args[0]), str(task.args[1])
    assert task.choice is not None
    if task.choice.kind == "decline":
        return
    lockdown_state(state).dark_ignored.append(seat)
    log(state, "LD-POWER-04", "ld_dark_ignored", seat=seat, card=card)
    play_reaction(state, state.characters[seat], task.choice.args[0], "LD-CHAR-10")


def event_in_darkness(state: State, seat: int) -> bool:
    """Whether an Event's Darkness part reaches this character: in Darkness, and not shielded by Feel of the Dark
    against the Event being resolved."""
    return _in_dark(state, seat) and seat not in lockdown_state(state).dark_ignored


# --- Inconspicuous before the bag development's Noise roll ------------------------------------------------------

def before_bag_roll(state: State, seat: int) -> bool:
    """The core's "before_bag_noise_roll" service: a Lab Rat in Darkness holding Inconspicuous may skip the roll.
    True when it asked (its answer rolls or skips)."""
    ch = state.characters[seat]
    cards = reaction_cards(state, ch, INCONSPICUOUS) if _in_dark(state, seat) else []
    if not cards:
        return False
    ask(state, seat, DecisionKind.REACTION, [*(Choice("skip_roll", (c,)) for c in cards), Choice("decline")],
        "LD-CHAR-10", "ld_bag_roll_answer", (str(seat),))
    return True


@op("ld_bag_roll_answer", OPS)
def bag_roll_answer(state: State, task: Task) -> None:
    seat = int(task.args[0])
    assert task.choice is not None
    if task.choice.kind == "decline":
        push(state, "noise_roll", seat, "skip_in_combat", "asked")
        return
    log(state, "LD-CHAR-10", "ld_roll_skipped", seat=seat)
    play_reaction(state, state.characters[seat], task.choice.args[0], "LD-CHAR-10")


# --- Vents (the Survivor) ---------------------------------------------------------------------------------------

def _vents_options(state: State, seat: int, source: str) -> list[Params]:
    here = state.characters[seat].room
    return [(r,) for r in rooms_by_number(state) if r in facility(state).entrances and r != here
            and state.explored.get(r)]


def _vents(state: State, seat: int, source: str, params: Params) -> None:
    ch = state.characters[seat]
    move_character(state, ch, params[0], "LD-CHAR-12")
    log(state, "LD-CHAR-12", "ld_vents", seat=seat, room=params[0])
    rooms.dark_strike(state, ch, "LD-CHAR-12")


CARD_EFFECTS.setdefault("vents", Effect(options=_vents_options, resolve=_vents))

CHOICES = {
    (FEEL, "ld_feel_event_answer"): lambda a, k: _("Play {card}: this Event's Darkness part passes you by").format(
        card=a[0]),
    ("decline", "ld_feel_event_answer"): lambda a, k: _("Let the Event's Darkness part reach you"),
    ("skip_roll", "ld_bag_roll_answer"): lambda a, k: _("Play {card}: skip your Noise roll").format(card=a[0]),
    ("decline", "ld_bag_roll_answer"): lambda a, k: _("Roll for Noise"),
    FEEL: lambda a, k: _("Play {card}: the Surprise Attack in Darkness does not happen").format(card=a[0]),
    INCONSPICUOUS: lambda a, k: _("Play {card}: the attack strikes {seat} instead").format(card=a[0],
                                                                                           seat=seat_word(a[1])),
}

PART = register(Plugin(id="map:lockdown/dark_cards", kind="map", choices=CHOICES, hooks={
    Hook.ATTACK_REACTIONS: ATTACK_REACTIONS, Hook.OPS: OPS, Hook.EVENT_DRAWN: event_drawn,
    Hook.SERVICES: {"event_in_darkness": event_in_darkness, "before_bag_noise_roll": before_bag_roll},
}, templates={
    "ld_inconspicuous": "{seat} slips aside: the attack strikes {other:seat} instead",
    "ld_dark_ignored": "{seat} feels the way through the dark: this Event's Darkness part passes by",
    "ld_roll_skipped": "{seat} stays inconspicuous in the dark and makes no Noise roll",
    "ld_vents": "{seat} crawls through the vents to {room}",
}))
