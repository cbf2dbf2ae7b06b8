"""What the Lockdown characters' Action cards and the Facility's Items do, in words, for the option list
(engine/choice_text.py reads them once registered): "Play <card>" + the phrase of its parameters, "Use <item>: "
+ the phrase. Ids stay in the sentences for the frontend to name; seats read "Seat N"."""

from __future__ import annotations

from engine.choice_text import Known, door, register_room_texts, room_action, seat, target, thing

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def ordinal(i: str) -> str:
    """"0" -> "first": which of several face-down tokens (a choice between them is a choice of position)."""
    n = int(i)
    return ORDINALS[n] if 0 <= n < len(ORDINALS) else f"number {n + 1}"


def _door_move(p: tuple[str, ...], k: Known) -> str:
    if p[0] == "gate":
        return ": open the Main Gate"
    return ": " + door(p[0], p[1], k, k.here())


def _remote(p: tuple[str, ...], k: Known) -> str:
    from engine.maps.lockdown.computer import computer_phrase  # the Computer's own words for its options

    return ": from afar, " + computer_phrase(p)


def _free_room(p: tuple[str, ...], k: Known) -> str:
    """Defense Plan lends the room's action: said as the room's own words where they are known."""
    what = room_action(k.here(), p[1:], k) if p[1:] else ""
    return f": use your room's action for free ({what})" if what else ": use your room's action for free"


def _step(p: tuple[str, ...], k: Known) -> str:
    return f"{p[0]} through {p[1]}"


CARD_TEXT = {
    "clean_up": lambda p, k: (": repair the malfunction in your room" if p[0] == "malfunction"
                              else ": put out the fire in your room"),
    "override": _door_move,
    "master_key": _door_move,
    "vivisection": lambda p, k: f": cut into {target(p[0], k)} (an injury, one more for every two Knowledge)",
    "desperate_attack": lambda p, k: f": take a Contamination card and deal {target(p[0], k)} two injuries",
    "obstinate": lambda p, k: (": draw a card for each of your serious wounds" if p[0] == "draw"
                               else f": dress your {p[1]} wound"),
    "sensitive_hearing": lambda p, k: (f": take the noise marker off {p[1]}" if p[0] == "remove"
                                       else f": put a noise marker in {p[1]}"),
    "weird_metabolism": lambda p, k: (": discard a Contamination card from your hand and draw two cards"
                                      if p[0] == "discard" else ": wash off the slime"),
    "bypass": lambda p, k: (": turn the Time token active" if p[0] == "time"
                            else f": flip the Power token of {p[1]}"),
    "data_leak": lambda p, k: f": secretly read the {ordinal(p[1])} Contingency token of {seat(p[0])}",
    "sample_analysis": lambda p, k: ": rest your mind without scanning a Contamination card",  # LVS-CHG-02
    "stun": lambda p, k: (f": stun {seat(p[1])}, who discards the whole hand" if p[0] == "character"
                          else f": discard {p[1]} to drive {target(p[2], k)} out of your room"),
    "shortcut": lambda p, k: f": step to {_step(p, k)} with no noise roll",
    "distraction": lambda p, k: f": throw {p[0]} aside and slip to {p[1]} through {p[2]} unattacked",
    "facility_tour": lambda p, k: f": take {seat(p[2])} along to {_step(p, k)} (one noise roll, yours)",
    "quarantine": lambda p, k: f": close every door around {p[0]}",
    "defense_plan": lambda p, k: (f": secretly look at the tile of {p[1]}" if p[0] == "look" else _free_room(p, k)),
    "remote_access": _remote,
    "pheromones": lambda p, k: f": lure {target(p[0], k)} away through {p[1]}",
    "vents": lambda p, k: f": crawl through the vents to {p[0]} (an attack in Darkness waits there)",
}

ITEM_TEXT = {
    "probe_arm": lambda p, k: f"take a sample of {target(p[0], k)} (an Intruder Carcass; the arm breaks)",
    "toolbelt": lambda p, k: ("mend the Probe Arm" if p[0] == "probe_arm" else "repair the malfunction in your room"),
    "fire_blanket": lambda p, k: "put out the fire in your room" if p[0] == "fire" else "wipe off the slime",
    "zippo": lambda p, k: "light a fire in your room" if p[0] == "place" else "put out the fire in your room",
    "access_card": lambda p, k: "open the Main Gate" if p[0] == "gate" else door(p[0], p[1], k, k.here()),
    "reagent": lambda p, k: f"refill {p[0]}",
    "pressure_washer": lambda p, k: ("hose down your room: its fire and everyone's slime" if p[0] == "hose"
                                     else f"drive {target(p[1], k)} out of your room"),
    "wail": lambda p, k: ("clear the noise markers of your Section's corridors" if p[0] == "clear"
                          else "put noise markers in your Section's corridors"),
    "analyze_toolset": lambda p, k: f"study {thing(p[0])} as the Laboratory would",
    "thermite_charge": lambda p, k: f"set it off in {p[0]}: a malfunction, a fire and a wound to everyone there",
    "cave_plans": lambda p, k: f"crawl through the caves to {p[0]} unattacked",
    "overmind": lambda p, k: f"secretly look at the face-down Weakness of the {p[0]} slot",
    "scalpel": lambda p, k: (f"cut {seat(p[1])} free of what grows inside (a serious wound)" if p[0] == "character"
                             else f"cut {target(p[1], k)} (an injury; you take a Contamination card)"),
}

register_room_texts({}, cards=CARD_TEXT, item_effects=ITEM_TEXT)
