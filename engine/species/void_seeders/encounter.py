"""The Void Seeders' Encounter and Surprise Attack (VS-ENC-01..13, VS-TYP-03/09, VS-APP-01/02): the species'
ENCOUNTER hook, and `place_void_seeder` that Encounters and cards share.

Procedure: remove the room's Noise markers (technical corridors too), draw a token. A Void Seeder token places
the figure the triggering character's Insanity calls for (the next lower type when none is left), a Surprise
Attack if that player holds fewer cards than the token's number, and the token rejoins the supply. A character's
Insanity token: Noise in every corridor, that character resolves a Panic card, the token goes back. The Blank:
Noise in every corridor, back into the bag. A character holding Nerves of Steel may ignore the Surprise Attack
(its card ignores a Surprise Attack's effects, PUB-ENC-09; PROPOSED VS-GAP-23): flow step "surprise_answer".
"""

from __future__ import annotations

from collections.abc import Callable

from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import add_intruder, clear_noise, draw_token, gain_contamination, log, token_to_bag
from engine.effects import token_kind as kind_of
from engine.flow import ask, op, push
from engine.i18n import _
from engine.rules.board import corridors_of
from engine.rules.noise import noise_everywhere
from engine.rules.reactions import play_reaction, reaction_cards
from engine.species.common.weakness import helps
from engine.species.void_seeders.injury import placed_type
from engine.species.void_seeders.insanity import type_at
from engine.species.void_seeders.madness import level, track
from engine.species.void_seeders.state import KEY, void
from engine.state import Intruder, State, Task

OPS: dict[str, Callable[[State, Task], None]] = {}
CHOICES = {("decline", "surprise_answer"): lambda args, known: _("Take the Surprise Attack")}  # its choice wording


def types(state: State) -> list[str]:
    """The Void Seeder types, lowest rank first (VS-TYP-02)."""
    return list(opt(state, "void_seeder_types"))


def figures_left(state: State) -> dict[str, int]:
    """Miniatures of each kind still in the box; none of the Despoiler once every Lair is destroyed (VS-LAI-19)."""
    out = {kind: int(n) - sum(1 for i in state.intruders if i.kind == kind) for kind, n in opt(state, "miniatures").items()}
    if void(state).despoiler_dead:
        out[types(state)[-1]] = 0
    return out


def place_void_seeder(state: State, wanted: str, room: str, rule: str) -> Intruder | None:
    """The `wanted` type, or the next lower one with a figure left (VS-TYP-09); None when no figure is left at
    any lower rank (PROPOSED VS-GAP-18)."""
    kind = placed_type(types(state), wanted, figures_left(state))
    if kind is None:
        log(state, "VS-TYP-09", "no_figure_left", kind=wanted)
        return None
    if kind != wanted:
        log(state, "VS-TYP-09", "lower_type_placed", kind=wanted, placed=kind)
    return add_intruder(state, kind, room, rule)


def surprise_number(state: State, token: str, seat: int = -1) -> int:
    """The token's number, 1 lower once Thin Veil is revealed (PROPOSED VS-GAP-09 W08) and helps the character
    (LVS-CHG-06)."""
    number = cat(state).intruder_tokens[token][1]
    if helps(state, "thin_veil", seat):
        number -= int(cat(state).ext[KEY]["params"]["weaknesses"]["thin_veil"].get("danger_shift", 1))
    return number


def surprise_attack(state: State, seat: int, rule: str) -> None:
    """Every type's Surprise Attack: 1 Contamination card and a Panic card, no Attack card (VS-ENC-12, VS-ATK-03)."""
    ch = state.characters[seat]
    for _i in range(int(opt(state, "surprise_contamination"))):
        gain_contamination(state, ch, "VS-ENC-12")
    for _i in range(int(opt(state, "surprise_panic"))):
        push(state, "panic", seat)


def surprise_window(state: State, seat: int) -> None:
    """Before the Surprise Attack: its target may play Nerves of Steel to ignore it (PUB-ENC-09)."""
    cards = reaction_cards(state, state.characters[seat], "nerves_of_steel")
    if not cards:
        surprise_attack(state, seat, "VS-ENC-12")
        return
    ask(state, seat, DecisionKind.REACTION, [*(Choice("nerves_of_steel", (c,)) for c in cards), Choice("decline")],
        "VS-ENC-12", "surprise_answer", (str(seat),))


@op("surprise_answer", OPS)
def surprise_answer(state: State, task: Task) -> None:
    seat = int(task.args[0])
    assert task.choice is not None
    if task.choice.kind == "decline":
        surprise_attack(state, seat, "VS-ENC-12")
        return
    log(state, "PUB-ENC-09", "surprise_ignored", seat=seat)
    play_reaction(state, state.characters[seat], task.choice.args[0], "PUB-ENC-09")


def as_blank(state: State, token: str | None, room: str, rule: str) -> None:
    noise_everywhere(state, room, rule)
    if token:
        token_to_bag(state, token, rule)


def void_seeder_token(state: State, token: str, room: str, seat: int) -> None:
    """VS-ENC-04..07: the figure by the trigger's Insanity, a Surprise Attack below the token's number, the token
    set aside into the supply (PROPOSED VS-GAP-19)."""
    ch = state.characters[seat]
    wanted = type_at(track(state), level(state, ch))
    log(state, "VS-ENC-04", "void_seeder_appears", seat=seat, level=level(state, ch), kind=wanted)
    figure = place_void_seeder(state, wanted, room, "VS-ENC-04")
    if figure is None:  # PROPOSED VS-GAP-18: a Blank, without a Surprise Attack
        as_blank(state, token, room, "VS-ENC-11")
        return
    push(state, "token_to_supply", token)  # VS-ENC-06, after the Surprise Attack
    number, cards = surprise_number(state, token, seat), len(ch.hand)
    if cards < number:
        log(state, "VS-ENC-05", "surprise_attack", seat=seat, cards=cards, number=number)
        surprise_window(state, seat)
    else:
        log(state, "VS-ENC-05", "no_surprise", seat=seat, cards=cards, number=number)


def void_encounter(state: State, room: str, seat: int) -> None:
    """ENCOUNTER: resolve an Encounter in `room` triggered by `seat` (VS-ENC-01..11)."""
    log(state, "VS-ENC-01", "encounter", room=room, seat=seat)
    clear_noise(state, corridors_of(state, room), "VS-ENC-02")
    token = draw_token(state, "VS-ENC-03")
    kind = kind_of(state, token) if token else "blank"
    if kind == "void_seeder":
        void_seeder_token(state, token, room, seat)
    elif kind == "insanity":
        noise_everywhere(state, room, "VS-ENC-08")
        token_to_bag(state, token, "VS-ENC-10")
        push(state, "panic", seat)  # VS-ENC-09: the token's colour does not matter
    else:
        as_blank(state, token, room, "VS-ENC-11")
