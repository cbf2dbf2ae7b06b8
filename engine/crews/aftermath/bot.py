"""What the bots know of the Aftermath line (engine/ai/knowledge.py `CrewKnowledge`): whom they draft (after the
original crew they know best, before a map's own characters they know nothing of), what its own Action cards and
Quest Items are worth to keep and to play, and how the Bounty Hunter answers its contract questions.

Scores are in the Normal bot's units (wound units against doing nothing) with a reason in plain words; they read
only the bot's Reading (its view), never the state.
"""

from __future__ import annotations

from engine.ai.card_scores import door_score
from engine.ai.heuristics import harm_to
from engine.ai.knowledge import CrewKnowledge, Score
from engine.choice_text import colour, seat
from engine.i18n import _

# the original crew ranks 0-5 (engine/ai/replies.py); these come after it: the fighters first
RANKS = {"convict": 6.0, "android": 6.5, "bounty_hunter": 7.0, "doctor": 7.5, "president": 8.0,
         "psychologist": 8.5}
VALUES = {"overclock": 0.9, "recharge": 0.6, "finishing_blow": 1.2, "tangle_net": 1.3, "rally_speech": 0.5,
          "requisition": 1.0, "encourage": 0.4, "calm": 0.6, "profiling": 0.3, "shiv": 0.9, "lockpick": 0.6,
          "contraband": 0.5, "triage": 1.0, "diagnosis": 0.7, "seal_room": 0.7}
ITEM_VALUES = {"dossier": 0.8, "tracking_beacon": 0.6, "worn_notebook": 1.2, "stolen_keycard": 1.0,
               "surgical_kit": 1.6}


def _hurt(ch) -> int:
    return ch.light_wounds + len(ch.serious)


def _threat_here(c) -> float:
    return sum(harm_to(c.r, i.kind) for i in c.r.combat)


def _overclock(c, p) -> Score:
    r = c.r
    if r.me.light_wounds >= 1 or len(r.me.serious) >= 2:
        return -0.8, _("would overheat a frame already damaged")
    return 0.35, _("overclocks for two more cards")


def _recharge(c, p) -> Score:
    ammo = c.r.me.weapons.get(p[0], 0)
    return (0.9 if ammo <= 1 else 0.2), _("recharges its Energy weapon")


def _blow(c, p) -> Score:
    return 1.4 + 0.3 * _threat_here(c), _("finishes off the wounded Intruder")


def _net(c, p) -> Score:
    return 0.5 + _threat_here(c), _("nets the Intruder and drives it off")


def _speech(c, p) -> Score:
    healed = sum(1 for o in c.r.others.get(c.r.room, ()) if o.light_wounds)
    return 0.25 * healed + (0.2 if c.n.friends else 0.0) - 0.3, _("rallies the wounded with a speech")


def _requisition(c, p) -> Score:
    return 0.6, _("requisitions a {colour} Item").format(colour=colour(p[0]))


def _encourage(c, p) -> Score:
    return (0.3 if c.n.friends else -0.3), _("encourages {seat}").format(seat=seat(p[0]))


def _calm(c, p) -> Score:
    own = str(c.r.me.seat) == p[0]
    return (0.6 if own else 0.2 if c.n.friends else -0.2), _("calms someone down")


def _profiling(c, p) -> Score:
    return 0.15, _("reads {seat}'s intentions").format(seat=seat(p[0]))


def _shiv(c, p) -> Score:
    if c.r.me.light_wounds >= 1 and len(c.r.me.serious) >= 2:
        return -1.0, _("is too badly hurt to brawl")
    return 0.7, _("stabs the Intruder with a shiv")


def _door(c, p) -> Score:
    return door_score(c, p[0], p[1])


def _fence(c, p) -> Score:
    return 0.0, _("fences an Item for cards")


def _triage(c, p) -> Score:
    own = str(c.r.me.seat) == p[0]
    base = 1.2 if p[1] == "dress" else 0.6
    return (base if own else base * 0.4 if c.n.friends else -0.2), _("patches up a wound")


def _diagnosis(c, p) -> Score:
    own = str(c.r.me.seat) == p[0]
    return (0.9 if own else 0.2), _("checks for infection")


def _seal(c, p) -> Score:
    near = sum(1 for i in c.r.combat) + (1 if c.r.noise else 0)
    return 0.2 * near - 0.2, _("seals the room")


def _dossier(c, p, name) -> Score:
    return 0.1, _("reads a file with the {item}").format(item=name)


def _beacon(c, p, name) -> Score:
    armed = any(a >= 1 for a in c.r.me.weapons.values())
    return (0.3 if armed else -1.5), _("lures an Intruder in with the {item}").format(item=name)


def _notebook(c, p, name) -> Score:
    here = [c.r.me, *c.r.others.get(c.r.room, ())]
    return 0.3 * sum(1 for o in here if o.light_wounds or o.slime) - 0.2, _("holds a session with the {item}").format(item=name)


def _kit(c, p, name) -> Score:
    own = str(c.r.me.seat) == p[0]
    return (1.5 if own else 0.4), _("treats wounds with the {item}").format(item=name)


def _contract(r, n, options):
    """The Mark when another character is already badly hurt (a bounty that may well pay), else the trophies."""
    hurt = [o for room in r.others.values() for o in room if _hurt(o) >= 2]
    wanted = "aft_contract_mark" if hurt else "aft_contract_trophy"
    return next((o for o in options if o.args[0] == wanted), options[0])


def _mark(r, n, options):
    """The character most likely to die: the most hurt one."""
    wounded = {str(o.seat): _hurt(o) for room in r.others.values() for o in room}
    return max(options, key=lambda o: (wounded.get(o.args[0], -1), o.args))


KNOWLEDGE = CrewKnowledge(
    character_rank=RANKS, card_values=VALUES, item_values=ITEM_VALUES,
    card_scores={"overclock": _overclock, "recharge": _recharge, "finishing_blow": _blow, "tangle_net": _net,
                 "rally_speech": _speech, "requisition": _requisition, "encourage": _encourage, "calm": _calm,
                 "profiling": _profiling, "shiv": _shiv, "lockpick": _door, "contraband": _fence,
                 "triage": _triage, "diagnosis": _diagnosis, "seal_room": _seal},
    item_scores={"dossier": _dossier, "tracking_beacon": _beacon, "worn_notebook": _notebook,
                 "stolen_keycard": lambda c, p, name: door_score(c, p[0], p[1]), "surgical_kit": _kit},
    answers={"contract": _contract, "mark": _mark},
)
