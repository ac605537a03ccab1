"""The play board: the table model over the core's session ``State``, the view, the cell
delegate and its stateless painter, the editor with its undo commands, and the digit pad."""
