"""Every board: the table model over the core's session ``State`` (with ``ShownRun``, a
watched run's layer over it), the view, the cell delegate and the stateless cell painter,
the editor with its undo commands, and the digit palette. The play board and the watch show
their positions through the same model, delegate and painter."""
