"""Reactions played outside one's own round, and the Soldier's Rush (PUB-ACT-11, PUB-ENC-09, PUB-ROUND-10).

- Interruption (common card): after another character's action in your room is paid, cancel it (the cost stays
  paid); another Interruption may cancel that one (one level of counter-Interruption) (PUB-CHAR-04).
- Nerves of Steel (Soldier): ignore the effect of a Surprise Attack on you (PUB-ENC-09).
- Armor (Soldier's active Quest Item, one use): ignore an Intruder Attack on you (T14).
- Motion Scanner (Scout's active Quest Item): discard 1 Action card to re-roll your Noise roll, once per roll.
- Rush (Soldier's trait): a free choice after his first action: 1 Light Wound for a third action, once a round.
A player is asked only when it really holds the card or item. PROPOSED (PUB-ACT-11): reactions work after their
owner passed and in the Event phase; they still cost what they print.
A map or species adds its own reactions to an Attack card through the ATTACK_REACTIONS hook (offered with these,
in the same question; the published game has none).
The windows are the flow steps "attack_window" (intruder_attack.py) and "after_noise_roll" (noise.py), which
those modules push only when an active plug-in provides them. Option: rush_actions_per_round.
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import discard_cards, log
from engine.flow import ask, op, push, push_seq
from engine.hooks import Hook, Plugin, register
from engine.rules import actions
from engine.rules.board import characters_in, find_intruder, is_active
from engine.rules.intruder_attack import attack_effect
from engine.rules.noise import resolve_face
from engine.rules.wounds import light_wound
from engine.state import Character, State, Task

OPS: dict = {}
RUSH = "soldier"  # the character whose trait Rush buys a third action (T14)
ARMOR = "armor"  # Quest Item ids (items.toml)
MOTION_SCANNER = "motion_scanner"


def _op(name: str):
    return op(name, OPS)


def reaction_cards(state: State, ch: Character, effect: str) -> list[str]:
    """Cards in hand with this reaction effect whose extra cost the rest of the hand can pay (PUB-ACT-02)."""
    payable = actions.payable(ch)
    cards = cat(state).action_cards
    return [c for c in payable if c in cards and cards[c].effect == effect and len(payable) - 1 >= cards[c].cost]


def play_reaction(state: State, ch: Character, card: str, rule: str) -> None:
    """Discard the card, then pay its extra cost (queued, so it may ask which cards)."""
    discard_cards(state, ch, [card], rule)
    log(state, rule, "reaction", seat=ch.seat, card=card)
    push(state, "pay", ch.seat, cat(state).action_cards[card].cost)


# --- Interruption (PUB-ACT-11, PUB-CHAR-04) -----------------------------------------------------------------


def interrupters(state: State, actor: int, exclude: int) -> list[Character]:
    """Characters in the actor's room, in turn order, holding a usable Interruption (not `exclude`)."""
    room = state.characters[actor].room
    return [c for c in characters_in(state, room) if c.seat != exclude and reaction_cards(state, c, "interruption")]


def before_effect(state: State, seat: int) -> None:
    """BEFORE_EFFECT: the other characters in the room may interrupt the action just paid for (free actions
    such as dropping an Item never open this window: actions.perform)."""
    if is_active(state.characters[seat]) and interrupters(state, seat, seat):
        push(state, "interrupt_offer", seat, 0)


def _offer(state: State, candidates: list[Character], index: int, resume: str, ctx: tuple[str, ...]) -> bool:
    """Ask the `index`-th candidate; False when every candidate has declined."""
    if index >= len(candidates):
        return False
    ch = candidates[index]
    options = [Choice("interrupt", (c,)) for c in reaction_cards(state, ch, "interruption")] + [Choice("decline")]
    ask(state, ch.seat, DecisionKind.REACTION, options, "PUB-ACT-11", resume, (*ctx, str(index), str(ch.seat)))
    return True


@_op("interrupt_offer")
def interrupt_offer(state: State, task: Task) -> None:
    actor, index = int(task.args[0]), int(task.args[1])
    _offer(state, interrupters(state, actor, actor), index, "interrupt_answer", (str(actor),))


@_op("interrupt_answer")
def interrupt_answer(state: State, task: Task) -> None:
    """Declined: ask the next one. Played: the others may counter it before the action is cancelled."""
    actor, index, seat = (int(a) for a in task.args)
    assert task.choice is not None
    if task.choice.kind == "decline":
        push(state, "interrupt_offer", actor, index + 1)
        return
    push(state, "counter_offer", actor, seat, 0)
    play_reaction(state, state.characters[seat], task.choice.args[0], "PUB-ACT-11")


@_op("counter_offer")
def counter_offer(state: State, task: Task) -> None:
    """Anyone else in the room (the actor too) may cancel the Interruption; nobody does: the action is
    cancelled, its cost stays paid (PUB-CHAR-04)."""
    actor, interrupter, index = (int(a) for a in task.args)
    if _offer(state, interrupters(state, actor, interrupter), index, "counter_answer", (str(actor), str(interrupter))):
        return
    log(state, "PUB-ACT-11", "action_interrupted", seat=actor, by=interrupter)
    actions.cancel_action(state)


@_op("counter_answer")
def counter_answer(state: State, task: Task) -> None:
    actor, interrupter, index, seat = (int(a) for a in task.args)
    assert task.choice is not None
    if task.choice.kind == "decline":
        push(state, "counter_offer", actor, interrupter, index + 1)
        return
    log(state, "PUB-ACT-11", "interruption_cancelled", seat=seat, by=interrupter)
    play_reaction(state, state.characters[seat], task.choice.args[0], "PUB-ACT-11")


# --- Nerves of Steel and Armor: after the Attack card is drawn, before its effect ----------------------------


@_op("attack_window")
def attack_window(state: State, task: Task) -> None:
    """args: intruder id, target seat, attack card ("" = Larva infestation), reason."""
    intruder_id, seat, card, reason = int(task.args[0]), int(task.args[1]), str(task.args[2]), str(task.args[3])
    ch = state.characters[seat]
    options = []
    if reason == "surprise":
        options += [Choice("nerves_of_steel", (c,)) for c in reaction_cards(state, ch, "nerves_of_steel")]
    if ch.quests.get(ARMOR):
        options.append(Choice(ARMOR))
    for offer, _ in hooks.merged(state, Hook.ATTACK_REACTIONS).values():  # a map's or species' own reactions
        options += offer(state, ch, intruder_id, card, reason)
    if options:
        ask(state, seat, DecisionKind.REACTION, [*options, Choice("decline")], "PUB-ACT-11", "attack_reaction",
            tuple(str(a) for a in task.args))
        return
    resolve_attack(state, intruder_id, seat, card)


def resolve_attack(state: State, intruder_id: int, seat: int, card: str) -> None:
    """The attack card lands on `seat` (nobody reacted, or a reaction let it through)."""
    intruder = find_intruder(state, intruder_id)
    if intruder is not None:
        attack_effect(state, intruder, state.characters[seat], card)


@_op("attack_reaction")
def attack_reaction(state: State, task: Task) -> None:
    intruder_id, seat, card = int(task.args[0]), int(task.args[1]), str(task.args[2])
    choice = task.choice
    assert choice is not None
    ch = state.characters[seat]
    if choice.kind == "decline":
        resolve_attack(state, intruder_id, seat, card)
    elif choice.kind in hooks.merged(state, Hook.ATTACK_REACTIONS):
        hooks.merged(state, Hook.ATTACK_REACTIONS)[choice.kind][1](state, intruder_id, seat, card, str(task.args[3]),
                                                                  choice)
    elif choice.kind == ARMOR:
        del ch.quests[ARMOR]  # one use: it leaves the game (PUB-ACT-07)
        log(state, "PUB-ACT-11", "attack_ignored", seat=seat, by=ARMOR, card=card)
    else:
        log(state, "PUB-ENC-09", "attack_ignored", seat=seat, by="nerves_of_steel", card=card)
        play_reaction(state, ch, choice.args[0], "PUB-ENC-09")


# --- Motion Scanner: after a Noise roll, before its result is resolved ---------------------------------------


@_op("after_noise_roll")
def after_noise_roll(state: State, task: Task) -> None:
    """args: seat, face. A face with no effect (Silence without Slime) is not worth a question."""
    seat, face = int(task.args[0]), str(task.args[1])
    ch = state.characters[seat]
    harmless = face == "silence" and not ch.slime
    if ch.quests.get(MOTION_SCANNER) and actions.payable(ch) and not harmless:
        ask(state, seat, DecisionKind.REACTION, [Choice("reroll"), Choice("decline")], "PUB-ACT-11",
            "motion_scanner", (str(seat), face))
        return
    resolve_face(state, seat, face)


@_op("motion_scanner")
def motion_scanner(state: State, task: Task) -> None:
    seat, face = int(task.args[0]), str(task.args[1])
    assert task.choice is not None
    if task.choice.kind == "decline":
        resolve_face(state, seat, face)
        return
    log(state, "PUB-ACT-11", "reaction", seat=seat, item=MOTION_SCANNER)
    push_seq(state, [("pay", seat, 1), ("noise_reroll", seat)])


@_op("noise_reroll")
def noise_reroll(state: State, task: Task) -> None:
    """The second roll stands: once per roll (T14)."""
    seat = int(task.args[0])
    face = rng.roll(state, opt(state, "noise_die"))
    log(state, "PUB-NOISE-02", "noise_roll", seat=seat, face=face, room=state.characters[seat].room, reroll=1)
    resolve_face(state, seat, face)


# --- Rush (Soldier trait) ------------------------------------------------------------------------------------


def rush_option(state: State, seat: int) -> list[Choice]:
    """ACTION_PROVIDERS: after his first action of a round the Soldier may declare Rush, a free choice:
    1 Light Wound now for a third action this round, once a round (PUB-ROUND-10; PROPOSED timing)."""
    ch = state.characters[seat]
    if (ch.character != RUSH or ch.rushed or not is_active(ch) or state.current_seat != seat
            or state.actions_this_round != int(opt(state, "actions_per_round")) - 1):
        return []
    return [Choice("rush")]


def rush(state: State, seat: int, choice: Choice) -> None:
    """Rush: the wound, then one more action allowed in this round."""
    ch = state.characters[seat]
    ch.rushed = True
    log(state, "PUB-ROUND-10", "rush", seat=seat)
    light_wound(state, ch, 1, "PUB-ROUND-10")
    state.extra_actions += int(opt(state, "rush_actions_per_round")) - int(opt(state, "actions_per_round"))


PLUGIN = register(Plugin(id="base/reactions", kind="base", hooks={
    Hook.OPS: OPS, Hook.BEFORE_EFFECT: before_effect, Hook.ACTION_PROVIDERS: rush_option,
    Hook.ACTION_PERFORMERS: {"rush": rush}}))
