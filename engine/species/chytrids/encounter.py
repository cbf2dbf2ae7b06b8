"""The Chytrids' Encounter (§3.15, §3.15b): clear the Noise, draw a token, and by its kind place a Rotstalk from
the Queen board, a Necrocap or the Queen on a Sporeling or Mycelium (else a Sporeling and Noise all around), or
Noise for the Blank; then the Surprise Attack check against the triggering character's hand, with the token's
Darkness number when that character stands in Darkness. Drawn figure tokens are set aside beside the board
(the core's supply) until a Blank in bag development brings them back (CHY-ENC-00..07, CHY-ROT-06..08,
CHY-NEC-02, CHY-NEC-08, CHY-QN-02/03, CHY-QN-12/13). Registered as the species' ENCOUNTER hook."""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import (
    add_intruder,
    clear_noise,
    draw_token,
    log,
    move_intruder,
    token_kind,
    token_to_bag,
    token_to_supply,
)
from engine.flow import push
from engine.rules.board import characters_in, corridors_of
from engine.rules.noise import noise_everywhere
from engine.species.chytrids.content import ID
from engine.species.chytrids.darkness import in_darkness, weakness_works
from engine.species.chytrids.growth import has_growth, lab_grow_leftmost, place_sporeling
from engine.species.chytrids.queen_board import recall_rotstalks, take_rotstalk
from engine.species.chytrids.state import chytrids
from engine.state import Intruder, State


def surprise_number(state: State, token: str, seat: int) -> int:
    """The token's Darkness number for a character in Darkness, else its light one (CHY-ENC-07, LD-ENC-03);
    Ultraviolet Sensitivity keeps the light one for a character it helps."""
    numbers = cat(state).ext[ID]["token_numbers"].get(token)
    if numbers is None:
        return 0
    dark = in_darkness(state, seat) and not weakness_works(state, "ultraviolet_sensitivity", seat)
    return numbers.dark if dark else numbers.light


def surprise_check(state: State, intruder: Intruder, token: str, seat: int, rule: str) -> None:
    """Fewer cards in hand than the token's number: the figure attacks the character at once (CHY-ENC-01)."""
    number = surprise_number(state, token, seat)
    cards = len(state.characters[seat].hand)
    if cards < number:
        log(state, rule, "surprise_attack", seat=seat, cards=cards, number=number)
        push(state, "intruder_attack", intruder.id, seat, "surprise")
    else:
        log(state, rule, "no_surprise", seat=seat, cards=cards, number=number)


def place_rotstalk(state: State, room: str, rule: str) -> Intruder | None:
    """A Rotstalk from the Queen board (CHY-ROT-06); none there: those on the map not in Combat come back first
    (CHY-ROT-07 PROPOSED: then one is placed); every one killed: nothing (CHY-ROT-08)."""
    if not take_rotstalk(state):
        if not recall_rotstalks(state) or not take_rotstalk(state):
            log(state, "CHY-ROT-08", "no_rotstalk_left")
            return None
    return add_intruder(state, str(opt(state, "rotstalk_kind")), room, rule)


def queen_figure(state: State) -> Intruder | None:
    kind = str(opt(state, "queen_kind"))
    return next((i for i in state.intruders if i.kind == kind), None)


def sporeling_and_noise(state: State, room: str, rule: str) -> None:
    """No Sporeling or Mycelium for the figure: a Sporeling and Noise in every corridor (CHY-ENC-02/03, CHY-ENC-05:
    placing the Sporeling starts no Encounter)."""
    log(state, rule, "no_growth_for_figure", room=room)
    place_sporeling(state, room, rule)
    noise_everywhere(state, room, rule)


def _rotstalk(state: State, token: str, room: str, seat: int) -> None:
    intruder = place_rotstalk(state, room, "CHY-ENC-01")
    if intruder is not None:
        surprise_check(state, intruder, token, seat, "CHY-ENC-01")


def _necrocap(state: State, token: str, room: str, seat: int) -> None:
    kind = str(opt(state, "necrocap_kind"))
    free = sum(1 for i in state.intruders if i.kind == kind) < int(opt(state, "necrocap_miniatures"))
    if not has_growth(state, room) or not free:  # CHY-NEC-08 PROPOSED: no figure left acts as no growth
        sporeling_and_noise(state, room, "CHY-ENC-02" if free else "CHY-NEC-08")
        return
    surprise_check(state, add_intruder(state, kind, room, "CHY-ENC-02"), token, seat, "CHY-ENC-02")


def _queen(state: State, token: str, room: str, seat: int) -> None:
    c = chytrids(state)
    if c.queen_killed:
        log(state, "CHY-QN-12", "queen_dead_growth")
        lab_grow_leftmost(state, "CHY-QN-12")
        return
    if not has_growth(state, room):
        sporeling_and_noise(state, room, "CHY-ENC-03")
        return
    queen = queen_figure(state)
    if queen is None:
        c.queen_home = False
        queen = add_intruder(state, str(opt(state, "queen_kind")), room, "CHY-ENC-03")
    elif characters_in(state, queen.room):
        log(state, "CHY-ENC-06", "queen_held_in_combat", room=queen.room)  # CHY-QN-03: in Combat, nothing
        return
    else:
        move_intruder(state, queen, room, "CHY-QN-03")
    surprise_check(state, queen, token, seat, "CHY-ENC-03")


PLACE = {"rotstalk_kind": (_rotstalk, "CHY-ENC-01"), "necrocap_kind": (_necrocap, "CHY-ENC-02"),
         "queen_kind": (_queen, "CHY-ENC-03")}


def encounter(state: State, room: str, seat: int) -> None:
    """ENCOUNTER: Noise cleared, a token drawn and resolved; a figure token is set aside, the Blank goes back
    into the bag (CHY-ENC-00..04); an empty bag acts as the Blank (PUB-ENC-08)."""
    log(state, "CHY-ENC-00", "encounter", room=room, seat=seat)
    clear_noise(state, corridors_of(state, room), "CHY-ENC-00")
    token = draw_token(state, "CHY-ENC-00")
    if token is None:
        log(state, "PUB-ENC-08", "empty_bag_as_blank")
        noise_everywhere(state, room, "CHY-ENC-04")
        return
    kind = token_kind(state, token)
    place = next((entry for key, entry in PLACE.items() if opt(state, key) == kind), None)
    if place is None:  # the Blank
        noise_everywhere(state, room, "CHY-ENC-04")
        token_to_bag(state, token, "CHY-ENC-04")
        return
    token_to_supply(state, token, place[1])  # set aside, whatever follows (CHY-ENC-01..03)
    place[0](state, token, room, seat)
