"""Co-operative variant: the AutoDoc revival (PUB-COOP-04/07). The objectives' co-op reading
(PUB-COOP-02/03/06) is in objectives.py and victory.py; their public view in views.py.

AutoDoc: when a Player phase ends (everyone passed) with a dead character's corpse in a working
Emergency Room (explored, no Intruder, no Malfunction), lying there or carried by a character there,
the AutoDoc takes the corpse (`state.revive` gets "seat:room"). At the start of the next Turn, after
the draw, the player comes back in that room: Light Wounds, Slime and Larva gone, Serious Wounds
dressed, no Items, all its cards (Contamination included) shuffled into a new deck, then it draws as in
Player-phase step 1. If the room stopped working meanwhile, the revival waits (PROPOSED).
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import opt
from engine.effects import draw_action_cards, log
from engine.hooks import Hook, Plugin, register
from engine.rules.board import intruders_in, is_active
from engine.rules.objectives import is_coop
from engine.state import Character, State


def autodoc_works(state: State, room: str) -> bool:
    """A working Emergency Room: explored, no Intruder, no Malfunction (PUB-COOP-04)."""
    return (state.tiles.get(room) == opt(state, "autodoc_tile") and bool(state.explored.get(room))
            and not intruders_in(state, room) and room not in state.malfunction)


def corpse_place(state: State, seat: int) -> tuple[str, Character | None] | None:
    """Where the corpse of `seat` is: (room, carrier or None), or None if it is nowhere on the board."""
    token = f"corpse_{seat}"
    for room, objects in sorted(state.objects.items()):
        if token in objects:
            return room, None
    for ch in state.characters:
        if is_active(ch) and token in ch.heavy:
            return ch.room, ch
    return None


def waiting(state: State) -> set[int]:
    return {int(entry.split(":")[0]) for entry in state.revive}


def autodoc_collect(state: State) -> None:
    """PLAYER_PHASE_END: corpses in a working Emergency Room go into the AutoDoc (PUB-COOP-04)."""
    if not is_coop(state):
        return
    for ch in state.characters:
        if ch.status != "dead" or ch.seat in waiting(state):
            continue
        where = corpse_place(state, ch.seat)
        if where is None or not autodoc_works(state, where[0]):
            continue
        room, carrier = where
        token = f"corpse_{ch.seat}"
        if carrier is None:
            state.objects[room].remove(token)
        else:
            carrier.heavy.remove(token)
            if token in carrier.taped:
                carrier.taped.remove(token)
        state.revive.append(f"{ch.seat}:{room}")
        log(state, "PUB-COOP-04", "autodoc_started", seat=ch.seat, room=room)


def revive(state: State, ch: Character, room: str) -> None:
    """Back in the Emergency Room, healed, empty-handed, with a new deck, then the draw (PUB-COOP-07)."""
    from engine.rules.turn import draw_target

    ch.room = room
    ch.status = "aboard"
    ch.light_wounds = 0
    ch.slime = False
    for fn in hooks.collect(state, hooks.Hook.CLEANSE):  # back clean of what the species put inside it
        fn(state, ch, "PUB-COOP-07")
    ch.dressed = sorted(ch.dressed + ch.serious)
    ch.serious = []
    ch.items, ch.weapons, ch.quests, ch.heavy, ch.taped, ch.capacity_bonus = [], {}, {}, [], [], {}
    ch.deck = sorted(ch.hand + ch.deck + ch.discard)
    ch.hand, ch.discard = [], []
    rng.shuffle(state, ch.deck)
    ch.passed = False
    log(state, "PUB-COOP-07", "character_revived", seat=ch.seat, room=room)
    draw_action_cards(state, ch, draw_target(state, ch), "PUB-DRAW-01")


def autodoc_revive(state: State) -> None:
    """TURN_START: revive every player waiting in a still-working AutoDoc (PUB-COOP-04)."""
    if not state.revive:
        return
    still = []
    for entry in state.revive:
        seat, room = entry.split(":")
        ch = state.characters[int(seat)]
        if ch.status != "dead":
            continue
        if autodoc_works(state, room):
            revive(state, ch, room)
        else:
            log(state, "PUB-COOP-04", "autodoc_waiting", seat=ch.seat, room=room)
            still.append(entry)
    state.revive = still


PLUGIN = register(Plugin(id="base/coop", kind="base", hooks={
    Hook.PLAYER_PHASE_END: autodoc_collect,
    Hook.TURN_START: autodoc_revive,
}))
