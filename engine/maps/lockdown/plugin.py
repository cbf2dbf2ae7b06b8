"""Registers the Lockdown map plug-in (imported by engine/plugins.py, never by the package itself, so the
package's state and content modules import without the rules)."""

from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown import darkness, look, setup, state, texts
from engine.maps.lockdown.content import lockdown_content

PLUGIN = register(Plugin(
    id=state.KEY, kind="map", name="Lockdown complex", hooks={Hook.SETUP_STEPS: setup.edit_steps, Hook.SERVICES: darkness.SERVICES},
    content=lockdown_content, options="maps/lockdown/options.toml",
    state=state.LockdownState, view=state.view_part, determinize=state.determinize_part, check=state.check_part,
    plant=state.plant_part,
    plays_with={"species": ("night_stalkers", "intruders", "void_seeders", "carnomorphs", "chytrids")}, look=look.look,
    bot="engine.maps.lockdown.bot", templates=texts.TEMPLATES, words=texts.WORDS))

# The Facility's rules, each area one module registering its own part ("map:lockdown/<area>"); import order is
# the order their collect hooks run in.
from engine.maps.lockdown import knowledge  # noqa: E402, F401, I001
from engine.maps.lockdown import doors, movement, combat  # noqa: E402, F401, I001
from engine.maps.lockdown import power, clock, css, alert, endgame, contingency, round  # noqa: E402, F401, I001
from engine.maps.lockdown import rooms, computer, elevator, exits, room_texts, card_texts  # noqa: E402, F401, I001
from engine.maps.lockdown import crew, crafting, items, objectives, dark_cards  # noqa: E402, F401, I001
from engine.maps.lockdown import supply  # noqa: E402, F401, I001
# after supply: the markers taken out of the game shrink the box size it gives
from engine.maps.lockdown import wounds  # noqa: E402, F401, I001
