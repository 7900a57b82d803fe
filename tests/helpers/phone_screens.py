"""Every screen a phone shows, set up on a served hub with no owner thread: the test thread
publishes the table itself, so a screen stays put while it is checked (axe, names, pictures,
screenshots). Phones hold seats 0 and 1 (0 is the one whose turn it is), bots the rest."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from browser_helpers import PHONE_SCREEN
from phone_helpers import faces_for

from game.ai import SeatPort, make_bot
from game.ai.hint import hint_at
from game.net.address import LOOPBACK, join_url
from game.net.hints import hint_message
from game.net.hub import PhoneHub
from game.net.server import PhoneServer
from game.registry import get_game
from game.rules.base import Match

# Each game mid-deal: players, options, seed, and how many moves to play before stopping at
# seat 0's turn (a seed whose deal leaves the page full: a trick on the table, a train...).
GAMES = {"pass": (3, {}, 6, 2), "take-or-pass": (4, {"games": 2}, 4, 18),
         "dominoes": (2, {}, 4, 6)}
SIZES = {"360x640": (360, 640), "390x844": (390, 844), "412x915": (412, 915),
         "844x390": (844, 390)}  # small, common and large phones upright, and one on its side


def played(slug: str, moves: int, seed: int, players: int, options: dict,
           to_end: bool = False) -> Match:
    """A match random bots played from `seed` until seat 0 is to move after at least `moves`
    moves (mid-deal, not between deals), or to its end."""
    match = get_game(slug).new_match(players, seed, options)
    bots = [make_bot("random", 100 + s) for s in range(players)]
    while not match.is_over:
        if not to_end and len(match.moves) >= moves and match.to_move == 0 \
                and not match.between_deals:
            return match
        match.apply_then_deal(bots[match.to_move].choose(SeatPort(match, match.to_move)))
    if not to_end:
        raise AssertionError(f"{slug} seed {seed} ended before seat 0's turn")
    return match


@dataclass
class Staged:
    """A served hub and its match: `publish` shows the phones whatever the match is now."""

    hub: PhoneHub
    server: PhoneServer
    match: Match

    def url(self, seat: int) -> str:
        """The join URL of a phone seat."""
        return join_url(LOOPBACK, self.server.port, self.hub.token(seat))

    def publish(self) -> None:
        """Send each phone its view of the match as it stands."""
        self.hub.publish(self.match)

    def hint(self, seat: int = 0) -> None:
        """Answer a hint for `seat` as the table would (a short search)."""
        found = hint_at(self.match.clone(), seat, 7, 0.05)
        self.hub.advise(seat, hint_message(found, len(self.match.moves)))


@contextmanager
def staged(slug: str, to_end: bool = False) -> Iterator[Staged]:
    """Serve `slug` mid-deal at seat 0's turn (or over), seats 0 and 1 on phones."""
    players, options, seed, moves = GAMES[slug]
    match = played(slug, moves, seed, players, options, to_end)
    hub = PhoneHub(faces_for(players, [0, 1]))
    hub.hints_allowed = True
    server = PhoneServer(hub, LOOPBACK, 0)
    server.start()
    table = Staged(hub, server, match)
    table.publish()
    try:
        yield table
    finally:
        server.stop()


def phone_page(browser):
    """One phone's page (a touch screen, a phone's size), for screen after screen."""
    return browser.new_context(viewport=PHONE_SCREEN, has_touch=True).new_page()


def shoot(page, folder: str, name: str) -> list[str]:
    """Screenshots of the page at every size in SIZES, written to `folder`; their paths."""
    paths = []
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => "
                      "requestAnimationFrame(done)))")  # laid out again at the new size
        page.evaluate("window.scrollTo(0, 0)")  # as the turn finds it
        path = f"{folder}/{name}-{size}.png"
        page.screenshot(path=path)
        paths.append(path)
    page.set_viewport_size(PHONE_SCREEN)
    return paths
