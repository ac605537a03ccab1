<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="21"/>
        <source>&amp;New puzzle…</source>
        <translation>&amp;Nouvelle grille…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="22"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="23"/>
        <source>&amp;Save session…</source>
        <translation>&amp;Enregistrer la session…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="24"/>
        <source>Export as &amp;line…</source>
        <translation>Exporter en &amp;ligne…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="25"/>
        <source>Export as &amp;grid…</source>
        <translation>Exporter en &amp;grille…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="27"/>
        <source>Export as &amp;pencil marks…</source>
        <translation>Exporter avec les &amp;candidats…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="29"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="30"/>
        <source>&amp;Paste puzzle</source>
        <translation>Co&amp;ller une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="31"/>
        <source>&amp;Copy as line</source>
        <translation>&amp;Copier en ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="32"/>
        <source>Copy as &amp;grid</source>
        <translation>Copier en &amp;grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="34"/>
        <source>Copy as &amp;pencil marks</source>
        <translation>Copier avec les &amp;candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="36"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="39"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="42"/>
        <source>&amp;Set puzzle</source>
        <translation>&amp;Fixer la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="43"/>
        <source>&amp;Edit puzzle</source>
        <translation>&amp;Modifier la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="44"/>
        <source>Clear &amp;board</source>
        <translation>&amp;Vider la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="45"/>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="47"/>
        <source>Show &amp;candidates</source>
        <translation>Afficher les &amp;candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="52"/>
        <source>Solve &amp;logically</source>
        <translation>Résoudre par la &amp;logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="54"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="55"/>
        <source>S&amp;olve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="56"/>
        <source>Singles only (seed 002)</source>
        <translation>Singletons seulement (source 002)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="57"/>
        <source>Full rule set</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="63"/>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="65"/>
        <source>Open recent</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="79"/>
        <source>Menu bar</source>
        <translation>Barre de menus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="81"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="93"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="98"/>
        <source>Copy &amp;as</source>
        <translation>Copier &amp;sous forme de</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="105"/>
        <source>&amp;Solve</source>
        <translation>&amp;Résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="111"/>
        <source>&amp;Rules</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="113"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/actions.py" line="117"/>
        <location filename="../../sudoku_desktop/gui/actions.py" line="119"/>
        <source>Main toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
</context>
<context>
    <name>AlgorithmPicker</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="72"/>
        <source>Algorithm:</source>
        <translation>Algorithme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="74"/>
        <source>Deduction:</source>
        <translation>Déduction&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Algorithms</name>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="319"/>
        <source>Deduction and exploration</source>
        <translation>Déduction + exploration</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="322"/>
        <source>Ordered backtracking</source>
        <translation>Retour arrière ordonné</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="323"/>
        <source>Plain backtracking</source>
        <translation>Retour arrière simple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="324"/>
        <source>Fewest candidates first</source>
        <translation>Moins de candidats d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="325"/>
        <source>Logic only: singles</source>
        <translation>Logique seule&#xa0;: singletons</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="326"/>
        <source>Logic only: all rules</source>
        <translation>Logique seule&#xa0;: toutes les règles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="327"/>
        <source>Automatic, with your suggestions</source>
        <translation>Automatique, avec vos suggestions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="337"/>
        <source>Solves as a person would, then guesses when stuck. It first fills every cell that can hold only one value, and every digit that fits only one place in its row, column or box, updating the possible values after each one. When nothing more can be deduced, it takes the first empty cell and tries its possible values one by one, deducing again after each guess. A cell left with no possible value means a guess was wrong: the guess and everything deduced from it are undone, and the next value is tried.</source>
        <translation>Résout comme le ferait une personne, puis fait une hypothèse quand il est bloqué. Il remplit d&apos;abord chaque case qui ne peut contenir qu&apos;une valeur, et chaque chiffre qui n&apos;a qu&apos;une place possible dans sa ligne, sa colonne ou son bloc, en mettant à jour les valeurs possibles après chacun. Quand plus rien ne peut être déduit, il prend la première case vide et essaie ses valeurs possibles une à une, en déduisant de nouveau après chaque hypothèse. Une case sans aucune valeur possible signifie qu&apos;une hypothèse était fausse&#xa0;: l&apos;hypothèse et tout ce qui en a été déduit sont annulés, et la valeur suivante est essayée.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="347"/>
        <source>Before searching, the empty cells are put in a list from the fewest possible values to the most. The search walks down the list and writes in each cell the smallest value that does not clash with the digits already there. When a cell has no such value, it steps back to the previous cell of the list and tries that cell&apos;s next value, stepping back further when none is left. The order never changes during the search.</source>
        <translation>Avant de chercher, les cases vides sont rangées dans une liste, de celle qui a le moins de valeurs possibles à celle qui en a le plus. La recherche parcourt la liste et écrit dans chaque case la plus petite valeur qui n&apos;entre pas en conflit avec les chiffres déjà placés. Quand une case n&apos;a aucune telle valeur, elle revient à la case précédente de la liste et essaie la valeur suivante de cette case, en remontant plus loin quand il n&apos;en reste aucune. L&apos;ordre ne change jamais pendant la recherche.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="356"/>
        <source>The simplest search. It visits the empty cells in reading order, left to right and top to bottom, and writes in each the smallest value that does not clash with its row, column and box. When a cell has no such value, it goes back to the previous cell and tries its next value. It never reasons ahead, which is why it can take millions of steps on a hard puzzle.</source>
        <translation>La recherche la plus simple. Elle visite les cases vides dans l&apos;ordre de lecture, de gauche à droite et de haut en bas, et écrit dans chacune la plus petite valeur qui n&apos;entre pas en conflit avec sa ligne, sa colonne et son bloc. Quand une case n&apos;a aucune telle valeur, elle revient à la case précédente et essaie sa valeur suivante. Elle ne raisonne jamais à l&apos;avance, c&apos;est pourquoi elle peut faire des millions de pas sur une grille difficile.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="364"/>
        <source>The fast solver&apos;s method, shown step by step. After every guess it fills in what follows for sure: cells with a single possible value, and digits with a single place in a row, column or box. When nothing more follows, it picks the empty cell with the fewest possible values and tries them in turn. A cell left with no value, or a digit left with no place, means the last guess was wrong: it undoes everything since and tries that cell&apos;s next value.</source>
        <translation>La méthode du solveur rapide, montrée pas à pas. Après chaque hypothèse, il remplit ce qui en découle à coup sûr&#xa0;: les cases qui n&apos;ont qu&apos;une valeur possible, et les chiffres qui n&apos;ont qu&apos;une place dans une ligne, une colonne ou un bloc. Quand plus rien n&apos;en découle, il choisit la case vide qui a le moins de valeurs possibles et les essaie tour à tour. Une case sans valeur, ou un chiffre sans place, signifie que la dernière hypothèse était fausse&#xa0;: il annule tout ce qui a suivi et essaie la valeur suivante de cette case.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="373"/>
        <source>Fills only what is certain, with the two simplest rules, and never guesses. Each pass looks at every cell: if only one value fits, it is written in. Then it looks at every row, column and box: if a digit fits in only one of its cells, it goes there. Passes repeat until one changes nothing (at most 20). Cells the rules cannot decide stay empty.</source>
        <translation>Ne remplit que ce qui est certain, avec les deux règles les plus simples, et ne fait jamais d&apos;hypothèse. Chaque passe examine toutes les cases&#xa0;: si une seule valeur convient, elle est écrite. Puis elle examine chaque ligne, colonne et bloc&#xa0;: si un chiffre ne peut aller que dans une de ses cases, il y est placé. Les passes se répètent jusqu&apos;à ce que l&apos;une ne change plus rien (20 au plus). Les cases que les règles ne peuvent pas trancher restent vides.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="381"/>
        <source>Fills only what is certain and never guesses, using every solving technique the program knows, from singles through pairs, pointing, fish and wings to chains. It always uses the simplest technique that makes progress, and stops when none does. Cells no technique can decide stay empty.</source>
        <translation>Ne remplit que ce qui est certain et ne fait jamais d&apos;hypothèse, avec toutes les techniques de résolution que le programme connaît, des singletons aux chaînes en passant par les paires, les pointages, les poissons et les ailes. Il utilise toujours la technique la plus simple qui fait progresser, et s&apos;arrête quand aucune n&apos;y parvient. Les cases qu&apos;aucune technique ne peut trancher restent vides.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="388"/>
        <source>Fills the grid with two simple passes, repeated while they make progress: first every cell where only one value fits, then every cell holding a value that fits nowhere else in its box. When both are stuck, it asks you for a value in one cell. Your suggestion is checked: the cell must be empty, the value must not already be in its row, column or box, and it must not lead the passes to a dead end. You can give up at any time.</source>
        <translation>Remplit la grille avec deux passes simples, répétées tant qu&apos;elles progressent&#xa0;: d&apos;abord chaque case où une seule valeur convient, puis chaque case qui peut recevoir une valeur impossible ailleurs dans son bloc. Quand les deux sont bloquées, il vous demande une valeur pour une case. Votre suggestion est vérifiée&#xa0;: la case doit être vide, la valeur ne doit pas déjà figurer dans sa ligne, sa colonne ou son bloc, et elle ne doit pas mener les passes à une impasse. Vous pouvez abandonner à tout moment.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="85"/>
        <source>not JSON: {error}</source>
        <translation>pas du JSON&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="90"/>
        <source>not an autosave file</source>
        <translation>pas un fichier de sauvegarde automatique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="93"/>
        <source>unsupported autosave version {version!r}</source>
        <translation>version de sauvegarde automatique non prise en charge&#xa0;: {version}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="103"/>
        <source>damaged autosave: {error}</source>
        <translation>sauvegarde automatique endommagée&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <location filename="../../sudoku_desktop/gui/autosave.py" line="166"/>
        <source>Autosave failed: {0} cannot be written; save the session yourself</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: impossible d&apos;écrire {0}&#xa0;; enregistrez la session vous-même</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../sudoku_desktop/gui/banner.py" line="15"/>
        <source>Message banner</source>
        <translation>Bandeau de message</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/banner.py" line="23"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/banner.py" line="28"/>
        <source>Dismiss message</source>
        <translation>Fermer le message</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board_model.py" line="174"/>
        <source>{0} empty</source>
        <translation>{0} vide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board_model.py" line="181"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board_model.py" line="182"/>
        <source>{cell}: candidates {digits}</source>
        <translation>{cell}&#xa0;: candidats {digits}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board_view.py" line="29"/>
        <source>Sudoku board</source>
        <translation>Grille de sudoku</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board_view.py" line="31"/>
        <source>Arrows move, 1 to 9 enter a digit, 0 or Delete clears the cell</source>
        <translation>Les flèches déplacent, 1 à 9 saisissent un chiffre, 0 ou Suppr vide la case</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="45"/>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="68"/>
        <source>Compare two searches</source>
        <translation>Comparer deux recherches</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="60"/>
        <source>Same puzzle, two searches: compare steps, guesses and trees.</source>
        <translation>Même grille, deux recherches&#xa0;: comparez les pas, les hypothèses et les arbres.</translation>
    </message>
</context>
<context>
    <name>CountersView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="77"/>
        <source>Deductions:</source>
        <translation>Déductions&#xa0;:</translation>
    </message>
</context>
<context>
    <name>DigitPalette</name>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="17"/>
        <source>Digit palette</source>
        <translation>Palette de chiffres</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="23"/>
        <source>Enter {0}</source>
        <translation>Saisir {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="25"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/digit_palette.py" line="25"/>
        <source>Clear the selected cell</source>
        <translation>Vider la case sélectionnée</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="56"/>
        <source>Puzzle loaded: {0} givens, {1} empty cells</source>
        <translation>Grille chargée&#xa0;: {0} chiffres donnés, {1} cases vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="60"/>
        <source>; it breaks the rules: {0}</source>
        <translation>&#xa0;; elle enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="69"/>
        <source>{0} is a given: use Edit puzzle to change it</source>
        <translation>{0} est un chiffre donné&#xa0;: utilisez Modifier la grille pour le changer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="75"/>
        <source>Enter {0} in {1}</source>
        <translation>Saisir {0} en {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="77"/>
        <source>Clear {0}</source>
        <translation>Vider {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="86"/>
        <source>Enter some digits first, then set the puzzle</source>
        <translation>Saisissez d&apos;abord des chiffres, puis fixez la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="88"/>
        <source>Set puzzle</source>
        <translation>Fixer la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="90"/>
        <source>Puzzle set: {0} givens</source>
        <translation>Grille fixée&#xa0;: {0} chiffres donnés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="95"/>
        <source>Edit puzzle</source>
        <translation>Modifier la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="96"/>
        <source>Editing the puzzle: change digits, then Set puzzle</source>
        <translation>Modification de la grille&#xa0;: changez des chiffres, puis Fixer la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="101"/>
        <source>Clear board</source>
        <translation>Vider la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="102"/>
        <source>Board cleared: type a puzzle, then Set puzzle</source>
        <translation>Grille vidée&#xa0;: saisissez une grille, puis Fixer la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="112"/>
        <source>The pasted text is {0:,} characters long; a paste takes at most {1:,}. Open it as a file instead.</source>
        <translation>Le texte collé fait {0:,} caractères&#xa0;; un collage en accepte au plus {1:,}. Ouvrez-le plutôt comme fichier.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="121"/>
        <source>Could not read the pasted text: {0}</source>
        <translation>Impossible de lire le texte collé&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="124"/>
        <source>The pasted text holds no puzzle</source>
        <translation>Le texte collé ne contient aucune grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="127"/>
        <source>Pasted puzzles</source>
        <translation>Grilles collées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="129"/>
        <source>Paste puzzle</source>
        <translation>Coller une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/editor.py" line="163"/>
        <source>No conflict left</source>
        <translation>Plus aucun conflit</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="74"/>
        <source>Copied the board to the clipboard</source>
        <translation>Grille copiée dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="95"/>
        <source>Open a puzzle or a session</source>
        <translation>Ouvrir une grille ou une session</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="97"/>
        <source>Puzzles and sessions (*.txt *.sdk *.ss *.sdm *.json *.hsol *.*)</source>
        <translation>Grilles et sessions (*.txt *.sdk *.ss *.sdm *.json *.hsol *.*)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="115"/>
        <source>Reading {0} ({1:.1f} MB)…</source>
        <translation>Lecture de {0} ({1:.1f} Mo)…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="124"/>
        <source>Could not open {0}: {1}</source>
        <translation>Impossible d&apos;ouvrir {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="130"/>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="141"/>
        <source>Open {0}</source>
        <translation>Ouvrir {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="131"/>
        <source>Session opened: {0}</source>
        <translation>Session ouverte&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="138"/>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="147"/>
        <source>Could not read {0}: {1}</source>
        <translation>Impossible de lire {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="170"/>
        <source>Open puzzle</source>
        <translation>Ouvrir une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="200"/>
        <source>Save the session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="200"/>
        <source>Sessions (*.json)</source>
        <translation>Sessions (*.json)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="217"/>
        <source>Session saved to {0}</source>
        <translation>Session enregistrée dans {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="237"/>
        <source>Line (*.txt)</source>
        <translation>Ligne (*.txt)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="238"/>
        <source>Grid (*.ss *.txt)</source>
        <translation>Grille (*.ss *.txt)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="239"/>
        <source>Pencil marks (*.txt)</source>
        <translation>Candidats (*.txt)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="243"/>
        <source>Export the puzzle</source>
        <translation>Exporter la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_actions.py" line="257"/>
        <source>Exported to {0}</source>
        <translation>Exporté vers {0}</translation>
    </message>
</context>
<context>
    <name>FileIO</name>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="37"/>
        <source>{name} is too large to be a puzzle file</source>
        <translation>{name} est trop volumineux pour être un fichier de grilles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="44"/>
        <source>cannot read {name}: {reason}</source>
        <translation>impossible de lire {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="52"/>
        <source>{name} is not UTF-8 text (byte {byte})</source>
        <translation>{name} n&apos;est pas du texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="63"/>
        <source>{name} is not a valid session file: {detail}</source>
        <translation>{name} n&apos;est pas un fichier de session valide&#xa0;: {detail}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="70"/>
        <source>{name} holds no puzzle</source>
        <translation>{name} ne contient aucune grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="79"/>
        <source>missing or unknown {key}</source>
        <translation>valeur manquante ou inconnue&#xa0;: {key}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="83"/>
        <source>not a session file: {reason}</source>
        <translation>pas un fichier de session&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="84"/>
        <source>not a Sudoku Desktop session file (no &apos;format&apos; field)</source>
        <translation>pas un fichier de session Sudoku Desktop (aucun champ «&#xa0;format&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="87"/>
        <source>unsupported session version {version!r}</source>
        <translation>version de session non prise en charge&#xa0;: {version}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="90"/>
        <source>session file: &apos;digits&apos; and &apos;origins&apos; need 81 characters</source>
        <translation>fichier de session&#xa0;: «&#xa0;digits&#xa0;» et «&#xa0;origins&#xa0;» doivent compter 81 caractères</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="93"/>
        <source>session file: &apos;candidates&apos; needs 81 entries</source>
        <translation>fichier de session&#xa0;: «&#xa0;candidates&#xa0;» doit compter 81 entrées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="117"/>
        <source>cannot write {name}: {reason}</source>
        <translation>impossible d&apos;écrire {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/file_io.py" line="119"/>
        <source>cannot save {name}: {reason}</source>
        <translation>impossible d&apos;enregistrer {name}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>FormatErrors</name>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="32"/>
        <source>unexpected character {char!r} at line {line}, column {column}</source>
        <translation>caractère inattendu «&#xa0;{char}&#xa0;» à la ligne {line}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="35"/>
        <source>unexpected character {char!r} at line {line}, column {column} (a candidate line has {digit} or &apos;.&apos; there)</source>
        <translation>caractère inattendu «&#xa0;{char}&#xa0;» à la ligne {line}, colonne {column} (une ligne de candidats porte {digit} ou «&#xa0;.&#xa0;» à cet endroit)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="40"/>
        <source>line {line}: found {cells}, expected {expected}</source>
        <translation>ligne {line}&#xa0;: {cells} au lieu de {expected}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="43"/>
        <source>the grid starting at line {line} has {rows}, expected 9</source>
        <translation>la grille commençant à la ligne {line} a {rows} au lieu de 9</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="46"/>
        <source>line {line} has {cells}, expected 9</source>
        <translation>la ligne {line} a {cells} au lieu de 9</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="49"/>
        <source>line {line}, column {column}: the field {field!r} holds {count} cells, expected one</source>
        <translation>ligne {line}, colonne {column}&#xa0;: le champ «&#xa0;{field}&#xa0;» contient {count} cases au lieu d&apos;une</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="53"/>
        <source>the text is {length:,} characters long; one puzzle takes at most {limit:,}</source>
        <translation>le texte fait {length:,} caractères&#xa0;; une grille en fait au plus {limit:,}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="57"/>
        <source>the text holds no puzzle, expected one</source>
        <translation>le texte ne contient aucune grille, il en faut une</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="60"/>
        <source>the text holds {puzzles}, expected one</source>
        <translation>le texte contient {puzzles} au lieu d&apos;une</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="63"/>
        <source>line {line}: a HoDoKu library line needs &apos;:type:digit:puzzle:&apos; fields</source>
        <translation>ligne {line}&#xa0;: une ligne de bibliothèque HoDoKu doit avoir les champs «&#xa0;:type:digit:puzzle:&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="67"/>
        <source>line {line}: the HoDoKu puzzle field has {cells}, expected 81</source>
        <translation>ligne {line}&#xa0;: le champ de la grille HoDoKu a {cells} au lieu de 81</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="70"/>
        <source>line {line}, column {column}: deleted candidate {token!r} should be three digits 1-9 (digit, row, column)</source>
        <translation>ligne {line}, colonne {column}&#xa0;: le candidat supprimé «&#xa0;{token}&#xa0;» doit tenir en trois chiffres de 1 à 9 (chiffre, ligne, colonne)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="75"/>
        <source>line {line}: the SudokuWiki link has {cells} after &apos;bd=&apos;, expected 81</source>
        <translation>ligne {line}&#xa0;: le lien SudokuWiki a {cells} après «&#xa0;bd=&#xa0;» au lieu de 81</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="79"/>
        <source>line {line}: a Solo game ID starts with &apos;3x3:&apos;</source>
        <translation>ligne {line}&#xa0;: un identifiant de partie Solo commence par «&#xa0;3x3:&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="82"/>
        <source>line {line}: only plain 9x9 Solo game IDs (&apos;3x3:&apos;) are supported, not {prefix!r}</source>
        <translation>ligne {line}&#xa0;: seuls les identifiants Solo 9x9 simples («&#xa0;3x3:&#xa0;») sont pris en charge, pas «&#xa0;{prefix}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="86"/>
        <source>line {line}: the Solo game ID describes {cells}, expected 81</source>
        <translation>ligne {line}&#xa0;: l&apos;identifiant de partie Solo décrit {cells} au lieu de 81</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="97"/>
        <source>{count} cell</source>
        <translation>{count} case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="98"/>
        <source>{count} cells</source>
        <comment>zero</comment>
        <translation>{count} case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="99"/>
        <source>{count} cells</source>
        <translation>{count} cases</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="102"/>
        <source>{count} row</source>
        <translation>{count} ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="103"/>
        <source>{count} rows</source>
        <comment>zero</comment>
        <translation>{count} ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="104"/>
        <source>{count} rows</source>
        <translation>{count} lignes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="107"/>
        <source>{count} puzzle</source>
        <translation>{count} grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="108"/>
        <source>{count} puzzles</source>
        <comment>zero</comment>
        <translation>{count} grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/format_error_text.py" line="109"/>
        <source>{count} puzzles</source>
        <translation>{count} grilles</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="16"/>
        <source>Classic: clues removed from a full grid</source>
        <translation>Classique&#xa0;: indices retirés d&apos;une grille pleine</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="17"/>
        <source>Level one: minimum (fewest clues, slower)</source>
        <translation>Niveau un&#xa0;: minimum (le moins d&apos;indices, plus lent)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="18"/>
        <source>Level one: random</source>
        <translation>Niveau un&#xa0;: aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="19"/>
        <source>Depth: random (fastest, more clues)</source>
        <translation>Profondeur&#xa0;: aléatoire (le plus rapide, plus d&apos;indices)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="27"/>
        <source>classic</source>
        <translation>classique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="28"/>
        <source>level one: minimum</source>
        <translation>niveau un&#xa0;: minimum</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="29"/>
        <source>level one: random</source>
        <translation>niveau un&#xa0;: aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="30"/>
        <source>depth: random</source>
        <translation>profondeur&#xa0;: aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="38"/>
        <source>Fills a random grid, then removes clues one by one (in symmetric pairs if you choose a symmetry) while the solution stays unique.</source>
        <translation>Remplit une grille au hasard, puis retire les indices un à un (par paires symétriques si vous choisissez une symétrie) tant que la solution reste unique.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="43"/>
        <source>Seed 003: runs the rules, then tries every candidate left; failed trials are removed, and the trial that removes the most candidates becomes the next clue.</source>
        <translation>Source 003&#xa0;: applique les règles, puis essaie chaque candidat restant&#xa0;; les essais qui échouent sont retirés, et l&apos;essai qui retire le plus de candidats devient l&apos;indice suivant.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="48"/>
        <source>Seed 003: the same trials as level one: minimum, but a random trial becomes the next clue, so every run differs.</source>
        <translation>Source 003&#xa0;: les mêmes essais que niveau un&#xa0;: minimum, mais un essai tiré au hasard devient l&apos;indice suivant, si bien que chaque exécution diffère.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="53"/>
        <source>Seed 003: forces a random candidate, goes deeper while the rules hold and comes back down when a level breaks.</source>
        <translation>Source 003&#xa0;: impose un candidat au hasard, descend plus profond tant que les règles tiennent et remonte quand un niveau échoue.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="65"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="66"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="67"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="68"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="69"/>
        <source>Extreme</source>
        <translation>Extrême</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="77"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="78"/>
        <source>Central (half turn)</source>
        <translation>Centrale (demi-tour)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="79"/>
        <source>Diagonal (mirror along the main diagonal)</source>
        <translation>Diagonale (miroir selon la diagonale principale)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="80"/>
        <source>Anti-diagonal (mirror along the other)</source>
        <translation>Antidiagonale (miroir selon l&apos;autre diagonale)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="81"/>
        <source>Horizontal (mirror top to bottom)</source>
        <translation>Horizontale (miroir de haut en bas)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="82"/>
        <source>Vertical (mirror left to right)</source>
        <translation>Verticale (miroir de gauche à droite)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_titles.py" line="83"/>
        <source>Four-fold (quarter turns)</source>
        <translation>D&apos;ordre quatre (quarts de tour)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="66"/>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="67"/>
        <source>New puzzle</source>
        <translation>Nouvelle grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="79"/>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="82"/>
        <source>What the method does</source>
        <translation>Ce que fait la méthode</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="85"/>
        <source>Any</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="86"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="88"/>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="91"/>
        <source>Minimal: no clue can be removed</source>
        <translation>Minimale&#xa0;: aucun indice ne peut être retiré</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="92"/>
        <source>Every clue is needed: removing any one lets in a second solution</source>
        <translation>Chaque indice est nécessaire&#xa0;: en retirer un seul laisse entrer une seconde solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="96"/>
        <source>Start from the grid on the board</source>
        <translation>Partir de la grille affichée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="97"/>
        <source>Keep the digits on the board and add clues until the solution is unique</source>
        <translation>Garder les chiffres de la grille et ajouter des indices jusqu&apos;à ce que la solution soit unique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="101"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="102"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="103"/>
        <source>The same seed and settings make the same puzzle</source>
        <translation>La même graine et les mêmes réglages donnent la même grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="109"/>
        <source>Seed of the last puzzle</source>
        <translation>Graine de la dernière grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="114"/>
        <source>&amp;Method:</source>
        <translation>&amp;Méthode&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="116"/>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="117"/>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymétrie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="120"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="130"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="136"/>
        <source>Generation progress</source>
        <translation>Progression de la génération</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="140"/>
        <source>Dialog buttons</source>
        <translation>Boutons du dialogue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="141"/>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="144"/>
        <source>&amp;Watch it being built</source>
        <translation>&amp;Regarder la construction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="147"/>
        <source>Show one run of the method in the watch panel, step by step: clues appearing, the rules filling cells, failed trials flashing (the level is not sought)</source>
        <translation>Montrer une exécution de la méthode dans le panneau d&apos;observation, pas à pas&#xa0;: les indices qui apparaissent, les règles qui remplissent des cases, les essais ratés qui clignotent (le niveau n&apos;est pas recherché)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="152"/>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="319"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="232"/>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="317"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="243"/>
        <source>Generating…</source>
        <translation>Génération…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="257"/>
        <source>Generator: {0}</source>
        <translation>Générateur&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="279"/>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="287"/>
        <source>Attempt {0} of at most {1}</source>
        <translation>Tentative {0} sur {1} au plus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="292"/>
        <source>The grid on the board cannot be used: {0}</source>
        <translation>La grille affichée ne peut pas servir&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="293"/>
        <source>No puzzle found: {0}</source>
        <translation>Aucune grille trouvée&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="294"/>
        <source>Generation failed: {0}</source>
        <translation>Échec de la génération&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="297"/>
        <source>Not generated</source>
        <translation>Non générée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="302"/>
        <source>Last puzzle: seed {0} (type it above to make the same puzzle)</source>
        <translation>Dernière grille&#xa0;: graine {0} (saisissez-la ci-dessus pour refaire la même grille)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="319"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generator_dialog.py" line="340"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
</context>
<context>
    <name>HowItWorks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="45"/>
        <source>How it works</source>
        <translation>Comment ça marche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="49"/>
        <source>Type or paste a puzzle, or keep the sample. Each way of solving it below can be watched step by step: a guess, a dead end, the step back, the next value.</source>
        <translation>Saisissez ou collez une grille, ou gardez l&apos;exemple. Chaque façon de la résoudre ci-dessous peut être regardée pas à pas&#xa0;: une hypothèse, une impasse, le retour en arrière, la valeur suivante.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="56"/>
        <source>Introduction</source>
        <translation>Introduction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="70"/>
        <source>Watch it</source>
        <translation>La regarder</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="72"/>
        <source>Watch {0}</source>
        <translation>Regarder {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="37"/>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="38"/>
        <source>Sudoku Desktop</source>
        <translation>Sudoku Desktop</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="63"/>
        <source>Board and side panel</source>
        <translation>Grille et panneau latéral</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="76"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="77"/>
        <source>Working…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="79"/>
        <source>Busy indicator</source>
        <translation>Indicateur d&apos;activité</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="128"/>
        <source>Load puzzle</source>
        <translation>Charger une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/main_window.py" line="145"/>
        <source>Select a cell first</source>
        <translation>Sélectionnez d&apos;abord une case</translation>
    </message>
</context>
<context>
    <name>NewPuzzleController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="49"/>
        <source>New puzzle</source>
        <translation>Nouvelle grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="50"/>
        <source>unrated</source>
        <translation>non évaluée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="52"/>
        <source>New puzzle: {0}, {1}, {2} clues, seed {3}</source>
        <translation>Nouvelle grille&#xa0;: {0}, {1}, {2} indices, graine {3}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/new_puzzle.py" line="71"/>
        <source>Watching the generator ({0}, seed {1}); New puzzle with this seed and level Any makes the same puzzle</source>
        <translation>Observation du générateur ({0}, graine {1})&#xa0;; Nouvelle grille avec cette graine et le niveau Indifférent donne la même grille</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="41"/>
        <source>As fast as possible</source>
        <translation>Aussi vite que possible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="43"/>
        <source>{0} steps/s</source>
        <translation>{0} pas/s</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="164"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="248"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="164"/>
        <source>Play or pause</source>
        <translation>Lecture ou pause</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="167"/>
        <source>◀ Step</source>
        <translation>◀ Pas</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="167"/>
        <source>Step back</source>
        <translation>Un pas en arrière</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="170"/>
        <source>Step ▶</source>
        <translation>Pas ▶</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="170"/>
        <source>One step</source>
        <translation>Un pas</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="173"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="173"/>
        <source>Stop the search</source>
        <translation>Arrêter la recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="176"/>
        <source>Next guess</source>
        <translation>Hypothèse suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="176"/>
        <source>Jump to the next guess</source>
        <translation>Aller à la prochaine hypothèse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="181"/>
        <source>Next dead end</source>
        <translation>Impasse suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="182"/>
        <source>Jump to the next contradiction</source>
        <translation>Aller à la prochaine impasse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="187"/>
        <source>Next backtrack</source>
        <translation>Retour arrière suivant</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="188"/>
        <source>Jump to the next backtrack</source>
        <translation>Aller au prochain retour arrière</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="210"/>
        <source>From 1 step a second to as fast as possible</source>
        <translation>D&apos;un pas par seconde à aussi vite que possible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="217"/>
        <source>Any step of the run so far</source>
        <translation>N&apos;importe quel pas de l&apos;exécution jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="221"/>
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="225"/>
        <source>Timeline:</source>
        <translation>Chronologie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="248"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="307"/>
        <source>No deduction</source>
        <translation>Aucune déduction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="308"/>
        <source>Naked singles</source>
        <translation>Singletons nus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="309"/>
        <source>Naked and hidden singles</source>
        <translation>Singletons nus et cachés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="310"/>
        <source>Singles, subsets and locked candidates</source>
        <translation>Singletons, sous-ensembles et candidats verrouillés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="311"/>
        <source>All rules and probing</source>
        <translation>Toutes les règles et le sondage</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="35"/>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="36"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="42"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="43"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="48"/>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="50"/>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="51"/>
        <source>Colour-blind safe (Okabe–Ito)</source>
        <translation>Adaptées au daltonisme (Okabe–Ito)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="56"/>
        <source>Show candidates</source>
        <translation>Afficher les candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="60"/>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="65"/>
        <source>Animation speed</source>
        <translation>Vitesse de l&apos;animation</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="68"/>
        <source>Reduced motion (no flashes or fades)</source>
        <translation>Animations réduites (ni clignotements ni fondus)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="75"/>
        <source>Default algorithm</source>
        <translation>Algorithme par défaut</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="81"/>
        <source>Deduction power</source>
        <translation>Puissance de déduction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="85"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="86"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Couleurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="88"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Vitesse de l&apos;animation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="91"/>
        <source>Default &amp;algorithm:</source>
        <translation>&amp;Algorithme par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="92"/>
        <source>Deduction &amp;power:</source>
        <translation>&amp;Puissance de déduction&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="95"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="137"/>
        <source>As fast as possible</source>
        <translation>Aussi vite que possible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/preferences_dialog.py" line="141"/>
        <source>{0} steps a second</source>
        <translation>{0} pas par seconde</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="60"/>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="89"/>
        <source>Choose a puzzle</source>
        <translation>Choisir une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="93"/>
        <source>{0} puzzles: pick one (hover a row for its verdict).</source>
        <translation>{0} grilles&#xa0;: choisissez-en une (survolez une ligne pour voir son verdict).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="96"/>
        <source>Puzzle count</source>
        <translation>Nombre de grilles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="101"/>
        <source>Puzzles</source>
        <translation>Grilles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/puzzle_list_dialog.py" line="122"/>
        <source>Dialog buttons</source>
        <translation>Boutons du dialogue</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/run_view.py" line="137"/>
        <source>The puzzle as given.</source>
        <translation>La grille telle que donnée.</translation>
    </message>
</context>
<context>
    <name>SearchTree</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="128"/>
        <source>%1 of %2 hypotheses</source>
        <translation>%1 hypothèses ajoutées sur %2</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="130"/>
        <source>%1 of %2 guesses</source>
        <translation>%1 hypothèses sur %2</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="134"/>
        <source>No guess</source>
        <translation>Aucune hypothèse</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="46"/>
        <source>Move between cells</source>
        <translation>Se déplacer entre les cases</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="47"/>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="50"/>
        <source>Enter a digit</source>
        <translation>Saisir un chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="51"/>
        <source>1 to 9</source>
        <translation>1 à 9</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="54"/>
        <source>Clear a cell</source>
        <translation>Vider une case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="55"/>
        <source>Delete, Backspace, 0</source>
        <translation>Suppr, Retour arrière, 0</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="66"/>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="67"/>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="71"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="72"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="72"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="84"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="23"/>
        <source>Side panel</source>
        <translation>Panneau latéral</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="28"/>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="30"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="32"/>
        <source>Hint text</source>
        <translation>Texte de l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="33"/>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="83"/>
        <source>Ask for a hint to see the next logical step.</source>
        <translation>Demandez un indice pour voir la prochaine étape logique.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="34"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="36"/>
        <source>Apply the hint</source>
        <translation>Appliquer l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="42"/>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="44"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="46"/>
        <source>Coach text</source>
        <translation>Texte du coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="47"/>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/side_panel.py" line="49"/>
        <source>Give up suggesting values</source>
        <translation>Ne plus suggérer de valeurs</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="18"/>
        <source>{cell} = {digit} — hypothesis {depth}</source>
        <translation>{cell} = {digit} — hypothèse {depth}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="23"/>
        <source>no value left</source>
        <translation>plus aucune valeur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="25"/>
        <source>{digits} left</source>
        <translation>reste {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="28"/>
        <source>{cell} = {digit} — depth {depth}, {rest}</source>
        <translation>{cell} = {digit} — niveau {depth}, {rest}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="40"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="48"/>
        <source>Steps:</source>
        <translation>Pas&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="49"/>
        <source>Guesses:</source>
        <translation>Hypothèses&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="50"/>
        <source>Backtracks:</source>
        <translation>Retours arrière&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="51"/>
        <source>Contradictions:</source>
        <translation>Impasses&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="52"/>
        <source>Max depth:</source>
        <translation>Profondeur max.&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="53"/>
        <source>Elapsed:</source>
        <translation>Temps écoulé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="102"/>
        <source>Press Play or Step to start the search.</source>
        <translation>Appuyez sur Lecture ou Pas pour lancer la recherche.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="111"/>
        <source>&lt;b&gt;Step&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pas&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="113"/>
        <source>&lt;b&gt;Guesses standing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hypothèses en cours&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="115"/>
        <source>&lt;b&gt;Counters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Compteurs&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>SolvingController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="72"/>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="84"/>
        <source>Check: exactly one solution</source>
        <translation>Vérification&#xa0;: exactement une solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="85"/>
        <source>Check: the grid is full and valid — solved</source>
        <translation>Vérification&#xa0;: la grille est pleine et valide — résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="86"/>
        <source>Check: several solutions ({0})</source>
        <translation>Vérification&#xa0;: plusieurs solutions ({0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="87"/>
        <source>Check: no solution ({0})</source>
        <translation>Vérification&#xa0;: aucune solution ({0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="88"/>
        <source>Check: the grid breaks the rules: {0}</source>
        <translation>Vérification&#xa0;: la grille enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="89"/>
        <source>Check: {0}</source>
        <translation>Vérification&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="104"/>
        <source>Cannot solve: the grid breaks the rules: {0}</source>
        <translation>Résolution impossible&#xa0;: la grille enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="107"/>
        <source>Solving with logic…</source>
        <translation>Résolution par la logique…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="114"/>
        <source>No solution, nothing filled: {0}</source>
        <translation>Aucune solution, rien n&apos;est rempli&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="116"/>
        <source>Solve logically</source>
        <translation>Résoudre par la logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="119"/>
        <source>Filled {0} cells</source>
        <translation>{0} cases remplies</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="124"/>
        <source>, {0} eliminations</source>
        <translation>, {0} éliminations</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="133"/>
        <source>solved</source>
        <translation>résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="135"/>
        <source>contradiction: {0}</source>
        <translation>contradiction&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="136"/>
        <source>stuck with {0} empty cells</source>
        <translation>bloquée avec {0} cases vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="145"/>
        <source>The grid breaks the rules: {0}</source>
        <translation>La grille enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="156"/>
        <source>The grid is full: nothing left to do.</source>
        <translation>La grille est pleine&#xa0;: il n&apos;y a plus rien à faire.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="158"/>
        <source>No rule applies: the logic is stuck.</source>
        <translation>Aucune règle ne s&apos;applique&#xa0;: la logique est bloquée.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="171"/>
        <source>Hint: {0}</source>
        <translation>Indice&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="172"/>
        <source>Applied: {0}</source>
        <translation>Appliqué&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="179"/>
        <source>The logic is stuck with {0} empty cells. Suggest a value: select a cell and type a digit. Or give up.</source>
        <translation>La logique est bloquée avec {0} cases vides. Suggérez une valeur&#xa0;: sélectionnez une case et tapez un chiffre. Ou abandonnez.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="191"/>
        <source>Refused {0}: the grid breaks the rules: {1}</source>
        <translation>{0} refusé&#xa0;: la grille enfreint les règles&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="195"/>
        <source>Checking {0} = {1}…</source>
        <translation>Vérification de {0} = {1}…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="202"/>
        <source>Refused {0}: {1}. Suggest another value, or give up.</source>
        <translation>{0} refusé&#xa0;: {1}. Suggérez une autre valeur, ou abandonnez.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="206"/>
        <source>Refused {0}: {1}</source>
        <translation>{0} refusé&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="209"/>
        <source>Suggestion {0}</source>
        <translation>Suggestion {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="212"/>
        <source>Solved with your suggestion {0}</source>
        <translation>Résolue avec votre suggestion {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="215"/>
        <source>Accepted {0}; the logic filled {1} more cells and is stuck again with {2} empty cells. Suggest another value, or give up.</source>
        <translation>{0} accepté&#xa0;; la logique a rempli {1} cases de plus et est de nouveau bloquée avec {2} cases vides. Suggérez une autre valeur, ou abandonnez.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="219"/>
        <source>Accepted {0}</source>
        <translation>{0} accepté</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="225"/>
        <source>Suggestions ended</source>
        <translation>Fin des suggestions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="238"/>
        <source>Solving…</source>
        <translation>Résolution…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="243"/>
        <source>Cannot solve: {0}</source>
        <translation>Résolution impossible&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="246"/>
        <source>Solve</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="248"/>
        <source>Solved: filled the {0} remaining cells</source>
        <translation>Résolue&#xa0;: les {0} cases restantes sont remplies</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="250"/>
        <source>No solution: this board cannot be completed</source>
        <translation>Aucune solution&#xa0;: cette grille ne peut pas être complétée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving.py" line="253"/>
        <source>Several solutions: not filled (use Check to see where two differ)</source>
        <translation>Plusieurs solutions&#xa0;: rien n&apos;est rempli (Vérifier montre où deux d&apos;entre elles diffèrent)</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="383"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="291"/>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="26"/>
        <source>{rest} and {last}</source>
        <translation>{rest} et {last}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="46"/>
        <source>row {0}</source>
        <translation>la ligne {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="48"/>
        <source>column {0}</source>
        <translation>la colonne {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="49"/>
        <source>box {0}</source>
        <translation>le bloc {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="119"/>
        <source>Hidden single: {digit} fits only {cell} in {unit}</source>
        <translation>Singleton caché&#xa0;: dans {unit}, {digit} ne peut aller qu&apos;en {cell}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="123"/>
        <source>Full house: {cell} is the last empty cell of {unit}, so it is {digit}</source>
        <translation>Dernière case libre&#xa0;: dans {unit}, seule {cell} est vide, elle vaut donc {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="127"/>
        <source>Naked single: {cell} can only be {digit}</source>
        <translation>Singleton nu&#xa0;: {cell} ne peut être que {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="131"/>
        <source>BUG+1: {cell} is the only cell with three candidates; without {digit} every unit would hold each candidate twice (two solutions), so {cell} is {digit}</source>
        <translation>BUG+1&#xa0;: {cell} est la seule case à trois candidats&#xa0;; sans {digit}, chaque unité contiendrait chaque candidat deux fois (deux solutions), donc {cell} vaut {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="137"/>
        <source>Your suggestion: {cell} = {digit}</source>
        <translation>Votre suggestion&#xa0;: {cell} = {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="140"/>
        <source>{title}: {cell} = {digit}</source>
        <translation>{title}&#xa0;: {cell} = {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="156"/>
        <source>If {cell} were {digit}, {failure}, so {cell} is not {digit}</source>
        <translation>Si {cell} valait {digit}, {failure}, donc {cell} ne vaut pas {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="161"/>
        <source> on {cells}</source>
        <translation> sur {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="166"/>
        <source> in {units}</source>
        <translation> dans {units}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="169"/>
        <source> ({digits})</source>
        <translation> ({digits})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="174"/>
        <source>{title}{pattern}: remove {digits} from {cells}</source>
        <translation>{title}{pattern}&#xa0;: retirer {digits} de {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="186"/>
        <source>{digits} left</source>
        <translation>reste {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="190"/>
        <source>no other value left</source>
        <translation>aucune autre valeur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="191"/>
        <source>Guess at depth {depth}: {cell} = {digit} ({left})</source>
        <translation>Hypothèse au niveau {depth}&#xa0;: {cell} = {digit} ({left})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="199"/>
        <source>{cell} would have no candidate left</source>
        <translation>{cell} n&apos;aurait plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="203"/>
        <source>{digit} would have no place left in {unit}</source>
        <translation>{digit} n&apos;aurait plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="206"/>
        <source>the grid would break a rule</source>
        <translation>la grille enfreindrait une règle</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="211"/>
        <source>Contradiction: {cell} has no candidate left</source>
        <translation>Contradiction&#xa0;: {cell} n&apos;a plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="215"/>
        <source>Contradiction: {digit} has no place left in {unit}</source>
        <translation>Contradiction&#xa0;: {digit} n&apos;a plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="218"/>
        <source>Contradiction</source>
        <translation>Contradiction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="223"/>
        <source>Back to the start: no value is left to try</source>
        <translation>Retour au début&#xa0;: il ne reste aucune valeur à essayer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="226"/>
        <source>Back to {cell} at depth {depth}: no value left, going back further</source>
        <translation>Retour à {cell} au niveau {depth}&#xa0;: plus aucune valeur, on remonte encore</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="229"/>
        <source>Back to {cell} at depth {depth}, next value {digit}</source>
        <translation>Retour à {cell} au niveau {depth}, valeur suivante {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="236"/>
        <source>Stuck: no rule applies, {empty} cells left empty — suggest a value for a cell, or give up</source>
        <translation>Bloqué&#xa0;: aucune règle ne s&apos;applique, {empty} cases restent vides — suggérez une valeur pour une case, ou abandonnez</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="241"/>
        <source>Stuck: no rule applies, {empty} cells left empty</source>
        <translation>Bloqué&#xa0;: aucune règle ne s&apos;applique, {empty} cases restent vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="249"/>
        <source>Refused: {cell} already holds {digit}</source>
        <translation>Refusé&#xa0;: {cell} contient déjà {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="253"/>
        <source>Refused: {digit} is already in {unit}</source>
        <translation>Refusé&#xa0;: {digit} est déjà dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="257"/>
        <source>Refused: if {cell} were {digit}, {failure}</source>
        <translation>Refusé&#xa0;: si {cell} valait {digit}, {failure}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="260"/>
        <source>Refused: {cell} cannot be {digit}</source>
        <translation>Refusé&#xa0;: {cell} ne peut pas valoir {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="267"/>
        <source>singles</source>
        <translation>singletons</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="269"/>
        <source>naked singles</source>
        <translation>singletons nus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="271"/>
        <source>hidden singles</source>
        <translation>singletons cachés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="276"/>
        <source>1 cell</source>
        <translation>1 case remplie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="278"/>
        <source>{count} cells</source>
        <translation>{count} cases remplies</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="280"/>
        <source>Pass {number} ({what}): {cells} filled</source>
        <translation>Passe {number} ({what})&#xa0;: {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="293"/>
        <source>No solution: every value was tried</source>
        <translation>Aucune solution&#xa0;: toutes les valeurs ont été essayées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="22"/>
        <source>{cell} = {digit}</source>
        <translation>{cell} = {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="23"/>
        <source>{cell} ≠ {digit}</source>
        <translation>{cell} ≠ {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="24"/>
        <source>{cell} ≠ {digit} (its own trial: {count} links)</source>
        <translation>{cell} ≠ {digit} (par son propre essai&#xa0;: {count} liens)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="25"/>
        <source>… {count} more links …</source>
        <translation>… {count} liens de plus …</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="26"/>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="27"/>
        <source>{cell} has no candidate left</source>
        <translation>{cell} n&apos;a plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="28"/>
        <source>{digit} has no place left in {unit}</source>
        <translation>{digit} n&apos;a plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="29"/>
        <source>if {cell} = {digit}: {chain}</source>
        <translation>si {cell} = {digit}&#xa0;: {chain}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="30"/>
        <source>{title}: {branch}, so {cell} ≠ {digit}</source>
        <translation>{title}&#xa0;: {branch}, donc {cell} ≠ {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="31"/>
        <source>{title}: every candidate of {cell} removes {removed}: {branches}</source>
        <translation>{title}&#xa0;: chaque candidat de {cell} élimine {removed}&#xa0;: {branches}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="34"/>
        <source>{title}: every place of {digit} in {unit} removes {removed}: {branches}</source>
        <translation>{title}&#xa0;: chaque place du {digit} dans {unit} élimine {removed}&#xa0;: {branches}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing_text.py" line="37"/>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>SudokuApp</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="139"/>
        <source>The autosaved session could not be read ({0}); a sample puzzle is loaded.</source>
        <translation>La session enregistrée automatiquement n&apos;a pas pu être lue ({0})&#xa0;; une grille d&apos;exemple est chargée.</translation>
    </message>
</context>
<context>
    <name>SuggestionBox</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="30"/>
        <source>&lt;b&gt;Stuck — suggest a value&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bloqué — suggérez une valeur&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="36"/>
        <source>The digit to suggest (type 1–9)</source>
        <translation>Le chiffre à suggérer (tapez 1 à 9)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="37"/>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="39"/>
        <source>Check the suggestion and apply it if it fits</source>
        <translation>Vérifier la suggestion et l&apos;appliquer si elle convient</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="40"/>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="42"/>
        <source>End the search here, stuck</source>
        <translation>Arrêter la recherche ici, bloquée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="46"/>
        <source>Digit:</source>
        <translation>Chiffre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="62"/>
        <source>Click an empty cell on the board.</source>
        <translation>Cliquez sur une case vide de la grille.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="64"/>
        <source>Cell: %1</source>
        <translation>Case&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="104"/>
        <source>{cell} is not empty: it holds {digit}</source>
        <translation>{cell} n&apos;est pas vide&#xa0;: elle contient {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="109"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="110"/>
        <source>{digit} is not a candidate of {cell} (candidates: {listed})</source>
        <translation>{digit} n&apos;est pas un candidat de {cell} (candidats&#xa0;: {listed})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="124"/>
        <source>it leads to a contradiction: {cell} has no candidate left</source>
        <translation>elle mène à une impasse&#xa0;: {cell} n&apos;a plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="128"/>
        <source>it leads to a contradiction: {digit} has no place left in {unit}</source>
        <translation>elle mène à une impasse&#xa0;: {digit} n&apos;a plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/tasks.py" line="131"/>
        <source>it leads to a contradiction</source>
        <translation>elle mène à une impasse</translation>
    </message>
</context>
<context>
    <name>Techniques</name>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="55"/>
        <source>Full house</source>
        <translation>Dernière case libre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="56"/>
        <source>Naked single</source>
        <translation>Singleton nu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="57"/>
        <source>Hidden single</source>
        <translation>Singleton caché</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="58"/>
        <source>Pointing</source>
        <translation>Paire pointante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="59"/>
        <source>Claiming</source>
        <translation>Réduction boîte-ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="60"/>
        <source>Naked pair</source>
        <translation>Paire nue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="61"/>
        <source>Hidden pair</source>
        <translation>Paire cachée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="62"/>
        <source>Naked triple</source>
        <translation>Triplet nu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="63"/>
        <source>Hidden triple</source>
        <translation>Triplet caché</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="64"/>
        <source>Unique rectangle type 1</source>
        <translation>Rectangle unique type 1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="65"/>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="66"/>
        <source>Skyscraper</source>
        <translation>Gratte-ciel</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="67"/>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="68"/>
        <source>2-String Kite</source>
        <translation>Cerf-volant</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="69"/>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="70"/>
        <source>Swordfish</source>
        <translation>Espadon (Swordfish)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="71"/>
        <source>Simple colouring</source>
        <translation>Coloriage simple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="72"/>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="73"/>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="74"/>
        <source>Naked quad</source>
        <translation>Quadruplet nu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="75"/>
        <source>Hidden quad</source>
        <translation>Quadruplet caché</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="76"/>
        <source>Jellyfish</source>
        <translation>Méduse (Jellyfish)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="77"/>
        <source>X-chain</source>
        <translation>Chaîne X</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="78"/>
        <source>XY-chain</source>
        <translation>Chaîne XY</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="79"/>
        <source>Probing</source>
        <translation>Sondage</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="97"/>
        <source>Hypothesis</source>
        <translation>Hypothèse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="55"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="93"/>
        <source>Unique rectangle type 2</source>
        <translation>Rectangle unique type 2</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="62"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="94"/>
        <source>Unique rectangle type 4</source>
        <translation>Rectangle unique type 4</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="81"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="87"/>
        <source>Finned X-Wing</source>
        <translation>X-Wing à aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="88"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="88"/>
        <source>Sashimi X-Wing</source>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="95"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="89"/>
        <source>Finned Swordfish</source>
        <translation>Swordfish à aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="102"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="90"/>
        <source>Sashimi Swordfish</source>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="109"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="91"/>
        <source>Finned Jellyfish</source>
        <translation>Jellyfish à aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="116"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="92"/>
        <source>Sashimi Jellyfish</source>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="125"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="86"/>
        <source>Alternating inference chain</source>
        <translation>Chaîne d’inférences alternées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="130"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="95"/>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="131"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="96"/>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="135"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="80"/>
        <source>Cell forcing chain</source>
        <translation>Chaîne forcée de case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="142"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="81"/>
        <source>Unit forcing chain</source>
        <translation>Chaîne forcée d’unité</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="149"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="82"/>
        <source>Nested forcing chain</source>
        <translation>Chaîne forcée imbriquée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/catalog.py" line="156"/>
        <location filename="../../sudoku_desktop/gui/step_text.py" line="83"/>
        <source>Double nested forcing chain</source>
        <translation>Chaîne forcée doublement imbriquée</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="25"/>
        <source>twice</source>
        <translation>deux fois</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="27"/>
        <source>three times</source>
        <translation>trois fois</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="29"/>
        <source>{0} times</source>
        <translation>{0} fois</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="30"/>
        <source>{digit} appears {times} in {unit}: {cells}</source>
        <translation>{digit} apparaît {times} dans {unit}&#xa0;: {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="50"/>
        <source>{0}: no digit fits</source>
        <translation>{0}&#xa0;: aucun chiffre ne convient</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="53"/>
        <source>found by search: every value fails</source>
        <translation>trouvé par la recherche&#xa0;: toutes les valeurs échouent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="59"/>
        <source>two solutions differ in {count} cells: {cells}</source>
        <translation>deux solutions diffèrent en {count} cases&#xa0;: {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="68"/>
        <source>malformed</source>
        <translation>mal formée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="69"/>
        <source>invalid</source>
        <translation>invalide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="70"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="71"/>
        <source>multiple</source>
        <translation>multiple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="72"/>
        <source>unique</source>
        <translation>unique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="73"/>
        <source>solved</source>
        <translation>résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="86"/>
        <source>no solution ({0})</source>
        <translation>aucune solution ({0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="90"/>
        <source>several solutions ({0})</source>
        <translation>plusieurs solutions ({0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="94"/>
        <source>the grid is already full and valid</source>
        <translation>la grille est déjà pleine et valide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="96"/>
        <source>exactly one solution</source>
        <translation>exactement une solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/verdict_text.py" line="97"/>
        <source>{word}: {rest}</source>
        <translation>{word}&#xa0;: {rest}</translation>
    </message>
</context>
<context>
    <name>WatchBoardModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_board_model.py" line="235"/>
        <source>{0} empty</source>
        <translation>{0} vide</translation>
    </message>
</context>
<context>
    <name>WatchPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="102"/>
        <source>Candidates</source>
        <translation>Candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="106"/>
        <source>Show in each empty cell the values the search still allows there: no digit of its row, column or box, nothing it has eliminated (a backtrack brings back what was eliminated under the withdrawn guess)</source>
        <translation>Afficher dans chaque case vide les valeurs que la recherche y admet encore&#xa0;: aucun chiffre de sa ligne, de sa colonne ou de son bloc, rien de ce qu&apos;elle a éliminé (un retour arrière rend ce qui avait été éliminé sous l&apos;hypothèse retirée)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="111"/>
        <source>Heat map</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="115"/>
        <source>Shade empty cells by how many candidates the search has left there: the hottest cells are the ones a fewest-candidates search picks next</source>
        <translation>Colorer les cases vides selon le nombre de candidats que la recherche y laisse&#xa0;: les cases les plus chaudes sont celles qu&apos;une recherche par moins de candidats choisit ensuite</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="119"/>
        <source>Reduced motion</source>
        <translation>Animations réduites</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="122"/>
        <source>Static highlights instead of flashes and fades</source>
        <translation>Surlignages fixes au lieu de clignotements et de fondus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="126"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="127"/>
        <source>Open run…</source>
        <translation>Ouvrir une exécution…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="128"/>
        <source>Compare…</source>
        <translation>Comparer…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="172"/>
        <source>Watch the search</source>
        <translation>Regarder la recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="244"/>
        <source>unknown algorithm {0}</source>
        <translation>algorithme inconnu {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="304"/>
        <source>Export run</source>
        <translation>Exporter l&apos;exécution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="304"/>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="312"/>
        <source>Runs (*.json)</source>
        <translation>Exécutions (*.json)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="312"/>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="321"/>
        <source>Open run</source>
        <translation>Ouvrir une exécution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="322"/>
        <source>This file is not a saved run: %1</source>
        <translation>Ce fichier n&apos;est pas une exécution enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../sudoku_desktop/gui/__init__.py" line="38"/>
        <source>Restore session</source>
        <translation>Restaurer la session</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="174"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app.py" line="179"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="102"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="104"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="105"/>
        <source>&amp;How it works</source>
        <translation>&amp;Comment ça marche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help_dialog.py" line="109"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="93"/>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="95"/>
        <location filename="../../sudoku_desktop/gui/how_it_works.py" line="98"/>
        <source>How it works</source>
        <translation>Comment ça marche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/dock.py" line="49"/>
        <location filename="../../sudoku_desktop/gui/watch/dock.py" line="51"/>
        <source>Watch the search</source>
        <translation>Regarder la recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/dock.py" line="58"/>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
</context>
</TS>
