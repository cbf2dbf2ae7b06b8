"""Build the `Catalog` of one (ruleset, map, species) from the content its plug-ins declare (validated, cached).

Each active plug-in (the base rules, the map, the species, the ruleset, in that order) reads its options table,
then its content loader reads and checks its own files and returns the catalog parts it provides. Parts merge
in that order; `options` merge key by key, so a ruleset overrides a number a species or map set. A plug-in's
table may hold `[with_map.<map id>]` tables: on that map their keys replace the plug-in's own (a species played
on a second map: the Void Seeders' Lockdown Event deck and Weakness rules); each must name a key of the table.
What spans two plug-ins (an Item used in a room tile of the map) is checked here once everything is loaded.

A game's crew lines (config "crew", e.g. "aftermath": extra characters let into the Draft) reach every content
loader as `options["crew"]`, so a map that plays a line its own way (Lockdown: Draft colours, Quest Items with
mini-quests) builds those characters itself. Then each line's crew plug-in (`crew:<id>`) adds its records, the
way the published rules play them, wherever the map has not put its own: its dict parts only add entries
(characters, items, action_cards, card_names, ...), never replace one.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from engine import hooks
from engine.content.exploration import apply_change
from engine.content.loader import EXPLORATION_EFFECTS, Catalog, ContentError, load_options

WITH_MAP = "with_map"  # an options table's per-map values
REQUIRED = ("map_id", "map_name", "rooms", "corridors", "die_targets", "room_corridors", "tiles", "exploration",
            "intruder_tokens", "bag_start", "attack", "events", "weaknesses", "wounds", "contamination", "characters")


@lru_cache(maxsize=12)
def load_catalog(ruleset: str = "published", map_id: str = "nemesis_ship", exploration_mix: str = "",
                 species: str = "intruders", crew: str = "") -> Catalog:
    """Load, validate and cache every content file a game of this ruleset, map, species and crew lines needs."""
    plugins = hooks.main_plugins(ruleset, map_id, species)
    chosen = {p.id for p in plugins}
    for kind, value in (("ruleset", ruleset), ("map", map_id), ("species", species)):
        if f"{kind}:{value}" not in chosen:
            raise ContentError(f"no {kind} plug-in {value!r} is registered "
                               f"(registered: {', '.join(hooks.registered(kind))})")
    options: dict[str, Any] = {}
    for p in plugins:
        options.update(plugin_options(p, map_id))
    if exploration_mix:
        options["exploration_mix"] = exploration_mix
    lines = hooks.crew_lines({"crew": crew})
    options["crew"] = lines
    parts: dict[str, Any] = {"options": options, "species_id": species, "ext": {}}
    changes = []  # each plug-in's change to the Exploration pool, with the effects it resolves itself
    for p in plugins:
        if p.content is None:
            continue
        for key, value in p.content(options).items():
            if key == "ext":
                parts["ext"].update(value)
            elif key == "exploration_change":
                changes.append((value, frozenset(p.hooks.get(hooks.Hook.EXPLORATION_EFFECTS, {}))))
            else:
                parts[key] = value
    for line in lines:
        _add_crew_line(parts, line, options)
    missing = [k for k in REQUIRED if k not in parts]
    if missing:
        raise ContentError(f"the plug-ins {', '.join(p.id for p in plugins)} provide no {', '.join(missing)}")
    for change, own in changes:
        parts["exploration"] = apply_change(parts["exploration"], change, own | set(EXPLORATION_EFFECTS))
    catalog = Catalog(**parts)
    _check_across(catalog)
    return catalog


def plugin_options(plugin: hooks.Plugin, map_id: str) -> dict[str, Any]:
    """A plug-in's options table with its `[with_map.<map_id>]` keys in place of its own (none for another map).
    Refused, naming the file: a `with_map` that is not a table of tables, or one naming a key the table lacks."""
    table = dict(load_options(plugin.options, plugin.package))
    variants = table.pop(WITH_MAP, {})
    if not isinstance(variants, dict) or not all(isinstance(v, dict) for v in variants.values()):
        raise ContentError(f'{plugin.options}: key "{WITH_MAP}" must hold one table per map id')
    for variant, keys in sorted(variants.items()):
        stray = sorted(set(keys) - set(table))
        if stray:
            raise ContentError(f'{plugin.options}: [{WITH_MAP}.{variant}] names "{stray[0]}", which the table '
                               f"itself does not have (a map's value replaces one of the plug-in's own)")
    return {**table, **variants.get(map_id, {})}


def _add_crew_line(parts: dict[str, Any], line: str, options: dict[str, Any]) -> None:
    """A crew line's own records join the catalog where the map put none of the same id; a line with no crew
    plug-in (the original Nemesis crew in a Lockdown game) is the map's alone."""
    plugin = hooks.plugin(hooks.CREW, line)
    if plugin is None or plugin.content is None:
        return
    for key, value in plugin.content(options).items():
        if key == "ext":
            parts["ext"].update(value)
        elif isinstance(value, dict) and isinstance(parts.get(key, {}), dict):
            own = parts.get(key, {})
            parts[key] = {**own, **{k: v for k, v in value.items() if k not in own}}  # the map's own record wins
        else:
            raise ContentError(f"the crew line {line!r} gives catalog part {key!r}, which is not a table of records")


def catalog_for(config: Mapping[str, Any]) -> Catalog:
    """The catalog of a game's config (its ruleset, map, species, exploration mix and crew lines; defaults filled
    in)."""
    crew = ",".join(hooks.crew_lines(config))
    args = (str(config.get("ruleset", "published")), str(config.get("map", "nemesis_ship")),
            str(config.get("exploration_mix", "") or ""), str(config.get("species", "intruders")))
    return load_catalog(*args, crew) if crew else load_catalog(*args)  # one cache entry for a game of no crew line


def _check_across(c: Catalog) -> None:
    """What one plug-in's content names in another's: a quest item's room tile is a tile of some registered map
    (on a map without it, that item cannot be activated: PROPOSED); the Exploration pool, after every plug-in's
    change, holds a token for each room that gets one at setup (PUB-SETUP-04)."""
    spots = sum(1 for r in c.rooms.values() if r.slot != "special")
    if len(c.exploration) < spots:
        raise ContentError(f"the Exploration pool holds {len(c.exploration)} tokens, but the map {c.map_id} puts "
                           f"one on each of {spots} rooms (PUB-SETUP-04)")
    for item in c.items.values():
        if item.activate_room and item.activate_room not in c.tiles and item.activate_room not in _all_tiles():
            raise ContentError(f'content/base/items.toml: item "{item.id}" key "activate_room" names room tile '
                               f'"{item.activate_room}", which no map has')


@lru_cache(maxsize=1)
def _all_tiles() -> frozenset[str]:
    """Every room tile of every registered map."""
    out: set[str] = set()
    for pid in hooks.registered("map"):
        plugin = hooks.plugin("map", pid)
        if plugin is not None and plugin.content is not None:
            out |= set(plugin.content({}).get("tiles", {}))
    return frozenset(out)
