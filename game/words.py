"""Words for counts: "1 card", "2 cards", "1 try", "3 tries" (every screen, the phones and the
command line count things the same way)."""
from __future__ import annotations


def plural(noun: str) -> str:
    """The plural of `noun`, a regular English noun ("tries", "passes", "tiles")."""
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "i", "o", "u"):
        return noun[:-1] + "ies"
    return noun + "s"


def count(n: int, noun: str, nouns: str | None = None) -> str:
    """`n` and `noun`, plural unless n is 1 ("1 chip", "0 chips", "3 tries"); `nouns` is
    the plural when it is not the regular one."""
    return f"{n} {noun if n == 1 else nouns or plural(noun)}"
