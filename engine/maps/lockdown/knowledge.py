"""Knowledge on the Laboratory board (lockdown-base.md §11, LD-KNOW-01..09), the Laboratory's research and the
Archive (T1): the part plug-in "map:lockdown/knowledge".

- Each character's Knowledge lives in `LockdownState.knowledge` (seat -> value, 0..KNOWLEDGE_MAX, the excess is
  lost: LD-KNOW-01 PROPOSED); the Knowledge token's side in `knowledge_active` (LD-KNOW-03).
- Research in the Laboratory (tile "ld_laboratory"): one Object present (a Character Corpse, an Intruder Carcass
  or an Egg) is used up; +3 Knowledge; the first Object of its type goes onto the first empty Object slot and the
  Weakness card under it turns face up, a type already used reveals nothing (LD-KNOW-05).
- The Archive (tile "ld_archive"): with the Knowledge token inactive, +2 Knowledge, the token turns active and the
  character secretly looks at one Contingency token that is not the Active one (LD-KNOW-02/03, T1).
- Weaknesses help only a character whose Knowledge reaches the threshold of the card's slot (LD-KNOW-06/07), or
  everyone where the species' options say Weaknesses need no Knowledge (LD-VAR-04).
- A species may study more than Objects (its service "lab_subjects": (state, seat) -> [(option, Object type)], not
  used up: the Void Seeders' mad mind as a Character Corpse, LVS-CHG-06) and decide itself what research does to
  its board cards (its service "lab_research": (state, seat, Object type): the Carnomorphs discard an
  Adaptation, LCAR-ADA-03/05); the Knowledge is gained either way.

Services offered to other plug-ins: "knowledge", "gain_knowledge", "knowledge_active", "weakness_works".
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat
from engine.choice_text import register_room_texts, thing
from engine.choice_text import seat as seat_word
from engine.effects import log
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown.card_texts import ordinal
from engine.maps.lockdown.cards import KNOWLEDGE_MAX
from engine.maps.lockdown.state import lockdown_state
from engine.rules.registry import Effect, Params, effect, resolves
from engine.species.common.weakness import is_revealed
from engine.state import State

LABORATORY, ARCHIVE = "ld_laboratory", "ld_archive"
OBJECT_TYPES = ("corpse", "carcass", "egg")  # LD-KNOW-05: what research takes
NEST, REVEALED = "ld_nest", "room_explored"  # the Nest's tile; the log kind of a tile turned up
LAB_GAIN, ARCHIVE_GAIN = 3, 2  # LD-KNOW-02 [R]
ROOMS: dict[str, Effect] = {}


def knowledge(state: State, seat: int) -> int:
    """The character's Knowledge on the track (LD-KNOW-01)."""
    return int(lockdown_state(state).knowledge.get(str(seat), 0))


def gain_knowledge(state: State, seat: int, amount: int, rule: str) -> int:
    """Move the character's Knowledge up the track; the track ends at KNOWLEDGE_MAX and the excess is lost
    (LD-KNOW-01 PROPOSED). Returns the new value."""
    s = lockdown_state(state)
    before = knowledge(state, seat)
    after = max(0, min(KNOWLEDGE_MAX, before + amount))
    s.knowledge[str(seat)] = after
    log(state, rule, "knowledge_gained", seat=seat, amount=after - before, total=after)
    return after


def knowledge_active(state: State, seat: int) -> bool:
    """The character's Knowledge token shows its active side (LD-KNOW-03)."""
    return seat in lockdown_state(state).knowledge_active


def activate_knowledge(state: State, seat: int, rule: str) -> None:
    s = lockdown_state(state)
    if seat not in s.knowledge_active:
        s.knowledge_active = sorted({*s.knowledge_active, seat})
        log(state, rule, "knowledge_token_active", seat=seat)


def slot_of(state: State, card: str) -> str:
    """The Laboratory slot a Weakness card lies in, "" if none."""
    return next((slot for slot, c in state.weaknesses.items() if c == card), "")


def _opt(state: State, key: str, default):
    """A species' option, or `default` for a species without it (the original Intruders, LD-VAR-02/04)."""
    return cat(state).options.get(key, default)


def threshold(state: State, slot: str) -> int:
    """The Knowledge a Weakness in this slot needs (LD-KNOW-06: 3, 5, 8 for the first, second, third)."""
    return int(dict(_opt(state, "weakness_knowledge", {})).get(slot, 0))


def weakness_works(state: State, effect_key: str, seat: int) -> bool:
    """A revealed Weakness with this effect key helps this character: it has the Knowledge of the card's slot
    (LD-KNOW-06/07), or the game's Weaknesses need no Knowledge (LD-VAR-04)."""
    for card in state.revealed_weaknesses:
        if cat(state).weaknesses[card].kind != effect_key:
            continue
        if not _opt(state, "weakness_needs_knowledge", False) or seat < 0:
            return True
        if knowledge(state, seat) >= threshold(state, slot_of(state, card)):
            return True
    return False


# ---- The Laboratory: research an Object (LD-KNOW-05) ----

def _objects(state: State, seat: int) -> list[str]:
    """Heavy Objects the character may research: on the floor of its room or in its own hands."""
    ch = state.characters[seat]
    return sorted({o for o in [*state.objects.get(ch.room, []), *ch.heavy] if o.split("_")[0] in OBJECT_TYPES})


def researched_types(state: State) -> list[str]:
    """The Object types already laid on the Laboratory's slots, in slot order."""
    return list(lockdown_state(state).lab_slots)


def _subjects(state: State, seat: int) -> dict[str, str]:
    """What the species lets the character study besides Objects: option -> the Object type it counts as."""
    fn = hooks.service(state, "lab_subjects")
    return dict(fn(state, seat)) if fn is not None else {}


@effect(ROOMS, LABORATORY)
def laboratory_options(state: State, seat: int, room: str) -> list[Params]:
    """One option per Object present (LD-KNOW-05), and per subject the species adds (LVS-CHG-06)."""
    return [(o,) for o in _objects(state, seat)] + [(s,) for s in sorted(_subjects(state, seat))]


@resolves(ROOMS, LABORATORY)
def laboratory(state: State, seat: int, room: str, params: Params) -> None:
    obj = params[0]
    subjects = _subjects(state, seat)
    if obj not in _objects(state, seat) and obj not in subjects:
        raise ValueError(f"{obj!r} is not an Object this character can research here")
    ch = state.characters[seat]
    if obj in subjects:  # nothing is used up (LVS-CHG-06)
        kind = subjects[obj]
    else:
        if obj in ch.heavy:
            ch.heavy.remove(obj)
        else:
            state.objects[ch.room].remove(obj)
        kind = obj.split("_")[0]
    log(state, "LD-KNOW-05", "object_researched", seat=seat, obj=obj)
    gain_knowledge(state, seat, LAB_GAIN, "LD-KNOW-02")
    research = hooks.service(state, "lab_research")
    if research is not None:  # the species' own say on its board cards (LCAR-ADA-03/05)
        research(state, seat, kind)
        return
    if kind in researched_types(state):
        log(state, "LD-KNOW-05", "research_type_used", seat=seat, type=kind)
        return
    slots = [s for s in _opt(state, "weakness_slots", list(state.weaknesses)) if s in state.weaknesses]
    filled = lockdown_state(state).lab_slots
    empty = slots[len(filled)] if len(filled) < len(slots) else None  # the first empty Object slot
    if empty is not None:
        filled.append(kind)
    if empty is None:
        log(state, "LD-KNOW-05", "weakness_researched", seat=seat, type=kind)
    else:
        log(state, "LD-KNOW-05", "weakness_researched", seat=seat, type=kind, slot=empty)
    if empty is not None and not is_revealed(state, empty):
        from engine.species.common.weakness import reveal_weakness

        reveal_weakness(state, empty, "LD-KNOW-05")


# ---- The Archive: Examine (LD-KNOW-02/03, T1) ----

def _peekable(state: State, seat: int) -> list[str]:
    """The Contingency tokens the character may look at: another seat's or the Neutral Pool's, not the Active one,
    not its own, not one it has seen ("<seat>:<i>" / "neutral:<i>")."""
    known = state.characters[seat].knowledge
    out = []
    for where, tokens in sorted(lockdown_state(state).contingency.items()):
        if where in ("active", str(seat)):
            continue
        out += [f"{where}:{i}" for i in range(len(tokens)) if f"ctg:{where}:{i}" not in known]
    return out


@effect(ROOMS, ARCHIVE)
def archive_options(state: State, seat: int, room: str) -> list[Params]:
    """Only with an inactive Knowledge token (LD-KNOW-03); one option per token to look at, or none to see."""
    if knowledge_active(state, seat):
        return []
    return [(t,) for t in _peekable(state, seat)] or [("",)]


@resolves(ROOMS, ARCHIVE)
def archive(state: State, seat: int, room: str, params: Params) -> None:
    if knowledge_active(state, seat):
        raise ValueError("the Knowledge token is already active: the Archive has nothing more to teach")
    target = params[0] if params else ""
    if target and target not in _peekable(state, seat):
        raise ValueError(f"{target!r} is not a Contingency token this character may look at")
    gain_knowledge(state, seat, ARCHIVE_GAIN, "LD-KNOW-02")
    activate_knowledge(state, seat, "LD-KNOW-03")
    s = lockdown_state(state)
    s.archive_used = sorted({*s.archive_used, seat})
    if target:
        where, _sep, i = target.rpartition(":")
        token = s.contingency[where][int(i)]
        state.characters[seat].knowledge[f"ctg:{target}"] = token
        from engine.maps.lockdown.cards import lockdown_cards

        data = lockdown_cards(cat(state))["contingency_tokens"].get(token)
        log(state, "LD-KNOW-03", "contingency_peeked", visible_to=(seat,), seat=seat,
            name=data.name if data is not None else token)


def reveal_first(state: State) -> None:
    """Setup: the Weakness cards the species' options say the Facility plays without (`removed_weaknesses`) are
    replaced from the rest of the deck (LD-VAR-01: the original Intruders' Vulnerability to Fire and
    Susceptibility to Phosphates), then the leftmost Weakness lies face up (LD-KNOW-07), unless the species'
    options reveal none (LD-VAR-02: all face down)."""
    from engine import rng
    from engine.species.common.weakness import reveal_weakness

    barred = set(_opt(state, "removed_weaknesses", []))
    spare = sorted(c for c in cat(state).weaknesses if c not in barred and c not in state.weaknesses.values())
    rng.shuffle(state, spare)
    for slot, card in sorted(state.weaknesses.items()):
        if card in barred and spare:
            state.weaknesses[slot] = spare.pop()
            log(state, "LD-VAR-01", "weakness_replaced", slot=slot)
    slots = list(_opt(state, "weakness_slots", []))
    for slot in slots[: int(_opt(state, "weakness_cards_revealed", 0))]:
        if slot in state.weaknesses:
            reveal_weakness(state, slot, "LD-KNOW-07")


def nest_explored(state: State, seat: int, rule: str = "LD-KNOW-02") -> None:
    """The character who explores the Nest gains Knowledge, once a game (LD-KNOW-02)."""
    if lockdown_state(state).nest_studied:
        return
    lockdown_state(state).nest_studied = True
    log(state, rule, "nest_knowledge", seat=seat)
    gain_knowledge(state, seat, int(_opt(state, "nest_explore_knowledge", 1)), rule)


def round_end(state: State, ch) -> None:
    """A character ends its round: if the Nest was explored during it (its tile turned up, logged), that character
    explored it (LD-KNOW-02)."""
    nest = next((r for r, t in state.tiles.items() if t == NEST), None)
    if nest is None or lockdown_state(state).nest_studied or not state.explored.get(nest):
        return
    for entry in reversed(state.log):
        if entry.kind == "round_start":  # this character's round began after any earlier turning up
            return
        if entry.kind == REVEALED and entry.args.get("room") == nest:
            nest_explored(state, ch.seat)
            return


TEMPLATES = {
    "knowledge_gained": "{seat} gains {amount} Knowledge ({total} now)",
    "knowledge_token_active": "{seat}'s Knowledge token turns active",
    "object_researched": "{seat} researches {obj} in the Laboratory",
    "research_type_used": "That kind of Object has already given up its secret: no Weakness this time",
    "weakness_researched": ("{seat} lays the Object on the Laboratory's {slot} slot",
                            "{seat}'s Object finds no empty slot on the Laboratory board"),
    "contingency_peeked": "{seat} reads the Contingency token {name} in the Archive",
    "nest_knowledge": "{seat} studies the Nest up close",
    "weakness_replaced": "A Weakness card this Facility plays without is swapped for another, unseen",
    "weakness_revealed": "The Weakness {card} turns face up on the Laboratory's {slot} slot",
    "slot.first": "first", "slot.second": "second", "slot.third": "third",  # the Laboratory's slots
}

def _archive_text(first: str, rest: tuple[str, ...], tile: str) -> str:
    where, _sep, i = first.rpartition(":")
    if not first:
        return _("study the records: gain {n} Knowledge, your Knowledge token turns active").format(n=ARCHIVE_GAIN)
    whose = _("the Neutral Pool") if where == "neutral" else seat_word(where)
    return _("study the records: gain {n} Knowledge and secretly read the {ordinal} Contingency token of "
             "{whose}").format(n=ARCHIVE_GAIN, ordinal=ordinal(i), whose=whose)


def _guess(params: tuple[str, ...]) -> str:
    """The Archive's parameter names a Contingency token ("neutral:0", "2:1") or nothing."""
    first = params[0] if params else None
    if len(params) == 1 and first is not None and ":" in first and first.rpartition(":")[2].isdigit():
        return ARCHIVE
    return ""


register_room_texts({
    ARCHIVE: _archive_text,
    # a Weakness for most species, an Adaptation beaten for the Carnomorphs (LCAR-ADA-03): the phrase says neither
    LABORATORY: lambda first, rest, tile: _("research {thing} and gain {n} Knowledge").format(
        thing=thing(first), n=LAB_GAIN),
}, _guess)

SERVICES = {"knowledge": knowledge, "gain_knowledge": gain_knowledge, "knowledge_active": knowledge_active,
            "weakness_works": weakness_works, "nest_explored": nest_explored}

PART = register(Plugin(id="map:lockdown/knowledge", kind="map", hooks={
    Hook.ROOM_EFFECTS: ROOMS, Hook.SERVICES: SERVICES, Hook.SETUP: reveal_first, Hook.ROUND_END: round_end}, templates=TEMPLATES))
