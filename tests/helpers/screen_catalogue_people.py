"""The screen catalogue's screens about people and phones: stats (players, matches), ratings,
profiles and the pad keyboard, game night's playlist, interlude and podium, the phone codes
(setup's and the table's), the curtain and the unfinished matches (see screen_catalogue.py).

The history they read is made once per test session in its config folder: three profiles
and a few matches of each game played by random moves (a rating needs a profile's matches).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.engine import theme
from game.engine.context import AppContext
from game.registry import GAMES, get_game

Build = Callable[[AppContext], None]
_MADE: list[Any] = []


def _random_match(slug: str, players: int, seed: int) -> Any:
    """A match played to its end by random moves."""
    match = get_game(slug).new_match(players, seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply_then_deal(rng.choice(match.legal_moves()))
    return match


def people() -> list[Any]:
    """The session's profiles, their matches filed in the history (made on first use)."""
    if _MADE:
        return _MADE
    from game.store.history import Finished, History
    from game.store.profiles import create

    history = History()
    made = [create(history, name, theme.SEAT_COLOURS[n], theme.SEAT_SYMBOLS[n])
            for n, name in enumerate(("Ann", "Ben", "Cleo"))]
    for n in range(6):
        game = GAMES[n % len(GAMES)]
        players = min(game.players)
        match = _random_match(game.slug, players, 40 + n)
        seats = [{"name": p.name, "colour": list(p.colour), "profile": p.id, "bot": None}
                 for p in made[:players]]
        seats += [{"name": "Normal", "colour": [0, 0, 0], "bot": "normal"}] * (players - len(seats))
        history.add(Finished(f"shot-{n}", match.record(), seats, list(match.scores),
                             list(match.winners), float(n), float(n) + 60))
    history.close()
    _MADE.extend(made)
    return _MADE


def stats(page: str) -> Build:
    """The stats screen on one of its pages."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.stats import StatsScene

        people()
        scene = StatsScene(ctx)
        ctx.stack.push(scene)
        scene.reading.wait()
        if page != scene.page:
            scene.activate(page)
    return build


def ratings(ctx: AppContext) -> None:
    """A profile's ratings chart and ladder."""
    from scenes.screens.ratings_screen import RatingsScene

    scene = RatingsScene(ctx, people()[0].id)
    ctx.stack.push(scene)
    scene.reading.wait()


def _night() -> Any:
    """A night of three games among the profiles and a bot, two of them played."""
    from game.store.night import new_night

    people_seats = [dict(name=p.name, colour=list(p.colour), symbol=p.symbol, bot=None,
                         profile=p.id) for p in people()]
    bot_seat = dict(name="Normal", colour=list(theme.SEAT_COLOURS[3]),
                    symbol=theme.SEAT_SYMBOLS[3], bot="normal")
    games = [{"game": slug} for slug in ("take-or-pass", "dominoes", "pass")]
    night = new_night(games, [*people_seats, bot_seat], 7)
    for key, slug, scores, winner in (("a", "take-or-pass", [12, 40, 25, 3], 3),
                                      ("b", "dominoes", [61, 20, 35, 50], 0)):
        night.add(key, slug, scores, [winner])
    return night


def interlude(ctx: AppContext) -> None:
    """Between two games of a night."""
    from scenes.screens.night_screens import InterludeScene

    ctx.stack.push(InterludeScene(ctx, _night(), lambda: None, lambda: None))


def podium(ctx: AppContext) -> None:
    """The end of a night."""
    from scenes.screens.night_screens import PodiumScene

    night = _night()
    night.add("c", "pass", [3, 1, 2, 0], [0])
    ctx.stack.push(PodiumScene(ctx, night, lambda: None))


def playlist(ctx: AppContext) -> None:
    """Game night's playlist with three games in it."""
    from scenes.screens.night_playlist import NightPlaylistScene

    scene = NightPlaylistScene(ctx)
    ctx.stack.push(scene)
    for key in ("add:take-or-pass", "add:dominoes", "add:pass"):
        scene.activate(key)


def picker(ctx: AppContext) -> None:
    """The profile picker over setup."""
    from scenes.screens.profile_picker import ProfilePickerOverlay
    from scenes.screens.setup import SetupScene

    ann = people()[0]
    ctx.stack.push(SetupScene(ctx, "take-or-pass"))
    overlay = ProfilePickerOverlay(ctx, 1, (theme.SEAT_COLOURS[1], "square"), {ann.id},
                                   lambda p: None)
    ctx.stack.push(overlay)
    overlay.reading.wait()


def name_pad(ctx: AppContext) -> None:
    """The pad keyboard over setup, a name half typed."""
    from scenes.screens.name_pad import NamePadOverlay
    from scenes.screens.setup import SetupScene

    ctx.stack.push(SetupScene(ctx, "pass"))
    pad = NamePadOverlay(ctx, "Your name", "", lambda name: None)
    ctx.stack.push(pad)
    for key in ("key:D", "key:A", "key:N"):
        pad.activate(key)


def phone_codes(players: int) -> Build:
    """Setup's phone codes for Take or Pass with `players` (a loopback server)."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.setup import SetupScene

        scene = SetupScene(ctx, "take-or-pass")
        ctx.stack.push(scene)
        scene.model.set_players(players)
        for seat in range(1, players):
            scene.model.seats[seat].bot = None
        scene.activate("phones")  # the check stops the server (screen_catalogue.close)
    return build


def table_phone_codes(players: int) -> Build:
    """The codes a Take or Pass table shows when its match starts with every seat on a phone
    (a loopback server, stopped by screen_catalogue.close)."""
    def build(ctx: AppContext) -> None:
        from scenes.app import flow
        from scenes.frame.match_setup import PHONE, MatchSetup, default_seat

        seats = [default_seat(i) for i in range(players)]
        for seat in seats:
            seat.device = PHONE
        flow.start_match(ctx, MatchSetup("take-or-pass", seats, {"games": 1}, 4))
    return build


def phone_away(slug: str, players: int) -> Build:
    """A table waiting on seat 0's phone, away at its turn (its banner says what Pause
    offers; a loopback server, stopped by screen_catalogue.close)."""
    def build(ctx: AppContext) -> None:
        from scenes.app import flow
        from scenes.frame.match_setup import PHONE, MatchSetup, default_seat

        seats = [default_seat(i, None if i == 0 else "random") for i in range(players)]
        seats[0].device = PHONE
        scene = flow.start_match(ctx, MatchSetup(slug, seats, {}, players + 3))
        ctx.stack.pop()  # the codes come first
        for _ in range(600):
            if scene.match.to_move == 0:
                break
            ctx.stack.update(1 / 60)
            scene.bots.wait()
        for _ in range(120):
            ctx.stack.update(1 / 60)
    return build


def curtain(ctx: AppContext) -> None:
    """The curtain that hides a hand while the pad's player comes to the screen."""
    from scenes.app import flow
    from scenes.frame.match_setup import MatchSetup, default_seat

    seats = [default_seat(i) for i in range(3)]
    for n, seat in enumerate(seats):
        seat.device = n + 1  # a pad each: a curtain between the turns
    flow.start_match(ctx, MatchSetup("pass", seats, {}, 3))
    for _ in range(3):
        ctx.stack.update(1 / 60)


def screens() -> dict[str, Build]:
    """The people screens by name."""
    return {
        "stats players": stats("players"), "stats matches": stats("matches"),
        "ratings": ratings, "night playlist": playlist, "night interlude": interlude,
        "night podium": podium, "profile picker": picker, "name pad": name_pad,
        "phone codes x4": phone_codes(4), "phone codes x7": phone_codes(7),
        "table phone codes x4": table_phone_codes(4), "table phone codes x7": table_phone_codes(7),
        "curtain": curtain,
        **{f"phone away {slug} x{players}": phone_away(slug, players)
           for slug, players in (("pass", 2), ("take-or-pass", 7), ("dominoes", 4))},
    }
