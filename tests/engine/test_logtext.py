"""Every log entry the engine writes reads as an English sentence, not as "kind: a=b" (engine/logtext.py)."""

import ast
import io
import string
from pathlib import Path

import pytest

from engine import api, headless
from engine.logtext import TEMPLATES, describe_entry

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


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


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
        for where, passed in sites:
            if kind in TEMPLATES and passed is not None and not fields(TEMPLATES[kind]) <= passed:
                wrong[f"{kind} @ {where}"] = sorted(fields(TEMPLATES[kind]) - passed)
    assert not wrong, f"templates naming args a call site does not pass: {wrong}"


def _generic(kind: str, args: dict) -> str:
    text = ", ".join(f"{k}={v}" for k, v in args.items())
    return kind.replace("_", " ") + (f": {text}" if text else "")


@pytest.mark.rule("PUB-ROUND-01")
@pytest.mark.parametrize(("seats", "mode", "seed", "intruder_player"), [
    (1, "solo", 3, False), (2, "normal", 5, False), (3, "normal", 11, True), (4, "coop", 2, False),
    (5, "normal", 8, True),
])
def test_bot_games_print_every_entry_from_its_template(seats, mode, seed, intruder_player):
    config = headless.make_config(seats, seed, mode, intruder_player)
    state, out = api.new_game(config), io.StringIO()
    headless.play(config, out=out, state=state)
    lines = out.getvalue().splitlines()
    public = [e for e in state.log if e.visible_to is None]
    assert lines == [describe_entry(e) for e in public]
    assert len({e.kind for e in state.log}) > 20, "a whole game logs many kinds"
    for entry, line in zip(public, lines, strict=True):
        assert not line.startswith(_generic(entry.kind, entry.args) + " ("), f"fell back to generic text: {line}"
    for entry in state.log:  # private entries are shown to their seats too
        assert entry.kind in TEMPLATES, entry.kind
        TEMPLATES[entry.kind].format(**entry.args)
