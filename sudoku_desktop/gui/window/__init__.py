"""The main window, assembled in one place: its actions table, the side panel and the banner."""
