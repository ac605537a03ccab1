"""The play board: the table model over the core's session ``State``, the view, the cell
delegate and the stateless cell painter (also used by the watch board), the editor with its
undo commands, and the digit palette."""
