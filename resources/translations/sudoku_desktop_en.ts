<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="21"/>
        <source>&amp;New puzzle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="22"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="23"/>
        <source>&amp;Save session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="24"/>
        <source>Export as &amp;line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="25"/>
        <source>Export as &amp;grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="27"/>
        <source>Export as &amp;pencil marks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="29"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="30"/>
        <source>&amp;Paste puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="31"/>
        <source>&amp;Copy as line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="32"/>
        <source>Copy as &amp;grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="34"/>
        <source>Copy as &amp;pencil marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="36"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="39"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="42"/>
        <source>&amp;Set puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="43"/>
        <source>&amp;Edit puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="44"/>
        <source>Clear &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="45"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="47"/>
        <source>Show &amp;candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="52"/>
        <source>Solve &amp;logically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="54"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="55"/>
        <source>S&amp;olve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="56"/>
        <source>Singles only (seed 002)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="57"/>
        <source>Full rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="63"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="65"/>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="79"/>
        <source>Menu bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="81"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="93"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="98"/>
        <source>Copy &amp;as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="105"/>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="111"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="113"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="117"/>
        <location filename="../../sudoku_desktop/gui/actions.py" line="119"/>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlgorithmPicker</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="72"/>
        <source>Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="74"/>
        <source>Deduction:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Algorithms</name>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="319"/>
        <source>Deduction and exploration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="322"/>
        <source>Ordered backtracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="323"/>
        <source>Plain backtracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="324"/>
        <source>Fewest candidates first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="325"/>
        <source>Logic only: singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="326"/>
        <source>Logic only: all rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="327"/>
        <source>Automatic, with your suggestions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="337"/>
        <source>Solves as a person would, then guesses when stuck. It first fills every cell that can hold only one value, and every digit that fits only one place in its row, column or box, updating the possible values after each one. When nothing more can be deduced, it takes the first empty cell and tries its possible values one by one, deducing again after each guess. A cell left with no possible value means a guess was wrong: the guess and everything deduced from it are undone, and the next value is tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="347"/>
        <source>Before searching, the empty cells are put in a list from the fewest possible values to the most. The search walks down the list and writes in each cell the smallest value that does not clash with the digits already there. When a cell has no such value, it steps back to the previous cell of the list and tries that cell&apos;s next value, stepping back further when none is left. The order never changes during the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="356"/>
        <source>The simplest search. It visits the empty cells in reading order, left to right and top to bottom, and writes in each the smallest value that does not clash with its row, column and box. When a cell has no such value, it goes back to the previous cell and tries its next value. It never reasons ahead, which is why it can take millions of steps on a hard puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="364"/>
        <source>The fast solver&apos;s method, shown step by step. After every guess it fills in what follows for sure: cells with a single possible value, and digits with a single place in a row, column or box. When nothing more follows, it picks the empty cell with the fewest possible values and tries them in turn. A cell left with no value, or a digit left with no place, means the last guess was wrong: it undoes everything since and tries that cell&apos;s next value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="373"/>
        <source>Fills only what is certain, with the two simplest rules, and never guesses. Each pass looks at every cell: if only one value fits, it is written in. Then it looks at every row, column and box: if a digit fits in only one of its cells, it goes there. Passes repeat until one changes nothing (at most 20). Cells the rules cannot decide stay empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="381"/>
        <source>Fills only what is certain and never guesses, using every solving technique the program knows, from singles through pairs, pointing, fish and wings to chains. It always uses the simplest technique that makes progress, and stops when none does. Cells no technique can decide stay empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="388"/>
        <source>Fills the grid with two simple passes, repeated while they make progress: first every cell where only one value fits, then every cell holding a value that fits nowhere else in its box. When both are stuck, it asks you for a value in one cell. Your suggestion is checked: the cell must be empty, the value must not already be in its row, column or box, and it must not lead the passes to a dead end. You can give up at any time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="85"/>
        <source>not JSON: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="90"/>
        <source>not an autosave file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="93"/>
        <source>unsupported autosave version {version!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="103"/>
        <source>damaged autosave: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="166"/>
        <source>Autosave failed: {0} cannot be written; save the session yourself</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../sudoku_desktop/gui/banner.py" line="15"/>
        <source>Message banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/banner.py" line="23"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/banner.py" line="28"/>
        <source>Dismiss message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board_model.py" line="174"/>
        <source>{0} empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board_model.py" line="181"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board_model.py" line="182"/>
        <source>{cell}: candidates {digits}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board_view.py" line="29"/>
        <source>Sudoku board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board_view.py" line="31"/>
        <source>Arrows move, 1 to 9 enter a digit, 0 or Delete clears the cell</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="45"/>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="68"/>
        <source>Compare two searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="60"/>
        <source>Same puzzle, two searches: compare steps, guesses and trees.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountersView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="77"/>
        <source>Deductions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DigitPalette</name>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="17"/>
        <source>Digit palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="23"/>
        <source>Enter {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="25"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="25"/>
        <source>Clear the selected cell</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="56"/>
        <source>Puzzle loaded: {0} givens, {1} empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="60"/>
        <source>; it breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="69"/>
        <source>{0} is a given: use Edit puzzle to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="75"/>
        <source>Enter {0} in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="77"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="86"/>
        <source>Enter some digits first, then set the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="88"/>
        <source>Set puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="90"/>
        <source>Puzzle set: {0} givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="95"/>
        <source>Edit puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="96"/>
        <source>Editing the puzzle: change digits, then Set puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="101"/>
        <source>Clear board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="102"/>
        <source>Board cleared: type a puzzle, then Set puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="112"/>
        <source>The pasted text is {0:,} characters long; a paste takes at most {1:,}. Open it as a file instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="121"/>
        <source>Could not read the pasted text: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="124"/>
        <source>The pasted text holds no puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="127"/>
        <source>Pasted puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="129"/>
        <source>Paste puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="163"/>
        <source>No conflict left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="74"/>
        <source>Copied the board to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="95"/>
        <source>Open a puzzle or a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="97"/>
        <source>Puzzles and sessions (*.txt *.sdk *.ss *.sdm *.json *.hsol *.*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="115"/>
        <source>Reading {0} ({1:.1f} MB)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="124"/>
        <source>Could not open {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="130"/>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="141"/>
        <source>Open {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="131"/>
        <source>Session opened: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="138"/>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="147"/>
        <source>Could not read {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="170"/>
        <source>Open puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="200"/>
        <source>Save the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="200"/>
        <source>Sessions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="217"/>
        <source>Session saved to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="237"/>
        <source>Line (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="238"/>
        <source>Grid (*.ss *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="239"/>
        <source>Pencil marks (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="243"/>
        <source>Export the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="257"/>
        <source>Exported to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileIO</name>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="37"/>
        <source>{name} is too large to be a puzzle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="44"/>
        <source>cannot read {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="52"/>
        <source>{name} is not UTF-8 text (byte {byte})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="63"/>
        <source>{name} is not a valid session file: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="70"/>
        <source>{name} holds no puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="79"/>
        <source>missing or unknown {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="83"/>
        <source>not a session file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="84"/>
        <source>not a Sudoku Desktop session file (no &apos;format&apos; field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="87"/>
        <source>unsupported session version {version!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="90"/>
        <source>session file: &apos;digits&apos; and &apos;origins&apos; need 81 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="93"/>
        <source>session file: &apos;candidates&apos; needs 81 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="117"/>
        <source>cannot write {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="119"/>
        <source>cannot save {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatErrors</name>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="32"/>
        <source>unexpected character {char!r} at line {line}, column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="35"/>
        <source>unexpected character {char!r} at line {line}, column {column} (a candidate line has {digit} or &apos;.&apos; there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="40"/>
        <source>line {line}: found {cells}, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="43"/>
        <source>the grid starting at line {line} has {rows}, expected 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="46"/>
        <source>line {line} has {cells}, expected 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="49"/>
        <source>line {line}, column {column}: the field {field!r} holds {count} cells, expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="53"/>
        <source>the text is {length:,} characters long; one puzzle takes at most {limit:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="57"/>
        <source>the text holds no puzzle, expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="60"/>
        <source>the text holds {puzzles}, expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="63"/>
        <source>line {line}: a HoDoKu library line needs &apos;:type:digit:puzzle:&apos; fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="67"/>
        <source>line {line}: the HoDoKu puzzle field has {cells}, expected 81</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="70"/>
        <source>line {line}, column {column}: deleted candidate {token!r} should be three digits 1-9 (digit, row, column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="75"/>
        <source>line {line}: the SudokuWiki link has {cells} after &apos;bd=&apos;, expected 81</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="79"/>
        <source>line {line}: a Solo game ID starts with &apos;3x3:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="82"/>
        <source>line {line}: only plain 9x9 Solo game IDs (&apos;3x3:&apos;) are supported, not {prefix!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="86"/>
        <source>line {line}: the Solo game ID describes {cells}, expected 81</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="97"/>
        <source>{count} cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="98"/>
        <source>{count} cells</source>
        <comment>zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="99"/>
        <source>{count} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="102"/>
        <source>{count} row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="103"/>
        <source>{count} rows</source>
        <comment>zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="104"/>
        <source>{count} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="107"/>
        <source>{count} puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="108"/>
        <source>{count} puzzles</source>
        <comment>zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="109"/>
        <source>{count} puzzles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="16"/>
        <source>Classic: clues removed from a full grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="17"/>
        <source>Level one: minimum (fewest clues, slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="18"/>
        <source>Level one: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="19"/>
        <source>Depth: random (fastest, more clues)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="27"/>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="28"/>
        <source>level one: minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="29"/>
        <source>level one: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="30"/>
        <source>depth: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="38"/>
        <source>Fills a random grid, then removes clues one by one (in symmetric pairs if you choose a symmetry) while the solution stays unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="43"/>
        <source>Seed 003: runs the rules, then tries every candidate left; failed trials are removed, and the trial that removes the most candidates becomes the next clue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="48"/>
        <source>Seed 003: the same trials as level one: minimum, but a random trial becomes the next clue, so every run differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="53"/>
        <source>Seed 003: forces a random candidate, goes deeper while the rules hold and comes back down when a level breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="65"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="66"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="67"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="68"/>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="69"/>
        <source>Extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="77"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="78"/>
        <source>Central (half turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="79"/>
        <source>Diagonal (mirror along the main diagonal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="80"/>
        <source>Anti-diagonal (mirror along the other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="81"/>
        <source>Horizontal (mirror top to bottom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="82"/>
        <source>Vertical (mirror left to right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="83"/>
        <source>Four-fold (quarter turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="66"/>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="67"/>
        <source>New puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="79"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="82"/>
        <source>What the method does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="85"/>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="86"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="88"/>
        <source>Symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="91"/>
        <source>Minimal: no clue can be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="92"/>
        <source>Every clue is needed: removing any one lets in a second solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="96"/>
        <source>Start from the grid on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="97"/>
        <source>Keep the digits on the board and add clues until the solution is unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="101"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="102"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="103"/>
        <source>The same seed and settings make the same puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="109"/>
        <source>Seed of the last puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="114"/>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="116"/>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="117"/>
        <source>S&amp;ymmetry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="120"/>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="130"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="136"/>
        <source>Generation progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="140"/>
        <source>Dialog buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="141"/>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="144"/>
        <source>&amp;Watch it being built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="147"/>
        <source>Show one run of the method in the watch panel, step by step: clues appearing, the rules filling cells, failed trials flashing (the level is not sought)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="152"/>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="319"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="232"/>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="317"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="243"/>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="257"/>
        <source>Generator: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="279"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="287"/>
        <source>Attempt {0} of at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="292"/>
        <source>The grid on the board cannot be used: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="293"/>
        <source>No puzzle found: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="294"/>
        <source>Generation failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="297"/>
        <source>Not generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="302"/>
        <source>Last puzzle: seed {0} (type it above to make the same puzzle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="319"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="340"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowItWorks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="45"/>
        <source>How it works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="49"/>
        <source>Type or paste a puzzle, or keep the sample. Each way of solving it below can be watched step by step: a guess, a dead end, the step back, the next value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="56"/>
        <source>Introduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="70"/>
        <source>Watch it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="72"/>
        <source>Watch {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="37"/>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="38"/>
        <source>Sudoku Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="63"/>
        <source>Board and side panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="76"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="77"/>
        <source>Working…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="79"/>
        <source>Busy indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="128"/>
        <source>Load puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="145"/>
        <source>Select a cell first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewPuzzleController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="49"/>
        <source>New puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="50"/>
        <source>unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="52"/>
        <source>New puzzle: {0}, {1}, {2} clues, seed {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="71"/>
        <source>Watching the generator ({0}, seed {1}); New puzzle with this seed and level Any makes the same puzzle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="41"/>
        <source>As fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="43"/>
        <source>{0} steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="164"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="248"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="164"/>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="167"/>
        <source>◀ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="167"/>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="170"/>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="170"/>
        <source>One step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="173"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="173"/>
        <source>Stop the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="176"/>
        <source>Next guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="176"/>
        <source>Jump to the next guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="181"/>
        <source>Next dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="182"/>
        <source>Jump to the next contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="187"/>
        <source>Next backtrack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="188"/>
        <source>Jump to the next backtrack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="210"/>
        <source>From 1 step a second to as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="217"/>
        <source>Any step of the run so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="221"/>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="225"/>
        <source>Timeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="248"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="307"/>
        <source>No deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="308"/>
        <source>Naked singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="309"/>
        <source>Naked and hidden singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="310"/>
        <source>Singles, subsets and locked candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="311"/>
        <source>All rules and probing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="35"/>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="36"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="42"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="43"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="48"/>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="50"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="51"/>
        <source>Colour-blind safe (Okabe–Ito)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="56"/>
        <source>Show candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="60"/>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="65"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="68"/>
        <source>Reduced motion (no flashes or fades)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="75"/>
        <source>Default algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="81"/>
        <source>Deduction power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="85"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="86"/>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="88"/>
        <source>Animation &amp;speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="91"/>
        <source>Default &amp;algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="92"/>
        <source>Deduction &amp;power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="95"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="137"/>
        <source>As fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="141"/>
        <source>{0} steps a second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="60"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="89"/>
        <source>Choose a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="93"/>
        <source>{0} puzzles: pick one (hover a row for its verdict).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="96"/>
        <source>Puzzle count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="101"/>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="122"/>
        <source>Dialog buttons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/run_view.py" line="137"/>
        <source>The puzzle as given.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchTree</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="128"/>
        <source>%1 of %2 hypotheses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="130"/>
        <source>%1 of %2 guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="134"/>
        <source>No guess</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="46"/>
        <source>Move between cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="47"/>
        <source>Arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="50"/>
        <source>Enter a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="51"/>
        <source>1 to 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="54"/>
        <source>Clear a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="55"/>
        <source>Delete, Backspace, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="66"/>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="67"/>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="71"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="72"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="72"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="84"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="23"/>
        <source>Side panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="28"/>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="30"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="32"/>
        <source>Hint text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="33"/>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="83"/>
        <source>Ask for a hint to see the next logical step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="34"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="36"/>
        <source>Apply the hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="42"/>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="44"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="46"/>
        <source>Coach text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="47"/>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="49"/>
        <source>Give up suggesting values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="18"/>
        <source>{cell} = {digit} — hypothesis {depth}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="23"/>
        <source>no value left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="25"/>
        <source>{digits} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="28"/>
        <source>{cell} = {digit} — depth {depth}, {rest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="40"/>
        <source>{minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="48"/>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="49"/>
        <source>Guesses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="50"/>
        <source>Backtracks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="51"/>
        <source>Contradictions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="52"/>
        <source>Max depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="53"/>
        <source>Elapsed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="102"/>
        <source>Press Play or Step to start the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="111"/>
        <source>&lt;b&gt;Step&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="113"/>
        <source>&lt;b&gt;Guesses standing&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="115"/>
        <source>&lt;b&gt;Counters&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolvingController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="72"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="84"/>
        <source>Check: exactly one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="85"/>
        <source>Check: the grid is full and valid — solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="86"/>
        <source>Check: several solutions ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="87"/>
        <source>Check: no solution ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="88"/>
        <source>Check: the grid breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="89"/>
        <source>Check: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="104"/>
        <source>Cannot solve: the grid breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="107"/>
        <source>Solving with logic…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="114"/>
        <source>No solution, nothing filled: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="116"/>
        <source>Solve logically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="119"/>
        <source>Filled {0} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="124"/>
        <source>, {0} eliminations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="133"/>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="135"/>
        <source>contradiction: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="136"/>
        <source>stuck with {0} empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="145"/>
        <source>The grid breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="156"/>
        <source>The grid is full: nothing left to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="158"/>
        <source>No rule applies: the logic is stuck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="171"/>
        <source>Hint: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="172"/>
        <source>Applied: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="179"/>
        <source>The logic is stuck with {0} empty cells. Suggest a value: select a cell and type a digit. Or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="191"/>
        <source>Refused {0}: the grid breaks the rules: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="195"/>
        <source>Checking {0} = {1}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="202"/>
        <source>Refused {0}: {1}. Suggest another value, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="206"/>
        <source>Refused {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="209"/>
        <source>Suggestion {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="212"/>
        <source>Solved with your suggestion {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="215"/>
        <source>Accepted {0}; the logic filled {1} more cells and is stuck again with {2} empty cells. Suggest another value, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="219"/>
        <source>Accepted {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="225"/>
        <source>Suggestions ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="238"/>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="243"/>
        <source>Cannot solve: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="246"/>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="248"/>
        <source>Solved: filled the {0} remaining cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="250"/>
        <source>No solution: this board cannot be completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="253"/>
        <source>Several solutions: not filled (use Check to see where two differ)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="383"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="291"/>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="26"/>
        <source>{rest} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="46"/>
        <source>row {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="48"/>
        <source>column {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="49"/>
        <source>box {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="119"/>
        <source>Hidden single: {digit} fits only {cell} in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="123"/>
        <source>Full house: {cell} is the last empty cell of {unit}, so it is {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="127"/>
        <source>Naked single: {cell} can only be {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="131"/>
        <source>BUG+1: {cell} is the only cell with three candidates; without {digit} every unit would hold each candidate twice (two solutions), so {cell} is {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="137"/>
        <source>Your suggestion: {cell} = {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="140"/>
        <source>{title}: {cell} = {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="156"/>
        <source>If {cell} were {digit}, {failure}, so {cell} is not {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="161"/>
        <source> on {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="166"/>
        <source> in {units}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="169"/>
        <source> ({digits})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="174"/>
        <source>{title}{pattern}: remove {digits} from {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="186"/>
        <source>{digits} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="190"/>
        <source>no other value left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="191"/>
        <source>Guess at depth {depth}: {cell} = {digit} ({left})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="199"/>
        <source>{cell} would have no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="203"/>
        <source>{digit} would have no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="206"/>
        <source>the grid would break a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="211"/>
        <source>Contradiction: {cell} has no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="215"/>
        <source>Contradiction: {digit} has no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="218"/>
        <source>Contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="223"/>
        <source>Back to the start: no value is left to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="226"/>
        <source>Back to {cell} at depth {depth}: no value left, going back further</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="229"/>
        <source>Back to {cell} at depth {depth}, next value {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="236"/>
        <source>Stuck: no rule applies, {empty} cells left empty — suggest a value for a cell, or give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="241"/>
        <source>Stuck: no rule applies, {empty} cells left empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="249"/>
        <source>Refused: {cell} already holds {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="253"/>
        <source>Refused: {digit} is already in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="257"/>
        <source>Refused: if {cell} were {digit}, {failure}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="260"/>
        <source>Refused: {cell} cannot be {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="267"/>
        <source>singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="269"/>
        <source>naked singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="271"/>
        <source>hidden singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="276"/>
        <source>1 cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="278"/>
        <source>{count} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="280"/>
        <source>Pass {number} ({what}): {cells} filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="293"/>
        <source>No solution: every value was tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="22"/>
        <source>{cell} = {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="23"/>
        <source>{cell} ≠ {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="24"/>
        <source>{cell} ≠ {digit} (its own trial: {count} links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="25"/>
        <source>… {count} more links …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="26"/>
        <source>{before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="27"/>
        <source>{cell} has no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="28"/>
        <source>{digit} has no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="29"/>
        <source>if {cell} = {digit}: {chain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="30"/>
        <source>{title}: {branch}, so {cell} ≠ {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="31"/>
        <source>{title}: every candidate of {cell} removes {removed}: {branches}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="34"/>
        <source>{title}: every place of {digit} in {unit} removes {removed}: {branches}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="37"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SudokuApp</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="139"/>
        <source>The autosaved session could not be read ({0}); a sample puzzle is loaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuggestionBox</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="30"/>
        <source>&lt;b&gt;Stuck — suggest a value&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="36"/>
        <source>The digit to suggest (type 1–9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="37"/>
        <source>Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="39"/>
        <source>Check the suggestion and apply it if it fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="40"/>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="42"/>
        <source>End the search here, stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="46"/>
        <source>Digit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="62"/>
        <source>Click an empty cell on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="64"/>
        <source>Cell: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="104"/>
        <source>{cell} is not empty: it holds {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="109"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="110"/>
        <source>{digit} is not a candidate of {cell} (candidates: {listed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="124"/>
        <source>it leads to a contradiction: {cell} has no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="128"/>
        <source>it leads to a contradiction: {digit} has no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="131"/>
        <source>it leads to a contradiction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Techniques</name>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="55"/>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="56"/>
        <source>Naked single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="57"/>
        <source>Hidden single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="58"/>
        <source>Pointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="59"/>
        <source>Claiming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="60"/>
        <source>Naked pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="61"/>
        <source>Hidden pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="62"/>
        <source>Naked triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="63"/>
        <source>Hidden triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="64"/>
        <source>Unique rectangle type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="65"/>
        <source>BUG+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="66"/>
        <source>Skyscraper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="67"/>
        <source>X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="68"/>
        <source>2-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="69"/>
        <source>W-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="70"/>
        <source>Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="71"/>
        <source>Simple colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="72"/>
        <source>XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="73"/>
        <source>XYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="74"/>
        <source>Naked quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="75"/>
        <source>Hidden quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="76"/>
        <source>Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="77"/>
        <source>X-chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="78"/>
        <source>XY-chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="79"/>
        <source>Probing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="97"/>
        <source>Hypothesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="55"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="93"/>
        <source>Unique rectangle type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="62"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="94"/>
        <source>Unique rectangle type 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="81"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="87"/>
        <source>Finned X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="88"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="88"/>
        <source>Sashimi X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="95"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="89"/>
        <source>Finned Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="102"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="90"/>
        <source>Sashimi Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="109"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="91"/>
        <source>Finned Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="116"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="92"/>
        <source>Sashimi Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="125"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="86"/>
        <source>Alternating inference chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="130"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="95"/>
        <source>ALS-XZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="131"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="96"/>
        <source>ALS-XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="135"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="80"/>
        <source>Cell forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="142"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="81"/>
        <source>Unit forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="149"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="82"/>
        <source>Nested forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="156"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="83"/>
        <source>Double nested forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="25"/>
        <source>twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="27"/>
        <source>three times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="29"/>
        <source>{0} times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="30"/>
        <source>{digit} appears {times} in {unit}: {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="50"/>
        <source>{0}: no digit fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="53"/>
        <source>found by search: every value fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="59"/>
        <source>two solutions differ in {count} cells: {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="68"/>
        <source>malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="69"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="70"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="71"/>
        <source>multiple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="72"/>
        <source>unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="73"/>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="86"/>
        <source>no solution ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="90"/>
        <source>several solutions ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="94"/>
        <source>the grid is already full and valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="96"/>
        <source>exactly one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="97"/>
        <source>{word}: {rest}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchBoardModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_board_model.py" line="235"/>
        <source>{0} empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="102"/>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="106"/>
        <source>Show in each empty cell the values the search still allows there: no digit of its row, column or box, nothing it has eliminated (a backtrack brings back what was eliminated under the withdrawn guess)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="111"/>
        <source>Heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="115"/>
        <source>Shade empty cells by how many candidates the search has left there: the hottest cells are the ones a fewest-candidates search picks next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="119"/>
        <source>Reduced motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="122"/>
        <source>Static highlights instead of flashes and fades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="126"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="127"/>
        <source>Open run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="128"/>
        <source>Compare…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="172"/>
        <source>Watch the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="244"/>
        <source>unknown algorithm {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="304"/>
        <source>Export run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="304"/>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="312"/>
        <source>Runs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="312"/>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="321"/>
        <source>Open run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="322"/>
        <source>This file is not a saved run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../sudoku_desktop/gui/__init__.py" line="38"/>
        <source>Restore session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="174"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="179"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="102"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="104"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="105"/>
        <source>&amp;How it works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="109"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="93"/>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="95"/>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="98"/>
        <source>How it works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/dock.py" line="49"/>
        <location filename="../../sudoku_desktop/gui/watch/dock.py" line="51"/>
        <source>Watch the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/dock.py" line="58"/>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
