"""Keeping matches: autosaves of unfinished matches and the history database (no pygame)."""
