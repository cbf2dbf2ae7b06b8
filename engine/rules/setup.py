"""Setup of the published game for 1-5 players (PUB-SETUP-01..23, PUB-COMP).

Board steps 1-13 and crew steps 14-20. Player numbers (Help cards) are seat + 1: the seats are the
random deal of the Help cards (PUB-SETUP-14). The character draft (PUB-SETUP-17) is a chain of
decisions; a config may also name the characters directly.

The hidden ship systems (Coordinates, Destination, Escape Pods, Engines: steps 5-8) and the Objectives
(step 16) are drawn in `setup_done`, after the draft: they neither depend on the draft nor change it,
and drawing them last keeps the board and the character decks of a seed as they were. Their use
(Cockpit, Engines, pods, objective choice and check) is part 2.
"""

from __future__ import annotations

from engine import hooks, rng
from engine.catalog import cat, opt
from engine.decisions import Choice, DecisionKind
from engine.effects import log
from engine.flow import ask, op, push
from engine.rules.board import room_with_tile
from engine.state import Character, Pod, State, Task

HIBERNATORIUM = "hibernatorium"
ENGINE_TOKENS = ("damaged", "working")  # PUB-SETUP-08: 1 of each per Engine


def base_bag_contents(state: State) -> dict[str, int]:
    """Starting bag: 1 Blank, 1 Queen, 1 Creeper, 4 Larvae, 3 + N Adults (PUB-SETUP-10, PUB-BAG-01)."""
    start = cat(state).bag_start
    n = int(state.config["seats"])
    return {"blank": start["blank"], "queen": start["queen"], "creeper": start["creeper"],
            "larva": start["larva"], "adult": start["adult_base"] + n}


def place_room_tiles(state: State) -> None:
    """Random '2' tiles on the 5 '2' slots (4 boxed), all '1' tiles on the '1' slots (PUB-SETUP-02/03)."""
    c = cat(state)
    ones = sorted(t.id for t in c.tiles.values() if t.set == 1)
    twos = sorted(t.id for t in c.tiles.values() if t.set == 2)
    rng.shuffle(state, ones)
    rng.shuffle(state, twos)
    for room in sorted(c.rooms):
        r = c.rooms[room]
        if r.slot == "special":
            state.tiles[room] = r.special
            state.explored[room] = True  # PUB-EXPLORE-04
        elif r.slot == "slot1":
            state.tiles[room] = ones.pop()
            state.explored[room] = False
        else:
            state.tiles[room] = twos.pop()
            state.explored[room] = False
    state.unused_tiles = sorted(twos + ones)
    log(state, "PUB-SETUP-02", "setup_tiles", boxed=len(state.unused_tiles))


def place_exploration_tokens(state: State) -> None:
    """One face-down token on each room tile, the rest boxed unseen (PUB-SETUP-04)."""
    c = cat(state)
    tokens = list(range(len(c.exploration)))
    rng.shuffle(state, tokens)
    for room in sorted(c.rooms):
        if c.rooms[room].slot != "special":
            state.exploration[room] = tokens.pop()
    state.exploration_box = sorted(tokens)
    log(state, "PUB-SETUP-04", "setup_exploration", placed=len(state.exploration))


def fill_bag(state: State) -> None:
    """Bag from `bag_contents`; Adults are drawn at random; the rest is the supply (PUB-SETUP-10/23)."""
    wanted = hooks.get(state, hooks.Hook.BAG_CONTENTS)(state)
    by_kind: dict[str, list[str]] = {}
    for token, (kind, _danger) in sorted(cat(state).intruder_tokens.items()):
        by_kind.setdefault(kind, []).append(token)
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


def setup_intruder_board(state: State) -> None:
    """5 Eggs and 3 face-down Weakness cards on the Egg / Corpse / Carcass slots (PUB-SETUP-09)."""
    state.eggs = int(opt(state, "eggs_at_setup"))
    cards = sorted(cat(state).weaknesses)
    rng.shuffle(state, cards)
    for slot in ("egg", "corpse", "carcass"):
        state.weaknesses[slot] = cards.pop()
    log(state, "PUB-SETUP-09", "setup_intruder_board", eggs=state.eggs)


def place_coordinates(state: State) -> None:
    """1 random Coordinates card face down by the Cockpit, the rest boxed; marker on B (PUB-SETUP-05/06)."""
    cards = sorted(cat(state).coordinates)
    state.coordinates = rng.take_random(state, cards)
    log(state, "PUB-SETUP-05", "setup_coordinates", boxed=len(cards))
    state.destination = str(opt(state, "destination_start"))
    log(state, "PUB-SETUP-06", "destination_set", position=state.destination)


def place_escape_pods(state: State) -> None:
    """Random pods by player count, ascending numbers alternating A, B, A, ...; all Locked (PUB-SETUP-07)."""
    wanted = int(opt(state, "escape_pods")[str(len(state.characters))])
    tokens = list(range(1, int(opt(state, "escape_pod_tokens")) + 1))
    chosen = sorted(rng.take_random(state, tokens) for _ in range(min(wanted, len(tokens))))
    state.pods = [Pod(number=n, section="AB"[k % 2], locked=True) for k, n in enumerate(chosen)]
    for pod in state.pods:
        log(state, "PUB-SETUP-07", "pod_placed", number=pod.number, section=pod.section)


def stack_engine_tokens(state: State) -> None:
    """Each Engine: its Damaged and Working tokens shuffled face down; the top one is the truth (PUB-SETUP-08)."""
    engines = sorted(r.special for r in cat(state).rooms.values() if r.special.startswith("engine_"))
    for engine in engines:
        stack = list(ENGINE_TOKENS)
        rng.shuffle(state, stack)
        state.engines[engine] = stack
    log(state, "PUB-SETUP-08", "setup_engines", engines=len(engines))


def deal_help_cards(state: State) -> None:
    """Help card n (the player number) and inventory holder n to seat n - 1 (PUB-SETUP-14/15)."""
    state.player_numbers = [seat + 1 for seat in range(len(state.characters))]
    for seat, number in enumerate(state.player_numbers):
        log(state, "PUB-SETUP-14", "help_card", seat=seat, number=number)
    log(state, "PUB-SETUP-15", "inventory_holders", seats=len(state.player_numbers))


def objective_hands(state: State) -> list[list[str]]:
    """The decks each player is dealt from: 1 Corporate + 1 Personal; solo 2 and co-op 1 Solo/Co-op card
    (PUB-SETUP-16, PUB-SOLO-01, PUB-COOP-01). A 1-seat game is a solo game."""
    seats = len(state.characters)
    mode = state.config.get("mode", "normal")
    if seats == 1 or mode == "solo":
        return [["solo_coop", "solo_coop"]] * seats
    if mode == "coop":
        return [["solo_coop"]] * seats
    return [["corporate", "personal"]] * seats


def deal_objectives(state: State) -> None:
    """Drop cards needing more players, shuffle each deck, deal secretly, box the rest (PUB-SETUP-16)."""
    seats = len(state.characters)
    decks: dict[str, list[str]] = {}
    for card in sorted(cat(state).objectives.values(), key=lambda o: o.id):
        if card.min_players <= seats:
            decks.setdefault(card.deck, []).append(card.id)
    for deck in decks.values():
        rng.shuffle(state, deck)
    state.objectives = {}
    for seat, wanted in enumerate(objective_hands(state)):
        hand = [decks[deck].pop() for deck in wanted]
        state.objectives[str(seat)] = hand
        log(state, "PUB-SETUP-16", "objectives_dealt", visible_to=(seat,), seat=seat, cards=",".join(hand))
    log(state, "PUB-SETUP-16", "objectives_dealt_all", seats=seats)


def setup_board(state: State) -> None:
    """Board steps 1-4 and 9-13 (steps 5-8, the hidden ship systems, run in `setup_done`)."""
    place_room_tiles(state)
    place_exploration_tokens(state)
    setup_intruder_board(state)
    fill_bag(state)
    shuffle_decks(state)
    state.time = int(opt(state, "time_track_start"))
    log(state, "PUB-SETUP-13", "setup_time", time=state.time)


def start_character(state: State, seat: int, character: str) -> None:
    """Miniature in the Hibernatorium, shuffled 10-card deck, starting weapon full (PUB-SETUP-18)."""
    c = cat(state)
    cdef = c.characters[character]
    room = room_with_tile(state, HIBERNATORIUM)
    deck = [card.id for card in cdef.cards]
    rng.shuffle(state, deck)
    state.characters[seat] = Character(seat=seat, character=character, room=room, deck=deck,
                                       weapons={cdef.weapon.id: cdef.weapon.ammo})
    log(state, "PUB-SETUP-18", "character_ready", seat=seat, character=character, room=room)


def new_state(config: dict[str, str | int]) -> State:
    """A fresh game up to the character draft (the flow then runs the draft and the first turn)."""
    seats = int(config["seats"])
    state = State(config=dict(config), rng=rng.seed_state(int(config["seed"])))
    state.characters = [Character(seat=s, character="", room="", status="drafting") for s in range(seats)]
    log(state, "PUB-SETUP-01", "setup_start", seats=seats)  # never the seed: it would replay every hidden fact
    setup_board(state)
    deal_help_cards(state)
    state.objects = {}
    hib = room_with_tile(state, HIBERNATORIUM)
    state.objects[hib] = ["corpse_blue"]  # PUB-SETUP-20
    log(state, "PUB-SETUP-20", "object_placed", room=hib, object="corpse_blue")
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
    """Player N draws 2 draft cards, keeps 1, shuffles the other back (PUB-SETUP-17, PUB-CHAR-06)."""
    seat = int(task.args[0])
    taken = {ch.character for ch in state.characters if ch.character}
    pool = sorted(c for c in cat(state).characters if c not in taken)
    offer = [rng.take_random(state, pool) for _ in range(min(2, len(pool)))]
    log(state, "PUB-SETUP-17", "draft_offer", visible_to=(seat,), seat=seat, offer=",".join(offer))
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
    """Ship systems and Objectives, plug-in setup steps (items), then the first Turn (PUB-SETUP-21)."""
    place_coordinates(state)
    place_escape_pods(state)
    stack_engine_tokens(state)
    deal_objectives(state)
    steps = hooks.collect(state, hooks.Hook.SETUP)
    if not steps:
        log(state, "PUB-SETUP-18", "not_implemented",
            what="item decks, quest items, room actions and character cards' own effects (engine part 2)")
    for step in steps:
        step(state)
    log(state, "PUB-SETUP-19", "first_player", seat=state.first_player)
    push(state, "turn_start")
