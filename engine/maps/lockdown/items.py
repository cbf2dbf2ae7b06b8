"""Lockdown Items the core has no effect for (lockdown-base.md §12, T12, LD-CHAR-24), through the map's
ITEM_EFFECTS hook. The Item decks themselves are the core's (engine/rules/items.py, item_search.py): content.py
puts Lockdown's 30 red, 30 yellow, 30 green and 15 Crafted cards in the catalog, so a Search draws from the
Room's colour, Heavy Items fill the 2 Hand slots, One-Use Items are discarded after use (LD-ITEM-02..07).

- Probe Arm (the Xenobiologist's Starting Item, LD-CHAR-24): in Combat, cost 1: take an Intruder Carcass token
  from the supply (a sample of a non-Larva Intruder in your room); the arm is then broken.
- Toolbelt (T12): remove the Malfunction in your room, or mend a broken Probe Arm.
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, item_card, opt
from engine.content.loader import TECH
from engine.decisions import Choice, DecisionKind
from engine.effects import (
    draw_action_cards,
    gain_contamination,
    log,
    place_fire,
    place_malfunction,
    remove_fire,
    remove_malfunction,
)
from engine.flow import ask, push
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown import knowledge
from engine.maps.lockdown.content import EXT
from engine.maps.lockdown.darkness import section_of
from engine.maps.lockdown.state import lockdown_state
from engine.rules.board import intruders_in, open_neighbours
from engine.rules.contamination import cleanse, owned_contamination, remove_cards, scan
from engine.rules.doors import door_options, toggle_door
from engine.rules.injury import injure_and_check
from engine.rules.intruder_moves import retreat
from engine.rules.inventory import room_for
from engine.rules.item_effects import treat, wound_options
from engine.rules.item_hands import reload_weapon, weapons_to_reload
from engine.rules.registry import ITEM_EFFECTS, Effect, Params, always
from engine.rules.wounds import light_wound, serious_wound
from engine.state import State, Task

FLAMETHROWER = "ld_flamethrower"
CARCASS = "carcass"  # the Intruder Carcass Object (LD-OBJ-01)
NO_SAMPLE = ("larva",)  # LD-CHAR-24: a Larva gives no sample


def probe_options(state: State, seat: int, source: str) -> list[Params]:
    """One option per non-Larva Intruder in the room, while the arm works and a Hand slot is free (LD-CHAR-24)."""
    ch = state.characters[seat]
    if seat in lockdown_state(state).probe_broken or not room_for(state, ch, CARCASS):
        return []
    barred = {*NO_SAMPLE, *cat(state).options.get("probe_no_sample", ())}  # a species' own (LVS-CAR-01)
    return [(str(i.id),) for i in intruders_in(state, ch.room) if i.kind not in barred]


def probe_resolve(state: State, seat: int, source: str, params: Params) -> None:
    ch = state.characters[seat]
    ch.heavy.append(CARCASS)
    lockdown_state(state).probe_broken.append(seat)
    log(state, "LD-CHAR-24", "ld_probe_sample", seat=seat, intruder=int(params[0]))
    push(state, "fit_hands", seat)


def toolbelt_options(state: State, seat: int, source: str) -> list[Params]:
    """Remove the room's Malfunction, or mend the Probe Arm (T12 Toolbelt, LD-CHAR-24)."""
    ch = state.characters[seat]
    out: list[Params] = [("malfunction",)] if ch.room in state.malfunction else []
    return out + ([("probe_arm",)] if seat in lockdown_state(state).probe_broken else [])


def toolbelt_resolve(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "probe_arm":
        lockdown_state(state).probe_broken.remove(seat)
        log(state, "LD-CHAR-24", "ld_probe_mended", seat=seat)
    else:
        remove_malfunction(state, state.characters[seat].room, "LD-CHAR-24")


def _reload(kind: str) -> Effect:
    """Weapon Battery (Energy) / Ammo Pack (Classic): Ammo (option `reload_item_ammo`) to a held weapon of that
    kind, never above its capacity (T12)."""
    def options(state: State, seat: int, source: str) -> list[Params]:
        return [(w,) for w in weapons_to_reload(state, state.characters[seat], kind)]

    def resolve(state: State, seat: int, source: str, params: Params) -> None:
        amount = int(opt(state, "reload_item_ammo"))
        reload_weapon(state, state.characters[seat], params[0], amount, "LD-ITEM-05")
    return Effect(options=options, resolve=resolve)


def adrenaline(state: State, seat: int, source: str, params: Params) -> None:
    """Adrenaline (T12): draw 2 Action cards."""
    draw_action_cards(state, state.characters[seat], 2, "LD-ITEM-06")


def blanket_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return [("fire",)] * (ch.room in state.fire) + [("slime",)] * bool(ch.slime)


def fire_blanket(state: State, seat: int, source: str, params: Params) -> None:
    """Fire Blanket (T12): put out your room's Fire, or wipe off your Slime marker."""
    ch = state.characters[seat]
    if params[0] == "fire":
        remove_fire(state, ch.room, "LD-ITEM-06")
    else:
        ch.slime = False
        log(state, "LD-ITEM-06", "slime_removed", seat=seat)


def zippo_options(state: State, seat: int, source: str) -> list[Params]:
    return [("remove",) if state.characters[seat].room in state.fire else ("place",)]


def zippo(state: State, seat: int, source: str, params: Params) -> None:
    """Zippo (T12): place a Fire in your room, or remove the one there."""
    room = state.characters[seat].room
    (remove_fire if params[0] == "remove" else place_fire)(state, room, "LD-ITEM-06")


def stapler_options(state: State, seat: int, source: str) -> list[Params]:
    return wound_options(state, state.characters[seat], dress=True, heal=False)


def stapler(state: State, seat: int, source: str, params: Params) -> None:
    """Medical Stapler (T12): dress 1 Serious Wound."""
    treat(state, state.characters[seat], params[0], params[1])


def access_options(state: State, seat: int, source: str) -> list[Params]:
    """Access Card (T12): open or close a Door in a Corridor of your room; in the Exit Room, open the Main Gate."""
    ch = state.characters[seat]
    out: list[Params] = list(door_options(state, ch.room))
    if ch.room == cat(state).ext[EXT]["facility"].exit_room and not lockdown_state(state).gate_open \
            and hooks.service(state, "open_gate") is not None:
        out.append(("gate", ""))
    return out


def access_card(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "gate":
        gate = hooks.service(state, "open_gate")
        assert gate is not None
        gate(state, "LD-EXIT-02")
    else:
        toggle_door(state, params[0], params[1], "LD-ITEM-06")


def _molotov() -> Effect:
    """Explosive Mixture (T12): plays as the published Molotov (the Stretch-Goals book equates them)."""
    return Effect(options=lambda state, seat, source: ITEM_EFFECTS["molotov"].options(state, seat, source),
                  resolve=lambda state, seat, source, params: ITEM_EFFECTS["molotov"].resolve(state, seat, source,
                                                                                             params))


def reagent_options(state: State, seat: int, source: str) -> list[Params]:
    """Reagent (T12): refill a Flamethrower (the knowledge branch needs the Knowledge rules' threshold: not yet)."""
    ch = state.characters[seat]
    return [(w,) for w in sorted(ch.weapons) if item_card(w) == FLAMETHROWER and w in
            weapons_to_reload(state, ch, "classic")]


def reagent(state: State, seat: int, source: str, params: Params) -> None:
    reload_weapon(state, state.characters[seat], params[0], None, "LD-ITEM-06")


def washer_options(state: State, seat: int, source: str) -> list[Params]:
    """Pressure Washer (the Janitor's Quest Item, T14): hose the room (its Fire, everyone's Slime) or make an
    Intruder in it Retreat."""
    room = state.characters[seat].room
    slimed = any(ch.slime for ch in state.characters if ch.room == room)
    out: list[Params] = [("hose",)] if room in state.fire or slimed else []
    return out + [("retreat", str(i.id)) for i in intruders_in(state, room)]


def pressure_washer(state: State, seat: int, source: str, params: Params) -> None:
    room = state.characters[seat].room
    if params[0] == "hose":
        remove_fire(state, room, "LD-QUEST-01")
        for ch in state.characters:
            if ch.room == room and ch.slime:
                ch.slime = False
                log(state, "LD-QUEST-01", "slime_removed", seat=ch.seat)
    else:
        intruder = next(i for i in state.intruders if i.id == int(params[1]))
        retreat(state, intruder)


def _section_corridors(state: State, seat: int) -> list[str]:
    """The corridors of the character's Section (a Staircase's belong to the Section at their other end)."""
    section = section_of(state, state.characters[seat].room)
    of = cat(state).ext[EXT]["facility"].corridor_sections
    return sorted(c for c, sec in of.items() if section and sec == section)


def wail_options(state: State, seat: int, source: str) -> list[Params]:
    """Wail (the Lab Rat's Quest Item, T14): clear every Noise marker of your Section's corridors, or place Noise
    in up to `wail_corridors` of them (one corridor at a time, then "done")."""
    corridors = _section_corridors(state, seat)
    out: list[Params] = [("clear",)] if any(c in state.noise for c in corridors) else []
    return out + ([("place",)] if any(c not in state.noise for c in corridors) else [])


def wail(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "clear":
        gone = [c for c in _section_corridors(state, seat) if c in state.noise]
        state.noise = [c for c in state.noise if c not in gone]
        log(state, "LD-QUEST-01", "noise_removed", corridors=",".join(gone))
        return
    push(state, "ld_wail_place", seat, 0)


def wail_place(state: State, task: Task) -> None:
    """One more corridor of the Section gets Noise, until `wail_corridors` or "done". args: seat, placed so far."""
    seat, placed = int(task.args[0]), int(task.args[1])
    if task.choice is not None:
        if task.choice.kind == "done":
            return
        state.noise.append(task.choice.args[0])
        log(state, "LD-QUEST-01", "noise_placed", corridor=task.choice.args[0])
        placed += 1
    free = [c for c in _section_corridors(state, seat) if c not in state.noise]
    if placed >= int(opt(state, "wail_corridors")) or not free:
        return
    options = [Choice("corridor", (c,)) for c in free] + ([Choice("done")] if placed else [])
    ask(state, seat, DecisionKind.CHOOSE_CORRIDOR, options, "LD-QUEST-01", "ld_wail_place", (str(seat), str(placed)))


def toolset_options(state: State, seat: int, source: str) -> list[Params]:
    """Analyze Toolset (T12): study an Object you carry as the Laboratory would (LD-OBJ-01, LD-KNOW-05)."""
    return [(o,) for o in sorted(set(state.characters[seat].heavy)) if o.split("_")[0] in knowledge.OBJECT_TYPES]


def analyze_toolset(state: State, seat: int, source: str, params: Params) -> None:
    log(state, "LD-OBJ-01", "ld_toolset_used", seat=seat, object=params[0])
    knowledge.laboratory(state, seat, state.characters[seat].room, params)


def thermite_options(state: State, seat: int, source: str) -> list[Params]:
    """Thermite Charge (T12): your room or a neighbouring one not behind a Closed Door."""
    room = state.characters[seat].room
    return [(room,)] + [(r,) for _k, r in open_neighbours(state, room)]


def thermite(state: State, seat: int, source: str, params: Params) -> None:
    """A Malfunction and a Fire there; every Character there takes a Light Wound, every Intruder an Injury."""
    room = params[0]
    log(state, "LD-ITEM-06", "ld_thermite", seat=seat, room=room)
    place_malfunction(state, room, "LD-ITEM-06")
    place_fire(state, room, "LD-ITEM-06")
    for ch in state.characters:
        if ch.room == room and ch.status == "aboard":
            light_wound(state, ch, 1, "LD-ITEM-06")
    for intruder in list(intruders_in(state, room)):
        injure_and_check(state, intruder, 1, "LD-ITEM-06")


def cave_options(state: State, seat: int, source: str) -> list[Params]:
    """Cave Plans (T12): one move through the Technical Corridors to any explored Entrance Room, unattacked."""
    here = state.characters[seat].room
    entrances = cat(state).ext[EXT]["facility"].entrances
    return [(r,) for r in sorted(entrances) if r != here and state.explored.get(r, False)]


def cave_plans(state: State, seat: int, source: str, params: Params) -> None:
    push(state, "arrive", seat, params[0], TECH, "move")


def antiseptic_options(state: State, seat: int, source: str) -> list[Params]:
    return [()] if owned_contamination(state.characters[seat], ("hand",)) else []


def antiseptic(state: State, seat: int, source: str, params: Params) -> None:
    """Antiseptic (T12): scan the Contamination cards in your hand; the clean ones go, INFECTED ones stay and do
    nothing now."""
    ch = state.characters[seat]
    cards = owned_contamination(ch, ("hand",))
    infected = scan(state, ch, cards, "LD-ITEM-06")
    remove_cards(state, ch, [c for c in cards if c not in infected], "LD-ITEM-06")


def neutralizer(state: State, seat: int, source: str, params: Params) -> None:
    """Neutralizer (Crafted, T12): scan every card you own, the INFECTED ones and your Larva go; all your Action
    cards are shuffled into a new deck; then you pass."""
    ch = state.characters[seat]
    cleanse(state, ch, "LD-CRAFT-01")
    ch.deck = ch.deck + ch.hand + ch.discard
    ch.hand, ch.discard = [], []
    rng.shuffle(state, ch.deck)
    log(state, "LD-CRAFT-01", "action_deck_rebuilt", seat=seat, cards=len(ch.deck))
    push(state, "forced_pass", seat, 1, 0)


def overmind_options(state: State, seat: int, source: str) -> list[Params]:
    """Overmind (the Xenobiologist's Quest Item, T14): look at one face-down Weakness in secret."""
    known = state.characters[seat].knowledge
    return [(slot,) for slot, card in sorted(state.weaknesses.items())
            if card not in state.revealed_weaknesses and f"weakness:{slot}" not in known]


def overmind(state: State, seat: int, source: str, params: Params) -> None:
    card = state.weaknesses[params[0]]
    state.characters[seat].knowledge[f"weakness:{params[0]}"] = card
    log(state, "LD-QUEST-01", "ld_overmind_look", seat=seat, slot=params[0])
    log(state, "LD-QUEST-01", "ld_overmind_seen", visible_to=(seat,), seat=seat, slot=params[0], card=card)


def scalpel_options(state: State, seat: int, source: str) -> list[Params]:
    """Scalpel (T12): cut a Character of your room (yourself too) free of what the species put inside it, for a
    Serious Wound; or cut an Intruder of your room (1 Injury) and take a Contamination card."""
    room = state.characters[seat].room
    people = [("character", str(ch.seat)) for ch in state.characters if ch.room == room and ch.status == "aboard"]
    return people + [("intruder", str(i.id)) for i in intruders_in(state, room)]


def scalpel(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "character":
        patient = state.characters[int(params[1])]
        for fn in hooks.collect(state, Hook.CLEANSE):  # the species' own (the Larva goes)
            fn(state, patient, "LD-ITEM-06")
        serious_wound(state, patient, "LD-ITEM-06")
        return
    gain_contamination(state, state.characters[seat], "LD-ITEM-06")
    injure_and_check(state, next(i for i in state.intruders if i.id == int(params[1])), 1, "LD-ITEM-06")


EFFECTS = {
    "probe_arm": Effect(options=probe_options, resolve=probe_resolve),
    "toolbelt": Effect(options=toolbelt_options, resolve=toolbelt_resolve),
    "reload_energy": _reload("energy"),
    "reload_classic": _reload("classic"),
    "adrenaline": Effect(options=always, resolve=adrenaline),
    "fire_blanket": Effect(options=blanket_options, resolve=fire_blanket),
    "zippo": Effect(options=zippo_options, resolve=zippo),
    "medical_stapler": Effect(options=stapler_options, resolve=stapler),
    "access_card": Effect(options=access_options, resolve=access_card),
    "explosive_mixture": _molotov(),
    "reagent": Effect(options=reagent_options, resolve=reagent),
    "pressure_washer": Effect(options=washer_options, resolve=pressure_washer),
    "wail": Effect(options=wail_options, resolve=wail),
    "analyze_toolset": Effect(options=toolset_options, resolve=analyze_toolset),
    "thermite_charge": Effect(options=thermite_options, resolve=thermite),
    "cave_plans": Effect(options=cave_options, resolve=cave_plans),
    "antiseptic": Effect(options=antiseptic_options, resolve=antiseptic),
    "neutralizer": Effect(options=always, resolve=neutralizer),
    "overmind": Effect(options=overmind_options, resolve=overmind),
    "scalpel": Effect(options=scalpel_options, resolve=scalpel),
}

CHOICES = {("corridor", "ld_wail_place"): lambda a, k: _("Put a noise marker in {corridor}").format(corridor=a[0]),
           ("done", "ld_wail_place"): lambda a, k: _("Put no more noise markers")}

PART = register(Plugin(id="map:lockdown/items", kind="map", choices=CHOICES, hooks={
    Hook.ITEM_EFFECTS: EFFECTS, Hook.OPS: {"ld_wail_place": wail_place},
}, templates={
    "ld_overmind_look": "{seat} reaches into the Overmind for a hidden Weakness",
    "ld_overmind_seen": "{seat} learns the hidden Weakness of slot {slot}: {card}",
    "ld_thermite": "{seat} sets off a Thermite Charge in {room}",
    "ld_toolset_used": "{seat} opens the Analyze Toolset on {object}",
    "ld_probe_sample": "{seat} takes a sample with the Probe Arm: an Intruder Carcass, and the arm breaks",
    "ld_probe_mended": "{seat} mends the Probe Arm with a Toolbelt",
}))
