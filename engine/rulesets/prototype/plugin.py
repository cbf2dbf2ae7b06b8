"""Registers the 2018 prototype ruleset (imported by engine/plugins.py, never by the package itself, so its
content module imports without the rules). It plays on the Nemesis ship with the Intruders (options
plays_on_maps / plays_with_species); every hook below is one row of base-game.md §1 (D1-D20)."""

from engine.hooks import Hook, Plugin, register
from engine.rules.setup import SetupStep, insert_after
from engine.rulesets.prototype import round as rounds
from engine.rulesets.prototype.content import ID, OPTIONS, prototype_content


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "crew":
        steps = insert_after(steps, "objectives", SetupStep("setup_draw", rounds.setup_draw))
    return steps


PLUGIN = register(Plugin(id=ID, kind="ruleset", name="2018 prototype", options=OPTIONS, content=prototype_content,
                         plays_with={"map": ("nemesis_ship",), "species": ("intruders",)},
                         templates={"end_phase": "End phase of turn {turn}"},
                         hooks={
                             Hook.EVENT_PHASE_STEPS: rounds.phase_steps,
                             Hook.SETUP_STEPS: edit_steps,
                         }))
