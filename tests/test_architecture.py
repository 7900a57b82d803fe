"""The layering docs/architecture.md describes, checked by reading the imports:
nothing under game/ knows a scene (no import, not even for type hints, and no string naming a
scenes module), the engine knows no game either, the rules know no pygame, and no modules
import each other in a circle (there, imports under `if TYPE_CHECKING:` are only for type
hints and do not count)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME_PACKAGES = ("game.rules.", "game.registry", "game.descriptor", "game.ai", "game.terminal",
                 "game.cli")
#: A string naming a scenes module: "scenes.frame.flow", or the start of an import string
#: built from parts (f"scenes.{package}.table").
SCENES_MODULE = re.compile(r"(?<![\w.])scenes\.[A-Za-z_{]")


def modules() -> dict[str, Path]:
    """Every module of the project by dotted name (packages by their own name)."""
    found = {}
    for path in [*ROOT.glob("game/**/*.py"), *ROOT.glob("scenes/**/*.py")]:
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imports(path: Path, hints_too: bool = False) -> set[str]:
    """The dotted names a module imports at run time, anywhere in it (functions included);
    with `hints_too`, also those imported only for type hints."""
    return imported_names(ast.parse(path.read_text(encoding="utf-8")), hints_too)


def imported_names(tree: ast.Module, hints_too: bool = False) -> set[str]:
    """`imports` of a parsed module."""
    hints = set() if hints_too else {
        id(node) for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for node in ast.walk(block)}
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hints:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def game_modules() -> dict[str, Path]:
    """Every module under game/: rules, ai, net, store, engine and the top-level modules."""
    found = {name: path for name, path in modules().items() if name.split(".")[0] == "game"}
    packages = {name.split(".")[1] for name in found if name.count(".") >= 2}
    assert {"rules", "ai", "net", "store", "engine"} <= packages, packages
    return found


def test_nothing_under_game_imports_a_scene():
    for name, path in game_modules().items():
        for imported in imports(path, hints_too=True):
            assert imported.split(".")[0] != "scenes", f"{name} imports {imported}"


def test_nothing_under_game_names_a_scenes_module_in_a_string():
    """No import string either (importlib, __import__, a monkeypatch target...)."""
    for name, path in game_modules().items():
        for text in strings(ast.parse(path.read_text(encoding="utf-8"))):
            assert not SCENES_MODULE.search(text), f"{name} names a scenes module: {text!r}"


def strings(tree: ast.Module) -> list[str]:
    """Every string in a module, an f-string as one string with "{" for each value."""
    parts = {id(value) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
             for value in node.values}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            found.append("".join(value.value if isinstance(value, ast.Constant) else "{"
                                 for value in node.values))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in parts:
            found.append(node.value)
    return found


def test_the_scenes_check_sees_imports_and_import_strings():
    """The two checks above would see each way of reaching a scene from game/."""
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from scenes.frame.game_table import GameTable\n"
        "def f():\n    import scenes.app.launch\n"
        "g = f'scenes.{package}.table'\nh = 'scenes.frame.flow'\n")
    assert {"scenes.frame.game_table", "scenes.app.launch"} <= imported_names(tree, True)
    assert "scenes.frame.game_table" not in imported_names(tree)
    assert sum(1 for text in strings(tree) if SCENES_MODULE.search(text)) == 2
    assert not SCENES_MODULE.search("the scenes. A sentence ends, and scenes/frame/flow.py")


def test_the_engine_imports_no_game():
    for name, path in modules().items():
        if not name.startswith("game.engine"):
            continue
        for imported in imports(path):
            assert not imported.startswith(GAME_PACKAGES), f"{name} imports {imported}"


def test_no_import_circles():
    mods = modules()
    graph = {name: {i for i in imports(path) if i in mods and i != name}
             for name, path in mods.items()}
    # Each import of a submodule also runs its package's __init__.
    for name in list(graph):
        for imported in list(graph[name]):
            parts = imported.split(".")
            graph[name].update(".".join(parts[:k]) for k in range(1, len(parts))
                               if ".".join(parts[:k]) in mods and ".".join(parts[:k]) != name
                               and not name.startswith(".".join(parts[:k]) + "."))
    state: dict[str, int] = {}  # 1 on the current path, 2 done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for nxt in sorted(graph[name]):
            assert state.get(nxt) != 1, "import circle: " + " -> ".join(path + [name, nxt])
            if nxt not in state:
                visit(nxt, path + [name])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])


def test_the_rules_never_import_pygame_and_only_heuristics_know_the_bots():
    for name, path in modules().items():
        if name.startswith("game.rules") or name in ("game.registry", "game.descriptor"):
            found = imports(path)
            assert not any(i.split(".")[0] == "pygame" for i in found), name
            if not name.endswith(".heuristics"):  # the bots' half of a game's package
                assert not any(i.startswith("game.ai") for i in found), name


def test_only_the_games_own_packages_name_a_game():
    """Shared code asks the descriptor; no slug appears in its code (docstrings aside)."""
    from game.registry import SLUGS

    names = set(SLUGS) - {"pass"}  # also the pass move of every game's notation
    for name, path in modules().items():
        if not name.startswith(("game.engine", "scenes.frame", "scenes.screens", "game.ai")):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and id(node) not in docstrings:
                assert node.value not in names, f"{name} names the game {node.value!r}"


def test_the_shared_art_and_the_phone_server_never_import_pygame():
    """Pieces are shapes (game/art, game/engine/shapes.py) the table paints with pygame and
    the phone server writes as SVG: neither the shapes nor the server may need pygame."""
    for name, path in modules().items():
        if name.startswith(("game.art", "game.net")) or name == "game.engine.shapes":
            found = imports(path)
            assert not any(i.split(".")[0] == "pygame" for i in found), name
            assert not any(i.startswith("scenes") for i in found), name


def test_the_table_frames_helpers_know_no_table_scene():
    """In scenes/frame/ only table.py names TableScene: the helpers and overlays get the values
    they need or a narrow protocol, and nothing imports the table back, not even for hints."""
    for name, path in modules().items():
        if not name.startswith("scenes.frame.") or name == "scenes.frame.table":
            continue
        assert "TableScene" not in path.read_text(encoding="utf-8"), name
        assert "scenes.frame.table" not in imports(path, hints_too=True), name


def test_a_games_pieces_never_import_its_table():
    """paint.py, controls.py and the rest of scenes/<game>/ see the table through a protocol
    of what they read: only the table imports them, never the other way round."""
    from game.registry import GAMES

    for game in GAMES:
        table = f"scenes.{game.package}.table"
        for name, path in modules().items():
            if name.startswith(f"scenes.{game.package}.") and name != table:
                assert table not in imports(path, hints_too=True), name
