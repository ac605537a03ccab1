"""The main window, assembled in one place (``MainWindow.__init__``, and
``create_main_window`` for a ready window): the actions table with every menu and shortcut,
the side panel (hint, coach, digit pad) and the banner; the typed preferences over
QSettings (``settings``), which the window hands each panel: panels offer
``apply(settings)``."""
