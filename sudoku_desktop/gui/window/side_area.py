"""The one side area beside the board: its panels share one column as tabs, never side by
side, so opening one never widens the window nor narrows the board.

Each panel is a ``SidePage``, opened and closed like a dock (``show``, ``hide``, ``raise_``,
``toggleViewAction`` for the View menu) and built on first show. Its content sits in a scroll
area: however long its text (a French hint, the watch's counters), a panel scrolls rather
than make the window taller than the screen. Above the tabs a header holds what must stay in
view whatever tab is in front (the watch's controls); below them a footer (the digit pad).

Adding a panel is one call, in the window's ``_build_side`` or a part built on first use::

    page = window.side_area.add_page("algorithm_text", window.tr("Algorithm"), build)

where ``build()`` makes the panel and puts it in with ``page.setWidget(panel)``; then
``page.show()`` opens its tab and ``page.toggleViewAction()`` goes in a menu.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSize, Qt, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sudoku_desktop.gui.form import named
from sudoku_desktop.gui.window.first_paint import after_first_paint

SIDE_MIN_WIDTH = 300
"""The side area's narrowest: a panel wider than this scrolls sideways, the board keeps its
room."""
PAGE_MAX_TEXT_WIDTH = 720
"""How wide a page of paragraphs grows on a wide screen (a readable measure)."""


class SidePage(QObject):
    """One panel of the side area: a tab while open. Its widget is built on first show."""

    visibilityChanged = Signal(bool)  # noqa: N815 (QDockWidget's name, which callers know)
    """Opened (True) or closed (False)."""

    def __init__(
        self,
        area: SideArea,
        name: str,
        title: str,
        build: Callable[[], object] | None,
        tab_title: str,
    ) -> None:
        super().__init__(area)
        self.setObjectName(name)
        self.area, self.title, self.tab_title = area, title, tab_title
        self._build = build
        self._open = False
        self._waiting = False  # opened, built after the first paint (show_built_after_paint)
        self.scroll = named(QScrollArea(area), f"{name}_scroll", title)
        """The tab's widget: the panel, scrolled when the tab is too small for it."""
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.hide()
        self._toggle = QAction(title, self)
        self._toggle.setObjectName(f"action_{name}")
        self._toggle.setCheckable(True)
        self._toggle.triggered.connect(self._chosen)

    def toggleViewAction(self) -> QAction:
        """The checkable action that opens and closes the panel (the View menu's)."""
        return self._toggle

    @Slot(bool)
    def _chosen(self, checked: bool) -> None:
        """The View menu's entry or its key: a panel open behind another tab comes to the
        front (closing it would hide what was asked for); in front, it closes."""
        if not checked and self._open and not self.in_front():
            self.raise_()
            self._toggle.setChecked(True)
            return
        if checked:
            self.raise_()
        else:
            self.hide()

    def widget(self) -> QWidget | None:
        """The panel, None until built."""
        return self.scroll.widget()

    def setWidget(self, widget: QWidget) -> None:
        """Put the built panel in the page."""
        self.scroll.setWidget(widget)

    def is_built(self) -> bool:
        """Whether the panel exists (it is built at most once)."""
        return self.widget() is not None

    def ensure_built(self) -> None:
        """Build the panel now if it is not built yet."""
        if not self.is_built() and self._build is not None:
            self._build()

    def show_built_after_paint(self, painted: QWidget) -> None:
        """Open the tab now and build its panel once ``painted`` is on screen: a panel open
        from the start (the first run's How it works) does not hold up the board."""
        self._waiting = True
        self.show()
        after_first_paint(painted, self._paint_done)
        painted.update()  # a window on screen already paints it again: the text follows

    @Slot()
    def _paint_done(self) -> None:
        self._waiting = False
        if self._open:
            self.ensure_built()

    def isVisible(self) -> bool:
        """Whether the panel is open (its tab in front or not)."""
        return self._open

    def in_front(self) -> bool:
        """Whether the panel is open and its tab in front."""
        return self._open and self.area.tabs.currentWidget() is self.scroll

    def show(self) -> None:
        """Open the panel, its tab in front."""
        self.setVisible(True)

    def hide(self) -> None:
        """Close the panel: the room goes back to the other tabs, or to the board."""
        self.setVisible(False)

    def raise_(self) -> None:
        """Open the panel and bring its tab to the front."""
        self.setVisible(True)
        self.area.tabs.setCurrentWidget(self.scroll)

    @Slot(bool)
    def setVisible(self, visible: bool) -> None:
        """Open (its tab in front) or close the panel."""
        if visible == self._open:
            return
        self._open = visible
        self._toggle.setChecked(visible)
        if visible and not self._waiting:
            self.ensure_built()
        self.area.place(self, visible)
        self.visibilityChanged.emit(visible)


class SideArea(QWidget):
    """The column beside the board: a header, the panels' tabs, a footer."""

    pages_changed = Signal()
    """A panel opened or closed: the column's width policy may change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "side_area", self.tr("Side panels"))
        self.pages: dict[str, SidePage] = {}
        self.tabs = named(QTabWidget(self), "side_tabs", self.tr("Side panels"))
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setUsesScrollButtons(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        self.tabs.hide()
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.tabs, 1)
        self._layout.addStretch(0)  # every tab closed: the footer stays at the top

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), SIDE_MIN_WIDTH), hint.height())

    def add_page(
        self,
        name: str,
        title: str,
        build: Callable[[], object] | None = None,
        tab_title: str = "",
    ) -> SidePage:
        """A closed panel named ``name``, ``title`` in the View menu and the tab's tooltip,
        ``tab_title`` (the title when empty) on its tab: five French titles whole do not fit
        a 1280-pixel screen's column. Its tab keeps its place among the others (the order
        they were added in), whatever order they open in."""
        page = SidePage(self, name, title, build, tab_title or title)
        self.pages[name] = page
        return page

    def add_header(self, widget: QWidget) -> None:
        """Show ``widget`` above the tabs (it hides and shows itself)."""
        self._layout.insertWidget(self._layout.indexOf(self.tabs), widget)

    def add_footer(self, widget: QWidget) -> None:
        """Show ``widget`` under the tabs, as tall as it asks (no taller)."""
        policy = widget.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Maximum)
        widget.setSizePolicy(policy)
        self._layout.insertWidget(self._layout.indexOf(self.tabs) + 1, widget)

    def place(self, page: SidePage, opened: bool) -> None:
        """Add or remove ``page``'s tab, in its place among the open ones, in front when
        opened."""
        if opened:
            index = sum(1 for other in self._open_before(page))
            self.tabs.insertTab(index, page.scroll, page.tab_title)
            self.tabs.setTabToolTip(index, page.title)
            self.tabs.setCurrentWidget(page.scroll)
        else:
            self.tabs.removeTab(self.tabs.indexOf(page.scroll))
            page.scroll.hide()
        self.tabs.setVisible(self.tabs.count() > 0)
        self.pages_changed.emit()

    def _open_before(self, page: SidePage) -> list[SidePage]:
        ordered = list(self.pages.values())
        return [p for p in ordered[: ordered.index(page)] if p.isVisible()]

    @Slot(int)
    def _close_tab(self, index: int) -> None:
        for page in self.pages.values():
            if page.scroll is self.tabs.widget(index):
                page.hide()

    def has_open_pages(self) -> bool:
        """Whether any panel is open (the column then takes the room the board leaves)."""
        return self.tabs.count() > 0

    def front(self) -> SidePage | None:
        """The panel whose tab is in front."""
        return next((p for p in self.pages.values() if p.in_front()), None)

    def state(self) -> bytes:
        """Which panels are open and which is in front, for the window's saved state."""
        opened = [name for name, page in self.pages.items() if page.isVisible()]
        front = self.front()
        data = {"open": opened, "front": front.objectName() if front else ""}
        import json  # on first use: five modules the first paint does not need

        return json.dumps(data).encode("utf-8")

    def restore(self, state: bytes, painted: QWidget | None = None) -> bool:
        """Open the panels ``state`` names (and close the others); False, changing nothing,
        when it is not a state this area wrote. With ``painted`` (a window not shown yet),
        the panels opened are built once it is painted, not before."""
        import json

        try:
            data = json.loads(state.decode("utf-8"))
            opened = [str(name) for name in data["open"]]
            front = str(data.get("front", ""))
        except (ValueError, KeyError, TypeError, UnicodeDecodeError):
            return False
        for name, page in self.pages.items():
            if name in opened and painted is not None and not page.isVisible():
                page.show_built_after_paint(painted)
            else:
                page.setVisible(name in opened)
        if front in self.pages and self.pages[front].isVisible():
            self.pages[front].raise_()
        return True
