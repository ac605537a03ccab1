"""Every board: the table model over the core's session ``State`` (with ``ShownRun``, a
watched run's layer over it), the view, the cell delegate and the stateless cell painter,
the editor with its undo commands, the digit pad, and the one ``Palette`` every colour of
the GUI comes from (``palette``; the colours are data, in resources/palettes.txt). The play
board and the watch show their positions through the same model, delegate and painter."""
