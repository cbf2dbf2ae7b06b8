"""The Lockdown crew (lockdown-base.md §17, LD-CHAR-*, LD-NEMCHAR-*, LD-QUEST-01, LD-SETUP-19/20): the Draft of
the six Lockdown characters (draw 2 Draft cards, keep 1), the original Nemesis characters of the kept card's
colour when the option `original_characters` allows them, each character's kit (Starting Item, Quest Item face
down) and the Quest Items' mini-quests.

A Quest Item starts inactive (the core's `ch.quests[item] = False`); the core never offers to activate it (its
`activate_discard` names no real card, content.py `MINI_QUEST`). `progress(state, seat, key)` counts towards a
mini-quest (other areas of the Facility call it: a Computer Action, a removed marker, a killed Intruder, ...);
when the count reaches the card's amount the Quest Item turns upright and becomes a normal Item (LD-QUEST-01).
"""

from __future__ import annotations

import msgspec

from engine import hooks, rng
from engine.catalog import cat, item_card, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import draw_action_cards, gain_contamination, log, remove_fire, remove_malfunction
from engine.flow import ask, push, push_seq
from engine.hooks import Hook, Plugin, register
from engine.i18n import _
from engine.maps.lockdown import computer, darkness, knowledge
from engine.maps.lockdown.crew_content import NO_WEAPON, CrewFacts
from engine.maps.lockdown.state import lockdown_state
from engine.rules import (
    card_effects,  # noqa: F401  (registers the core's cards first: Scavenging)
    item_search,
)
from engine.rules import setup as core_setup
from engine.rules.board import intruders_in, is_active, open_neighbours
from engine.rules.card_effects import own_room_action, use_room_action
from engine.rules.card_moves import is_computer_room
from engine.rules.contamination import owned_contamination, remove_cards, scan
from engine.rules.doors import door_options, toggle_door
from engine.rules.injury import injure_and_check
from engine.rules.intruder_moves import move_through, retreat
from engine.rules.inventory import discard_item
from engine.rules.item_effects_military import see_tile, unexplored
from engine.rules.items import ON_ACTIVATE
from engine.rules.registry import CARD_EFFECTS, Effect, Params
from engine.rules.setup import SetupStep, insert_after
from engine.state import Character, State, Task

EXT = "map:lockdown"
PROBE_ARM = "ld_probe_arm"
LABORATORY = "ld_laboratory"  # the room tile where Objects are analysed (LD-KNOW-05)
NO_SEARCH = ("search_impossible",)  # log kinds of a Search that drew nothing
PLAN_COLOURS = ("white", "red")  # Defense Plan: the rooms whose action it lends (T14)
ATTACKED = ("intruder_attacks", "surprise_attack")  # the Lab Rat's mini-quest: attacked, alive, in Darkness (T14)
MARKERS_REMOVED = ("fire_removed", "malfunction_removed", "slime_removed")  # the Janitor's mini-quest (T14)


def crew(state: State) -> CrewFacts:
    """The crew's Lockdown facts (content.py `crew_facts`)."""
    return cat(state).ext[EXT]["cards"]["crew"]


def colour_of(state: State, character: str) -> str:
    """The Draft card colour a character plays under ("" for a character of no Draft card)."""
    return crew(state).colours.get(character, "")


def is_original(state: State, character: str) -> bool:
    """An original Nemesis character, played as a Nemesis Survivor (LD-NEMCHAR-03)."""
    return character in crew(state).originals


# --- The Draft (LD-SETUP-19, LD-NEMCHAR-01/02) ------------------------------------------------------------------

def draft_pool(state: State, pool: list[str], **_kw: object) -> list[str]:
    """Only the six Draft cards are drawn, and never a colour a player already keeps (LD-SETUP-19, LD-NEMCHAR-02)."""
    taken = {colour_of(state, ch.character) for ch in state.characters if ch.character}
    lockdown = crew(state).characters
    return [c for c in pool if c in lockdown and colour_of(state, c) not in taken]


def allowed_lines(state: State) -> set[str]:
    """The crew lines a kept Draft card may also bring: the config's "crew" ("nemesis": the original Nemesis
    crew, LD-NEMCHAR-01; "aftermath": the Aftermath characters, AFT-SEL-01), and the originals whenever the
    option `original_characters` is on."""
    lines = set(hooks.crew_lines(state.config))
    return lines | {"nemesis"} if opt(state, "original_characters") else lines


def alternatives(state: State, kept: str) -> list[str]:
    """The characters of the kept Draft card's colour its player may take instead (LD-NEMCHAR-01, AFT-SEL-01)."""
    allowed = allowed_lines(state)
    colour = colour_of(state, kept)
    return sorted(c for c, line in crew(state).lines.items() if line in allowed and colour_of(state, c) == colour)


def drafted(state: State, task: Task) -> None:
    """The kept Draft card: where the game lets other crew lines in, its player then picks the Lockdown, the original
    Nemesis or the Aftermath character of that colour (LD-NEMCHAR-01, AFT-SEL-01); the card is kept, so no later
    player takes that colour (LD-NEMCHAR-02, AFT-SEL-02). Otherwise the core's step (the miniature, the deck)."""
    seat = int(task.args[0])
    assert task.choice is not None
    kept = str(task.choice.args[0])
    others = alternatives(state, kept) if kept in crew(state).characters else []
    if others:
        rule = "AFT-SEL-01" if any(crew(state).lines[c] == "aftermath" for c in others) else "LD-NEMCHAR-01"
        log(state, rule, "ld_draft_colour", seat=seat, character=kept, colour=colour_of(state, kept))
        ask(state, seat, DecisionKind.CHOOSE_CHARACTER, [Choice("character", (c,)) for c in [kept, *others]],
            rule, "ld_colour_chosen", (str(seat),))
        return
    core_setup.drafted(state, task)


def colour_chosen(state: State, task: Task) -> None:
    core_setup.drafted(state, task)


# --- Each character's kit (LD-SETUP-20, LD-CHAR-24, LD-NEMCHAR-03) ----------------------------------------------

def hand_out_kits(state: State) -> None:
    """Starting Items: a Starting weapon stays loaded to capacity in a Hand slot; a character without one holds
    no weapon (the Survivor, the Lab Rat, the original Nemesis characters, LD-NEMCHAR-03); the Xenobiologist's
    Probe Arm lies face up beside the board, in no Hand slot (LD-CHAR-24): it is kept with the Quest Items
    (`ch.quests`, upright), which are public and never in the secret inventory. The Quest Item lies inactive
    (LD-QUEST-01)."""
    facts = crew(state)
    for ch in state.characters:
        for weapon in [w for w in ch.weapons if w.startswith(NO_WEAPON)]:
            del ch.weapons[weapon]
        lockdown = facts.characters.get(ch.character)
        if lockdown is not None and lockdown.starting == PROBE_ARM:  # face up beside the board, always usable
            ch.quests[PROBE_ARM] = True
        kit = {"weapon": next(iter(sorted(ch.weapons)))} if ch.weapons else {}
        quest = quest_of(state, ch)
        if quest and facts.items[quest].secret:  # the Bounty Hunter's lies face down (AFT-BH-03 PROPOSED)
            log(state, "LD-SETUP-20", "ld_kit_secret", seat=ch.seat, **kit)
            log(state, "LD-SETUP-20", "ld_kit", visible_to=(ch.seat,), seat=ch.seat, quest=quest, **kit)
        else:
            log(state, "LD-SETUP-20", "ld_kit", seat=ch.seat, **({"quest": quest} if quest else {}), **kit)


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    return insert_after(steps, "plugin_setup", SetupStep("ld_kits", hand_out_kits)) if phase == "crew" else steps


# --- Quest Items (LD-QUEST-01) -----------------------------------------------------------------------------------

def quest_of(state: State, ch: Character) -> str:
    """The character's Quest Item ("" for none; the Probe Arm, which lies beside the board like one, is not)."""
    return next((q for q in sorted(ch.quests) if crew(state).items[q].deck == "quest"), "")


def unlock_key(state: State, ch: Character) -> str:
    """The mini-quest its inactive Quest Item waits for ("" when none is waiting)."""
    quest = quest_of(state, ch)
    if not quest or ch.quests.get(quest, True):
        return ""
    unlock = crew(state).items[quest].unlock
    return unlock.key if unlock is not None else ""


def progress(state: State, seat: int, key: str, amount: int = 1, colour: str = "", room: str = "") -> bool:
    """Count `amount` towards the mini-quest `key` of `seat`'s inactive Quest Item (a Search's room colour, an
    analysed Object's room tile where the quest names one); True if its Quest Item turned upright."""
    ch = state.characters[seat]
    if unlock_key(state, ch) != key:
        return False
    quest = quest_of(state, ch)
    unlock = crew(state).items[quest].unlock
    assert unlock is not None
    if (unlock.colour and colour != unlock.colour) or (unlock.room and room != unlock.room):
        return False
    s = lockdown_state(state)
    slot = f"{seat}:{key}"
    s.quest_progress[slot] = s.quest_progress.get(slot, 0) + amount
    if s.quest_progress[slot] < max(1, unlock.amount):
        secret = (seat,) if crew(state).items[quest].secret else None  # a face-down one is named to its owner only
        log(state, "LD-QUEST-01", "ld_quest_progress", visible_to=secret, seat=seat, item=quest,
            done=s.quest_progress[slot], needed=unlock.amount)
        return False
    unlock_quest(state, ch, quest)
    return True


def unlock_quest(state: State, ch: Character, quest: str) -> None:
    """Turn the Quest Item upright: a normal Item from now on; a Quest weapon goes to a Hand slot with its printed
    starting Ammo (LD-QUEST-01, LD-ITEM-05)."""
    lockdown_state(state).quest_progress.pop(f"{ch.seat}:{unlock_key(state, ch)}", None)
    item = crew(state).items[quest]
    if item.weapon is not None:
        del ch.quests[quest]
        ch.weapons[quest] = item.weapon.ammo
    else:
        ch.quests[quest] = True
    log(state, "LD-QUEST-01", "ld_quest_unlocked", seat=ch.seat, item=quest)
    push(state, "fit_hands", ch.seat)
    once = ON_ACTIVATE.get(item.effect)  # what acts once as it turns upright (the Bounty Hunter's contract, AFT-BH-05)
    if once is not None:
        once(state, ch, quest)


def searched(state: State, seat: int, room: str) -> None:
    """A Search was made in `room`: the Survivor's mini-quest counts a red room (T14 Assault Rifle)."""
    tile = cat(state).tiles.get(state.tiles.get(room, ""))
    if tile is not None:
        progress(state, seat, "search_room_colour", colour=tile.colour)


def search_op(state: State, task: Task) -> None:
    """The core's Search step, except that the card not kept goes face down under its deck (LD-ITEM-02,
    LD-ITEM-06: an Item discarded unused goes to the bottom of its deck); a Search that drew cards counts
    towards the Survivor's mini-quest (T14)."""
    seat = int(task.args[0])
    room = state.characters[seat].room
    start = len(state.log)
    item_search.search(state, task)
    top = state.stack[-1] if state.stack else None
    if top is not None and top.op == "item_draw" and top.args[1] == "search":
        state.stack[-1] = Task(op="item_draw", args=(top.args[0], "to_bottom", *top.args[2:]))
    pending = state.pending
    if pending is not None and pending.resume == "search_deck" and tuple(pending.ctx[1:]) == ("search",):
        state.pending = msgspec.structs.replace(pending, ctx=(pending.ctx[0], "to_bottom"))
    if not any(e.kind in NO_SEARCH for e in state.log[start:]):
        searched(state, seat, room)


def round_end(state: State, ch: Character) -> None:
    """What the character did in the round it ends counts towards its mini-quest (PROPOSED: an Intruder killed
    in your round is your kill; any Fire or Malfunction removed in your round is yours; an attack lived through
    counts when you end the round in Darkness): Computer Actions, kills, markers removed, Objects analysed in
    the Laboratory, attacks survived in Darkness (T14)."""
    if not unlock_key(state, ch):
        return
    start = next((i for i in range(len(state.log) - 1, -1, -1) if state.log[i].kind == "round_start"
                  and state.log[i].args.get("seat") == ch.seat), len(state.log))
    previous = ""
    for e in state.log[start + 1:]:
        mine = e.args.get("seat", ch.seat) == ch.seat
        toolset, previous = previous == "ld_toolset_used", e.kind  # the Analyze Toolset is no Laboratory
        if e.kind == "action" and mine and e.args.get("action") == "computer":
            progress(state, ch.seat, "computer_actions")
        elif e.kind == "intruder_killed":
            progress(state, ch.seat, "kill_intruder")
        elif e.kind in MARKERS_REMOVED and mine:
            progress(state, ch.seat, "markers_removed")
        elif e.kind == "object_researched" and mine and not toolset:
            progress(state, ch.seat, "analyse_object", room=LABORATORY)
        elif e.kind in ATTACKED and e.args.get("seat") == ch.seat and ch.status != "dead" \
                and darkness.in_darkness(state, ch.seat):
            progress(state, ch.seat, "survive_attack_in_darkness")


# --- Unique Action cards (T14) --------------------------------------------------------------------------------
# Registered in the core's card registry under the effect keys of characters.toml (only Lockdown decks name
# them); cost, timing and Combat are checked by the core (engine/rules/actions.py).

def _clean_up_options(state: State, seat: int, source: str) -> list[Params]:
    room = state.characters[seat].room
    return [("malfunction",)] * (room in state.malfunction) + [("fire",)] * (room in state.fire)


def _clean_up(state: State, seat: int, source: str, params: Params) -> None:
    """Clean up (Janitor, T14): remove the Malfunction or the Fire of your room."""
    room = state.characters[seat].room
    (remove_malfunction if params[0] == "malfunction" else remove_fire)(state, room, "LD-CHAR-15")


def _door_options(state: State, seat: int, source: str) -> list[Params]:
    """Open or close a Door in a Corridor of your room; the Janitor's Master Key also opens the Main Gate from the
    Exit Room (T14)."""
    ch = state.characters[seat]
    out: list[Params] = list(door_options(state, ch.room))
    card = cat(state).action_cards.get(source)
    fac = cat(state).ext[EXT]["facility"]
    if card is not None and card.effect == "master_key" and ch.room == fac.exit_room \
            and not lockdown_state(state).gate_open and hooks.service(state, "open_gate") is not None:
        out.append(("gate", ""))
    return out


def _door(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "gate":
        gate = hooks.service(state, "open_gate")
        assert gate is not None
        gate(state, "LD-CHAR-15")
    else:
        toggle_door(state, params[0], params[1], "LD-CHAR-06")


def _field_experience(state: State, seat: int, source: str) -> list[Params]:
    return [()]


def _gain_from_field(state: State, seat: int, source: str, params: Params) -> None:
    """Field Experience (Xenobiologist, T14): 1 Knowledge, 2 with a Carcass or an Intruder in your room."""
    room = state.characters[seat].room
    near = bool(intruders_in(state, room)) or any(o.split("_")[0] == "carcass" for o in state.objects.get(room, []))
    knowledge.gain_knowledge(state, seat, 2 if near else 1, "LD-CHAR-13")


def _intruder_options(state: State, seat: int, source: str) -> list[Params]:
    return [(str(i.id),) for i in intruders_in(state, state.characters[seat].room)]


def _intruder(state: State, params: Params):
    return next(i for i in state.intruders if i.id == int(params[0]))


def _vivisection(state: State, seat: int, source: str, params: Params) -> None:
    """Vivisection (Xenobiologist, T14): 1 Injury, +1 for every 2 Knowledge you have."""
    amount = 1 + knowledge.knowledge(state, seat) // 2
    injure_and_check(state, _intruder(state, params), amount, "LD-CHAR-13")


def _desperate_attack(state: State, seat: int, source: str, params: Params) -> None:
    """Desperate Attack (Survivor, T14): take a Contamination card; the Intruder suffers 2 Injuries."""
    gain_contamination(state, state.characters[seat], "LD-CHAR-12")
    injure_and_check(state, _intruder(state, params), 2, "LD-CHAR-12")


def _obstinate_options(state: State, seat: int, source: str) -> list[Params]:
    ch = state.characters[seat]
    return [("draw",)] * bool(ch.serious) + [("dress", w) for w in sorted(set(ch.serious))]


def _obstinate(state: State, seat: int, source: str, params: Params) -> None:
    """Obstinate (Survivor, T14): draw 1 card per Serious Wound, or dress 1 Serious Wound."""
    ch = state.characters[seat]
    if params[0] == "draw":
        draw_action_cards(state, ch, len(ch.serious), "LD-CHAR-12")
    else:
        ch.serious.remove(params[1])
        ch.dressed.append(params[1])
        log(state, "LD-CHAR-12", "wound_dressed", seat=seat, card=params[1])


def _hearing_options(state: State, seat: int, source: str) -> list[Params]:
    """Sensitive Hearing (Lab Rat, T14): remove or place 1 Noise marker in a Corridor of your room."""
    room = state.characters[seat].room
    corridors = [c for c in cat(state).room_corridors.get(room, ())]
    return [("remove" if c in state.noise else "place", c) for c in corridors]


def _hearing(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "remove":
        state.noise.remove(params[1])
        log(state, "LD-CHAR-10", "noise_removed", corridors=params[1])
    else:
        state.noise.append(params[1])
        log(state, "LD-CHAR-10", "noise_placed", corridor=params[1])


def _metabolism_options(state: State, seat: int, source: str) -> list[Params]:
    """Weird Metabolism (Lab Rat, T14): discard a Contamination card from your hand to draw 2, or lose your
    Slime."""
    ch = state.characters[seat]
    # one option for any Contamination card: their faces are alike until scanned, so no option names one
    return [("discard", "")] * bool(owned_contamination(ch, ("hand",))) + [("slime", "")] * bool(ch.slime)


def _metabolism(state: State, seat: int, source: str, params: Params) -> None:
    ch = state.characters[seat]
    if params[0] == "slime":
        ch.slime = False
        log(state, "LD-CHAR-10", "slime_removed", seat=seat)
        return
    card = rng.take_random(state, owned_contamination(ch, ("hand",)))
    ch.hand.remove(card)
    ch.discard.append(card)
    log(state, "LD-CHAR-10", "ld_metabolism", seat=seat)  # the card itself stays secret
    draw_action_cards(state, ch, 2, "LD-CHAR-10")


def _bypass_options(state: State, seat: int, source: str) -> list[Params]:
    """Bypass (Hacker, T14): flip your Section's Power token either way; or, while the Time token is inactive,
    flip the Time token active instead."""
    section = darkness.section_of(state, state.characters[seat].room)
    out: list[Params] = [("power", section)] if section in lockdown_state(state).power else []
    return out + [("time", "")] * (not lockdown_state(state).time_active)


def _bypass(state: State, seat: int, source: str, params: Params) -> None:
    s = lockdown_state(state)
    if params[0] == "time":
        s.time_active = True
        log(state, "LD-CHAR-14", "ld_bypass_time", seat=seat)
        return
    token = s.power[params[1]]
    token.on = not token.on
    log(state, "LD-CHAR-14", "ld_bypass_power", seat=seat, section=params[1], side="on" if token.on else "off")


def _leak_options(state: State, seat: int, source: str) -> list[Params]:
    """Data Leak (Hacker, T14): secretly look at 1 Contingency token of another Character in your room."""
    ch = state.characters[seat]
    held = lockdown_state(state).contingency
    return [(str(o.seat), str(i)) for o in state.characters if o.seat != seat and o.room == ch.room
            and o.status == "aboard" for i in range(len(held.get(str(o.seat), [])))]


def _leak(state: State, seat: int, source: str, params: Params) -> None:
    other, i = params
    token = lockdown_state(state).contingency[other][int(i)]
    state.characters[seat].knowledge[f"ctg:{other}:{i}"] = token
    log(state, "LD-CHAR-14", "ld_data_leak", seat=seat, other=int(other))
    log(state, "LD-CHAR-14", "ld_data_leak_result", visible_to=(seat,), seat=seat, other=int(other), token=token)


def _analysis_options(state: State, seat: int, source: str) -> list[Params]:
    """Sample Analysis (Xenobiologist, T14): scan 1 Contamination card in hand; it goes if not INFECTED. Where
    the species adds to resting and makes the scan a choice (the Void Seeders' "Hasty Analysis", LVS-CHG-02,
    PROPOSED: this card), it may also be played without a scan."""
    out: list[Params] = [()] if owned_contamination(state.characters[seat], ("hand",)) else []
    if hooks.collect(state, Hook.RESTED) and hooks.modify(state, "scan_optional", False):
        out.append(("no_scan",))
    return out


def _analysis(state: State, seat: int, source: str, params: Params) -> None:
    ch = state.characters[seat]
    for fn in hooks.collect(state, Hook.RESTED):  # the species' own rest (the Void Seeders lower Insanity)
        fn(state, ch, "LD-CHAR-13")
    if params == ("no_scan",) or not owned_contamination(ch, ("hand",)) or not is_active(ch):
        return
    card = rng.take_random(state, owned_contamination(ch, ("hand",)))  # the cards look alike: any one of them
    if not scan(state, ch, [card], "LD-CHAR-13"):
        remove_cards(state, ch, [card], "LD-CHAR-13")


def _stun_options(state: State, seat: int, source: str) -> list[Params]:
    """Stun (Sentry, T14): a Character in your room holding `stun_hand` cards or fewer discards their hand, or
    discard a weapon to make an Intruder in your room Retreat."""
    ch = state.characters[seat]
    limit = int(opt(state, "stun_hand"))
    out: list[Params] = [("character", str(o.seat)) for o in state.characters
                         if o.seat != seat and o.room == ch.room and o.status == "aboard" and len(o.hand) <= limit]
    return out + [("retreat", w, str(i.id)) for w in sorted(ch.weapons) for i in intruders_in(state, ch.room)]


def _stun(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "character":
        other = state.characters[int(params[1])]
        count = len(other.hand)
        other.discard.extend(other.hand)
        other.hand = []
        log(state, "LD-CHAR-11", "ld_stunned", seat=seat, other=other.seat, count=count)
        return
    discard_item(state, state.characters[seat], params[1], "LD-CHAR-11")
    intruder = next(i for i in state.intruders if i.id == int(params[2]))
    retreat(state, intruder)


def _step_options(state: State, seat: int, source: str) -> list[Params]:
    return [(room, corridor) for corridor, room in open_neighbours(state, state.characters[seat].room)]


def _shortcut(state: State, seat: int, source: str, params: Params) -> None:
    """Shortcut (Janitor, T14): step into a neighbouring room with no Noise roll."""
    push(state, "arrive", seat, params[0], params[1], "no_noise")


def _distraction_options(state: State, seat: int, source: str) -> list[Params]:
    """Distraction (Survivor, T14): throw away an Item to Escape with no Intruder attacking."""
    ch = state.characters[seat]
    return [(item, room, corridor) for item in sorted(set(ch.items)) for room, corridor in
            _step_options(state, seat, source)]


def _distraction(state: State, seat: int, source: str, params: Params) -> None:
    discard_item(state, state.characters[seat], params[0], "LD-CHAR-12")
    log(state, "LD-CHAR-12", "ld_distraction", seat=seat)
    push(state, "arrive", seat, params[1], params[2], "move")


def _tour_options(state: State, seat: int, source: str) -> list[Params]:
    """Facility Tour (Sentry, T14): move to a neighbouring room with one Character of your room who agrees; one
    Noise roll (yours)."""
    ch = state.characters[seat]
    others = [str(o.seat) for o in state.characters if o.seat != seat and o.room == ch.room and o.status == "aboard"]
    return [(room, corridor, other) for room, corridor in _step_options(state, seat, source) for other in others]


def _tour(state: State, seat: int, source: str, params: Params) -> None:
    room, corridor, other = params
    ask(state, int(other), DecisionKind.CHOOSE_OPTION, [Choice("agree"), Choice("refuse")], "LD-CHAR-11",
        "ld_tour_answer", (str(seat), room, corridor, other))


def tour_answer(state: State, task: Task) -> None:
    """The invited Character agrees (both go; only the Sentry's Noise roll) or refuses (the Sentry goes alone)."""
    seat, room, corridor, other = int(task.args[0]), str(task.args[1]), str(task.args[2]), int(task.args[3])
    assert task.choice is not None
    agreed = task.choice.kind == "agree"
    log(state, "LD-CHAR-11", "ld_tour" if agreed else "ld_tour_refused", seat=seat, other=other)
    steps: list[tuple] = [("arrive", other, room, corridor, "no_noise")] if agreed else []
    push_seq(state, [*steps, ("arrive", seat, room, corridor, "move")])


def _quarantine_options(state: State, seat: int, source: str) -> list[Params]:
    """Quarantine (Sentry, T14; a Computer room): close every Door around any one Room."""
    if not is_computer_room(state, state.characters[seat].room):
        return []
    return [(room,) for room in sorted(state.tiles) if any(m == "close" for m, _k in door_options(state, room))]


def _quarantine(state: State, seat: int, source: str, params: Params) -> None:
    log(state, "LD-CHAR-11", "ld_quarantine", seat=seat, room=params[0])
    for move, corridor in door_options(state, params[0]):
        if move == "close":
            toggle_door(state, "close", corridor, "LD-CHAR-11")


def _plan_options(state: State, seat: int, source: str) -> list[Params]:
    """Defense Plan (Sentry, T14): use your white or red room's Room Action for free, or look at an unexplored
    Room tile in secret (PROPOSED: one tile per option; the card's 2 tiles are two options of one play, the
    second chosen at once after the first)."""
    ch = state.characters[seat]
    tile = cat(state).tiles.get(state.tiles.get(ch.room, ""))
    out: list[Params] = []
    if tile is not None and tile.colour in PLAN_COLOURS:
        out += [("room", *p) for p in own_room_action(state, seat)]
    return out + [("look", room) for room in unexplored(state) if f"tile:{room}" not in ch.knowledge]


def _plan(state: State, seat: int, source: str, params: Params) -> None:
    if params[0] == "room":
        use_room_action(state, seat, state.characters[seat].room, tuple(params[1:]))
        return
    see_tile(state, seat, params[1], with_token=False)
    ch = state.characters[seat]
    rest = [r for r in unexplored(state) if f"tile:{r}" not in ch.knowledge]
    if rest:
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("look", (r,)) for r in rest] + [Choice("done")],
            "LD-CHAR-11", "ld_plan_second", (str(seat),))


def plan_second(state: State, task: Task) -> None:
    assert task.choice is not None
    if task.choice.kind == "look":
        see_tile(state, int(task.args[0]), task.choice.args[0], with_token=False)


def knows_enough(state: State, seat: int, card: str) -> bool:
    """A Lockdown card that asks for Knowledge works only with that much (LD-KNOW-04, characters.toml)."""
    for c in crew(state).characters.values():
        if card in c.card_facts:
            return knowledge.knowledge(state, seat) >= c.card_facts[card].knowledge
    return True


def _remote_options(state: State, seat: int, source: str) -> list[Params]:
    """Remote Access (Hacker, T14): a Computer Action of the face-up card from any room of a powered Section
    (PROPOSED: the card's cost replaces the Computer card's)."""
    card = computer.face_up(state)
    section = darkness.section_of(state, state.characters[seat].room)
    if card is None or card.lockdown or not section or not darkness.powered(state, section):
        return []
    return [(o, *p) for o in card.options for p in computer.option_params(state, seat, o)]


def _remote(state: State, seat: int, source: str, params: Params) -> None:
    log(state, "LD-CHAR-14", "ld_remote_access", seat=seat)
    push(state, "computer_use", seat, *params)
    progress(state, seat, "computer_actions")


def _pheromone_options(state: State, seat: int, source: str) -> list[Params]:
    """Pheromones (Xenobiologist, T14; Knowledge 5): lead one Intruder of your room or a neighbouring one
    through a corridor of its room you choose."""
    if not knows_enough(state, seat, source):
        return []
    room = state.characters[seat].room
    rooms = [room] + [r for _k, r in open_neighbours(state, room)]
    return [(str(i.id), c) for r in rooms for i in intruders_in(state, r)
            for c in cat(state).room_corridors.get(r, ())]


def _pheromones(state: State, seat: int, source: str, params: Params) -> None:
    intruder = next(i for i in state.intruders if i.id == int(params[0]))
    log(state, "LD-CHAR-13", "ld_pheromones", seat=seat, intruder=intruder.id)
    move_through(state, [intruder], params[1], "LD-CHAR-13")


CARD_EFFECTS.setdefault("scavenger", CARD_EFFECTS["scavenging"])  # Scavenger (Janitor): the core's Scavenging
for _key, _options, _resolve in (
        ("clean_up", _clean_up_options, _clean_up), ("override", _door_options, _door),
        ("master_key", _door_options, _door), ("field_experience", _field_experience, _gain_from_field),
        ("vivisection", _intruder_options, _vivisection), ("desperate_attack", _intruder_options, _desperate_attack),
        ("obstinate", _obstinate_options, _obstinate), ("sensitive_hearing", _hearing_options, _hearing),
        ("weird_metabolism", _metabolism_options, _metabolism), ("bypass", _bypass_options, _bypass),
        ("data_leak", _leak_options, _leak), ("sample_analysis", _analysis_options, _analysis),
        ("stun", _stun_options, _stun), ("shortcut", _step_options, _shortcut),
        ("distraction", _distraction_options, _distraction), ("facility_tour", _tour_options, _tour),
        ("quarantine", _quarantine_options, _quarantine), ("defense_plan", _plan_options, _plan),
        ("remote_access", _remote_options, _remote), ("pheromones", _pheromone_options, _pheromones)):
    CARD_EFFECTS.setdefault(_key, Effect(options=_options, resolve=_resolve))


def held_things(state: State, ch: Character) -> list[str]:
    """Every card id the character holds (inventory, weapons, active Quest Items)."""
    return sorted({item_card(i) for i in ch.items} | {item_card(w) for w in ch.weapons}
                  | {q for q, on in ch.quests.items() if on})


CHOICES = {("look", "ld_plan_second"): lambda a, k: _("Also secretly look at the tile of {room}").format(room=a[0]),
           ("done", "ld_plan_second"): lambda a, k: _("Look at no second tile")}

# The original Nemesis crew as a line of characters a Lockdown game may let into its Draft (config crew "nemesis",
# LD-NEMCHAR-01): it brings nothing of its own (the Facility plays those characters, crew_content.py).
register(Plugin(id="crew:nemesis", kind="crew", name="Original Nemesis crew"))

PART = register(Plugin(id="map:lockdown/crew", kind="map", choices=CHOICES, hooks={
    Hook.SETUP_STEPS: edit_steps,
    Hook.MODIFIERS: {"draft_pool": draft_pool},
    Hook.OPS: {"drafted": drafted, "ld_colour_chosen": colour_chosen, "search": search_op,
               "ld_tour_answer": tour_answer, "ld_plan_second": plan_second},
    Hook.ROUND_END: round_end,
}, templates={
    "ld_kit": ("{seat} sets out with {weapon:the card}, fully loaded, and {quest:the card} lying sideways",
               "{seat} sets out with no weapon and {quest:the card} lying sideways",
               "{seat} sets out with {weapon:the card}, fully loaded, and no Quest Item",
               "{seat} sets out with no weapon and no Quest Item"),
    "ld_kit_secret": ("{seat} sets out with {weapon:the card}, fully loaded, and a Quest Item lying face down",
                      "{seat} sets out with no weapon and a Quest Item lying face down"),
    "ld_draft_colour": "{seat:player} keeps the {colour} Draft card ({character:the card}) and may play any "
                       "character of that colour",
    "ld_quest_progress": "{seat} has done {done} of the {needed} steps that unlock {item}",
    "ld_quest_unlocked": "{seat} unlocks the Quest Item {item}: from now on a normal Item",
    "ld_remote_access": "{seat} reaches the Computer from afar",
    "ld_pheromones": "{seat} lures {intruder} away with pheromones",
    "ld_quarantine": "{seat} seals every Door around {room}",
    "ld_distraction": "{seat} throws an Item aside and slips away unattacked",
    "ld_tour": "{seat} leads {other:seat} on a Facility Tour",
    "ld_tour_refused": "{other:seat} stays behind: {seat} tours alone",
    "ld_stunned": "{seat} stuns {other:seat}, who drops {count:#card} from hand",
    "ld_metabolism": "{seat} discards a Contamination card from hand to draw 2 cards",
    "ld_bypass_time": "{seat} bypasses the Backup Power: the Time token turns active",
    "ld_bypass_power": "{seat} bypasses the Power of {section}: it is now {side}",
    "ld_data_leak": "{seat} slips into {other:seat}'s files",
    "ld_data_leak_result": "{seat} reads one of {other:seat}'s Contingency tokens: {token}",
}))
