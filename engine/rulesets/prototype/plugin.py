"""Registers the 2018 prototype ruleset (imported by engine/plugins.py, never by the package itself, so its
content module imports without the rules). It plays on the Nemesis ship with the Intruders (`plays_with`);
each hook below serves a row of base-game.md §1 (D1-D20)."""

from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.rules.setup import SetupStep, insert_after, insert_before
from engine.rulesets.prototype import encounter, exploration, look, objectives, panic, setup, state, texts
from engine.rulesets.prototype import round as rounds
from engine.rulesets.prototype.content import ID, OPTIONS, prototype_content


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        steps = insert_before(steps, "exploration_tokens", SetupStep("first_victim", setup.first_victim),
                              SetupStep("prototype_part", setup.prepare_part))
        steps = insert_after(steps, "bag", SetupStep("trim_supply", setup.trim_supply))
    if phase == "crew":
        steps = insert_after(steps, "objectives", SetupStep("setup_draw", rounds.setup_draw))
    return steps


CHOICES = {objectives.ACTION: lambda args, known: _("Trade your Objective for an Alternative one (once a game)")}

PLUGIN = register(Plugin(
    id=ID, kind="ruleset", name="2018 prototype", options=OPTIONS, content=prototype_content,
    plays_with={"map": ("nemesis_ship",), "species": ("intruders",)},
    templates=texts.TEMPLATES, words=texts.WORDS, choices=CHOICES,
    state=state.ProtoState, view=state.view_part, determinize=state.determinize_part, check=state.check_part,
    plant=state.plant, bot="engine.rulesets.prototype.bot", look=look.look,
    hooks={
        Hook.EVENT_PHASE_STEPS: rounds.phase_steps,  # D1-D3, D8
        Hook.SETUP_STEPS: edit_steps,  # D2, D16
        Hook.FIRE_DAMAGE: rounds.burn_crew,  # D10
        Hook.BAG_CONTENTS: setup.bag_contents,  # D7
        Hook.EXPLORATION_EFFECTS: exploration.EFFECTS,  # D13
        Hook.ACTION_PROVIDERS: objectives.offer,  # D14
        Hook.ACTION_PERFORMERS: {objectives.ACTION: objectives.swap},
        Hook.SERVICES: {"larva_to_sheet": encounter.larva_to_sheet, "surprised": encounter.surprised,  # D5
                        "refill_bag": encounter.refill_bag},  # BASE-BAG-04
        Hook.INFECTION: encounter.infection,  # D6
        Hook.CHARACTER_DEATH: encounter.on_death,
        Hook.RESTED: panic.rested,  # BASE-PANIC-05
        Hook.ROUND_END: panic.turn_over,
        Hook.MODIFIERS: {"in_combat": encounter.in_combat, "may_attack": panic.may_attack,
                         "draft_pool": setup.draft_pool, "objective_layout": objectives.layout},
    }))
