"""A plug-in's change to the Exploration-token pool: base tokens it takes out (by effect) and tokens it adds.

A species or map whose rules put their own tokens among the Exploration tokens (the Void Seeders' Lairs,
VS-SET-04) declares the change in a file of its own and returns it from its content loader as the catalog part
`exploration_change`; engine/content/catalog.py applies every active plug-in's change, in plug-in order, to
the pool the base rules read, and refuses a token effect that neither the base rules nor that plug-in's
`EXPLORATION_EFFECTS` hook resolves.

File layout: `[remove]` effect = count, then `[[tokens]]` with `effect` and `items` (the Item number on it).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.content.loader import ContentError, need, read_toml

Pool = tuple[tuple[str, int], ...]  # (effect, items) per token; a token's id is its index


@dataclass(frozen=True)
class ExplorationChange:
    path: str  # the file it came from, for error messages
    remove: tuple[tuple[str, int], ...]  # (effect, how many) taken out of the pool, the first ones found
    add: Pool  # the tokens put in, after the base ones


def load_exploration_change(path: str, package: str = "engine") -> ExplorationChange:
    data = read_toml(path, package)
    tokens = []
    for i, t in enumerate(need(path, "file", data, "tokens", list)):
        where = f"tokens[{i}]"
        items = need(path, where, t, "items", int)
        if items < 0:
            raise ContentError(f'{path}: {where} key "items" must be at least 0')
        tokens.append((need(path, where, t, "effect", str), items))
    remove = data.get("remove", {})
    if not isinstance(remove, dict):
        raise ContentError(f'{path}: key "remove" must be a table of effect = count')
    for effect, count in remove.items():
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ContentError(f'{path}: remove key "{effect}" must be a whole number of at least 0')
    return ExplorationChange(path, tuple(remove.items()), tuple(tokens))


def apply_change(pool: Pool, change: ExplorationChange, effects: frozenset[str] | set[str]) -> Pool:
    """`pool` less the removed tokens (the first ones of each effect) plus the added ones. Refused, naming the
    file: a pool without enough tokens to remove, or an added token whose effect is not in `effects`."""
    unknown = sorted({effect for effect, _ in change.add} - set(effects))
    if unknown:
        raise ContentError(f"{change.path}: no rule resolves the Exploration token effect(s) {', '.join(unknown)}")
    left = dict(change.remove)
    kept = []
    for token in pool:
        if left.get(token[0], 0) > 0:
            left[token[0]] -= 1
        else:
            kept.append(token)
    short = {effect: n for effect, n in left.items() if n}
    if short:
        raise ContentError(f"{change.path}: the Exploration pool lacks tokens to remove: {short}")
    return (*kept, *change.add)
