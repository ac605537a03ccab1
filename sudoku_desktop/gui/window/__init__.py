"""The main window, assembled in one place (``MainWindow.__init__``, and
``create_main_window`` for a ready window): the actions table with every menu and shortcut,
the side panel (hint, coach, digit palette) and the banner. Panels offer ``apply(settings)``."""
