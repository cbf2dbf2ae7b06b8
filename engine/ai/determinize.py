"""Determinisation: one complete engine `State` drawn from what a seat's `View` shows (information-set MCTS).

`determinize(view, holder)` copies every public fact of the view and fills every hidden part at random,
consistently with the view: `view(det, seat)` equals the view it came from (the log aside), card and token
counts are conserved, and every option of the seat's pending decision can be applied to it. It reads only
the View (never a State) and draws only from `holder`, so the same view and seed give the same state.

Resampled, uniformly among what the view allows:
- unexplored room tiles: the set-1 tiles not yet turned up go to the "1" slots (all 11 are in play), a random
  5 of the set-2 tiles not yet turned up to the "2" slots, the rest boxed (PUB-SETUP-02/03); a tile the seat
  looked at (knowledge "tile:<room>") stays where it saw it;
- the face-down Exploration tokens: the tokens not yet turned up (`exploration_used` is public), on each
  unexplored room, the rest boxed; a token the seat looked at keeps its effect (knowledge "token:<room>");
- the bag: per kind, everything not in the supply, removed, or being resolved (PUB-BAG-01); which token of a
  kind is in the bag or the supply is not public, so the ids are dealt at random too;
- deck orders (Attack, Event, Serious Wound, Contamination, Item, Intruder-player decks): the catalog minus
  every face-up or known card;
- the other seats' hands and decks (their 10 cards minus the face-up discard pile, plus their Contamination
  cards: sizes are public), their non-heavy Items by colour (PUB-ITEM-05), their face-down Quest Items;
- which Contamination cards are INFECTED (PUB-CONT-03): the cards a scan showed stay INFECTED (each
  character's count is public, where they lie in its piles is not); the rest of the INFECTED count goes to
  unscanned cards still in play. Limit: a Surgery / Antidote scan leaves the clean cards in play but the engine
  does not record them, so they can be drawn INFECTED here;
- the face-down Weakness cards; each plug-in's own hidden part, through its `determinize` hook (the ship's
  Coordinates card and Engine stacks: engine/maps/nemesis_ship/state.py); the other seats' Objectives (one
  Corporate + one Personal by player count, PUB-OBJ-02 / PUB-SETUP-16, one of either once chosen; a card the
  seat looked at, knowledge "objective:<seat>", is kept in that hand), the Intruder player's hand.
What only reaches the seat through its log (a Storage card put under its deck, the top Event card seen by Risk
Assessment, a trade partner's inventory) is not used: bots get views without the past log.

The flow is copied: the waiting steps (`view.stack`) and the pending decision (resume step and context).
Their private parts are masked in another seat's view (views.public_args): masked Items being searched
become random cards of that colour, the Intruder player's drawn Attack / Event cards become the bottom /
top cards of the resampled deck. The seat's own decision keeps its options; another seat's decision gets
its public options, or options rebuilt from the determinised state for the common kinds (actions, paying,
discards, objectives, reactions, search keeps, the Intruder player's cards); for any other kind it has none.
A rebuilt decision does not know what the asking revealed (that the seat holds an Interruption card, say).

The log holds only the public entries the rules read back (`view.rule_log`: deaths, the Intruder player's
choice), so a determinised state is small to clone; do not clear it, the first death unlocks the pods.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from engine.bot_api import (
    SEARCH_DECKS,
    TRADE_STEPS,
    Catalog,
    Character,
    CharacterView,
    Choice,
    Decision,
    Intruder,
    LogEntry,
    State,
    Task,
    View,
    hooks,
    item_card,
    load_catalog,
    objective_deck,
    objective_layout,
    rng,
)

CONT, CONT_INFECTED = "contamination", "contamination_infected"
ITEM_DECKS = (*SEARCH_DECKS, "blue")


class _Static:
    """What a catalog fixes, worked out once per catalog."""

    def __init__(self, c: Catalog) -> None:
        self.c = c
        self.rooms = sorted(c.rooms)
        self.slot = {r: c.rooms[r].slot for r in self.rooms}
        self.special = {r: c.rooms[r].special for r in self.rooms}
        self.set1 = sorted(t.id for t in c.tiles.values() if t.set == 1)
        gone = set(c.options.get("slime_tiles", ())) if c.options.get("remove_slime_tiles") else set()
        self.set2 = sorted(t.id for t in c.tiles.values() if t.set == 2 and t.id not in gone)  # VS-SET-02
        self.tokens_by_kind: dict[str, list[str]] = {}
        for token, (kind, _danger) in sorted(c.intruder_tokens.items()):
            self.tokens_by_kind.setdefault(kind, []).append(token)
        self.weakness_by_name = {w.name: w.id for w in c.weaknesses.values()}
        self.instances = {d: sorted(f"{i.id}_{n}" for i in c.items.values() if i.deck == d
                                    for n in range(1, i.copies + 1)) for d in ITEM_DECKS}
        self.hideable = frozenset(i for d in ITEM_DECKS for i in self.instances[d]
                                  if not c.items[item_card(i)].heavy and c.items[item_card(i)].weapon is None)
        self.cont_ids = [f"cont_{i:02d}" for i in range(1, sum(c.contamination.values()) + 1)]


@lru_cache(maxsize=8)
def _static(ruleset: str, map_id: str, mix: str, species: str, crew: str = "") -> _Static:
    return _Static(load_catalog(ruleset, map_id, mix, species, crew) if crew else
                   load_catalog(ruleset, map_id, mix, species))


def _take(holder: rng.Rng, pool: list[str]) -> str:
    return rng.take_random(holder, pool)


def _shuffled(holder: rng.Rng, items) -> list:
    out = list(items)
    rng.shuffle(holder, out)
    return out


def _remove(pool: list[str], cards) -> None:
    for card in cards:
        if card in pool:
            pool.remove(card)


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise ValueError(f"the view is inconsistent with the catalog: {what}")


def determinize(view: View, holder: rng.Rng) -> State:
    """A complete State consistent with `view`, its hidden parts drawn from `holder` (see the module doc)."""
    cfg = dict(view.config)
    st = _static(str(cfg.get("ruleset", "published")), str(cfg.get("map", "nemesis_ship")),
                 str(cfg.get("exploration_mix", "") or ""), str(cfg.get("species", "intruders")),
                 str(cfg.get("crew", "") or ""))
    c = st.c
    cfg.setdefault("seed", 0)
    state = State(config=cfg, rng=rng.seed_state(rng.below(holder, 1 << 62)))
    _public(state, view)
    known = _own(view).knowledge if _own(view) else {}
    _rooms(state, view, st, known, holder)
    _tokens(state, view, st, holder)
    _weaknesses(state, view, st, holder)
    ctx = list(view.decision.ctx) if view.decision else []
    own_decision = view.decision is not None and view.decision.seat == view.seat
    _attack_and_events(state, view, st, ctx, own_decision, holder)
    _wounds(state, view, st, holder)
    cont = _contamination(state, view, st, holder)
    _action_cards(state, view, st, cont, holder)
    _items(state, view, st, ctx, holder)
    _plugins_and_objectives(state, view, st, known, holder)
    _intruder_player(state, view, c, holder)
    _flow(state, view, st, ctx, own_decision, holder)
    return state


def _own(view: View) -> CharacterView | None:
    return view.characters[view.seat] if 0 <= view.seat < len(view.characters) else None


# --- public facts -----------------------------------------------------------------------------------

def _public(state: State, view: View) -> None:
    s = state
    s.turn, s.phase, s.first_player, s.current_seat = view.turn, view.phase, view.first_player, view.current_seat
    s.actions_this_round, s.extra_actions = view.actions_this_round, view.extra_actions
    s.skip_intruder_attacks = view.skip_intruder_attacks
    s.first_intruder_seen, s.objectives_chosen = view.first_intruder_seen, view.objectives_chosen
    s.time = view.time
    s.next_intruder_id, s.decisions = view.next_intruder_id, view.decisions
    s.intruders = [Intruder(i.id, i.kind, i.room, i.injuries) for i in view.intruders]
    s.noise, s.doors = list(view.noise), dict(view.doors)
    s.attack_discard, s.event_discard = list(view.attack_discard), list(view.event_discard)
    s.event_removed, s.wound_discard = list(view.event_removed), list(view.wound_discard)
    s.player_numbers = [ch.player_number for ch in view.characters] if any(
        ch.player_number for ch in view.characters) else []
    s.item_discards = {d: list(cards) for d, cards in view.item_discards.items()}
    s.revive = list(view.revive)
    s.intruder_player, s.ip_discard = view.intruder_player, list(view.ip_discard)
    s.results = list(view.results)
    s.over, s.end_reason = view.over, view.end_reason
    s.log = [LogEntry(e.rule, e.kind, dict(e.args), e.visible_to) for e in view.rule_log]
    for ch in view.characters:
        s.characters.append(Character(
            seat=ch.seat, character=ch.character, room=ch.room, status=ch.status, light_wounds=ch.light_wounds,
            slime=ch.slime, weapons=dict(ch.weapons), heavy=list(ch.heavy), passed=ch.passed,
            taped=list(ch.taped), capacity_bonus=dict(ch.capacity_bonus),
            rushed=ch.rushed, knowledge=dict(ch.knowledge) if ch.seat == view.seat else dict.fromkeys(ch.flags, "on"),
        ))


# --- rooms, tokens, bag ----------------------------------------------------------------------------

def _rooms(state: State, view: View, st: _Static, known: dict[str, str], holder: rng.Rng) -> None:
    up = {r.id: r for r in view.rooms}
    seen = {r.tile for r in view.rooms if r.explored}
    pools = {"slot1": [t for t in st.set1 if t not in seen], "slot2": [t for t in st.set2 if t not in seen]}
    hidden = [r for r in st.rooms if not up[r].explored]
    for room in hidden:  # tiles the seat looked at stay where it saw them
        tile = known.get(f"tile:{room}")
        pool = pools.get(st.slot[room], [])
        if tile in pool:
            pool.remove(tile)
            state.tiles[room] = tile
    for room in hidden:
        if room not in state.tiles and st.slot[room] == "special":  # printed on the board, hidden token (VS-SET-25)
            state.tiles[room] = st.special[room]
        elif room not in state.tiles:
            pool = pools.get(st.slot[room], [])
            _check(bool(pool), f"no room tile left for {room}")
            state.tiles[room] = _take(holder, pool)
    for room in st.rooms:
        r = up[room]
        if r.explored:
            state.tiles[room] = r.tile or st.special[room]
        state.explored[room] = r.explored
        if r.item_counter is not None:
            state.item_counters[room] = r.item_counter
        if r.objects:
            state.objects[room] = list(r.objects)
        if r.fire:
            state.fire.append(room)
        if r.malfunction:
            state.malfunction.append(room)
    state.tiles = dict(sorted(state.tiles.items()))
    state.unused_tiles = sorted(pools["slot1"] + pools["slot2"])
    # Exploration tokens: one face down on each unexplored room (PUB-SETUP-04; an Engine too, VS-SET-25)
    exploration = st.c.exploration
    used = set(view.exploration_used)
    unseen = [i for i in range(len(exploration)) if i not in used]
    rooms = hidden
    for room in rooms:
        effect = known.get(f"token:{room}")
        matching = [i for i in unseen if exploration[i][0] == effect] if effect else []
        if matching:
            index = matching[rng.below(holder, len(matching))]
            unseen.remove(index)
            state.exploration[room] = index
    for room in rooms:
        if room not in state.exploration:
            _check(bool(unseen), f"no Exploration token left for {room}")
            state.exploration[room] = unseen.pop(rng.below(holder, len(unseen)))
    state.exploration = dict(sorted(state.exploration.items()))
    state.exploration_box = sorted(unseen)


def _tokens(state: State, view: View, st: _Static, holder: rng.Rng) -> None:
    """Bag, supply and removed tokens: counts per kind are public, the ids are not (PUB-BAG-01)."""
    pending = [str(t.args[0]) for t in view.stack if t.op == "token_to_supply"]
    known = dict(view.known_tokens)  # tokens whose identity is public stay where they are
    piles = {"bag": state.bag, "supply": state.supply, "removed": state.removed_tokens}
    for token, pile in known.items():
        piles[pile].append(token)
    for kind, ids in st.tokens_by_kind.items():
        if any(t in known for t in ids):
            continue
        pool = _shuffled(holder, [t for t in ids if t not in pending])
        supply, removed = view.supply.get(kind, 0), view.removed_tokens.get(kind, 0)
        _check(supply + removed <= len(pool), f"too many {kind} tokens")
        state.removed_tokens += pool[:removed]
        state.supply += pool[removed:removed + supply]
        state.bag += pool[removed + supply:]
    state.bag.sort()
    state.supply.sort()
    state.removed_tokens.sort()
    _check(len(state.bag) == view.bag_size, f"bag of {len(state.bag)}, the view shows {view.bag_size}")


def _weaknesses(state: State, view: View, st: _Static, holder: rng.Rng) -> None:
    revealed = dict(view.weakness_slots)
    state.revealed_weaknesses = [st.weakness_by_name[name] for name in view.weaknesses]
    pool = _shuffled(holder, [w for w in sorted(st.c.weaknesses) if w not in revealed.values()])
    for slot in st.c.options.get("weakness_slots", ()):  # the species' Intruder-board slots
        state.weaknesses[slot] = revealed.get(slot) or pool.pop()


# --- decks -----------------------------------------------------------------------------------------

def _attack_and_events(state: State, view: View, st: _Static, ctx: list, own: bool, holder: rng.Rng) -> None:
    resume = view.decision.resume if view.decision else ""
    drawn = [str(a) for a in ctx[2:]] if resume == "ip_attack_card" else []
    pool = [a for a in sorted(st.c.attack) if a not in view.attack_discard]
    if own:
        _remove(pool, drawn)
    deck = _shuffled(holder, pool)
    if own and drawn:
        deck = drawn + deck  # kept under the deck while the Intruder player picks one
    elif drawn:
        ctx[2:] = deck[:len(drawn)]
    state.attack_deck = deck
    _check(len(deck) == view.attack_deck, "Attack deck size")
    planned = [str(a) for a in ctx] if resume == "ip_planned" else []
    pool = [e for e in sorted(st.c.events) if e not in view.event_discard and e not in view.event_removed]
    if own:
        _remove(pool, planned)
    deck = _shuffled(holder, pool)
    if own and planned:
        deck += list(reversed(planned))  # on top while the Intruder player plans
    elif planned:
        ctx[:] = list(reversed(deck[len(deck) - len(planned):]))
    state.event_deck = deck
    _check(len(deck) == view.event_deck, "Event deck size")


def _wounds(state: State, view: View, st: _Static, holder: rng.Rng) -> None:
    """Serious Wound cards are face up on the characters and in the discard pile; the deck is the rest."""
    out = set(view.wound_discard)
    for ch, cv in zip(state.characters, view.characters, strict=True):
        ch.serious, ch.dressed = list(cv.serious_cards), list(cv.dressed_cards)
        out.update(ch.serious + ch.dressed)
    state.wound_deck = _shuffled(holder, sorted(w for w in st.c.wounds if w not in out))
    _check(len(state.wound_deck) == view.wound_deck, "Serious Wound deck size")


def _contamination(state: State, view: View, st: _Static, holder: rng.Rng) -> dict[int, dict[str, list[str]]]:
    """Contamination ids per character pile; INFECTED: the scanned ones, then random unscanned cards in play."""
    ids = _shuffled(holder, st.cont_ids)
    revealed: list[str] = []
    unscanned: list[str] = []
    out: dict[int, dict[str, list[str]]] = {}

    def deal(flag: bool) -> str:
        card = ids.pop()
        (revealed if flag else unscanned).append(card)
        return card

    for cv in view.characters:
        piles: dict[str, list[str]] = {"hand": [], "discard": [], "hidden": []}
        if cv.seat == view.seat:
            hand = [x for x in cv.hand or () if x in (CONT, CONT_INFECTED)]
            disc = [x for x in cv.discard if x in (CONT, CONT_INFECTED)]
            piles["hand"] = [deal(x == CONT_INFECTED) for x in hand]
            piles["discard"] = [deal(x == CONT_INFECTED) for x in disc]
            rest = cv.contamination - len(hand) - len(disc)
            inf = cv.infected_known - hand.count(CONT_INFECTED) - disc.count(CONT_INFECTED)
            _check(0 <= inf <= rest, f"seat {cv.seat}'s Contamination cards")
            flags = _shuffled(holder, [True] * inf + [False] * (rest - inf))
            piles["hidden"] = [deal(f) for f in flags]
        else:
            on_discard = sum(1 for x in cv.discard if x == CONT)
            flags = _shuffled(holder, [True] * cv.infected_known + [False] * (cv.contamination - cv.infected_known))
            piles["discard"] = [deal(f) for f in flags[:on_discard]]
            piles["hidden"] = [deal(f) for f in flags[on_discard:]]
        out[cv.seat] = piles
    state.contamination_deck = [deal(False) for _ in range(view.contamination_deck)]
    removed_infected = view.revealed_infected - len(revealed)
    _check(0 <= removed_infected <= view.contamination_removed, "removed Contamination cards")
    state.contamination_removed = [deal(k < removed_infected) for k in range(view.contamination_removed)]
    _check(not ids, f"{len(ids)} Contamination cards unaccounted for")
    in_play = [card for card in unscanned if card not in state.contamination_removed]
    n_infected = st.c.contamination["infected"] - view.revealed_infected
    hidden_infected = _shuffled(holder, in_play)[:max(0, n_infected)]
    state.revealed_infected = sorted(revealed)
    state.infected = sorted(revealed + hidden_infected)
    return out


def _action_cards(state: State, view: View, st: _Static, cont: dict, holder: rng.Rng) -> None:
    for ch, cv in zip(state.characters, view.characters, strict=True):
        piles = cont[cv.seat]
        ch.discard = _with_ids(cv.discard, piles["discard"])
        own_cards = [card.id for card in st.c.characters[cv.character].cards] if cv.character else []
        if cv.seat == view.seat:
            ch.hand = _with_ids(cv.hand or (), piles["hand"])
            pool = list(own_cards)
            _remove_each(pool, [x for x in ch.hand + ch.discard if not x.startswith("cont_")])
            ch.deck = _shuffled(holder, pool + piles["hidden"])
        else:
            pool = list(own_cards)
            _remove_each(pool, [x for x in ch.discard if not x.startswith("cont_")])
            pool = _shuffled(holder, pool + piles["hidden"])
            ch.hand, ch.deck = pool[:cv.hand_size], pool[cv.hand_size:]
        _check(len(ch.hand) == cv.hand_size and len(ch.deck) == cv.deck_size, f"seat {cv.seat}'s Action cards")


def _remove_each(pool: list[str], cards: list[str]) -> None:
    for card in cards:
        pool.remove(card)


def _with_ids(shown, ids: list[str]) -> list[str]:
    """Cards as shown, each Contamination back replaced by the next dealt id."""
    it = iter(ids)
    return [next(it) if x in (CONT, CONT_INFECTED) else x for x in shown]


# --- items -----------------------------------------------------------------------------------------

def _items(state: State, view: View, st: _Static, ctx: list, holder: rng.Rng) -> None:
    """Item decks = every copy minus what is known; the others' hidden Items are drawn by colour (PUB-ITEM-05)."""
    c = st.c
    for ch, cv in zip(state.characters, view.characters, strict=True):
        ch.quests = dict(cv.quests) if cv.seat == view.seat else _quests(st, cv, holder)
    if not view.item_decks and not view.item_discards and not view.crafted_available:
        _check(not any(x.startswith("item:") for cv in view.characters for x in cv.items), "Items without decks")
        for ch, cv in zip(state.characters, view.characters, strict=True):
            ch.items = list(cv.items)
        return
    resume = view.decision.resume if view.decision else ""
    keep_ctx = resume == "item_keep"
    known = set(view.crafted_available)
    for cards in view.item_discards.values():
        known.update(cards)
    for cv in view.characters:
        known.update(x for x in cv.items if not x.startswith("item:"))
        known.update(cv.weapons)
    for r in view.rooms:
        known.update(r.objects)
    if keep_ctx:
        known.update(str(x) for x in ctx[2:] if not str(x).startswith("item:"))
    pools = {d: _shuffled(holder, [i for i in st.instances[d] if i not in known]) for d in ITEM_DECKS}

    def draw(colour: str, hidden: bool) -> str:
        """The next card of that colour; an Item held hidden is never a Heavy Item (those are shown)."""
        pool = pools.get(colour, [])
        for k in range(len(pool) - 1, -1, -1):
            if not hidden or pool[k] in st.hideable:
                return pool.pop(k)
        raise ValueError(f"the view is inconsistent with the catalog: no {colour} Item left to deal")

    if keep_ctx:
        ctx[2:] = [draw(x[5:], False) if str(x).startswith("item:") else x for x in ctx[2:]]
    pinned = _traded(view, ctx, known, st.hideable)
    for ch, cv in zip(state.characters, view.characters, strict=True):
        mine = pinned.get(cv.seat, [])
        for d in ITEM_DECKS:
            _remove(pools[d], mine)
        held = []
        for x in cv.items:
            if not x.startswith("item:"):
                held.append(x)
                continue
            same = [i for i in mine if f"item:{c.items[item_card(i)].deck}" == x]
            if same:
                mine.remove(same[0])
                held.append(same[0])
            else:
                held.append(draw(x[5:], True))
        ch.items = sorted(held)
    state.item_decks = {}
    for d in ITEM_DECKS:
        if d == "blue":
            state.item_decks[d] = list(view.crafted_available)
        elif d in view.item_decks:
            state.item_decks[d] = pools[d]
            _check(len(pools[d]) == view.item_decks[d], f"{d} Item deck size")
    for d in SEARCH_DECKS:
        state.item_discards.setdefault(d, [])
    state.item_discards.setdefault("blue", [])


def _traded(view: View, ctx: list, known: set[str], hideable: frozenset[str]) -> dict[int, list[str]]:
    """Items named in a Trade the seat takes part in and seen nowhere else: the partner holds them (PUB-ITEM-12)."""
    steps = [(t.op, list(t.args)) for t in view.stack if t.op in TRADE_STEPS]
    d = view.decision
    if d and d.resume in TRADE_STEPS:
        steps.append((d.resume, ctx))
        if d.resume == "trade_move" and d.seat == view.seat:  # the partner's inventory was shown to the seat
            steps.append((d.resume, [*ctx[:2], *(o.args[0] for o in d.options if o.kind == "ask")]))
    out: dict[int, list[str]] = {}
    for _op, args in steps:
        parties = (int(args[0]), int(args[1]))
        if view.seat not in parties:
            continue
        partner = parties[1] if view.seat == parties[0] else parties[0]
        for thing in args[2:]:
            thing = str(thing)
            if thing in hideable and thing not in known:
                out.setdefault(partner, [])
                if thing not in out[partner]:
                    out[partner].append(thing)
    return out


def _quests(st: _Static, cv: CharacterView, holder: rng.Rng) -> dict[str, bool]:
    """Another character's Quest Items: the upright ones are public, the face-down ones only by count."""
    if not cv.character:
        return {}
    quests = st.c.characters[cv.character].quests
    candidates = [q for q in quests if q not in cv.quests]
    # a Quest Item no longer held was used up after activation: prefer the ones that are not one-use
    candidates.sort(key=lambda q: (st.c.items[q].one_use, rng.below(holder, 2)))
    down = set(candidates[:cv.inactive_quests])
    return {q: cv.quests.get(q, False) for q in quests if q in cv.quests or q in down}


# --- ship systems, objectives, Intruder player -------------------------------------------------------

def _plugins_and_objectives(state: State, view: View, st: _Static, known: dict[str, str], holder: rng.Rng) -> None:
    c = st.c
    for plugin in hooks.with_state(state):  # each plug-in redraws its own hidden part (the ship: Coordinates, Engines)
        state.ext[plugin.id] = plugin.determinize(view, holder, c)
    if view.all_objectives:  # co-op: every Objective is public (PUB-COOP-06)
        state.objectives = {k: list(v) for k, v in view.all_objectives.items()}
        return
    seats = len(view.characters)
    decks: dict[str, list[str]] = {}
    for card in sorted(c.objectives.values(), key=lambda o: o.id):
        if card.min_players <= seats and card.id not in view.objectives:
            decks.setdefault(objective_deck(c.options, card.deck), []).append(card.id)
    looked = {int(k.split(":")[1]): v for k, v in known.items() if k.startswith("objective:")}
    for cards in decks.values():
        _remove(cards, looked.values())
    dealt = objective_layout(c.options, view.config, seats)
    for cv in view.characters:
        if cv.seat == view.seat:
            if view.objectives:
                state.objectives[str(cv.seat)] = list(view.objectives)
            continue
        if not cv.objective_count:
            continue
        layout = hooks.modify(state, "objective_layout", dealt, seat=cv.seat)  # an Alternative one drawn since
        wanted = list(layout) if cv.objective_count >= 2 else [layout[rng.below(holder, len(layout))]]
        seen = looked.get(cv.seat)
        hand = []
        if seen in c.objectives:
            hand.append(seen)
            deck = objective_deck(c.options, c.objectives[seen].deck)
            wanted.remove(deck if deck in wanted else wanted[0])
        for deck in wanted:
            pool = decks.get(deck, [])
            _check(bool(pool), f"no {deck} Objective left")
            hand.append(_take(holder, pool))
        state.objectives[str(cv.seat)] = hand


def _intruder_player(state: State, view: View, c: Catalog, holder: rng.Rng) -> None:
    if view.intruder_player < 0 or not (view.ip_deck or view.ip_hand_size or view.ip_discard):
        return
    pool = [x for x in sorted(c.ip_cards) if x not in view.ip_discard]
    own = view.seat == view.intruder_player
    if own:
        _remove_each(pool, list(view.ip_hand))
    pool = _shuffled(holder, pool)
    if own:
        state.ip_hand, state.ip_deck = list(view.ip_hand), pool
    else:
        state.ip_hand, state.ip_deck = sorted(pool[:view.ip_hand_size]), pool[view.ip_hand_size:]
    _check(len(state.ip_deck) == view.ip_deck, "Intruder-player deck size")


# --- flow ------------------------------------------------------------------------------------------

def _flow(state: State, view: View, st: _Static, ctx: list, own: bool, holder: rng.Rng) -> None:
    state.stack = [Task(t.op, tuple(t.args), t.choice) for t in view.stack]
    d = view.decision
    if d is None:
        return
    if d.resume == "trade_answer" and str(ctx[2]).startswith("item:"):  # a masked request: one of that colour
        owner = state.characters[int(ctx[1])]
        same = [i for i in owner.items if f"item:{st.c.items[item_card(i)].deck}" == ctx[2]
                and not st.c.items[item_card(i)].heavy and st.c.items[item_card(i)].weapon is None]  # masked ones
        if same:
            ctx[2] = same[rng.below(holder, len(same))]
    pending = Decision(seat=d.seat, kind=d.kind, options=(), rule=d.rule, resume=d.resume,
                       ctx=tuple(str(x) for x in ctx))
    state.pending = pending
    if own:
        pending.options = d.options
    elif d.open_options:
        pending.options = d.open_options
    else:
        rebuild = _REBUILD.get(d.resume)
        if rebuild is not None:
            pending.options = tuple(sorted(set(rebuild(state, pending, d.picks, holder))))


# Another seat's pending decision: its options rebuilt from the determinised state, by resume step.
def _rb_action(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    from engine.bot_api import legal_actions

    return legal_actions(state, d.seat)


def _hold(state: State, seat: int, wanted, count: int, holder: rng.Rng) -> None:
    """Swap hidden cards between another seat's hand and deck until its hand holds `count` wanted cards: being
    asked told everyone so much (a choice of payment, a reaction card in hand)."""
    ch = state.characters[seat]
    while sum(1 for x in ch.hand if wanted(x)) < count:
        give = [k for k, x in enumerate(ch.deck) if wanted(x)]
        back = [k for k, x in enumerate(ch.hand) if not wanted(x)]
        if not give or not back:
            return
        i, j = give[rng.below(holder, len(give))], back[rng.below(holder, len(back))]
        ch.deck[i], ch.hand[j] = ch.hand[j], ch.deck[i]


def _rb_pay(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    from engine.bot_api import payable

    _hold(state, d.seat, lambda x: not x.startswith("cont_"), picks + 1, holder)  # asked: more cards than the cost
    return [Choice("pay", combo) for combo in combinations(payable(state.characters[d.seat]), picks)]


def _rb_pass_discard(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    from engine.bot_api import shown_card

    hand = state.characters[d.seat].hand
    return [Choice("discard", (x,)) for x in sorted({shown_card(state, c) for c in hand})] + [Choice("keep")]


def _rb_drugs(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    return _rb_pass_discard(state, d, picks, holder)[:-1] + [Choice("done")]


def _rb_discard_one(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    return [Choice("discard", (x,)) for x in sorted({x for x in state.characters[d.seat].hand
                                                     if not x.startswith("cont_")})]


def _rb_objective(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    return [Choice("objective", (x,)) for x in state.objectives.get(str(d.seat), [])]


def _rb_interruption(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    from engine.bot_api import reaction_cards

    _hold(state, d.seat, lambda x: _effect(state, x) == "interruption", 1, holder)
    cards = reaction_cards(state, state.characters[d.seat], "interruption")
    return [Choice("interrupt", (x,)) for x in cards] + [Choice("decline")]


def _rb_attack_reaction(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    from engine.bot_api import ARMOR, reaction_cards

    ch = state.characters[d.seat]
    out = [Choice("decline")]
    if d.ctx[3] == "surprise" and not ch.quests.get(ARMOR):  # asked without Armor: Nerves of Steel in hand
        _hold(state, d.seat, lambda x: _effect(state, x) == "nerves_of_steel", 1, holder)
    if d.ctx[3] == "surprise":
        out += [Choice("nerves_of_steel", (x,)) for x in reaction_cards(state, ch, "nerves_of_steel")]
    if ch.quests.get(ARMOR):
        out.append(Choice(ARMOR))
    for offer, _ in hooks.merged(state, hooks.Hook.ATTACK_REACTIONS).values():  # a map's own (Inconspicuous)
        out += offer(state, ch, int(d.ctx[0]), d.ctx[2], d.ctx[3])
    return out


def _effect(state: State, card: str) -> str:
    from engine.bot_api import cat

    data = cat(state).action_cards.get(card)
    return data.effect if data else ""


def _rb_item_keep(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    return [Choice("keep", (x,)) for x in {item_card(x): x for x in reversed(d.ctx[2:])}.values()]


def _rb_ip_played(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    play_options = hooks.service(state, "ip_play_options")  # the species' Intruder-player cards
    return [Choice("pass"), *(play_options(state) if play_options is not None else [])]


def _rb_ip_kept(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    return [Choice("keep", (x,)) for x in sorted(set(state.ip_hand))] + [Choice("discard_all")]


def _rb_ip_attack(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    return [Choice("attack_card", (x,)) for x in d.ctx[2:]]


def _rb_ip_planned(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    return [Choice("event", (x,)) for x in d.ctx]


def _rb_trade(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    from engine.bot_api import trade_moves

    return trade_moves(state, int(d.ctx[0]), int(d.ctx[1]), tuple(d.ctx[2:]))


def _rb_draft(state: State, d: Decision, picks: int, holder: rng.Rng) -> list[Choice]:
    from engine.bot_api import cat

    taken = {ch.character for ch in state.characters if ch.character}
    pool = sorted(x for x in cat(state).characters if x not in taken)
    return [Choice("character", (rng.take_random(holder, pool),)) for _ in range(min(2, len(pool)))]


_REBUILD = {
    "do_action": _rb_action, "paid": _rb_pay, "pass_discarded": _rb_pass_discard, "drugs_discarded": _rb_drugs,
    "discarded_one": _rb_discard_one, "objective_chosen": _rb_objective, "interrupt_answer": _rb_interruption,
    "counter_answer": _rb_interruption, "attack_reaction": _rb_attack_reaction, "item_keep": _rb_item_keep,
    "ip_played": _rb_ip_played, "ip_kept": _rb_ip_kept, "ip_attack_card": _rb_ip_attack,
    "ip_planned": _rb_ip_planned, "trade_move": _rb_trade, "drafted": _rb_draft,
}
