"""The Facility's setup steps (lockdown-base.md §2, LD-SETUP-02..20), inserted into the core tables
(engine/rules/setup.py): room tiles before the exploration tokens (10 "I", 6 of 9 "II", the fixed rooms);
after them the Elevator, Main Gate and Rover, the Power tokens, the CSS tokens and the Computer Action deck;
after the draft each character moves to the start room of its class with its Knowledge, and the Contingency
tokens are dealt (secret), one of them Active."""

from __future__ import annotations

from engine import rng
from engine.catalog import cat, opt
from engine.effects import log
from engine.maps.lockdown.cards import lockdown_cards
from engine.maps.lockdown.state import SECTIONS_AND_ELEVATOR, Power, lockdown_state
from engine.rules.board import room_with_tile
from engine.rules.setup import SetupStep, insert_after, insert_before
from engine.state import State

EXT = "map:lockdown"


def facility(state: State):
    """The Facility facts of the catalog (board.toml `[facility]`, read by content.py)."""
    return cat(state).ext[EXT]["facility"]


def place_room_tiles(state: State) -> None:
    """All 10 "I" tiles on the "I" slots, 6 of the 9 "II" tiles on the "II" slots, the rest boxed unseen; the
    fixed rooms face up and explored (LD-SETUP-02..04, LD-MOVE-03). A species without Slime takes the map's Slime
    rooms out first (option `remove_slime_tiles`: the Void Seeders leave the Contaminated Room out, LVS-SET-03)."""
    c = cat(state)
    gone = set(opt(state, "slime_tiles")) if c.options.get("remove_slime_tiles") else set()
    ones = sorted(t.id for t in c.tiles.values() if t.set == 1)
    twos = sorted(t.id for t in c.tiles.values() if t.set == 2 and t.id not in gone)
    if gone:
        for tile in sorted(gone):
            log(state, "LD-SETUP-03", "tile_left_out", tile=tile)
    rng.shuffle(state, ones)
    rng.shuffle(state, twos)
    for room in sorted(c.rooms):
        r = c.rooms[room]
        if r.slot == "special":
            state.tiles[room] = r.special
            state.explored[room] = True
        else:
            state.tiles[room] = (ones if r.slot == "slot1" else twos).pop()
            state.explored[room] = False
    state.unused_tiles = sorted(twos + ones)
    log(state, "LD-SETUP-03", "setup_tiles", boxed=len(state.unused_tiles))


def place_facility_tokens(state: State) -> None:
    """The Elevator beside its start room, the Main Gate closed, the Rover at the Exit Room (LD-SETUP-06); the 4
    Power tokens shuffled onto the 3 Sections and the Elevator, 1 and 2 blue, 3 and 4 red (LD-SETUP-07); the CSS
    tokens face down on the CSS slots of the Time track, one boxed (LD-SETUP-08); the Computer Action deck with
    its top card up, never the Lock-down card (LD-SETUP-11)."""
    s = lockdown_state(state)
    fac = facility(state)
    s.elevator = fac.elevator_start
    s.rover = fac.rover_start
    numbers = [1, 2, 3, 4]
    rng.shuffle(state, numbers)
    s.power = {slot: Power(n, n <= int(opt(state, "power_tokens_on_at_start"))) for slot, n in
               zip(SECTIONS_AND_ELEVATOR, numbers, strict=True)}
    log(state, "LD-SETUP-07", "power_placed", on=",".join(k for k, p in s.power.items() if p.on))
    cards = lockdown_cards(cat(state))
    faces = list(cards["css_faces"])
    rng.shuffle(state, faces)
    s.css = {str(slot): faces.pop() for slot in cards["css_slots"]}
    log(state, "LD-SETUP-08", "css_placed", slots=len(s.css), boxed=len(faces))
    deck = sorted(cards["computer"])
    rng.shuffle(state, deck)
    lock = cards["computer_lockdown"]
    while deck[-1] == lock:  # LD-SETUP-11: Lock-down is shuffled back until another card is on top
        rng.shuffle(state, deck)
    s.computer_up = deck.pop()
    s.computer_deck = deck
    log(state, "LD-SETUP-11", "computer_revealed", card=s.computer_up)


def character_class(state: State, character: str) -> str:
    """"facility_worker" or "nemesis_survivor" (LD-CHAR-02): every character not of the Lockdown box's Facility
    Workers is a Nemesis Survivor (LD-NEMCHAR-03)."""
    return str(opt(state, "character_classes").get(character, "nemesis_survivor"))


def start_rooms(state: State) -> None:
    """Each character stands in its class's start room with its class's Knowledge, inactive (LD-SETUP-20)."""
    s = lockdown_state(state)
    rooms = opt(state, "class_start_tiles")
    knowledge = opt(state, "class_knowledge")
    for ch in state.characters:
        cls = character_class(state, ch.character)
        ch.room = room_with_tile(state, rooms[cls])
        s.knowledge[str(ch.seat)] = int(knowledge[cls])
        log(state, "LD-SETUP-20", "start_room", seat=ch.seat, room=ch.room, knowledge=s.knowledge[str(ch.seat)])


def deal_contingencies(state: State) -> None:
    """1 token on the Active slot, then per player (2 each with 1-2 players, else 1; co-op none), the rest to
    the Neutral Pool; co-op shows one Neutral token at once (LD-SETUP-18, LD-SOLO-02, LD-COOP-02/03)."""
    s = lockdown_state(state)
    cards = lockdown_cards(cat(state))
    tokens = sorted(cards["contingency"])
    rng.shuffle(state, tokens)
    deal = cards["contingency_deal"]
    seats = len(state.characters)
    coop = str(state.config.get("mode", "normal")) == "coop" and seats > 1
    s.contingency = {"active": [tokens.pop() for _ in range(deal.active)]}
    each = deal.coop_held if coop else deal.held[seats]
    for seat in range(seats):
        s.contingency[str(seat)] = [tokens.pop() for _ in range(each)]
        log(state, "LD-SETUP-18", "contingency_dealt", visible_to=(seat,), seat=seat, count=each)
    s.contingency["neutral"] = tokens
    if coop:
        for _ in range(min(deal.coop_revealed, len(tokens))):
            s.contingency_public.append(s.contingency["neutral"].pop())
    log(state, "LD-SETUP-18", "contingency_pool", neutral=len(s.contingency["neutral"]))


def edit_steps(phase: str, steps: list[SetupStep]) -> list[SetupStep]:
    if phase == "board":
        steps = insert_before(steps, "exploration_tokens", SetupStep("room_tiles", place_room_tiles))
        return insert_after(steps, "exploration_tokens", SetupStep("facility_tokens", place_facility_tokens))
    return insert_before(steps, "objectives", SetupStep("start_rooms", start_rooms),
                         SetupStep("contingency", deal_contingencies))
