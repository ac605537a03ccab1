<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="37"/>
        <source>&amp;New puzzle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="38"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="39"/>
        <source>&amp;Save session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="40"/>
        <source>Export as &amp;line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="41"/>
        <source>Export as &amp;grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="43"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="44"/>
        <source>&amp;Paste puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="45"/>
        <source>&amp;Copy as line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="46"/>
        <source>Copy as &amp;grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="47"/>
        <source>Copy as &amp;pencil marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="48"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="49"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="51"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="52"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="33"/>
        <source>&amp;Type a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="35"/>
        <source>Type a puzzle&apos;s digits on a blank board, then start solving it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="42"/>
        <source>Export as pen&amp;cil marks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="54"/>
        <source>&amp;Start solving (fix the givens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="56"/>
        <source>Make the digits on the board the puzzle&apos;s givens and check the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="58"/>
        <source>&amp;Edit puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="59"/>
        <source>Clear &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="60"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="61"/>
        <source>&amp;Notes mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="67"/>
        <source>&amp;No small digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="64"/>
        <source>Fill in can&amp;didates as notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="66"/>
        <source>Clear n&amp;otes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="68"/>
        <source>My no&amp;tes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="69"/>
        <source>All &amp;candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="74"/>
        <source>Highlight {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="76"/>
        <source>No highlight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="82"/>
        <source>Show &amp;mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="84"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="86"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="87"/>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="88"/>
        <source>Export as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="89"/>
        <source>Export board as &amp;image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="90"/>
        <source>Solve &amp;logically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="91"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="92"/>
        <source>S&amp;olve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="93"/>
        <source>&amp;Watch the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="95"/>
        <source>Watch the chosen algorithm search for the solution, step by step, on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="97"/>
        <source>Singles only (seed 002)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="98"/>
        <source>Full rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="100"/>
        <source>Full rule set and forcing chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="108"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="110"/>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="111"/>
        <source>Open sa&amp;mple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="113"/>
        <source>Open sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="136"/>
        <source>Menu bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="138"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="158"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="164"/>
        <source>Copy &amp;as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="179"/>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="189"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="195"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="197"/>
        <source>&amp;Small digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="199"/>
        <source>&amp;Highlight digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="212"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="214"/>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="111"/>
        <source>Hint and coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="111"/>
        <source>Hint</source>
        <comment>side panel tab</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="115"/>
        <source>Watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="115"/>
        <source>Watch</source>
        <comment>side panel tab</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="119"/>
        <source>Solution path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="121"/>
        <source>Path</source>
        <comment>side panel tab</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="125"/>
        <source>How it works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="127"/>
        <source>How it works</source>
        <comment>side panel tab</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="129"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help/about.py" line="17"/>
        <source>&lt;p&gt;&lt;b&gt;Sudoku Desktop {version}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Type or paste a Sudoku and watch it being solved: every deduction explained, every search animated as it really runs.&lt;/p&gt;&lt;p&gt;Built with Qt {qt} and PySide6.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/about.py" line="22"/>
        <source>&lt;p&gt;Engine: {engine}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/about.py" line="30"/>
        <source>About Sudoku Desktop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlgorithmMenu</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_path.py" line="58"/>
        <source>Algorithm to watch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlgorithmPicker</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="95"/>
        <source>Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="92"/>
        <source>Deduction:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlgorithmText</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="17"/>
        <source>When the form is set, the array takes the values entered and removes them from the other cells concerned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="29"/>
        <source>From there a loop is entered, repeated for every single cell, row, column and box of nine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="41"/>
        <source>Every value that is set is removed from every other cell where it could appear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="52"/>
        <source>For each object (cell, row or column), we check whether one and only one value is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="64"/>
        <source>If there is a solution, we fill it in and remove that value from the other cells where it can no longer be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="76"/>
        <source>The loop repeats until every cell is solved, at most 20 iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="87"/>
        <source>The algorithm fills the cells it can; everything else is left empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="96"/>
        <source>A cell with no value left, or a digit with no place left: no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="132"/>
        <source>chains the steps below until the grid is completely solved, or blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="142"/>
        <source>fills every cell for which only one value is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="119"/>
        <source>returns the number of cells so filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="153"/>
        <source>passes over every empty cell: a possible value that fits no other cell of its box goes there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="168"/>
        <source>as a last resort, asks the user for the value of one of the empty cells, and for that cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="180"/>
        <source>if the suggestion is correct, puts the value in the cell and returns true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="191"/>
        <source>otherwise leaves the cell as it is and asks again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="200"/>
        <source>an answer of 0 means the user gives up: returns false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="209"/>
        <source>A suggestion may also be unsuitable and lead to a dead end: no cell can be filled any more while keeping the grid valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="20"/>
        <source>List the empty cells in reading order, row after row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="27"/>
        <source>Walk down the list; at each cell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="33"/>
        <source>try the values above the one it holds, smallest first, against its row, column and box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="44"/>
        <source>a value fits: write it and go on to the next cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="52"/>
        <source>none fits: empty the cell and go back to the previous one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="60"/>
        <source>back there: try its next value, from the one it held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="68"/>
        <source>Past the last cell: solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="73"/>
        <source>Back before the first cell: no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="87"/>
        <source>Place every single: a cell with one candidate, a digit with one place in a row, column or box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="96"/>
        <source>With a stronger deduction chosen, apply its other rules once the singles are done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="105"/>
        <source>A cell with no candidate, or a digit with no place in a unit: this branch is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="114"/>
        <source>No empty cell left: solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="119"/>
        <source>Branch on the empty cell with the fewest candidates (the first on ties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="128"/>
        <source>try its candidates in ascending order: start again from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="137"/>
        <source>the branch died: undo everything since the guess, try the next candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="146"/>
        <source>no candidate left: this branch dies too, go up to the one above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="155"/>
        <source>The first branch died: no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="178"/>
        <source>Find the simplest technique that applies, in the guide&apos;s order: singles, intersections, subsets, fish, wings, chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="187"/>
        <source>it places a digit: write it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="193"/>
        <source>it removes candidates: cross them out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="199"/>
        <source>Start again until the grid is full: solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="204"/>
        <source>No technique applies: stop, the cells left undecided stay empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="212"/>
        <source>A cell or a digit left with no room: the puzzle has no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="236"/>
        <source>First calculation: its three algorithms are looped while anything changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="245"/>
        <source>a cell left with one possibility takes it; a digit left with one cell in a box, row or column goes there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="259"/>
        <source>two cells of a unit holding only the same two digits: remove those digits from the unit&apos;s other cells (three cells and three digits alike)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="272"/>
        <source>a digit of a box only on one line: remove it from that line outside the box (and a line&apos;s digit only in one box alike)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="284"/>
        <source>Level one: each number still possible is tried on a copy of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="295"/>
        <source>a trial that leads to a wrong result: that possibility leaves the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="306"/>
        <source>keep one trial as a hypothesis, a clue of the puzzle: the one that removed the most (level one: minimum) or one at random (level one: random; depth: random), and start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="317"/>
        <source>depth: when a level breaks, go back down to the level below and remove the hypothesis there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="329"/>
        <source>The map is full: the clues and the hypotheses make a puzzle with one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="22"/>
        <source>Look for the cells that have no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="28"/>
        <source>For the first cell found, end with a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="34"/>
        <source>Look for the cells that have a single solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="40"/>
        <source>For the first cell found, place the digit and end with the result of the relaunched algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="51"/>
        <source>Look for the digits that can go in only one cell of a row, column or box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="61"/>
        <source>For the first digit found, place it in that cell and end with the result of the relaunched algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="72"/>
        <source>With a stronger deduction chosen, its other rules: apply the first step found and relaunch the algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="81"/>
        <source>Find the first cell still empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="87"/>
        <source>If no empty cell is left, the Sudoku is solved: end with a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="96"/>
        <source>For each of the digits possible in the cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="103"/>
        <source>Place the digit and relaunch the algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="111"/>
        <source>If the algorithm succeeds, end with a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="118"/>
        <source>If the algorithm fails, go on with the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="125"/>
        <source>If every digit was tried without success, end with a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="133"/>
        <source>The first call ended with a failure: the puzzle has no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="158"/>
        <source>Rank the cells from those with the fewest possibilities to those with the most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="168"/>
        <source>Put this ranking in a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="174"/>
        <source>Walk the list until its last cell is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="180"/>
        <source>For each cell of the list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="187"/>
        <source>test the values from 1 to n²:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="195"/>
        <source>if the value is possible: write it in the cell and go on to the next one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="205"/>
        <source>otherwise: go back up to the previous cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="212"/>
        <source>and test the values from 1 to n² again, from the value already written in that cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="224"/>
        <source>The solution is found on reaching a node that satisfies the constraint and has no child node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="235"/>
        <source>If the last child of the first parent node does not satisfy the constraint either, there is no solution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlgorithmTextPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="166"/>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="171"/>
        <source>The seed&apos;s own French words (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="177"/>
        <source>Next step of this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="182"/>
        <source>Show the next step the line under the arrows makes (L, or Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="186"/>
        <source>The algorithm&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="188"/>
        <source>Click a line to see the next step it makes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="223"/>
        <source>This run has no text to read along.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="227"/>
        <source>&lt;b&gt;Seed {0}&lt;/b&gt;, in its order and words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="231"/>
        <source>&lt;b&gt;Our pseudo-code&lt;/b&gt; (no seed writes this one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="239"/>
        <source>Ours: the seed does not write this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="284"/>
        <source>{0} makes no step of its own: the lines under or after it do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="290"/>
        <source>Next step of {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="292"/>
        <source>No later step of this run makes {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Algorithms</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/deduction.py" line="40"/>
        <source>Deduction and exploration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/ordered.py" line="29"/>
        <source>Ordered backtracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/plain.py" line="17"/>
        <source>Plain backtracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/fewest.py" line="58"/>
        <source>Fewest candidates first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/fewest.py" line="59"/>
        <source>The classic method of fast solvers, shown step by step. After every guess it fills in what follows for sure: cells with a single possible value, and digits with a single place in a row, column or box. When nothing more follows, it picks the empty cell with the fewest possible values and tries them in turn. A cell left with no value, or a digit left with no place, means the last guess was wrong: it undoes everything since and tries that cell&apos;s next value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="37"/>
        <source>Logic only: singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="46"/>
        <source>Logic only: all rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/suggestions.py" line="43"/>
        <source>Automatic, with your suggestions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/deduction.py" line="41"/>
        <source>Solves as a person would, then guesses when stuck. It first fills every cell that can hold only one value, and every digit that fits only one place in its row, column or box, updating the possible values after each one. When nothing more can be deduced, it takes the first empty cell and tries its possible values one by one, deducing again after each guess. A cell left with no possible value means a guess was wrong: the guess and everything deduced from it are undone, and the next value is tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/ordered.py" line="30"/>
        <source>Before searching, the empty cells are put in a list from the fewest possible values to the most. The search walks down the list and writes in each cell the smallest value that does not clash with the digits already there. When a cell has no such value, it steps back to the previous cell of the list and tries that cell&apos;s next value, stepping back further when none is left. The order never changes during the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/plain.py" line="18"/>
        <source>The simplest search. It visits the empty cells in reading order, left to right and top to bottom, and writes in each the smallest value that does not clash with its row, column and box. When a cell has no such value, it goes back to the previous cell and tries its next value. It never reasons ahead, which is why it can take millions of steps on a hard puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="38"/>
        <source>Fills only what is certain, with the two simplest rules, and never guesses. Each pass looks at every cell: if only one value fits, it is written in. Then it looks at every row, column and box: if a digit fits in only one of its cells, it goes there. Passes repeat until one changes nothing (at most 20). Cells the rules cannot decide stay empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="47"/>
        <source>Fills only what is certain and never guesses, using every solving technique the program knows, from singles through pairs, pointing, fish and wings to chains. It always uses the simplest technique that makes progress, and stops when none does. Cells no technique can decide stay empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/suggestions.py" line="44"/>
        <source>Fills the grid with two simple passes, repeated while they make progress: first every cell where only one value fits, then every cell holding a value that fits nowhere else in its box. When both are stuck, it asks you for a value in one cell. Your suggestion is checked: the cell must be empty, the value must not already be in its row, column or box, and it must not lead the passes to a dead end. You can give up at any time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="133"/>
        <source>not JSON: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="138"/>
        <source>not an autosave file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="141"/>
        <source>unsupported autosave version {version!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="151"/>
        <source>damaged autosave: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="236"/>
        <source>not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="266"/>
        <source>The window layout saved last time could not be checked and was not restored; the default layout is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="345"/>
        <source>Autosave failed: {0} cannot be written; save the session yourself</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="18"/>
        <source>Message banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="24"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="29"/>
        <source>Dismiss message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="34"/>
        <source>Take the offer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardCell</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="15"/>
        <source>given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="16"/>
        <source>your entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="17"/>
        <source>found by logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="18"/>
        <source>filled by the solver or suggested to the coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="31"/>
        <source>{0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="38"/>
        <source>{cell}, {digit}, {origin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="42"/>
        <source>{cell}, empty, notes {notes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="45"/>
        <source>{cell}, empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardFrame</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/frame.py" line="26"/>
        <source>Board area</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardJobs</name>
    <message>
        <location filename="../../sudoku_desktop/gui/threads/board_jobs.py" line="76"/>
        <source>The game is paused: resume it first (View ▸ Resume)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/threads/board_jobs.py" line="104"/>
        <source>Too few givens for a logical path: a puzzle with one solution has at least {0}, this board has {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/model.py" line="420"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/model.py" line="421"/>
        <source>{cell}: candidates {digits}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardSize</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/size_choice.py" line="22"/>
        <source>{0} (boxes {1}×{2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/size_choice.py" line="31"/>
        <source>Board size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/view.py" line="106"/>
        <source>Sudoku board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/view.py" line="109"/>
        <source>Arrows move, 1 to 9 enter a digit, Ctrl with a digit writes a note, 0 or Delete clears the cell, Tab leaves the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChainWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="41"/>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="42"/>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="72"/>
        <source>Whole chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="44"/>
        <source>The step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="47"/>
        <source>The chain, link by link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="51"/>
        <source>Unfold every trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="53"/>
        <source>Unfold every nested trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="56"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="56"/>
        <source>Copy the whole chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="58"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="74"/>
        <source>Step {0}: whole chain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="119"/>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="158"/>
        <source>Compare two searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="128"/>
        <source>Move the timelines together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="131"/>
        <source>On: a seek on either timeline shows the same step on both runs (a shorter run stops at its end). Off: each timeline moves its own run only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="121"/>
        <source>Same puzzle, two searches: compare steps, guesses and trees.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountersView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="99"/>
        <source>The time the search spent computing the steps shown, at any speed: not the time spent watching them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="110"/>
        <source>Deductions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="126"/>
        <source>Hypotheses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="128"/>
        <source>{rule}: {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="43"/>
        <source>{cell} = {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="54"/>
        <source>{given} is likely a typo: without it the puzzle has one solution; with {fix} there it has one solution too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="61"/>
        <source>{given} may be a typo: without it the puzzle has several solutions; with {fix} there it has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="67"/>
        <source>{given} may be a typo: without it the puzzle has several solutions; each of {fixes} there leaves one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="77"/>
        <source>{first} and {second} are likely typos together: without both the puzzle has one solution; with {first_fix} and {second_fix} there it has one solution too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="99"/>
        <source>No given, nor any two givens together, explains it: removing or changing them never leaves exactly one solution. Compare the whole grid with its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="105"/>
        <source>No single given explains it, and the search for two together ran out of time. Compare the whole grid with its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="116"/>
        <source>at least {count} solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="118"/>
        <source>{count} solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="124"/>
        <source>The puzzle has {count}; the first two differ in {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="134"/>
        <source>Add {givens} and the puzzle has one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="136"/>
        <source>Add these {count} givens and the puzzle has one solution (no fewer will do): {givens}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="142"/>
        <source>Add these {count} givens and the puzzle has one solution (fewer may do): {givens}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosisController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="72"/>
        <source>What went wron&amp;g?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="76"/>
        <source>Why the puzzle has no solution or several, and the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="162"/>
        <source>Fix: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="164"/>
        <source>{0} emptied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosisWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="56"/>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="57"/>
        <source>What went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="58"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="65"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="81"/>
        <source>Suspects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="84"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="85"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="100"/>
        <source>Solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="102"/>
        <source>Givens to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="104"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="107"/>
        <source>◀ &amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="107"/>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="110"/>
        <source>&amp;Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="110"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="114"/>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="158"/>
        <source>No solution. Suspects are marked red on the board, the likeliest first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="161"/>
        <source>No solution, and no single given explains it; two together do:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="163"/>
        <source>No solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="192"/>
        <source>Several solutions: the cells where the first two differ are marked on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="200"/>
        <source>&amp;Add {0} = {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="202"/>
        <source>&amp;Add these {0} givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="216"/>
        <source>The puzzle has exactly one solution, but your digits break the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="220"/>
        <source>The puzzle has exactly one solution: its givens are right. View ▸ Show mistakes compares your digits with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="239"/>
        <source>Solution {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="241"/>
        <source>({0} listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="258"/>
        <source>&amp;Change to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="261"/>
        <source>&amp;Remove {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DigitPalette</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="25"/>
        <source>Digit palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="48"/>
        <source>Enter {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="50"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="50"/>
        <source>Clear the selected cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="59"/>
        <source>Notes mode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditLock</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/edit_lock.py" line="38"/>
        <source>Watching a search: your puzzle is set aside and takes no edit. Press Esc or “Back to my puzzle” to go back to it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="74"/>
        <source>Puzzle loaded: {0} givens, {1} empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="78"/>
        <source>; it breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="87"/>
        <source>{0} is a given: use Edit puzzle to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="93"/>
        <source>Enter {0} in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="95"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="104"/>
        <source>{0} holds a digit: notes go in empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="108"/>
        <source>Remove note {0} from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="108"/>
        <source>Note {0} in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="118"/>
        <source>Fill in candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="119"/>
        <source>Every candidate written as a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="126"/>
        <source>There is no note to clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="128"/>
        <source>Clear notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="129"/>
        <source>Notes cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="136"/>
        <source>Enter some digits first, then start solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="138"/>
        <source>Fix the givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="147"/>
        <source>Editing the puzzle: change digits, then Start solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="154"/>
        <source>Board cleared: type a puzzle, then Start solving (or File ▸ Type a puzzle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="141"/>
        <source>Puzzle set: {0} givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="146"/>
        <source>Edit puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="152"/>
        <source>Clear board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="181"/>
        <source>No conflict left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="201"/>
        <source>solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="203"/>
        <source>trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="207"/>
        <source>techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="230"/>
        <source>pure Python: SUDOKU_PURE_PYTHON is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="233"/>
        <source>compiled: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="235"/>
        <source>pure Python: no compiled build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="236"/>
        <source>compiled: {parts}; pure Python: {others}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/exports.py" line="43"/>
        <source>the image could not be encoded as {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="71"/>
        <source>The pasted text is {0:,} characters long; a paste takes at most {1:,}. Open it as a file instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="91"/>
        <source>Copied the board to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="114"/>
        <source>Open a puzzle or a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="115"/>
        <source>Puzzles and sessions (*.txt *.sdk *.ss *.sdm *.json *.hsol *.*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="133"/>
        <source>Reading {0} ({1:.1f} MB)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="151"/>
        <source>Could not open {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="159"/>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="171"/>
        <source>Open {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="161"/>
        <source>Session opened: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="168"/>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="177"/>
        <source>Could not read {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="197"/>
        <source>Could not read the pasted text: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="200"/>
        <source>The pasted text holds no puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="203"/>
        <source>Pasted puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="207"/>
        <source>Paste puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="228"/>
        <source>Open puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="260"/>
        <source>Save the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="259"/>
        <source>Sessions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="276"/>
        <source>Session saved to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="282"/>
        <source>Line (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="283"/>
        <source>Grid (*.ss *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="284"/>
        <source>Pencil marks (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="289"/>
        <source>Export the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="302"/>
        <source>Exported to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileIO</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="94"/>
        <source>{name} is too large to be a puzzle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="63"/>
        <source>cannot read {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="71"/>
        <source>{name} is not UTF-8 text (byte {byte})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="88"/>
        <source>{name} is not a regular file (a device or a named pipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="116"/>
        <source>{name} is not a valid session file: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="124"/>
        <source>{name} holds no puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="40"/>
        <source>missing or unknown {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="32"/>
        <source>not a session file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="33"/>
        <source>not a Sudoku Desktop session file (no &apos;format&apos; field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="36"/>
        <source>unsupported session version {version!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="37"/>
        <source>&apos;digits&apos; and &apos;origins&apos; need {cells} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="38"/>
        <source>&apos;{field}&apos; needs {cells} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="39"/>
        <source>no {size}×{size} grid (sizes are 4, 6, 9, 12, 16 and 25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="41"/>
        <source>&apos;{field}&apos; must be a list of {cells} texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="42"/>
        <source>&apos;digits&apos; holds {character!r} at {cell}, not {first} to {last} or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="45"/>
        <source>origin {letter!r} at {cell} does not fit its digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="48"/>
        <source>&apos;{field}&apos; of {cell} holds {value!r}; marks are digits {first} to {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="191"/>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="195"/>
        <source>nothing could be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="201"/>
        <source>cannot write {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="203"/>
        <source>cannot save {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatErrors</name>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="13"/>
        <source>unexpected character {char!r} at line {line}, column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="16"/>
        <source>unexpected character {char!r} at line {line}, column {column} (a candidate line has {digit} or &apos;.&apos; there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="21"/>
        <source>line {line}: found {cells}, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="24"/>
        <source>the grid starting at line {line} has {rows}, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="27"/>
        <source>line {line} has {cells}, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="30"/>
        <source>unexpected symbol {char!r} at line {line}, column {column} ({cell}): a {size} grid is written {symbols}, blanks {blanks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="35"/>
        <source>line {line}, column {column}: the field {field!r} holds {count} cells, expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="39"/>
        <source>the text is {length:,} characters long; one puzzle takes at most {limit:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="42"/>
        <source>the text holds no puzzle, expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="43"/>
        <source>the text holds {puzzles}, expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="44"/>
        <source>line {line}: a HoDoKu library line needs &apos;:type:digit:puzzle:&apos; fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="47"/>
        <source>line {line}: the HoDoKu puzzle field has {cells}, expected 81</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="50"/>
        <source>line {line}, column {column}: deleted candidate {token!r} should be three digits 1-9 (digit, row, column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="55"/>
        <source>line {line}: the SudokuWiki link has {cells} after &apos;bd=&apos;, expected 81</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="58"/>
        <source>line {line}: a Solo game ID starts with &apos;3x3:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="61"/>
        <source>line {line}: only plain 9x9 Solo game IDs (&apos;3x3:&apos;) are supported, not {prefix!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="65"/>
        <source>line {line}: the Solo game ID describes {cells}, expected 81</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="59"/>
        <source>{count} cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="60"/>
        <source>{count} cells</source>
        <comment>zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="61"/>
        <source>{count} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="64"/>
        <source>{count} row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="65"/>
        <source>{count} rows</source>
        <comment>zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="66"/>
        <source>{count} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="69"/>
        <source>{count} puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="70"/>
        <source>{count} puzzles</source>
        <comment>zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="71"/>
        <source>{count} puzzles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="14"/>
        <source>Classic: clues removed from a full grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="15"/>
        <source>Level one: minimum (fewest clues, slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="16"/>
        <source>Level one: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="17"/>
        <source>Depth: random (fastest, more clues)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="22"/>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="23"/>
        <source>level one: minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="24"/>
        <source>level one: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="25"/>
        <source>depth: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="30"/>
        <source>Fills a random grid, then removes clues one by one (in symmetric pairs if you choose a symmetry) while the solution stays unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="35"/>
        <source>Runs the rules, then tries every candidate left: failed trials are removed, and the trial that removes the most candidates becomes the next clue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="40"/>
        <source>The same trials as “level one: minimum”, but a random trial becomes the next clue, so every run differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="45"/>
        <source>Forces a random candidate, goes deeper while the rules hold and comes back down when a level breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="54"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="55"/>
        <source>Central (half turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="56"/>
        <source>Diagonal (mirror along the main diagonal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="57"/>
        <source>Anti-diagonal (mirror along the other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="58"/>
        <source>Horizontal (mirror top to bottom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="59"/>
        <source>Vertical (mirror left to right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="60"/>
        <source>Four-fold (quarter turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="137"/>
        <source>the start grid needs {count} cells, not {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="141"/>
        <source>the start grid has {digit} in {cell}: use 0..{size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="150"/>
        <source>the start grid breaks a rule: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="153"/>
        <source>the start grid has no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="288"/>
        <source>mode {mode!r} makes no chosen level at {size}: choose the classic mode, or no level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="361"/>
        <source>no {level} puzzle in {runs} runs of mode {mode!r}; try another level or the classic mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/classic.py" line="253"/>
        <source>no {level} puzzle found in {attempts} attempts with symmetry {symmetry!r} and minimal; try another level or symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/classic.py" line="259"/>
        <source>no {level} puzzle found in {attempts} attempts with symmetry {symmetry!r}; try another level or symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/levels.py" line="35"/>
        <source>mode {mode!r} cannot make {level} puzzles: choose {reachable}, or the classic mode, which makes every level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="75"/>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="76"/>
        <source>New puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="92"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="94"/>
        <source>What the method does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="98"/>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="38"/>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="99"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="102"/>
        <source>Symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="105"/>
        <source>Minimal: no clue can be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="107"/>
        <source>Every clue is needed: removing any one (with a symmetry, any symmetric group of clues) lets in a second solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="113"/>
        <source>Start from the grid on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="114"/>
        <source>Keep the digits on the board and add clues until the solution is unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="116"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="117"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="118"/>
        <source>The same seed and settings make the same puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="123"/>
        <source>Seed of the last puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="130"/>
        <source>Board si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="131"/>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="133"/>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="134"/>
        <source>S&amp;ymmetry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="137"/>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="145"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="150"/>
        <source>Generation progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="154"/>
        <source>Dialog buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="156"/>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="159"/>
        <source>&amp;Watch it being built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="162"/>
        <source>Show the run that builds the puzzle in the watch panel, step by step: clues appearing, the rules filling cells, failed trials flashing. With a level, the run kept for it is shown; clues are then added or removed to reach it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="171"/>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="377"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="267"/>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="375"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="286"/>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="311"/>
        <source>Generator: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="337"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="345"/>
        <source>Attempt {0} of at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="350"/>
        <source>The grid on the board cannot be used: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="351"/>
        <source>No puzzle found: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="352"/>
        <source>Generation failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="355"/>
        <source>Not generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="360"/>
        <source>Last puzzle: seed {0} (type it above to make the same puzzle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="377"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="399"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="28"/>
        <source>This method keeps only the clues it needs, so its puzzles are solved by simple rules: choose {0}, or the classic method, which makes every level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="42"/>
        <source>{0} (not made by this method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="58"/>
        <source>Symmetry and minimal belong to the classic method, which removes clues from a full grid: the other methods add clues where their trials lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="63"/>
        <source>The classic method starts from a random full grid and removes clues: only the other methods start from the board or build a puzzle clue by clue to watch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="35"/>
        <source>Singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="58"/>
        <source>Intersections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="51"/>
        <source>Subsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="121"/>
        <source>Uniqueness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="45"/>
        <source>Single-digit patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="33"/>
        <source>Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="45"/>
        <source>Wings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="43"/>
        <source>Colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="97"/>
        <source>Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/probing/words.py" line="16"/>
        <source>When no pattern applies, try a candidate in your head and follow the singles it forces. If they lead to a cell with no candidate, or a digit with no place in a unit, the candidate was false: remove it. This is the last resort before guessing. Other programs name it otherwise: a Nishio when only one digit is followed, a contradiction forcing chain in HoDoKu (Forcing Chain Contradiction), a dynamic contradiction forcing chain in Sudoku Explainer (one of its dynamic forcing chains).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/probing/words.py" line="28"/>
        <source>Trial and error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="61"/>
        <source>Finned fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="54"/>
        <source>Almost locked sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="36"/>
        <source>Try each candidate of one cell in turn and follow what it forces. Whatever the cell holds, some candidate elsewhere is removed: it is removed now. Sudoku Explainer calls it a cell forcing chain too, HoDoKu a Forcing Chain Verity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="42"/>
        <source>Try each place of a digit in a row, column or box in turn and follow what it forces. Every place removes the same candidate elsewhere, so it is removed now. Sudoku Explainer and HoDoKu call it a region forcing chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="48"/>
        <source>A trial that follows the basic rules as well as singles: once the singles stop, a digit confined to where a box and a line cross leaves the rest of the other unit, the digits of a naked pair or triple leave the rest of its unit, and the singles go on. When a rule breaks, the first candidate was false; when every candidate of a cell (or every place of a digit) removes the same candidate, it goes. HoDoKu calls it a Forcing Net; Sudoku Explainer counts it among its dynamic forcing chains (Dynamic Forcing Chains (+)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="58"/>
        <source>A trial whose chain itself uses small trials: a candidate it cannot rule out by singles is tested on its own on the way. When the whole chain breaks a rule, the first candidate was false. Sudoku Explainer&apos;s nested forcing chains work so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="72"/>
        <source>Forcing chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="16"/>
        <source>When a row, a column or a box has only one empty cell left, that cell takes the one digit the unit is still missing. It is the first thing to look for: count the empty cells of each unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="22"/>
        <source>Write down, for a cell, every digit its row, column and box do not hold yet. When only one digit is left, the cell holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="27"/>
        <source>Take one digit and one unit: if the digit fits only one cell of the unit, it goes there, whatever the other candidates of that cell. Scan the boxes first, then the rows and the columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="36"/>
        <source>When a digit&apos;s candidates in a box all lie in one row or one column, the digit of that box will be on that line. So it cannot be anywhere else on the line, outside the box: remove it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="42"/>
        <source>When a digit&apos;s candidates in a row or a column all lie in one box, the line takes its digit inside that box. So the box&apos;s other cells, off the line, cannot hold it: remove it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="17"/>
        <source>Two cells of a unit with the same two candidates, and nothing else, will hold those two digits between them. No other cell of the unit can hold either digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="28"/>
        <source>When two digits of a unit fit only the same two cells, those cells hold the two digits: their other candidates can be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="22"/>
        <source>Three cells of a unit whose candidates, put together, are only three digits hold those three digits. Each cell need not hold all three. The unit&apos;s other cells lose those digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="33"/>
        <source>When three digits of a unit fit only the same three cells, those cells hold the three digits, and their other candidates can go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="38"/>
        <source>Four cells of a unit whose candidates together are only four digits hold those four digits; the unit&apos;s other cells lose them. It is the pair&apos;s reasoning, four cells wide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="44"/>
        <source>When four digits of a unit fit only the same four cells, those cells hold the four digits, and every other candidate of those cells can go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="59"/>
        <source>Four cells at the corners of a rectangle on two rows, two columns and two boxes must never end up holding the same two digits: the two digits could be swapped, and a proper puzzle has one solution. When three corners hold only those two digits, the fourth corner cannot be either of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="45"/>
        <source>If every empty cell had exactly two candidates, each digit appearing twice in every unit, the grid would have two solutions. When one cell has three candidates and all the others two, the digit seen three times in that cell&apos;s units is the one that avoids it: the cell holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="17"/>
        <source>Two rows where a digit has exactly two places each, with one end of each in the same column: those two ends cannot both hold the digit, so at least one of the other two ends does. Remove the digit from every cell that sees both of them. The same works with two columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="14"/>
        <source>Two rows where a digit fits only the same two columns: the digit takes one corner of the rectangle in each row, so it fills both columns from these rows. Remove it from the rest of the two columns. Rows and columns can be swapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="24"/>
        <source>A row and a column where a digit has exactly two places each, with one end of each in the same box: those ends see each other, so at least one of the two far ends holds the digit. A cell seeing both far ends loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="19"/>
        <source>Two cells with the same two candidates x and y, which do not see each other, and a unit where x has exactly two places, one seeing each cell: the two cells cannot both be x, so one of them is y. A cell seeing both loses y.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="20"/>
        <source>The X-Wing with three lines: three rows where a digit fits only three columns between them. The digit fills those columns from these rows, so it leaves the rest of the three columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="20"/>
        <source>Follow one digit through units where it has exactly two places, colouring the two places in turn with two colours: one colour is all true, the other all false. A colour that sees itself is false; a cell that sees both colours cannot hold the digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="25"/>
        <source>A pivot cell with two candidates x and y sees two cells with x and z, and y and z. Whatever the pivot holds, one of the two pincers is z, so a cell seeing both pincers cannot be z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="31"/>
        <source>As the XY-Wing, but the pivot holds x, y and z: now z may be in the pivot too, so only the cells that see the pivot and both pincers lose z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="26"/>
        <source>The X-Wing with four lines: four rows where a digit fits only four columns between them. The digit leaves the rest of those four columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="45"/>
        <source>Follow one digit along a chain that alternates strong links (a unit where the digit has two places: if one is not the digit, the other is) and weak links (two places that see each other). If the first end is not the digit, the last end is: one of the two ends holds it, so a cell seeing both ends loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="52"/>
        <source>A chain of cells with two candidates, each sharing a digit with the next: if the first cell is not x, its other digit pushes the next cell to its other digit, and so on, until the last cell is x. One end is x, so a cell seeing both ends cannot be x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="24"/>
        <source>Two cells where a box crosses a row or a column, holding only the same two digits: they take both digits, and they belong to the box and to the line at once. Both digits leave every other cell of the box and of the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="30"/>
        <source>The three cells where a box crosses a line, holding only three digits between them: the three digits are all there, so they leave the rest of the box and the rest of the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="30"/>
        <source>Two units where a digit has exactly two places each, in any row, column or box, with one end of each seeing the other&apos;s: those near ends cannot both hold the digit, so one of the far ends does. A cell seeing both far ends loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="36"/>
        <source>A box where a digit&apos;s places all lie on one row and one column, and outside the box a line where the digit has two places, one of them on that row or column. If the cell where the link&apos;s other end meets the box&apos;s cross held the digit, the box would have no place left for it: that cell loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="39"/>
        <source>A chain of four or more cells holding only the same two digits, each seeing the next: the two digits alternate along it. Two cells an odd number of links apart hold one digit each, so a cell seeing both loses both digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="72"/>
        <source>A unique rectangle whose roof cells hold extra digits: one of the roof cells must hold an extra digit, so the pair of roofs acts as one cell holding the extras. With other cells of a unit the roofs share it can complete a naked subset, whose digits leave the rest of that unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="85"/>
        <source>A unique rectangle where two diagonal corners, or three corners, hold the same one extra digit and the others only the rectangle&apos;s two digits: one of those corners holds the extra digit, so a cell seeing all of them loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="91"/>
        <source>A unique rectangle with two diagonal corners holding only its two digits, and one of the digits with no place outside the rectangle in both its rows (or both its columns): that digit would have to take the two other corners, which makes two solutions, so it leaves them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="98"/>
        <source>A rectangle in two boxes whose corners all hold digits a and b, one corner holding only them. If a has no other place in the row and in the column of the opposite corner, that corner being b would force the whole rectangle into a pattern with two solutions: it loses b.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="27"/>
        <source>Colour two separate clusters of one digit&apos;s conjugate pairs. A colour seeing both colours of the other cluster is false. When a colour of one cluster sees a colour of the other, one of their two partner colours is true, so a cell seeing both partners loses the digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="36"/>
        <source>Four cells holding only four digits between them, not all in one unit. Each digit whose cells in the pattern all see each other can fill only one of them, so if just one digit z has cells that do not see each other, the four cells need z: a cell seeing every z of the pattern loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="105"/>
        <source>Digits you placed, unlike givens, could be swapped. When three corners of a rectangle in two boxes hold placed digits, a and a on a diagonal and b on the third, the fourth corner being b would let a and b swap: a second solution. It loses b.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="112"/>
        <source>Two placed digits a and b on one side of a rectangle in two boxes; under a a cell holding only b and c, under b one holding only a and c. Without c they would complete a rectangle that could swap, so one of them is c: a cell seeing both loses c.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="52"/>
        <source>If removing a few extra candidates would leave every empty cell with two candidates and every digit with two places in each unit, the grid would have two solutions: one of the extras is true. When they share one cell, that cell keeps only them; when they are one digit, a cell seeing them all loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="34"/>
        <source>Colour candidates in two colours through every strong link: a unit where a digit has two places, and a cell with two candidates. One colour is all true. A colour appearing twice in a cell or a unit is false; a candidate seeing both colours, or seeing one while its cell holds the other, is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="66"/>
        <source>A unique rectangle whose two roof cells hold the same one extra digit: if neither held it, the puzzle would have two solutions. One of the roof cells is that digit, so every cell seeing both roof cells loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="79"/>
        <source>A unique rectangle whose two roof cells share a unit where one of the rectangle&apos;s two digits has no other place: that digit fills one roof cell, so the other digit of the rectangle would make two solutions in the roof: remove it from both roof cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="25"/>
        <source>An X-Wing with a few extra candidates (the fin) in one box of a base line: either the X-Wing holds, or a fin cell is the digit. A cell that is in the fin&apos;s box and on a cover line loses the digit in both cases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="31"/>
        <source>A finned X-Wing whose base line lacks one corner of the rectangle: the fin still stands in for the missing corner, so the cells of the fin&apos;s box on the cover line lose the digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="37"/>
        <source>A Swordfish with extra candidates (the fin) in one box of a base line: either the Swordfish holds or the fin holds the digit; a cell of the fin&apos;s box on a cover line loses it in both cases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="43"/>
        <source>A finned Swordfish with one corner missing from the base line of the fin: the fin replaces it, and the cells of the fin&apos;s box on a cover line lose the digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="48"/>
        <source>A Jellyfish (four lines) with extra candidates (the fin) in one box of a base line: a cell of the fin&apos;s box on a cover line loses the digit, whether the Jellyfish or the fin holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="54"/>
        <source>A finned Jellyfish with one corner missing from the fin&apos;s base line: the fin replaces the corner, and the cells of the fin&apos;s box on a cover line lose the digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="66"/>
        <source>A chain of candidates linked in turn strongly (if one is false, the other is true) and weakly (they cannot both be true), starting and ending with a strong link. One of its two ends is true, so a candidate seeing both ends is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="25"/>
        <source>An almost locked set is N cells holding N+1 digits. When two of them share a digit x whose candidates all see each other, one of the two is locked: a digit z common to both is in one of them, and a cell seeing every z of both loses z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="31"/>
        <source>Three almost locked sets: a pivot linked to two wings by restricted common digits x and y. If the pivot is not locked by x it is locked by y, so one wing holds z: a cell seeing every z of both wings loses z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="48"/>
        <source>Two or three cells where a line crosses a box hold at least two more digits than cells. Add cells of the line and cells of the box, with no digit in both, until the cells hold as many digits as there are cells: each digit is then in one of them. The line&apos;s digits leave the rest of the line, the box&apos;s the rest of the box, and the other digits of the crossing leave both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="59"/>
        <source>An alternating inference chain whose last candidate is weakly linked back to its first: a closed loop. Around a loop every weak link also holds one true candidate, so each link acts as a strong one: a candidate seeing both ends of any link of the loop is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="72"/>
        <source>A continuous nice loop with a group among its nodes: a digit&apos;s candidates in cells of one box and one line, taken together, as in a grouped alternating inference chain. As around any loop, every weak link acts as a strong one: a candidate seeing both ends of any link of the loop is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="79"/>
        <source>An alternating inference chain with a group among its nodes: a digit&apos;s candidates in cells of one box and one line, taken together, true when the digit is in one of them. A group is strongly linked to the digit&apos;s other places in its box or line when they form one cell or one group, and weakly to each candidate of the digit seeing all its cells. A candidate seeing both ends of the chain (every cell of a group end) is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="37"/>
        <source>Almost locked sets, each linked to the next by a restricted common digit (its candidates in the two sets all see each other). If the first set lacks a digit z, it is locked and holds the link&apos;s digit, which leaves the next set locked, and so on to the last set, which then holds z. So z is in the first set or the last: a cell seeing every z of both loses z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="45"/>
        <source>A stem cell and, for each of its candidates d, an almost locked set whose every d sees the stem: whichever digit the stem takes, that set loses it and is locked. A digit z in every set and not in the stem is then in one of the sets, so a cell seeing every z of all the sets loses z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="88"/>
        <source>An alternating inference chain that may pass through almost locked sets. An almost locked set loses at most one of its digits, so if one of its digits is nowhere in it, each other digit is: that is a strong link between two digits of the set, used like a bivalue cell&apos;s. A candidate seeing both ends of the chain is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="64"/>
        <source>A nested forcing chain whose inner trials are themselves nested: the deepest explanation the solver gives before guessing. It proves a candidate false, but is hard to follow by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_controller.py" line="68"/>
        <source>Hint queued: it is shown as soon as the running job ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_controller.py" line="100"/>
        <source>Hint: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_controller.py" line="101"/>
        <source>Applied: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintExtras</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="46"/>
        <source>About the hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="53"/>
        <source>Open the guide on the hint&apos;s technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="58"/>
        <source>Every link of the chain ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="56"/>
        <source>Show every link of the hint&apos;s chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="96"/>
        <source>Learn: {0} ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="97"/>
        <source>Open the guide on {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="8"/>
        <source>Look at {unit}: only one cell is left empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="9"/>
        <source>Look for a cell with one candidate in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="10"/>
        <source>Look at {unit}: one digit has only one place left there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="12"/>
        <source>Look at {unit}: one digit fits only one row or column of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="15"/>
        <source>Look at {unit}: one digit fits only one box of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="8"/>
        <source>Look for a naked pair in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="10"/>
        <source>Look for a hidden pair in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="9"/>
        <source>Look for a naked triple in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="11"/>
        <source>Look for a hidden triple in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="12"/>
        <source>Look for a naked quad in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="13"/>
        <source>Look for a hidden quad in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="14"/>
        <source>Look for a unique rectangle of {digits}: four corners in two boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="8"/>
        <source>Every empty cell but one has two candidates: look for the BUG+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="8"/>
        <source>Look for a skyscraper on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="8"/>
        <source>Look for an X-Wing on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="9"/>
        <source>Look for a 2-String Kite on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="8"/>
        <source>Look for a W-Wing: two cells holding only {digits}, bridged by a strong link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="9"/>
        <source>Look for a swordfish on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="8"/>
        <source>Colour the conjugate pairs of the digit {digit} in two colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="11"/>
        <source>Look for an XY-Wing that removes the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="12"/>
        <source>Look for an XYZ-Wing that removes the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="10"/>
        <source>Look for a jellyfish on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="11"/>
        <source>Look for an X-chain on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="12"/>
        <source>Look for an XY-chain of two-candidate cells that removes the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="8"/>
        <source>Look for a locked pair where {unit} crosses a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="9"/>
        <source>Look for a locked triple where {unit} crosses a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="10"/>
        <source>Look for a turbot fish on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="11"/>
        <source>Look for an empty rectangle on the digit {digit} in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="8"/>
        <source>Look for a chain of cells holding only {digits}, each seeing the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="20"/>
        <source>Look for a unique rectangle of {digits} whose roof completes a naked subset in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="27"/>
        <source>Look for a unique rectangle of {digits} with one extra digit in two or three corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="31"/>
        <source>Look for a unique rectangle of {digits} with one digit locked in its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="34"/>
        <source>Look for a hidden rectangle of {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="11"/>
        <source>Colour two clusters of conjugate pairs of the digit {digit} and compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="13"/>
        <source>Look for four cells holding four digits that remove the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="35"/>
        <source>Look for a rectangle of placed digits {digits} that must not close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="38"/>
        <source>Look for a rectangle of placed digits {digits} whose open side shares an extra digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="11"/>
        <source>Almost every cell has two candidates: find the extras that avoid the BUG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="14"/>
        <source>Colour candidates through conjugate pairs and two-candidate cells, digits mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/probing/words.py" line="8"/>
        <source>No pattern is left: try the candidates of the cells with fewest candidates and follow the singles until one breaks the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="17"/>
        <source>Look for a unique rectangle of {digits} whose roof holds one extra digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="24"/>
        <source>Look for a unique rectangle of {digits} with one digit locked in its roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="8"/>
        <source>Look for a finned X-Wing on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="9"/>
        <source>Look for a sashimi X-Wing on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="10"/>
        <source>Look for a finned swordfish on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="13"/>
        <source>Look for a sashimi swordfish on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="16"/>
        <source>Look for a finned jellyfish on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="19"/>
        <source>Look for a sashimi jellyfish on the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="18"/>
        <source>Look for a chain of alternating strong and weak links on {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="8"/>
        <source>Look for two almost locked sets linked by the digits {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="11"/>
        <source>Look for three almost locked sets linked by the digits {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="16"/>
        <source>Look at {unit}: cells where it crosses a box, with cells of both, hold as many digits as cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="15"/>
        <source>Look for a loop of alternating strong and weak links on {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="21"/>
        <source>Look for a loop of alternating strong and weak links on {digits}, with a link through a group of cells of one box and line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="26"/>
        <source>Look for a chain of alternating strong and weak links on {digits}, with a link through a group of cells of one box and line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="14"/>
        <source>Look for a chain of almost locked sets linked by the digits {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="17"/>
        <source>Look for a cell each of whose candidates is linked to an almost locked set holding the digit {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="31"/>
        <source>Look for a chain of alternating strong and weak links on {digits} that passes through an almost locked set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="8"/>
        <source>No pattern is left: try each candidate of one cell in turn and look for a candidate that all of them remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="13"/>
        <source>No pattern is left: try each place of the digit {digit} in {unit} and look for a candidate that all of them remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="18"/>
        <source>No pattern is left: try a candidate and follow what it forces, watching on the way for pointing, claiming and naked pairs and triples as well as singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="23"/>
        <source>No pattern is left: try a candidate and follow it, testing on the way the candidates the singles cannot settle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="28"/>
        <source>No pattern is left: only a trial whose inner trials are themselves nested removes a candidate here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="18"/>
        <source>Look for this technique: {technique}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="20"/>
        <source>{technique}: the cell is marked on the board. Which digit goes there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="23"/>
        <source>{technique} on {cells}: the pattern is marked on the board, and the candidates it removes are struck out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="28"/>
        <source>{technique}: place the struck-out candidate in your head and follow the singles: the grid breaks at the other marked place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="46"/>
        <source>One of your digits does not fit the solution: check {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="47"/>
        <source>The digit that does not fit the solution is marked on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="50"/>
        <source>{cell} = {digit} does not fit the solution: take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="53"/>
        <source>A candidate the solution needs was removed in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="54"/>
        <source>The cell that lost a candidate it needs is marked on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="57"/>
        <source>{cell} lost its candidate {digit}, which the solution needs: put it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="62"/>
        <source>The grid breaks the rules: {digit} appears more than once in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="65"/>
        <source>The cells holding {digit} twice in {unit} are marked on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="68"/>
        <source>{cells} all hold {digit} in {unit}: take one of them back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="71"/>
        <source>The givens have no solution: check them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="72"/>
        <source>The grid is full: nothing is left to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="73"/>
        <source>No technique applies here: the logic is stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="74"/>
        <source>None of the {count} techniques finds a step; {empty} cells are left, and the rest needs a guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="79"/>
        <source>{stuck}. Not tried on a {size} board (they hold at 9×9 only): {titles}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="82"/>
        <source>The grid has come to a dead end: {contradiction}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowItWorks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="43"/>
        <source>How it works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="47"/>
        <source>Type or paste a puzzle, or keep the sample. Each way of solving it below can be watched step by step: a guess, a dead end, the step back, the next value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="54"/>
        <source>Introduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="65"/>
        <source>Watch it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="67"/>
        <source>Watch {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="86"/>
        <source>Read along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="88"/>
        <source>Read along seed 000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="100"/>
        <source>Read along: the algorithm&apos;s own text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="102"/>
        <source>Beside a watched run, the running algorithm&apos;s text: a seed&apos;s own procedure in its order and words, or a short pseudo-code of ours. The line that made the step shown is lit as you play, step, step back or move the timeline; lines note the depth, the value tried and the list position. Click a line, or point at it with the arrows and press Enter or L, to see the next step it makes. O shows the seed&apos;s French original. On the command line: sudoku-cli explain --algorithm deduction_exploration --lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="114"/>
        <source>What went wrong in a typed puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="116"/>
        <source>When a puzzle you typed or pasted has no solution, Check (Ctrl+K) names the givens that are likely typos: those whose removal, or change to another digit, leaves exactly one solution. They are marked red on the board; one click changes or removes one, and Undo takes it back. When the puzzle has several solutions, Check counts them, marks where the first two differ, lets you browse them and names the given to add. Solve ▸ What went wrong? (Ctrl+Alt+K) asks at any time; on the command line, sudoku-cli check --why.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="66"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="32"/>
        <source>Given (bold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="33"/>
        <source>Your digit, your notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="34"/>
        <source>Found by logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="35"/>
        <source>Filled by Solve or the coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="36"/>
        <source>Breaks a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="37"/>
        <source>Red slash: not the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="44"/>
        <source>To place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="45"/>
        <source>To remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="46"/>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="47"/>
        <source>Other colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="48"/>
        <source>Fin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="43"/>
        <source>Hint&apos;s marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="49"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="50"/>
        <source>Strong link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="51"/>
        <source>Weak link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="38"/>
        <source>Solutions differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="39"/>
        <source>Highlighted digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="40"/>
        <source>Row, column, box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="41"/>
        <source>Highlighted note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="40"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="41"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="42"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="43"/>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="44"/>
        <source>Extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/rating/tiers.py" line="18"/>
        <source>Nightmare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/rating/tiers.py" line="19"/>
        <source>Insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/rating/tiers.py" line="20"/>
        <source>Inhuman</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="76"/>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="77"/>
        <source>Sudoku Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="137"/>
        <source>Board and side panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="140"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="191"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="192"/>
        <source>Working…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="194"/>
        <source>Busy indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="204"/>
        <source>Play time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="205"/>
        <source>Play time (View ▸ Pause stops it, Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="381"/>
        <source>The game is paused: resume it to paste (View ▸ Resume)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="333"/>
        <source>Load puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="356"/>
        <source>“{0}” is not a digit: type 1 to 9 (with Shift on an AZERTY keyboard, or on the keypad); Ctrl with a digit writes a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="369"/>
        <source>Select a cell first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_path.py" line="112"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_path.py" line="140"/>
        <source>Typing a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarksOverlay</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/marks_overlay.py" line="27"/>
        <source>Marks of the hint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MistakeFinder</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="56"/>
        <source>Mistakes are no longer marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="60"/>
        <source>No mistake can be shown: the puzzle has no unique solution to compare with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="65"/>
        <source>Digits that differ from the solution, slashed in red: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="70"/>
        <source>No mistake: every digit agrees with the solution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewPuzzleController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="67"/>
        <source>New puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="68"/>
        <source>unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="70"/>
        <source>New puzzle: {0}, {1}, {2} clues, seed {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="90"/>
        <source>Watching the generator ({0}, seed {1}); New puzzle with this seed and level Any makes the same puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="95"/>
        <source>Watching the run of the generator ({0}, seed {1}) that was steered to {2}: Use this puzzle, at its end, loads the {2} puzzle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PathController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="57"/>
        <source>No solution path: the grid breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="60"/>
        <source>Listing the logical solution…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="71"/>
        <source>Solution path listed: {0} steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="84"/>
        <source>The board changed since the path was listed: show the logical solution again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="91"/>
        <source>Apply the solution path up to step {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="94"/>
        <source>Applied the first {0} steps of the solution path</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="98"/>
        <source>The game is paused: resume it to play (View ▸ Resume)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="109"/>
        <source>Showing your notes (View ▸ Small digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="124"/>
        <source>Notes mode: digits write notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="124"/>
        <source>Notes mode off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="160"/>
        <source>Select a cell first (click it, or Tab to the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="167"/>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="174"/>
        <source>Paused: the clock is stopped (View ▸ Resume goes on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="184"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="186"/>
        <source>Resume the game: show the board, run the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="188"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="190"/>
        <source>Pause the game: hide the board, stop the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="178"/>
        <source>Resumed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="52"/>
        <source>As fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="53"/>
        <source>{0} steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="258"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="307"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="387"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="258"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="292"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="387"/>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="261"/>
        <source>◀ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="261"/>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="264"/>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="264"/>
        <source>One step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="267"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="307"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="385"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="365"/>
        <source>Stop the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="383"/>
        <source>Pause the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="385"/>
        <source>Start the search again from the beginning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="272"/>
        <source>Next guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="273"/>
        <source>Jump to the next guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="279"/>
        <source>Next dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="280"/>
        <source>Jump to the next contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="286"/>
        <source>Next backtrack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="287"/>
        <source>Jump to the next backtrack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="313"/>
        <source>From 1 step a second to as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="320"/>
        <source>Any step of the run so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="326"/>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="333"/>
        <source>Timeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="307"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="383"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="58"/>
        <source>No deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="59"/>
        <source>Naked singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="60"/>
        <source>Naked and hidden singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="61"/>
        <source>Singles, subsets and locked candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="62"/>
        <source>All rules and probing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="36"/>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="37"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="42"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="42"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="46"/>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="47"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="47"/>
        <source>Colour-blind safe (Okabe–Ito)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="51"/>
        <source>Small digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="52"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="52"/>
        <source>My notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="52"/>
        <source>All candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="56"/>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="59"/>
        <source>Pause the game when the window loses focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="63"/>
        <source>Typing a puzzle, move to the next cell after each digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="66"/>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="70"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="72"/>
        <source>Reduced motion (no flashes or fades)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="78"/>
        <source>Default algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="84"/>
        <source>Deduction power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="88"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="89"/>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="90"/>
        <source>S&amp;mall digits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="94"/>
        <source>Animation &amp;speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="97"/>
        <source>Default &amp;algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="98"/>
        <source>Deduction &amp;power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="99"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="137"/>
        <source>As fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="139"/>
        <source>{0} steps a second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="215"/>
        <source>Export as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="214"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="196"/>
        <source>Preparing the pages to print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="206"/>
        <source>Pages printed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="222"/>
        <source>Writing {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="228"/>
        <source>Could not export the PDF: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="230"/>
        <source>Wrote {1} (pages: {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="235"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="235"/>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="236"/>
        <source>Export board as image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="248"/>
        <source>Sudoku board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="252"/>
        <source>Could not export the board: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="255"/>
        <source>Board saved as {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="89"/>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="90"/>
        <source>Print options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="92"/>
        <source>Puzzles to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="93"/>
        <source>The puzzle on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="96"/>
        <source>Every puzzle of the open list ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="98"/>
        <source>Puzzles a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="101"/>
        <source>Add the solutions on pages of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="104"/>
        <source>&amp;Puzzles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="107"/>
        <source>P&amp;er page:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="115"/>
        <source>Print options buttons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintPages</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/print_pages.py" line="145"/>
        <source>Puzzle {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/print_pages.py" line="147"/>
        <source>Solution {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/print_pages.py" line="149"/>
        <source>difficulty {difficulty} · {level}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="60"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="89"/>
        <source>Choose a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="93"/>
        <source>{0} puzzles: pick one (hover a row for its verdict).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="96"/>
        <source>Puzzle count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="99"/>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="121"/>
        <source>Dialog buttons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="61"/>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="62"/>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="64"/>
        <source>Page &amp;order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="65"/>
        <source>Pages &amp;per sheet:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="63"/>
        <source>Page &amp;Set:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingStatus</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="95"/>
        <source>Puzzle rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="145"/>
        <source>Rating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="171"/>
        <source>Difficulty {difficulty} · {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="175"/>
        <source>Not rated: the givens break the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="176"/>
        <source>Not rated: no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="177"/>
        <source>Not rated: several solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="184"/>
        <source>The compiled engine runs (mypyc).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="185"/>
        <source>The pure-Python engine runs; ./dev build compiles it, faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="192"/>
        <source>{tier} from {start}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="198"/>
        <source>The difficulty is on Sudoku Explainer&apos;s scale, 1.0 to about 12; the level is the hardest technique the puzzle needs, as HoDoKu rates, Extreme told apart by the difficulty: {tiers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="211"/>
        <source>Not rated: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadAlong</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="31"/>
        <source>{cell}, 1st of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="32"/>
        <source>{cell}, 2nd of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="33"/>
        <source>{cell}, 3rd of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="35"/>
        <source>{cell}, {rank}th of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="94"/>
        <source>depth {depth}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="99"/>
        <source>pass {number} of at most {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="117"/>
        <source>{cell}: no value left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="120"/>
        <source>{cell}: no value fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="159"/>
        <source>cell n°{number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="162"/>
        <source>cell n°{number} of {count} ({cell})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rescue</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="25"/>
        <source>The autosaved session could not be read ({0}); a sample puzzle is loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="30"/>
        <source>The damaged file is kept as {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="34"/>
        <source>It could not be set aside, so it is not overwritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="41"/>
        <source>Its board could be rescued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/rescue.py" line="25"/>
        <source>Restore the rescued board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/rescue.py" line="28"/>
        <source>The rescued board is back; Undo takes it away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/rescue.py" line="31"/>
        <source>&amp;Restore its board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunSidePanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="144"/>
        <source>Press Play or Step to start the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="158"/>
        <source>&lt;b&gt;Step&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="160"/>
        <source>&lt;b&gt;Guesses standing&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="162"/>
        <source>&lt;b&gt;Counters&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/run_view.py" line="222"/>
        <source>The puzzle as given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/run_view.py" line="225"/>
        <source>Stopped after {0} steps. Restart (Space) starts the search again from the beginning; Step back and the timeline browse this run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="19"/>
        <source>Seed 004&apos;s example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="20"/>
        <source>Singles get stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="21"/>
        <source>Beyond the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="22"/>
        <source>Two solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="23"/>
        <source>4×4: a whole search on one screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="24"/>
        <source>16×16: symbols 1 to 9, then A to G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="25"/>
        <source>25×25: symbols A to Y</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchOrder</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="72"/>
        <source>{cell} chosen: the last empty cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="79"/>
        <source>{cell} chosen: the first empty cell in reading order ({count} possible values; the {others} other empty cells have {low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="85"/>
        <source>{cell} chosen: {count} possible values, the fewest (the {others} other empty cells have {low} to {high}; {ties} tie with it and come later in reading order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="91"/>
        <source>{cell} chosen: {count} possible values, the fewest (the {others} other empty cells have {low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchOrderModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="117"/>
        <source>Position in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="118"/>
        <source>The cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="119"/>
        <source>How many values the givens left it when the list was built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="120"/>
        <source>The value written now, the next value to try, or a dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>Cand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="149"/>
        <source>dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="151"/>
        <source>next: {digit}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchOrderPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="216"/>
        <source>&lt;b&gt;Search order&lt;/b&gt;, built before the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="218"/>
        <source>&lt;b&gt;Chosen cell&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="287"/>
        <source>No guess yet: every value so far was deduced.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchTree</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="119"/>
        <source>The one hypothesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="118"/>
        <source>The last %1 hypotheses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="118"/>
        <source>Every hypothesis (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="121"/>
        <source>The last %1 guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="121"/>
        <source>Every guess (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="122"/>
        <source>The one guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="124"/>
        <source>No guess</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="57"/>
        <source>Move between cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="58"/>
        <source>Arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="61"/>
        <source>Enter a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="67"/>
        <source>Clear a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="68"/>
        <source>Delete, Backspace, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="71"/>
        <source>Write or erase a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="62"/>
        <source>1 to 9 as the keyboard types them (Shift+digit on AZERTY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="72"/>
        <source>Ctrl+1 to 9, notes mode (N), or click a small digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="77"/>
        <source>Leave the board, come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="78"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="89"/>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="90"/>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="93"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="95"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="95"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="106"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideArea</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_area.py" line="163"/>
        <location filename="../../sudoku_desktop/gui/window/side_area.py" line="165"/>
        <source>Side panels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="26"/>
        <source>Hint and coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="29"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="31"/>
        <source>Hint text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="32"/>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="107"/>
        <source>Ask for a hint to see the next logical step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="34"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="34"/>
        <source>Apply the hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="42"/>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="44"/>
        <source>Coach text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="46"/>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="48"/>
        <source>Give up suggesting values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="55"/>
        <source>Hint and coach waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="58"/>
        <source>A search is watched on the board: the hint and the coach come back with your puzzle (Esc, or Back to my puzzle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="23"/>
        <source>{cell} = {digit} — hypothesis {depth}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="28"/>
        <source>no value left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="30"/>
        <source>next to try: {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="33"/>
        <source>{cell} = {digit} — depth {depth}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="59"/>
        <source>{minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="70"/>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="71"/>
        <source>Guesses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="72"/>
        <source>Backtracks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="73"/>
        <source>Contradictions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="74"/>
        <source>Max depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="75"/>
        <source>Search time:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideTimeline</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="46"/>
        <source>Any step of this run so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="52"/>
        <source>Timeline:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolutionPath</name>
    <message>
        <location filename="../../sudoku_desktop/core/solution_path.py" line="24"/>
        <source>Logic stops here: none of the {count} techniques finds a step, {empty} cells are left empty and the rest needs a guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/solution_path.py" line="29"/>
        <source>Logic stops here: {contradiction}, so a digit or a candidate removed before was wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/solution_path.py" line="33"/>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolutionPathPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="48"/>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="59"/>
        <source>Solution path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="54"/>
        <source>Show the logical solution, or solve logically, to list its steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="57"/>
        <source>Solution path summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="60"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="60"/>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="60"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="76"/>
        <source>The board before the selected step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="77"/>
        <source>Apply up to this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="78"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="79"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="80"/>
        <source>Technique guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="81"/>
        <source>Whole chain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="136"/>
        <source>{0} logical steps, then: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="140"/>
        <source>(listed for another puzzle: Ctrl+L lists this one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="248"/>
        <source>Could not export the solution path: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="251"/>
        <source>Solution path exported to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="257"/>
        <source>Export the solution path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="256"/>
        <source>Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolvingController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="55"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="72"/>
        <source>Check: the grid is full and valid — solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="75"/>
        <source>Check: the grid breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="77"/>
        <source>Check: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="80"/>
        <source>{cell} = {digit} leaves no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="85"/>
        <source>{verdict}: {blamed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="98"/>
        <source>Cannot solve: the grid breaks the rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="101"/>
        <source>Solving with logic…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="111"/>
        <source>No solution, nothing filled: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="113"/>
        <source>Solve logically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="114"/>
        <source>Filled {0} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="117"/>
        <source>, {0} eliminations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="129"/>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="131"/>
        <source>contradiction: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="132"/>
        <source>stuck with {0} empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="142"/>
        <source>The logic is stuck with {0} empty cells. Suggest a value: select a cell and type a digit. Or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="147"/>
        <source>Forcing chains go on without a guess: Solve ▸ Rules ▸ Full rule set and forcing chains (Ctrl+Alt+3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="159"/>
        <source>Refused {0}: the grid breaks the rules: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="163"/>
        <source>Checking {0} = {1}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="171"/>
        <source>Refused {0}: {1}. Suggest another value, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="175"/>
        <source>Refused {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="180"/>
        <source>Suggestion {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="183"/>
        <source>Solved with your suggestion {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="186"/>
        <source>Accepted {0}; the logic filled {1} more cells and is stuck again with {2} empty cells. Suggest another value, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="190"/>
        <source>Accepted {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="196"/>
        <source>Suggestions ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="229"/>
        <source>The logic goes on with the rules chosen: Solve logically (Shift+F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="240"/>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="246"/>
        <source>Cannot solve: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="249"/>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="251"/>
        <source>Solved: filled the {0} remaining cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="253"/>
        <source>No solution: this board cannot be completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="256"/>
        <source>Several solutions: not filled (use Check to see where two differ)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="319"/>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/wording.py" line="63"/>
        <source>{rest} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/geometry.py" line="389"/>
        <source>row {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/geometry.py" line="390"/>
        <source>column {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/geometry.py" line="391"/>
        <source>box {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="115"/>
        <source>Hidden single: {digit} fits only {cell} in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="121"/>
        <source>Full house: {cell} is the last empty cell of {unit}, so it is {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="126"/>
        <source>Naked single: {cell} can only be {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="129"/>
        <source>BUG+1: {cell} is the only cell with three candidates; without {digit} every unit would hold each candidate twice (two solutions), so {cell} is {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="136"/>
        <source>Your suggestion: {cell} = {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="138"/>
        <source>{title}: {cell} = {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="192"/>
        <source>If {cell} were {digit}, {failure}, so {cell} is not {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="207"/>
        <source> on {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="210"/>
        <source> in {units}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="204"/>
        <source> ({digits})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="22"/>
        <source> (pivot {pivot}; pincers {pincers}, both with {digit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="23"/>
        <source> (wings {cells} holding {y} and {x}, linked by the strong link on {x} between {ends} in {unit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="28"/>
        <source> on {digit}: base {base}, cover {cover}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="29"/>
        <source> on {digit}: base {base}, cover {cover}, fin {fins}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="30"/>
        <source> on {digit}: base {base}, cover {cover}, fins {fins}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="31"/>
        <source>{name}: {cells} with {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="33"/>
        <source> ({sets}; restricted common {common})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="34"/>
        <source> ({sets}; restricted commons {commons})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="35"/>
        <source> {chain} ({sets})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="36"/>
        <source> {chain} ({sets}; restricted common {common})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="37"/>
        <source> {chain} ({sets}; restricted commons {commons})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="173"/>
        <source>{digits} from {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="214"/>
        <source>{title}{pattern}: remove {digits} from {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="218"/>
        <source>{title}{pattern}: remove {removals}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="237"/>
        <source>next to try: {digits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="240"/>
        <source>no other value left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="241"/>
        <source>Guess at depth {depth}: {cell} = {digit} ({left})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="258"/>
        <source>{cell} would have no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="261"/>
        <source>{digit} would have no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="265"/>
        <source>the grid would break a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="269"/>
        <source>Contradiction: {cell} has no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="272"/>
        <source>Contradiction: {digit} has no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="278"/>
        <source>Contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="297"/>
        <source>Back to the start: no value is left to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="301"/>
        <source>Back to {cell} at depth {depth}: no value left, going back further</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="305"/>
        <source>Back to {cell} at depth {depth}, next value {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="331"/>
        <source>Stuck: no rule applies, {empty} cells left empty — suggest a value for a cell, or give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="337"/>
        <source>Stuck: no rule applies, {empty} cells left empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="44"/>
        <source>Refused: {cell} already holds {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="47"/>
        <source>Refused: {digit} is already in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="50"/>
        <source>Refused: if {cell} were {digit}, {failure}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="53"/>
        <source>Refused: {cell} cannot be {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="82"/>
        <source>singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="83"/>
        <source>naked singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="84"/>
        <source>hidden singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="74"/>
        <source>1 cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="76"/>
        <source>{count} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="77"/>
        <source>Pass {number} ({what}): {cells} filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="348"/>
        <source>No solution: every value was tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="63"/>
        <source>{digit} in {cell}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="69"/>
        <source>Dead end: {cell} has no value left: {holders}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="71"/>
        <source>Dead end: {cell} has no value left: {holders}; deduction ruled out the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="77"/>
        <source>Dead end: {digit} has no place left in {unit}: {cells} hold {digit} and see its empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="83"/>
        <source>Dead end: {digit} has no place left in {unit}: {cells} hold {digit} and see its empty cells; deduction ruled out the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="94"/>
        <source>{cell} = {digit} (the only place for {digit} in {unit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="95"/>
        <source>{cell} = {digit} (its last candidate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="96"/>
        <source>{cell} ≠ {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="97"/>
        <source>{cell} ≠ {digit} (its own trial: {count} links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="98"/>
        <source>{cell} ≠ {digit} (in {unit}, {digit} lies only in {line})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="101"/>
        <source>{cell} ≠ {digit} (in {unit}, {cells} hold only {digits})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="102"/>
        <source>… {count} more links …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="103"/>
        <source>{before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="104"/>
        <source>{cell} has no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="105"/>
        <source>{digit} has no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="106"/>
        <source>if {cell} = {digit}: {chain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="107"/>
        <source>if {cell} = {digit}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="108"/>
        <source>{title}: {branch}, so {cell} ≠ {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="109"/>
        <source>{title}: every candidate of {cell} removes {removed}: {branches}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="112"/>
        <source>{title}: every place of {digit} in {unit} removes {removed}: {branches}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="115"/>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="32"/>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="184"/>
        <source>{before}; {after}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuggestionBox</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="62"/>
        <source>&lt;b&gt;Stuck — suggest a value&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="68"/>
        <source>Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="70"/>
        <source>Check the suggestion and apply it if it fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="71"/>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="73"/>
        <source>End the search here, stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="77"/>
        <source>Digit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="93"/>
        <source>Click an empty cell on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="95"/>
        <source>Cell: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="103"/>
        <source>The digit to suggest (type %1–%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="279"/>
        <source>{cell} is not empty: it holds {digit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="284"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="285"/>
        <source>{digit} is not a candidate of {cell} (candidates: {listed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="290"/>
        <source>it leads to a contradiction: {cell} has no candidate left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="294"/>
        <source>it leads to a contradiction: {digit} has no place left in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="297"/>
        <source>it leads to a contradiction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="42"/>
        <source>Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="43"/>
        <source>Technique guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="48"/>
        <source>Techniques by family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="49"/>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="53"/>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="49"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="53"/>
        <source>Loading the techniques…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="59"/>
        <source>How the technique works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="61"/>
        <source>Worked example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="62"/>
        <source>The example&apos;s step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="159"/>
        <source>Example: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Techniques</name>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="99"/>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="101"/>
        <source>Naked single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="103"/>
        <source>Hidden single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="112"/>
        <source>Pointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="114"/>
        <source>Claiming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="106"/>
        <source>Locked pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="109"/>
        <source>Locked triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="116"/>
        <source>Naked pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="120"/>
        <source>Hidden pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="118"/>
        <source>Naked triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="122"/>
        <source>Hidden triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="155"/>
        <source>Unique rectangle type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="157"/>
        <source>Unique rectangle type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="162"/>
        <source>Unique rectangle type 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="136"/>
        <source>BUG+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="159"/>
        <source>Unique rectangle type 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="164"/>
        <source>Unique rectangle type 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="167"/>
        <source>Unique rectangle type 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="170"/>
        <source>Hidden rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="174"/>
        <source>Avoidable rectangle type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="178"/>
        <source>Avoidable rectangle type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="138"/>
        <source>BUG+n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="134"/>
        <source>Remote pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="141"/>
        <source>Skyscraper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="128"/>
        <source>X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="143"/>
        <source>2-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="145"/>
        <source>Turbot fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="147"/>
        <source>Empty rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="149"/>
        <source>W-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="130"/>
        <source>Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="196"/>
        <source>Simple colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="199"/>
        <source>Multi-colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="151"/>
        <source>XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="153"/>
        <source>XYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="217"/>
        <source>WXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="124"/>
        <source>Naked quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="126"/>
        <source>Hidden quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="132"/>
        <source>Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="181"/>
        <source>Finned X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="183"/>
        <source>Sashimi X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="185"/>
        <source>Finned Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="187"/>
        <source>Sashimi Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="189"/>
        <source>Finned Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="191"/>
        <source>Sashimi Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="202"/>
        <source>X-chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="204"/>
        <source>XY-chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="209"/>
        <source>Alternating inference chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="221"/>
        <source>3D Medusa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="294"/>
        <source>every size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="295"/>
        <source>9×9 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="224"/>
        <source>ALS-XZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="226"/>
        <source>ALS-XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="193"/>
        <source>Sue de Coq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="206"/>
        <source>Continuous nice loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="212"/>
        <source>Grouped continuous nice loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="215"/>
        <source>Grouped alternating inference chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="228"/>
        <source>ALS chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="230"/>
        <source>Death blossom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="233"/>
        <source>AIC with ALS nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="237"/>
        <source>Probing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="240"/>
        <source>Cell forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="245"/>
        <source>Unit forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="249"/>
        <source>Forcing net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="256"/>
        <source>Nested forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="262"/>
        <source>Double nested forcing chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="354"/>
        <source>Hypothesis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="43"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="44"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="45"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="46"/>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="48"/>
        <source>Start solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="53"/>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="94"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="98"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="47"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="49"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="50"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="51"/>
        <source>Logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="52"/>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="185"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="189"/>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="54"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="95"/>
        <source>Undo {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="99"/>
        <source>Redo {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypeBar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="47"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="49"/>
        <source>Typing a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="65"/>
        <source>Board si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="85"/>
        <source>Type the puzzle&apos;s digits: each one is a given. Space or . leaves a cell empty, Backspace steps back; Enter starts solving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="55"/>
        <source>Start solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="57"/>
        <source>Start solving: fix the givens and check the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="60"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="62"/>
        <source>Cancel typing: the board before comes back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="90"/>
        <source>Type the letters A to {0} for {1} to {2}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypeIn</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="129"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="163"/>
        <source>Type a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="137"/>
        <source>Typing a puzzle: its digits are givens; Start solving when it is all there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="180"/>
        <source>Type {0} in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="182"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="193"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="264"/>
        <source>Clear {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="204"/>
        <source>Type some digits first, then start solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="219"/>
        <source>Cancel typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="220"/>
        <source>Typing cancelled: the board is back as it was</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="34"/>
        <source>twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="36"/>
        <source>three times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="38"/>
        <source>{0} times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="39"/>
        <source>{digit} appears {times} in {unit}: {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="72"/>
        <source>{0}: no digit fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="75"/>
        <source>found by search: every value fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="82"/>
        <source>two solutions differ in {count} cells: {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="38"/>
        <source>malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="39"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="40"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="41"/>
        <source>multiple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="42"/>
        <source>unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="43"/>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="92"/>
        <source>no solution ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="94"/>
        <source>several solutions ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="97"/>
        <source>the grid is already full and valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="100"/>
        <source>exactly one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="105"/>
        <source>{word}: {rest}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchLegend</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="41"/>
        <source>Given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="44"/>
        <source>Deduced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="46"/>
        <source>Guess, shallow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="47"/>
        <source>Guess, deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="51"/>
        <source>Retracted, fading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="56"/>
        <source>Current cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="58"/>
        <source>Dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="62"/>
        <source>Heat map: few candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="67"/>
        <source>Digit closing the dead end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="86"/>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="89"/>
        <source>Show in each empty cell the values the search still allows there: no digit of its row, column or box, nothing it has eliminated (a backtrack brings back what was eliminated under the withdrawn guess)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="95"/>
        <source>Heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="103"/>
        <source>Reduced motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="105"/>
        <source>Static highlights instead of flashes and fades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="109"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="110"/>
        <source>Open run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="111"/>
        <source>Compare…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="116"/>
        <source>Use this puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="118"/>
        <source>Put the puzzle this run built on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="181"/>
        <source>Watch the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="284"/>
        <source>Could not export the run: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="286"/>
        <source>Run exported to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="300"/>
        <source>unknown algorithm {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="382"/>
        <source>Export run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="380"/>
        <source>Runs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="98"/>
        <source>Shade empty cells by how many candidates the search has left there: the darker the cell, the fewer its candidates (the number in its corner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="384"/>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="403"/>
        <source>Open run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="404"/>
        <source>This file is not a saved run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchStage</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="128"/>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="162"/>
        <source>Back to my puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="130"/>
        <source>Keep this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="133"/>
        <source>From my position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="136"/>
        <source>Watch the search from the digits on the board, yours held fixed, instead of from the givens alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="140"/>
        <source>What is watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="153"/>
        <source>Watch controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="167"/>
        <source>Stop the search, then back to my puzzle (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="174"/>
        <source>Keep the watched position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="305"/>
        <source>Keep watched position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="327"/>
        <source>Watching a search: press Esc to go back to your puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="354"/>
        <source>Watching a new puzzle being built ({0}). Your board is kept aside untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="357"/>
        <source>Watching {0} on your puzzle. Your board is kept aside untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="361"/>
        <source>Choose an algorithm, then Play: it searches your puzzle on the board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="447"/>
        <source>Restore session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="106"/>
        <source>&amp;About Sudoku Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="208"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="104"/>
        <source>&amp;How it works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="103"/>
        <source>Pre&amp;ferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="105"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_actions.py" line="15"/>
        <source>&amp;Apply hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_actions.py" line="18"/>
        <source>Show the logical &amp;solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_actions.py" line="21"/>
        <source>&amp;Techniques</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
