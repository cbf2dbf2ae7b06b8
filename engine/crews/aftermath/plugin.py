"""The Aftermath line as a crew plug-in, `crew:aftermath` (lockdown-stretch-goals.md §6; docs/PLUGINS.md): active
in a game whose config names the crew line "aftermath". It brings the line's characters the published way
(content.py; a map may build its own records of them first, as Lockdown does), its card and Item effects
(cards.py, items.py), the Bounty Hunter's setup and contracts (contracts.py), the Android's Trait (trait.py), its
part of the state (state.py), its marks on the panels (look.py), its words (texts.py) and its bot knowledge."""

from __future__ import annotations

from engine.crews.aftermath import card_texts, cards, contracts, items, trait  # noqa: F401  (they register effects and words)
from engine.crews.aftermath.content import KEY, line_content, load_line
from engine.crews.aftermath.look import look
from engine.crews.aftermath.state import AftermathState, aftermath_state, check_part, determinize_part, view_part
from engine.crews.aftermath.texts import CHOICES, TEMPLATES, WORDS
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.naming import namer_for
from engine.rules.setup import SetupStep, insert_after
from engine.state import State


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    """The line's step 20E, right after the core's Items and Quest Items are handed out (AFT-BH-03/04)."""
    return insert_after(steps, "plugin_setup", SetupStep("aft_kits", contracts.hand_out)) if phase == "crew" else steps


def reveal(state: State) -> list[str]:
    """The contracts taken on and the marks named, for a finished game's replay."""
    s = aftermath_state(state)
    names = load_line().contracts
    n = namer_for(state)
    return [(_("{seat} took on {contract}, naming {mark} as the mark") if seat in s.marks
             else _("{seat} took on {contract}")).format(seat=n.seat(seat), contract=_(names[card].name),
                                                         mark=n.seat(s.marks.get(seat, "")))
            for seat, card in sorted(s.contracts.items())]


PLUGIN = register(Plugin(
    id=KEY, kind="crew", name="Aftermath characters and the Doctor",
    hooks={
        Hook.SETUP_STEPS: edit_steps,
        Hook.OPS: contracts.OPS,
        Hook.ROUND_END: contracts.count_kills,
        Hook.MODIFIERS: {"seat_met": contracts.seat_met, "slime_sticks": trait.slime_sticks,
                         "fire_wounds": trait.fire_wounds},
    },
    content=line_content, state=AftermathState, view=view_part, determinize=determinize_part, check=check_part,
    look=look, reveal=reveal, templates=TEMPLATES, words=WORDS, choices=CHOICES, bot="engine.crews.aftermath.bot",
))
