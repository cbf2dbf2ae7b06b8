"""Arrows only point down: engine/ never imports pygame, game or saves; no global random in the engine."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_engine_imports_no_frontend_saves_or_random():
    for path in (ROOT / "engine").rglob("*.py"):
        bad = imported_modules(path) & {"pygame", "game", "saves", "random"}
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_every_module_has_a_docstring():
    for folder in ("engine", "game", "bench"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.name == "__init__.py" and not path.read_text().strip():
                continue
            assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), f"{path} lacks a docstring"


def test_no_ruleset_map_or_species_names_in_base_rules():
    for path in (ROOT / "engine" / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for name in ("carnomorph", "void_seeder", "chytrid", "lockdown", '"prototype"', "'prototype'"):
            assert name not in text.lower(), f"{path.name} mentions {name}: add a hook instead"


def engine_imports(path: Path) -> set[str]:
    """The engine modules a file imports (`from engine import api` counts as engine.api)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.split(".")[0] == "engine")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "engine":
            out.update(f"{node.module}.{a.name}" if node.module == "engine" else node.module for a in node.names)
    return out


def test_the_frontend_reaches_the_engine_only_through_its_api():
    allowed = {"engine.api"}
    for path in (ROOT / "game").rglob("*.py"):
        extra = {"engine.headless"} if path.name == "main.py" else set()  # the headless runner is a command
        bad = engine_imports(path) - allowed - extra
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}: go through engine.api"
