"""The application: translators, preferences, autosave, the main window, the self-test.

Languages. English is the source language; French comes from
``resources/translations/sudoku_desktop_fr.qm`` (compiled from the ``.ts`` by ``./dev`` and
the build), plus Qt's own ``qtbase_fr`` for the standard dialogs; the few labels of those
dialogs that Qt 6's French catalog lacks (``QT_CATALOG_GAPS``) are in ours. The choice is the
system locale's unless Preferences name one.

Switching without restarting: the main window is *rebuilt in place* rather than
retranslated. Every widget of the app sets its texts once, in its constructor, with
``tr()``; handling ``QEvent.LanguageChange`` would mean a ``retranslate()`` in every one of
them, kept in step with every constructor by hand, and any one forgotten stays in the old
language. Rebuilding reuses the constructors themselves: the snapshot (board, origins and
candidates, geometry, dock layout) is taken, the new translator installed, a new window
built from the snapshot and shown where the old one was; the old one closes as on quit
(its workers stopped and waited for) and is deleted. The board, the undo history (its
commands keep the words they were named with) and the watch's choices (algorithm, power,
speed, views) come through; the watched run's recording does not.

Contexts. ``pyside6-lupdate`` files a ``tr()`` called through an alias (``tr = window.tr``)
under the empty context and ``window.tr()`` under "window", while at run time Qt asks with
the object's class name ("MainWindow"): ``AppTranslator`` falls back to those two contexts,
so such calls are translated without renaming them all.
"""

from __future__ import annotations

import os
import sys
import time
from functools import partial
from importlib.resources import as_file, files

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTimer,
    QTranslator,
    Slot,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from sudoku_desktop.gui.app.autosave import Autosaver, AutosaveStore, WindowSnapshot
from sudoku_desktop.gui.app.rescue import offer_rescue
from sudoku_desktop.gui.board.commands import copy_history
from sudoku_desktop.gui.board.palette import set_palette
from sudoku_desktop.gui.window.first_paint import after_first_paint
from sudoku_desktop.gui.window.main_window import MainWindow, create_main_window
from sudoku_desktop.gui.window.settings import Settings
from sudoku_desktop.gui.wording import translated

APP_NAME = "Sudoku Desktop"
FALLBACK_CONTEXTS = ("", "window")
QT_CATALOG_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Page &order:"),
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Pages &per sheet:"),
)
"""Labels of Qt's own dialogs that Qt 6's French catalog lacks (its entries predate the
labels' shortcut letters): our catalog carries them, asked after Qt's."""


class AppTranslator(QTranslator):
    """A QTranslator that also looks in the contexts lupdate gives aliased ``tr()`` calls."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        for name in (context, *FALLBACK_CONTEXTS):
            text = super().translate(name, source, disambiguation, n)
            if text:
                return text
        return None  # a null string: Qt then shows the source text


def system_language() -> str:
    """ "fr" when the system locale is French, else "en"."""
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


def effective_language(choice: str) -> str:
    """The language a Preferences choice ("system", "en", "fr") means here."""
    return system_language() if choice == "system" else choice


class Translators:
    """Installs the app's and Qt's translators for one language at a time."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.installed: list[QTranslator] = []
        self.language = "en"

    def use(self, choice: str) -> str:
        """Switch to ``choice``'s language; returns the language now in use."""
        for translator in self.installed:
            self.app.removeTranslator(translator)
        self.installed = []
        language = effective_language(choice)
        if language != "en":
            ours = AppTranslator(self.app)
            resource = files("sudoku_desktop.resources").joinpath(
                "translations", f"sudoku_desktop_{language}.qm"
            )
            with as_file(resource) as path:
                if path.is_file() and ours.load(str(path)):
                    self.installed.append(ours)
            qt = QTranslator(self.app)
            where = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{language}", where):
                self.installed.append(qt)
            if not any(isinstance(t, AppTranslator) for t in self.installed):
                language = "en"  # no compiled translation: stay in the source language
        for translator in self.installed:
            self.app.installTranslator(translator)
        QLocale.setDefault(QLocale(language))
        self.language = language
        return language


class HeldWrites(QObject):
    """Keeps a QSettings' changes in memory until ``release()``: a first run writes a new
    settings file, and that sync to disk (5 to 30 ms) need not come before the first paint."""

    def __init__(self, store: QSettings) -> None:
        super().__init__(store)
        self.store = store
        store.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.UpdateRequest  # QSettings' cue to write

    @Slot()
    def release(self) -> None:
        """Write what was held, and from now on write as QSettings does."""
        self.store.removeEventFilter(self)
        self.store.sync()
        self.deleteLater()


class SudokuApp(QObject):
    """Owns the window and rebuilds it when the language changes; applies preferences."""

    def __init__(self, app: QApplication, settings: Settings, store: AutosaveStore) -> None:
        super().__init__(app)
        self.app, self.settings, self.store = app, settings, store
        self.translators = Translators(app)
        self.translators.use(settings.language)
        set_palette(settings.palette)
        self.window: MainWindow | None = None
        self.autosaver: Autosaver | None = None
        self.preferences: QWidget | None = None
        settings.changed.connect(self._on_setting_changed)

    def start(self) -> MainWindow:
        """Build and show the window from the autosave (or the sample on a first run)."""
        held = HeldWrites(self.settings.store)
        loaded = self.store.load()
        window = self._build(loaded.snapshot)
        after_first_paint(window.board_view.viewport(), held.release)
        if not self.settings.first_run_done:
            window.how_it_works.show_built_after_paint(window.board_view.viewport())
            self.settings.first_run_done = True
        snapshot = loaded.snapshot
        window.show_on_screen(restored=snapshot is not None and bool(snapshot.geometry))
        for problem in loaded.problems:
            window.statusBar().showMessage(problem)
        if loaded.kept is not None or loaded.reason:
            offer_rescue(window, window.banner, window.editor, loaded)
        return window

    def _build(self, snapshot: WindowSnapshot | None) -> MainWindow:
        window = create_main_window(self.settings.store, snapshot.state if snapshot else None)
        # the title bar's icon is read from six PNGs: once the board is on screen
        after_first_paint(window.board_view.viewport(), partial(set_app_icon, window))
        if snapshot is not None:
            snapshot.restore_layout(window)
            window.clock.restart(snapshot.play_seconds)
        window.commands.action_preferences.triggered.connect(self.open_preferences)
        window.apply(self.settings)
        window.play.small_digits_changed.connect(self._small_digits_chosen)
        window.rules_chosen.connect(self._rules_chosen)
        self.autosaver = Autosaver(window, window.editor, window.clock, self.store)
        window.editor.state_changed.connect(self.autosaver.schedule)
        window.installEventFilter(self)
        self.window = window
        return window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Save the snapshot when the window closes (before its widgets go)."""
        if watched is self.window and event.type() == QEvent.Type.Close and self.autosaver:
            self.autosaver.save_now()
        return False

    @Slot()
    def open_preferences(self) -> QWidget:
        """Show the Preferences dialog (one at a time)."""
        from sudoku_desktop.gui.app.preferences_dialog import PreferencesDialog

        if self.preferences is None:
            self.preferences = PreferencesDialog(self.settings, self.window)
            self.preferences.destroyed.connect(self._preferences_gone)
        self.preferences.show()
        self.preferences.raise_()
        return self.preferences

    @Slot()
    def _preferences_gone(self) -> None:
        self.preferences = None

    @Slot(str)
    def _small_digits_chosen(self, mode: str) -> None:
        self.settings.small_digits = mode

    @Slot(str)
    def _rules_chosen(self, rules: str) -> None:
        self.settings.rules = rules

    @Slot(str)
    def _on_setting_changed(self, name: str) -> None:
        if name == "language":
            # after the dialog's signal returns: the rebuild deletes the dialog
            QTimer.singleShot(0, self.switch_language)
        elif self.window is not None:
            self.window.apply(self.settings, {name})

    @Slot()
    def switch_language(self) -> MainWindow | None:
        """Install the chosen language and rebuild the window in place."""
        old = self.window
        reopen = self.preferences is not None and self.preferences.isVisible()
        if self.preferences is not None:
            self.preferences.close()
            self.preferences.deleteLater()
            self.preferences = None
        self.translators.use(self.settings.language)
        if old is None:
            return None
        snapshot = WindowSnapshot.of(old, old.editor.state(), old.clock.seconds())
        was_maximized = old.isMaximized()
        how_shown = old.how_it_works.isVisible()
        from sudoku_desktop.gui.watch.choices import WatchChoices  # built with the watch

        choices = WatchChoices.of(old.watch_panel) if old.watch_built() else None
        old.removeEventFilter(self)
        if self.autosaver is not None:
            self.autosaver.stop()
        window = self._build(snapshot)
        copy_history(old.editor.undo_stack, window.editor.undo_stack, window.model)
        if choices is not None:
            choices.restore(window.watch_panel)
        window.how_it_works.setVisible(how_shown)
        if was_maximized:
            window.showMaximized()
        else:
            window.show()
        old.close()
        old.deleteLater()
        if self.autosaver is not None:
            self.autosaver.save_now()
        if reopen:
            self.open_preferences()
        return window


def set_app_icon(window: QWidget) -> None:
    """Give ``window`` the app icon."""
    window.setWindowIcon(app_icon())


def app_icon() -> QIcon:
    """The app icon from the bundled PNGs (every size, so each place picks its own)."""
    icon = QIcon()
    icons = files("sudoku_desktop.resources").joinpath("icons")
    for size in (16, 32, 48, 64, 128, 256):
        resource = icons.joinpath(f"sudoku-desktop-{size}.png")
        with as_file(resource) as path:
            if path.is_file():
                icon.addFile(str(path))
    return icon


def make_application(argv: list[str]) -> QApplication:
    """The QApplication with the names QSettings and QStandardPaths use."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setDesktopFileName("sudoku-desktop")
    return app


def main(argv: list[str] | None = None) -> int:
    """``sudoku-desktop [--self-test | --version] [FILE]``: start the app (opening FILE, as
    the desktop entry does for a double-clicked .sdk or .ss), or check it works, or say its
    version and which path its engine runs, and exit."""
    args = list(sys.argv if argv is None else argv)
    if "--version" in args[1:]:
        return print_version()
    if "--self-test" in args[1:]:
        return self_test(args)
    app = make_application(args)
    sudoku = SudokuApp(app, Settings(), AutosaveStore())
    window = sudoku.start()
    open_file_argument(window, app.arguments())
    if os.environ.get("SUDOKU_DESKTOP_EXIT_AFTER_PAINT"):
        _exit_after_first_paint(app, window)
    return app.exec()


def print_version() -> int:
    """``--version``: the version, and which path the engine runs (compiled or pure Python)."""
    from sudoku_desktop import __version__
    from sudoku_desktop.core.native_builds import engine_phrase
    from sudoku_desktop.core.wording import render

    print(f"sudoku-desktop {__version__}\n{render(engine_phrase())}")
    return 0


def open_file_argument(window: MainWindow, arguments: list[str]) -> bool:
    """Open the first file named on the command line (the desktop entry's ``%f``), if any."""
    files = [argument for argument in arguments[1:] if not argument.startswith("-")]
    return bool(files) and window.files.open_path(files[0])


def _exit_after_first_paint(app: QApplication, window: MainWindow) -> None:
    """For bench_bundle: print the time of the board's first paint, then quit."""

    def report() -> None:
        print(f"painted {time.time():.6f}", flush=True)
        app.quit()

    after_first_paint(window.board_view.viewport(), report)


SELF_TEST_SAMPLE = "beyond the rules"  # needs guesses: the worker guesses and backtracks
SELF_TEST_ALGORITHM = "deduction_exploration"
SELF_TEST_TIMEOUT = 60.0


def self_test(argv: list[str]) -> int:
    """Offscreen: a bundled sample solved by the fast solver and by the animated worker.

    Prints one line and returns 0 when both agree (and the French translation loads),
    else prints one line on stderr and returns 1.
    """
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before the QApplication exists
    app = make_application(argv)
    try:
        print(_self_test(app), flush=True)
    except Exception as error:  # any failure is the answer, in one line
        print(f"self-test failed: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
        return 1
    return 0


def _self_test(app: QApplication) -> str:
    from sudoku_desktop.core.native_builds import engine_phrase
    from sudoku_desktop.core.search import ALGORITHMS
    from sudoku_desktop.core.solver import solve
    from sudoku_desktop.core.steps import Solved
    from sudoku_desktop.core.wording import render
    from sudoku_desktop.gui.files.samples import sample_puzzles
    from sudoku_desktop.gui.watch import WatchPanel
    from sudoku_desktop.gui.watch.controller import RunState

    samples = dict(sample_puzzles())
    puzzle = samples[SELF_TEST_SAMPLE]
    result = solve(puzzle.digits, limit=2)
    if result.count != 1 or result.solution is None:
        raise RuntimeError(f"the fast solver found {result.count} solutions to the sample")
    panel = WatchPanel()
    panel.picker.select(SELF_TEST_ALGORITHM)
    panel.set_puzzle(puzzle.digits)
    controller = panel.controller
    controller.set_rate(None)
    try:
        controller.play()
        deadline = time.monotonic() + SELF_TEST_TIMEOUT
        while controller.state is not RunState.FINISHED:
            if time.monotonic() > deadline:
                raise RuntimeError(f"the animated run did not finish in {SELF_TEST_TIMEOUT:.0f} s")
            app.processEvents()
            time.sleep(0.002)
    finally:  # a failed or timed-out run must not leave its thread running at exit
        panel.shutdown()
    steps = len(controller.recording)
    digits = controller.recording.digits_at(steps)
    if tuple(digits) != tuple(result.solution):
        raise RuntimeError("the animated worker's grid differs from the fast solver's solution")
    translators = Translators(app)
    if translators.use("fr") != "fr":
        raise RuntimeError("the French translation is not bundled")
    french = translated(Solved(()).phrase())
    translators.use("en")
    title = ALGORITHMS[SELF_TEST_ALGORITHM].title
    return (
        f"self-test ok: sample '{SELF_TEST_SAMPLE}' solved by the fast solver and by the "
        f"animated '{title}' ({steps} steps, same grid); French loaded ('{french}'); "
        f"engine {render(engine_phrase())}"
    )
