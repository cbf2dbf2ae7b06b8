"""What the Aftermath line's own Action cards and Quest Items do, in words, for the option list (engine/choice_text.py
reads them once registered): "Play <card>" + the phrase of its parameters, "Use <item>: " + the phrase. Ids stay in
the sentences for the frontend to name; seats read "Seat N"."""

from __future__ import annotations

from engine.choice_text import door, register_room_texts, seat, target, who

CARD_TEXT = {
    "overclock": lambda p, k: ": draw two cards, then take a light wound as your frame overheats",
    "recharge": lambda p, k: f": feed two Ammo into {p[0]}",
    "finishing_blow": lambda p, k: f": finish off {target(p[0], k)} (two more injuries)",
    "tangle_net": lambda p, k: f": net {target(p[0], k)} and drive it out of your room",
    "rally_speech": lambda p, k: ": everyone else in your room heals a light wound",
    "requisition": lambda p, k: f": claim the top {p[0]} Item card (the Item Counter stays)",
    "encourage": lambda p, k: f": {seat(p[0])} draws two cards",
    "calm": lambda p, k: f": {who(p[0], k)} heal a light wound and wipe off the slime",
    "profiling": lambda p, k: f": secretly read one Objective card of {seat(p[0])}",
    "shiv": lambda p, k: f": stab {target(p[0], k)} (an injury; you take a light wound)",
    "lockpick": lambda p, k: ": " + door(p[0], p[1], k, k.here()),
    "contraband": lambda p, k: f": get rid of {p[0]} and draw two cards",
    "triage": lambda p, k: f": {'dress' if p[1] == 'dress' else 'heal'} the {p[2]} wound of {who(p[0], k)}",
    "diagnosis": lambda p, k: f": scan a Contamination card in the hand of {who(p[0], k)}",
    "seal_room": lambda p, k: ": close every open door of your room",
}

ITEM_TEXT = {
    "dossier": lambda p, k: f"secretly read one Objective card of {seat(p[0])}",
    "tracking_beacon": lambda p, k: f"lure {target(p[0], k)} into your room through {p[1]}",
    "worn_notebook": lambda p, k: "hold a session: everyone in your room heals a light wound and wipes off the slime",
    "stolen_keycard": lambda p, k: door(p[0], p[1], k, k.here()),
    "surgical_kit": lambda p, k: f"treat {who(p[0], k)}: every light wound healed and a serious wound dressed",
}

register_room_texts({}, cards=CARD_TEXT, item_effects=ITEM_TEXT)
