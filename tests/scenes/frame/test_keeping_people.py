"""A finished table match goes into the history with its seats' profiles and is rated at
once."""
from __future__ import annotations

from game.ai import SeatPort, make_bot
from game.registry import get_game
from game.store import ratings
from game.store.history import History
from game.store.profiles import create
from scenes.frame.keeping import MatchKeeper, MatchNotes, seat_records
from scenes.frame.match_setup import SeatConfig

ORANGE, BLUE = (230, 159, 0), (86, 180, 233)


def test_a_finished_match_keeps_its_profiles_and_rates_them(tmp_path):
    history = History(tmp_path)
    ann = create(history, "Ann", ORANGE, "circle")
    history.close()
    match = get_game("take-or-pass").new_match(3, 4)
    bot = make_bot("random", 1)
    while not match.is_over:
        match.apply_then_deal(bot.choose(SeatPort(match, match.to_move)))
    seats = seat_records([SeatConfig("Ann", ORANGE, "circle", profile=ann.id),
                          SeatConfig("Bot 2", BLUE, "square", "easy"),
                          SeatConfig("Guest", (0, 158, 115), "triangle")])
    keeper = MatchKeeper(tmp_path, autosave=False)
    assert keeper.finished(match, MatchNotes("take-or-pass", seats, None, False, False)) is None
    keeper.flush()  # the history is written (and rated) off the frame
    history = History(tmp_path)
    (filed,) = history.matches()
    assert [s["profile"] for s in filed["seats"]] == [ann.id, None, None]
    kept = ratings.stored(history)
    history.close()
    assert kept.ratings[f"profile:{ann.id}", "take-or-pass"].matches == 1
    assert kept.ratings["bot:easy", ratings.OVERALL].matches == 1
