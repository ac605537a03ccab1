<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="37"/>
        <source>&amp;New puzzle…</source>
        <translation>&amp;Nouvelle grille…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="38"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="39"/>
        <source>&amp;Save session…</source>
        <translation>&amp;Enregistrer la session…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="40"/>
        <source>Export as &amp;line…</source>
        <translation>Exporter en &amp;ligne…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="41"/>
        <source>Export as &amp;grid…</source>
        <translation>Exporter en &amp;grille…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="44"/>
        <source>&amp;Paste puzzle</source>
        <translation>Co&amp;ller une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="45"/>
        <source>&amp;Copy as line</source>
        <translation>&amp;Copier en ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="46"/>
        <source>Copy as &amp;grid</source>
        <translation>Copier en &amp;grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="47"/>
        <source>Copy as &amp;pencil marks</source>
        <translation>Copier avec les &amp;candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="48"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="49"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="51"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="52"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="33"/>
        <source>&amp;Type a puzzle</source>
        <translation>&amp;Taper une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="35"/>
        <source>Type a puzzle&apos;s digits on a blank board, then start solving it</source>
        <translation>Tapez les chiffres d’une grille sur un plateau vide, puis commencez à la résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="42"/>
        <source>Export as pen&amp;cil marks…</source>
        <translation>Exporter avec les &amp;candidats…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="54"/>
        <source>&amp;Start solving (fix the givens)</source>
        <translation>Commencer à résoudre (&amp;fixer les données)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="56"/>
        <source>Make the digits on the board the puzzle&apos;s givens and check the puzzle</source>
        <translation>Faire des chiffres du plateau les données de la grille, et vérifier la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="58"/>
        <source>&amp;Edit puzzle</source>
        <translation>&amp;Modifier la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="59"/>
        <source>Clear &amp;board</source>
        <translation>&amp;Vider la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="60"/>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="61"/>
        <source>&amp;Notes mode</source>
        <translation>Mode n&amp;otes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="67"/>
        <source>&amp;No small digits</source>
        <translation>&amp;Aucun petit chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="64"/>
        <source>Fill in can&amp;didates as notes</source>
        <translation>Remplir les can&amp;didats en notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="66"/>
        <source>Clear n&amp;otes</source>
        <translation>Effacer les &amp;notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="68"/>
        <source>My no&amp;tes</source>
        <translation>Mes &amp;notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="69"/>
        <source>All &amp;candidates</source>
        <translation>Tous les &amp;candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="74"/>
        <source>Highlight {0}</source>
        <translation>Surligner les {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="76"/>
        <source>No highlight</source>
        <translation>Aucun surlignage</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="82"/>
        <source>Show &amp;mistakes</source>
        <translation>Montrer les &amp;erreurs</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="84"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="86"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="87"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="88"/>
        <source>Export as P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="89"/>
        <source>Export board as &amp;image…</source>
        <translation>Exporter la grille en i&amp;mage…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="90"/>
        <source>Solve &amp;logically</source>
        <translation>Résoudre par la &amp;logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="91"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="92"/>
        <source>S&amp;olve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="93"/>
        <source>&amp;Watch the search</source>
        <translation>Re&amp;garder la recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="95"/>
        <source>Watch the chosen algorithm search for the solution, step by step, on the board</source>
        <translation>Regarder l’algorithme choisi chercher la solution, pas à pas, sur le plateau</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="97"/>
        <source>Singles only (seed 002)</source>
        <translation>Singletons seulement (source 002)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="98"/>
        <source>Full rule set</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="100"/>
        <source>Full rule set and forcing chains</source>
        <translation>Toutes les règles et les chaînes forcées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="108"/>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="110"/>
        <source>Open recent</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="111"/>
        <source>Open sa&amp;mple</source>
        <translation>Ouvrir un e&amp;xemple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="113"/>
        <source>Open sample</source>
        <translation>Ouvrir un exemple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="136"/>
        <source>Menu bar</source>
        <translation>Barre de menus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="138"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="158"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="164"/>
        <source>Copy &amp;as</source>
        <translation>Copier &amp;sous forme de</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="179"/>
        <source>&amp;Solve</source>
        <translation>&amp;Résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="189"/>
        <source>&amp;Rules</source>
        <translation>Règle&amp;s</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="195"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="197"/>
        <source>&amp;Small digits</source>
        <translation>Pe&amp;tits chiffres</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="199"/>
        <source>&amp;Highlight digit</source>
        <translation>&amp;Surligner un chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="212"/>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="214"/>
        <source>Main toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="111"/>
        <source>Hint and coach</source>
        <translation>Indice et coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="111"/>
        <source>Hint</source>
        <comment>side panel tab</comment>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="115"/>
        <source>Watching</source>
        <translation>Recherche regardée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="115"/>
        <source>Watch</source>
        <comment>side panel tab</comment>
        <translation>Recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="119"/>
        <source>Solution path</source>
        <translation>Chemin de résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="121"/>
        <source>Path</source>
        <comment>side panel tab</comment>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="125"/>
        <source>How it works</source>
        <translation>Comment ça marche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="127"/>
        <source>How it works</source>
        <comment>side panel tab</comment>
        <translation>Principe</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/on_demand.py" line="129"/>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help/about.py" line="17"/>
        <source>&lt;p&gt;&lt;b&gt;Sudoku Desktop {version}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Type or paste a Sudoku and watch it being solved: every deduction explained, every search animated as it really runs.&lt;/p&gt;&lt;p&gt;Built with Qt {qt} and PySide6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sudoku Desktop {version}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Tapez ou collez un sudoku et regardez-le se résoudre&#xa0;: chaque déduction expliquée, chaque recherche animée telle qu&apos;elle se déroule vraiment.&lt;/p&gt;&lt;p&gt;Construit avec Qt {qt} et PySide6.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/about.py" line="22"/>
        <source>&lt;p&gt;Engine: {engine}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Moteur&#xa0;: {engine}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/about.py" line="30"/>
        <source>About Sudoku Desktop</source>
        <translation>À propos de Sudoku Desktop</translation>
    </message>
</context>
<context>
    <name>AlgorithmMenu</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_path.py" line="58"/>
        <source>Algorithm to watch</source>
        <translation>Algorithme à regarder</translation>
    </message>
</context>
<context>
    <name>AlgorithmPicker</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="95"/>
        <source>Algorithm:</source>
        <translation>Algorithme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="92"/>
        <source>Deduction:</source>
        <translation>Déduction&#xa0;:</translation>
    </message>
</context>
<context>
    <name>AlgorithmText</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="17"/>
        <source>When the form is set, the array takes the values entered and removes them from the other cells concerned</source>
        <translation>Lorsque le formulaire est défini, le tableau prend les valeurs entrées et les supprime des autres cases concernées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="29"/>
        <source>From there a loop is entered, repeated for every single cell, row, column and box of nine:</source>
        <translation>De là, une boucle est entrée, répétée pour chaque case individuelle, ligne, colonne et carré de neuf&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="41"/>
        <source>Every value that is set is removed from every other cell where it could appear</source>
        <translation>Toutes les valeurs qui sont définies sont supprimées de toutes les autres cases dans lesquelles elles pourraient apparaître</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="52"/>
        <source>For each object (cell, row or column), we check whether one and only one value is available</source>
        <translation>Pour chaque objet (case, ligne ou colonne), nous vérifions s&apos;il existe une et une seule valeur disponible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="64"/>
        <source>If there is a solution, we fill it in and remove that value from the other cells where it can no longer be used</source>
        <translation>S&apos;il y a une solution, nous la remplissons et supprimons cette valeur des autres cases où elle ne peut plus être utilisée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="76"/>
        <source>The loop repeats until every cell is solved, at most 20 iterations</source>
        <translation>La boucle est répétée jusqu&apos;à ce que toutes les cases soient résolues, soit un maximum de 20 itérations</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="87"/>
        <source>The algorithm fills the cells it can; everything else is left empty</source>
        <translation>L&apos;algorithme remplit les cases qu&apos;il peut, tout le reste est laissé vide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="96"/>
        <source>A cell with no value left, or a digit with no place left: no solution</source>
        <translation>Une case sans plus de valeur, ou un chiffre sans plus de place&#xa0;: pas de solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="132"/>
        <source>chains the steps below until the grid is completely solved, or blocked</source>
        <translation>enchaîne les étapes ci-dessous jusqu&apos;à la résolution complète de la grille ou un blocage</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="142"/>
        <source>fills every cell for which only one value is possible</source>
        <translation>remplit toutes les cases pour lesquelles il n&apos;existe qu&apos;une valeur possible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="119"/>
        <source>returns the number of cells so filled</source>
        <translation>renvoie le nombre de cases ainsi remplies</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="153"/>
        <source>passes over every empty cell: a possible value that fits no other cell of its box goes there</source>
        <translation>passe sur toutes les cases vides&#xa0;: une valeur possible qui ne peut aller dans aucune autre case de son carré y est placée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="168"/>
        <source>as a last resort, asks the user for the value of one of the empty cells, and for that cell</source>
        <translation>en désespoir de cause, demande à l&apos;utilisateur la valeur d&apos;une des cases vides, et cette case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="180"/>
        <source>if the suggestion is correct, puts the value in the cell and returns true</source>
        <translation>si la suggestion est correcte, affecte la valeur à la case et renvoie true</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="191"/>
        <source>otherwise leaves the cell as it is and asks again</source>
        <translation>sinon ne modifie pas la case et recommence la demande</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="200"/>
        <source>an answer of 0 means the user gives up: returns false</source>
        <translation>une réponse 0 veut dire que l&apos;utilisateur abandonne&#xa0;: renvoie false</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_texts.py" line="209"/>
        <source>A suggestion may also be unsuitable and lead to a dead end: no cell can be filled any more while keeping the grid valid</source>
        <translation>Une suggestion peut aussi être inadaptée et aboutir à une impasse&#xa0;: plus aucune case ne peut être remplie en gardant la grille valide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="20"/>
        <source>List the empty cells in reading order, row after row</source>
        <translation>Lister les cases vides dans l&apos;ordre de lecture, ligne après ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="27"/>
        <source>Walk down the list; at each cell:</source>
        <translation>Parcourir la liste&#xa0;; à chaque case&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="33"/>
        <source>try the values above the one it holds, smallest first, against its row, column and box</source>
        <translation>essayer les valeurs au-dessus de celle qu&apos;elle contient, la plus petite d&apos;abord, contre sa ligne, sa colonne et son carré</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="44"/>
        <source>a value fits: write it and go on to the next cell</source>
        <translation>une valeur convient&#xa0;: l&apos;inscrire et passer à la case suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="52"/>
        <source>none fits: empty the cell and go back to the previous one</source>
        <translation>aucune ne convient&#xa0;: vider la case et revenir à la précédente</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="60"/>
        <source>back there: try its next value, from the one it held</source>
        <translation>revenu là&#xa0;: essayer sa valeur suivante, à partir de celle qu&apos;elle contenait</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="68"/>
        <source>Past the last cell: solved</source>
        <translation>Après la dernière case&#xa0;: résolu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="73"/>
        <source>Back before the first cell: no solution</source>
        <translation>Revenu avant la première case&#xa0;: pas de solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="87"/>
        <source>Place every single: a cell with one candidate, a digit with one place in a row, column or box</source>
        <translation>Placer chaque singleton&#xa0;: une case à un seul candidat, un chiffre à une seule place dans une ligne, une colonne ou un carré</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="96"/>
        <source>With a stronger deduction chosen, apply its other rules once the singles are done</source>
        <translation>Avec une déduction plus forte choisie, appliquer ses autres règles une fois les singletons placés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="105"/>
        <source>A cell with no candidate, or a digit with no place in a unit: this branch is dead</source>
        <translation>Une case sans candidat, ou un chiffre sans place dans une unité&#xa0;: cette branche est morte</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="114"/>
        <source>No empty cell left: solved</source>
        <translation>Plus de case vide&#xa0;: résolu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="119"/>
        <source>Branch on the empty cell with the fewest candidates (the first on ties)</source>
        <translation>Se brancher sur la case vide qui a le moins de candidats (la première à égalité)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="128"/>
        <source>try its candidates in ascending order: start again from 1</source>
        <translation>essayer ses candidats dans l&apos;ordre croissant&#xa0;: reprendre à partir de 1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="137"/>
        <source>the branch died: undo everything since the guess, try the next candidate</source>
        <translation>la branche est morte&#xa0;: tout défaire depuis la supposition, essayer le candidat suivant</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="146"/>
        <source>no candidate left: this branch dies too, go up to the one above</source>
        <translation>plus de candidat&#xa0;: cette branche meurt aussi, remonter à celle du dessus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="155"/>
        <source>The first branch died: no solution</source>
        <translation>La première branche est morte&#xa0;: pas de solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="178"/>
        <source>Find the simplest technique that applies, in the guide&apos;s order: singles, intersections, subsets, fish, wings, chains</source>
        <translation>Trouver la technique la plus simple qui s&apos;applique, dans l&apos;ordre du guide&#xa0;: singletons, intersections, sous-ensembles, poissons, ailes, chaînes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="187"/>
        <source>it places a digit: write it</source>
        <translation>elle place un chiffre&#xa0;: l&apos;inscrire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="193"/>
        <source>it removes candidates: cross them out</source>
        <translation>elle retire des candidats&#xa0;: les barrer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="199"/>
        <source>Start again until the grid is full: solved</source>
        <translation>Recommencer jusqu&apos;à ce que la grille soit pleine&#xa0;: résolu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="204"/>
        <source>No technique applies: stop, the cells left undecided stay empty</source>
        <translation>Aucune technique ne s&apos;applique&#xa0;: s&apos;arrêter, les cases indécises restent vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="212"/>
        <source>A cell or a digit left with no room: the puzzle has no solution</source>
        <translation>Une case ou un chiffre sans plus de place&#xa0;: la grille n&apos;a pas de solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="236"/>
        <source>First calculation: its three algorithms are looped while anything changes</source>
        <translation>Premier calcul&#xa0;: ses trois algorithmes tournent en boucle, tant qu&apos;il y a une modification quelconque</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="245"/>
        <source>a cell left with one possibility takes it; a digit left with one cell in a box, row or column goes there</source>
        <translation>une case qui n&apos;a plus qu&apos;une possibilité la prend&#xa0;; un chiffre qui n&apos;a plus qu&apos;une case dans un carré, une ligne ou une colonne y est validé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="259"/>
        <source>two cells of a unit holding only the same two digits: remove those digits from the unit&apos;s other cells (three cells and three digits alike)</source>
        <translation>deux cases d&apos;une unité qui ne contiennent que les deux mêmes chiffres&#xa0;: enlever ces chiffres des autres cases de l&apos;unité (idem pour trois cases et trois chiffres)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="272"/>
        <source>a digit of a box only on one line: remove it from that line outside the box (and a line&apos;s digit only in one box alike)</source>
        <translation>un chiffre d&apos;un carré uniquement sur une ligne&#xa0;: l&apos;enlever de cette ligne hors du carré (idem pour un chiffre d&apos;une ligne uniquement dans un carré)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="284"/>
        <source>Level one: each number still possible is tried on a copy of the map</source>
        <translation>Niveau un&#xa0;: chaque nombre encore possible est testé sur une copie de la carte</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="295"/>
        <source>a trial that leads to a wrong result: that possibility leaves the map</source>
        <translation>un essai qui induit un résultat faux&#xa0;: cette possibilité est enlevée de la carte</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="306"/>
        <source>keep one trial as a hypothesis, a clue of the puzzle: the one that removed the most (level one: minimum) or one at random (level one: random; depth: random), and start again</source>
        <translation>garder un essai comme hypothèse, un indice de la grille&#xa0;: celui qui a enlevé le plus de possibles (niveau un&#xa0;: minimum) ou un au hasard (niveau un&#xa0;: aléatoire&#xa0;; profondeur&#xa0;: aléatoire), et recommencer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="317"/>
        <source>depth: when a level breaks, go back down to the level below and remove the hypothesis there</source>
        <translation>profondeur&#xa0;: quand un niveau aboutit à une erreur, redescendre au niveau inférieur et y enlever l&apos;hypothèse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/our_texts.py" line="329"/>
        <source>The map is full: the clues and the hypotheses make a puzzle with one solution</source>
        <translation>La carte est pleine&#xa0;: les indices et les hypothèses forment une grille à une seule solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="22"/>
        <source>Look for the cells that have no solution</source>
        <translation>Chercher les cases pour lesquelles il n&apos;y a pas de solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="28"/>
        <source>For the first cell found, end with a failure</source>
        <translation>Pour la première case trouvée, terminer sur un échec</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="34"/>
        <source>Look for the cells that have a single solution</source>
        <translation>Chercher les cases pour lesquelles il n&apos;y a qu&apos;une seule solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="40"/>
        <source>For the first cell found, place the digit and end with the result of the relaunched algorithm</source>
        <translation>Pour la première case trouvée, placer le chiffre et terminer sur le résultat de l&apos;algorithme relancé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="51"/>
        <source>Look for the digits that can go in only one cell of a row, column or box</source>
        <translation>Chercher les chiffres ne pouvant apparaître que dans une seule case au sein d&apos;une ligne, d&apos;une colonne ou d&apos;un carré</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="61"/>
        <source>For the first digit found, place it in that cell and end with the result of the relaunched algorithm</source>
        <translation>Pour le premier chiffre trouvé, placer le chiffre dans la case et terminer sur le résultat de l&apos;algorithme relancé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="72"/>
        <source>With a stronger deduction chosen, its other rules: apply the first step found and relaunch the algorithm</source>
        <translation>Avec une déduction plus forte choisie, ses autres règles&#xa0;: appliquer la première étape trouvée et relancer l&apos;algorithme</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="81"/>
        <source>Find the first cell still empty</source>
        <translation>Trouver la première case encore vide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="87"/>
        <source>If no empty cell is left, the Sudoku is solved: end with a success</source>
        <translation>S&apos;il n&apos;y a plus de case vide, le Sudoku est résolu&#xa0;: terminer sur une réussite</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="96"/>
        <source>For each of the digits possible in the cell</source>
        <translation>Pour chacun des chiffres possibles dans la case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="103"/>
        <source>Place the digit and relaunch the algorithm</source>
        <translation>Placer le chiffre et relancer l&apos;algorithme</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="111"/>
        <source>If the algorithm succeeds, end with a success</source>
        <translation>Si l&apos;algorithme réussit, terminer sur une réussite</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="118"/>
        <source>If the algorithm fails, go on with the loop</source>
        <translation>Si l&apos;algorithme échoue, continuer la boucle</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="125"/>
        <source>If every digit was tried without success, end with a failure</source>
        <translation>Si tous les chiffres ont été testés sans succès, terminer sur un échec</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="133"/>
        <source>The first call ended with a failure: the puzzle has no solution</source>
        <translation>Le premier appel s&apos;est terminé sur un échec&#xa0;: la grille n&apos;a pas de solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="158"/>
        <source>Rank the cells from those with the fewest possibilities to those with the most</source>
        <translation>On classe les cases de celles ayant le moins de possibilités à celles en ayant le plus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="168"/>
        <source>Put this ranking in a list</source>
        <translation>On place ce classement dans une liste</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="174"/>
        <source>Walk the list until its last cell is reached</source>
        <translation>On parcourt la liste jusqu&apos;à arriver à la dernière cellule de la liste</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="180"/>
        <source>For each cell of the list:</source>
        <translation>Pour chaque cellule de la liste&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="187"/>
        <source>test the values from 1 to n²:</source>
        <translation>on teste les valeurs de 1 à n²&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="195"/>
        <source>if the value is possible: write it in the cell and go on to the next one</source>
        <translation>si la valeur est possible&#xa0;: on l&apos;inscrit dans la cellule et on passe à la suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="205"/>
        <source>otherwise: go back up to the previous cell</source>
        <translation>sinon&#xa0;: on remonte à la cellule précédente</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="212"/>
        <source>and test the values from 1 to n² again, from the value already written in that cell</source>
        <translation>et on reprend le test des valeurs de 1 à n² à partir de la valeur déjà inscrite dans la cellule</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="224"/>
        <source>The solution is found on reaching a node that satisfies the constraint and has no child node</source>
        <translation>La solution est identifiée lorsque l&apos;on arrive à un nœud qui satisfait la contrainte et qui n&apos;a pas de nœud fils</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/seed_texts.py" line="235"/>
        <source>If the last child of the first parent node does not satisfy the constraint either, there is no solution</source>
        <translation>Si l&apos;on arrive au dernier fils du premier nœud parent et qu&apos;il ne satisfait pas la contrainte, alors il n&apos;existe pas de solution</translation>
    </message>
</context>
<context>
    <name>AlgorithmTextPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="166"/>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="171"/>
        <source>The seed&apos;s own French words (O)</source>
        <translation>Les mots mêmes de la source, en français (O)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="177"/>
        <source>Next step of this line</source>
        <translation>Étape suivante de cette ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="182"/>
        <source>Show the next step the line under the arrows makes (L, or Enter)</source>
        <translation>Montrer la prochaine étape de la ligne désignée par les flèches (L, ou Entrée)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="186"/>
        <source>The algorithm&apos;s text</source>
        <translation>Le texte de l&apos;algorithme</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="188"/>
        <source>Click a line to see the next step it makes.</source>
        <translation>Cliquez une ligne pour voir la prochaine étape qu&apos;elle fait.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="223"/>
        <source>This run has no text to read along.</source>
        <translation>Cette exécution n&apos;a pas de texte à suivre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="227"/>
        <source>&lt;b&gt;Seed {0}&lt;/b&gt;, in its order and words</source>
        <translation>&lt;b&gt;Source {0}&lt;/b&gt;, dans son ordre et ses mots</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="231"/>
        <source>&lt;b&gt;Our pseudo-code&lt;/b&gt; (no seed writes this one)</source>
        <translation>&lt;b&gt;Notre pseudo-code&lt;/b&gt; (aucune source ne l&apos;écrit)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="239"/>
        <source>Ours: the seed does not write this line</source>
        <translation>De nous&#xa0;: la source n&apos;écrit pas cette ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="284"/>
        <source>{0} makes no step of its own: the lines under or after it do.</source>
        <translation>{0} ne fait aucune étape elle-même&#xa0;: ce sont les lignes sous elle ou après elle.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="290"/>
        <source>Next step of {0}.</source>
        <translation>Étape suivante de {0}.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/algorithm_text.py" line="292"/>
        <source>No later step of this run makes {0}.</source>
        <translation>Aucune étape plus loin dans cette exécution ne fait {0}.</translation>
    </message>
</context>
<context>
    <name>Algorithms</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/deduction.py" line="40"/>
        <source>Deduction and exploration</source>
        <translation>Déduction + exploration</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/ordered.py" line="29"/>
        <source>Ordered backtracking</source>
        <translation>Retour arrière ordonné</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/plain.py" line="17"/>
        <source>Plain backtracking</source>
        <translation>Retour arrière simple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/fewest.py" line="58"/>
        <source>Fewest candidates first</source>
        <translation>Moins de candidats d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/fewest.py" line="59"/>
        <source>The classic method of fast solvers, shown step by step. After every guess it fills in what follows for sure: cells with a single possible value, and digits with a single place in a row, column or box. When nothing more follows, it picks the empty cell with the fewest possible values and tries them in turn. A cell left with no value, or a digit left with no place, means the last guess was wrong: it undoes everything since and tries that cell&apos;s next value.</source>
        <translation>La méthode classique des solveurs rapides, montrée pas à pas. Après chaque hypothèse, il remplit ce qui en découle à coup sûr&#xa0;: les cases qui n&apos;ont qu&apos;une valeur possible, et les chiffres qui n&apos;ont qu&apos;une place dans une ligne, une colonne ou un bloc. Quand plus rien n&apos;en découle, il choisit la case vide qui a le moins de valeurs possibles et les essaie tour à tour. Une case sans valeur, ou un chiffre sans place, signifie que la dernière hypothèse était fausse&#xa0;: il annule tout ce qui a suivi et essaie la valeur suivante de cette case.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="37"/>
        <source>Logic only: singles</source>
        <translation>Logique seule&#xa0;: singletons</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="46"/>
        <source>Logic only: all rules</source>
        <translation>Logique seule&#xa0;: toutes les règles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/suggestions.py" line="43"/>
        <source>Automatic, with your suggestions</source>
        <translation>Automatique, avec vos suggestions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/deduction.py" line="41"/>
        <source>Solves as a person would, then guesses when stuck. It first fills every cell that can hold only one value, and every digit that fits only one place in its row, column or box, updating the possible values after each one. When nothing more can be deduced, it takes the first empty cell and tries its possible values one by one, deducing again after each guess. A cell left with no possible value means a guess was wrong: the guess and everything deduced from it are undone, and the next value is tried.</source>
        <translation>Résout comme le ferait une personne, puis fait une hypothèse quand il est bloqué. Il remplit d&apos;abord chaque case qui ne peut contenir qu&apos;une valeur, et chaque chiffre qui n&apos;a qu&apos;une place possible dans sa ligne, sa colonne ou son bloc, en mettant à jour les valeurs possibles après chacun. Quand plus rien ne peut être déduit, il prend la première case vide et essaie ses valeurs possibles une à une, en déduisant de nouveau après chaque hypothèse. Une case sans aucune valeur possible signifie qu&apos;une hypothèse était fausse&#xa0;: l&apos;hypothèse et tout ce qui en a été déduit sont annulés, et la valeur suivante est essayée.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/ordered.py" line="30"/>
        <source>Before searching, the empty cells are put in a list from the fewest possible values to the most. The search walks down the list and writes in each cell the smallest value that does not clash with the digits already there. When a cell has no such value, it steps back to the previous cell of the list and tries that cell&apos;s next value, stepping back further when none is left. The order never changes during the search.</source>
        <translation>Avant de chercher, les cases vides sont rangées dans une liste, de celle qui a le moins de valeurs possibles à celle qui en a le plus. La recherche parcourt la liste et écrit dans chaque case la plus petite valeur qui n&apos;entre pas en conflit avec les chiffres déjà placés. Quand une case n&apos;a aucune telle valeur, elle revient à la case précédente de la liste et essaie la valeur suivante de cette case, en remontant plus loin quand il n&apos;en reste aucune. L&apos;ordre ne change jamais pendant la recherche.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/plain.py" line="18"/>
        <source>The simplest search. It visits the empty cells in reading order, left to right and top to bottom, and writes in each the smallest value that does not clash with its row, column and box. When a cell has no such value, it goes back to the previous cell and tries its next value. It never reasons ahead, which is why it can take millions of steps on a hard puzzle.</source>
        <translation>La recherche la plus simple. Elle visite les cases vides dans l&apos;ordre de lecture, de gauche à droite et de haut en bas, et écrit dans chacune la plus petite valeur qui n&apos;entre pas en conflit avec sa ligne, sa colonne et son bloc. Quand une case n&apos;a aucune telle valeur, elle revient à la case précédente et essaie sa valeur suivante. Elle ne raisonne jamais à l&apos;avance, c&apos;est pourquoi elle peut faire des millions de pas sur une grille difficile.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="38"/>
        <source>Fills only what is certain, with the two simplest rules, and never guesses. Each pass looks at every cell: if only one value fits, it is written in. Then it looks at every row, column and box: if a digit fits in only one of its cells, it goes there. Passes repeat until one changes nothing (at most 20). Cells the rules cannot decide stay empty.</source>
        <translation>Ne remplit que ce qui est certain, avec les deux règles les plus simples, et ne fait jamais d&apos;hypothèse. Chaque passe examine toutes les cases&#xa0;: si une seule valeur convient, elle est écrite. Puis elle examine chaque ligne, colonne et bloc&#xa0;: si un chiffre ne peut aller que dans une de ses cases, il y est placé. Les passes se répètent jusqu&apos;à ce que l&apos;une ne change plus rien (20 au plus). Les cases que les règles ne peuvent pas trancher restent vides.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/logic_only.py" line="47"/>
        <source>Fills only what is certain and never guesses, using every solving technique the program knows, from singles through pairs, pointing, fish and wings to chains. It always uses the simplest technique that makes progress, and stops when none does. Cells no technique can decide stay empty.</source>
        <translation>Ne remplit que ce qui est certain et ne fait jamais d&apos;hypothèse, avec toutes les techniques de résolution que le programme connaît, des singletons aux chaînes en passant par les paires, les pointages, les poissons et les ailes. Il utilise toujours la technique la plus simple qui fait progresser, et s&apos;arrête quand aucune n&apos;y parvient. Les cases qu&apos;aucune technique ne peut trancher restent vides.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/suggestions.py" line="44"/>
        <source>Fills the grid with two simple passes, repeated while they make progress: first every cell where only one value fits, then every cell holding a value that fits nowhere else in its box. When both are stuck, it asks you for a value in one cell. Your suggestion is checked: the cell must be empty, the value must not already be in its row, column or box, and it must not lead the passes to a dead end. You can give up at any time.</source>
        <translation>Remplit la grille avec deux passes simples, répétées tant qu&apos;elles progressent&#xa0;: d&apos;abord chaque case où une seule valeur convient, puis chaque case qui peut recevoir une valeur impossible ailleurs dans son bloc. Quand les deux sont bloquées, il vous demande une valeur pour une case. Votre suggestion est vérifiée&#xa0;: la case doit être vide, la valeur ne doit pas déjà figurer dans sa ligne, sa colonne ou son bloc, et elle ne doit pas mener les passes à une impasse. Vous pouvez abandonner à tout moment.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="133"/>
        <source>not JSON: {error}</source>
        <translation>pas du JSON&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="138"/>
        <source>not an autosave file</source>
        <translation>pas un fichier de sauvegarde automatique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="141"/>
        <source>unsupported autosave version {version!r}</source>
        <translation>version de sauvegarde automatique non prise en charge&#xa0;: {version}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="151"/>
        <source>damaged autosave: {error}</source>
        <translation>sauvegarde automatique endommagée&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="236"/>
        <source>not UTF-8 text</source>
        <translation>pas du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="266"/>
        <source>The window layout saved last time could not be checked and was not restored; the default layout is used.</source>
        <translation>La disposition de la fenêtre enregistrée la dernière fois n&apos;a pas pu être vérifiée et n&apos;est pas restaurée&#xa0;; la disposition par défaut est utilisée.</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/autosave.py" line="345"/>
        <source>Autosave failed: {0} cannot be written; save the session yourself</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: impossible d&apos;écrire {0}&#xa0;; enregistrez la session vous-même</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="18"/>
        <source>Message banner</source>
        <translation>Bandeau de message</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="24"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="29"/>
        <source>Dismiss message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/banner.py" line="34"/>
        <source>Take the offer</source>
        <translation>Accepter la proposition</translation>
    </message>
</context>
<context>
    <name>BoardCell</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="15"/>
        <source>given</source>
        <translation>donné</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="16"/>
        <source>your entry</source>
        <translation>votre chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="17"/>
        <source>found by logic</source>
        <translation>trouvé par la logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="18"/>
        <source>filled by the solver or suggested to the coach</source>
        <translation>rempli par le solveur ou suggéré au coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="31"/>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="38"/>
        <source>{cell}, {digit}, {origin}</source>
        <translation>{cell}, {digit}, {origin}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="42"/>
        <source>{cell}, empty, notes {notes}</source>
        <translation>{cell}, vide, notes {notes}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/words.py" line="45"/>
        <source>{cell}, empty</source>
        <translation>{cell}, vide</translation>
    </message>
</context>
<context>
    <name>BoardFrame</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/frame.py" line="26"/>
        <source>Board area</source>
        <translation>Zone de la grille</translation>
    </message>
</context>
<context>
    <name>BoardJobs</name>
    <message>
        <location filename="../../sudoku_desktop/gui/threads/board_jobs.py" line="76"/>
        <source>The game is paused: resume it first (View ▸ Resume)</source>
        <translation>La partie est en pause&#xa0;: reprenez-la d&apos;abord (Affichage ▸ Reprendre)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/threads/board_jobs.py" line="104"/>
        <source>Too few givens for a logical path: a puzzle with one solution has at least {0}, this board has {1}.</source>
        <translation>Trop peu de chiffres donnés pour un chemin logique&#xa0;: une grille à solution unique en a au moins {0}, celle-ci en a {1}.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/model.py" line="420"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/model.py" line="421"/>
        <source>{cell}: candidates {digits}</source>
        <translation>{cell}&#xa0;: candidats {digits}</translation>
    </message>
</context>
<context>
    <name>BoardSize</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/size_choice.py" line="22"/>
        <source>{0} (boxes {1}×{2})</source>
        <translation>{0} (blocs {1}×{2})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/size_choice.py" line="31"/>
        <source>Board size</source>
        <translation>Taille de la grille</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/view.py" line="106"/>
        <source>Sudoku board</source>
        <translation>Grille de sudoku</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/view.py" line="109"/>
        <source>Arrows move, 1 to 9 enter a digit, Ctrl with a digit writes a note, 0 or Delete clears the cell, Tab leaves the board</source>
        <translation>Les flèches déplacent, 1 à 9 écrivent un chiffre, Ctrl avec un chiffre écrit une note, 0 ou Suppr vide la case, Tab quitte la grille</translation>
    </message>
</context>
<context>
    <name>ChainWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="41"/>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="42"/>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="72"/>
        <source>Whole chain</source>
        <translation>Chaîne entière</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="44"/>
        <source>The step</source>
        <translation>L’étape</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="47"/>
        <source>The chain, link by link</source>
        <translation>La chaîne, lien par lien</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="51"/>
        <source>Unfold every trial</source>
        <translation>Déplier chaque essai</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="53"/>
        <source>Unfold every nested trial</source>
        <translation>Déplier chaque essai imbriqué</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="56"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="56"/>
        <source>Copy the whole chain</source>
        <translation>Copier la chaîne entière</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="58"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/chain_window.py" line="74"/>
        <source>Step {0}: whole chain</source>
        <translation>Étape {0}&#xa0;: chaîne entière</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="119"/>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="158"/>
        <source>Compare two searches</source>
        <translation>Comparer deux recherches</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="128"/>
        <source>Move the timelines together</source>
        <translation>Déplacer les chronologies ensemble</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="131"/>
        <source>On: a seek on either timeline shows the same step on both runs (a shorter run stops at its end). Off: each timeline moves its own run only.</source>
        <translation>Cochée&#xa0;: se déplacer sur l&apos;une des chronologies montre la même étape dans les deux recherches (la plus courte s&apos;arrête à sa fin). Décochée&#xa0;: chaque chronologie ne déplace que sa recherche.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="121"/>
        <source>Same puzzle, two searches: compare steps, guesses and trees.</source>
        <translation>Même grille, deux recherches&#xa0;: comparez les pas, les hypothèses et les arbres.</translation>
    </message>
</context>
<context>
    <name>CountersView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="99"/>
        <source>The time the search spent computing the steps shown, at any speed: not the time spent watching them</source>
        <translation>Le temps que la recherche a passé à calculer les pas affichés, à toute vitesse&#xa0;: pas le temps passé à les regarder</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="110"/>
        <source>Deductions:</source>
        <translation>Déductions&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="126"/>
        <source>Hypotheses:</source>
        <translation>Hypothèses&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="128"/>
        <source>{rule}: {count}</source>
        <translation>{rule}&#xa0;: {count}</translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="43"/>
        <source>{cell} = {digit}</source>
        <translation>{cell} = {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="54"/>
        <source>{given} is likely a typo: without it the puzzle has one solution; with {fix} there it has one solution too</source>
        <translation>{given} est sans doute une faute de frappe&#xa0;: sans ce chiffre la grille a une seule solution&#xa0;; avec {fix} à la place, elle a aussi une seule solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="61"/>
        <source>{given} may be a typo: without it the puzzle has several solutions; with {fix} there it has one</source>
        <translation>{given} est peut-être une faute de frappe&#xa0;: sans ce chiffre la grille a plusieurs solutions&#xa0;; avec {fix} à la place, elle en a une seule</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="67"/>
        <source>{given} may be a typo: without it the puzzle has several solutions; each of {fixes} there leaves one</source>
        <translation>{given} est peut-être une faute de frappe&#xa0;: sans ce chiffre la grille a plusieurs solutions&#xa0;; chacun de {fixes} à la place en laisse une seule</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="77"/>
        <source>{first} and {second} are likely typos together: without both the puzzle has one solution; with {first_fix} and {second_fix} there it has one solution too</source>
        <translation>{first} et {second} sont sans doute deux fautes de frappe&#xa0;: sans ces deux chiffres la grille a une seule solution&#xa0;; avec {first_fix} et {second_fix} à la place, elle a aussi une seule solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="99"/>
        <source>No given, nor any two givens together, explains it: removing or changing them never leaves exactly one solution. Compare the whole grid with its source.</source>
        <translation>Aucun chiffre donné, ni aucune paire, ne l&apos;explique&#xa0;: les enlever ou les changer ne laisse jamais exactement une solution. Comparez toute la grille avec sa source.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="105"/>
        <source>No single given explains it, and the search for two together ran out of time. Compare the whole grid with its source.</source>
        <translation>Aucun chiffre donné seul ne l&apos;explique, et la recherche d&apos;une paire a manqué de temps. Comparez toute la grille avec sa source.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="116"/>
        <source>at least {count} solutions</source>
        <translation>au moins {count} solutions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="118"/>
        <source>{count} solutions</source>
        <translation>{count} solutions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="124"/>
        <source>The puzzle has {count}; the first two differ in {cells}</source>
        <translation>La grille a {count}&#xa0;; les deux premières diffèrent en {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="134"/>
        <source>Add {givens} and the puzzle has one solution</source>
        <translation>Ajoutez {givens} et la grille a une seule solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="136"/>
        <source>Add these {count} givens and the puzzle has one solution (no fewer will do): {givens}</source>
        <translation>Ajoutez ces {count} chiffres et la grille a une seule solution (pas moins ne suffit)&#xa0;: {givens}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/diagnosis_words.py" line="142"/>
        <source>Add these {count} givens and the puzzle has one solution (fewer may do): {givens}</source>
        <translation>Ajoutez ces {count} chiffres et la grille a une seule solution (moins peuvent suffire)&#xa0;: {givens}</translation>
    </message>
</context>
<context>
    <name>DiagnosisController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="72"/>
        <source>What went wron&amp;g?</source>
        <translation>Ce qui ne va &amp;pas&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="76"/>
        <source>Why the puzzle has no solution or several, and the fix</source>
        <translation>Pourquoi la grille n&apos;a pas de solution ou en a plusieurs, et comment la corriger</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="162"/>
        <source>Fix: {0}</source>
        <translation>Correction&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis.py" line="164"/>
        <source>{0} emptied</source>
        <translation>{0} vidée</translation>
    </message>
</context>
<context>
    <name>DiagnosisWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="56"/>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="57"/>
        <source>What went wrong</source>
        <translation>Ce qui ne va pas</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="58"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="65"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="81"/>
        <source>Suspects</source>
        <translation>Suspects</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="84"/>
        <source>Change</source>
        <translation>Changer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="85"/>
        <source>Remove</source>
        <translation>Enlever</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="100"/>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="102"/>
        <source>Givens to add</source>
        <translation>Chiffres à ajouter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="104"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="107"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Précédente</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="107"/>
        <source>Previous</source>
        <translation>Précédente</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="110"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivante ▶</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="110"/>
        <source>Next</source>
        <translation>Suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="114"/>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="158"/>
        <source>No solution. Suspects are marked red on the board, the likeliest first:</source>
        <translation>Pas de solution. Les suspects sont marqués en rouge sur la grille, le plus probable d&apos;abord&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="161"/>
        <source>No solution, and no single given explains it; two together do:</source>
        <translation>Pas de solution, et aucun chiffre donné seul ne l&apos;explique&#xa0;; deux ensemble le font&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="163"/>
        <source>No solution.</source>
        <translation>Pas de solution.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="192"/>
        <source>Several solutions: the cells where the first two differ are marked on the board.</source>
        <translation>Plusieurs solutions&#xa0;: les cases où les deux premières diffèrent sont marquées sur la grille.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="200"/>
        <source>&amp;Add {0} = {1}</source>
        <translation>&amp;Ajouter {0} = {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="202"/>
        <source>&amp;Add these {0} givens</source>
        <translation>&amp;Ajouter ces {0} chiffres</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="216"/>
        <source>The puzzle has exactly one solution, but your digits break the rules: {0}</source>
        <translation>La grille a exactement une solution, mais vos chiffres enfreignent les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="220"/>
        <source>The puzzle has exactly one solution: its givens are right. View ▸ Show mistakes compares your digits with it.</source>
        <translation>La grille a exactement une solution&#xa0;: ses chiffres donnés sont justes. Affichage ▸ Montrer les erreurs compare vos chiffres à cette solution.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="239"/>
        <source>Solution {0} of {1}</source>
        <translation>Solution {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="241"/>
        <source>({0} listed)</source>
        <translation>({0} listées)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="258"/>
        <source>&amp;Change to {0}</source>
        <translation>&amp;Changer en {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/diagnosis_window.py" line="261"/>
        <source>&amp;Remove {0}</source>
        <translation>&amp;Enlever {0}</translation>
    </message>
</context>
<context>
    <name>DigitPalette</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="25"/>
        <source>Digit palette</source>
        <translation>Palette de chiffres</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="48"/>
        <source>Enter {0}</source>
        <translation>Saisir {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="50"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="50"/>
        <source>Clear the selected cell</source>
        <translation>Vider la case sélectionnée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/digit_pad.py" line="59"/>
        <source>Notes mode</source>
        <translation>Mode notes</translation>
    </message>
</context>
<context>
    <name>EditLock</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/edit_lock.py" line="38"/>
        <source>Watching a search: your puzzle is set aside and takes no edit. Press Esc or “Back to my puzzle” to go back to it.</source>
        <translation>Recherche regardée&#xa0;: votre grille est mise de côté et ne se modifie pas. Appuyez sur Échap ou «&#xa0;Revenir à ma grille&#xa0;» pour y revenir.</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="74"/>
        <source>Puzzle loaded: {0} givens, {1} empty cells</source>
        <translation>Grille chargée&#xa0;: {0} chiffres donnés, {1} cases vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="78"/>
        <source>; it breaks the rules: {0}</source>
        <translation>&#xa0;; elle enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="87"/>
        <source>{0} is a given: use Edit puzzle to change it</source>
        <translation>{0} est un chiffre donné&#xa0;: utilisez Modifier la grille pour le changer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="93"/>
        <source>Enter {0} in {1}</source>
        <translation>Saisir {0} en {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="95"/>
        <source>Clear {0}</source>
        <translation>Vider {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="104"/>
        <source>{0} holds a digit: notes go in empty cells</source>
        <translation>{0} contient un chiffre&#xa0;: les notes vont dans les cases vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="108"/>
        <source>Remove note {0} from {1}</source>
        <translation>Retirer la note {0} de {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="108"/>
        <source>Note {0} in {1}</source>
        <translation>Note {0} dans {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="118"/>
        <source>Fill in candidates</source>
        <translation>Remplir les candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="119"/>
        <source>Every candidate written as a note</source>
        <translation>Chaque candidat est écrit en note</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="126"/>
        <source>There is no note to clear</source>
        <translation>Il n&apos;y a aucune note à effacer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="128"/>
        <source>Clear notes</source>
        <translation>Effacer les notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="129"/>
        <source>Notes cleared</source>
        <translation>Notes effacées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="136"/>
        <source>Enter some digits first, then start solving</source>
        <translation>Entrez d’abord des chiffres, puis commencez à résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="138"/>
        <source>Fix the givens</source>
        <translation>Fixer les données</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="147"/>
        <source>Editing the puzzle: change digits, then Start solving</source>
        <translation>Modification de la grille&#xa0;: changez des chiffres, puis Commencer à résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="154"/>
        <source>Board cleared: type a puzzle, then Start solving (or File ▸ Type a puzzle)</source>
        <translation>Grille vidée&#xa0;: tapez une grille, puis Commencer à résoudre (ou Fichier ▸ Taper une grille)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="141"/>
        <source>Puzzle set: {0} givens</source>
        <translation>Grille fixée&#xa0;: {0} chiffres donnés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="146"/>
        <source>Edit puzzle</source>
        <translation>Modifier la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="152"/>
        <source>Clear board</source>
        <translation>Vider la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/editor.py" line="181"/>
        <source>No conflict left</source>
        <translation>Plus aucun conflit</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="201"/>
        <source>solver</source>
        <translation>solveur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="203"/>
        <source>trials</source>
        <translation>essais</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="207"/>
        <source>techniques</source>
        <translation>techniques</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="230"/>
        <source>pure Python: SUDOKU_PURE_PYTHON is set</source>
        <translation>Python pur&#xa0;: SUDOKU_PURE_PYTHON est défini</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="233"/>
        <source>compiled: {parts}</source>
        <translation>compilé&#xa0;: {parts}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="235"/>
        <source>pure Python: no compiled build</source>
        <translation>Python pur&#xa0;: aucune version compilée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/native_builds.py" line="236"/>
        <source>compiled: {parts}; pure Python: {others}</source>
        <translation>compilé&#xa0;: {parts}&#xa0;; Python pur&#xa0;: {others}</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/exports.py" line="43"/>
        <source>the image could not be encoded as {0}</source>
        <translation>l&apos;image n&apos;a pas pu être encodée en {0}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="71"/>
        <source>The pasted text is {0:,} characters long; a paste takes at most {1:,}. Open it as a file instead.</source>
        <translation>Le texte collé fait {0:,} caractères&#xa0;; un collage en accepte au plus {1:,}. Ouvrez-le plutôt comme fichier.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="91"/>
        <source>Copied the board to the clipboard</source>
        <translation>Grille copiée dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="114"/>
        <source>Open a puzzle or a session</source>
        <translation>Ouvrir une grille ou une session</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="115"/>
        <source>Puzzles and sessions (*.txt *.sdk *.ss *.sdm *.json *.hsol *.*)</source>
        <translation>Grilles et sessions (*.txt *.sdk *.ss *.sdm *.json *.hsol *.*)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="133"/>
        <source>Reading {0} ({1:.1f} MB)…</source>
        <translation>Lecture de {0} ({1:.1f} Mo)…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="151"/>
        <source>Could not open {0}: {1}</source>
        <translation>Impossible d&apos;ouvrir {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="159"/>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="171"/>
        <source>Open {0}</source>
        <translation>Ouvrir {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="161"/>
        <source>Session opened: {0}</source>
        <translation>Session ouverte&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="168"/>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="177"/>
        <source>Could not read {0}: {1}</source>
        <translation>Impossible de lire {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="197"/>
        <source>Could not read the pasted text: {0}</source>
        <translation>Impossible de lire le texte collé&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="200"/>
        <source>The pasted text holds no puzzle</source>
        <translation>Le texte collé ne contient aucune grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="203"/>
        <source>Pasted puzzles</source>
        <translation>Grilles collées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="207"/>
        <source>Paste puzzle</source>
        <translation>Coller une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="228"/>
        <source>Open puzzle</source>
        <translation>Ouvrir une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="260"/>
        <source>Save the session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="259"/>
        <source>Sessions (*.json)</source>
        <translation>Sessions (*.json)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="276"/>
        <source>Session saved to {0}</source>
        <translation>Session enregistrée dans {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="282"/>
        <source>Line (*.txt)</source>
        <translation>Ligne (*.txt)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="283"/>
        <source>Grid (*.ss *.txt)</source>
        <translation>Grille (*.ss *.txt)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="284"/>
        <source>Pencil marks (*.txt)</source>
        <translation>Candidats (*.txt)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="289"/>
        <source>Export the puzzle</source>
        <translation>Exporter la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/controller.py" line="302"/>
        <source>Exported to {0}</source>
        <translation>Exporté vers {0}</translation>
    </message>
</context>
<context>
    <name>FileIO</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="94"/>
        <source>{name} is too large to be a puzzle file</source>
        <translation>{name} est trop volumineux pour être un fichier de grilles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="63"/>
        <source>cannot read {name}: {reason}</source>
        <translation>impossible de lire {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="71"/>
        <source>{name} is not UTF-8 text (byte {byte})</source>
        <translation>{name} n&apos;est pas du texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="88"/>
        <source>{name} is not a regular file (a device or a named pipe)</source>
        <translation>{name} n&apos;est pas un fichier ordinaire (un périphérique ou un tube nommé)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="116"/>
        <source>{name} is not a valid session file: {detail}</source>
        <translation>{name} n&apos;est pas un fichier de session valide&#xa0;: {detail}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="124"/>
        <source>{name} holds no puzzle</source>
        <translation>{name} ne contient aucune grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="40"/>
        <source>missing or unknown {key}</source>
        <translation>valeur manquante ou inconnue&#xa0;: {key}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="32"/>
        <source>not a session file: {reason}</source>
        <translation>pas un fichier de session&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="33"/>
        <source>not a Sudoku Desktop session file (no &apos;format&apos; field)</source>
        <translation>pas un fichier de session Sudoku Desktop (aucun champ «&#xa0;format&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="36"/>
        <source>unsupported session version {version!r}</source>
        <translation>version de session non prise en charge&#xa0;: {version}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="37"/>
        <source>&apos;digits&apos; and &apos;origins&apos; need {cells} characters</source>
        <translation>«&#xa0;digits&#xa0;» et «&#xa0;origins&#xa0;» doivent compter {cells} caractères</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="38"/>
        <source>&apos;{field}&apos; needs {cells} entries</source>
        <translation>«&#xa0;{field}&#xa0;» doit compter {cells} entrées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="39"/>
        <source>no {size}×{size} grid (sizes are 4, 6, 9, 12, 16 and 25)</source>
        <translation>pas de grille {size}×{size} (les tailles sont 4, 6, 9, 12, 16 et 25)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="41"/>
        <source>&apos;{field}&apos; must be a list of {cells} texts</source>
        <translation>«&#xa0;{field}&#xa0;» doit être une liste de {cells} textes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="42"/>
        <source>&apos;digits&apos; holds {character!r} at {cell}, not {first} to {last} or &apos;.&apos;</source>
        <translation>«&#xa0;digits&#xa0;» contient «&#xa0;{character}&#xa0;» en {cell}, pas un symbole de {first} à {last} ni «&#xa0;.&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="45"/>
        <source>origin {letter!r} at {cell} does not fit its digit {digit}</source>
        <translation>l’origine «&#xa0;{letter}&#xa0;» en {cell} ne convient pas à son chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/session.py" line="48"/>
        <source>&apos;{field}&apos; of {cell} holds {value!r}; marks are digits {first} to {last}</source>
        <translation>«&#xa0;{field}&#xa0;» de {cell} contient {value!r}&#xa0;; les marques sont des chiffres de {first} à {last}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="191"/>
        <source>it is not a regular file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="195"/>
        <source>nothing could be written</source>
        <translation>rien n&apos;a pu être écrit</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="201"/>
        <source>cannot write {name}: {reason}</source>
        <translation>impossible d&apos;écrire {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/disk.py" line="203"/>
        <source>cannot save {name}: {reason}</source>
        <translation>impossible d&apos;enregistrer {name}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>FormatErrors</name>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="13"/>
        <source>unexpected character {char!r} at line {line}, column {column}</source>
        <translation>caractère inattendu «&#xa0;{char}&#xa0;» à la ligne {line}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="16"/>
        <source>unexpected character {char!r} at line {line}, column {column} (a candidate line has {digit} or &apos;.&apos; there)</source>
        <translation>caractère inattendu «&#xa0;{char}&#xa0;» à la ligne {line}, colonne {column} (une ligne de candidats porte {digit} ou «&#xa0;.&#xa0;» à cet endroit)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="21"/>
        <source>line {line}: found {cells}, expected {expected}</source>
        <translation>ligne {line}&#xa0;: {cells} au lieu de {expected}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="24"/>
        <source>the grid starting at line {line} has {rows}, expected {expected}</source>
        <translation>la grille commençant à la ligne {line} a {rows} au lieu de {expected}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="27"/>
        <source>line {line} has {cells}, expected {expected}</source>
        <translation>la ligne {line} a {cells} au lieu de {expected}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="30"/>
        <source>unexpected symbol {char!r} at line {line}, column {column} ({cell}): a {size} grid is written {symbols}, blanks {blanks}</source>
        <translation>symbole inattendu {char!r} ligne {line}, colonne {column} ({cell})&#xa0;: une grille {size} s&apos;écrit {symbols}, cases vides {blanks}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="35"/>
        <source>line {line}, column {column}: the field {field!r} holds {count} cells, expected one</source>
        <translation>ligne {line}, colonne {column}&#xa0;: le champ «&#xa0;{field}&#xa0;» contient {count} cases au lieu d&apos;une</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="39"/>
        <source>the text is {length:,} characters long; one puzzle takes at most {limit:,}</source>
        <translation>le texte fait {length:,} caractères&#xa0;; une grille en fait au plus {limit:,}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="42"/>
        <source>the text holds no puzzle, expected one</source>
        <translation>le texte ne contient aucune grille, il en faut une</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="43"/>
        <source>the text holds {puzzles}, expected one</source>
        <translation>le texte contient {puzzles} au lieu d&apos;une</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="44"/>
        <source>line {line}: a HoDoKu library line needs &apos;:type:digit:puzzle:&apos; fields</source>
        <translation>ligne {line}&#xa0;: une ligne de bibliothèque HoDoKu doit avoir les champs «&#xa0;:type:digit:puzzle:&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="47"/>
        <source>line {line}: the HoDoKu puzzle field has {cells}, expected 81</source>
        <translation>ligne {line}&#xa0;: le champ de la grille HoDoKu a {cells} au lieu de 81</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="50"/>
        <source>line {line}, column {column}: deleted candidate {token!r} should be three digits 1-9 (digit, row, column)</source>
        <translation>ligne {line}, colonne {column}&#xa0;: le candidat supprimé «&#xa0;{token}&#xa0;» doit tenir en trois chiffres de 1 à 9 (chiffre, ligne, colonne)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="55"/>
        <source>line {line}: the SudokuWiki link has {cells} after &apos;bd=&apos;, expected 81</source>
        <translation>ligne {line}&#xa0;: le lien SudokuWiki a {cells} après «&#xa0;bd=&#xa0;» au lieu de 81</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="58"/>
        <source>line {line}: a Solo game ID starts with &apos;3x3:&apos;</source>
        <translation>ligne {line}&#xa0;: un identifiant de partie Solo commence par «&#xa0;3x3:&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="61"/>
        <source>line {line}: only plain 9x9 Solo game IDs (&apos;3x3:&apos;) are supported, not {prefix!r}</source>
        <translation>ligne {line}&#xa0;: seuls les identifiants Solo 9x9 simples («&#xa0;3x3:&#xa0;») sont pris en charge, pas «&#xa0;{prefix}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/messages.py" line="65"/>
        <source>line {line}: the Solo game ID describes {cells}, expected 81</source>
        <translation>ligne {line}&#xa0;: l&apos;identifiant de partie Solo décrit {cells} au lieu de 81</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="59"/>
        <source>{count} cell</source>
        <translation>{count} case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="60"/>
        <source>{count} cells</source>
        <comment>zero</comment>
        <translation>{count} case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="61"/>
        <source>{count} cells</source>
        <translation>{count} cases</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="64"/>
        <source>{count} row</source>
        <translation>{count} ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="65"/>
        <source>{count} rows</source>
        <comment>zero</comment>
        <translation>{count} ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="66"/>
        <source>{count} rows</source>
        <translation>{count} lignes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="69"/>
        <source>{count} puzzle</source>
        <translation>{count} grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="70"/>
        <source>{count} puzzles</source>
        <comment>zero</comment>
        <translation>{count} grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/formats/errors.py" line="71"/>
        <source>{count} puzzles</source>
        <translation>{count} grilles</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="14"/>
        <source>Classic: clues removed from a full grid</source>
        <translation>Classique&#xa0;: indices retirés d&apos;une grille pleine</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="15"/>
        <source>Level one: minimum (fewest clues, slower)</source>
        <translation>Niveau un&#xa0;: minimum (le moins d&apos;indices, plus lent)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="16"/>
        <source>Level one: random</source>
        <translation>Niveau un&#xa0;: aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="17"/>
        <source>Depth: random (fastest, more clues)</source>
        <translation>Profondeur&#xa0;: aléatoire (le plus rapide, plus d&apos;indices)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="22"/>
        <source>classic</source>
        <translation>classique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="23"/>
        <source>level one: minimum</source>
        <translation>niveau un&#xa0;: minimum</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="24"/>
        <source>level one: random</source>
        <translation>niveau un&#xa0;: aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="25"/>
        <source>depth: random</source>
        <translation>profondeur&#xa0;: aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="30"/>
        <source>Fills a random grid, then removes clues one by one (in symmetric pairs if you choose a symmetry) while the solution stays unique.</source>
        <translation>Remplit une grille au hasard, puis retire les indices un à un (par paires symétriques si vous choisissez une symétrie) tant que la solution reste unique.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="35"/>
        <source>Runs the rules, then tries every candidate left: failed trials are removed, and the trial that removes the most candidates becomes the next clue.</source>
        <translation>Applique les règles, puis essaie chaque candidat restant&#xa0;: les essais qui échouent sont retirés, et l&apos;essai qui retire le plus de candidats devient l&apos;indice suivant.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="40"/>
        <source>The same trials as “level one: minimum”, but a random trial becomes the next clue, so every run differs.</source>
        <translation>Les mêmes essais que «&#xa0;niveau un&#xa0;: minimum&#xa0;», mais un essai tiré au hasard devient l&apos;indice suivant, si bien que chaque exécution diffère.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="45"/>
        <source>Forces a random candidate, goes deeper while the rules hold and comes back down when a level breaks.</source>
        <translation>Impose un candidat au hasard, descend plus profond tant que les règles tiennent et remonte quand un niveau échoue.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="54"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="55"/>
        <source>Central (half turn)</source>
        <translation>Centrale (demi-tour)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="56"/>
        <source>Diagonal (mirror along the main diagonal)</source>
        <translation>Diagonale (miroir selon la diagonale principale)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="57"/>
        <source>Anti-diagonal (mirror along the other)</source>
        <translation>Antidiagonale (miroir selon l&apos;autre diagonale)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="58"/>
        <source>Horizontal (mirror top to bottom)</source>
        <translation>Horizontale (miroir de haut en bas)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="59"/>
        <source>Vertical (mirror left to right)</source>
        <translation>Verticale (miroir de gauche à droite)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/titles.py" line="60"/>
        <source>Four-fold (quarter turns)</source>
        <translation>D&apos;ordre quatre (quarts de tour)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="137"/>
        <source>the start grid needs {count} cells, not {0}</source>
        <translation>la grille de départ doit avoir {count} cases, pas {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="141"/>
        <source>the start grid has {digit} in {cell}: use 0..{size}</source>
        <translation>la grille de départ contient {digit} en {cell}&#xa0;: utilisez 0..{size}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="150"/>
        <source>the start grid breaks a rule: {0}</source>
        <translation>la grille de départ enfreint une règle&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="153"/>
        <source>the start grid has no solution</source>
        <translation>la grille de départ n&apos;a aucune solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="288"/>
        <source>mode {mode!r} makes no chosen level at {size}: choose the classic mode, or no level</source>
        <translation>le mode {mode!r} ne donne pas de niveau choisi en {size}&#xa0;: choisissez le mode classique, ou aucun niveau</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/__init__.py" line="361"/>
        <source>no {level} puzzle in {runs} runs of mode {mode!r}; try another level or the classic mode</source>
        <translation>aucune grille de niveau {level} en {runs} exécutions du mode «&#xa0;{mode}&#xa0;»&#xa0;; essayez un autre niveau ou le mode classique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/classic.py" line="253"/>
        <source>no {level} puzzle found in {attempts} attempts with symmetry {symmetry!r} and minimal; try another level or symmetry</source>
        <translation>aucune grille minimale de niveau {level} trouvée en {attempts} essais avec la symétrie «&#xa0;{symmetry}&#xa0;»&#xa0;; essayez un autre niveau ou une autre symétrie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/classic.py" line="259"/>
        <source>no {level} puzzle found in {attempts} attempts with symmetry {symmetry!r}; try another level or symmetry</source>
        <translation>aucune grille de niveau {level} trouvée en {attempts} essais avec la symétrie «&#xa0;{symmetry}&#xa0;»&#xa0;; essayez un autre niveau ou une autre symétrie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/generator/levels.py" line="35"/>
        <source>mode {mode!r} cannot make {level} puzzles: choose {reachable}, or the classic mode, which makes every level</source>
        <translation>le mode {mode!r} ne fait pas de grilles de niveau {level}&#xa0;: choisissez {reachable}, ou le mode classique, qui fait tous les niveaux</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="75"/>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="76"/>
        <source>New puzzle</source>
        <translation>Nouvelle grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="92"/>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="94"/>
        <source>What the method does</source>
        <translation>Ce que fait la méthode</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="98"/>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="38"/>
        <source>Any</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="99"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="102"/>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="105"/>
        <source>Minimal: no clue can be removed</source>
        <translation>Minimale&#xa0;: aucun indice ne peut être retiré</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="107"/>
        <source>Every clue is needed: removing any one (with a symmetry, any symmetric group of clues) lets in a second solution</source>
        <translation>Chaque indice est nécessaire&#xa0;: en retirer un seul (avec une symétrie, un seul groupe symétrique d&apos;indices) laisse entrer une seconde solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="113"/>
        <source>Start from the grid on the board</source>
        <translation>Partir de la grille affichée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="114"/>
        <source>Keep the digits on the board and add clues until the solution is unique</source>
        <translation>Garder les chiffres de la grille et ajouter des indices jusqu&apos;à ce que la solution soit unique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="116"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="117"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="118"/>
        <source>The same seed and settings make the same puzzle</source>
        <translation>La même graine et les mêmes réglages donnent la même grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="123"/>
        <source>Seed of the last puzzle</source>
        <translation>Graine de la dernière grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="130"/>
        <source>Board si&amp;ze:</source>
        <translation>&amp;Taille de la grille&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="131"/>
        <source>&amp;Method:</source>
        <translation>&amp;Méthode&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="133"/>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="134"/>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymétrie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="137"/>
        <source>S&amp;eed:</source>
        <translation>Gr&amp;aine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="145"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="150"/>
        <source>Generation progress</source>
        <translation>Progression de la génération</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="154"/>
        <source>Dialog buttons</source>
        <translation>Boutons du dialogue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="156"/>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="159"/>
        <source>&amp;Watch it being built</source>
        <translation>&amp;Regarder la construction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="162"/>
        <source>Show the run that builds the puzzle in the watch panel, step by step: clues appearing, the rules filling cells, failed trials flashing. With a level, the run kept for it is shown; clues are then added or removed to reach it</source>
        <translation>Montre pas à pas, dans le panneau de recherche, l&apos;exécution qui construit la grille&#xa0;: les indices qui apparaissent, les règles qui remplissent les cases, les essais ratés qui clignotent. Avec un niveau, c&apos;est l&apos;exécution retenue pour ce niveau&#xa0;; des indices sont ensuite ajoutés ou retirés pour l&apos;atteindre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="171"/>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="377"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="267"/>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="375"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="286"/>
        <source>Generating…</source>
        <translation>Génération…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="311"/>
        <source>Generator: {0}</source>
        <translation>Générateur&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="337"/>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="345"/>
        <source>Attempt {0} of at most {1}</source>
        <translation>Tentative {0} sur {1} au plus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="350"/>
        <source>The grid on the board cannot be used: {0}</source>
        <translation>La grille affichée ne peut pas servir&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="351"/>
        <source>No puzzle found: {0}</source>
        <translation>Aucune grille trouvée&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="352"/>
        <source>Generation failed: {0}</source>
        <translation>Échec de la génération&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="355"/>
        <source>Not generated</source>
        <translation>Non générée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="360"/>
        <source>Last puzzle: seed {0} (type it above to make the same puzzle)</source>
        <translation>Dernière grille&#xa0;: graine {0} (saisissez-la ci-dessus pour refaire la même grille)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="377"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/dialog.py" line="399"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="28"/>
        <source>This method keeps only the clues it needs, so its puzzles are solved by simple rules: choose {0}, or the classic method, which makes every level</source>
        <translation>Cette méthode ne garde que les indices nécessaires, si bien que ses grilles se résolvent avec des règles simples&#xa0;: choisissez {0}, ou la méthode classique, qui fait tous les niveaux</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="42"/>
        <source>{0} (not made by this method)</source>
        <translation>{0} (pas avec cette méthode)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="58"/>
        <source>Symmetry and minimal belong to the classic method, which removes clues from a full grid: the other methods add clues where their trials lead</source>
        <translation>La symétrie et la grille minimale relèvent de la méthode classique, qui retire des indices d&apos;une grille pleine&#xa0;: les autres méthodes ajoutent des indices là où leurs essais les mènent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/offered.py" line="63"/>
        <source>The classic method starts from a random full grid and removes clues: only the other methods start from the board or build a puzzle clue by clue to watch</source>
        <translation>La méthode classique part d&apos;une grille pleine tirée au hasard et en retire des indices&#xa0;: seules les autres méthodes partent de la grille affichée ou construisent une grille indice par indice, à regarder</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="35"/>
        <source>Singles</source>
        <translation>Singletons</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="58"/>
        <source>Intersections</source>
        <translation>Intersections</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="51"/>
        <source>Subsets</source>
        <translation>Sous-ensembles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="121"/>
        <source>Uniqueness</source>
        <translation>Unicité</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="45"/>
        <source>Single-digit patterns</source>
        <translation>Motifs à un chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="33"/>
        <source>Fish</source>
        <translation>Poissons</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="45"/>
        <source>Wings</source>
        <translation>Ailes (wings)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="43"/>
        <source>Colouring</source>
        <translation>Coloriage</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="97"/>
        <source>Chains</source>
        <translation>Chaînes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/probing/words.py" line="16"/>
        <source>When no pattern applies, try a candidate in your head and follow the singles it forces. If they lead to a cell with no candidate, or a digit with no place in a unit, the candidate was false: remove it. This is the last resort before guessing. Other programs name it otherwise: a Nishio when only one digit is followed, a contradiction forcing chain in HoDoKu (Forcing Chain Contradiction), a dynamic contradiction forcing chain in Sudoku Explainer (one of its dynamic forcing chains).</source>
        <translation>Quand aucun motif ne s&apos;applique, essayez de tête un candidat et suivez les singletons qu&apos;il force. S&apos;ils mènent à une case sans candidat, ou à un chiffre sans place dans une unité, le candidat était faux&#xa0;: retirez-le. C&apos;est le dernier recours avant l&apos;hypothèse. D&apos;autres programmes le nomment autrement&#xa0;: un Nishio quand on ne suit qu&apos;un chiffre, une chaîne forcée par contradiction dans HoDoKu (Forcing Chain Contradiction), une chaîne forcée dynamique par contradiction dans Sudoku Explainer (l&apos;une de ses chaînes forcées dynamiques).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/probing/words.py" line="28"/>
        <source>Trial and error</source>
        <translation>Essais et contradictions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="61"/>
        <source>Finned fish</source>
        <translation>Poissons à aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="54"/>
        <source>Almost locked sets</source>
        <translation>Ensembles presque bloqués</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="36"/>
        <source>Try each candidate of one cell in turn and follow what it forces. Whatever the cell holds, some candidate elsewhere is removed: it is removed now. Sudoku Explainer calls it a cell forcing chain too, HoDoKu a Forcing Chain Verity.</source>
        <translation>Essayez tour à tour chaque candidat d&apos;une case et suivez ce qu&apos;il impose. Quoi que vaille la case, un même candidat ailleurs est éliminé&#xa0;: on l&apos;élimine tout de suite. Sudoku Explainer la nomme aussi chaîne forcée de case (Cell Forcing Chain), HoDoKu Forcing Chain Verity.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="42"/>
        <source>Try each place of a digit in a row, column or box in turn and follow what it forces. Every place removes the same candidate elsewhere, so it is removed now. Sudoku Explainer and HoDoKu call it a region forcing chain.</source>
        <translation>Essayez tour à tour chaque place d&apos;un chiffre dans une ligne, une colonne ou un bloc et suivez ce qu&apos;elle impose. Chaque place élimine le même candidat ailleurs, donc on l&apos;élimine tout de suite. Sudoku Explainer et HoDoKu la nomment chaîne forcée de région (Region Forcing Chain).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="48"/>
        <source>A trial that follows the basic rules as well as singles: once the singles stop, a digit confined to where a box and a line cross leaves the rest of the other unit, the digits of a naked pair or triple leave the rest of its unit, and the singles go on. When a rule breaks, the first candidate was false; when every candidate of a cell (or every place of a digit) removes the same candidate, it goes. HoDoKu calls it a Forcing Net; Sudoku Explainer counts it among its dynamic forcing chains (Dynamic Forcing Chains (+)).</source>
        <translation>Un essai qui suit les règles de base autant que les singletons&#xa0;: quand les singletons s&apos;arrêtent, un chiffre confiné au croisement d&apos;un bloc et d&apos;une ligne ou colonne quitte le reste de l&apos;autre unité, les chiffres d&apos;une paire ou d&apos;un triplet nus quittent le reste de leur unité, et les singletons reprennent. Si une règle est violée, le premier candidat était faux&#xa0;; si chaque candidat d&apos;une case (ou chaque place d&apos;un chiffre) élimine le même candidat, on l&apos;élimine. HoDoKu le nomme Forcing Net&#xa0;; Sudoku Explainer le compte parmi ses chaînes forcées dynamiques (Dynamic Forcing Chains (+)).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="58"/>
        <source>A trial whose chain itself uses small trials: a candidate it cannot rule out by singles is tested on its own on the way. When the whole chain breaks a rule, the first candidate was false. Sudoku Explainer&apos;s nested forcing chains work so.</source>
        <translation>Un essai dont la chaîne utilise elle-même de petits essais&#xa0;: un candidat qu&apos;elle ne peut écarter par des singletons est testé à part en chemin. Quand toute la chaîne enfreint une règle, le premier candidat était faux. Les chaînes forcées imbriquées de Sudoku Explainer procèdent ainsi.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="72"/>
        <source>Forcing chains</source>
        <translation>Chaînes forcées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="16"/>
        <source>When a row, a column or a box has only one empty cell left, that cell takes the one digit the unit is still missing. It is the first thing to look for: count the empty cells of each unit.</source>
        <translation>Quand une ligne, une colonne ou un bloc n&apos;a plus qu&apos;une case vide, cette case reçoit le seul chiffre qui manque encore à l&apos;unité. C&apos;est la première chose à chercher&#xa0;: comptez les cases vides de chaque unité.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="22"/>
        <source>Write down, for a cell, every digit its row, column and box do not hold yet. When only one digit is left, the cell holds it.</source>
        <translation>Notez, pour une case, tous les chiffres que sa ligne, sa colonne et son bloc ne contiennent pas encore. Quand il n&apos;en reste qu&apos;un, la case le contient.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="27"/>
        <source>Take one digit and one unit: if the digit fits only one cell of the unit, it goes there, whatever the other candidates of that cell. Scan the boxes first, then the rows and the columns.</source>
        <translation>Prenez un chiffre et une unité&#xa0;: si le chiffre ne tient que dans une case de l&apos;unité, il y va, quels que soient les autres candidats de cette case. Parcourez d&apos;abord les blocs, puis les lignes et les colonnes.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="36"/>
        <source>When a digit&apos;s candidates in a box all lie in one row or one column, the digit of that box will be on that line. So it cannot be anywhere else on the line, outside the box: remove it there.</source>
        <translation>Quand les candidats d&apos;un chiffre dans un bloc sont tous sur une même ligne ou une même colonne, le chiffre de ce bloc sera sur cette ligne. Il ne peut donc être nulle part ailleurs sur la ligne, hors du bloc&#xa0;: retirez-le là.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="42"/>
        <source>When a digit&apos;s candidates in a row or a column all lie in one box, the line takes its digit inside that box. So the box&apos;s other cells, off the line, cannot hold it: remove it there.</source>
        <translation>Quand les candidats d&apos;un chiffre dans une ligne ou une colonne sont tous dans un même bloc, la ligne prend son chiffre dans ce bloc. Les autres cases du bloc, hors de la ligne, ne peuvent donc pas le contenir&#xa0;: retirez-le là.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="17"/>
        <source>Two cells of a unit with the same two candidates, and nothing else, will hold those two digits between them. No other cell of the unit can hold either digit.</source>
        <translation>Deux cases d&apos;une unité qui ont les deux mêmes candidats, et rien d&apos;autre, contiendront ces deux chiffres à elles deux. Aucune autre case de l&apos;unité ne peut contenir l&apos;un ou l&apos;autre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="28"/>
        <source>When two digits of a unit fit only the same two cells, those cells hold the two digits: their other candidates can be removed.</source>
        <translation>Quand deux chiffres d&apos;une unité ne tiennent que dans les deux mêmes cases, ces cases contiennent ces deux chiffres&#xa0;: leurs autres candidats peuvent être retirés.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="22"/>
        <source>Three cells of a unit whose candidates, put together, are only three digits hold those three digits. Each cell need not hold all three. The unit&apos;s other cells lose those digits.</source>
        <translation>Trois cases d&apos;une unité dont les candidats, réunis, ne sont que trois chiffres contiennent ces trois chiffres. Chaque case n&apos;a pas besoin d&apos;avoir les trois. Les autres cases de l&apos;unité perdent ces chiffres.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="33"/>
        <source>When three digits of a unit fit only the same three cells, those cells hold the three digits, and their other candidates can go.</source>
        <translation>Quand trois chiffres d&apos;une unité ne tiennent que dans les trois mêmes cases, ces cases contiennent ces trois chiffres, et leurs autres candidats peuvent partir.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="38"/>
        <source>Four cells of a unit whose candidates together are only four digits hold those four digits; the unit&apos;s other cells lose them. It is the pair&apos;s reasoning, four cells wide.</source>
        <translation>Quatre cases d&apos;une unité dont les candidats réunis ne sont que quatre chiffres contiennent ces quatre chiffres&#xa0;; les autres cases de l&apos;unité les perdent. C&apos;est le raisonnement de la paire, sur quatre cases.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="44"/>
        <source>When four digits of a unit fit only the same four cells, those cells hold the four digits, and every other candidate of those cells can go.</source>
        <translation>Quand quatre chiffres d&apos;une unité ne tiennent que dans les quatre mêmes cases, ces cases contiennent ces quatre chiffres, et tous leurs autres candidats peuvent partir.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="59"/>
        <source>Four cells at the corners of a rectangle on two rows, two columns and two boxes must never end up holding the same two digits: the two digits could be swapped, and a proper puzzle has one solution. When three corners hold only those two digits, the fourth corner cannot be either of them.</source>
        <translation>Quatre cases aux coins d&apos;un rectangle sur deux lignes, deux colonnes et deux blocs ne doivent jamais finir avec les deux mêmes chiffres&#xa0;: on pourrait les échanger, et une vraie grille n&apos;a qu&apos;une solution. Quand trois coins ne contiennent que ces deux chiffres, le quatrième ne peut être ni l&apos;un ni l&apos;autre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="45"/>
        <source>If every empty cell had exactly two candidates, each digit appearing twice in every unit, the grid would have two solutions. When one cell has three candidates and all the others two, the digit seen three times in that cell&apos;s units is the one that avoids it: the cell holds it.</source>
        <translation>Si toutes les cases vides avaient exactement deux candidats, chaque chiffre apparaissant deux fois dans chaque unité, la grille aurait deux solutions. Quand une case a trois candidats et toutes les autres deux, le chiffre vu trois fois dans les unités de cette case est celui qui l&apos;évite&#xa0;: la case le contient.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="17"/>
        <source>Two rows where a digit has exactly two places each, with one end of each in the same column: those two ends cannot both hold the digit, so at least one of the other two ends does. Remove the digit from every cell that sees both of them. The same works with two columns.</source>
        <translation>Deux lignes où un chiffre a exactement deux places chacune, avec une extrémité de chacune dans la même colonne&#xa0;: ces deux extrémités ne peuvent pas toutes deux contenir le chiffre, donc au moins une des deux autres le contient. Retirez le chiffre de toute case qui voit ces deux-là. Cela marche aussi avec deux colonnes.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="14"/>
        <source>Two rows where a digit fits only the same two columns: the digit takes one corner of the rectangle in each row, so it fills both columns from these rows. Remove it from the rest of the two columns. Rows and columns can be swapped.</source>
        <translation>Deux lignes où un chiffre ne tient que dans les deux mêmes colonnes&#xa0;: le chiffre prend un coin du rectangle dans chaque ligne, et remplit donc les deux colonnes depuis ces lignes. Retirez-le du reste des deux colonnes. Lignes et colonnes peuvent être échangées.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="24"/>
        <source>A row and a column where a digit has exactly two places each, with one end of each in the same box: those ends see each other, so at least one of the two far ends holds the digit. A cell seeing both far ends loses it.</source>
        <translation>Une ligne et une colonne où un chiffre a exactement deux places chacune, avec une extrémité de chacune dans le même bloc&#xa0;: ces extrémités se voient, donc au moins une des deux extrémités éloignées contient le chiffre. Une case qui voit les deux extrémités éloignées le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="19"/>
        <source>Two cells with the same two candidates x and y, which do not see each other, and a unit where x has exactly two places, one seeing each cell: the two cells cannot both be x, so one of them is y. A cell seeing both loses y.</source>
        <translation>Deux cases aux deux mêmes candidats x et y, qui ne se voient pas, et une unité où x a exactement deux places, chacune voyant une des cases&#xa0;: les deux cases ne peuvent pas être toutes deux x, donc l&apos;une est y. Une case qui voit les deux perd y.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="20"/>
        <source>The X-Wing with three lines: three rows where a digit fits only three columns between them. The digit fills those columns from these rows, so it leaves the rest of the three columns.</source>
        <translation>Le X-Wing à trois lignes&#xa0;: trois lignes où un chiffre ne tient que dans trois colonnes en tout. Le chiffre remplit ces colonnes depuis ces lignes, il quitte donc le reste des trois colonnes.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="20"/>
        <source>Follow one digit through units where it has exactly two places, colouring the two places in turn with two colours: one colour is all true, the other all false. A colour that sees itself is false; a cell that sees both colours cannot hold the digit.</source>
        <translation>Suivez un chiffre à travers les unités où il a exactement deux places, en coloriant tour à tour les deux places de deux couleurs&#xa0;: une couleur est toute vraie, l&apos;autre toute fausse. Une couleur qui se voit elle-même est fausse&#xa0;; une case qui voit les deux couleurs ne peut pas contenir le chiffre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="25"/>
        <source>A pivot cell with two candidates x and y sees two cells with x and z, and y and z. Whatever the pivot holds, one of the two pincers is z, so a cell seeing both pincers cannot be z.</source>
        <translation>Une case pivot aux deux candidats x et y voit deux cases à x et z, et à y et z. Quoi que contienne le pivot, l&apos;une des deux pinces vaut z, donc une case qui voit les deux pinces ne peut pas valoir z.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="31"/>
        <source>As the XY-Wing, but the pivot holds x, y and z: now z may be in the pivot too, so only the cells that see the pivot and both pincers lose z.</source>
        <translation>Comme le XY-Wing, mais le pivot contient x, y et z&#xa0;: z peut maintenant être aussi dans le pivot, donc seules les cases qui voient le pivot et les deux pinces perdent z.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="26"/>
        <source>The X-Wing with four lines: four rows where a digit fits only four columns between them. The digit leaves the rest of those four columns.</source>
        <translation>Le X-Wing à quatre lignes&#xa0;: quatre lignes où un chiffre ne tient que dans quatre colonnes en tout. Le chiffre quitte le reste de ces quatre colonnes.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="45"/>
        <source>Follow one digit along a chain that alternates strong links (a unit where the digit has two places: if one is not the digit, the other is) and weak links (two places that see each other). If the first end is not the digit, the last end is: one of the two ends holds it, so a cell seeing both ends loses it.</source>
        <translation>Suivez un chiffre le long d&apos;une chaîne qui alterne liens forts (une unité où le chiffre a deux places&#xa0;: si l&apos;une n&apos;est pas le chiffre, l&apos;autre l&apos;est) et liens faibles (deux places qui se voient). Si la première extrémité n&apos;est pas le chiffre, la dernière l&apos;est&#xa0;: l&apos;une des deux extrémités le contient, donc une case qui voit les deux le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="52"/>
        <source>A chain of cells with two candidates, each sharing a digit with the next: if the first cell is not x, its other digit pushes the next cell to its other digit, and so on, until the last cell is x. One end is x, so a cell seeing both ends cannot be x.</source>
        <translation>Une chaîne de cases à deux candidats, chacune partageant un chiffre avec la suivante&#xa0;: si la première case n&apos;est pas x, son autre chiffre pousse la case suivante vers son autre chiffre, et ainsi de suite, jusqu&apos;à ce que la dernière case soit x. Une extrémité vaut x, donc une case qui voit les deux extrémités ne peut pas valoir x.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="24"/>
        <source>Two cells where a box crosses a row or a column, holding only the same two digits: they take both digits, and they belong to the box and to the line at once. Both digits leave every other cell of the box and of the line.</source>
        <translation>Deux cases à la croisée d&apos;un bloc et d&apos;une ligne ou d&apos;une colonne, qui ne contiennent que les deux mêmes chiffres&#xa0;: elles prennent ces deux chiffres, et appartiennent à la fois au bloc et à la ligne. Les deux chiffres quittent toutes les autres cases du bloc et de la ligne.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="30"/>
        <source>The three cells where a box crosses a line, holding only three digits between them: the three digits are all there, so they leave the rest of the box and the rest of the line.</source>
        <translation>Les trois cases à la croisée d&apos;un bloc et d&apos;une ligne, qui ne contiennent à elles trois que trois chiffres&#xa0;: les trois chiffres y sont tous, donc ils quittent le reste du bloc et le reste de la ligne.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="30"/>
        <source>Two units where a digit has exactly two places each, in any row, column or box, with one end of each seeing the other&apos;s: those near ends cannot both hold the digit, so one of the far ends does. A cell seeing both far ends loses it.</source>
        <translation>Deux unités où un chiffre n&apos;a que deux places chacune, lignes, colonnes ou blocs, avec un bout de l&apos;une qui voit un bout de l&apos;autre&#xa0;: ces bouts proches ne peuvent pas porter tous deux le chiffre, donc l&apos;un des bouts éloignés le porte. Une case qui voit les deux bouts éloignés le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="36"/>
        <source>A box where a digit&apos;s places all lie on one row and one column, and outside the box a line where the digit has two places, one of them on that row or column. If the cell where the link&apos;s other end meets the box&apos;s cross held the digit, the box would have no place left for it: that cell loses it.</source>
        <translation>Un bloc où toutes les places d&apos;un chiffre sont sur une ligne et une colonne, et hors du bloc une ligne où le chiffre n&apos;a que deux places, dont l&apos;une sur cette ligne ou cette colonne. Si la case où l&apos;autre bout du lien croise la croix du bloc portait le chiffre, le bloc n&apos;aurait plus de place pour lui&#xa0;: cette case le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="39"/>
        <source>A chain of four or more cells holding only the same two digits, each seeing the next: the two digits alternate along it. Two cells an odd number of links apart hold one digit each, so a cell seeing both loses both digits.</source>
        <translation>Une chaîne d&apos;au moins quatre cases qui ne contiennent que les deux mêmes chiffres, chacune voyant la suivante&#xa0;: les deux chiffres alternent le long de la chaîne. Deux cases séparées par un nombre impair de liens portent chacune un des chiffres, donc une case qui voit les deux perd les deux chiffres.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="72"/>
        <source>A unique rectangle whose roof cells hold extra digits: one of the roof cells must hold an extra digit, so the pair of roofs acts as one cell holding the extras. With other cells of a unit the roofs share it can complete a naked subset, whose digits leave the rest of that unit.</source>
        <translation>Un rectangle unique dont les cases du toit portent des chiffres en plus&#xa0;: l&apos;une d&apos;elles doit porter un de ces chiffres, donc les deux cases du toit agissent comme une seule case qui contient ces chiffres en plus. Avec d&apos;autres cases d&apos;une unité qu&apos;elles partagent, elles peuvent compléter un sous-ensemble nu, dont les chiffres quittent le reste de l&apos;unité.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="85"/>
        <source>A unique rectangle where two diagonal corners, or three corners, hold the same one extra digit and the others only the rectangle&apos;s two digits: one of those corners holds the extra digit, so a cell seeing all of them loses it.</source>
        <translation>Un rectangle unique dont deux coins en diagonale, ou trois coins, portent le même seul chiffre en plus, les autres seulement les deux chiffres du rectangle&#xa0;: l&apos;un de ces coins porte le chiffre en plus, donc une case qui les voit tous le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="91"/>
        <source>A unique rectangle with two diagonal corners holding only its two digits, and one of the digits with no place outside the rectangle in both its rows (or both its columns): that digit would have to take the two other corners, which makes two solutions, so it leaves them.</source>
        <translation>Un rectangle unique dont deux coins en diagonale ne contiennent que ses deux chiffres, et dont l&apos;un des chiffres n&apos;a aucune place hors du rectangle dans ses deux lignes (ou ses deux colonnes)&#xa0;: ce chiffre devrait prendre les deux autres coins, ce qui donne deux solutions, donc il les quitte.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="98"/>
        <source>A rectangle in two boxes whose corners all hold digits a and b, one corner holding only them. If a has no other place in the row and in the column of the opposite corner, that corner being b would force the whole rectangle into a pattern with two solutions: it loses b.</source>
        <translation>Un rectangle sur deux blocs dont tous les coins portent les chiffres a et b, un coin ne portant qu&apos;eux. Si a n&apos;a pas d&apos;autre place dans la ligne et dans la colonne du coin opposé, ce coin valant b forcerait tout le rectangle dans un motif à deux solutions&#xa0;: il perd b.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="27"/>
        <source>Colour two separate clusters of one digit&apos;s conjugate pairs. A colour seeing both colours of the other cluster is false. When a colour of one cluster sees a colour of the other, one of their two partner colours is true, so a cell seeing both partners loses the digit.</source>
        <translation>Coloriez deux groupes distincts de paires conjuguées d&apos;un même chiffre. Une couleur qui voit les deux couleurs de l&apos;autre groupe est fausse. Quand une couleur d&apos;un groupe voit une couleur de l&apos;autre, l&apos;une de leurs deux couleurs partenaires est vraie, donc une case qui voit les deux partenaires perd le chiffre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="36"/>
        <source>Four cells holding only four digits between them, not all in one unit. Each digit whose cells in the pattern all see each other can fill only one of them, so if just one digit z has cells that do not see each other, the four cells need z: a cell seeing every z of the pattern loses it.</source>
        <translation>Quatre cases qui ne contiennent à elles quatre que quatre chiffres, pas toutes dans une même unité. Un chiffre dont les cases du motif se voient toutes ne peut en remplir qu&apos;une, donc si un seul chiffre z a des cases qui ne se voient pas, les quatre cases ont besoin de z&#xa0;: une case qui voit tous les z du motif le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="105"/>
        <source>Digits you placed, unlike givens, could be swapped. When three corners of a rectangle in two boxes hold placed digits, a and a on a diagonal and b on the third, the fourth corner being b would let a and b swap: a second solution. It loses b.</source>
        <translation>Les chiffres que vous avez placés, contrairement aux données, pourraient être échangés. Quand trois coins d&apos;un rectangle sur deux blocs portent des chiffres placés, a et a sur une diagonale et b sur le troisième, le quatrième coin valant b permettrait d&apos;échanger a et b&#xa0;: une seconde solution. Il perd b.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="112"/>
        <source>Two placed digits a and b on one side of a rectangle in two boxes; under a a cell holding only b and c, under b one holding only a and c. Without c they would complete a rectangle that could swap, so one of them is c: a cell seeing both loses c.</source>
        <translation>Deux chiffres placés a et b sur un côté d&apos;un rectangle sur deux blocs&#xa0;; sous a une case qui ne contient que b et c, sous b une case qui ne contient que a et c. Sans c elles compléteraient un rectangle échangeable, donc l&apos;une d&apos;elles vaut c&#xa0;: une case qui voit les deux perd c.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="52"/>
        <source>If removing a few extra candidates would leave every empty cell with two candidates and every digit with two places in each unit, the grid would have two solutions: one of the extras is true. When they share one cell, that cell keeps only them; when they are one digit, a cell seeing them all loses it.</source>
        <translation>Si retirer quelques candidats en trop laissait chaque case vide avec deux candidats et chaque chiffre avec deux places dans chaque unité, la grille aurait deux solutions&#xa0;: l&apos;un des candidats en trop est vrai. Quand ils sont dans une même case, elle ne garde qu&apos;eux&#xa0;; quand ils sont d&apos;un même chiffre, une case qui les voit tous le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="34"/>
        <source>Colour candidates in two colours through every strong link: a unit where a digit has two places, and a cell with two candidates. One colour is all true. A colour appearing twice in a cell or a unit is false; a candidate seeing both colours, or seeing one while its cell holds the other, is removed.</source>
        <translation>Coloriez les candidats en deux couleurs à travers chaque lien fort&#xa0;: une unité où un chiffre a deux places, et une case à deux candidats. Une couleur est entièrement vraie. Une couleur présente deux fois dans une case ou une unité est fausse&#xa0;; un candidat qui voit les deux couleurs, ou qui en voit une quand sa case porte l&apos;autre, est retiré.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="66"/>
        <source>A unique rectangle whose two roof cells hold the same one extra digit: if neither held it, the puzzle would have two solutions. One of the roof cells is that digit, so every cell seeing both roof cells loses it.</source>
        <translation>Un rectangle unique dont les deux cases du toit portent le même chiffre en plus&#xa0;: si aucune ne le portait, la grille aurait deux solutions. L&apos;une des cases du toit vaut ce chiffre, donc toute case qui voit les deux cases du toit le perd.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="79"/>
        <source>A unique rectangle whose two roof cells share a unit where one of the rectangle&apos;s two digits has no other place: that digit fills one roof cell, so the other digit of the rectangle would make two solutions in the roof: remove it from both roof cells.</source>
        <translation>Un rectangle unique dont les deux cases du toit partagent une unité où l&apos;un des deux chiffres du rectangle n&apos;a pas d&apos;autre place&#xa0;: ce chiffre occupe une case du toit, donc l&apos;autre chiffre du rectangle donnerait deux solutions&#xa0;: on le retire des deux cases du toit.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="25"/>
        <source>An X-Wing with a few extra candidates (the fin) in one box of a base line: either the X-Wing holds, or a fin cell is the digit. A cell that is in the fin&apos;s box and on a cover line loses the digit in both cases.</source>
        <translation>Un X-Wing avec quelques candidats en plus (l&apos;aileron) dans un bloc d&apos;une ligne de base&#xa0;: soit l&apos;X-Wing tient, soit une case de l&apos;aileron vaut le chiffre. Une case du bloc de l&apos;aileron sur une ligne de couverture perd le chiffre dans les deux cas.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="31"/>
        <source>A finned X-Wing whose base line lacks one corner of the rectangle: the fin still stands in for the missing corner, so the cells of the fin&apos;s box on the cover line lose the digit.</source>
        <translation>Un X-Wing à aileron dont la ligne de base n&apos;a pas l&apos;un des coins du rectangle&#xa0;: l&apos;aileron remplace le coin manquant, et les cases du bloc de l&apos;aileron sur la ligne de couverture perdent le chiffre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="37"/>
        <source>A Swordfish with extra candidates (the fin) in one box of a base line: either the Swordfish holds or the fin holds the digit; a cell of the fin&apos;s box on a cover line loses it in both cases.</source>
        <translation>Un Swordfish avec des candidats en plus (l&apos;aileron) dans un bloc d&apos;une ligne de base&#xa0;: soit le Swordfish tient, soit l&apos;aileron porte le chiffre&#xa0;; une case du bloc de l&apos;aileron sur une ligne de couverture le perd dans les deux cas.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="43"/>
        <source>A finned Swordfish with one corner missing from the base line of the fin: the fin replaces it, and the cells of the fin&apos;s box on a cover line lose the digit.</source>
        <translation>Un Swordfish à aileron auquel manque un coin sur la ligne de base de l&apos;aileron&#xa0;: l&apos;aileron le remplace, et les cases du bloc de l&apos;aileron sur une ligne de couverture perdent le chiffre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="48"/>
        <source>A Jellyfish (four lines) with extra candidates (the fin) in one box of a base line: a cell of the fin&apos;s box on a cover line loses the digit, whether the Jellyfish or the fin holds.</source>
        <translation>Un Jellyfish (quatre lignes) avec des candidats en plus (l&apos;aileron) dans un bloc d&apos;une ligne de base&#xa0;: une case du bloc de l&apos;aileron sur une ligne de couverture perd le chiffre, que le Jellyfish ou l&apos;aileron tienne.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="54"/>
        <source>A finned Jellyfish with one corner missing from the fin&apos;s base line: the fin replaces the corner, and the cells of the fin&apos;s box on a cover line lose the digit.</source>
        <translation>Un Jellyfish à aileron auquel manque un coin sur la ligne de base de l&apos;aileron&#xa0;: l&apos;aileron remplace le coin, et les cases du bloc de l&apos;aileron sur une ligne de couverture perdent le chiffre.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="66"/>
        <source>A chain of candidates linked in turn strongly (if one is false, the other is true) and weakly (they cannot both be true), starting and ending with a strong link. One of its two ends is true, so a candidate seeing both ends is false.</source>
        <translation>Une chaîne de candidats reliés tour à tour par des liens forts (si l&apos;un est faux, l&apos;autre est vrai) et faibles (ils ne peuvent être vrais tous les deux), qui commence et finit par un lien fort. L&apos;une de ses deux extrémités est vraie, donc un candidat qui voit les deux extrémités est faux.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="25"/>
        <source>An almost locked set is N cells holding N+1 digits. When two of them share a digit x whose candidates all see each other, one of the two is locked: a digit z common to both is in one of them, and a cell seeing every z of both loses z.</source>
        <translation>Un ensemble presque bloqué, ce sont N cases qui portent N+1 chiffres. Deux d&apos;entre eux partagent un chiffre x dont tous les candidats se voient&#xa0;: l&apos;un des deux est bloqué, donc un chiffre z commun aux deux est dans l&apos;un d&apos;eux, et une case qui voit tous les z des deux perd z.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="31"/>
        <source>Three almost locked sets: a pivot linked to two wings by restricted common digits x and y. If the pivot is not locked by x it is locked by y, so one wing holds z: a cell seeing every z of both wings loses z.</source>
        <translation>Trois ensembles presque bloqués&#xa0;: un pivot relié à deux ailes par des chiffres communs restreints x et y. Si le pivot n&apos;est pas bloqué par x, il l&apos;est par y, donc l&apos;une des ailes porte z&#xa0;: une case qui voit tous les z des deux ailes perd z.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="48"/>
        <source>Two or three cells where a line crosses a box hold at least two more digits than cells. Add cells of the line and cells of the box, with no digit in both, until the cells hold as many digits as there are cells: each digit is then in one of them. The line&apos;s digits leave the rest of the line, the box&apos;s the rest of the box, and the other digits of the crossing leave both.</source>
        <translation>Deux ou trois cases où une ligne croise un bloc portent au moins deux chiffres de plus que de cases. Ajoutez des cases de la ligne et des cases du bloc, sans chiffre commun aux deux, jusqu&apos;à ce que les cases portent autant de chiffres que de cases&#xa0;: chaque chiffre est alors dans l&apos;une d&apos;elles. Les chiffres de la ligne quittent le reste de la ligne, ceux du bloc le reste du bloc, et les autres chiffres du croisement quittent les deux.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="59"/>
        <source>An alternating inference chain whose last candidate is weakly linked back to its first: a closed loop. Around a loop every weak link also holds one true candidate, so each link acts as a strong one: a candidate seeing both ends of any link of the loop is false.</source>
        <translation>Une chaîne d’inférences alternées dont le dernier candidat est relié faiblement au premier&#xa0;: une boucle fermée. Dans une boucle, chaque lien faible porte lui aussi un candidat vrai, donc chaque lien agit comme un lien fort&#xa0;: un candidat qui voit les deux bouts d&apos;un lien de la boucle est faux.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="72"/>
        <source>A continuous nice loop with a group among its nodes: a digit&apos;s candidates in cells of one box and one line, taken together, as in a grouped alternating inference chain. As around any loop, every weak link acts as a strong one: a candidate seeing both ends of any link of the loop is false.</source>
        <translation>Une boucle continue dont l’un des nœuds est un groupe&#xa0;: les candidats d’un chiffre dans des cases d’un même bloc et d’une même ligne, pris ensemble, comme dans une chaîne d’inférences alternées groupée. Comme dans toute boucle, chaque lien faible agit comme un lien fort&#xa0;: un candidat qui voit les deux bouts d’un lien de la boucle est faux.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="79"/>
        <source>An alternating inference chain with a group among its nodes: a digit&apos;s candidates in cells of one box and one line, taken together, true when the digit is in one of them. A group is strongly linked to the digit&apos;s other places in its box or line when they form one cell or one group, and weakly to each candidate of the digit seeing all its cells. A candidate seeing both ends of the chain (every cell of a group end) is false.</source>
        <translation>Une chaîne d’inférences alternées dont l’un des nœuds est un groupe&#xa0;: les candidats d’un chiffre dans des cases d’un même bloc et d’une même ligne, pris ensemble, vrai quand le chiffre est dans l’une d’elles. Un groupe est relié fortement aux autres places du chiffre dans son bloc ou sa ligne quand elles forment une seule case ou un seul groupe, et faiblement à chaque candidat du chiffre qui voit toutes ses cases. Un candidat qui voit les deux bouts de la chaîne (toutes les cases d’un bout groupé) est faux.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="37"/>
        <source>Almost locked sets, each linked to the next by a restricted common digit (its candidates in the two sets all see each other). If the first set lacks a digit z, it is locked and holds the link&apos;s digit, which leaves the next set locked, and so on to the last set, which then holds z. So z is in the first set or the last: a cell seeing every z of both loses z.</source>
        <translation>Des ensembles presque bloqués, chacun relié au suivant par un chiffre commun restreint (ses candidats dans les deux ensembles se voient tous). Si le premier ensemble n&apos;a pas un chiffre z, il est bloqué et porte le chiffre du lien, ce qui bloque l&apos;ensemble suivant, et ainsi de suite jusqu&apos;au dernier, qui porte alors z. Donc z est dans le premier ensemble ou dans le dernier&#xa0;: une case qui voit tous les z des deux perd z.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="45"/>
        <source>A stem cell and, for each of its candidates d, an almost locked set whose every d sees the stem: whichever digit the stem takes, that set loses it and is locked. A digit z in every set and not in the stem is then in one of the sets, so a cell seeing every z of all the sets loses z.</source>
        <translation>Une case tige et, pour chacun de ses candidats d, un ensemble presque bloqué dont chaque d voit la tige&#xa0;: quel que soit le chiffre de la tige, cet ensemble le perd et se bloque. Un chiffre z présent dans chaque ensemble et absent de la tige est alors dans l&apos;un des ensembles, donc une case qui voit tous les z de tous les ensembles perd z.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="88"/>
        <source>An alternating inference chain that may pass through almost locked sets. An almost locked set loses at most one of its digits, so if one of its digits is nowhere in it, each other digit is: that is a strong link between two digits of the set, used like a bivalue cell&apos;s. A candidate seeing both ends of the chain is false.</source>
        <translation>Une chaîne d’inférences alternées qui peut passer par des ensembles presque bloqués. Un ensemble presque bloqué perd au plus un de ses chiffres&#xa0;: si l&apos;un d&apos;eux n&apos;y est nulle part, chacun des autres y est. C&apos;est un lien fort entre deux chiffres de l&apos;ensemble, employé comme celui d&apos;une case à deux candidats. Un candidat qui voit les deux bouts de la chaîne est faux.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="64"/>
        <source>A nested forcing chain whose inner trials are themselves nested: the deepest explanation the solver gives before guessing. It proves a candidate false, but is hard to follow by hand.</source>
        <translation>Une chaîne forcée imbriquée dont les essais intérieurs sont eux-mêmes imbriqués&#xa0;: l&apos;explication la plus profonde que donne le solveur avant de faire une hypothèse. Elle prouve qu&apos;un candidat est faux, mais se suit difficilement à la main.</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_controller.py" line="68"/>
        <source>Hint queued: it is shown as soon as the running job ends.</source>
        <translation>Indice en attente&#xa0;: il s&apos;affichera dès que la tâche en cours sera finie.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_controller.py" line="100"/>
        <source>Hint: {0}</source>
        <translation>Indice&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_controller.py" line="101"/>
        <source>Applied: {0}</source>
        <translation>Appliqué&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>HintExtras</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="46"/>
        <source>About the hint</source>
        <translation>À propos de l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="53"/>
        <source>Open the guide on the hint&apos;s technique</source>
        <translation>Ouvrir le guide sur la technique de l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="58"/>
        <source>Every link of the chain ▸</source>
        <translation>Chaque lien de la chaîne ▸</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="56"/>
        <source>Show every link of the hint&apos;s chain</source>
        <translation>Montrer chaque lien de la chaîne de l’indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="96"/>
        <source>Learn: {0} ▸</source>
        <translation>Apprendre&#xa0;: {0} ▸</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_extras.py" line="97"/>
        <source>Open the guide on {0}</source>
        <translation>Ouvrir le guide sur {0}</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="8"/>
        <source>Look at {unit}: only one cell is left empty</source>
        <translation>Regardez {unit}&#xa0;: il n&apos;y reste qu&apos;une case vide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="9"/>
        <source>Look for a cell with one candidate in {unit}</source>
        <translation>Cherchez une case à un seul candidat dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/singles/words.py" line="10"/>
        <source>Look at {unit}: one digit has only one place left there</source>
        <translation>Regardez {unit}&#xa0;: un chiffre n&apos;y a plus qu&apos;une place</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="12"/>
        <source>Look at {unit}: one digit fits only one row or column of it</source>
        <translation>Regardez {unit}&#xa0;: un chiffre n&apos;y tient que sur une ligne ou une colonne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="15"/>
        <source>Look at {unit}: one digit fits only one box of it</source>
        <translation>Regardez {unit}&#xa0;: un chiffre n&apos;y tient que dans un bloc</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="8"/>
        <source>Look for a naked pair in {unit}</source>
        <translation>Cherchez une paire nue dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="10"/>
        <source>Look for a hidden pair in {unit}</source>
        <translation>Cherchez une paire cachée dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="9"/>
        <source>Look for a naked triple in {unit}</source>
        <translation>Cherchez un triplet nu dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="11"/>
        <source>Look for a hidden triple in {unit}</source>
        <translation>Cherchez un triplet caché dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="12"/>
        <source>Look for a naked quad in {unit}</source>
        <translation>Cherchez un quadruplet nu dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/subsets/words.py" line="13"/>
        <source>Look for a hidden quad in {unit}</source>
        <translation>Cherchez un quadruplet caché dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="14"/>
        <source>Look for a unique rectangle of {digits}: four corners in two boxes</source>
        <translation>Cherchez un rectangle unique de {digits}&#xa0;: quatre coins dans deux blocs</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="8"/>
        <source>Every empty cell but one has two candidates: look for the BUG+1</source>
        <translation>Toutes les cases vides sauf une ont deux candidats&#xa0;: cherchez le BUG+1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="8"/>
        <source>Look for a skyscraper on the digit {digit}</source>
        <translation>Cherchez un gratte-ciel sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="8"/>
        <source>Look for an X-Wing on the digit {digit}</source>
        <translation>Cherchez un X-Wing sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="9"/>
        <source>Look for a 2-String Kite on the digit {digit}</source>
        <translation>Cherchez un cerf-volant sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="8"/>
        <source>Look for a W-Wing: two cells holding only {digits}, bridged by a strong link</source>
        <translation>Cherchez un W-Wing&#xa0;: deux cases qui ne contiennent que {digits}, reliées par un lien fort</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="9"/>
        <source>Look for a swordfish on the digit {digit}</source>
        <translation>Cherchez un espadon (swordfish) sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="8"/>
        <source>Colour the conjugate pairs of the digit {digit} in two colours</source>
        <translation>Coloriez en deux couleurs les paires conjuguées du chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="11"/>
        <source>Look for an XY-Wing that removes the digit {digit}</source>
        <translation>Cherchez un XY-Wing qui retire le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="12"/>
        <source>Look for an XYZ-Wing that removes the digit {digit}</source>
        <translation>Cherchez un XYZ-Wing qui retire le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/fish/words.py" line="10"/>
        <source>Look for a jellyfish on the digit {digit}</source>
        <translation>Cherchez une méduse (jellyfish) sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="11"/>
        <source>Look for an X-chain on the digit {digit}</source>
        <translation>Cherchez une chaîne X sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="12"/>
        <source>Look for an XY-chain of two-candidate cells that removes the digit {digit}</source>
        <translation>Cherchez une chaîne XY de cases à deux candidats qui retire le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="8"/>
        <source>Look for a locked pair where {unit} crosses a box</source>
        <translation>Cherchez une paire verrouillée là où {unit} croise un bloc</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="9"/>
        <source>Look for a locked triple where {unit} crosses a box</source>
        <translation>Cherchez un triplet verrouillé là où {unit} croise un bloc</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="10"/>
        <source>Look for a turbot fish on the digit {digit}</source>
        <translation>Cherchez un turbot sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/single_digit/words.py" line="11"/>
        <source>Look for an empty rectangle on the digit {digit} in {unit}</source>
        <translation>Cherchez un rectangle vide sur le chiffre {digit} dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="8"/>
        <source>Look for a chain of cells holding only {digits}, each seeing the next</source>
        <translation>Cherchez une chaîne de cases ne contenant que {digits}, chacune voyant la suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="20"/>
        <source>Look for a unique rectangle of {digits} whose roof completes a naked subset in {unit}</source>
        <translation>Cherchez un rectangle unique de {digits} dont le toit complète un sous-ensemble nu dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="27"/>
        <source>Look for a unique rectangle of {digits} with one extra digit in two or three corners</source>
        <translation>Cherchez un rectangle unique de {digits} avec un même chiffre en plus dans deux ou trois coins</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="31"/>
        <source>Look for a unique rectangle of {digits} with one digit locked in its lines</source>
        <translation>Cherchez un rectangle unique de {digits} dont un chiffre est bloqué dans ses lignes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="34"/>
        <source>Look for a hidden rectangle of {digits}</source>
        <translation>Cherchez un rectangle caché de {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="11"/>
        <source>Colour two clusters of conjugate pairs of the digit {digit} and compare them</source>
        <translation>Coloriez deux groupes de paires conjuguées du chiffre {digit} et comparez-les</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/wings/words.py" line="13"/>
        <source>Look for four cells holding four digits that remove the digit {digit}</source>
        <translation>Cherchez quatre cases à quatre chiffres qui retirent le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="35"/>
        <source>Look for a rectangle of placed digits {digits} that must not close</source>
        <translation>Cherchez un rectangle de chiffres placés {digits} qui ne doit pas se fermer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="38"/>
        <source>Look for a rectangle of placed digits {digits} whose open side shares an extra digit</source>
        <translation>Cherchez un rectangle de chiffres placés {digits} dont le côté ouvert partage un chiffre en plus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="11"/>
        <source>Almost every cell has two candidates: find the extras that avoid the BUG</source>
        <translation>Presque toutes les cases ont deux candidats&#xa0;: trouvez les candidats en trop qui évitent le BUG</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/colouring/words.py" line="14"/>
        <source>Colour candidates through conjugate pairs and two-candidate cells, digits mixed</source>
        <translation>Coloriez les candidats à travers les paires conjuguées et les cases à deux candidats, tous chiffres mêlés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/probing/words.py" line="8"/>
        <source>No pattern is left: try the candidates of the cells with fewest candidates and follow the singles until one breaks the grid</source>
        <translation>Plus aucun motif&#xa0;: essayez les candidats des cases qui en ont le moins et suivez les singletons jusqu&apos;à ce que l&apos;un casse la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="17"/>
        <source>Look for a unique rectangle of {digits} whose roof holds one extra digit</source>
        <translation>Cherchez un rectangle unique de {digits} dont le toit porte un même chiffre en plus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/uniqueness/words.py" line="24"/>
        <source>Look for a unique rectangle of {digits} with one digit locked in its roof</source>
        <translation>Cherchez un rectangle unique de {digits} dont un chiffre est bloqué dans le toit</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="8"/>
        <source>Look for a finned X-Wing on the digit {digit}</source>
        <translation>Cherchez un X-Wing à aileron sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="9"/>
        <source>Look for a sashimi X-Wing on the digit {digit}</source>
        <translation>Cherchez un X-Wing sashimi sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="10"/>
        <source>Look for a finned swordfish on the digit {digit}</source>
        <translation>Cherchez un espadon (swordfish) à aileron sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="13"/>
        <source>Look for a sashimi swordfish on the digit {digit}</source>
        <translation>Cherchez un espadon (swordfish) sashimi sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="16"/>
        <source>Look for a finned jellyfish on the digit {digit}</source>
        <translation>Cherchez une méduse (jellyfish) à aileron sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/finned_fish/words.py" line="19"/>
        <source>Look for a sashimi jellyfish on the digit {digit}</source>
        <translation>Cherchez une méduse (jellyfish) sashimi sur le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="18"/>
        <source>Look for a chain of alternating strong and weak links on {digits}</source>
        <translation>Cherchez une chaîne de liens tour à tour forts et faibles sur {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="8"/>
        <source>Look for two almost locked sets linked by the digits {digits}</source>
        <translation>Cherchez deux ensembles presque bloqués reliés par les chiffres {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="11"/>
        <source>Look for three almost locked sets linked by the digits {digits}</source>
        <translation>Cherchez trois ensembles presque bloqués reliés par les chiffres {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/intersections/words.py" line="16"/>
        <source>Look at {unit}: cells where it crosses a box, with cells of both, hold as many digits as cells</source>
        <translation>Regardez {unit}&#xa0;: des cases de son croisement avec un bloc, avec des cases des deux, portent autant de chiffres que de cases</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="15"/>
        <source>Look for a loop of alternating strong and weak links on {digits}</source>
        <translation>Cherchez une boucle de liens forts et faibles alternés sur {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="21"/>
        <source>Look for a loop of alternating strong and weak links on {digits}, with a link through a group of cells of one box and line</source>
        <translation>Cherchez une boucle de liens forts et faibles alternés sur {digits}, dont un lien passe par un groupe de cases d’un bloc et d’une ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="26"/>
        <source>Look for a chain of alternating strong and weak links on {digits}, with a link through a group of cells of one box and line</source>
        <translation>Cherchez une chaîne de liens tour à tour forts et faibles sur {digits}, dont un lien passe par un groupe de cases d’un bloc et d’une ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="14"/>
        <source>Look for a chain of almost locked sets linked by the digits {digits}</source>
        <translation>Cherchez une chaîne d&apos;ensembles presque bloqués reliés par les chiffres {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/als/words.py" line="17"/>
        <source>Look for a cell each of whose candidates is linked to an almost locked set holding the digit {digit}</source>
        <translation>Cherchez une case dont chaque candidat est relié à un ensemble presque bloqué qui porte le chiffre {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/chains/words.py" line="31"/>
        <source>Look for a chain of alternating strong and weak links on {digits} that passes through an almost locked set</source>
        <translation>Cherchez une chaîne de liens forts et faibles alternés sur {digits} qui passe par un ensemble presque bloqué</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="8"/>
        <source>No pattern is left: try each candidate of one cell in turn and look for a candidate that all of them remove</source>
        <translation>Plus aucun motif&#xa0;: essayez tour à tour chaque candidat d&apos;une case et cherchez un candidat que tous éliminent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="13"/>
        <source>No pattern is left: try each place of the digit {digit} in {unit} and look for a candidate that all of them remove</source>
        <translation>Plus aucun motif&#xa0;: essayez chaque place du chiffre {digit} dans {unit} et cherchez un candidat que toutes éliminent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="18"/>
        <source>No pattern is left: try a candidate and follow what it forces, watching on the way for pointing, claiming and naked pairs and triples as well as singles</source>
        <translation>Plus aucun motif&#xa0;: essayez un candidat et suivez ce qu&apos;il impose, en guettant en chemin les candidats pointants, les réductions bloc-ligne et les paires et triplets nus autant que les singletons</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="23"/>
        <source>No pattern is left: try a candidate and follow it, testing on the way the candidates the singles cannot settle</source>
        <translation>Plus aucun motif&#xa0;: essayez un candidat et suivez-le, en testant en chemin les candidats que les singletons ne tranchent pas</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/words.py" line="28"/>
        <source>No pattern is left: only a trial whose inner trials are themselves nested removes a candidate here</source>
        <translation>Plus aucun motif&#xa0;: seul un essai dont les essais intérieurs sont eux-mêmes imbriqués élimine ici un candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="18"/>
        <source>Look for this technique: {technique}</source>
        <translation>Cherchez cette technique&#xa0;: {technique}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="20"/>
        <source>{technique}: the cell is marked on the board. Which digit goes there?</source>
        <translation>{technique}&#xa0;: la case est marquée sur la grille. Quel chiffre y va&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="23"/>
        <source>{technique} on {cells}: the pattern is marked on the board, and the candidates it removes are struck out</source>
        <translation>{technique} sur {cells}&#xa0;: le motif est marqué sur la grille, et les candidats qu&apos;il retire sont barrés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="28"/>
        <source>{technique}: place the struck-out candidate in your head and follow the singles: the grid breaks at the other marked place</source>
        <translation>{technique}&#xa0;: placez de tête le candidat barré et suivez les singletons&#xa0;: la grille casse à l&apos;autre endroit marqué</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="46"/>
        <source>One of your digits does not fit the solution: check {unit}</source>
        <translation>Un de vos chiffres ne correspond pas à la solution&#xa0;: vérifiez {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="47"/>
        <source>The digit that does not fit the solution is marked on the board</source>
        <translation>Le chiffre qui ne correspond pas à la solution est marqué sur la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="50"/>
        <source>{cell} = {digit} does not fit the solution: take it back</source>
        <translation>{cell} = {digit} ne correspond pas à la solution&#xa0;: retirez-le</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="53"/>
        <source>A candidate the solution needs was removed in {unit}</source>
        <translation>Un candidat dont la solution a besoin a été retiré dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="54"/>
        <source>The cell that lost a candidate it needs is marked on the board</source>
        <translation>La case qui a perdu un candidat nécessaire est marquée sur la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="57"/>
        <source>{cell} lost its candidate {digit}, which the solution needs: put it back</source>
        <translation>{cell} a perdu son candidat {digit}, dont la solution a besoin&#xa0;: remettez-le</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="62"/>
        <source>The grid breaks the rules: {digit} appears more than once in {unit}</source>
        <translation>La grille enfreint les règles&#xa0;: {digit} apparaît plusieurs fois dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="65"/>
        <source>The cells holding {digit} twice in {unit} are marked on the board</source>
        <translation>Les cases qui répètent {digit} dans {unit} sont marquées sur la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="68"/>
        <source>{cells} all hold {digit} in {unit}: take one of them back</source>
        <translation>{cells} contiennent toutes {digit} dans {unit}&#xa0;: retirez-en un</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="71"/>
        <source>The givens have no solution: check them</source>
        <translation>Les chiffres donnés n&apos;ont pas de solution&#xa0;: vérifiez-les</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="72"/>
        <source>The grid is full: nothing is left to do</source>
        <translation>La grille est pleine&#xa0;: il ne reste rien à faire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="73"/>
        <source>No technique applies here: the logic is stuck</source>
        <translation>Aucune technique ne s&apos;applique ici&#xa0;: la logique est bloquée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="74"/>
        <source>None of the {count} techniques finds a step; {empty} cells are left, and the rest needs a guess</source>
        <translation>Aucune des {count} techniques ne trouve d&apos;étape&#xa0;; il reste {empty} cases, et la suite demande une hypothèse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="79"/>
        <source>{stuck}. Not tried on a {size} board (they hold at 9×9 only): {titles}</source>
        <translation>{stuck}. Non essayées sur une grille {size} (elles ne valent qu’en 9×9)&#xa0;: {titles}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/hint_words.py" line="82"/>
        <source>The grid has come to a dead end: {contradiction}</source>
        <translation>La grille est dans une impasse&#xa0;: {contradiction}</translation>
    </message>
</context>
<context>
    <name>HowItWorks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="43"/>
        <source>How it works</source>
        <translation>Comment ça marche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="47"/>
        <source>Type or paste a puzzle, or keep the sample. Each way of solving it below can be watched step by step: a guess, a dead end, the step back, the next value.</source>
        <translation>Saisissez ou collez une grille, ou gardez l&apos;exemple. Chaque façon de la résoudre ci-dessous peut être regardée pas à pas&#xa0;: une hypothèse, une impasse, le retour en arrière, la valeur suivante.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="54"/>
        <source>Introduction</source>
        <translation>Introduction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="65"/>
        <source>Watch it</source>
        <translation>La regarder</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="67"/>
        <source>Watch {0}</source>
        <translation>Regarder {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="86"/>
        <source>Read along</source>
        <translation>Suivre le texte</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="88"/>
        <source>Read along seed 000</source>
        <translation>Suivre le texte de la source 000</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="100"/>
        <source>Read along: the algorithm&apos;s own text</source>
        <translation>Suivre le texte même de l&apos;algorithme</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="102"/>
        <source>Beside a watched run, the running algorithm&apos;s text: a seed&apos;s own procedure in its order and words, or a short pseudo-code of ours. The line that made the step shown is lit as you play, step, step back or move the timeline; lines note the depth, the value tried and the list position. Click a line, or point at it with the arrows and press Enter or L, to see the next step it makes. O shows the seed&apos;s French original. On the command line: sudoku-cli explain --algorithm deduction_exploration --lines.</source>
        <translation>À côté d&apos;une recherche regardée, le texte de l&apos;algorithme en cours&#xa0;: la procédure d&apos;une source dans son ordre et ses mots, ou un court pseudo-code de nous. La ligne qui a fait l&apos;étape montrée s&apos;allume quand vous lancez, avancez, reculez ou déplacez la chronologie&#xa0;; des lignes notent la profondeur, la valeur essayée et la position dans la liste. Cliquez une ligne, ou désignez-la avec les flèches et appuyez sur Entrée ou L, pour voir la prochaine étape qu&apos;elle fait. O montre l&apos;original français de la source. En ligne de commande&#xa0;: sudoku-cli explain --algorithm deduction_exploration --lines.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="114"/>
        <source>What went wrong in a typed puzzle</source>
        <translation>Ce qui ne va pas dans une grille tapée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/how_it_works.py" line="116"/>
        <source>When a puzzle you typed or pasted has no solution, Check (Ctrl+K) names the givens that are likely typos: those whose removal, or change to another digit, leaves exactly one solution. They are marked red on the board; one click changes or removes one, and Undo takes it back. When the puzzle has several solutions, Check counts them, marks where the first two differ, lets you browse them and names the given to add. Solve ▸ What went wrong? (Ctrl+Alt+K) asks at any time; on the command line, sudoku-cli check --why.</source>
        <translation>Quand une grille que vous avez tapée ou collée n&apos;a pas de solution, Vérifier (Ctrl+K) nomme les chiffres donnés qui sont sans doute des fautes de frappe&#xa0;: ceux dont le retrait, ou le changement en un autre chiffre, laisse exactement une solution. Ils sont marqués en rouge sur la grille&#xa0;; un clic en change ou en enlève un, et Annuler le reprend. Quand la grille a plusieurs solutions, Vérifier les compte, marque où les deux premières diffèrent, permet de les parcourir et nomme le chiffre à ajouter. Résolution ▸ Ce qui ne va pas&#xa0;? (Ctrl+Alt+K) le demande à tout moment&#xa0;; en ligne de commande, sudoku-cli check --why.</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="66"/>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="32"/>
        <source>Given (bold)</source>
        <translation>Donné (gras)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="33"/>
        <source>Your digit, your notes</source>
        <translation>Vos chiffres, vos notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="34"/>
        <source>Found by logic</source>
        <translation>Trouvé par la logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="35"/>
        <source>Filled by Solve or the coach</source>
        <translation>Rempli par Résoudre ou le coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="36"/>
        <source>Breaks a rule</source>
        <translation>Enfreint une règle</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="37"/>
        <source>Red slash: not the solution</source>
        <translation>Barre rouge&#xa0;: pas la solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="44"/>
        <source>To place</source>
        <translation>À placer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="45"/>
        <source>To remove</source>
        <translation>À retirer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="46"/>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="47"/>
        <source>Other colour</source>
        <translation>Autre couleur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="48"/>
        <source>Fin</source>
        <translation>Aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="43"/>
        <source>Hint&apos;s marks</source>
        <translation>Marques de l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="49"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="50"/>
        <source>Strong link</source>
        <translation>Lien fort</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="51"/>
        <source>Weak link</source>
        <translation>Lien faible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="38"/>
        <source>Solutions differ</source>
        <translation>Les solutions diffèrent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="39"/>
        <source>Highlighted digit</source>
        <translation>Chiffre surligné</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="40"/>
        <source>Row, column, box</source>
        <translation>Ligne, colonne, bloc</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/legend.py" line="41"/>
        <source>Highlighted note</source>
        <translation>Note surlignée</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="40"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="41"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="42"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="43"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="44"/>
        <source>Extreme</source>
        <translation>Extrême</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/rating/tiers.py" line="18"/>
        <source>Nightmare</source>
        <translation>Cauchemar</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/rating/tiers.py" line="19"/>
        <source>Insane</source>
        <translation>Démentiel</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/rating/tiers.py" line="20"/>
        <source>Inhuman</source>
        <translation>Inhumain</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="76"/>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="77"/>
        <source>Sudoku Desktop</source>
        <translation>Sudoku Desktop</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="137"/>
        <source>Board and side panels</source>
        <translation>Plateau et panneaux latéraux</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="140"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="191"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="192"/>
        <source>Working…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="194"/>
        <source>Busy indicator</source>
        <translation>Indicateur d&apos;activité</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="204"/>
        <source>Play time</source>
        <translation>Temps de jeu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="205"/>
        <source>Play time (View ▸ Pause stops it, Ctrl+Shift+P)</source>
        <translation>Temps de jeu (Affichage ▸ Pause l&apos;arrête, Ctrl+Maj+P)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="381"/>
        <source>The game is paused: resume it to paste (View ▸ Resume)</source>
        <translation>La partie est en pause&#xa0;: reprenez-la pour coller (Affichage ▸ Reprendre)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="333"/>
        <source>Load puzzle</source>
        <translation>Charger une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="356"/>
        <source>“{0}” is not a digit: type 1 to 9 (with Shift on an AZERTY keyboard, or on the keypad); Ctrl with a digit writes a note</source>
        <translation>«&#xa0;{0}&#xa0;» n’est pas un chiffre&#xa0;: tapez 1 à 9 (avec Maj sur un clavier AZERTY, ou sur le pavé numérique)&#xa0;; Ctrl avec un chiffre écrit une note</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="369"/>
        <source>Select a cell first</source>
        <translation>Sélectionnez d&apos;abord une case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_path.py" line="112"/>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_path.py" line="140"/>
        <source>Typing a puzzle</source>
        <translation>Saisie d’une grille</translation>
    </message>
</context>
<context>
    <name>MarksOverlay</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/marks_overlay.py" line="27"/>
        <source>Marks of the hint</source>
        <translation>Marques de l&apos;indice</translation>
    </message>
</context>
<context>
    <name>MistakeFinder</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="56"/>
        <source>Mistakes are no longer marked</source>
        <translation>Les erreurs ne sont plus marquées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="60"/>
        <source>No mistake can be shown: the puzzle has no unique solution to compare with</source>
        <translation>Aucune erreur ne peut être montrée&#xa0;: la grille n&apos;a pas de solution unique à laquelle comparer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="65"/>
        <source>Digits that differ from the solution, slashed in red: {0}</source>
        <translation>Chiffres différents de la solution, barrés en rouge&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/mistakes.py" line="70"/>
        <source>No mistake: every digit agrees with the solution</source>
        <translation>Aucune erreur&#xa0;: chaque chiffre est celui de la solution</translation>
    </message>
</context>
<context>
    <name>NewPuzzleController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="67"/>
        <source>New puzzle</source>
        <translation>Nouvelle grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="68"/>
        <source>unrated</source>
        <translation>non évaluée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="70"/>
        <source>New puzzle: {0}, {1}, {2} clues, seed {3}</source>
        <translation>Nouvelle grille&#xa0;: {0}, {1}, {2} indices, graine {3}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="90"/>
        <source>Watching the generator ({0}, seed {1}); New puzzle with this seed and level Any makes the same puzzle</source>
        <translation>Observation du générateur ({0}, graine {1})&#xa0;; Nouvelle grille avec cette graine et le niveau Indifférent donne la même grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/generate/new_puzzle.py" line="95"/>
        <source>Watching the run of the generator ({0}, seed {1}) that was steered to {2}: Use this puzzle, at its end, loads the {2} puzzle</source>
        <translation>Exécution du générateur ({0}, graine {1}) amenée au niveau {2}&#xa0;: à la fin, «&#xa0;Utiliser cette grille&#xa0;» charge la grille {2}</translation>
    </message>
</context>
<context>
    <name>PathController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="57"/>
        <source>No solution path: the grid breaks the rules: {0}</source>
        <translation>Pas de chemin de résolution&#xa0;: la grille enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="60"/>
        <source>Listing the logical solution…</source>
        <translation>Calcul de la résolution logique…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="71"/>
        <source>Solution path listed: {0} steps</source>
        <translation>Chemin de résolution&#xa0;: {0} étapes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="84"/>
        <source>The board changed since the path was listed: show the logical solution again</source>
        <translation>La grille a changé depuis le calcul du chemin&#xa0;: affichez de nouveau la résolution logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="91"/>
        <source>Apply the solution path up to step {0}</source>
        <translation>Appliquer le chemin de résolution jusqu&apos;à l&apos;étape {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_controller.py" line="94"/>
        <source>Applied the first {0} steps of the solution path</source>
        <translation>Les {0} premières étapes du chemin de résolution sont appliquées</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="98"/>
        <source>The game is paused: resume it to play (View ▸ Resume)</source>
        <translation>La partie est en pause&#xa0;: reprenez-la pour jouer (Affichage ▸ Reprendre)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="109"/>
        <source>Showing your notes (View ▸ Small digits)</source>
        <translation>Vos notes sont affichées (Affichage ▸ Petits chiffres)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="124"/>
        <source>Notes mode: digits write notes</source>
        <translation>Mode notes&#xa0;: les chiffres écrivent des notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="124"/>
        <source>Notes mode off</source>
        <translation>Mode notes désactivé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="160"/>
        <source>Select a cell first (click it, or Tab to the board)</source>
        <translation>Sélectionnez d&apos;abord une case (cliquez-la, ou Tab jusqu&apos;à la grille)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="167"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="174"/>
        <source>Paused: the clock is stopped (View ▸ Resume goes on)</source>
        <translation>En pause&#xa0;: le chronomètre est arrêté (Affichage ▸ Reprendre pour continuer)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="184"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="186"/>
        <source>Resume the game: show the board, run the clock</source>
        <translation>Reprendre la partie&#xa0;: la grille réapparaît, le chronomètre repart</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="188"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="190"/>
        <source>Pause the game: hide the board, stop the clock</source>
        <translation>Mettre la partie en pause&#xa0;: la grille est cachée, le chronomètre s&apos;arrête</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="178"/>
        <source>Resumed</source>
        <translation>Reprise</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="52"/>
        <source>As fast as possible</source>
        <translation>Aussi vite que possible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="53"/>
        <source>{0} steps/s</source>
        <translation>{0} pas/s</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="258"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="307"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="387"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="258"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="292"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="387"/>
        <source>Play or pause</source>
        <translation>Lecture ou pause</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="261"/>
        <source>◀ Step</source>
        <translation>◀ Pas</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="261"/>
        <source>Step back</source>
        <translation>Un pas en arrière</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="264"/>
        <source>Step ▶</source>
        <translation>Pas ▶</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="264"/>
        <source>One step</source>
        <translation>Un pas</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="267"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="307"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="385"/>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="365"/>
        <source>Stop the search</source>
        <translation>Arrêter la recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="383"/>
        <source>Pause the search</source>
        <translation>Mettre la recherche en pause</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="385"/>
        <source>Start the search again from the beginning</source>
        <translation>Relancer la recherche depuis le début</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="272"/>
        <source>Next guess</source>
        <translation>Hypothèse suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="273"/>
        <source>Jump to the next guess</source>
        <translation>Aller à la prochaine hypothèse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="279"/>
        <source>Next dead end</source>
        <translation>Impasse suivante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="280"/>
        <source>Jump to the next contradiction</source>
        <translation>Aller à la prochaine impasse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="286"/>
        <source>Next backtrack</source>
        <translation>Retour arrière suivant</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="287"/>
        <source>Jump to the next backtrack</source>
        <translation>Aller au prochain retour arrière</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="313"/>
        <source>From 1 step a second to as fast as possible</source>
        <translation>D&apos;un pas par seconde à aussi vite que possible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="320"/>
        <source>Any step of the run so far</source>
        <translation>N&apos;importe quel pas de l&apos;exécution jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="326"/>
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="333"/>
        <source>Timeline:</source>
        <translation>Chronologie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="307"/>
        <location filename="../../sudoku_desktop/gui/watch/controls.py" line="383"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>Powers</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="58"/>
        <source>No deduction</source>
        <translation>Aucune déduction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="59"/>
        <source>Naked singles</source>
        <translation>Singletons nus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="60"/>
        <source>Naked and hidden singles</source>
        <translation>Singletons nus et cachés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="61"/>
        <source>Singles, subsets and locked candidates</source>
        <translation>Singletons, sous-ensembles et candidats verrouillés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/common.py" line="62"/>
        <source>All rules and probing</source>
        <translation>Toutes les règles, essais et contradictions compris</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="36"/>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="37"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="42"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="42"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="46"/>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="47"/>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="47"/>
        <source>Colour-blind safe (Okabe–Ito)</source>
        <translation>Adaptées au daltonisme (Okabe–Ito)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="51"/>
        <source>Small digits</source>
        <translation>Petits chiffres</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="52"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="52"/>
        <source>My notes</source>
        <translation>Mes notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="52"/>
        <source>All candidates</source>
        <translation>Tous les candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="56"/>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation>Placer un chiffre le retire des notes de sa ligne, sa colonne et son bloc</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="59"/>
        <source>Pause the game when the window loses focus</source>
        <translation>Mettre la partie en pause quand la fenêtre perd le focus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="63"/>
        <source>Typing a puzzle, move to the next cell after each digit</source>
        <translation>En tapant une grille, passer à la case suivante après chaque chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="66"/>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="70"/>
        <source>Animation speed</source>
        <translation>Vitesse de l&apos;animation</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="72"/>
        <source>Reduced motion (no flashes or fades)</source>
        <translation>Animations réduites (ni clignotements ni fondus)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="78"/>
        <source>Default algorithm</source>
        <translation>Algorithme par défaut</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="84"/>
        <source>Deduction power</source>
        <translation>Puissance de déduction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="88"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="89"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Couleurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="90"/>
        <source>S&amp;mall digits:</source>
        <translation>Petits c&amp;hiffres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="94"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Vitesse de l&apos;animation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="97"/>
        <source>Default &amp;algorithm:</source>
        <translation>&amp;Algorithme par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="98"/>
        <source>Deduction &amp;power:</source>
        <translation>&amp;Puissance de déduction&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="99"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="137"/>
        <source>As fast as possible</source>
        <translation>Aussi vite que possible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/preferences_dialog.py" line="139"/>
        <source>{0} steps a second</source>
        <translation>{0} pas par seconde</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="215"/>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="214"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="196"/>
        <source>Preparing the pages to print…</source>
        <translation>Préparation des pages à imprimer…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="206"/>
        <source>Pages printed: {0}</source>
        <translation>Pages imprimées&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="222"/>
        <source>Writing {0}…</source>
        <translation>Écriture de {0}…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="228"/>
        <source>Could not export the PDF: {0}</source>
        <translation>Impossible d&apos;exporter le PDF&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="230"/>
        <source>Wrote {1} (pages: {0})</source>
        <translation>{1} écrit (pages&#xa0;: {0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="235"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="235"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="236"/>
        <source>Export board as image</source>
        <translation>Exporter la grille en image</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="248"/>
        <source>Sudoku board</source>
        <translation>Grille de sudoku</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="252"/>
        <source>Could not export the board: {0}</source>
        <translation>Impossible d&apos;exporter la grille&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="255"/>
        <source>Board saved as {0}</source>
        <translation>Grille enregistrée sous {0}</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="89"/>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="90"/>
        <source>Print options</source>
        <translation>Options d&apos;impression</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="92"/>
        <source>Puzzles to print</source>
        <translation>Grilles à imprimer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="93"/>
        <source>The puzzle on the board</source>
        <translation>La grille affichée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="96"/>
        <source>Every puzzle of the open list ({0})</source>
        <translation>Toutes les grilles de la liste ouverte ({0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="98"/>
        <source>Puzzles a page</source>
        <translation>Grilles par page</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="101"/>
        <source>Add the solutions on pages of their own</source>
        <translation>Ajouter les solutions sur des pages à part</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="104"/>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Grilles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="107"/>
        <source>P&amp;er page:</source>
        <translation>&amp;Par page&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/printing.py" line="115"/>
        <source>Print options buttons</source>
        <translation>Boutons des options d&apos;impression</translation>
    </message>
</context>
<context>
    <name>PrintPages</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/print_pages.py" line="145"/>
        <source>Puzzle {number}</source>
        <translation>Grille {number}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/print_pages.py" line="147"/>
        <source>Solution {number}</source>
        <translation>Solution {number}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/print_pages.py" line="149"/>
        <source>difficulty {difficulty} · {level}</source>
        <translation>difficulté {difficulty} · {level}</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="60"/>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="89"/>
        <source>Choose a puzzle</source>
        <translation>Choisir une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="93"/>
        <source>{0} puzzles: pick one (hover a row for its verdict).</source>
        <translation>{0} grilles&#xa0;: choisissez-en une (survolez une ligne pour voir son verdict).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="96"/>
        <source>Puzzle count</source>
        <translation>Nombre de grilles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="99"/>
        <source>Puzzles</source>
        <translation>Grilles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/puzzle_list_dialog.py" line="121"/>
        <source>Dialog buttons</source>
        <translation>Boutons du dialogue</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="61"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="62"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="64"/>
        <source>Page &amp;order:</source>
        <translation>&amp;Ordre des pages&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="65"/>
        <source>Pages &amp;per sheet:</source>
        <translation>&amp;Pages par feuille&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/application.py" line="63"/>
        <source>Page &amp;Set:</source>
        <translation>&amp;Ensemble de pages&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RatingStatus</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="95"/>
        <source>Puzzle rating</source>
        <translation>Difficulté de la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="145"/>
        <source>Rating…</source>
        <translation>Évaluation…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="171"/>
        <source>Difficulty {difficulty} · {level}</source>
        <translation>Difficulté {difficulty} · {level}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="175"/>
        <source>Not rated: the givens break the rules</source>
        <translation>Non évaluée&#xa0;: les chiffres donnés enfreignent les règles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="176"/>
        <source>Not rated: no solution</source>
        <translation>Non évaluée&#xa0;: aucune solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="177"/>
        <source>Not rated: several solutions</source>
        <translation>Non évaluée&#xa0;: plusieurs solutions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="184"/>
        <source>The compiled engine runs (mypyc).</source>
        <translation>Le moteur compilé tourne (mypyc).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="185"/>
        <source>The pure-Python engine runs; ./dev build compiles it, faster.</source>
        <translation>Le moteur en Python pur tourne&#xa0;; ./dev build le compile, plus rapide.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="192"/>
        <source>{tier} from {start}</source>
        <translation>{tier} dès {start}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="198"/>
        <source>The difficulty is on Sudoku Explainer&apos;s scale, 1.0 to about 12; the level is the hardest technique the puzzle needs, as HoDoKu rates, Extreme told apart by the difficulty: {tiers}.</source>
        <translation>La difficulté est sur l’échelle de Sudoku Explainer, de 1,0 à 12 environ&#xa0;; le niveau est celui de la technique la plus difficile dont la grille a besoin, comme HoDoKu l’évalue, Extrême départagé par la difficulté&#xa0;: {tiers}.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/rating_status.py" line="211"/>
        <source>Not rated: {0}</source>
        <translation>Non évaluée&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>ReadAlong</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="31"/>
        <source>{cell}, 1st of {total}</source>
        <translation>{cell}, 1re sur {total}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="32"/>
        <source>{cell}, 2nd of {total}</source>
        <translation>{cell}, 2e sur {total}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="33"/>
        <source>{cell}, 3rd of {total}</source>
        <translation>{cell}, 3e sur {total}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="35"/>
        <source>{cell}, {rank}th of {total}</source>
        <translation>{cell}, {rank}e sur {total}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="94"/>
        <source>depth {depth}</source>
        <translation>profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="99"/>
        <source>pass {number} of at most {limit}</source>
        <translation>passage {number} sur {limit} au plus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="117"/>
        <source>{cell}: no value left</source>
        <translation>{cell}&#xa0;: plus aucune valeur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="120"/>
        <source>{cell}: no value fits</source>
        <translation>{cell}&#xa0;: aucune valeur ne convient</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="159"/>
        <source>cell n°{number} of {count}</source>
        <translation>cellule n°{number} sur {count}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/read_along.py" line="162"/>
        <source>cell n°{number} of {count} ({cell})</source>
        <translation>cellule n°{number} sur {count} ({cell})</translation>
    </message>
</context>
<context>
    <name>Rescue</name>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="25"/>
        <source>The autosaved session could not be read ({0}); a sample puzzle is loaded.</source>
        <translation>La session enregistrée automatiquement n&apos;a pas pu être lue ({0})&#xa0;; une grille d&apos;exemple est chargée.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="30"/>
        <source>The damaged file is kept as {0}.</source>
        <translation>Le fichier endommagé est conservé sous le nom {0}.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="34"/>
        <source>It could not be set aside, so it is not overwritten.</source>
        <translation>Il n&apos;a pas pu être mis de côté&#xa0;: il ne sera donc pas écrasé.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/app/rescue.py" line="41"/>
        <source>Its board could be rescued.</source>
        <translation>Sa grille a pu être récupérée.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/rescue.py" line="25"/>
        <source>Restore the rescued board</source>
        <translation>Rétablir la grille récupérée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/rescue.py" line="28"/>
        <source>The rescued board is back; Undo takes it away</source>
        <translation>La grille récupérée est rétablie&#xa0;; Annuler la retire</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/rescue.py" line="31"/>
        <source>&amp;Restore its board</source>
        <translation>Rétablir &amp;sa grille</translation>
    </message>
</context>
<context>
    <name>RunSidePanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="144"/>
        <source>Press Play or Step to start the search.</source>
        <translation>Appuyez sur Lecture ou Pas pour lancer la recherche.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="158"/>
        <source>&lt;b&gt;Step&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pas&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="160"/>
        <source>&lt;b&gt;Guesses standing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hypothèses en cours&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="162"/>
        <source>&lt;b&gt;Counters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Compteurs&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/run_view.py" line="222"/>
        <source>The puzzle as given.</source>
        <translation>La grille telle que donnée.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/run_view.py" line="225"/>
        <source>Stopped after {0} steps. Restart (Space) starts the search again from the beginning; Step back and the timeline browse this run.</source>
        <translation>Arrêtée après {0} pas. Recommencer (Espace) relance la recherche depuis le début&#xa0;; «&#xa0;◀ Pas&#xa0;» et la chronologie parcourent cette exécution.</translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="19"/>
        <source>Seed 004&apos;s example</source>
        <translation>L’exemple de la source 004</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="20"/>
        <source>Singles get stuck</source>
        <translation>Les singletons bloquent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="21"/>
        <source>Beyond the rules</source>
        <translation>Au-delà des règles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="22"/>
        <source>Two solutions</source>
        <translation>Deux solutions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="23"/>
        <source>4×4: a whole search on one screen</source>
        <translation>4×4&#xa0;: toute une recherche sur un écran</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="24"/>
        <source>16×16: symbols 1 to 9, then A to G</source>
        <translation>16×16&#xa0;: symboles 1 à 9, puis A à G</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/files/samples.py" line="25"/>
        <source>25×25: symbols A to Y</source>
        <translation>25×25&#xa0;: symboles A à Y</translation>
    </message>
</context>
<context>
    <name>SearchOrder</name>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="72"/>
        <source>{cell} chosen: the last empty cell</source>
        <translation>{cell} choisie&#xa0;: la dernière case vide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="79"/>
        <source>{cell} chosen: the first empty cell in reading order ({count} possible values; the {others} other empty cells have {low} to {high})</source>
        <translation>{cell} choisie&#xa0;: la première case vide dans l&apos;ordre de lecture ({count} valeurs possibles&#xa0;; les {others} autres cases vides en ont de {low} à {high})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="85"/>
        <source>{cell} chosen: {count} possible values, the fewest (the {others} other empty cells have {low} to {high}; {ties} tie with it and come later in reading order)</source>
        <translation>{cell} choisie&#xa0;: {count} valeurs possibles, le moins (les {others} autres cases vides en ont de {low} à {high}&#xa0;; {ties} à égalité viennent plus loin dans l&apos;ordre de lecture)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_order.py" line="91"/>
        <source>{cell} chosen: {count} possible values, the fewest (the {others} other empty cells have {low} to {high})</source>
        <translation>{cell} choisie&#xa0;: {count} valeurs possibles, le moins (les {others} autres cases vides en ont de {low} à {high})</translation>
    </message>
</context>
<context>
    <name>SearchOrderModel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="117"/>
        <source>Position in the list</source>
        <translation>Position dans la liste</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="118"/>
        <source>The cell</source>
        <translation>La case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="119"/>
        <source>How many values the givens left it when the list was built</source>
        <translation>Combien de valeurs les données lui laissaient quand la liste a été établie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="120"/>
        <source>The value written now, the next value to try, or a dead end</source>
        <translation>La valeur inscrite maintenant, la prochaine valeur à essayer, ou une impasse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>Cell</source>
        <translation>Case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>Cand.</source>
        <translation>Cand.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="124"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="149"/>
        <source>dead end</source>
        <translation>impasse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="151"/>
        <source>next: {digit}</source>
        <translation>suivante&#xa0;: {digit}</translation>
    </message>
</context>
<context>
    <name>SearchOrderPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="216"/>
        <source>&lt;b&gt;Search order&lt;/b&gt;, built before the search</source>
        <translation>&lt;b&gt;Ordre de parcours&lt;/b&gt;, établi avant la recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="218"/>
        <source>&lt;b&gt;Chosen cell&lt;/b&gt;</source>
        <translation>&lt;b&gt;Case choisie&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_order.py" line="287"/>
        <source>No guess yet: every value so far was deduced.</source>
        <translation>Aucune supposition encore&#xa0;: chaque valeur jusqu&apos;ici a été déduite.</translation>
    </message>
</context>
<context>
    <name>SearchTree</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="119"/>
        <source>The one hypothesis</source>
        <translation>L’unique hypothèse ajoutée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="118"/>
        <source>The last %1 hypotheses</source>
        <translation>Les %1 dernières hypothèses</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="118"/>
        <source>Every hypothesis (%1)</source>
        <translation>Toutes les hypothèses (%1)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="121"/>
        <source>The last %1 guesses</source>
        <translation>Les %1 dernières hypothèses</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="121"/>
        <source>Every guess (%1)</source>
        <translation>Toutes les hypothèses (%1)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="122"/>
        <source>The one guess</source>
        <translation>L’unique hypothèse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/search_tree.py" line="124"/>
        <source>No guess</source>
        <translation>Aucune hypothèse</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="57"/>
        <source>Move between cells</source>
        <translation>Se déplacer entre les cases</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="58"/>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="61"/>
        <source>Enter a digit</source>
        <translation>Saisir un chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="67"/>
        <source>Clear a cell</source>
        <translation>Vider une case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="68"/>
        <source>Delete, Backspace, 0</source>
        <translation>Suppr, Retour arrière, 0</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="71"/>
        <source>Write or erase a note</source>
        <translation>Écrire ou effacer une note</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="62"/>
        <source>1 to 9 as the keyboard types them (Shift+digit on AZERTY)</source>
        <translation>1 à 9 tels que le clavier les tape (Maj+chiffre en AZERTY)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="72"/>
        <source>Ctrl+1 to 9, notes mode (N), or click a small digit</source>
        <translation>Ctrl+1 à 9, le mode notes (N), ou clic sur un petit chiffre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="77"/>
        <source>Leave the board, come back</source>
        <translation>Quitter la grille, y revenir</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="78"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="89"/>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="90"/>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="93"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="95"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="95"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/help/shortcuts_dialog.py" line="106"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SideArea</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_area.py" line="163"/>
        <location filename="../../sudoku_desktop/gui/window/side_area.py" line="165"/>
        <source>Side panels</source>
        <translation>Panneaux latéraux</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="26"/>
        <source>Hint and coach</source>
        <translation>Indice et coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="29"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="31"/>
        <source>Hint text</source>
        <translation>Texte de l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="32"/>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="107"/>
        <source>Ask for a hint to see the next logical step.</source>
        <translation>Demandez un indice pour voir la prochaine étape logique.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="34"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="34"/>
        <source>Apply the hint</source>
        <translation>Appliquer l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="42"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="44"/>
        <source>Coach text</source>
        <translation>Texte du coach</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="46"/>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="48"/>
        <source>Give up suggesting values</source>
        <translation>Ne plus suggérer de valeurs</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="55"/>
        <source>Hint and coach waiting</source>
        <translation>Indice et coach en attente</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/side_panel.py" line="58"/>
        <source>A search is watched on the board: the hint and the coach come back with your puzzle (Esc, or Back to my puzzle).</source>
        <translation>Une recherche est regardée sur le plateau&#xa0;: l’indice et le coach reviennent avec votre grille (Échap, ou Revenir à ma grille).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="23"/>
        <source>{cell} = {digit} — hypothesis {depth}</source>
        <translation>{cell} = {digit} — hypothèse {depth}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="28"/>
        <source>no value left</source>
        <translation>plus aucune valeur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="30"/>
        <source>next to try: {digits}</source>
        <translation>à essayer ensuite&#xa0;: {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="33"/>
        <source>{cell} = {digit} — depth {depth}</source>
        <translation>{cell} = {digit} — niveau {depth}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="59"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="70"/>
        <source>Steps:</source>
        <translation>Pas&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="71"/>
        <source>Guesses:</source>
        <translation>Hypothèses&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="72"/>
        <source>Backtracks:</source>
        <translation>Retours arrière&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="73"/>
        <source>Contradictions:</source>
        <translation>Impasses&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="74"/>
        <source>Max depth:</source>
        <translation>Profondeur max.&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/side_panel.py" line="75"/>
        <source>Search time:</source>
        <translation>Temps de recherche&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SideTimeline</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="46"/>
        <source>Any step of this run so far</source>
        <translation>N&apos;importe quelle étape de cette recherche jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/compare_window.py" line="52"/>
        <source>Timeline:</source>
        <translation>Chronologie&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SolutionPath</name>
    <message>
        <location filename="../../sudoku_desktop/core/solution_path.py" line="24"/>
        <source>Logic stops here: none of the {count} techniques finds a step, {empty} cells are left empty and the rest needs a guess</source>
        <translation>La logique s&apos;arrête ici&#xa0;: aucune des {count} techniques ne trouve d&apos;étape, {empty} cases restent vides et la suite demande une hypothèse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/solution_path.py" line="29"/>
        <source>Logic stops here: {contradiction}, so a digit or a candidate removed before was wrong</source>
        <translation>La logique s&apos;arrête ici&#xa0;: {contradiction}, donc un chiffre ou un candidat retiré plus tôt était faux</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/solution_path.py" line="33"/>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
</context>
<context>
    <name>SolutionPathPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="48"/>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="59"/>
        <source>Solution path</source>
        <translation>Chemin de résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="54"/>
        <source>Show the logical solution, or solve logically, to list its steps.</source>
        <translation>Affichez la résolution logique, ou résolvez par la logique, pour en lister les étapes.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="57"/>
        <source>Solution path summary</source>
        <translation>Résumé du chemin de résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="60"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="60"/>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="60"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="76"/>
        <source>The board before the selected step</source>
        <translation>La grille avant l&apos;étape choisie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="77"/>
        <source>Apply up to this step</source>
        <translation>Appliquer jusqu&apos;à cette étape</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="78"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="79"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="80"/>
        <source>Technique guide</source>
        <translation>Guide des techniques</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="81"/>
        <source>Whole chain…</source>
        <translation>Chaîne entière…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="136"/>
        <source>{0} logical steps, then: {1}</source>
        <translation>{0} étapes logiques, puis&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="140"/>
        <source>(listed for another puzzle: Ctrl+L lists this one)</source>
        <translation>(chemin d&apos;une autre grille&#xa0;: Ctrl+L donne celui de celle-ci)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="248"/>
        <source>Could not export the solution path: {0}</source>
        <translation>Impossible d&apos;exporter le chemin de résolution&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="251"/>
        <source>Solution path exported to {0}</source>
        <translation>Chemin de résolution exporté vers {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="257"/>
        <source>Export the solution path</source>
        <translation>Exporter le chemin de résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/path_panel.py" line="256"/>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
</context>
<context>
    <name>SolvingController</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="55"/>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="72"/>
        <source>Check: the grid is full and valid — solved</source>
        <translation>Vérification&#xa0;: la grille est pleine et valide — résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="75"/>
        <source>Check: the grid breaks the rules: {0}</source>
        <translation>Vérification&#xa0;: la grille enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="77"/>
        <source>Check: {0}</source>
        <translation>Vérification&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="80"/>
        <source>{cell} = {digit} leaves no solution</source>
        <translation>{cell} = {digit} ne laisse aucune solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="85"/>
        <source>{verdict}: {blamed}</source>
        <translation>{verdict}&#xa0;: {blamed}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="98"/>
        <source>Cannot solve: the grid breaks the rules: {0}</source>
        <translation>Résolution impossible&#xa0;: la grille enfreint les règles&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="101"/>
        <source>Solving with logic…</source>
        <translation>Résolution par la logique…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="111"/>
        <source>No solution, nothing filled: {0}</source>
        <translation>Aucune solution, rien n&apos;est rempli&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="113"/>
        <source>Solve logically</source>
        <translation>Résoudre par la logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="114"/>
        <source>Filled {0} cells</source>
        <translation>{0} cases remplies</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="117"/>
        <source>, {0} eliminations</source>
        <translation>, {0} éliminations</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="129"/>
        <source>solved</source>
        <translation>résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="131"/>
        <source>contradiction: {0}</source>
        <translation>contradiction&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="132"/>
        <source>stuck with {0} empty cells</source>
        <translation>bloquée avec {0} cases vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="142"/>
        <source>The logic is stuck with {0} empty cells. Suggest a value: select a cell and type a digit. Or give up.</source>
        <translation>La logique est bloquée avec {0} cases vides. Suggérez une valeur&#xa0;: sélectionnez une case et tapez un chiffre. Ou abandonnez.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="147"/>
        <source>Forcing chains go on without a guess: Solve ▸ Rules ▸ Full rule set and forcing chains (Ctrl+Alt+3).</source>
        <translation>Les chaînes forcées continuent sans deviner&#xa0;: Résoudre ▸ Règles ▸ Toutes les règles et les chaînes forcées (Ctrl+Alt+3).</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="159"/>
        <source>Refused {0}: the grid breaks the rules: {1}</source>
        <translation>{0} refusé&#xa0;: la grille enfreint les règles&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="163"/>
        <source>Checking {0} = {1}…</source>
        <translation>Vérification de {0} = {1}…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="171"/>
        <source>Refused {0}: {1}. Suggest another value, or give up.</source>
        <translation>{0} refusé&#xa0;: {1}. Suggérez une autre valeur, ou abandonnez.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="175"/>
        <source>Refused {0}: {1}</source>
        <translation>{0} refusé&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="180"/>
        <source>Suggestion {0}</source>
        <translation>Suggestion {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="183"/>
        <source>Solved with your suggestion {0}</source>
        <translation>Résolue avec votre suggestion {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="186"/>
        <source>Accepted {0}; the logic filled {1} more cells and is stuck again with {2} empty cells. Suggest another value, or give up.</source>
        <translation>{0} accepté&#xa0;; la logique a rempli {1} cases de plus et est de nouveau bloquée avec {2} cases vides. Suggérez une autre valeur, ou abandonnez.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="190"/>
        <source>Accepted {0}</source>
        <translation>{0} accepté</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="196"/>
        <source>Suggestions ended</source>
        <translation>Fin des suggestions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="229"/>
        <source>The logic goes on with the rules chosen: Solve logically (Shift+F5)</source>
        <translation>La logique continue avec les règles choisies&#xa0;: Résoudre par la logique (Maj+F5)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="240"/>
        <source>Solving…</source>
        <translation>Résolution…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="246"/>
        <source>Cannot solve: {0}</source>
        <translation>Résolution impossible&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="249"/>
        <source>Solve</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="251"/>
        <source>Solved: filled the {0} remaining cells</source>
        <translation>Résolue&#xa0;: les {0} cases restantes sont remplies</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="253"/>
        <source>No solution: this board cannot be completed</source>
        <translation>Aucune solution&#xa0;: cette grille ne peut pas être complétée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="256"/>
        <source>Several solutions: not filled (use Check to see where two differ)</source>
        <translation>Plusieurs solutions&#xa0;: rien n&apos;est rempli (Vérifier montre où deux d&apos;entre elles diffèrent)</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="319"/>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/wording.py" line="63"/>
        <source>{rest} and {last}</source>
        <translation>{rest} et {last}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/geometry.py" line="389"/>
        <source>row {0}</source>
        <translation>la ligne {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/geometry.py" line="390"/>
        <source>column {0}</source>
        <translation>la colonne {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/geometry.py" line="391"/>
        <source>box {0}</source>
        <translation>le bloc {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="115"/>
        <source>Hidden single: {digit} fits only {cell} in {unit}</source>
        <translation>Singleton caché&#xa0;: dans {unit}, {digit} ne peut aller qu&apos;en {cell}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="121"/>
        <source>Full house: {cell} is the last empty cell of {unit}, so it is {digit}</source>
        <translation>Dernière case libre&#xa0;: dans {unit}, seule {cell} est vide, elle vaut donc {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="126"/>
        <source>Naked single: {cell} can only be {digit}</source>
        <translation>Singleton nu&#xa0;: {cell} ne peut être que {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="129"/>
        <source>BUG+1: {cell} is the only cell with three candidates; without {digit} every unit would hold each candidate twice (two solutions), so {cell} is {digit}</source>
        <translation>BUG+1&#xa0;: {cell} est la seule case à trois candidats&#xa0;; sans {digit}, chaque unité contiendrait chaque candidat deux fois (deux solutions), donc {cell} vaut {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="136"/>
        <source>Your suggestion: {cell} = {digit}</source>
        <translation>Votre suggestion&#xa0;: {cell} = {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="138"/>
        <source>{title}: {cell} = {digit}</source>
        <translation>{title}&#xa0;: {cell} = {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="192"/>
        <source>If {cell} were {digit}, {failure}, so {cell} is not {digit}</source>
        <translation>Si {cell} valait {digit}, {failure}, donc {cell} ne vaut pas {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="207"/>
        <source> on {cells}</source>
        <translation> sur {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="210"/>
        <source> in {units}</source>
        <translation> dans {units}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="204"/>
        <source> ({digits})</source>
        <translation> ({digits})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="22"/>
        <source> (pivot {pivot}; pincers {pincers}, both with {digit})</source>
        <translation> (pivot {pivot}&#xa0;; pinces {pincers}, toutes deux avec {digit})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="23"/>
        <source> (wings {cells} holding {y} and {x}, linked by the strong link on {x} between {ends} in {unit})</source>
        <translation> (ailes {cells} à {y} et {x}, reliées par le lien fort sur {x} entre {ends} dans {unit})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="28"/>
        <source> on {digit}: base {base}, cover {cover}</source>
        <translation> sur le {digit}&#xa0;: en base {base}, en couverture {cover}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="29"/>
        <source> on {digit}: base {base}, cover {cover}, fin {fins}</source>
        <translation> sur le {digit}&#xa0;: en base {base}, en couverture {cover}, aileron {fins}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="30"/>
        <source> on {digit}: base {base}, cover {cover}, fins {fins}</source>
        <translation> sur le {digit}&#xa0;: en base {base}, en couverture {cover}, ailerons {fins}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="31"/>
        <source>{name}: {cells} with {digits}</source>
        <translation>{name}&#xa0;: {cells} avec {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="33"/>
        <source> ({sets}; restricted common {common})</source>
        <translation> ({sets}&#xa0;; commun restreint {common})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="34"/>
        <source> ({sets}; restricted commons {commons})</source>
        <translation> ({sets}&#xa0;; communs restreints {commons})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="35"/>
        <source> {chain} ({sets})</source>
        <translation> {chain} ({sets})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="36"/>
        <source> {chain} ({sets}; restricted common {common})</source>
        <translation> {chain} ({sets}&#xa0;; commun restreint {common})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="37"/>
        <source> {chain} ({sets}; restricted commons {commons})</source>
        <translation> {chain} ({sets}&#xa0;; communs restreints {commons})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="173"/>
        <source>{digits} from {cells}</source>
        <translation>{digits} de {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="214"/>
        <source>{title}{pattern}: remove {digits} from {cells}</source>
        <translation>{title}{pattern}&#xa0;: retirer {digits} de {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="218"/>
        <source>{title}{pattern}: remove {removals}</source>
        <translation>{title}{pattern}&#xa0;: retirer {removals}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="237"/>
        <source>next to try: {digits}</source>
        <translation>à essayer ensuite&#xa0;: {digits}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="240"/>
        <source>no other value left</source>
        <translation>aucune autre valeur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="241"/>
        <source>Guess at depth {depth}: {cell} = {digit} ({left})</source>
        <translation>Hypothèse au niveau {depth}&#xa0;: {cell} = {digit} ({left})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="258"/>
        <source>{cell} would have no candidate left</source>
        <translation>{cell} n&apos;aurait plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="261"/>
        <source>{digit} would have no place left in {unit}</source>
        <translation>{digit} n&apos;aurait plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="265"/>
        <source>the grid would break a rule</source>
        <translation>la grille enfreindrait une règle</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="269"/>
        <source>Contradiction: {cell} has no candidate left</source>
        <translation>Contradiction&#xa0;: {cell} n&apos;a plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="272"/>
        <source>Contradiction: {digit} has no place left in {unit}</source>
        <translation>Contradiction&#xa0;: {digit} n&apos;a plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="278"/>
        <source>Contradiction</source>
        <translation>Contradiction</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="297"/>
        <source>Back to the start: no value is left to try</source>
        <translation>Retour au début&#xa0;: il ne reste aucune valeur à essayer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="301"/>
        <source>Back to {cell} at depth {depth}: no value left, going back further</source>
        <translation>Retour à {cell} au niveau {depth}&#xa0;: plus aucune valeur, on remonte encore</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="305"/>
        <source>Back to {cell} at depth {depth}, next value {digit}</source>
        <translation>Retour à {cell} au niveau {depth}, valeur suivante {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="331"/>
        <source>Stuck: no rule applies, {empty} cells left empty — suggest a value for a cell, or give up</source>
        <translation>Bloqué&#xa0;: aucune règle ne s&apos;applique, {empty} cases restent vides — suggérez une valeur pour une case, ou abandonnez</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="337"/>
        <source>Stuck: no rule applies, {empty} cells left empty</source>
        <translation>Bloqué&#xa0;: aucune règle ne s&apos;applique, {empty} cases restent vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="44"/>
        <source>Refused: {cell} already holds {digit}</source>
        <translation>Refusé&#xa0;: {cell} contient déjà {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="47"/>
        <source>Refused: {digit} is already in {unit}</source>
        <translation>Refusé&#xa0;: {digit} est déjà dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="50"/>
        <source>Refused: if {cell} were {digit}, {failure}</source>
        <translation>Refusé&#xa0;: si {cell} valait {digit}, {failure}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="53"/>
        <source>Refused: {cell} cannot be {digit}</source>
        <translation>Refusé&#xa0;: {cell} ne peut pas valoir {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="82"/>
        <source>singles</source>
        <translation>singletons</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="83"/>
        <source>naked singles</source>
        <translation>singletons nus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="84"/>
        <source>hidden singles</source>
        <translation>singletons cachés</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="74"/>
        <source>1 cell</source>
        <translation>1 case remplie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="76"/>
        <source>{count} cells</source>
        <translation>{count} cases remplies</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/search_steps.py" line="77"/>
        <source>Pass {number} ({what}): {cells} filled</source>
        <translation>Passe {number} ({what})&#xa0;: {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="348"/>
        <source>No solution: every value was tried</source>
        <translation>Aucune solution&#xa0;: toutes les valeurs ont été essayées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="63"/>
        <source>{digit} in {cell}</source>
        <translation>{digit} en {cell}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="69"/>
        <source>Dead end: {cell} has no value left: {holders}</source>
        <translation>Impasse&#xa0;: {cell} n&apos;a plus aucune valeur&#xa0;: {holders}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="71"/>
        <source>Dead end: {cell} has no value left: {holders}; deduction ruled out the rest</source>
        <translation>Impasse&#xa0;: {cell} n&apos;a plus aucune valeur&#xa0;: {holders}&#xa0;; la déduction a exclu le reste</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="77"/>
        <source>Dead end: {digit} has no place left in {unit}: {cells} hold {digit} and see its empty cells</source>
        <translation>Impasse&#xa0;: {digit} n&apos;a plus de place dans {unit}&#xa0;: {cells} contiennent {digit} et voient ses cases vides</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/search/dead_ends.py" line="83"/>
        <source>Dead end: {digit} has no place left in {unit}: {cells} hold {digit} and see its empty cells; deduction ruled out the rest</source>
        <translation>Impasse&#xa0;: {digit} n&apos;a plus de place dans {unit}&#xa0;: {cells} contiennent {digit} et voient ses cases vides&#xa0;; la déduction a exclu le reste</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="94"/>
        <source>{cell} = {digit} (the only place for {digit} in {unit})</source>
        <translation>{cell} = {digit} (la seule place du {digit} dans {unit})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="95"/>
        <source>{cell} = {digit} (its last candidate)</source>
        <translation>{cell} = {digit} (son dernier candidat)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="96"/>
        <source>{cell} ≠ {digit}</source>
        <translation>{cell} ≠ {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="97"/>
        <source>{cell} ≠ {digit} (its own trial: {count} links)</source>
        <translation>{cell} ≠ {digit} (par son propre essai&#xa0;: {count} liens)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="98"/>
        <source>{cell} ≠ {digit} (in {unit}, {digit} lies only in {line})</source>
        <translation>{cell} ≠ {digit} (dans {unit}, le {digit} n&apos;est que dans {line})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="101"/>
        <source>{cell} ≠ {digit} (in {unit}, {cells} hold only {digits})</source>
        <translation>{cell} ≠ {digit} (dans {unit}, {cells} ne contiennent que {digits})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="102"/>
        <source>… {count} more links …</source>
        <translation>… {count} liens de plus …</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="103"/>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="104"/>
        <source>{cell} has no candidate left</source>
        <translation>{cell} n&apos;a plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="105"/>
        <source>{digit} has no place left in {unit}</source>
        <translation>{digit} n&apos;a plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="106"/>
        <source>if {cell} = {digit}: {chain}</source>
        <translation>si {cell} = {digit}&#xa0;: {chain}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="107"/>
        <source>if {cell} = {digit}:</source>
        <translation>si {cell} = {digit}&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="108"/>
        <source>{title}: {branch}, so {cell} ≠ {digit}</source>
        <translation>{title}&#xa0;: {branch}, donc {cell} ≠ {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="109"/>
        <source>{title}: every candidate of {cell} removes {removed}: {branches}</source>
        <translation>{title}&#xa0;: chaque candidat de {cell} élimine {removed}&#xa0;: {branches}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="112"/>
        <source>{title}: every place of {digit} in {unit} removes {removed}: {branches}</source>
        <translation>{title}&#xa0;: chaque place du {digit} dans {unit} élimine {removed}&#xa0;: {branches}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/techniques/forcing/forcing_text.py" line="115"/>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="32"/>
        <location filename="../../sudoku_desktop/core/techniques/roles.py" line="184"/>
        <source>{before}; {after}</source>
        <translation>{before}&#xa0;; {after}</translation>
    </message>
</context>
<context>
    <name>SuggestionBox</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="62"/>
        <source>&lt;b&gt;Stuck — suggest a value&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bloqué — suggérez une valeur&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="68"/>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="70"/>
        <source>Check the suggestion and apply it if it fits</source>
        <translation>Vérifier la suggestion et l&apos;appliquer si elle convient</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="71"/>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="73"/>
        <source>End the search here, stuck</source>
        <translation>Arrêter la recherche ici, bloquée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="77"/>
        <source>Digit:</source>
        <translation>Chiffre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="93"/>
        <source>Click an empty cell on the board.</source>
        <translation>Cliquez sur une case vide de la grille.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="95"/>
        <source>Cell: %1</source>
        <translation>Case&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/suggestion_box.py" line="103"/>
        <source>The digit to suggest (type %1–%2)</source>
        <translation>Le chiffre à suggérer (tapez %1 à %2)</translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="279"/>
        <source>{cell} is not empty: it holds {digit}</source>
        <translation>{cell} n&apos;est pas vide&#xa0;: elle contient {digit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="284"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="285"/>
        <source>{digit} is not a candidate of {cell} (candidates: {listed})</source>
        <translation>{digit} n&apos;est pas un candidat de {cell} (candidats&#xa0;: {listed})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="290"/>
        <source>it leads to a contradiction: {cell} has no candidate left</source>
        <translation>elle mène à une impasse&#xa0;: {cell} n&apos;a plus aucun candidat</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="294"/>
        <source>it leads to a contradiction: {digit} has no place left in {unit}</source>
        <translation>elle mène à une impasse&#xa0;: {digit} n&apos;a plus de place dans {unit}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/solving/controller.py" line="297"/>
        <source>it leads to a contradiction</source>
        <translation>elle mène à une impasse</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="42"/>
        <source>Techniques</source>
        <translation>Techniques</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="43"/>
        <source>Technique guide</source>
        <translation>Guide des techniques</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="48"/>
        <source>Techniques by family</source>
        <translation>Techniques par famille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="49"/>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="53"/>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="49"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="53"/>
        <source>Loading the techniques…</source>
        <translation>Chargement des techniques…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="59"/>
        <source>How the technique works</source>
        <translation>Comment fonctionne la technique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="61"/>
        <source>Worked example</source>
        <translation>Exemple résolu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="62"/>
        <source>The example&apos;s step</source>
        <translation>L&apos;étape de l&apos;exemple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/guide_window.py" line="159"/>
        <source>Example: {0}</source>
        <translation>Exemple&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>Techniques</name>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="99"/>
        <source>Full house</source>
        <translation>Dernière case libre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="101"/>
        <source>Naked single</source>
        <translation>Singleton nu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="103"/>
        <source>Hidden single</source>
        <translation>Singleton caché</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="112"/>
        <source>Pointing</source>
        <translation>Candidats pointants</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="114"/>
        <source>Claiming</source>
        <translation>Réduction bloc-ligne</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="106"/>
        <source>Locked pair</source>
        <translation>Paire verrouillée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="109"/>
        <source>Locked triple</source>
        <translation>Triplet verrouillé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="116"/>
        <source>Naked pair</source>
        <translation>Paire nue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="120"/>
        <source>Hidden pair</source>
        <translation>Paire cachée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="118"/>
        <source>Naked triple</source>
        <translation>Triplet nu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="122"/>
        <source>Hidden triple</source>
        <translation>Triplet caché</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="155"/>
        <source>Unique rectangle type 1</source>
        <translation>Rectangle unique type 1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="157"/>
        <source>Unique rectangle type 2</source>
        <translation>Rectangle unique type 2</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="162"/>
        <source>Unique rectangle type 4</source>
        <translation>Rectangle unique type 4</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="136"/>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="159"/>
        <source>Unique rectangle type 3</source>
        <translation>Rectangle unique type 3</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="164"/>
        <source>Unique rectangle type 5</source>
        <translation>Rectangle unique type 5</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="167"/>
        <source>Unique rectangle type 6</source>
        <translation>Rectangle unique type 6</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="170"/>
        <source>Hidden rectangle</source>
        <translation>Rectangle caché</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="174"/>
        <source>Avoidable rectangle type 1</source>
        <translation>Rectangle évitable type 1</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="178"/>
        <source>Avoidable rectangle type 2</source>
        <translation>Rectangle évitable type 2</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="138"/>
        <source>BUG+n</source>
        <translation>BUG+n</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="134"/>
        <source>Remote pair</source>
        <translation>Paires distantes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="141"/>
        <source>Skyscraper</source>
        <translation>Gratte-ciel</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="128"/>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="143"/>
        <source>2-String Kite</source>
        <translation>Cerf-volant</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="145"/>
        <source>Turbot fish</source>
        <translation>Turbot (Turbot fish)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="147"/>
        <source>Empty rectangle</source>
        <translation>Rectangle vide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="149"/>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="130"/>
        <source>Swordfish</source>
        <translation>Espadon (Swordfish)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="196"/>
        <source>Simple colouring</source>
        <translation>Coloriage simple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="199"/>
        <source>Multi-colouring</source>
        <translation>Coloriage multiple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="151"/>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="153"/>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="217"/>
        <source>WXYZ-Wing</source>
        <translation>WXYZ-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="124"/>
        <source>Naked quad</source>
        <translation>Quadruplet nu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="126"/>
        <source>Hidden quad</source>
        <translation>Quadruplet caché</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="132"/>
        <source>Jellyfish</source>
        <translation>Méduse (Jellyfish)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="181"/>
        <source>Finned X-Wing</source>
        <translation>X-Wing à aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="183"/>
        <source>Sashimi X-Wing</source>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="185"/>
        <source>Finned Swordfish</source>
        <translation>Swordfish à aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="187"/>
        <source>Sashimi Swordfish</source>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="189"/>
        <source>Finned Jellyfish</source>
        <translation>Jellyfish à aileron</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="191"/>
        <source>Sashimi Jellyfish</source>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="202"/>
        <source>X-chain</source>
        <translation>Chaîne X</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="204"/>
        <source>XY-chain</source>
        <translation>Chaîne XY</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="209"/>
        <source>Alternating inference chain</source>
        <translation>Chaîne d’inférences alternées</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="221"/>
        <source>3D Medusa</source>
        <translation>Méduse 3D</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="294"/>
        <source>every size</source>
        <translation>toutes les tailles</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="295"/>
        <source>9×9 only</source>
        <translation>9×9 seulement</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="224"/>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="226"/>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="193"/>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="206"/>
        <source>Continuous nice loop</source>
        <translation>Boucle continue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="212"/>
        <source>Grouped continuous nice loop</source>
        <translation>Boucle continue groupée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="215"/>
        <source>Grouped alternating inference chain</source>
        <translation>Chaîne d’inférences alternées groupée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="228"/>
        <source>ALS chain</source>
        <translation>Chaîne d’ALS</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="230"/>
        <source>Death blossom</source>
        <translation>Death blossom (fleur)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="233"/>
        <source>AIC with ALS nodes</source>
        <translation>Chaîne d’inférences alternées avec des ALS</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="237"/>
        <source>Probing</source>
        <translation>Essais et contradictions</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="240"/>
        <source>Cell forcing chain</source>
        <translation>Chaîne forcée de case</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="245"/>
        <source>Unit forcing chain</source>
        <translation>Chaîne forcée d’unité</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="249"/>
        <source>Forcing net</source>
        <translation>Filet forcé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="256"/>
        <source>Nested forcing chain</source>
        <translation>Chaîne forcée imbriquée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/catalog.py" line="262"/>
        <source>Double nested forcing chain</source>
        <translation>Chaîne forcée doublement imbriquée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/steps.py" line="354"/>
        <source>Hypothesis</source>
        <translation>Hypothèse</translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="43"/>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="44"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="45"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="46"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="48"/>
        <source>Start solving</source>
        <translation>Commencer à résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="53"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="94"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="98"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="47"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="49"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="50"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="51"/>
        <source>Logic</source>
        <translation>Logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="52"/>
        <source>Solve</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="185"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/play.py" line="189"/>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="54"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="95"/>
        <source>Undo {0}</source>
        <translation>Annuler {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/toolbar.py" line="99"/>
        <source>Redo {0}</source>
        <translation>Rétablir {0}</translation>
    </message>
</context>
<context>
    <name>TypeBar</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="47"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="49"/>
        <source>Typing a puzzle</source>
        <translation>Saisie d’une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="65"/>
        <source>Board si&amp;ze:</source>
        <translation>&amp;Taille de la grille&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="85"/>
        <source>Type the puzzle&apos;s digits: each one is a given. Space or . leaves a cell empty, Backspace steps back; Enter starts solving.</source>
        <translation>Tapez les chiffres de la grille&#xa0;: chacun est une donnée. Espace ou . laisse une case vide, Retour arrière revient d’une case&#xa0;; Entrée commence la résolution.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="55"/>
        <source>Start solving</source>
        <translation>Commencer à résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="57"/>
        <source>Start solving: fix the givens and check the puzzle</source>
        <translation>Commencer à résoudre&#xa0;: fixer les données et vérifier la grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="60"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="62"/>
        <source>Cancel typing: the board before comes back</source>
        <translation>Annuler la saisie&#xa0;: le plateau d’avant revient</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="90"/>
        <source>Type the letters A to {0} for {1} to {2}.</source>
        <translation>Tapez les lettres A à {0} pour {1} à {2}.</translation>
    </message>
</context>
<context>
    <name>TypeIn</name>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="129"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="163"/>
        <source>Type a puzzle</source>
        <translation>Taper une grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="137"/>
        <source>Typing a puzzle: its digits are givens; Start solving when it is all there</source>
        <translation>Saisie d’une grille&#xa0;: ses chiffres sont des données&#xa0;; Commencer à résoudre quand elle est complète</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="180"/>
        <source>Type {0} in {1}</source>
        <translation>Taper {0} en {1}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="182"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="193"/>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="264"/>
        <source>Clear {0}</source>
        <translation>Vider {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="204"/>
        <source>Type some digits first, then start solving</source>
        <translation>Tapez d’abord des chiffres, puis commencez à résoudre</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="219"/>
        <source>Cancel typing</source>
        <translation>Annuler la saisie</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/board/type_in.py" line="220"/>
        <source>Typing cancelled: the board is back as it was</source>
        <translation>Saisie annulée&#xa0;: le plateau est revenu tel qu’il était</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="34"/>
        <source>twice</source>
        <translation>deux fois</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="36"/>
        <source>three times</source>
        <translation>trois fois</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="38"/>
        <source>{0} times</source>
        <translation>{0} fois</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/conflicts.py" line="39"/>
        <source>{digit} appears {times} in {unit}: {cells}</source>
        <translation>{digit} apparaît {times} dans {unit}&#xa0;: {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="72"/>
        <source>{0}: no digit fits</source>
        <translation>{0}&#xa0;: aucun chiffre ne convient</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="75"/>
        <source>found by search: every value fails</source>
        <translation>trouvé par la recherche&#xa0;: toutes les valeurs échouent</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="82"/>
        <source>two solutions differ in {count} cells: {cells}</source>
        <translation>deux solutions diffèrent en {count} cases&#xa0;: {cells}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="38"/>
        <source>malformed</source>
        <translation>mal formée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="39"/>
        <source>invalid</source>
        <translation>invalide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="40"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="41"/>
        <source>multiple</source>
        <translation>multiple</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="42"/>
        <source>unique</source>
        <translation>unique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="43"/>
        <source>solved</source>
        <translation>résolue</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="92"/>
        <source>no solution ({0})</source>
        <translation>aucune solution ({0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="94"/>
        <source>several solutions ({0})</source>
        <translation>plusieurs solutions ({0})</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="97"/>
        <source>the grid is already full and valid</source>
        <translation>la grille est déjà pleine et valide</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="100"/>
        <source>exactly one solution</source>
        <translation>exactement une solution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/core/validation.py" line="105"/>
        <source>{word}: {rest}</source>
        <translation>{word}&#xa0;: {rest}</translation>
    </message>
</context>
<context>
    <name>WatchLegend</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="41"/>
        <source>Given</source>
        <translation>Donnée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="44"/>
        <source>Deduced</source>
        <translation>Déduit</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="46"/>
        <source>Guess, shallow</source>
        <translation>Hypothèse, peu profonde</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="47"/>
        <source>Guess, deep</source>
        <translation>Hypothèse, profonde</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="51"/>
        <source>Retracted, fading</source>
        <translation>Retiré, en fondu</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="56"/>
        <source>Current cell</source>
        <translation>Case courante</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="58"/>
        <source>Dead end</source>
        <translation>Impasse</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="62"/>
        <source>Heat map: few candidates</source>
        <translation>Carte de chaleur&#xa0;: peu de candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/legend.py" line="67"/>
        <source>Digit closing the dead end</source>
        <translation>Chiffre qui ferme l&apos;impasse</translation>
    </message>
</context>
<context>
    <name>WatchPanel</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="86"/>
        <source>Candidates</source>
        <translation>Candidats</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="89"/>
        <source>Show in each empty cell the values the search still allows there: no digit of its row, column or box, nothing it has eliminated (a backtrack brings back what was eliminated under the withdrawn guess)</source>
        <translation>Afficher dans chaque case vide les valeurs que la recherche y admet encore&#xa0;: aucun chiffre de sa ligne, de sa colonne ou de son bloc, rien de ce qu&apos;elle a éliminé (un retour arrière rend ce qui avait été éliminé sous l&apos;hypothèse retirée)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="95"/>
        <source>Heat map</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="103"/>
        <source>Reduced motion</source>
        <translation>Animations réduites</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="105"/>
        <source>Static highlights instead of flashes and fades</source>
        <translation>Surlignages fixes au lieu de clignotements et de fondus</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="109"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="110"/>
        <source>Open run…</source>
        <translation>Ouvrir une exécution…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="111"/>
        <source>Compare…</source>
        <translation>Comparer…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="116"/>
        <source>Use this puzzle</source>
        <translation>Utiliser cette grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="118"/>
        <source>Put the puzzle this run built on the board</source>
        <translation>Mettre sur le plateau la grille construite par cette exécution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="181"/>
        <source>Watch the search</source>
        <translation>Regarder la recherche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="284"/>
        <source>Could not export the run: {0}</source>
        <translation>Impossible d&apos;exporter l&apos;exécution&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="286"/>
        <source>Run exported to {0}</source>
        <translation>Exécution exportée vers {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="300"/>
        <source>unknown algorithm {0}</source>
        <translation>algorithme inconnu {0}</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="382"/>
        <source>Export run</source>
        <translation>Exporter l&apos;exécution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="380"/>
        <source>Runs (*.json)</source>
        <translation>Exécutions (*.json)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="98"/>
        <source>Shade empty cells by how many candidates the search has left there: the darker the cell, the fewer its candidates (the number in its corner)</source>
        <translation>Colore les cases vides selon le nombre de candidats que la recherche y laisse&#xa0;: plus la case est foncée, moins elle a de candidats (le nombre dans son coin)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="384"/>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="403"/>
        <source>Open run</source>
        <translation>Ouvrir une exécution</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/watch_panel.py" line="404"/>
        <source>This file is not a saved run: %1</source>
        <translation>Ce fichier n&apos;est pas une exécution enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>WatchStage</name>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="128"/>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="162"/>
        <source>Back to my puzzle</source>
        <translation>Revenir à ma grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="130"/>
        <source>Keep this position</source>
        <translation>Garder cette position</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="133"/>
        <source>From my position</source>
        <translation>Depuis ma position</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="136"/>
        <source>Watch the search from the digits on the board, yours held fixed, instead of from the givens alone</source>
        <translation>Regarder la recherche à partir des chiffres du plateau, les vôtres tenus fixes, au lieu des seules données</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="140"/>
        <source>What is watched</source>
        <translation>Ce qui est regardé</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="153"/>
        <source>Watch controls</source>
        <translation>Commandes de la recherche regardée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="167"/>
        <source>Stop the search, then back to my puzzle (Esc)</source>
        <translation>Arrêter la recherche, puis revenir à ma grille (Échap)</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="174"/>
        <source>Keep the watched position</source>
        <translation>Garder la position regardée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="305"/>
        <source>Keep watched position</source>
        <translation>Garder la position regardée</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="327"/>
        <source>Watching a search: press Esc to go back to your puzzle</source>
        <translation>Recherche regardée : appuyez sur Échap pour revenir à votre grille</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="354"/>
        <source>Watching a new puzzle being built ({0}). Your board is kept aside untouched.</source>
        <translation>Construction d&apos;une nouvelle grille ({0}). Votre plateau est mis de côté, intact.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="357"/>
        <source>Watching {0} on your puzzle. Your board is kept aside untouched.</source>
        <translation>Recherche regardée&#xa0;: {0}, sur votre grille. Votre plateau est mis de côté, intact.</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/watch/stage.py" line="361"/>
        <source>Choose an algorithm, then Play: it searches your puzzle on the board.</source>
        <translation>Choisissez un algorithme, puis Lecture&#xa0;: il cherche la solution de votre grille sur le plateau.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../sudoku_desktop/gui/window/main_window.py" line="447"/>
        <source>Restore session</source>
        <translation>Restaurer la session</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="106"/>
        <source>&amp;About Sudoku Desktop</source>
        <translation>À &amp;propos de Sudoku Desktop</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="208"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="104"/>
        <source>&amp;How it works</source>
        <translation>&amp;Comment ça marche</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="103"/>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/window/actions.py" line="105"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_actions.py" line="15"/>
        <source>&amp;Apply hint</source>
        <translation>&amp;Appliquer l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_actions.py" line="18"/>
        <source>Show the logical &amp;solution</source>
        <translation>A&amp;fficher la résolution logique</translation>
    </message>
    <message>
        <location filename="../../sudoku_desktop/gui/hints/hint_actions.py" line="21"/>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniques</translation>
    </message>
</context>
</TS>
