"""The import graph, read from the sources with ``ast`` (no code runs): no cycle inside the
package, the core and the CLI never import Qt or the GUI, the GUI never imports the CLI.

Every import counts, including those inside functions (a lazy import hides a cycle, it does
not remove it), except under ``if TYPE_CHECKING:``, which never runs. ``from package import
name`` is an edge to the module ``package.name`` when there is one, else to the package.
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


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement that can run (those under ``if TYPE_CHECKING:`` cannot)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                yield from _import_nodes(ast.Module(body=[child], type_ignores=[]))
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _import_nodes(node)


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
