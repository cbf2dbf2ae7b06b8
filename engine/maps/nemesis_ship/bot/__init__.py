"""What the crew bots know of the Nemesis ship (engine/ai/knowledge.py): which rooms serve the generic goals,
its ways out and the goals its systems set (goals.py), each room's action (rooms.py), and the win model's view
of the ship and the cards and Items that work its systems (systems.py).

The plug-in names this package in `Plugin.bot`; only the bots import it.
"""

from __future__ import annotations

from engine.ai.knowledge import MapKnowledge
from engine.maps.nemesis_ship.bot import goals, rooms, systems

EVACUATION_TILES = frozenset({"evacuation_a", "evacuation_b"})

from engine.maps.nemesis_ship.objectives import NEEDS_SIGNAL  # noqa: E402
from engine.maps.nemesis_ship.state import ship_state, ship_view  # noqa: E402
from engine.state import State  # noqa: E402

KNOWLEDGE = MapKnowledge(
    roles={"signal": "comms_room", "analyse": "laboratory", "operate": "surgery", "heal": "emergency_room",
           "reload": "armory"},
    escape_tiles=frozenset({systems.HIBERNATORIUM}) | EVACUATION_TILES,
    vital_tiles=frozenset({systems.HIBERNATORIUM, "comms_room", "cockpit", "laboratory"}) | EVACUATION_TILES,
    reckless=frozenset({(systems.GENERATOR, "start")}),  # starting the Self-Destruct
    escape_goals=goals.escape_goals,
    system_goals=goals.system_goals,
    room_scores=rooms.ROOMS,
    repairs={"engine": systems.repair_engine},
    utilities={"coordinates": systems.check_coordinates},
    item_scores={"self_destruct_key": systems.self_destruct_key, "evacuation_key": systems.evacuation_key},
    pass_score=systems.pass_score,
    answers={"swap": systems.swap_engine},
    outlook=systems.outlook,
    countdown_left=systems.countdown_left,
    doomed=systems.doomed,
    signalled=lambda holder, seat: seat in ship_signals(holder),
    needs_signal=NEEDS_SIGNAL,
)


def ship_signals(holder) -> tuple[int, ...]:
    """Who sent the Signal, from a State or a View."""
    return tuple(ship_state(holder).signals) if isinstance(holder, State) else ship_view(holder).signals
