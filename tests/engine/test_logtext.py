"""Every log entry the engine writes reads as an English sentence with names, not as "kind: a=b" or ids
(engine/logtext.py, the templates of the core and of each plug-in, names from engine/naming.py)."""

import ast
import io
import re
from pathlib import Path

import pytest

from engine import api, headless
from engine.log_templates import SUBKINDS
from engine.logtext import entry_text, fields, knowledge_text
from engine.naming import templates_for
from engine.state import LogEntry
from tests.engine.factories import put_intruder
from tests.engine.ship_helpers import ship

# every registered game's: the core's, each map's and each species' own, and those of every crew line it allows
TEMPLATES = {k: v for ruleset, _m, species in api.combos()
             for cfg in [{"ruleset": ruleset, "map": _m, "species": species}]
             for k, v in templates_for({**cfg, "crew": ",".join(api.crew_lines_allowed(cfg))}).items()}

ENGINE = Path(__file__).resolve().parents[2] / "engine"

# Kinds built at run time, expanded to the values their callers pass. A new non-literal kind fails the scan
# until it is listed here.
DYNAMIC = {
    "f'door_{status}'": ["door_closed", "door_destroyed"],  # "open" is logged as door_opened
    "f'wound_{verb}ed'": ["wound_dressed", "wound_healed"],
    "f'{flag}_on'": ["intercom_on", "holo_computer_on"],
    "event": ["intruder_removed"],  # remove_intruder's default; the others come from its callers
}
# Wrappers whose constant argument becomes the kind: name -> (argument index, kind format, expression in log()).
WRAPPERS = {"set_character_status": (2, "character_{}", "f'character_{status}'"),
            "remove_intruder": (3, "{}", "event")}


def _constants(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _constants(node.body) + _constants(node.orelse)
    return []


def _calls(*names: str):
    names = names or tuple(WRAPPERS)
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names:
                yield f"{path.relative_to(ENGINE.parent)}:{node.lineno}", node


def logged_kinds() -> dict[str, list[tuple[str, set[str] | None]]]:
    """kind -> [(call site, keyword args passed, None when some come from a **mapping)] for every log() call."""
    dynamic = {expr: list(kinds) for expr, kinds in DYNAMIC.items()}
    for _, node in _calls():
        index, fmt, expr = WRAPPERS[node.func.id]
        if len(node.args) > index:
            dynamic.setdefault(expr, []).extend(fmt.format(v) for v in _constants(node.args[index]))
    found: dict[str, list[tuple[str, set[str] | None]]] = {}
    for where, node in _calls("log"):
        if len(node.args) < 3:
            continue
        kinds = _constants(node.args[2]) or dynamic.get(ast.unparse(node.args[2]))
        assert kinds, f"{where}: add the kinds of {ast.unparse(node.args[2])} to DYNAMIC"
        keywords = {k.arg for k in node.keywords if k.arg != "visible_to"}
        for kind in kinds:
            found.setdefault(kind, []).append((where, None if None in keywords else keywords))
    return found


def alternatives(kind: str) -> list[str]:
    options = TEMPLATES[kind]
    return [options] if isinstance(options, str) else list(options)


@pytest.mark.rule("PUB-ROUND-01")
def test_every_logged_kind_has_a_template():
    kinds = logged_kinds()
    assert len(kinds) > 200, "the scan found the engine's log() calls"
    missing = {kind: [w for w, _ in sites] for kind, sites in kinds.items() if kind not in TEMPLATES}
    assert not missing, f"log kinds without an English template: {missing}"


@pytest.mark.rule("PUB-ROUND-01")
def test_templates_use_only_args_every_call_site_passes():
    wrong = {}
    for kind, sites in logged_kinds().items():
        parts = {name for names in SUBKINDS.get(kind, ("", "", {}))[2].values() for name in names}
        for where, passed in sites:
            if kind in TEMPLATES and passed is not None and \
                    not any(fields(t) <= passed | parts for t in alternatives(kind)):
                wrong[f"{kind} @ {where}"] = sorted(fields(alternatives(kind)[0]) - passed)
    assert not wrong, f"templates naming args a call site does not pass: {wrong}"


RAW = re.compile(r"\b[RK]\d\d\b|\b[a-z]+_[a-z0-9_]+\b|\(s\)|\(ies\)|,\S|\.\.|\([^()]*\(|=")


def raw_bits(line: str) -> list[str]:
    """What a player should never read: ids (R04, K03, soldier_search_1), "(s)", a comma without a space,
    "..", brackets inside brackets, "a=b"."""
    return RAW.findall(line)


@pytest.mark.rule("PUB-ROUND-01")
@pytest.mark.parametrize(("seats", "mode", "seed", "intruder_player"), [
    (1, "solo", 3, False), (2, "normal", 5, False), (3, "normal", 11, True), (4, "coop", 2, False),
    (5, "normal", 8, True),
])
def test_bot_games_print_every_entry_as_a_sentence_with_names(seats, mode, seed, intruder_player):
    config = headless.make_config(seats, seed, mode, intruder_player)
    state, out = api.new_game(config), io.StringIO()
    headless.play(config, out=out, state=state)
    lines = [line for line in out.getvalue().splitlines() if not line.startswith("  » ")]
    public = [e for e in state.log if e.visible_to is None]
    assert len(lines) == len(public)
    assert len({e.kind for e in state.log}) > 20, "a whole game logs many kinds"
    for entry, line in zip(public, lines, strict=True):
        assert entry.kind in TEMPLATES, entry.kind
        assert line.endswith(f" ({entry.rule})"), line
        assert not line[:1].islower() and not raw_bits(line), (line, raw_bits(line))
    for entry in state.log:  # private entries are shown to their seats too
        text = entry_text(entry, api.view(state, entry.visible_to[0]) if entry.visible_to else state)
        assert not text[:1].islower() and not raw_bits(text), (text, raw_bits(text))


@pytest.mark.rule("PUB-ROUND-01")
def test_no_template_hedges_a_plural_or_packs_words():
    for kind, options in TEMPLATES.items():
        for template in [options] if isinstance(options, str) else options:
            assert "(s)" not in template and "(ies)" not in template, kind


# --- the text bugs found in play, one by one -----------------------------------------------------------------

def says(state, log_kind: str, rule: str = "PUB-ROUND-01", **args) -> str:
    return api.entry_text(LogEntry(rule, log_kind, args), state)


@pytest.mark.rule("PUB-ACT-02", "PUB-SETUP-17")
def test_lists_are_written_with_names_spaces_and_and():
    state = ship(seats=2)
    assert says(state, "cards_discarded", seat=0, cards="soldier_search_1,soldier_search_2,soldier_rest") == \
        "The Soldier discards Search, Search and Rest"
    assert says(state, "draft_offer", seat=1, offer="captain,scout") == "Player 2 may play the Captain or the Scout"
    assert api.describe_entry(LogEntry("PUB-ACT-02", "cards_discarded", {"seat": 1, "cards": "scout_rest"}),
                              state) == "The Scout discards Rest (PUB-ACT-02)"


@pytest.mark.rule("PUB-BAG-05", "PUB-INTRUDER-01")
def test_intruder_kinds_take_the_right_article_and_a_capital():
    state = ship(seats=1)
    assert says(state, "token_added", kind="adult") == "An Adult token is added to the bag"
    assert says(state, "token_added", kind="larva") == "A Larva token is added to the bag"
    assert says(state, "intruder_moved", intruder=3, kind="adult", src="R14", room="R10") == \
        "Adult #3 moves from the Cabins to the Armory"
    assert says(state, "token_to_supply", kind="queen", token="queen_1") == "The Queen token goes to the supply"


@pytest.mark.rule("PUB-ENC-01", "PUB-COMBAT-02")
def test_no_brackets_inside_brackets_and_intruders_keep_their_kind():
    state = ship(seats=3)
    line = says(state, "encounter", "PUB-ENC-01", room="R01", seat=2)
    assert line == "The Pilot meets an Intruder in the Cockpit"
    adult = put_intruder(state, "adult", "R01")
    assert says(state, "shot", seat=0, target=str(adult.id), weapon="rifle", face="double", ammo=3) == \
        f"The Soldier shoots Adult #{adult.id} with Rifle: a double hit (3 Ammo left)"
    state.intruders.clear()  # a dead Intruder keeps the kind the log gave it
    state.log.append(LogEntry("PUB-ENC-02", "intruder_placed", {"intruder": adult.id, "kind": "adult", "room": "R01"}))
    assert says(state, "just_die_already", seat=0, intruder=adult.id) == f"The Soldier shoots Adult #{adult.id} again"


@pytest.mark.rule("PUB-COMBAT-05", "PUB-DRAW-01", "PUB-NEST-05")
def test_counts_are_proper_plurals():
    state = ship(seats=1)
    assert says(state, "intruder_injured", intruder=2, kind="creeper", amount=1, total=1) == \
        "Creeper #2 takes 1 injury (1 in all)"
    assert says(state, "intruder_injured", intruder=2, kind="creeper", amount=2, total=3) == \
        "Creeper #2 takes 2 injuries (3 in all)"
    assert says(state, "cards_drawn", seat=0, count=1) == "The Soldier draws 1 card"
    assert says(state, "cards_drawn", seat=0, count=4) == "The Soldier draws 4 cards"
    assert says(state, "eggs_destroyed", count=2, left=0) == "2 Eggs destroyed (0 left)"
    assert says(state, "escape", seat=0, attackers=1) == "The Soldier escapes past 1 Intruder"


@pytest.mark.rule("PUB-ACT-01", "PUB-COORD-04", "PUB-MOVE-06")
def test_actions_and_ship_systems_name_rooms_corridors_and_cards_not_ids():
    state = ship(seats=3)
    assert says(state, "action", seat=2, action="room", args="R01,set,C") == "The Pilot's action: the room action of the Cockpit"
    assert says(state, "action", seat=0, action="careful", args="R06,K10") == \
        "The Soldier's action: move carefully to the Canteen"
    assert says(state, "action", seat=1, action="card", args="scout_search_1") == "The Scout's action: play Search"
    assert says(state, "noise_placed", corridor="K10") == "Noise in the corridor between the Canteen and the Hibernatorium"
    line = says(state, "coordinates_card", seat=2, card="coordinates_7", position="C", destination="deep_space")
    assert line == "The Pilot reads the Coordinates: position C leads to deep space"


@pytest.mark.rule("PUB-EXPLORE-01")
def test_a_face_down_room_is_only_its_number_until_it_is_explored():
    state = ship(seats=1, explored=False)
    assert says(state, "noise_placed", corridor="K04") == "Noise in the corridor between room 2 and room 6"
    state.explored["R02"] = True
    assert says(state, "room_explored", room="R02", tile="surgery") == "Room 2 is explored: it is the Surgery"
    assert says(state, "noise_placed", corridor="K04") == "Noise in the corridor between the Surgery and room 6"


@pytest.mark.rule("PUB-ROOM-02")
def test_what_a_character_knows_reads_once():
    state = ship(seats=1, explored=False)
    assert knowledge_text("tile:R02", "surgery", api.view(state, 0)) == "room 2 is the Surgery"
    state.explored["R02"] = True  # known to all now: still said once ("Knows: tile Surgery (2) Surgery" was not)
    assert knowledge_text("tile:R02", "surgery", api.view(state, 0)) == "room 2 is the Surgery"
    assert knowledge_text("engine:engine_2", "damaged", state) == "Engine 2 is damaged"
    assert knowledge_text("destination", "deep_space", state) == "the course leads to deep space"


@pytest.mark.rule("PUB-END-01", "PUB-END-02")
def test_endings_come_from_the_map_and_read_short_in_a_running_text():
    assert api.end_text({}, "time_ran_out") == "The Time track ran out: the ship reached its destination"
    assert api.end_text({}, "fire_overflow", short=True) == "the ship burned"
    state = ship(seats=1)
    assert says(state, "game_over", "PUB-END-01", reason="time_ran_out") == "Game over: the Time track ran out"


@pytest.mark.rule("PUB-ROUND-01")
def test_every_template_of_every_registered_game_fills_in():
    from engine.hooks import registered
    from engine.logtext import fill
    from engine.naming import namer_for

    for species in registered("species"):
        config = {"species": species}
        names = namer_for(config)
        for key, options in templates_for(config).items():
            for template in [options] if isinstance(options, str) else options:
                text = fill(template, {name: "1" for name in fields(template)}, names)
                assert text and "{" not in text, key


@pytest.mark.rule("PUB-ROUND-01")
def test_the_core_templates_name_nothing_of_a_map_or_a_species():
    from engine.log_templates import TEMPLATES as CORE

    words = ("Cockpit", "Hibernat", "Engine", "Escape Pod", "Coordinates", "Self-Destruct", "Egg", "Nest", "Larva",
             "Queen", "Breeder", "Creeper", "ship")
    for key, options in CORE.items():
        for template in [options] if isinstance(options, str) else options:
            assert not [w for w in words if re.search(rf"\b{w}", template)], (key, template)
