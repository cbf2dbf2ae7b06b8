"""Easy bot: plays legally with simple preferences, the way a new player does (weighted random choice).

It strongly avoids self-harm (a Malfunction or Fire in its own room, a Grenade or Molotov on its own room,
dropping its weapon, passing early with cards and actions left, Melee when it could Shoot) and leans toward
shooting an Intruder in its room, escaping when badly wounded, searching out of Combat and, late in the game,
taking the map's ways out (its escape rooms, engine/ai/knowledge.py). Every other choice is uniform. Under
1 ms a decision.
"""

from __future__ import annotations

from engine.ai import paths, worth
from engine.ai.bots import BotMove
from engine.ai.knowledge import map_knowledge
from engine.bot_api import Choice, View, rng

AVOID, RARE, PLAIN, LIKE, LOVE = 0.02, 0.1, 1.0, 4.0, 20.0
LATE = 8  # from this Time on, the map's ways out are attractive


def choose(view: View, holder: rng.Rng) -> Choice:
    return decide(view, holder).choice


def decide(view: View, holder: rng.Rng) -> BotMove:
    options = view.decision.options if view.decision else ()
    if not options:
        raise ValueError(f"seat {view.seat} has no decision to take")
    weights = [_weight(view, o) for o in options]
    total = sum(weights)
    pick = rng.below(holder, 1_000_000) / 1_000_000 * total
    for option, w in zip(options, weights, strict=True):
        pick -= w
        if pick < 0:
            return BotMove(option)
    return BotMove(options[-1])


def _weight(view: View, o: Choice) -> float:
    me = view.characters[view.seat] if 0 <= view.seat < len(view.characters) else None
    if me is None or view.decision is None or view.decision.kind != "choose_action" or view.seat == view.intruder_player:
        return _option_weight(o)
    combat = any(i.room == me.room for i in view.intruders)
    k, a = o.kind, o.args
    if k == "pass":
        early = view.time < LATE and sum(1 for c in me.hand or () if not c.startswith("contamination")) >= 2
        return RARE if early else PLAIN
    if k == "shoot":
        return LIKE * 1.5
    if k == "melee":
        return AVOID if any(x.kind == "shoot" for x in view.decision.options) else PLAIN
    if k == "move" and combat and len(me.serious) + me.dressed >= 2:
        return LIKE
    if k == "drop":
        return AVOID if a[0] in me.weapons else RARE
    if k == "card":
        return _card_weight(paths.board(view), a)
    if k == "item":
        return _item_weight(paths.board(view), me.room, a)
    if k == "room":
        tile = next((r.tile for r in view.rooms if r.id == a[0]), "") or ""
        late = view.time >= LATE
        known = map_knowledge(view)
        if tile in known.escape_tiles:
            return LOVE if late else PLAIN
        if (tile, *a[1:]) in known.reckless:
            return RARE
    if k == "launch":
        return LOVE
    return PLAIN


def _card_weight(b: paths.Board, a: tuple[str, ...]) -> float:
    effect = worth.effect_of_card(b, a[0])
    if effect == "demolition" and a[1:2] == ("malfunction",):
        return AVOID
    if effect == "pyrotechnics" and a[1:2] == ("fire",):
        return AVOID
    if effect in ("search", "scavenging"):
        return LIKE
    return PLAIN


def _item_weight(b: paths.Board, room: str, a: tuple[str, ...]) -> float:
    effect = worth.effect_of_item(b, a[0])
    if effect in ("grenade", "molotov") and len(a) > 2 and a[2] == room:
        return AVOID
    if effect == "flashlight":
        return LIKE
    return PLAIN


def _option_weight(o: Choice) -> float:
    """Steps inside an action, reactions, the draft: uniform, except launching a pod when offered."""
    if o.kind == "launch":
        return LIKE
    if o.kind == "leave":
        return RARE
    return PLAIN
