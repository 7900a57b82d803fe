"""Setup's Start: the match's setup made, off the frame where a fair-match seat must first
rate the history (game/engine/reading.py), then the table (or the game night) begun.

A mixin of the setup scene (scenes/screens/setup.py): the attributes and methods it uses of
the scene are declared at the top of the class, and nothing else of it is read.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.reading import LOADING, Reading
from game.rules.base import RulesError
from scenes.app.flow import build_match_scene
from scenes.app.night_flow import start_night
from scenes.screens.setup_people import fair_match_setup, needs_history, read_for_start

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.store.rating_views import FairPick
    from scenes.frame.phone_seats import PhoneSeats
    from scenes.screens.setup_model import SetupModel


class SetupStart:
    """Start pressed on setup: the match begins, once its setup is made."""

    # What Start uses of the setup scene (scenes/screens/setup.py sets or defines each).
    ctx: AppContext
    model: SetupModel
    night_games: list[dict] | None
    phones: PhoneSeats | None
    starting: Reading | None  #: `read_for_start` reading the history off the frame
    say: Callable[..., None]
    remember: Callable[[], None]

    def start(self) -> None:
        """Start the match, once the history has rated the matches not yet rated and kept
        the profiles' looks (off the frame) where it must."""
        if not needs_history(self.model):
            self._begin(None)
        elif self.starting is None:
            self.starting = Reading(self._begin, read_for_start, self.model,
                                    self.ctx.settings.rate_assisted, failed=self._not_started)
            self.say(LOADING)

    def _not_started(self, line: str) -> None:
        self.starting = None
        self.say(line)

    def _begin(self, fair: FairPick | None) -> None:
        """Start the match with the seats as they are now (a pad unplugged while the history
        was read has left its seat), the fair-match seats at level `fair`; a refusal from
        the rules is shown and nothing changes."""
        self.starting = None
        setup = fair_match_setup(self.model, fair)
        if self.night_games:
            self.say(start_night(self.ctx, setup, self.night_games) or "")
            return
        try:
            scene = build_match_scene(self.ctx, setup, phones=self.phones)
        except (RulesError, ValueError) as exc:
            self.say(str(exc))
            return
        self.phones = None  # the table has it now, with the phones that joined here
        self.remember()
        self.ctx.stack.replace(scene)
