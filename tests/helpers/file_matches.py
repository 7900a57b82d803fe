"""One of two Passtime processes finishing matches at the same moment (test_unfinished.py):
once GO exists, it finishes COUNT matches as the table does (the last save, then the
history through game/store/unfinished.py) and prints whatever that had to say.

Usage: python file_matches.py DIRECTORY PREFIX COUNT GO
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.registry import get_game  # noqa: E402
from game.store.saves import Save, write_save  # noqa: E402
from game.store.unfinished import file_finished  # noqa: E402

SEATS = [{"name": f"P{i}", "colour": [1, 2, 3], "symbol": "circle", "bot": "random"}
         for i in range(3)]


def main(directory: Path, prefix: str, count: int, go: Path) -> None:
    """Wait for the start, then finish `count` matches as fast as the disk allows."""
    match = get_game("take-or-pass").new_match(3, 1)
    while not go.exists():  # both processes start filing at the same instant
        time.sleep(0.001)
    for n in range(count):
        save = Save(f"{prefix}-{n}", {}, SEATS, ended=time.time(), winners=[0])
        write_save(save, match, directory)
        for note in file_finished(save, directory):
            print(note, flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), Path(sys.argv[4]))
