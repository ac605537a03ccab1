"""The import graph, read from the sources with ``ast`` (no code runs): no cycle inside the
package, the core and the CLI never import Qt or the GUI, the GUI never imports the CLI.

Every import counts: those inside functions (a lazy import hides a cycle, it does not
remove it) and those under ``if TYPE_CHECKING:`` (a type-only import is a dependency all
the same: the two modules cannot be read apart). ``from package import name`` is an edge to
the module ``package.name`` when there is one, else to the package. No cycle anywhere.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "sudoku_desktop"
QT = ("PySide6", "shiboken6")


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE_ROOT.rglob("*.py")}


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, wherever it stands."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node


def imported(module: str) -> set[str]:
    """The modules ``module`` imports, by absolute name (relative imports resolved)."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            full = f"{base}.{alias.name}"
            names.add(full if full in MODULES else base)
    return names


GRAPH = {module: imported(module) for module in MODULES}


def cycles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), and self-imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(GRAPH[module] & MODULES.keys()):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1 or module in GRAPH[module]:
                found.append(sorted(component))

    for module in sorted(MODULES):
        if module not in index:
            visit(module)
    return found


def offending(layer: str, forbidden: tuple[str, ...]) -> list[tuple[str, str]]:
    """(module, import) pairs where a module of ``layer`` imports something ``forbidden``."""
    return sorted(
        (module, name)
        for module, names in GRAPH.items()
        if module == layer or module.startswith(layer + ".")
        for name in names
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    )


def test_the_graph_is_read() -> None:
    """The reader finds real edges (a broken reader would pass every test below)."""
    assert "sudoku_desktop.core.board" in GRAPH["sudoku_desktop.core.session"]
    assert "sudoku_desktop.gui.window.main_window" in GRAPH["sudoku_desktop.gui"]
    assert "PySide6.QtCore" in GRAPH["sudoku_desktop.gui.threads.thread_owner"]


def test_no_import_cycle_in_the_package() -> None:
    assert cycles() == []


def test_the_cycle_finder_finds_a_type_only_cycle() -> None:
    """Two modules that import each other, one only for its types, are a cycle (the
    window and its parts once were, through ``TYPE_CHECKING``)."""
    saved = dict(GRAPH)
    try:
        GRAPH["sudoku_desktop.gui.window.lazy"] = {"sudoku_desktop.gui.window.main_window"}
        GRAPH["sudoku_desktop.gui.window.main_window"] = {"sudoku_desktop.gui.window.lazy"}
        assert cycles() == [
            ["sudoku_desktop.gui.window.lazy", "sudoku_desktop.gui.window.main_window"]
        ]
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


WINDOW_SHELL = ("sudoku_desktop.gui", "sudoku_desktop.gui.app.application")
"""Above the window: the package's door (``create_main_window``) and the application that
builds, rebuilds and keeps the window; they may name it."""


def test_no_room_below_the_window_names_the_window_or_its_actions() -> None:
    """The rooms the window uses take the parts they use (printing its board view and a
    few callables, play four actions), never the whole window or its actions table."""
    whole = ("sudoku_desktop.gui.window.main_window", "sudoku_desktop.gui.window.actions")
    named = [
        (module, name)
        for module, name in offending("sudoku_desktop.gui", whole)
        if not module.startswith("sudoku_desktop.gui.window.") and module not in WINDOW_SHELL
    ]
    assert named == []


def test_no_room_imports_the_shell_above_it() -> None:
    """``gui/app/`` is the shell on top (the application, its translators, the autosave and
    the preferences dialog): the rooms under it (board, watch, hints, files, window...) keep
    what they use, the palette in the board's room, the settings in the window's, so no
    arrow runs back up into it. Only the package's door starts the application."""
    shell = "sudoku_desktop.gui.app"
    upward = [
        (module, name)
        for module, name in offending("sudoku_desktop.gui", (shell,))
        if module != "sudoku_desktop.gui"
        and not module.startswith(shell + ".")
        and module != shell
    ]
    assert upward == []


def test_the_watch_does_not_name_the_window_above_it() -> None:
    """The window assembles the watch; the watch reads the preferences it shows through
    its own ``WatchPreferences``, never the window's settings."""
    assert offending("sudoku_desktop.gui.watch", ("sudoku_desktop.gui.window",)) == []


def test_the_reader_sees_type_checking_and_lazy_imports() -> None:
    """A type-only import is an edge (forcing_text once closed a cycle with steps so), and
    so is an import inside a function."""
    source = "if TYPE_CHECKING:\n    import alpha\n\ndef later():\n    from beta import gamma\n"
    nodes = list(_import_nodes(ast.parse(source)))
    assert [ast.unparse(node) for node in nodes] == ["import alpha", "from beta import gamma"]


def test_the_core_imports_neither_qt_nor_the_gui_nor_the_cli() -> None:
    assert (
        offending("sudoku_desktop.core", (*QT, "sudoku_desktop.gui", "sudoku_desktop.cli")) == []
    )


def test_the_cli_imports_neither_qt_nor_the_gui() -> None:
    assert offending("sudoku_desktop.cli", (*QT, "sudoku_desktop.gui")) == []


def test_the_gui_does_not_import_the_cli() -> None:
    assert offending("sudoku_desktop.gui", ("sudoku_desktop.cli",)) == []


def test_no_class_name_is_defined_twice() -> None:
    """Two classes of one name (two ``Snapshot``, two ``SidePanel``) make every import a
    guess; the package defines each name once."""
    where: dict[str, list[str]] = {}
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                where.setdefault(node.name, []).append(module)
    assert {name: modules for name, modules in where.items() if len(modules) > 1} == {}
