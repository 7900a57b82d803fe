"""A game night played by bots for the kill test (tests/store/test_night_kill.py): it
carries on the unfinished night in $PASSTIME_CONFIG_DIR (or starts one), keeps it after
every move as the table does (printing "kept" after each write, so the test knows how far
it got), and prints the final standings as JSON when the night is over. Every bot move
is seeded by the deal and the move number, so a resumed night plays the moves an
uninterrupted one would.

Usage: python night_child.py SEED
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai import SeatPort, make_bot  # noqa: E402
from game.store.history import History  # noqa: E402
from game.store.night import file_night, finish_match, new_night, night_row, settle  # noqa: E402
from game.store.night_file import list_nights, remove_night, write_night  # noqa: E402

LEVELS = ("easy", "random", "easy", "random")
SEATS = [{"name": f"{level.capitalize()} {seat + 1}", "colour": [0, 0, 0],
          "symbol": "circle", "bot": level} for seat, level in enumerate(LEVELS)]
GAMES = [{"game": "take-or-pass"}, {"game": "dominoes", "options": {"teams": True}},
         {"game": "pass"}]


def kept(night, match) -> None:  # noqa: ANN001 (a Night and a Match or None)
    """Write the night and say so."""
    write_night(night, match)
    print("kept", flush=True)


def main(seed: int) -> None:
    """Play the night to its end from wherever it was left."""
    history = History()
    nights, notes = list_nights()
    assert not notes, notes
    night = nights[0] if nights else new_night(GAMES, SEATS, seed)
    while not night.over:
        match = settle(night, history).match
        if night.over:
            break
        if match is None:
            _save, match = night.start_match()
            kept(night, match)
        while not match.is_over:
            seat = match.to_move
            bot = make_bot(LEVELS[seat], night.match_seed() * 1000 + len(match.moves))
            match.apply_then_deal(bot.choose(SeatPort(match, seat)))
            kept(night, match)
        assert night.current is not None
        finish_match(night, history, night.current, match)
        kept(night, None)
    file_night(history, night_row(night))
    remove_night(night)
    print(json.dumps([[s.name, s.points, s.firsts, s.place] for s in night.standings()]))


if __name__ == "__main__":
    main(int(sys.argv[1]))
