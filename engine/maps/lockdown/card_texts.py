"""What the Lockdown characters' Action cards and the Facility's Items do, in words, for the option list
(engine/choice_text.py reads them once registered): "Play <card>: " + the phrase of its parameters, "Use <item>: "
+ the phrase, each phrase a translatable template. Ids stay in the sentences for the frontend to name; seats read
"Seat N"."""

from __future__ import annotations

from engine.choice_text import Known, door, register_room_texts, room_action, seat, target, thing
from engine.i18n import N_, _

ORDINALS = (N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"), N_("sixth"), N_("seventh"),
            N_("eighth"))


def ordinal(i: str) -> str:
    """"0" -> "first": which of several face-down tokens (a choice between them is a choice of position)."""
    n = int(i)
    return _(ORDINALS[n]) if 0 <= n < len(ORDINALS) else _("number {n}").format(n=n + 1)


def _door_move(p: tuple[str, ...], k: Known) -> str:
    if p[0] == "gate":
        return _("open the Main Gate")
    return door(p[0], p[1], k, k.here())


def _remote(p: tuple[str, ...], k: Known) -> str:
    from engine.maps.lockdown.computer import computer_phrase  # the Computer's own words for its options

    return _("from afar, {what}").format(what=computer_phrase(p))


def _step(p: tuple[str, ...], k: Known) -> str:
    return _("{room} through {corridor}").format(room=p[0], corridor=p[1])


def _defense_plan(p: tuple[str, ...], k: Known) -> str:
    if p[0] == "look":
        return _("secretly look at the tile of {room}").format(room=p[1])
    # Defense Plan lends the room's action: said as the room's own words where they are known
    what = room_action(k.here(), p[1:], k) if p[1:] else ""
    return _("use your room's action for free ({what})").format(what=what) if what \
        else _("use your room's action for free")


CARD_TEXT = {
    "clean_up": lambda p, k: (_("repair the malfunction in your room") if p[0] == "malfunction"
                              else _("put out the fire in your room")),
    "override": _door_move,
    "master_key": _door_move,
    "vivisection": lambda p, k: _("cut into {target} (an injury, one more for every two Knowledge)").format(
        target=target(p[0], k)),
    "desperate_attack": lambda p, k: _("take a Contamination card and deal {target} two injuries").format(
        target=target(p[0], k)),
    "obstinate": lambda p, k: (_("draw a card for each of your serious wounds") if p[0] == "draw"
                               else _("dress your {wound} wound").format(wound=p[1])),
    "sensitive_hearing": lambda p, k: (_("take the noise marker off {corridor}").format(corridor=p[1])
                                       if p[0] == "remove"
                                       else _("put a noise marker in {corridor}").format(corridor=p[1])),
    "weird_metabolism": lambda p, k: (_("discard a Contamination card from your hand and draw two cards")
                                      if p[0] == "discard" else _("wash off the slime")),
    "bypass": lambda p, k: (_("turn the Time token active") if p[0] == "time"
                            else _("flip the Power token of {section}").format(section=p[1])),
    "data_leak": lambda p, k: _("secretly read the {ordinal} Contingency token of {seat}").format(
        ordinal=ordinal(p[1]), seat=seat(p[0])),
    "sample_analysis": lambda p, k: _("rest your mind without scanning a Contamination card"),  # LVS-CHG-02
    "stun": lambda p, k: (_("stun {seat}, who discards the whole hand").format(seat=seat(p[1]))
                          if p[0] == "character"
                          else _("discard {card} to drive {target} out of your room").format(
                              card=p[1], target=target(p[2], k))),
    "shortcut": lambda p, k: _("step to {way} with no noise roll").format(way=_step(p, k)),
    "distraction": lambda p, k: _("throw {item} aside and slip to {room} through {corridor} unattacked").format(
        item=p[0], room=p[1], corridor=p[2]),
    "facility_tour": lambda p, k: _("take {seat} along to {way} (one noise roll, yours)").format(
        seat=seat(p[2]), way=_step(p, k)),
    "quarantine": lambda p, k: _("close every door around {room}").format(room=p[0]),
    "defense_plan": _defense_plan,
    "remote_access": _remote,
    "pheromones": lambda p, k: _("lure {target} away through {corridor}").format(target=target(p[0], k),
                                                                                  corridor=p[1]),
    "vents": lambda p, k: _("crawl through the vents to {room} (an attack in Darkness waits there)").format(room=p[0]),
}

ITEM_TEXT = {
    "probe_arm": lambda p, k: _("take a sample of {target} (an Intruder Carcass; the arm breaks)").format(
        target=target(p[0], k)),
    "toolbelt": lambda p, k: (_("mend the Probe Arm") if p[0] == "probe_arm"
                              else _("repair the malfunction in your room")),
    "fire_blanket": lambda p, k: _("put out the fire in your room") if p[0] == "fire" else _("wipe off the slime"),
    "zippo": lambda p, k: _("light a fire in your room") if p[0] == "place" else _("put out the fire in your room"),
    "access_card": lambda p, k: _("open the Main Gate") if p[0] == "gate" else door(p[0], p[1], k, k.here()),
    "reagent": lambda p, k: _("refill {item}").format(item=p[0]),
    "pressure_washer": lambda p, k: (_("hose down your room: its fire and everyone's slime") if p[0] == "hose"
                                     else _("drive {target} out of your room").format(target=target(p[1], k))),
    "wail": lambda p, k: (_("clear the noise markers of your Section's corridors") if p[0] == "clear"
                          else _("put noise markers in your Section's corridors")),
    "analyze_toolset": lambda p, k: _("study {thing} as the Laboratory would").format(thing=thing(p[0])),
    "explosive_mixture": lambda p, k: _("throw it into {room}: fire there and an injury to every Intruder").format(
        room=p[1]),  # plays as the Molotov (T12)
    "thermite_charge": lambda p, k: _("set it off in {room}: a malfunction, a fire and a wound to everyone "
                                      "there").format(room=p[0]),
    "cave_plans": lambda p, k: _("crawl through the caves to {room} unattacked").format(room=p[0]),
    "overmind": lambda p, k: _("secretly look at the face-down Weakness of the {slot} slot").format(
        slot=_(p[0]) if p[0] in ("first", "second", "third") else p[0]),  # a Laboratory slot: an ORDINALS word
    "scalpel": lambda p, k: (_("cut {seat} free of what grows inside (a serious wound)").format(seat=seat(p[1]))
                             if p[0] == "character"
                             else _("cut {target} (an injury; you take a Contamination card)").format(
                                 target=target(p[1], k))),
}

register_room_texts({}, cards=CARD_TEXT, item_effects=ITEM_TEXT)
