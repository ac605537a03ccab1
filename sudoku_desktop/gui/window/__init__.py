"""The main window, assembled in one place (``MainWindow.__init__``, and
``create_main_window`` for a ready window): the actions table with every menu and shortcut,
the toolbar, the board-first layout (``workspace``), the side area where every panel is a
tab and the side panel (hint, coach, digit pad), the banner, the legend, the status bar's
rating, the edit lock while a search plays on the board, the window kept on its screen and
its state saved with its panels. The parts built on first use are typed ``Lazy`` parts
(``on_demand``, ``hint_parts``, ``watch_parts``); the typed preferences over QSettings
(``settings``) are handed to each panel's ``apply(settings)``. Only this room and the shell
above it (``app/``) name ``MainWindow`` or its ``Actions``."""
