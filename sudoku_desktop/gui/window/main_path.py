"""The app's purpose in plain view: New opens on its choices (typing a puzzle first, then the
generator), Watch (the toolbar, Solve ▸ Watch the search, Ctrl+Shift+W) plays the chosen
algorithm on the puzzle, with the algorithm picker one click away on its arrow, and Start
solving fixes the givens and shows the verdict. ``MainPath`` is mixed into the main window.

The algorithms are listed when the menu first opens, not before the first paint (their
table imports the search modules).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QToolBar, QToolButton, QWidget

from sudoku_desktop.gui.form import named

if TYPE_CHECKING:
    from sudoku_desktop.gui.board.delegate import CellDelegate
    from sudoku_desktop.gui.board.editor import Editor
    from sudoku_desktop.gui.board.play import PlayController
    from sudoku_desktop.gui.board.type_in import TypeIn
    from sudoku_desktop.gui.solving.controller import SolvingController
    from sudoku_desktop.gui.watch import WatchPanel
    from sudoku_desktop.gui.window.actions import Actions
    from sudoku_desktop.gui.window.rating_status import RatingStatus
    from sudoku_desktop.gui.window.side_area import SidePage

Popup = QToolButton.ToolButtonPopupMode


def give_menu(
    toolbar: QToolBar, action: QAction, menu: QMenu, mode: QToolButton.ToolButtonPopupMode
) -> QToolButton:
    """Show ``menu`` from ``action``'s toolbar button: at once (``InstantPopup``), or on its
    arrow while a click on the button triggers the action (``MenuButtonPopup``)."""
    button = toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton)
    button.setMenu(menu)
    button.setPopupMode(mode)
    return button


class AlgorithmMenu(QMenu):
    """The algorithms to watch, the one chosen in the watch's picker checked; choosing one
    watches it on the puzzle (``watch(algorithm_id)``)."""

    def __init__(
        self,
        chosen: Callable[[], str],
        watch: Callable[[str], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        named(self, "watch_algorithms_menu", self.tr("Algorithm to watch"))
        self._chosen, self._watch = chosen, watch
        self._group = QActionGroup(self)
        self.aboutToShow.connect(self._fill)

    @Slot()
    def _fill(self) -> None:
        """List the algorithms (the first time), and check the one chosen now."""
        if not self.actions():
            from sudoku_desktop.gui.watch.algorithms import available_algorithms
            from sudoku_desktop.gui.wording import translated

            for algorithm in available_algorithms():
                entry = QAction(translated(algorithm.title_phrase), self)
                entry.setObjectName(f"watch_with_{algorithm.id}")
                entry.setToolTip(translated(algorithm.description_phrase))
                entry.setCheckable(True)
                entry.setData(algorithm.id)
                entry.triggered.connect(self._triggered)
                self._group.addAction(entry)
                self.addAction(entry)
        chosen = self._chosen()
        for entry in self.actions():
            entry.setChecked(entry.data() == chosen)

    @Slot()
    def _triggered(self) -> None:
        entry = self.sender()
        assert isinstance(entry, QAction)
        self._watch(str(entry.data()))


class MainPath:
    """Mixed into ``MainWindow``: New's choices, Watch and its picker, Start solving. It
    names the window's parts it uses, not the window (whose module mixes it in); its words
    keep the window's translation context."""

    _small_digits_before_typing = "candidates"
    if TYPE_CHECKING:
        commands: Actions
        editor: Editor
        typing: TypeIn
        solving: SolvingController
        delegate: CellDelegate
        play: PlayController
        rating: RatingStatus
        watch_dock: SidePage
        watch_panel: WatchPanel

    def _build_main_path(self) -> None:
        """The toolbar's New opens on its choices, typing a puzzle first; Watch has the
        algorithm picker on its arrow."""
        window = cast(QWidget, self)
        a = self.commands
        choices = named(QMenu(window), "new_menu", QCoreApplication.translate("MainWindow", "New"))
        choices.addActions([a.action_type_puzzle, a.action_new_puzzle])
        give_menu(a.toolbar, a.action_new_puzzle, choices, Popup.InstantPopup)
        self.algorithm_menu = AlgorithmMenu(self.chosen_algorithm, self.watch_algorithm, window)
        give_menu(a.toolbar, a.action_watch, self.algorithm_menu, Popup.MenuButtonPopup)

    def chosen_algorithm(self) -> str:
        """The id of the algorithm the watch's picker has chosen."""
        return self.watch_panel.picker.algorithm().id

    @Slot()
    def start_solving(self) -> None:
        """Start solving: the digits on the board become the givens (a puzzle being typed
        is done) and the verdict shows."""
        if self.typing.active:
            self.typing.finish()  # its verdict follows from ``finished``
        elif any(self.editor.state().digits):
            self.editor.set_puzzle()
            self.solving.check()
        else:
            self.editor.set_puzzle()  # says to enter digits first

    @Slot()
    def _typing_started(self) -> None:
        """While a puzzle is typed: no small digits (729 of them hid the typing), no
        rating of a half-typed puzzle."""
        self._small_digits_before_typing = self.delegate.small_digits
        self.play.show_small_digits("none")
        self.rating.hold(True, QCoreApplication.translate("MainWindow", "Typing a puzzle"))

    @Slot()
    def _typing_ended(self) -> None:
        self.play.show_small_digits(self._small_digits_before_typing)
        self.rating.hold(False)

    @Slot()
    def watch_search(self) -> None:
        """Solve ▸ Watch the search: the algorithm chosen in the watch's picker plays on the
        puzzle, its panel in front (a puzzle being typed is finished first)."""
        if self.typing.active and not self.typing.finish():
            return
        from sudoku_desktop.gui.watch.controller import RunState  # built with the watch

        controller = self.watch_panel.controller
        self.watch_dock.raise_()
        if controller.state is not RunState.PLAYING:
            controller.play()

    @Slot(str)
    def watch_algorithm(self, algorithm_id: str) -> None:
        """Show the watch's panel and play ``algorithm_id`` on the current puzzle (How it
        works' buttons, Watch's arrow)."""
        if self.typing.active and not self.typing.finish():
            return
        self.watch_dock.raise_()
        self.watch_panel.play_algorithm(algorithm_id)
