"""Data shipped with the app (sample puzzles, icons, translations), read via importlib.resources."""
