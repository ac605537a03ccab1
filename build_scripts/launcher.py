"""Entry script pyinstaller freezes: the same main() as the sudoku-desktop command."""

from sudoku_desktop.gui import main

if __name__ == "__main__":
    raise SystemExit(main())
