"""PySide's import hook asks of every module imported after it whether its source names
"PySide6" (to know which modules may switch ``__feature__`` options). It asks through
``inspect.getsource``, which walks all of ``sys.modules`` on each call: ~0.1 ms a module,
12 ms of the window's start over some 120 modules. ``install`` asks the same question of the
file's bytes; whatever is not a readable ``.py`` file still goes to PySide's own check.
``collector_paused`` keeps Python's cycle collector from walking the objects those modules
make (~60 passes, 3.5 ms) while they load, and after (the first pass would walk them all).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (loads shibokensupport.feature, the hook patched here)

FEATURE_MODULE = "shibokensupport.feature"
CHECK_NAME = "_mod_uses_pyside"
"""PySide's private check (shibokensupport/feature.py, PySide 6.2 to 6.11 at least)."""


def names_pyside(module: ModuleType, upstream: Callable[[ModuleType], bool]) -> bool:
    """True when the module's source file contains "PySide6", as PySide's check answers."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return upstream(module)
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return upstream(module)


def install() -> bool:
    """Answer PySide's per-import question from the file's bytes; False where this PySide
    has no such check (a later version may drop it: its own then serves, unchanged)."""
    feature = sys.modules.get(FEATURE_MODULE)
    upstream = getattr(feature, CHECK_NAME, None)
    if feature is None or not callable(upstream):
        return False
    if getattr(upstream, "upstream", None) is not None:
        return True  # installed already

    def check(module: ModuleType) -> bool:
        return names_pyside(module, upstream)

    check.upstream = upstream  # type: ignore[attr-defined]
    setattr(feature, CHECK_NAME, check)
    return True


def upstream_check() -> Callable[[ModuleType], bool] | None:
    """PySide's own check, for the test that holds ours to it."""
    check = getattr(sys.modules.get(FEATURE_MODULE), CHECK_NAME, None)
    return getattr(check, "upstream", check)


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cycle collector off while the window's modules load, and what they made set aside
    (``gc.freeze``) after: it lives as long as the app, and walking it frees nothing."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()
