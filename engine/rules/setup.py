"""Setup for 1-5 players as two ordered tables of named steps (PUB-SETUP-01..23, PUB-COMP).

`BOARD_STEPS` run before the character draft, `CREW_STEPS` after it (`setup_done`). The core steps here are
what every game shares; the map and the species insert theirs (the ship's room tiles, Coordinates, pods and
Engines; the Intruder board) through the SETUP_STEPS hook: `edit(phase, steps) -> steps`, with `insert_before`,
`insert_after` and `replace` to name where. Player numbers (Help cards) are seat + 1: the seats are the random
deal of the Help cards (PUB-SETUP-14). The character draft (PUB-SETUP-17) is a chain of decisions; a config
may also name the characters directly. Map options read here: `start_room_tile` (where the crew starts),
`draft_cards_revealed` (whether the two drawn Draft cards are shown to every seat).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op, push
from engine.rules.board import room_with_tile
from engine.state import Character, State, Task


class SetupStep(NamedTuple):
    name: str
    run: Callable[[State], None]


def insert_before(steps: list[SetupStep], name: str, *new: SetupStep) -> list[SetupStep]:
    i = next(i for i, s in enumerate(steps) if s.name == name)
    return steps[:i] + list(new) + steps[i:]


def insert_after(steps: list[SetupStep], name: str, *new: SetupStep) -> list[SetupStep]:
    i = next(i for i, s in enumerate(steps) if s.name == name)
    return steps[:i + 1] + list(new) + steps[i + 1:]


def replace(steps: list[SetupStep], name: str, new: SetupStep) -> list[SetupStep]:
    return [new if s.name == name else s for s in steps]


def place_exploration_tokens(state: State) -> None:
    """One face-down token on each room the map's tile step left unexplored (the rooms not printed on the board,
    and any it marks so, like the Engines in a Void Seeders game, VS-SET-25), the rest boxed unseen
    (PUB-SETUP-04). Should the pool run short, the last rooms get none and are explored on entry with no effect."""
    c = cat(state)
    tokens = list(range(len(c.exploration)))
    rng.shuffle(state, tokens)
    for room in sorted(c.rooms):
        if not state.explored.get(room, c.rooms[room].slot == "special") and tokens:
            state.exploration[room] = tokens.pop()
    state.exploration_box = sorted(tokens)
    log(state, "PUB-SETUP-04", "setup_exploration", placed=len(state.exploration))


def fill_bag(state: State) -> None:
    """Bag from `bag_contents`; Adults are drawn at random; the rest is the supply (PUB-SETUP-10/23). The counts
    are by token group, the token id without its number: the kind ("adult"), or a kind and colour where a species'
    tokens of one kind differ ("metagorger_red")."""
    wanted = hooks.get(state, hooks.Hook.BAG_CONTENTS)(state)
    by_kind: dict[str, list[str]] = {}
    for token in sorted(cat(state).intruder_tokens):
        by_kind.setdefault(token.rsplit("_", 1)[0], []).append(token)
    for kind, tokens in sorted(by_kind.items()):
        pool = list(tokens)
        for _ in range(min(wanted.get(kind, 0), len(pool))):
            state.bag.append(rng.take_random(state, pool))
        state.supply.extend(pool)
    state.bag.sort()
    state.supply.sort()
    log(state, "PUB-SETUP-10", "setup_bag", bag=len(state.bag), supply=len(state.supply))


def shuffle_decks(state: State) -> None:
    """Attack, Event, Serious Wound and Contamination decks, shuffled face down (PUB-SETUP-11)."""
    c = cat(state)
    state.attack_deck = sorted(c.attack)
    state.event_deck = sorted(c.events)
    state.wound_deck = sorted(c.wounds)
    n_inf, n_clean = c.contamination["infected"], c.contamination["clean"]
    state.contamination_deck = [f"cont_{i:02d}" for i in range(1, n_inf + n_clean + 1)]
    rng.shuffle(state, state.contamination_deck)
    state.infected = sorted(state.contamination_deck[:n_inf])  # hidden truth (PUB-CONT-03)
    for deck in (state.attack_deck, state.event_deck, state.wound_deck, state.contamination_deck):
        rng.shuffle(state, deck)
    log(state, "PUB-SETUP-11", "setup_decks")


def set_time(state: State) -> None:
    state.time = int(opt(state, "time_track_start"))
    log(state, "PUB-SETUP-13", "setup_time", time=state.time)


def deal_help_cards(state: State) -> None:
    """Help card n (the player number) and inventory holder n to seat n - 1 (PUB-SETUP-14/15)."""
    state.player_numbers = [seat + 1 for seat in range(len(state.characters))]
    for seat, number in enumerate(state.player_numbers):
        log(state, "PUB-SETUP-14", "help_card", seat=seat, number=number)
    log(state, "PUB-SETUP-15", "inventory_holders", seats=len(state.player_numbers))


def objective_layout(options: dict, config: Mapping, seats: int) -> list[str]:
    """The decks each player is dealt from (option objective_hands by mode): 1 Corporate + 1 Personal; solo 2 and
    co-op 1 Solo/Co-op card (PUB-SETUP-16, PUB-SOLO-01, PUB-COOP-01); the prototype's 2 Primary Objectives, 2 or 1
    Alternative ones (BASE-SETUP-13, BASE-SOLO-02, BASE-COOP-01). A 1-seat game is a solo game."""
    mode = str(config.get("mode", "normal"))
    mode = "solo" if seats == 1 else mode
    return list(options["objective_hands"][mode])


def objective_hands(state: State) -> list[list[str]]:
    seats = len(state.characters)
    return [objective_layout(cat(state).options, state.config, seats)] * seats


def objective_deck(options: dict, card_deck: str) -> str:
    """The deck an Objective card is dealt from: its own, or the pool that gathers it (option objective_pools:
    the prototype's Primary Objectives are the Corporate and Personal cards together)."""
    return next((pool for pool, decks in options["objective_pools"].items() if card_deck in decks), card_deck)


def deal_objectives(state: State) -> None:
    """Drop cards needing more players, shuffle each deck, deal secretly, box the rest (PUB-SETUP-16)."""
    seats = len(state.characters)
    decks: dict[str, list[str]] = {}
    options = cat(state).options
    for card in sorted(cat(state).objectives.values(), key=lambda o: o.id):
        if card.min_players <= seats:
            decks.setdefault(objective_deck(options, card.deck), []).append(card.id)
    for deck in decks.values():
        rng.shuffle(state, deck)
    state.objectives = {}
    for seat, wanted in enumerate(objective_hands(state)):
        hand = [decks[deck].pop() for deck in wanted]
        state.objectives[str(seat)] = hand
        log(state, "PUB-SETUP-16", "objectives_dealt", visible_to=(seat,), seat=seat, cards=",".join(hand))
    log(state, "PUB-SETUP-16", "objectives_dealt_all", seats=seats)


def plugin_setup(state: State) -> None:
    """The older SETUP hook: plug-in parts that set up after the draft (the Item decks, quest items)."""
    for step in hooks.collect(state, hooks.Hook.SETUP):
        step(state)


def announce_first_player(state: State) -> None:
    log(state, "PUB-SETUP-19", "first_player", seat=state.first_player)


BOARD_STEPS = (
    SetupStep("exploration_tokens", place_exploration_tokens),
    SetupStep("bag", fill_bag),
    SetupStep("decks", shuffle_decks),
    SetupStep("time", set_time),
    SetupStep("help_cards", deal_help_cards),
)
CREW_STEPS = (
    SetupStep("objectives", deal_objectives),
    SetupStep("plugin_setup", plugin_setup),
    SetupStep("first_player", announce_first_player),
)


def setup_steps(state: State, phase: str) -> list[SetupStep]:
    """The steps of `phase` ("board" or "crew") for this game, after every active plug-in's edits."""
    steps = list(BOARD_STEPS if phase == "board" else CREW_STEPS)
    for edit in hooks.collect(state, hooks.Hook.SETUP_STEPS):
        steps = edit(phase, steps)
    return steps


def start_character(state: State, seat: int, character: str) -> None:
    """Miniature in the start room, shuffled 10-card deck, starting weapon full (PUB-SETUP-18)."""
    c = cat(state)
    cdef = c.characters[character]
    room = room_with_tile(state, str(opt(state, "start_room_tile")))
    deck = [card.id for card in cdef.cards]
    rng.shuffle(state, deck)
    state.characters[seat] = Character(seat=seat, character=character, room=room, deck=deck,
                                       weapons={cdef.weapon.id: cdef.weapon.ammo})
    log(state, "PUB-SETUP-18", "character_ready", seat=seat, character=character, room=room)


def new_state(config: dict[str, str | int]) -> State:
    """A fresh game up to the character draft (the flow then runs the draft and the first turn)."""
    seats = int(config["seats"])
    state = State(config=dict(config), rng=rng.seed_state(int(config["seed"])))
    for plugin in hooks.with_state(state):
        state.ext[plugin.id] = plugin.state()
    state.characters = [Character(seat=s, character="", room="", status="drafting") for s in range(seats)]
    log(state, "PUB-SETUP-01", "setup_start", seats=seats)  # never the seed: it would replay every hidden fact
    for step in setup_steps(state, "board"):
        step.run(state)
    state.first_player = 0  # PUB-SETUP-19: player 1
    chosen = [c for c in str(config.get("characters", "")).split(",") if c]
    if chosen:
        for seat, character in enumerate(chosen):
            start_character(state, seat, character)
        push(state, "setup_done")
    else:
        state.stack.append(Task(op="draft", args=(0,)))
    return state


@op("draft")
def draft(state: State, task: Task) -> None:
    """Player N draws 2 draft cards, keeps 1, shuffles the other back (PUB-SETUP-17, PUB-CHAR-06); with
    draft_offer = 0 every free character is offered (the prototype, BASE-SETUP-14); with draft_cards_revealed the
    two drawn cards are shown to every seat (a map that reveals them, LD-SETUP-19)."""
    seat = int(task.args[0])
    taken = {ch.character for ch in state.characters if ch.character}
    pool = hooks.modify(state, "draft_pool", sorted(c for c in cat(state).characters if c not in taken))
    size = int(opt(state, "draft_offer"))
    offer = [rng.take_random(state, pool) for _ in range(min(size, len(pool)))] if size else pool  # 0: all free
    seen = None if opt(state, "draft_cards_revealed") else (seat,)  # a map may reveal them (LD-SETUP-19)
    log(state, "PUB-SETUP-17", "draft_offer", visible_to=seen, seat=seat, offer=",".join(offer))
    ask(state, seat, DecisionKind.CHOOSE_CHARACTER, [Choice("character", (c,)) for c in offer],
        "PUB-SETUP-17", "drafted", (str(seat),))


@op("drafted")
def drafted(state: State, task: Task) -> None:
    seat = int(task.args[0])
    assert task.choice is not None
    start_character(state, seat, task.choice.args[0])
    if seat + 1 < len(state.characters):
        push(state, "draft", seat + 1)
    else:
        push(state, "setup_done")


@op("setup_done")
def setup_done(state: State, task: Task) -> None:
    """The crew steps (the map's hidden systems, Objectives, plug-ins' own), then the first Turn (PUB-SETUP-21)."""
    for step in setup_steps(state, "crew"):
        step.run(state)
    push(state, "turn_start")
    if opt(state, "objective_choice") == "setup":  # the prototype keeps 1 of 2 at setup (BASE-SETUP-16)
        from engine.rules.objectives import start_choice

        start_choice(state)
