"""Arrows only point down: engine/ never imports pygame, game or saves; no global random in the engine."""

import ast
import re
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
            for a in node.names:  # `from engine.ai import bots` is engine.ai.bots: a module imported by name
                sub = f"{node.module}.{a.name}"
                is_module = (ROOT / (sub.replace(".", "/") + ".py")).exists() or (ROOT / sub.replace(".", "/")).is_dir()
                out.add(sub if is_module or node.module == "engine" else node.module)
    return out


def test_the_frontend_reaches_the_engine_only_through_its_api():
    # the engine's door (the game's words too: engine.api re-exports gettext's _, N_, ngettext, pgettext) and the
    # bots' door
    allowed = {"engine.api", "engine.ai.bots"}
    for path in (ROOT / "game").rglob("*.py"):
        extra = {"engine.headless"} if path.name == "main.py" else set()  # the headless runner is a command
        bad = engine_imports(path) - allowed - extra
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}: go through engine.api"


def plugin_names() -> set[str]:
    """Every name a registered map or species declares: rooms, room tiles, printed room kinds, token kinds and
    bag tokens (its content), and the fields of its own part of the state (tracks, pods, eggs...)."""
    from engine import hooks
    from engine.content.catalog import load_catalog

    names: set[str] = set()
    built = {kind: [pid for pid in hooks.registered(kind) if hooks.plugin(kind, pid).package == "engine"]
             for kind in ("map", "species")}  # the game's own (the tests' tiny ones have deliberately short ids)
    for map_id in built["map"]:
        for species in built["species"]:
            c = load_catalog(map_id=map_id, species=species)
            names |= set(c.rooms) | set(c.tiles) | {r.special for r in c.rooms.values() if r.special}
            names |= set(c.kinds) | set(c.intruder_tokens)
            names -= set(c.options["combat_die"])  # the core's die faces ("blank", "adult") are the core's words
    for kind in ("map", "species"):
        for pid in built[kind]:
            part = hooks.plugin(kind, pid).state
            names |= set(getattr(part, "__struct_fields__", ()))
    return names


def code_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are not docstrings, with their line numbers."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docs.add(id(first.value))
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_the_bots_generic_code_names_no_room_tile_piece_or_track_of_a_plugin():
    names = plugin_names()
    assert {"hibernatorium", "larva", "self_destruct"} <= names  # the check sees what the plug-ins declare
    for path in sorted((ROOT / "engine" / "ai").glob("*.py")):
        for line, text in code_strings(path):
            found = set(re.findall(r"[A-Za-z0-9_]+", text)) & names
            assert not found, (f"engine/ai/{path.name}:{line} names {sorted(found)}: the map's or species' bot "
                               "knowledge belongs in its plug-in (engine/ai/knowledge.py)")


def test_the_bots_generic_code_imports_no_map_or_species_package():
    for path in sorted((ROOT / "engine" / "ai").glob("*.py")):
        bad = {m for m in engine_imports(path) if m.startswith(("engine.maps", "engine.species"))}
        assert not bad, f"engine/ai/{path.name} imports {bad}: ask the plug-in's bot knowledge instead"


def generic_files() -> list[Path]:
    """The code that must know no map or species: the core engine, its rules and content readers, the bots'
    generic code and the whole frontend."""
    engine = ROOT / "engine"
    files = [p for p in sorted(engine.glob("*.py")) if p.name != "plugins.py"]  # plugins.py lists them, on purpose
    for folder in ("rules", "content", "ai", "rulesets"):
        files += sorted((engine / folder).rglob("*.py"))
    return files + sorted((ROOT / "game").rglob("*.py"))


def test_no_generic_module_names_a_room_tile_piece_or_track_of_a_plugin():
    names = plugin_names()
    assert {"hibernatorium", "larva", "self_destruct", "R01", "eggs", "cockpit"} <= names
    for path in generic_files():
        for line, text in code_strings(path):
            found = set(re.findall(r"[A-Za-z0-9_]+", text)) & names
            assert not found, (f"{path.relative_to(ROOT)}:{line} names {sorted(found)}: what a map or species "
                               "declares belongs in its plug-in (a hook, its options or its content)")


def test_no_generic_module_imports_a_map_or_species_package():
    for path in generic_files():
        bad = {m for m in engine_imports(path) if m.startswith(("engine.maps", "engine.species"))}
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}: reach the plug-in through a hook"


def module_level_imports(path: Path) -> set[str]:
    """The engine modules a file imports when it is loaded (imports inside functions are deferred, not counted)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("engine"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("engine"):
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                is_module = (ROOT / (sub.replace(".", "/") + ".py")).exists() or (ROOT / sub.replace(".", "/")).is_dir()
                out.add(sub if is_module else node.module)
    return out


def test_the_engines_modules_import_one_another_without_a_cycle():
    modules = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
               for p in (ROOT / "engine").rglob("*.py")}
    graph = {m: {i for i in module_level_imports(p) if i in modules and i != m} for m, p in modules.items()}
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                cycle = path[path.index(n):] + [n] if n in path else [m, n]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if n not in state:
                visit(n, path + [n])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])


def test_the_registry_imports_nothing_it_registers():
    imports = engine_imports(ROOT / "engine" / "hooks.py")
    assert not {m for m in imports if m.startswith(("engine.maps", "engine.species", "engine.rules",
                                                     "engine.rulesets", "engine.plugins", "engine.ai"))}


def all_engine_imports(path: Path) -> set[str]:
    """Every engine module a file imports, at load time or inside a function."""
    return engine_imports(path)


def test_the_engine_never_imports_the_bots():
    """The bots stand on the engine: no core module imports engine.ai, even inside a function. Only the bots
    themselves, the headless runner (a command) and the plug-ins' bot-knowledge modules do."""
    engine = ROOT / "engine"
    for path in sorted(engine.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[:2] == ("engine", "ai") or rel.name == "headless.py" or "bot" in rel.parts or rel.stem == "bot":
            continue
        bad = {m for m in all_engine_imports(path) if m.startswith("engine.ai")}
        assert not bad, f"{rel} imports {bad}: the engine must not depend on its bots"


def test_the_bots_reach_the_engine_through_their_door():
    """engine/ai imports the engine only through engine.api or engine.bot_api (the bots' declared door), so
    what the bots depend on is listed in one place."""
    for path in sorted((ROOT / "engine" / "ai").glob("*.py")):
        bad = {m for m in all_engine_imports(path)
               if not m.startswith(("engine.ai", "engine.api", "engine.bot_api"))}
        assert not bad, f"engine/ai/{path.name} imports {bad}: add what the bots need to engine/bot_api.py"
