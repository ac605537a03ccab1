"""Whether a module runs from its compiled build (mypyc, made by ``./dev``) and it is current.

The compiled modules (``native_solver``, ``generator/native_settle``) sit beside their
source; Python imports the extension first. A build older than its source (the source was
edited since ``./dev`` last ran) would run old code, so it is not used.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType


def is_current_build(module: ModuleType) -> bool:
    """True when ``module`` was loaded from a compiled build no older than its source."""
    built = Path(module.__file__ or "")
    if built.suffix == ".py":
        return False
    source = built.with_name(module.__name__.rsplit(".", 1)[-1] + ".py")
    return not source.exists() or source.stat().st_mtime <= built.stat().st_mtime
