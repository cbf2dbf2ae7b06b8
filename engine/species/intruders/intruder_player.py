"""The optional Intruder-player mode (PUB-IPLAYER-01..07, T15). Config `intruder_player = 1` (not in co-op).

- The first character to die makes its player the Intruder player (deaths with no decision between
  them are simultaneous: the lower player number). Their deck is dealt at the start of the next Turn;
  the current Turn ends normally (PUB-IPLAYER-01).
- Player phase: draw 3 (hand limit 4) after the crew's draw; the First Player token skips them; in
  each round in turn order they play 1 card or pass; passing keeps at most 1 card (PUB-IPLAYER-02).
  Options: ip_draw, ip_hand_limit, ip_keep_on_pass, ip_planning_draw, ip_self_healing (ruleset.toml).
  turn.next_round gives the seat rounds (marked edit); ROUND_START swaps its `choose_action` step for
  `ip_round`.
- A card is played as MOVE (any Intruder through a corridor with the card's number, "any" = any
  corridor; Technical Corridor and Door rules apply), ATTACK (an Intruder attacks a character in its
  room: draw N Attack cards, use 1, the rest go under the deck) or EFFECT (PUB-IPLAYER-03/06/07).
- Event phase: only Time and Fire damage (PUB-IPLAYER-04). They cannot win (victory.py, PUB-IPLAYER-05).
"""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import draw_from, heal_intruder, log, remove_intruder
from engine.flow import ask, op, push
from engine.hooks import Hook, Plugin, register
from engine.rules.board import characters_in, corridors_of, find_intruder, is_active
from engine.rules.intruder_moves import move_through
from engine.rules.turn import base_event_phase_steps
from engine.species.intruders.events import eclosion, hunt
from engine.species.intruders.larvae import infest
from engine.state import State, Task


def enabled(state: State) -> bool:
    return bool(int(state.config.get("intruder_player", 0) or 0))


def ip_active(state: State) -> bool:
    """The Intruder player has taken over (their deck is dealt), from the Player phase after the death."""
    return state.intruder_player >= 0 and bool(state.ip_deck or state.ip_hand or state.ip_discard)


def _number(state: State, seat: int) -> int:
    return state.player_numbers[seat] if seat < len(state.player_numbers) else seat + 1


def _chosen_at(state: State) -> int | None:
    for entry in reversed(state.log):
        if entry.kind == "intruder_player_chosen":
            return int(entry.args["decisions"])
    return None


def on_death(state: State, ch) -> None:
    """CHARACTER_DEATH: the first death picks the Intruder player (PUB-IPLAYER-01)."""
    if not enabled(state) or ip_active(state):
        return
    ch.passed = True  # no more rounds this Turn
    current = state.intruder_player
    if current >= 0 and not (_chosen_at(state) == state.decisions and _number(state, ch.seat) < _number(state, current)):
        return
    state.intruder_player = ch.seat
    log(state, "PUB-IPLAYER-01", "intruder_player_chosen", seat=ch.seat, decisions=state.decisions)


def draw_ip(state: State) -> None:
    """Draw 3, never above the hand limit of 4 (PUB-IPLAYER-02)."""
    count = min(int(opt(state, "ip_draw")), int(opt(state, "ip_hand_limit")) - len(state.ip_hand))
    drawn = []
    for _ in range(count):
        card = draw_from(state, state.ip_deck, state.ip_discard, "PUB-IPLAYER-02", "intruder_player")
        if card is None:
            break
        drawn.append(card)
    state.ip_hand.extend(drawn)
    state.ip_hand.sort()
    log(state, "PUB-IPLAYER-02", "ip_cards_drawn", seat=state.intruder_player, count=len(drawn))
    log(state, "PUB-IPLAYER-02", "ip_cards_seen", visible_to=(state.intruder_player,), cards=",".join(drawn))


def ip_turn_start(state: State) -> None:
    """TURN_START: deal the deck on the first Turn after the death, draw, take part in the rounds."""
    if state.intruder_player < 0:
        return
    if not ip_active(state):
        state.ip_deck = sorted(cat(state).ip_cards)
        rng.shuffle(state, state.ip_deck)
        log(state, "PUB-IPLAYER-01", "intruder_player_joins", seat=state.intruder_player)
    draw_ip(state)
    state.characters[state.intruder_player].passed = False


def ip_round_start(state: State, seat: int) -> None:
    """ROUND_START: the Intruder player's round replaces the character's action choice."""
    if seat != state.intruder_player or not ip_active(state):
        return
    for k in range(len(state.stack) - 1, -1, -1):
        task = state.stack[k]
        if task.op == "choose_action" and int(task.args[0]) == seat:
            state.stack[k] = Task(op="ip_round", args=(seat,))
            return


# --- what a card can do now ----------------------------------------------------------------------

def move_options(state: State, card: str) -> list[Choice]:
    """MOVE: any Intruder through a corridor with the card's number; "any" = any of its corridors."""
    data = cat(state).ip_cards[card]
    out = []
    for intruder in state.intruders:
        if data.move == "any":
            corridors = corridors_of(state, intruder.room)
        else:
            target = cat(state).die_targets[intruder.room].get(int(data.move))
            corridors = [target] if target else []
        out.extend(Choice("ip_move", (card, str(intruder.id), c)) for c in sorted(set(corridors)))
    return out


def attack_options(state: State, card: str) -> list[Choice]:
    """ATTACK: an Intruder attacks a character in its room, the Intruder player picks whom (PUB-IPLAYER-06)."""
    return [Choice("ip_attack", (card, str(i.id), str(ch.seat)))
            for i in state.intruders for ch in characters_in(state, i.room)]


def effect_options(state: State, card: str) -> list[Choice]:
    effect = cat(state).ip_cards[card].effect
    if effect == "pursuit":
        return [Choice("ip_effect", (card, str(ch.seat))) for ch in state.characters if is_active(ch)]
    if effect == "self_healing":
        return [Choice("ip_effect", (card, str(i.id))) for i in state.intruders if i.injuries > 0]
    if effect == "planning" and not (state.event_deck or state.event_discard):
        return []
    return [Choice("ip_effect", (card,))]


def play_options(state: State) -> list[Choice]:
    out: list[Choice] = []
    for card in sorted(set(state.ip_hand)):
        out += move_options(state, card) + attack_options(state, card) + effect_options(state, card)
    return out


@op("ip_round")
def ip_round(state: State, task: Task) -> None:
    """Play 1 card or pass (PUB-IPLAYER-02)."""
    seat = int(task.args[0])
    options = play_options(state)
    if not options:
        push(state, "ip_pass", seat)
        return
    ask(state, seat, DecisionKind.CHOOSE_ACTION, [Choice("pass"), *options], "PUB-IPLAYER-02", "ip_played",
        (str(seat),))


@op("ip_played")
def ip_played(state: State, task: Task) -> None:
    seat = int(task.args[0])
    choice = task.choice
    assert choice is not None
    if choice.kind == "pass":
        push(state, "ip_pass", seat)
        return
    card = choice.args[0]
    state.ip_hand.remove(card)
    state.ip_discard.append(card)
    log(state, "PUB-IPLAYER-03", "ip_card_played", seat=seat, card=card, how=choice.kind.removeprefix("ip_"),
        args=",".join(choice.args[1:]))
    push(state, "next_round", seat + 1)
    PLAYS[choice.kind](state, seat, card, choice.args[1:])


def _move(state: State, seat: int, card: str, args: tuple[str, ...]) -> None:
    intruder = find_intruder(state, int(args[0]))
    if intruder is not None:
        move_through(state, [intruder], args[1], "PUB-IPLAYER-03")


def _attack(state: State, seat: int, card: str, args: tuple[str, ...]) -> None:
    """Draw N Attack cards, use 1, the rest under the deck (PUB-IPLAYER-03); the attack is then normal."""
    intruder, target = find_intruder(state, int(args[0])), state.characters[int(args[1])]
    if intruder is None or not is_active(target) or target.room != intruder.room:
        return
    if intruder.kind == "larva":  # a Larva attack draws no card (PUB-INTRUDER-04)
        log(state, "PUB-INTRUDER-01", "intruder_attacks", intruder=intruder.id, kind=intruder.kind,
            seat=target.seat, reason="intruder_player")
        remove_intruder(state, intruder, "PUB-INTRUDER-04", "larva_attached")
        infest(state, target, "PUB-INTRUDER-04")
        return
    drawn = []
    for _ in range(cat(state).ip_cards[card].attack_draw):
        c = draw_from(state, state.attack_deck, state.attack_discard, "PUB-INJ-07", "attack")
        if c is not None:
            drawn.append(c)
    if not drawn:
        return
    state.attack_deck[:0] = drawn  # kept under the deck until one is picked
    if len(set(drawn)) > 1:
        ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("attack_card", (c,)) for c in drawn], "PUB-IPLAYER-03",
            "ip_attack_card", (args[0], args[1], *drawn))
        return
    _use_attack_card(state, drawn[0], args[0], args[1])


def _use_attack_card(state: State, chosen: str, intruder: str, seat: str) -> None:
    state.attack_deck.remove(chosen)
    state.attack_deck.append(chosen)  # on top: the normal attack step draws it
    push(state, "intruder_attack", int(intruder), int(seat), "intruder_player")


@op("ip_attack_card")
def ip_attack_card(state: State, task: Task) -> None:
    assert task.choice is not None
    _use_attack_card(state, task.choice.args[0], str(task.args[0]), str(task.args[1]))


def _event_card(state: State, effect: str):
    return next((e for e in sorted(cat(state).events.values(), key=lambda e: e.id) if e.effect == effect), None)


def _effect(state: State, seat: int, card: str, args: tuple[str, ...]) -> None:
    effect = cat(state).ip_cards[card].effect
    if effect == "pursuit":
        push(state, "noise_roll", int(args[0]))
    elif effect == "coordinated_hunt":
        hunt(state, _event_card(state, "hunt"))  # PUB-IPLAYER-07: exactly as Hunt
    elif effect == "metamorphosis":
        eclosion(state, _event_card(state, "eclosion"))  # PUB-IPLAYER-07: exactly as Eclosion
    elif effect == "self_healing":
        intruder = find_intruder(state, int(args[0]))
        if intruder is not None:
            heal_intruder(state, intruder, int(opt(state, "ip_self_healing")), "PUB-IPLAYER-03")
    elif effect == "planning":
        drawn = []
        for _ in range(int(opt(state, "ip_planning_draw"))):
            c = draw_from(state, state.event_deck, state.event_discard, "PUB-EVENT-03", "event")
            if c is not None:
                drawn.append(c)
        state.event_deck.extend(reversed(drawn))  # they stay on top of the deck while the choice is made
        if len(drawn) > 1:
            ask(state, seat, DecisionKind.CHOOSE_OPTION, [Choice("event", (c,)) for c in drawn], "PUB-IPLAYER-07",
                "ip_planned", tuple(drawn))
        elif drawn:
            _plan(state, drawn[0], drawn)


def _plan(state: State, chosen: str, drawn: list[str]) -> None:
    """The 2 others are discarded; the chosen one resolves as in Event step 7 (PUB-IPLAYER-07)."""
    for card in drawn:
        state.event_deck.remove(card)
    state.event_discard.extend(c for c in drawn if c != chosen)
    state.event_deck.append(chosen)
    log(state, "PUB-IPLAYER-07", "ip_planned", card=chosen, discarded=len(drawn) - 1)
    push(state, "ev_event_card")


@op("ip_planned")
def ip_planned(state: State, task: Task) -> None:
    assert task.choice is not None
    _plan(state, task.choice.args[0], [str(a) for a in task.args])


PLAYS = {"ip_move": _move, "ip_attack": _attack, "ip_effect": _effect}


@op("ip_pass")
def ip_pass(state: State, task: Task) -> None:
    """Passing: keep at most 1 card, discard the rest (PUB-IPLAYER-02)."""
    seat = int(task.args[0])
    state.characters[seat].passed = True
    log(state, "PUB-IPLAYER-02", "passed", seat=seat)
    push(state, "next_round", seat + 1)
    if state.ip_hand:
        options = [Choice("keep", (c,)) for c in sorted(set(state.ip_hand))] + [Choice("discard_all")]
        ask(state, seat, DecisionKind.CHOOSE_DISCARD, options, "PUB-IPLAYER-02", "ip_kept", (str(seat),))


@op("ip_kept")
def ip_kept(state: State, task: Task) -> None:
    assert task.choice is not None
    keep = list(task.choice.args[:int(opt(state, "ip_keep_on_pass"))])
    rest = list(state.ip_hand)
    for c in keep:
        rest.remove(c)
    state.ip_hand = keep
    state.ip_discard.extend(rest)
    log(state, "PUB-IPLAYER-02", "ip_discarded", seat=int(task.args[0]), count=len(rest), kept=len(keep))


def event_steps(state: State) -> list[tuple[str, str]]:
    """EVENT_PHASE_STEPS: only Time and Fire damage once the Intruder player plays (PUB-IPLAYER-04)."""
    steps = base_event_phase_steps(state)
    if not ip_active(state):
        return steps
    return [(name, rule) for name, rule in steps if name in ("ev_time", "ev_fire")]


PLUGIN = register(Plugin(id="species:intruders/intruder_player", kind="species", hooks={
    Hook.SERVICES: {"ip_play_options": play_options},
    Hook.CHARACTER_DEATH: on_death,
    Hook.TURN_START: ip_turn_start,
    Hook.ROUND_START: ip_round_start,
    Hook.EVENT_PHASE_STEPS: event_steps,
}))
