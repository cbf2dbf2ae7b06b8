"""Every option the engine offers reads as a short sentence a player understands (engine/choice_text.py):
the ids stay in it for the frontend to name, seats read "Seat N", no raw parameter words or lone numbers,
and no two options of one decision read alike."""

import re

import pytest

from engine import api, rng
from engine.catalog import item_card
from engine.choice_text import generic
from engine.decisions import Choice, Decision
from engine.views import view
from tests.engine.factories import place, put_intruder, reask
from tests.engine.room_helpers import crew

CONTENT = api.content({})
LOCKDOWN = api.content({"map": "lockdown", "species": "night_stalkers"})
IDS = {*(i for c in (CONTENT, LOCKDOWN) for i in (*c.tiles, *c.characters, *c.action_cards, *c.items, *c.attack,
                                                  *c.events, *c.weaknesses, *c.objectives, *c.rooms, *c.wounds,
                                                  *c.corridors)),
       *CONTENT.tiles, *CONTENT.characters, *CONTENT.action_cards, *CONTENT.items, *CONTENT.attack,
       *CONTENT.events, *CONTENT.weaknesses, *CONTENT.wounds, *CONTENT.objectives, *CONTENT.ip_cards,
       *CONTENT.rooms, *CONTENT.corridors,
       *(c.weapon.id for cat in (CONTENT, LOCKDOWN) for c in cat.characters.values() if c.weapon),
       "eggs", "egg", "carcass", "corpse_blue", "contamination", "contamination_infected", "TECH"}
# A number in a sentence must say what it counts or names.
NUMBER_WORDS = ("Seat", "Pod", "Objective", "blood", "move", "draw", "corridor", "slot", "token", "gain")


def is_id(token: str) -> bool:
    return token in IDS or any(item_card(token) in c.items for c in (CONTENT, LOCKDOWN)) or re.fullmatch(r"corpse_\d", token) is not None


def problems(text: str, choice: Choice) -> list[str]:
    """What keeps `text` from being a clean sentence for `choice` (empty list: none)."""
    out = []
    if not text or not text[0].isupper():
        out.append("not a capitalised sentence")
    if re.search(r"[{}\[\]=]|\('|Choice", text):
        out.append("looks like Python")
    out += [f"id {a} missing" for a in choice.args if is_id(a) and a not in text]
    out += [f"raw word {t}" for t in re.findall(r"\w+", text) if "_" in t and not is_id(t)]
    for number in re.finditer(r"(?<![\w#])(?<!\bS-)\d+\b", text):  # "S-02" is a Section of the Facility
        before = text[:number.start()].split()
        if not before or before[-1].strip("(,;:") not in NUMBER_WORDS:
            out.append(f"lone number {number.group()}")
    return out


# Content ids a sentence may hold that are not among the choice's arguments (the frontend names them too).
PROSE_IDS = {"egg", "malfunction", "armor", "motion_scanner", "engine_1", "engine_2", "engine_3"}


def stray_ids(text: str, option: Choice, context: tuple[str, ...]) -> set[str]:
    """Plain words of the sentence that the frontend would take for content ids and rename."""
    words = set(re.findall(r"[A-Za-z]\w*", text)) - set(option.args) - set(context) - PROSE_IDS
    places = {*CONTENT.rooms, *CONTENT.corridors, *LOCKDOWN.rooms, *LOCKDOWN.corridors}
    return {w for w in words if is_id(w) and w not in places}


def decision(choice: Choice, resume: str, *ctx: str, seat: int = 0) -> Decision:
    return Decision(seat=seat, kind="choose_option", options=(choice,), rule="PUB-ROUND-04", resume=resume, ctx=ctx)


def says(choice: Choice, resume: str = "do_action", *ctx: str, seat: int = 0) -> str:
    text = api.describe(choice, decision(choice, resume, *ctx, seat=seat))
    assert not problems(text, choice), (text, problems(text, choice))
    assert not stray_ids(text, choice, ctx), text
    return text


def c(kind: str, *args: str) -> Choice:
    return Choice(kind, args)


# --- the basic actions ---------------------------------------------------------------------------------------

@pytest.mark.rule("PUB-MOVE-02", "PUB-MOVE-06", "PUB-ACT-01")
def test_movement_names_the_room_and_the_corridor():
    assert says(c("move", "R06", "K10")) == "Move to R06 through K10"
    careful = says(c("careful", "R06", "K10"))
    assert careful.startswith("Move carefully to R06 through K10") and "noise" in careful
    assert says(c("corridor", "K04"), "careful_move", "0", "R06", "K10") == "Put the noise marker in K04 (to R02)"


@pytest.mark.rule("PUB-COMBAT-02", "PUB-COMBAT-04", "PUB-NEST-04")
def test_attacks_name_the_weapon_and_the_target():
    assert says(c("shoot", "rifle", "3")) == "Shoot Intruder #3 with rifle"
    assert says(c("shoot", "prototype_pistol_1", "eggs")) == "Shoot eggs with prototype_pistol_1"
    assert says(c("melee", "4")) == "Attack Intruder #4 in melee"


@pytest.mark.rule("PUB-ACT-02", "PUB-ROUND-05", "PUB-ROUND-06", "PUB-ROUND-10")
def test_paying_passing_and_discarding():
    assert says(c("pay", "soldier_rest", "soldier_search_1")) == "Pay soldier_rest + soldier_search_1"
    assert says(c("pass")) == "Pass"
    assert says(c("discard", "soldier_rest"), "pass_discarded") == "Discard soldier_rest"
    assert says(c("discard", "contamination_infected"), "pass_discarded") == "Discard contamination_infected"
    assert says(c("keep"), "pass_discarded") == "Keep the rest of your hand"
    assert "light wound" in says(c("rush"))


@pytest.mark.rule("PUB-ACT-12", "PUB-HEAVY-02", "PUB-ITEM-04", "PUB-ITEM-12", "PUB-CRAFT-01", "PUB-ITEM-09")
def test_item_actions_drop_pick_up_trade_craft_activate():
    assert says(c("drop", "medkit_3")) == "Drop medkit_3 (a free action)"
    assert says(c("drop", "egg"), "fit_hands_drop", "0") == "Drop egg to free a hand"
    assert says(c("pickup", "corpse_2")) == "Pick up corpse_2 of Seat 2"
    assert says(c("pickup", "corpse_blue")) == "Pick up corpse_blue"
    assert says(c("trade", "1")) == "Trade with Seat 1"
    assert says(c("craft", "taser", "energy_charge_red_8", "sawed_off_shotgun")) == \
        "Craft taser from energy_charge_red_8 and sawed_off_shotgun"
    assert says(c("activate", "holo_computer", "")) == "Activate holo_computer"
    assert says(c("activate", "intercom", "duct_tape_2")) == "Activate intercom, discarding duct_tape_2"


@pytest.mark.rule("PUB-ITEM-12")
def test_a_trade_says_who_gives_what_to_whom():
    assert says(c("give", "alcohol_1"), "trade_move", "0", "3") == "Give alcohol_1 to Seat 3"
    assert says(c("ask", "rifle"), "trade_move", "0", "3") == "Ask Seat 3 for rifle"
    assert says(c("done"), "trade_move", "0", "3") == "End the trade"
    assert says(c("yes"), "trade_answer", "0", "3", "rifle", seat=3) == "Give rifle to Seat 0"
    assert says(c("no"), "trade_answer", "0", "3", "item:green", seat=3) == "Refuse to give a green Item"


# --- Action cards ----------------------------------------------------------------------------------------------

CARDS = [  # (card choice args, words the sentence must hold)
    (("captain_rest",), "Play captain_rest"),
    (("captain_demolition", "door", "K04"), "destroy the closed door in K04"),
    (("captain_demolition", "malfunction"), "put a malfunction in your room"),
    (("scout_basic_repairs", "engine"), "repair or break the engine"),
    (("scientist_repairs", "malfunction"), "repair the malfunction"),
    (("mechanic_ingenuity", "craft", "taser", "energy_charge_yellow_1", "plasma_torch"),
     "craft taser from energy_charge_yellow_1 and plasma_torch"),
    (("pilot_computer_skills", "door", "close", "K10"), "close the door in K10"),
    (("pilot_computer_skills", "room", "R01"), "your room's action: aimed at R01"),
    (("pilot_old_friend", "room", "unlock", "4"), "your room's action: unlock Escape Pod 4"),
    (("pilot_old_friend", "room", "set", "B"), "set the Destination to B"),
    (("pilot_old_friend", "room", "heal_scan"), "heal a light wound and scan your hand"),
    (("pilot_old_friend", "room", "clean"), "wash off the slime"),
    (("pilot_old_friend", "room", "heal_dressed"), "heal one dressed serious wound"),
    (("pilot_old_friend", "room", "corpse"), "study the corpse"),
    (("pilot_old_friend", "room", "green"), "green Item deck"),
    (("pilot_old_friend", "room", "stop"), "stop the self-destruct sequence"),
    (("pilot_old_friend", "room", "3"), "board Escape Pod 3"),
    (("pilot_piloting", "coordinates"), "check the Coordinates"),
    (("pilot_knowledge_of_the_ship", "look", "R02"), "secretly look at the tile of R02"),
    (("scientist_blocking_access", "malfunction", "R06"), "put a malfunction in R06"),
    (("scientist_intranet", "R02", "start"), "the room action of R02: start the self-destruct sequence"),
    (("mechanic_pyrotechnics", "extinguish"), "put out the fire"),
    (("mechanic_pyrotechnics", "fire", "tools_4"), "discard tools_4 to start a fire"),
    (("captain_order", "2", "R06", "K10"), "order Seat 2 to move to R06 through K10"),
    (("scout_suppressive_fire", "rifle", "1", "R13", "K15"), "Ammo of rifle so Seat 1 can move to R13 through K15"),
    (("soldier_covering_fire", "assault_rifle", "0+2", "R01", "K02"), "so you and Seat 2 can move to R01"),
    (("mechanic_technical_corridors", "R02"), "technical corridors to R02, then pass"),
    (("scout_reconnaissance", "R06", "K07"), "to R06 through K07 without a noise roll"),
    (("scout_adrenaline", "shoot", "rifle", "3"), "shoot Intruder #3 with rifle, then draw a card"),
    (("scout_adrenaline", "escape", "R13", "K20"), "move to R13 through K20, then draw a card"),
    (("soldier_taking_aim", "assault_rifle", "eggs"), "shoot eggs with assault_rifle"),
    (("soldier_full_auto", "1"), "every Ammo"),
]


@pytest.mark.rule("PUB-CHAR-03", "PUB-CHAR-04", "PUB-CHAR-05", "PUB-CHAR-07", "PUB-CHAR-08", "PUB-MOVE-08",
                  "PUB-MOVE-11")
@pytest.mark.parametrize(("args", "words"), CARDS, ids=[" ".join(a) for a, _ in CARDS])
def test_every_action_card_effect_reads_as_what_it_does(args, words):
    text = says(Choice("card", args))
    assert text.startswith(f"Play {args[0]}")
    assert words in text


# --- Items ------------------------------------------------------------------------------------------------------

ITEMS = [
    (("synthetic_food_1",), "Use synthetic_food_1"),
    (("medkit_2", "dress", "body_2"), "Use medkit_2: dress your body_2 wound"),
    (("medkit_5", "heal", "leg_1"), "heal your dressed leg_1 wound"),
    (("bandages_3", "heal_light"), "heal all your light wounds"),
    (("clothes_yellow_1", "slime"), "wash off the slime"),
    (("alcohol_1", "contamination"), "scan a contamination from your hand"),
    (("chemicals_2", "reload", "flamethrower_1"), "reload flamethrower_1"),
    (("energy_charge_red_1", "open", "K14"), "open the door in K14"),
    (("tools_6", "engine", "engine_2"), "repair or break engine_2"),
    (("tools_2", "malfunction"), "repair the malfunction"),
    (("duct_tape_1", "tape", "assault_rifle", "shotgun"), "tape assault_rifle to shotgun"),
    (("fire_extinguisher_3", "fire"), "put out the fire"),
    (("fire_extinguisher_3", "retreat", "6"), "drive Intruder #6 out"),
    (("technical_corridors_plan_1", "R02"), "technical corridors to R02"),
    (("space_suit_1", "R13"), "outer hull to R13"),
    (("recon_drone_2", "R02"), "secretly look at R02"),
    (("comms_key_1", "look", "2", "0"), "look at Objective 1 of Seat 2"),
    (("log_key", "look", "0", "1"), "look at Objective 2 of Seat 0"),
    (("grenade_3", "throw", "R08", "9"), "throw it into R08, aimed at Intruder #9"),
    (("grenade_2", "throw", "R03", "eggs"), "aimed at eggs"),
    (("molotov_cocktail_1", "throw", "R08"), "throw it into R08"),
    (("smoke_grenade_1", "move", "R15", "K23"), "slip away to R15 through K23"),
    (("decoy_1", "R02"), "lure the Intruders next to R02"),
    (("self_destruct_key_1", "start"), "start the self-destruct sequence"),
    (("evacuation_key_quest", "unlock", "1"), "unlock Escape Pod 1"),
    (("extended_magazine_1", "attach", "shotgun"), "attach it to shotgun"),
    (("taser_1", "intruder", "4"), "shock Intruder #4"),
    (("taser_1", "character", "2"), "shock Seat 2"),
    (("laboratory_equipment", "slot", "carcass"), "study the carcass"),
    (("plasma_torch", "close", "K23"), "close the door in K23"),
    (("security_key", "R01"), "doors of R01 one by one"),
]


@pytest.mark.rule("PUB-ACT-07", "PUB-ITEM-03", "PUB-WOUND-04", "PUB-DOOR-06", "PUB-COMBAT-09", "PUB-POD-04")
@pytest.mark.parametrize(("args", "words"), ITEMS, ids=[" ".join(a) for a, _ in ITEMS])
def test_every_item_effect_reads_as_what_it_does(args, words):
    text = says(Choice("item", args))
    assert text.startswith(f"Use {args[0]}")
    assert words in text


# --- room actions -------------------------------------------------------------------------------------------

ROOMS = [  # tile, params, words: what the room action of that tile does
    ("comms_room", (), "send the Signal"),
    ("emergency_room", ("dress",), "dress all your serious wounds"),
    ("canteen", ("heal",), "heal a light wound"),
    ("shower_room", ("clean_scan",), "wash off the slime and scan your hand"),
    ("surgery", (), "remove the INFECTED ones"),
    ("fire_control", ("R05",), "put out the fire in R05"),
    ("generator", ("start",), "start the self-destruct sequence"),
    ("laboratory", ("egg",), "study the egg"),
    ("nest", (), "take an egg"),
    ("airlock_control", ("R09",), "seal R09"),
    ("command_center", ("R01",), "open or close the doors of R01"),
    ("hatch_control", ("unlock", "1"), "unlock Escape Pod 1"),
    ("monitoring_room", ("R02",), "secretly look at R02"),
    ("engine_control", (), "every engine"),
    ("evacuation_a", ("3",), "try to board Escape Pod 3"),
    ("cockpit", ("set", "D"), "set the Destination to D"),
    ("hibernatorium", (), "enter hibernation"),
    ("engine_2", (), "top token of engine_2"),
    ("storage", ("red",), "red Item deck"),
    ("armory", ("pistol",), "reload pistol"),
]


@pytest.mark.rule("PUB-ACT-06", "PUB-ROOM-02")
@pytest.mark.parametrize(("tile", "params", "words"), ROOMS, ids=[t for t, _, _ in ROOMS])
def test_every_room_action_says_what_it_does_once_the_tile_is_known(tile, params, words):
    state = crew(tiles={"R12": tile})
    state.explored["R12"] = True
    place(state, 0, "R12")
    choice = Choice("room", ("R12", *params))
    text = api.describe(choice, state)
    assert text == f"Room action in R12: {text.split(': ', 1)[1]}" and words in text
    assert not problems(text, choice)
    assert api.describe(choice, view(state, 0)) == text  # a View knows what the State shows


@pytest.mark.rule("PUB-ACT-06", "PUB-ROOM-02")
def test_without_the_board_a_room_action_still_reads_cleanly():
    assert says(c("room", "R08", "unlock", "1")) == "Room action in R08: unlock Escape Pod 1"
    assert says(c("room", "R16")) == "Room action in R16"
    assert says(c("room", "R06", "R12")) == "Room action in R06: aimed at R12"


@pytest.mark.rule("PUB-CHAR-08")
def test_a_free_room_action_by_card_names_your_room_and_what_it_does():
    state = crew(tiles={"R12": "command_center"})
    state.explored["R12"] = True
    place(state, 0, "R12")
    reask(state)  # seat 0 is asked for its action there
    text = api.describe(c("card", "pilot_old_friend", "room", "R01"), state)
    assert text == "Play pilot_old_friend for the room action of R12: open or close the doors of R01"


@pytest.mark.rule("PUB-COMBAT-02")
def test_an_intruder_is_named_by_its_kind_when_the_board_is_known():
    state = crew()
    adult = put_intruder(state, "adult", state.characters[0].room)
    assert api.describe(c("shoot", "rifle", str(adult.id)), state) == f"Shoot Adult #{adult.id} with rifle"


# --- steps inside an action ------------------------------------------------------------------------------------

STEPS = [  # choice, resume, decision context, the sentence
    (c("door", "close", "K03"), "command_door", ("0", "R01", ""), "Close the door in K03 (to R04)"),
    (c("door", "open", "K04"), "pilot_door", ("0",), "Also open the door in K04 (between R02 and R06)"),
    (c("no_door"), "pilot_door", ("0",), "Leave every door as it is"),
    (c("done"), "command_door", ("0", "R01", ""), "Leave the other doors as they are"),
    (c("open", "K12"), "room_door", ("1", "R09"), "Open the door in K12 (to R08)"),
    (c("close", "K14"), "room_door", ("1", "R09", "K12"), "Close the door in K14 (to R12)"),
    (c("deck", "green"), "search_deck", ("0", "search"), "Search the green Item deck"),
    (c("keep", "decoy_1"), "item_keep", ("0", "search", "decoy_1", "medkit_2"), "Keep decoy_1, discard the rest"),
    (c("keep", "energy_charge_red_9"), "item_keep", ("0", "to_bottom"),
     "Keep energy_charge_red_9 (red), the rest goes under its deck"),
    (c("room", "R02"), "look_tile", ("0", "2"), "Secretly look at the tile of R02"),
    (c("discard", "scout_adrenaline"), "drugs_discarded", ("0", "2"), "Discard scout_adrenaline"),
    (c("done"), "drugs_discarded", ("0", "2"), "Stop discarding and draw 3 cards"),
    (c("discard", "scientist_rest"), "discarded_one", ("0",), "Discard scientist_rest"),
    (c("keep"), "shot_reroll", ("0", "rifle", "1", "blank", "1"), "Keep this roll"),
    (c("reroll"), "shot_reroll", ("0", "rifle", "1", "blank", "1"), "Roll the combat die again"),
    (c("spend_ammo"), "extra_ammo", ("0", "prototype_rifle_1", "2", "2"), "Spend one more Ammo for an extra injury"),
    (c("keep"), "extra_ammo", ("0", "prototype_rifle_1", "2", "2"), "Keep the result without spending more Ammo"),
    (c("shoot_again"), "just_die_already", ("4", "six_shooter", "4"), "Shoot Intruder #4 again with six_shooter"),
    (c("stop"), "just_die_already", ("4", "six_shooter", "4"), "Stop shooting and check the injuries"),
    (c("keep"), "repair_engine_done", ("1", "engine_3"), "Leave the tokens of engine_3 in their order"),
    (c("swap"), "repair_engine_done", ("1", "engine_3"), "Swap the two tokens of engine_3"),
    (c("top"), "risk_assessment_put", ("0",), "Leave the Event card on top of the deck"),
    (c("bottom"), "risk_assessment_put", ("0",), "Put the Event card at the bottom of the deck"),
    (c("yes"), "suppressive_consent", ("4", "rifle", "2", "R07", "K11"),
     "Agree to move to R07 through K11 under Seat 4's cover"),
    (c("no"), "suppressive_consent", ("4", "rifle", "2", "R07", "K11"), "Refuse to move"),
    (c("launch"), "pod_launch_now", ("3", "1"), "Launch Escape Pod 1 now"),
    (c("wait"), "pod_launch_now", ("3", "1"), "Wait in Escape Pod 1 (you pass)"),
    (c("stay"), "pod_turn_done", ("3",), "Stay in your Escape Pod (you pass)"),
    (c("leave"), "pod_turn_done", ("3",), "Leave your Escape Pod and play this round"),
    (c("character", "captain"), "drafted", ("0",), "Play the captain"),
    (c("objective", "quarantine"), "objective_chosen", ("0",), "Keep the Objective quarantine"),
]


@pytest.mark.rule("PUB-DOOR-06", "PUB-COORD-04", "PUB-ROOM-06", "PUB-ROOM-05", "PUB-ROOM-09", "PUB-COMBAT-05",
                  "PUB-ENGINE-03", "PUB-MOVE-08", "PUB-POD-03", "PUB-SETUP-17", "PUB-OBJ-03")
@pytest.mark.parametrize(("choice", "resume", "ctx", "sentence"), STEPS, ids=[f"{s[1]}-{s[0]}" for s in STEPS])
def test_every_step_inside_an_action_says_what_it_chooses(choice, resume, ctx, sentence):
    assert says(choice, resume, *ctx) == sentence


@pytest.mark.rule("PUB-ACT-11", "PUB-ENC-09")
def test_reactions_say_whom_they_answer():
    assert says(c("interrupt", "soldier_interruption"), "interrupt_answer", "0", "0", "2", seat=2) == \
        "Interrupt Seat 0's action with soldier_interruption"
    assert says(c("decline"), "interrupt_answer", "0", "0", "2", seat=2) == "Let Seat 0's action go ahead"
    assert says(c("interrupt", "scientist_interruption"), "counter_answer", "0", "2", "0", "3", seat=3) == \
        "Cancel Seat 2's interruption with scientist_interruption"
    assert says(c("decline"), "counter_answer", "0", "2", "0", "3", seat=3) == "Let Seat 2's interruption stand"
    assert says(c("nerves_of_steel", "soldier_nerves_of_steel"), "attack_reaction") == \
        "Ignore the attack with soldier_nerves_of_steel"
    assert says(c("armor"), "attack_reaction") == "Ignore the attack with your armor"
    assert says(c("decline"), "attack_reaction") == "Take the attack"
    assert says(c("reroll"), "motion_scanner", "0", "danger").startswith("Use motion_scanner")
    assert says(c("decline"), "motion_scanner", "0", "danger") == "Keep the noise roll"


@pytest.mark.rule("PUB-IPLAYER-02", "PUB-IPLAYER-03", "PUB-IPLAYER-07")
def test_intruder_cards_tell_their_copies_apart():
    one = says(c("ip_effect", "pursuit_1", "3"), "ip_played", "2")
    two = says(c("ip_effect", "pursuit_2", "3"), "ip_played", "2")
    assert one != two and "move 1" in one and "Seat 3 makes a noise roll" in one
    assert says(c("ip_move", "pursuit_4", "1", "K04"), "ip_played", "2") == \
        "Play pursuit_4 (move any, attack draw 3): move Intruder #1 through K04 (between R02 and R06)"
    assert says(c("ip_attack", "planning_1", "6", "3"), "ip_played", "2").endswith(": Intruder #6 attacks Seat 3")
    assert "heals" in says(c("ip_effect", "self_healing_1", "2"), "ip_played", "2")
    assert "Event cards" in says(c("ip_effect", "planning_2"), "ip_played", "2")
    assert says(c("keep", "pursuit_1"), "ip_kept", "2").endswith("and discard the rest")
    assert says(c("discard_all"), "ip_kept", "2") == "Discard every card in your hand"
    assert says(c("attack_card", "bite_3"), "ip_attack_card", "2", "3", "bite_3", "claw_1") == \
        "Attack on Seat 3 with bite_3 (blood 6)"
    assert says(c("event", "hunt_2"), "ip_planned", "hunt_2", "hunt_3", "damage") != \
        says(c("event", "hunt_3"), "ip_planned", "hunt_2", "hunt_3", "damage")


@pytest.mark.rule("PUB-ROUND-04")
def test_one_argument_call_and_odd_choices_never_fail():
    assert api.describe(c("move", "R06", "K10")) == "Move to R06 through K10"
    assert api.describe(c("card")) == "Card"  # malformed: read as its kind, no crash
    assert api.describe(c("frobnicate", "x_y", "2")) == "Frobnicate: x_y, 2"
    assert api.describe(c("keep")) == "Keep it"
    assert api.describe(c("yes")) == "Yes"


# --- every option of random games ----------------------------------------------------------------------------

GAMES = [(1, "solo", {}), (2, "normal", {"intruder_player": 1}), (3, "normal", {}), (4, "coop", {}),
         (5, "normal", {"intruder_player": 1}), (2, "normal", {}),
         (3, "normal", {"map": "lockdown", "species": "night_stalkers"}),
         (1, "solo", {"map": "lockdown", "species": "night_stalkers"}),
         (4, "coop", {"map": "lockdown", "species": "intruders"})]


class Dice:
    """A seeded source for picking random options (engine.rng keeps its state in `rng`)."""

    def __init__(self, seed: int) -> None:
        self.rng = rng.seed_state(seed)

    def pick(self, options):
        """Mostly something other than passing or declining, so the games go places."""
        busy = [o for o in options if o.kind not in ("pass", "decline", "done", "keep", "no_door")]
        pool = busy if busy and rng.below(self, 4) else list(options)
        return pool[rng.below(self, len(pool))]


def check_options(state) -> set[str]:
    """Every option of the pending decision, described with each kind of context: clean and all different."""
    d = state.pending
    for ctx in (None, d, state, view(state, d.seat)):
        texts = [api.describe(o, ctx) for o in d.options]
        repeated = {t for t in texts if texts.count(t) > 1}
        assert not repeated, (d.resume, repeated)
        for option, text in zip(d.options, texts, strict=True):
            assert not problems(text, option), (d.resume, str(option), text, problems(text, option))
            assert not stray_ids(text, option, d.ctx), (text, stray_ids(text, option, d.ctx))
            if ctx is not None and option.kind != "pass":
                assert text != generic(option.kind, option.args), f"no sentence for {option}"
    return {o.kind for o in d.options}


@pytest.mark.rule("PUB-ROUND-04", "PUB-ACT-01")
@pytest.mark.parametrize(("seats", "mode", "extra"), GAMES)
def test_every_option_of_random_games_reads_cleanly_and_differs_from_its_neighbours(seats, mode, extra):
    kinds: set[str] = set()
    for game in range(3):
        dice = Dice(seats * 7 + len(extra) + 100 * game)
        state = api.new_game({"seats": seats, "seed": 40 + seats + 1000 * game, "mode": mode, **extra})
        for _ in range(700):
            if state.over or state.pending is None:
                break
            kinds |= check_options(state)
            api.apply(state, dice.pick(state.pending.options))
    assert {"move", "pass", "card"} <= kinds, "the games went past their first rounds"
