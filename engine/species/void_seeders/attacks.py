"""What the Void Seeders' Attack cards do (VS-ATK-01/02, PROPOSED VS-GAP-06): the species' INTRUDER_ATTACK hook.

A card's `effect` is "harm" (its target suffers the amounts of `params`) or "harm_room" (every character in the
room does); the amounts apply in the order light_wounds, serious_wounds, contamination, insanity, discard (of
the target's choice), discard_random, panic, and `attacker_vanishes` removes the attacking figure, which goes
back into the bag as a random supply token (VS-INJ-07). Lairs never attack (their kind says "none").
"""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import add_token_from_supply, discard_cards, gain_contamination, remove_intruder
from engine.flow import push_seq
from engine.rules.board import characters_in, is_active
from engine.rules.contamination import is_contamination
from engine.rules.wounds import light_wound, serious_wound
from engine.species.void_seeders.madness import raise_insanity
from engine.species.void_seeders.state import KEY
from engine.state import Character, Intruder, State


def card_params(state: State, card: str) -> dict[str, int]:
    return cat(state).ext[KEY]["params"]["attack"].get(card, {})


def harm(state: State, ch: Character, amounts: dict[str, int], rule: str) -> None:
    """One character suffers the amounts, in order; a death stops the rest."""
    light_wound(state, ch, amounts.get("light_wounds", 0), rule)
    for _ in range(amounts.get("serious_wounds", 0)):
        if is_active(ch):
            serious_wound(state, ch, rule)
    for _ in range(amounts.get("contamination", 0)):
        if is_active(ch):
            gain_contamination(state, ch, rule)
    if is_active(ch):
        raise_insanity(state, ch, amounts.get("insanity", 0), rule)
    if not is_active(ch):
        return
    cards = sorted(c for c in ch.hand if not is_contamination(c))
    for _ in range(min(amounts.get("discard_random", 0), len(cards))):
        discard_cards(state, ch, [cards.pop(rng.below(state, len(cards)))], rule)
    push_seq(state, [("panic", ch.seat)] * amounts.get("panic", 0)
             + [("discard_one", ch.seat)] * amounts.get("discard", 0))


def void_attack(state: State, intruder: Intruder, ch: Character, card: str) -> None:
    """INTRUDER_ATTACK: apply the drawn Attack card to its target, or to everyone in the room."""
    data = cat(state).attack[card]
    amounts = card_params(state, card)
    targets = characters_in(state, intruder.room) if data.effect == "harm_room" else [ch]
    for target in targets:
        harm(state, target, amounts, "VS-ATK-01")
    if amounts.get("attacker_vanishes") and any(i.id == intruder.id for i in state.intruders):
        vanish(state, intruder, "VS-ATK-01")


def vanish(state: State, intruder: Intruder, rule: str) -> None:
    """The figure leaves the board and a random supply token goes into the bag (VS-INJ-07, VS-LRK-03)."""
    remove_intruder(state, intruder, rule, "void_seeder_vanishes")
    for _ in range(int(opt(state, "defeat_tokens_to_bag"))):
        add_token_from_supply(state, "void_seeder", rule)
