"""Registers the plug-in (imported by engine/plugins.py, never by the package itself, so the package's
state and content modules import without the rules)."""


from engine.hooks import Hook, Plugin, register
from engine.maps.nemesis_ship import look, setup, state, texts
from engine.maps.nemesis_ship.content import ship_content

PLUGIN = register(Plugin(id=state.KEY, kind="map", name="Nemesis ship", hooks={Hook.SETUP_STEPS: setup.edit_steps},
                         content=ship_content, options="maps/nemesis_ship/options.toml",
                         state=state.ShipState, view=state.view_part, determinize=state.determinize_part,
                         look=look.look, check=state.check_part, plant=state.plant_part, reveal=look.reveal, templates=texts.TEMPLATES,
                         words=texts.WORDS, bot="engine.maps.nemesis_ship.bot"))

from engine.maps.nemesis_ship import items, room_texts, rooms, supply_rooms, systems  # noqa: E402, F401, I001
from engine.maps.nemesis_ship import objectives, victory  # noqa: E402, I001

END = register(Plugin(id="map:nemesis_ship/end", kind="map", hooks={
    Hook.VICTORY_STEPS: victory.victory_steps, Hook.OBJECTIVE_CHECKS: objectives.REQUIREMENTS,
    Hook.SERVICES: {"objective_gate": objectives.objective_gate, "coop_gate": objectives.coop_gate,
                    "signalled": state.signalled, "seat_pods": state.seat_pods}}))
