"""The import graph, read from the sources with ``ast`` (no code runs): no cycle inside the
package, the core and the CLI never import Qt or the GUI, the GUI never imports the CLI.

Every import counts: those inside functions (a lazy import hides a cycle, it does not
remove it) and those under ``if TYPE_CHECKING:`` (a type-only import is a dependency all
the same: the two modules cannot be read apart). ``from package import name`` is an edge to
the module ``package.name`` when there is one, else to the package. The GUI's last cycles
(``KNOWN_GUI_CYCLES``) are the next step's (issue 36); the core and the CLI have none.
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


KNOWN_GUI_CYCLES: tuple[frozenset[str], ...] = (
    frozenset({"sudoku_desktop.gui.window.actions", "sudoku_desktop.gui.window.toolbar"}),
    frozenset(
        {
            "sudoku_desktop.gui.files.printing",
            "sudoku_desktop.gui.window.hint_parts",
            "sudoku_desktop.gui.window.main_window",
            "sudoku_desktop.gui.window.on_demand",
            "sudoku_desktop.gui.window.watch_parts",
        }
    ),
)
"""The only cycles allowed, all in the GUI and all through ``TYPE_CHECKING`` imports of the
main window or its actions: narrowing those hands is issue 36's next step, which empties
this list. A cycle may shrink; none may grow or appear."""


def test_no_import_cycle_in_the_package() -> None:
    unknown = [
        cycle for cycle in cycles() if not any(set(cycle) <= known for known in KNOWN_GUI_CYCLES)
    ]
    assert unknown == []


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
