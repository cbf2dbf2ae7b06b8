"""The Carnomorphs' Encounter (CARN-ENC-01..06, CARN-ATK-07, GAP-09, GAP-11, GAP-22): the species' ENCOUNTER hook,
and `place_from_token` that bag development and the Butcher share.

Procedure (the base one, PUB-ENC-02): remove the room's Noise markers, draw a token, place the figure it shows
(the first of a type taken off its Adaptation card, which turns face up), a Surprise Attack if the trigger holds
fewer cards than the token's number (as many or fewer once Ambushers is revealed), and the token goes to the
supply. A Blank puts Noise in every corridor, adds a Metagorger token if it was the bag's last, and goes back. A
token whose figures are all on the board counts as a Blank and goes back into the bag (GAP-09). The Butcher's
token moves the Butcher if it is already on the board, and does nothing once it was killed (GAP-11).
"""

from __future__ import annotations

from engine.catalog import cat
from engine.effects import clear_noise, draw_token, log, move_intruder, token_to_bag
from engine.flow import push
from engine.rules.board import corridors_of
from engine.rules.noise import noise_everywhere
from engine.species.carnomorphs import figures
from engine.species.carnomorphs.state import carno
from engine.state import Intruder, State


def surprise_check(state: State, intruder: Intruder, seat: int, number: int, rule: str) -> None:
    """A Surprise Attack if the hand holds fewer cards than `number` (or as many, with Ambushers, GAP-05 A4)."""
    cards = len(state.characters[seat].hand)
    caught = cards <= number if figures.has_adaptation(state, "ambushers") else cards < number
    if caught:
        log(state, "CARN-ENC-04", "surprise_attack", seat=seat, cards=cards, number=number)
        push(state, "intruder_attack", intruder.id, seat, "surprise")
    else:
        log(state, "CARN-ENC-04", "no_surprise", seat=seat, cards=cards, number=number)


def as_blank(state: State, token: str | None, room: str, rule: str) -> None:
    """Noise in every corridor; the token goes back, and a Blank that was the bag's last adds a Metagorger token
    (CARN-ENC-01..03)."""
    noise_everywhere(state, room, "CARN-ENC-01")
    if token is None:
        return
    last = not state.bag
    token_to_bag(state, token, "CARN-ENC-03")
    if last and cat(state).intruder_tokens[token][0] == "blank":
        figures.add_metagorger_token(state, "CARN-ENC-02")


def butcher_arrives(state: State, room: str, seat: int, number: int, rule: str) -> None:
    """The Butcher into `room` (moved there if already on the board), then the Surprise Attack check; nothing once
    it was killed (GAP-11)."""
    if carno(state).butcher_killed:
        log(state, rule, "butcher_gone")
        return
    butcher = next((i for i in state.intruders if i.kind == figures.BUTCHER), None)
    if butcher is None:
        butcher = figures.place(state, figures.BUTCHER, room, rule)
    elif butcher.room != room:
        move_intruder(state, butcher, room, rule)
    if butcher is not None and seat >= 0:
        surprise_check(state, butcher, seat, number, rule)


def place_from_token(state: State, token: str | None, room: str, seat: int, rule: str) -> None:
    """Steps 3-5 of an Encounter for a drawn token (CARN-ENC-01..06)."""
    kind = cat(state).intruder_tokens[token][0] if token else "blank"
    if token is None or kind == "blank":
        as_blank(state, token, room, rule)
        return
    number = cat(state).intruder_tokens[token][1]
    if kind == figures.BUTCHER:
        push(state, "token_to_supply", token)
        butcher_arrives(state, room, seat, number, rule)
        return
    intruder = figures.place(state, kind, room, rule)  # the first one brings the Objective choice (CARN-ENC-05)
    if intruder is None:  # every figure of that type is on the board: a Blank (GAP-09)
        as_blank(state, token, room, rule)
        return
    push(state, "token_to_supply", token)
    surprise_check(state, intruder, seat, number, rule)


def carno_encounter(state: State, room: str, seat: int) -> None:
    """ENCOUNTER: resolve an Encounter in `room` triggered by `seat` (CARN-ENC-04)."""
    log(state, "PUB-ENC-01", "encounter", room=room, seat=seat)
    clear_noise(state, corridors_of(state, room), "PUB-ENC-02")
    token = draw_token(state, "PUB-ENC-02")
    if token is None:
        log(state, "PUB-ENC-08", "empty_bag_as_blank")  # no token added (GAP-22)
    place_from_token(state, token, room, seat, "CARN-ENC-04")
