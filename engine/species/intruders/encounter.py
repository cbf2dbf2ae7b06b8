"""The Intruders' Encounter and Surprise Attack (PUB-ENC-01..10, PUB-BAG-09, PUB-TECH-03): the species'
ENCOUNTER hook, and `place_from_token` that Summoning and the Queen's bag development share.

Procedure: remove the room's Noise markers, draw a token, place the Intruder, Surprise Attack check
against the hand of the character who triggered it, token to the supply (the flow step "token_to_supply").
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.effects import (
    add_intruder,
    add_token_from_supply,
    clear_noise,
    draw_token,
    log,
    token_to_bag,
)
from engine.flow import push
from engine.rules.board import corridors_of
from engine.rules.noise import noise_everywhere
from engine.species.intruders.weakness import has_weakness
from engine.state import State


def queen_on_board(state: State) -> bool:
    return any(i.kind == "queen" for i in state.intruders)


def danger_number(state: State, token: str, seat: int = -1) -> int:
    """The token's number, 1 lower with Reaction to Danger (minimum 1) (PUB-ENC-06); a species may read another
    number for the triggering seat (the "surprise_number" modifier: the Night Stalkers' Darkness number)."""
    number = cat(state).intruder_tokens[token][1]
    number = hooks.modify(state, "surprise_number", number, token=token, seat=seat)
    if has_weakness(state, "reaction_to_danger"):  # T7
        number = max(1, number - int(opt(state, "reaction_to_danger_reduction")))
    return number


def hand_count(state: State, seat: int) -> int:
    """Surprise Attack check counts Action and Contamination cards (PUB-ENC-02 step 4, PUB-ENC-10)."""
    return len(state.characters[seat].hand)


def place_from_token(state: State, token: str | None, room: str, seat: int, surprise: bool, rule: str) -> None:
    """Steps 3-5 for a drawn token (also used by Summoning and the Queen's bag development)."""
    kind = cat(state).intruder_tokens[token][0] if token else "blank"
    if token and kind == "queen" and queen_on_board(state):
        log(state, "PUB-BAG-09", "queen_token_as_blank")
        kind = "blank"
    if kind == "blank" or not cat(state).kinds[kind].figure:  # a token with no miniature acts as a Blank
        noise_everywhere(state, room, "PUB-ENC-03")
        if token:
            token_to_bag(state, token, "PUB-ENC-03")
            if len(state.bag) == 1:  # the Blank was the last token in the bag
                add_token_from_supply(state, "adult", "PUB-ENC-03")
        return
    to_sheet = hooks.service(state, "larva_to_sheet")  # a ruleset where a drawn Larva goes onto a sheet (D5)
    if kind == "larva" and to_sheet is not None:
        to_sheet(state, token, seat, rule)
        return
    short = hooks.service(state, "figure_shortage")  # a species whose miniatures are a limit (Lockdown's LD-NS-12)
    if short is not None and not short(state, kind, token, room):
        return
    intruder = add_intruder(state, kind, room, rule)  # the first one triggers the Objective choice (PUB-OBJ-03)
    push(state, "token_to_supply", token)
    surprised = hooks.service(state, "surprised")  # a ruleset with its own check (the prototype's Panic, D5)
    if surprise and surprised is not None:
        surprised(state, intruder, seat)
    elif surprise:
        number = danger_number(state, token, seat)
        cards = hand_count(state, seat)
        if cards < number:
            log(state, "PUB-ENC-02", "surprise_attack", seat=seat, cards=cards, number=number)
            push(state, "intruder_attack", intruder.id, seat, "surprise")
        else:
            log(state, "PUB-ENC-02", "no_surprise", seat=seat, cards=cards, number=number)


def draw_or_refill(state: State, rule: str) -> tuple[str | None, bool]:
    """A token from the bag; an empty bag is refilled first where a ruleset takes Intruders back instead
    (BASE-BAG-04), and when even that brings none nothing more happens (False: BASE-BAG-05)."""
    token = draw_token(state, rule)
    refill = hooks.service(state, "refill_bag")
    if token is None and refill is not None:
        if not refill(state):
            return None, False
        token = draw_token(state, "BASE-BAG-04")
    return token, True


def base_encounter(state: State, room: str, seat: int) -> None:
    """Resolve an Encounter in `room` triggered by `seat` (PUB-ENC-02)."""
    log(state, "PUB-ENC-01", "encounter", room=room, seat=seat)
    clear_noise(state, corridors_of(state, room), "PUB-ENC-02")  # tech space too (PUB-TECH-03)
    token, go_on = draw_or_refill(state, "PUB-ENC-02")
    if not go_on:
        return
    if token is None:
        log(state, "PUB-ENC-08", "empty_bag_as_blank")
    place_from_token(state, token, room, seat, True, "PUB-ENC-02")
