"""What the Night Stalkers' Attack cards do (lockdown-base.md T5, LD-IATK-01..05): the species' INTRUDER_ATTACK
hook. A card's effect always applies; its Darkness part applies on top only when the target stands in Darkness
(LD-IATK-03), read through the map's "in_darkness" service so this module never imports the map. A Larva draws
no card: it infests (LD-IATK-04). The Weakness Wary of Shadows (LD-KNOW-08) cancels Perched in the Dark's
Darkness part for an Adult's attack on a character with enough Knowledge.
"""

from __future__ import annotations

from engine import hooks
from engine.catalog import cat, opt
from engine.effects import gain_contamination, log, move_intruder, set_slime, transform_intruder
from engine.flow import push
from engine.rules.board import find_intruder, is_active
from engine.rules.wounds import kill, light_wound, serious_count, serious_wound
from engine.species.intruders.larvae import attach_from_attack, infest
from engine.species.night_stalkers.content import ID
from engine.state import Character, Intruder, State, Task


def in_darkness(state: State, seat: int) -> bool:
    """The character stands in Darkness (the map's service; a map without Darkness has none)."""
    fn = hooks.service(state, "in_darkness")
    return bool(fn(state, seat)) if fn is not None else False


def weakness_works(state: State, effect: str, seat: int) -> bool:
    """A revealed Weakness helps this character (the map's Knowledge thresholds, LD-KNOW-06)."""
    fn = hooks.service(state, "weakness_works")
    if fn is not None:
        return bool(fn(state, effect, seat))
    return any(cat(state).weaknesses[c].kind == effect for c in state.revealed_weaknesses)


def undressed(ch: Character) -> bool:
    """An undressed (face-up) Serious Wound (LD-WOUND-06)."""
    return bool(ch.serious)


def _blood_chase(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 1, "LD-IATK-03")
    set_slime(state, ch, "LD-IATK-03")
    if _reason(state, intruder) == "escape" and undressed(ch):  # T5: the bleeding runner is followed
        for i, task in enumerate(state.stack):  # after the character arrives (LD-IATK-05)
            if task.op == "arrive" and int(task.args[0]) == ch.seat:
                state.stack.insert(i, Task(op="ns_chase", args=(intruder.id, ch.seat)))
                break


def _blood_rage(state: State, intruder: Intruder, ch: Character) -> None:
    if serious_count(ch) >= 2:
        kill(state, ch, "blood_rage", "LD-IATK-03")
        return
    for _ in range(2 if undressed(ch) else 1):
        serious_wound(state, ch, "LD-IATK-03")


def _cut(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 1, "LD-IATK-03")
    gain_contamination(state, ch, "LD-CONTAM-01")


def _evolve(state: State, intruder: Intruder, ch: Character) -> None:
    """The Creeper becomes a Breeder while a Breeder figure is free (T5)."""
    into = dict(opt(state, "evolves")).get(intruder.kind, "breeder")
    if sum(1 for i in state.intruders if i.kind == into) >= int(dict(opt(state, "miniatures")).get(into, 0)):
        log(state, "LD-NS-12", "no_breeder_available")
        return
    transform_intruder(state, intruder, into, "LD-IATK-03")


def _infecting_the_host(state: State, intruder: Intruder, ch: Character) -> None:
    set_slime(state, ch, "LD-IATK-03")


def _perched(state: State, intruder: Intruder, ch: Character) -> None:
    serious_wound(state, ch, "LD-IATK-03")


def _piercing(state: State, intruder: Intruder, ch: Character) -> None:
    serious_wound(state, ch, "LD-IATK-03")
    gain_contamination(state, ch, "LD-CONTAM-01")


def _dark_light_wound(state: State, intruder: Intruder, ch: Character) -> None:
    light_wound(state, ch, 1, "LD-IATK-03")


def _dark_breeder_attacks(state: State, intruder: Intruder, ch: Character) -> None:
    if intruder.kind == "breeder":  # only when the Evolve made a Breeder; its target by the usual rule (LD-IATK-05)
        push(state, "intruder_attack", intruder.id, -1, "surprise")


def _dark_infest(state: State, intruder: Intruder, ch: Character) -> None:
    infest(state, ch, "LD-IATK-04")


def _dark_kill_three(state: State, intruder: Intruder, ch: Character) -> None:
    if serious_count(ch) >= 3:
        kill(state, ch, "perched_in_the_dark", "LD-IATK-03")


def _dark_kill_two(state: State, intruder: Intruder, ch: Character) -> None:
    if serious_count(ch) >= 2:
        kill(state, ch, "piercing_the_heart", "LD-IATK-03")


CARD_EFFECTS = {"blood_chase": _blood_chase, "blood_rage": _blood_rage, "cut": _cut, "evolve": _evolve,
                "infecting_the_host": _infecting_the_host, "perched_in_the_dark": _perched,
                "piercing_the_heart": _piercing}
DARK_EFFECTS = {"extra_light_wound": _dark_light_wound, "breeder_attacks_now": _dark_breeder_attacks,
                "infest_target": _dark_infest, "kill_with_three_serious": _dark_kill_three,
                "kill_with_two_serious": _dark_kill_two}


def _reason(state: State, intruder: Intruder) -> str:
    """Why this Intruder is attacking now (the last "intruder_attacks" entry of it)."""
    for entry in reversed(state.log):
        if entry.kind == "intruder_attacks" and entry.args.get("intruder") == intruder.id:
            return str(entry.args.get("reason", ""))
    return ""


def _dark_cancelled(state: State, intruder: Intruder, ch: Character, card_name: str) -> bool:
    """A Weakness that skips this card's Darkness part for this attacker and target (LD-KNOW-08)."""
    for wid in state.revealed_weaknesses:
        w = cat(state).ext[ID]["weaknesses"].get(wid)
        if (w is not None and w.changes == "attack_darkness" and w.attack == card_name
                and intruder.kind in w.affects and weakness_works(state, w.effect, ch.seat)):
            log(state, "LD-KNOW-08", "weakness_helps", seat=ch.seat, card=wid)
            return True
    return False


def attack_effect(state: State, intruder: Intruder, ch: Character, card: str) -> None:
    """The INTRUDER_ATTACK hook: a Larva infests (LD-IATK-04); a card's effect, then its Darkness part if the
    target is in Darkness (LD-IATK-03)."""
    if not card:
        attach_from_attack(state, intruder, ch)
        return
    data = cat(state).attack[card]
    if _egg_instinct_spares(state, intruder, ch):
        return
    CARD_EFFECTS[data.effect](state, intruder, ch)
    dark = cat(state).ext[ID]["attack_texts"][card].dark
    if dark is None or not is_active(ch) or not in_darkness(state, ch.seat):
        return
    if _dark_cancelled(state, intruder, ch, data.name):
        return
    log(state, "LD-IATK-03", "attack_dark_part", seat=ch.seat, name=data.name)
    DARK_EFFECTS[dark.effect](state, intruder, ch)


def _egg_instinct_spares(state: State, intruder: Intruder, ch: Character) -> bool:
    """Egg Instinct (T13 PROPOSED): a character it helps who carries an Egg makes the attacker draw a second
    card; if that one misses, the attack misses."""
    if not any(o.startswith("egg") for o in ch.heavy) or not weakness_works(state, "egg_instinct", ch.seat):
        return False
    w = next(w for w in cat(state).ext[ID]["weaknesses"].values() if w.effect == "egg_instinct")
    if intruder.kind not in w.affects:
        return False
    from engine.effects import draw_from

    second = draw_from(state, state.attack_deck, state.attack_discard, "LD-IATK-03", "attack")
    if second is None:
        return False
    state.attack_discard.append(second)
    if intruder.kind in cat(state).attack[second].hits:
        return False
    log(state, "LD-KNOW-06", "egg_instinct_miss", seat=ch.seat, card=second)
    return True


def chase(state: State, task: Task) -> None:
    """Blood Chase: the attacker follows the character into the Room they escaped to (T5, LD-NS-07)."""
    intruder = find_intruder(state, int(task.args[0]))
    ch = state.characters[int(task.args[1])]
    if intruder is None or not is_active(ch) or intruder.room == ch.room:
        return
    log(state, "LD-NS-07", "intruder_follows", intruder=intruder.id, seat=ch.seat)
    move_intruder(state, intruder, ch.room, "LD-NS-07")


OPS = {"ns_chase": chase}
