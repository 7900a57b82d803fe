"""The Passing Game: draw dominoes (docs/rules.md D1-D7)."""
