"""What the Aftermath line's own Action cards and Quest Items do, in words, for the option list (engine/choice_text.py
reads them once registered): "Play <card>: " + the phrase of its parameters, "Use <item>: " + the phrase, each phrase
a translatable template. Ids stay in the sentences for the frontend to name; seats read "Seat N"."""

from __future__ import annotations

from engine.choice_text import colour, door, register_room_texts, seat, target, who
from engine.i18n import _

CARD_TEXT = {
    "overclock": lambda p, k: _("draw two cards, then take a light wound as your frame overheats"),
    "recharge": lambda p, k: _("feed two Ammo into {weapon}").format(weapon=p[0]),
    "finishing_blow": lambda p, k: _("finish off {target} (two more injuries)").format(target=target(p[0], k)),
    "tangle_net": lambda p, k: _("net {target} and drive it out of your room").format(target=target(p[0], k)),
    "rally_speech": lambda p, k: _("everyone else in your room heals a light wound"),
    "requisition": lambda p, k: _("claim the top {deck} Item card (the Item Counter stays)").format(deck=colour(p[0])),
    "encourage": lambda p, k: _("{seat} draws two cards").format(seat=seat(p[0])),
    "calm": lambda p, k: _("{who} heal a light wound and wipe off the slime").format(who=who(p[0], k)),
    "profiling": lambda p, k: _("secretly read one Objective card of {seat}").format(seat=seat(p[0])),
    "shiv": lambda p, k: _("stab {target} (an injury; you take a light wound)").format(target=target(p[0], k)),
    "lockpick": lambda p, k: door(p[0], p[1], k, k.here()),
    "contraband": lambda p, k: _("get rid of {item} and draw two cards").format(item=p[0]),
    "triage": lambda p, k: (_("dress the {wound} wound of {who}") if p[1] == "dress"
                            else _("heal the {wound} wound of {who}")).format(wound=p[2], who=who(p[0], k)),
    "diagnosis": lambda p, k: _("scan a Contamination card in the hand of {who}").format(who=who(p[0], k)),
    "seal_room": lambda p, k: _("close every open door of your room"),
}

ITEM_TEXT = {
    "dossier": lambda p, k: _("secretly read one Objective card of {seat}").format(seat=seat(p[0])),
    "tracking_beacon": lambda p, k: _("lure {target} into your room through {corridor}").format(
        target=target(p[0], k), corridor=p[1]),
    "worn_notebook": lambda p, k: _("hold a session: everyone in your room heals a light wound and wipes off the "
                                    "slime"),
    "stolen_keycard": lambda p, k: door(p[0], p[1], k, k.here()),
    "surgical_kit": lambda p, k: _("treat {who}: every light wound healed and a serious wound dressed").format(
        who=who(p[0], k)),
}

register_room_texts({}, cards=CARD_TEXT, item_effects=ITEM_TEXT)
