"""``python -m sudoku_desktop`` starts the GUI, like the ``sudoku-desktop`` command."""

from sudoku_desktop.gui import main

raise SystemExit(main())
