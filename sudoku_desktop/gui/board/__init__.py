"""The play board: the session state it shows, the table model, the view, the cell delegate and
its stateless painter, the editor with its undo commands, and the digit pad."""
