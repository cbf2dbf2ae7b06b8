"""Find a seed for Learn to play: a solo game where every chapter of the lesson happens in the first turn.

    python tools/tutorial_seed.py --from 1 --to 4000 [--character soldier]

For each seed it searches the first turn's answers in the order the lesson teaches them: a Movement into a
face-down room whose Noise roll places a marker (chapter 1); a Search there (chapter 2); Movements until a Noise
roll brings out an Adult or a Creeper that makes a Surprise Attack (chapter 3); Shoot until it dies, then an Item
that heals the wound it left (chapter 4); Pass into the Event phase (chapter 5), alive at the start of turn 2
(chapter 6). Payments use a card that is not Search; every Item choice is tried. It prints each match, best
first, as the answers the script (assets/tutorial/first_game.toml) would teach. A development tool, not shipped.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import api  # noqa: E402

HEALERS = ("bandages", "medkit", "clothes")
MAX_ACTIONS = 5


def is_search(card: str) -> bool:
    return card.rsplit("_", 1)[0].endswith("search")


def pay(decision: api.Decision) -> api.Choice:
    """The first payment that keeps the Search cards."""
    options = list(decision.options)
    return next((o for o in options if not any(is_search(a) for a in o.args)), options[0])


def answers(state: api.State, choice: api.Choice, made: list):
    """Apply `choice`, then every answer of the small decisions it opens (paying automatically, trying each Item
    option), up to the next action; yields (state, answers so far)."""
    state = api.clone(state)
    entries = api.apply(state, choice)
    made = made + [(choice, [e.kind for e in entries])]
    pending = state.pending
    if pending is None or state.turn != 1 or pending.kind in ("choose_action", "choose_objective"):
        yield state, made
    elif pending.kind == "pay_cards":
        yield from answers(state, pay(pending), made)
    else:
        for option in pending.options:
            yield from answers(state, option, made)


def fight_on(state: api.State, made: list) -> tuple[api.State, list]:
    """After the Encounter: the first Objective, Shoot while possible, heal when out of Combat, then Pass."""
    while state.pending is not None and state.turn == 1:
        d = state.pending
        me = state.characters[0]
        if d.kind == "choose_action":
            shoot = [o for o in d.options if o.kind == "shoot"]
            heal = [o for o in d.options if o.kind == "item" and o.args[0].rsplit("_", 1)[0] in HEALERS]
            hurt = me.light_wounds or len(me.serious) > len(me.dressed)
            choice = shoot[0] if shoot else heal[0] if heal and hurt else next(o for o in d.options if o.kind == "pass")
        elif d.kind == "pay_cards":
            choice = pay(d)
        else:
            choice = d.options[0]
        entries = api.apply(state, choice)
        made = made + [(choice, [e.kind for e in entries])]
    return state, made


def search(state: api.State, made: list, stage: int, depth: int, found: list) -> None:
    """Depth-first over the lesson's actions: 0 = first Movement, 1 = Search, 2 = Movements until an Encounter."""
    if depth > MAX_ACTIONS or state.pending is None or state.turn != 1 or state.pending.kind != "choose_action":
        return
    options = state.pending.options
    if stage == 1:
        candidates = [o for o in options if o.kind == "card" and is_search(o.args[0])]
    else:
        candidates = [o for o in options if o.kind == "move"]
    for choice in candidates:
        for after, so_far in answers(state, choice, made):
            new = [k for _c, kinds in so_far[len(made):] for k in kinds]
            if stage == 0 and "noise_placed" in new and "noise_roll" in new and "encounter" not in new:
                search(after, so_far, 1, depth + 1, found)
            elif stage == 1 and "items_drawn" in new:
                search(after, so_far, 2, depth + 1, found)
            elif stage == 2 and "encounter" in new:
                found.append(fight_on(after, so_far))
            elif stage == 2 and "noise_roll" in new:
                search(after, so_far, 2, depth + 1, found)


def score(state: api.State, made: list) -> float | None:
    """How well a first turn teaches (None: a chapter is missing)."""
    if state.pending is None or state.turn != 2 or state.characters[0].status != "aboard":
        return None
    kinds = [k for _c, ks in made for k in ks]
    placed = [e for e in state.log if e.kind == "intruder_placed"]
    if not placed or placed[0].args["kind"] not in ("adult", "creeper"):
        return None
    needed = ("surprise_attack", "shot", "intruder_killed", "event_phase")
    if not all(k in kinds for k in needed) or not any(k in kinds for k in ("light_wound", "serious_wound")):
        return None
    healed = any(c.kind == "item" for c, _k in made)
    return 5 * healed + 2 * (placed[0].args["kind"] == "adult") - 0.1 * len(made)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--from", dest="first", type=int, default=1)
    p.add_argument("--to", dest="last", type=int, default=2000)
    p.add_argument("--character", default="soldier")
    p.add_argument("--show", type=int, default=10, help="how many matches to print")
    args = p.parse_args(argv)
    matches = []
    for seed in range(args.first, args.last):
        state = api.new_game({"seats": 1, "seed": seed, "mode": "solo", "characters": args.character})
        found: list = []
        search(state, [], 0, 0, found)
        for end, made in found:
            value = score(end, made)
            if value is not None:
                matches.append((value, seed, made))
    matches.sort(key=lambda m: -m[0])
    for value, seed, made in matches[:args.show]:
        print(f"{value:5.1f}  seed {seed}: " + " ; ".join(" ".join((c.kind, *c.args)) for c, _k in made))
    return 0 if matches else 1


if __name__ == "__main__":
    raise SystemExit(main())
