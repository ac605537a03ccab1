"""Data shipped with the app (samples, icons, translations), read via importlib.resources."""
