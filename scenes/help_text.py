"""How to play, per game: short, in the games' own words, with the RULES.md decisions."""
from __future__ import annotations

TITLES = {"take-or-pass": "Take or Pass", "pass": "PASS", "dominoes": "The Passing Game"}

HELP: dict[str, list[tuple[str, str]]] = {
    "take-or-pass": [
        ("Goal", "Score as few points as you can. Cards count against you; chips count for you."),
    ],
    "pass": [
        ("Goal", "Be the first to play every card in your hand."),
    ],
    "dominoes": [
        ("Goal", "Empty your hand, or hold the fewest pips when nobody can move."),
    ],
}
