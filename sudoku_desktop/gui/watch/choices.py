"""What the user chose in the watch panel, kept through a window rebuilt for another
language: algorithm, power, speed and the three views."""

from __future__ import annotations

from dataclasses import dataclass

from sudoku_desktop.core.search.common import Power
from sudoku_desktop.gui.watch.watch_panel import WatchPanel


@dataclass(frozen=True)
class WatchChoices:
    """The watch panel's choices (a stream's title shown: those made before it)."""

    algorithm: str
    power: Power
    speed: int
    candidates: bool
    heat_map: bool
    reduced_motion: bool

    @classmethod
    def of(cls, panel: WatchPanel) -> WatchChoices:
        """The choices ``panel`` shows."""
        return cls(
            panel.picker.algorithm().id,
            panel.picker.power(),
            panel.bar.speed_slider.value(),
            panel.candidates_check.isChecked(),
            panel.heat_map_check.isChecked(),
            panel.reduced_motion_check.isChecked(),
        )

    def restore(self, panel: WatchPanel) -> None:
        """Make the choices again on ``panel`` (after ``apply``, which shows the
        preferences' defaults)."""
        panel.picker.select(self.algorithm, self.power)
        panel.bar.speed_slider.setValue(self.speed)
        panel.candidates_check.setChecked(self.candidates)
        panel.heat_map_check.setChecked(self.heat_map)
        panel.reduced_motion_check.setChecked(self.reduced_motion)
