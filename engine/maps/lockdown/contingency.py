"""The Contingency tokens in play and at the end (lockdown-base.md §16.2/16.4, T8): the Victory Check's first step
reveals the Active Contingency and applies its effect (contingency.toml `effect`) to every survivor before the
species' Contamination check and the Objectives (LD-VIC-01..03, LD-END-06, LD-CTG-01/06); a dead character's
tokens go to the Neutral Pool (LD-CTG-07); in co-op one more Neutral token turns face up at the start of each
Event phase (LD-COOP-02 PROPOSED). Options: left_ship (the status -> the way out a token may punish)."""

from __future__ import annotations

from engine.catalog import cat, opt
from engine.effects import log
from engine.flow import op
from engine.hooks import Hook, Plugin, register
from engine.maps.lockdown.cards import load_contingencies, lockdown_cards
from engine.maps.lockdown.state import lockdown_state
from engine.rules.objectives import is_coop, survivors
from engine.rules.victory import die_at_the_check
from engine.state import Character, State, Task

OPS: dict = {}


def _way_out(state: State, ch: Character) -> str:
    return str(opt(state, "left_ship").get(ch.status, ""))


def _egg_carriers(state: State, alive: list[Character]) -> set[int]:
    return {ch.seat for ch in alive if "egg" in ch.heavy}


def doomed(state: State, effect: str, alive: list[Character]) -> list[Character]:
    """The survivors a Contingency effect kills (T8)."""
    s = lockdown_state(state)
    if effect == "kill_knowledge_token_active":
        return [ch for ch in alive if ch.seat in s.knowledge_active]
    if effect == "kill_without_signal":
        return [ch for ch in alive if ch.seat not in s.signals]
    if effect == "kill_all_but_egg_carriers":
        carriers = _egg_carriers(state, alive)
        return [ch for ch in alive if carriers and ch.seat not in carriers]
    way = {"kill_css_evacuees": "css", "kill_isolation": "isolation", "kill_bunker": "bunker"}.get(effect)
    return [ch for ch in alive if way and _way_out(state, ch) == way]


def contingency_check(state: State) -> None:
    """Step 1: reveal the Active Contingency and apply it to every survivor (LD-VIC-01, LD-CTG-01)."""
    s = lockdown_state(state)
    tokens = lockdown_cards(cat(state))["contingency_tokens"]
    for token in s.contingency.get("active", []):
        effect = tokens[token].effect
        log(state, "LD-VIC-01", "contingency_revealed", code=token, effect=effect)
        for ch in doomed(state, effect, survivors(state)):
            die_at_the_check(state, ch, "contingency", "LD-CTG-06")


def victory_steps(state: State) -> bool:
    """VICTORY_STEPS: nobody survived -> everybody loses (LD-END-06); else the Contingency check; the species'
    Contamination check and the Objectives follow in the core (LD-VIC-02/03)."""
    if not survivors(state):
        log(state, "LD-END-06", "no_survivor")
        return False
    contingency_check(state)
    return True


def on_death(state: State, ch: Character) -> None:
    """A dead character's Contingency tokens go to the Neutral Pool (LD-CTG-07)."""
    s = lockdown_state(state)
    mine = s.contingency.get(str(ch.seat), [])
    if mine:
        s.contingency.setdefault("neutral", []).extend(mine)
        s.contingency[str(ch.seat)] = []
        log(state, "LD-CTG-07", "contingency_to_pool", seat=ch.seat, count=len(mine))


@op("ld_coop_reveal", OPS)
def coop_reveal(state: State, task: Task) -> None:
    """Co-op: one more Neutral token face up at the start of the Event phase, while any is hidden (LD-COOP-02)."""
    s = lockdown_state(state)
    if not is_coop(state) or not s.contingency.get("neutral"):
        return
    token = s.contingency["neutral"].pop()
    s.contingency_public.append(token)
    log(state, "LD-COOP-02", "contingency_public", code=token)


TEMPLATES = {
    "contingency_revealed": "The Active Contingency is {code}",
    "contingency_to_pool": "{seat}'s {count:#Contingency token} go to the Neutral Pool",
    "contingency_public": "The Neutral Contingency token {code} is revealed",
}

WORDS = {t.id: t.name for t in load_contingencies().tokens.values()}  # "ld_code_red" -> "Code Red"

PART = register(Plugin(id="map:lockdown/contingency", kind="map", hooks={
    Hook.OPS: OPS, Hook.VICTORY_STEPS: victory_steps, Hook.CHARACTER_DEATH: on_death,
}, templates=TEMPLATES, words=WORDS))
