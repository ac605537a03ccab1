"""What the search is doing, in words and numbers: sentence, guess stack, counters."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QListView, QListWidget, QVBoxLayout, QWidget

from sudoku_desktop.core.geometry import cell_name, digit_name
from sudoku_desktop.core.recording import Counters
from sudoku_desktop.core.recording.step_codec import HYPOTHESIS
from sudoku_desktop.core.steps import Guess, Placement, digits_listing, rule_phrase
from sudoku_desktop.core.wording import QT_TRANSLATE_NOOP
from sudoku_desktop.gui.numbers import count_text, decimal_text
from sudoku_desktop.gui.wording import translated


def guess_line(guess: Guess | Placement, depth: int = 0) -> str:
    """ "r4c7 = 3 — depth 2, next to try: 5 and 8"; a hypothesis: "r4c7 = 3 — hypothesis 2".
    Each of the two parts is held together by no-break spaces: a narrow stack column
    wraps the line between them, never mid-phrase ("à / essayer ensuite")."""
    where = cell_name(guess.cell)
    if isinstance(guess, Placement):
        return QCoreApplication.translate(
            "SidePanel", "{cell} = {digit} — hypothesis {depth}"
        ).format(cell=where, digit=digit_name(guess.digit), depth=depth)
    left = guess.alternatives
    if not left:
        rest = QCoreApplication.translate("SidePanel", "no value left")
    else:  # "9 left" read as nine values left
        rest = QCoreApplication.translate("SidePanel", "next to try: {digits}").format(
            digits=translated(digits_listing(left))
        )
    head = QCoreApplication.translate("SidePanel", "{cell} = {digit} — depth {depth}").format(
        cell=where, digit=digit_name(guess.digit), depth=guess.depth
    )
    return f"{_unbroken(head)}, {_unbroken(rest)}"


def _unbroken(text: str) -> str:
    """``text`` with no-break spaces: a wrap never falls inside it."""
    return text.replace(" ", "\u00a0")


def elapsed_text(seconds: float) -> str:
    """ "38.5 µs", "4.2 ms", "0.42 s", "12.3 s", "2 min 05 s" (the decimal mark the
    language's): a fast search's real time still shows (the first steps of a walk take
    microseconds, not "0.0 ms"); "—" before the search's clock has stamped a chunk."""
    if seconds <= 0:
        return "—"
    if seconds < 0.001:
        return f"{decimal_text(seconds * 1_000_000, 1)} µs"
    if seconds < 0.1:
        return f"{decimal_text(seconds * 1000, 1)} ms"
    if seconds < 10:
        return f"{decimal_text(seconds, 2)} s"
    if seconds < 60:
        return f"{decimal_text(seconds, 1)} s"
    minutes, rest = divmod(int(seconds), 60)
    return QCoreApplication.translate("SidePanel", "{minutes} min {seconds} s").format(
        minutes=minutes, seconds=f"{rest:02d}"
    )


def guesses_made(counters: Counters) -> int:
    """Guesses and hypotheses made so far: the counters and the tree count the same."""
    return counters.guesses + counters.rules.get(HYPOTHESIS, 0)


COUNTER_ROWS = (
    ("steps", QT_TRANSLATE_NOOP("SidePanel", "Steps:")),
    ("guesses", QT_TRANSLATE_NOOP("SidePanel", "Guesses:")),
    ("backtracks", QT_TRANSLATE_NOOP("SidePanel", "Backtracks:")),
    ("contradictions", QT_TRANSLATE_NOOP("SidePanel", "Contradictions:")),
    ("max_depth", QT_TRANSLATE_NOOP("SidePanel", "Max depth:")),
    ("elapsed", QT_TRANSLATE_NOOP("SidePanel", "Search time:")),
)
"""The counters' rows: the field and its label (translated when the row is built)."""


class CountersView(QWidget):
    """Steps, guesses, backtracks, contradictions, maximum depth, elapsed, rules used."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.labels: dict[str, QLabel] = {}
        self.headings: dict[str, QLabel] = {}
        for field, title in COUNTER_ROWS:
            label = QLabel("0")
            label.setObjectName(f"counter_{field}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.labels[field] = label
            self.headings[field] = QLabel(QCoreApplication.translate("SidePanel", title))
            form.addRow(self.headings[field], label)
        elapsed = self.labels["elapsed"]
        elapsed.setToolTip(
            self.tr(
                "The time the search spent computing the steps shown, at any speed: not "
                "the time spent watching them"
            )
        )
        self.headings["elapsed"].setToolTip(elapsed.toolTip())
        self._guesses_title = self.headings["guesses"].text()
        self.rules = QLabel("—")
        self.rules.setObjectName("counter_rules")
        self.rules.setWordWrap(True)
        # under its heading, the width of the whole form: beside it, in the value column,
        # a dozen rules wrapped one word a line and ran off the panel's foot
        form.addRow(QLabel(self.tr("Deductions:")))
        form.addRow(self.rules)

    def show_counters(self, counters: Counters, elapsed: float) -> None:
        """Show ``counters`` (at the position shown) and the run's elapsed time."""
        values = {
            "steps": count_text(counters.steps),
            "guesses": count_text(guesses_made(counters)),
            "backtracks": count_text(counters.backtracks),
            "contradictions": count_text(counters.contradictions),
            "max_depth": count_text(counters.max_depth),
            "elapsed": elapsed_text(elapsed),
        }
        for field, text in values.items():
            self.labels[field].setText(text)
        self.headings["guesses"].setText(
            self.tr("Hypotheses:") if HYPOTHESIS in counters.rules else self._guesses_title
        )
        rule_count = self.tr("{rule}: {count}")
        rules = [
            rule_count.format(rule=translated(rule_phrase(r)), count=count_text(count))
            for r, count in counters.rules.items()
            if r != HYPOTHESIS
        ]
        self.rules.setText(" · ".join(rules) if rules else "—")  # wraps: fits any height


class RunSidePanel(QWidget):
    """The current step's sentence, the stack of standing guesses, the counters."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sentence = QLabel(self.tr("Press Play or Step to start the search."))
        self.sentence.setObjectName("step_sentence")
        self.sentence.setWordWrap(True)
        self.sentence.setMinimumHeight(40)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.stack = QListWidget()
        self.stack.setObjectName("guess_stack")
        self.stack.setMinimumHeight(80)
        # a narrow column wraps a long line ("niveau 19, plus aucune valeur" in French at
        # 1280 px) rather than cut it or scroll sideways
        self.stack.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stack.setWordWrap(True)
        self.stack.setResizeMode(QListView.ResizeMode.Adjust)
        self.counters = CountersView()
        layout.addWidget(QLabel(self.tr("<b>Step</b>")))
        layout.addWidget(self.sentence)
        layout.addWidget(QLabel(self.tr("<b>Guesses standing</b>")))
        layout.addWidget(self.stack, 1)
        layout.addWidget(QLabel(self.tr("<b>Counters</b>")))
        layout.addWidget(self.counters)

    def show_sentence(self, text: str) -> None:
        """The current step's sentence, from the engine."""
        self.sentence.setText(text)

    def show_stack(self, guesses: list[Guess | Placement]) -> None:
        """Deepest guess first, as a stack reads."""
        lines = [
            guess_line(guess, depth)
            for depth, guess in reversed(list(enumerate(guesses, start=1)))
        ]
        shown = [self.stack.item(i).text() for i in range(self.stack.count())]
        # the bottom of the stack stands: only the rows above it change (a fast run's
        # clear-and-refill relaid out every wrapped row, 10 times a second)
        kept = 0
        while kept < min(len(shown), len(lines)) and shown[-1 - kept] == lines[-1 - kept]:
            kept += 1
        for _ in range(len(shown) - kept):
            self.stack.takeItem(0)
        self.stack.insertItems(0, lines[: len(lines) - kept])
        self.stack.doItemsLayout()  # now, not on a timer that fires with the board's paint
