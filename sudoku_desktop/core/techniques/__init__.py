"""Deduction techniques, one module per family; catalog.py holds order and scores."""
