"""Normal bot: every decision that is not the choice of an action (DESIGN: AI; engine/decisions.py).

Paying keeps the most useful cards (PUB-ACT-02); passing discards Contamination first (PUB-ROUND-06);
the Objective kept is the one more likely met (PUB-OBJ-03); Nerves of Steel and Armor answer dangerous
attacks (PUB-ACT-11, PUB-ENC-09), Interruption only what harms this character or its Objective; the other
steps of an action take sensible defaults. What an earlier step showed (an Attack card, a Noise face, a
shot) is read from the view's log when the caller passed one, else from public piles.
"""

from __future__ import annotations

from engine.ai import paths, worth
from engine.ai.goals import Needs, carrying
from engine.ai.heuristics import Reading, attack_card_harm
from engine.ai.knowledge import crew_knowledge
from engine.bot_api import N_, Choice, _

CHARACTER_ORDER = ("soldier", "scout", "captain", "pilot", "mechanic", "scientist")
# About twice the win rate of Normal bots that kept the card, in 3000 self-play games (2-4 players); cards
# not seen there keep a judgement. Many players keep the wrong card: an Objective met by chance is rare.
OBJECTIVE_ODDS = {
    "salvaging_the_prime_asset": 0.35, "the_oldest_friend": 0.32, "quarantine": 0.12, "the_great_hunt": 0.1,
    "a_proper_burial": 0.11, "hoarder": 0.02, "relentless_investigator": 0.03, "best_friends_forever": 0.2,
    "aliens_on_a_spaceship": 0.2, "necroscopy": 0.02, "ab_ovo": 0.02, "extreme_field_biology": 0.02,
    "my_precious": 0.03, "clean_up_crew": 0.2, "cutting_off_the_head": 0.15, "no_man_left_behind": 0.1,
    "destination_earth": 0.35, "special_delivery": 0.1, "first_contact_protocol": 0.05, "emergency_post_mortem": 0.15,
}
VICTIM = {"the_right_moment_to_strike": 1, "greener_pastures": 2, "an_old_feud": 3, "hostile_takeover": 4,
          "the_final_enlightenment": 5}
BAD_FOR_ME = {("item", "grenade"), ("item", "molotov"), ("item", "taser"), ("card", "order")}


def last(r: Reading, kind: str, **match) -> dict | None:
    for entry in reversed(r.view.log):
        if entry.kind == kind and all(entry.args.get(k) == v for k, v in match.items()):
            return entry.args
    return None


def pay(r: Reading, options: tuple[Choice, ...]) -> Choice:
    return min(options, key=lambda o: (sum(worth.card_value(r, c) for c in o.args), o))


def card_name(r: Reading, card: str) -> str:
    if card.startswith("contamination"):
        return _("a Contamination card")
    name = r.board.catalog.card_names.get(card)
    return _(name) if name else card.replace("_", " ")


def pay_reason(r: Reading, choice: Choice) -> str:
    kept = [c for c in r.hand if c not in choice.args]
    spent = ", ".join(card_name(r, c) for c in choice.args) or _("nothing")
    if not kept:
        return _("pays with {cards}").format(cards=spent)
    if len(kept) == 1:
        return _("pays with {cards}, keeping the card it values more").format(cards=spent)
    return _("pays with {cards}, keeping the {n} cards it values more").format(cards=spent, n=len(kept))


def discard_reason(r: Reading, choice: Choice) -> str:
    if choice.kind == "discard" and choice.args and choice.args[0].startswith("contamination"):
        return _("discards a Contamination card: it can never pay for anything")
    if choice.kind == "keep":
        text = (_("keeps its last card as a shield against {danger}") if len(r.hand) == 1
                else _("keeps its {n} cards as a shield against {danger}"))
        return text.format(n=len(r.hand), danger=_(r.rules.shield))
    return _("discards {card}").format(card=card_name(r, choice.args[0])) if choice.args else _("discards")


def discard(r: Reading, options: tuple[Choice, ...]) -> Choice:
    """Contamination cards go (they cannot pay, PUB-ACT-03); the rest stay as a shield (PUB-ENC-02)."""
    dirty = [o for o in options if o.kind == "discard" and o.args and o.args[0].startswith("contamination")]
    if dirty:
        return dirty[0]
    return next((o for o in options if o.kind == "keep"), options[0])


def objective(r: Reading, options: tuple[Choice, ...]) -> Choice:
    return max(options, key=lambda o: (objective_odds(r, o.args[0]), o.args[0]))


def objective_reason(r: Reading, choice: Choice, options: tuple[Choice, ...]) -> str:
    names = r.board.catalog.objectives

    def name(card: str) -> str:
        return _(names[card].name) if card in names else card.replace("_", " ")

    kept = choice.args[0]
    others = ", ".join(f"{name(o.args[0])} ({objective_odds(r, o.args[0]):.0%})" for o in options if o != choice)
    return _("keeps {card}: about {odds} likely to be met, against {others}").format(
        card=name(kept), odds=f"{objective_odds(r, kept):.0%}", others=others)


def objective_odds(r: Reading, card: str) -> float:
    if card in VICTIM:
        if VICTIM[card] == r.me.player_number:
            return 0.15
        target = next((ch for ch in r.view.characters if ch.player_number == VICTIM[card]), None)
        if target is None or target.status == "dead":
            return 0.95
        return 0.3 + 0.08 * (len(target.serious) + target.dressed)
    odds = OBJECTIVE_ODDS.get(card, 0.3)
    if r.signalled and card in ("the_great_hunt", "a_proper_burial", "relentless_investigator", "necroscopy",
                                "my_precious", "aliens_on_a_spaceship", "clean_up_crew", "cutting_off_the_head",
                                "no_man_left_behind"):
        odds += 0.15
    if card in ("extreme_field_biology", "first_contact_protocol", "ab_ovo", "necroscopy"):
        odds += 0.1 * len(r.view.weaknesses)
    if card in ("a_proper_burial", "emergency_post_mortem") and carrying(r, "corpse_blue"):
        odds += 0.15
    if card in ("relentless_investigator", "no_man_left_behind"):
        odds += 0.3 * len(r.tiles) / max(1, len(r.board.rooms)) - 0.1
    return odds


def character(options: tuple[Choice, ...], r: Reading | None = None) -> Choice:
    """The character the bots know best: the original crew's order, then each crew line's own ranks."""
    rank: dict[str, float] = {c: float(i) for i, c in enumerate(CHARACTER_ORDER)}
    for known in crew_knowledge(r.view) if r is not None else ():
        rank.update(known.character_rank)
    return min(options, key=lambda o: (rank.get(o.args[0], 99.0), o))


def character_reason(r: Reading, choice: Choice, options: tuple[Choice, ...]) -> str:
    chars = r.board.catalog.characters

    def name(c: str) -> str:
        return _(chars[c].name) if c in chars else c

    others = f" {_('or')} ".join(name(o.args[0]) for o in options if o != choice)
    return _("picks the {character} over the {others}: a character it knows how to play well").format(
        character=name(choice.args[0]), others=others)


def reaction(r: Reading, n: Needs, options: tuple[Choice, ...]) -> Choice:
    return reaction_with_reason(r, n, options)[0]


def reaction_with_reason(r: Reading, n: Needs, options: tuple[Choice, ...]) -> tuple[Choice, str]:
    kinds = {o.kind: o for o in options}
    decline = kinds.get("decline", options[-1])
    if "skip_roll" in kinds:  # Inconspicuous before the bag development's roll, in Darkness
        if r.me.hand_size > 2:
            return kinds["skip_roll"], _("stays quiet in the dark rather than risk the Noise roll")
        return decline, _("keeps its last cards and takes the Noise roll")
    if "feel_of_the_dark" in kinds and r.view.decision and r.view.decision.resume == "ld_feel_event_answer":
        return kinds["feel_of_the_dark"], _("lets the Event's Darkness part pass it by")
    if any(k in kinds for k in ("nerves_of_steel", "armor", "feel_of_the_dark", "inconspicuous")):
        danger = _incoming_harm(r)
        for kind, name in (("nerves_of_steel", N_("Nerves of Steel")), ("feel_of_the_dark", N_("Feel of the Dark"))):
            if kind in kinds and danger >= 1.5:
                return kinds[kind], _("answers an attack worth {danger} wound units with {card}").format(
                    danger=f"{danger:.1f}", card=_(name))
        if "inconspicuous" in kinds and danger >= 1.0:  # semi-cooperative: a rival takes the hit
            return _shield(r, [o for o in options if o.kind == "inconspicuous"]), (
                _("slips aside: an attack worth {danger} wound units strikes another character").format(
                    danger=f"{danger:.1f}"))
        if "armor" in kinds and danger >= 3.0:
            return kinds["armor"], _("lets its Armor take an attack worth {danger} wound units").format(
                danger=f"{danger:.1f}")
        return decline, _("takes the attack (about {danger} wound units) and keeps its defence for a worse one").format(
            danger=f"{danger:.1f}")
    if "reroll" in kinds:
        if _bad_noise(r):
            return kinds["reroll"], _("rerolls a Noise roll that would bring the Intruders on it")
        return decline, _("keeps a Noise roll that brings no Intruder")
    if "interrupt" in kinds:
        if _worth_interrupting(r, n):
            return kinds["interrupt"], _("interrupts an action that harms it or its Objective")
        return decline, _("lets the action happen: it neither harms it nor its Objective")
    return decline, _("declines to react")


def _shield(r: Reading, options: list[Choice]) -> Choice:
    """Whom to let Inconspicuous turn the attack on: the character with the most wounds to spare."""
    def spare(o: Choice) -> tuple[int, Choice]:
        ch = r.view.characters[int(o.args[1])]
        return (-len(ch.serious), o)

    return max(options, key=spare)


def _incoming_harm(r: Reading) -> float:
    own = r.species.reaction_harm.get(r.view.decision.resume) if r.view.decision else None
    if own is not None:  # the species' own attack window (a Surprise Attack that draws no Attack card)
        return own(r)
    attack = last(r, "intruder_attacks", seat=r.view.seat)
    if attack is not None and attack.get("kind") in r.species.cardless:  # an attack that draws no card
        return r.species.cardless[attack["kind"]]
    card = last(r, "attack_card", seat=r.view.seat)
    if card is not None:
        return attack_card_harm(str(card.get("card", "")), r)
    return attack_card_harm(r.view.attack_discard[-1], r) if r.view.attack_discard else 2.0


def _bad_noise(r: Reading) -> bool:
    roll = last(r, "noise_roll", seat=r.view.seat)
    if roll is None:
        return False
    face = str(roll.get("face", ""))
    if face == "danger":
        return any(r.intruders.get(x) for _k, x in r.board.neighbours.get(r.room, ()))
    target = r.board.die.get(r.room, {}).get(int(face)) if face.isdigit() else None
    return target in r.noise


def _worth_interrupting(r: Reading, n: Needs) -> bool:
    """Stop an action that harms this character, or the escape of the player who must not survive; defend one's
    own escape against an Interruption (PUB-ACT-11, PUB-CHAR-04)."""
    act = last(r, "action")
    if act is None:
        return False
    actor = int(act.get("seat", -1))
    kind, args = str(act.get("action", "")), str(act.get("args", "")).split(",")
    if actor == r.view.seat:
        return kind == "room" and r.tiles.get(args[0], "") in r.map.escape_tiles
    effect = (worth.effect_of_card(r.board, args[0]) if kind == "card" else
              worth.effect_of_item(r.board, args[0]) if kind == "item" else "")
    if (kind, effect) in BAD_FOR_ME and (r.room in args or str(r.view.seat) in args):
        return True
    victim = r.view.characters[actor].player_number == n.victim if n.victim and 0 <= actor < len(
        r.view.characters) else False
    escaping = kind == "room" and r.tiles.get(args[0], "") in r.map.escape_tiles
    return victim and escaping


def intruder_action(r: Reading, options: tuple[Choice, ...]) -> Choice:
    """The Intruder player (PUB-IPLAYER-02/03): attack the weakest character, else bring Intruders to the crew."""
    rooms = {str(i.id): i.room for i in r.view.intruders}
    crew = {ch.room for ch in r.view.characters if ch.status == "aboard"}
    closed = r.closed

    def value(o: Choice) -> float:
        if o.kind == "ip_attack":
            target = r.view.characters[int(o.args[2])]
            return 3.0 + len(target.serious) + target.dressed
        if o.kind == "ip_move":
            src = rooms.get(o.args[1], "")
            dest = next((x for k, x in r.board.neighbours.get(src, ()) if k == o.args[2]), "")
            if not dest:
                return -0.5
            return 2.0 if dest in crew else 0.3 * (paths.distance(r.board, src, frozenset(crew), closed)
                                                    - paths.distance(r.board, dest, frozenset(crew), closed))
        if o.kind == "ip_effect":
            return 0.5
        return 0.0
    return max(options, key=lambda o: (value(o), o))


def option(r: Reading, n: Needs, rule: str, options: tuple[Choice, ...]) -> Choice:
    kinds = {o.kind: o for o in options}
    for preferred in ("launch", "shoot_again", "spend_ammo"):
        if preferred in kinds:
            return kinds[preferred]
    for kind, answer in r.map.answers.items():  # a step of the map's own systems
        if kind in kinds:
            return answer(r, n, kinds)
    for known in crew_knowledge(r.view):  # a step of a crew line's own (the Bounty Hunter's contract)
        for kind, answer in known.answers.items():
            if kind in kinds:
                return answer(r, n, tuple(o for o in options if o.kind == kind))
    if "reroll" in kinds:
        shot = last(r, "shot", seat=r.view.seat) or last(r, "melee", seat=r.view.seat)
        return kinds["reroll"] if shot is not None and _weak_face(r, str(shot.get("face", ""))) else kinds.get(
            "keep", options[0])
    if rule == "PUB-ROOM-06":
        return _deck(r, n, options)
    if rule in ("PUB-ROOM-05", "PUB-ROOM-09") and "keep" in kinds:
        return max(options, key=lambda o: (worth.item_value(r, o.args[0]) if o.args else -9, o))
    if rule == "PUB-ITEM-04" or "give_up" in kinds:  # what to drop, or what a card takes: the least worth
        return min(options, key=lambda o: (_held_value(r, n, o.args[0]), o))
    if rule == "PUB-ITEM-12":
        return _trade(r, n, kinds, options)
    if rule == "PUB-IPLAYER-03":
        return max(options, key=lambda o: (attack_card_harm(o.args[0], r), o))
    if "stay" in kinds:
        return kinds["stay"]
    if "yes" in kinds:
        return kinds["yes"] if r.combat else kinds.get("no", kinds["yes"])
    for preferred in ("done", "no_door", "top", "wait"):
        if preferred in kinds:
            return kinds[preferred]
    dirty = [o for o in options if o.args and str(o.args[0]).startswith("contamination")]
    return dirty[0] if dirty else options[0]


def _weak_face(r: Reading, face: str) -> bool:
    """A combat-die face that cannot injure the species' standard figure: worth a reroll (PUB-COMBAT-03)."""
    hits = r.species.hits
    return face in hits and r.species.standard not in hits[face]


def _deck(r: Reading, n: Needs, options: tuple[Choice, ...]) -> Choice:
    want = "red" if not any(r.me.weapons.values()) else "green" if (r.me.serious or r.me.light_wounds) else "yellow"
    return next((o for o in options if o.args and o.args[0] == want), options[0])


def _held_value(r: Reading, n: Needs, thing: str) -> float:
    if n.carry and thing.startswith(n.carry):
        return 9.0
    if thing.split("_")[0] in n.slots:
        return 5.0
    if thing in r.me.weapons:
        return 4.0 + r.me.weapons[thing]
    return worth.item_value(r, thing)


def _trade(r: Reading, n: Needs, kinds: dict[str, Choice], options: tuple[Choice, ...]) -> Choice:
    if "yes" in kinds:
        return kinds["yes"] if n.friends or r.view.all_objectives else kinds["no"]
    return kinds.get("done", options[-1])
