"""Character wounds, contamination on the board, death and the last-character end (PUB-WOUND, PUB-END-04).

Options: light_wound_track, serious_wounds_to_die (ruleset.toml).
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.effects import draw_from, end_game, log
from engine.flow import push
from engine.state import Character, State

WHEELCHAIR = "scientist"  # the character whose trait Wheelchair dresses Leg wounds at once (T14)


def serious_count(ch: Character) -> int:
    """Dressed and undressed wounds both count (PUB-WOUND-11)."""
    return len(ch.serious) + len(ch.dressed)


def has_wound(state: State, ch: Character, kind: str) -> bool:
    """An undressed Serious Wound of this kind is in effect (PUB-WOUND-02: copies do not stack)."""
    return any(cat(state).wounds[w].kind == kind for w in ch.serious)


def woundable(state: State, ch: Character) -> bool:
    """Still aboard (the map says who: on the ship, waiting in a pod too: out of the room's reach, PUB-POD-07, but
    still bleeding, PUB-ROUND-11)."""
    return ch.status in opt(state, "still_aboard")


def light_wound(state: State, ch: Character, amount: int, rule: str) -> None:
    """Light Wounds; the one past the track becomes a Serious Wound (PUB-WOUND-01, PUB-WOUND-03)."""
    for _ in range(amount):
        if not woundable(state, ch):
            return
        if serious_count(ch) >= opt(state, "serious_wounds_to_die"):
            kill(state, ch, "wounds", "PUB-WOUND-03")
            return
        if ch.light_wounds >= opt(state, "light_wound_track"):
            ch.light_wounds = 0
            log(state, "PUB-WOUND-01", "light_to_serious", seat=ch.seat)
            serious_wound(state, ch, "PUB-WOUND-01")
        else:
            ch.light_wounds += 1
            log(state, rule, "light_wound", seat=ch.seat, total=ch.light_wounds)


def serious_wound(state: State, ch: Character, rule: str) -> None:
    """Draw a Serious Wound card; a 4th wound kills instead (PUB-WOUND-02, -03, -13)."""
    if not woundable(state, ch):
        return
    if serious_count(ch) >= opt(state, "serious_wounds_to_die"):
        kill(state, ch, "wounds", "PUB-WOUND-03")
        return
    card = draw_from(state, state.wound_deck, state.wound_discard, "PUB-WOUND-13", "serious_wound")
    if card is None:
        log(state, rule, "wound_deck_empty", seat=ch.seat)
        return
    kind = cat(state).wounds[card].kind
    log(state, rule, "serious_wound", seat=ch.seat, card=card, wound=kind)
    if kind == "leg" and ch.character == WHEELCHAIR and opt(state, "traits_used"):  # Wheelchair: a Leg wound arrives dressed (T14)
        ch.dressed.append(card)
        log(state, "PUB-WOUND-05", "wound_dressed", seat=ch.seat, card=card)
        return
    ch.serious.append(card)
    if kind == "arm":  # only 1 Hand slot left: drop a Heavy Item/Object at once if holding 2 (PUB-WOUND-07)
        push(state, "fit_hands", ch.seat)


def kill(state: State, ch: Character, cause: str, rule: str) -> None:
    """Death: corpse in the room, carried objects drop, cards leave play; Serious Wound cards go to their
    discard pile except in co-op (PUB-WOUND-06, PUB-WOUND-09, PUB-WOUND-13, PUB-COOP-07)."""
    if ch.status == "dead" or ch.status in opt(state, "left_ship"):  # dead already, or gone (a launched pod)
        return
    first_death = not any(e.kind == "character_dead" for e in state.log)  # a revived character died before
    ch.status = "dead"
    log(state, rule, "character_dead", seat=ch.seat, room=ch.room, cause=cause)
    state.objects.setdefault(ch.room, []).append(f"corpse_{ch.seat}")
    state.objects[ch.room].extend(ch.heavy)
    state.objects[ch.room].sort()
    ch.heavy = []
    from engine.rules.objectives import is_coop

    if not is_coop(state):  # co-op: kept aside with the board for an AutoDoc revival (PUB-COOP-07)
        state.wound_discard.extend(ch.serious + ch.dressed)
        ch.serious, ch.dressed = [], []
    from engine.rules.inventory import lose_everything

    lose_everything(state, ch, rule)
    for listener in hooks.collect(state, hooks.Hook.CHARACTER_DEATH):
        listener(state, ch)
    if first_death:
        log(state, "PUB-WOUND-09", "first_death", seat=ch.seat)  # pods unlock: CHARACTER_DEATH (ship.py)
    check_last_character(state)


def check_last_character(state: State) -> None:
    """No living character left aboard: the Time (or Self-Destruct) marker jumps to its end (PUB-END-04).

    Called after a death, a hibernation or a pod launch. Who is still aboard is the map's option
    `still_aboard` (on the ship a character waiting in a pod is: it may launch or leave later, PUB-POD-03).
    """
    if any(c.status in opt(state, "still_aboard") for c in state.characters):
        return
    for fn in hooks.collect(state, hooks.Hook.LAST_CHARACTER_GONE):  # the ship: a running Self-Destruct
        fn(state)
    state.time = int(opt(state, "time_track_length"))
    log(state, "PUB-END-04", "time_jump", time=state.time)
    end_game(state, "no_character_aboard", "PUB-END-04")
