"""Setup's people: a human seat's profile picker and the level a fair-match seat plays."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai import level_label
from game.store import ratings
from game.store.history import History
from game.store.profiles import BadProfile, edit, find
from game.store.rating_views import FairPick, fair_level
from scenes.frame.match_setup import MatchSetup
from scenes.screens.profile_picker import ProfilePickerOverlay
from scenes.screens.setup_model import FAIR, SetupModel

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.engine.context import AppContext

FAIR_LABEL = "Bot: fair match"
FAIR_ABOUT = ("Fair match — when the match starts, the level whose rating is nearest the "
              "people's at the table (it says which)")


def kind_label(bot: str | None, think_times: dict) -> str:
    """A seat's Player button: Human, a bot level, or the fair match."""
    if bot is None:
        return "Human"
    return FAIR_LABEL if bot == FAIR else level_label(bot, think_times)


def picker(ctx: AppContext, model: SetupModel, seat: int,
           changed: Callable[[], None]) -> ProfilePickerOverlay:
    """The profile picker for a human seat; a choice seats it and calls `changed`."""
    info = model.seats[seat]

    def picked(profile: object) -> None:
        model.pick_profile(seat, profile)
        changed()

    return ProfilePickerOverlay(ctx, seat, (info.colour, info.symbol),
                                model.taken_profiles(seat), picked)


def fair_pick(model: SetupModel, assisted: bool) -> FairPick | None:
    """The level for the fair-match seats from the ratings of the people seated (None if no
    seat asks for one)."""
    seats = model.seats[: model.players]
    if not any(s.bot == FAIR for s in seats):
        return None
    history = History()
    try:
        ratings.update(history, assisted)
        ladder = ratings.stored(history)
    finally:
        history.close()
    humans = [None if s.profile is None else f"profile:{s.profile}" for s in seats
              if s.bot is None]
    return fair_level(ladder, humans, model.slug)


def needs_history(model: SetupModel) -> bool:
    """Whether starting the match reads or writes the history (`read_for_start`): a fair-match
    seat, or a profile seated."""
    return any(s.bot == FAIR or (s.bot is None and s.profile)
               for s in model.seats[: model.players])


def read_for_start(model: SetupModel, assisted: bool) -> FairPick | None:
    """What starting the match reads and writes in the history (off the frame): the seated
    profiles keep the colour and symbol they sit with, for next time, and the fair-match
    seats' level is picked (None if no seat asks for one)."""
    remember_looks(model)
    return fair_pick(model, assisted)


def fair_match_setup(model: SetupModel, fair: FairPick | None) -> MatchSetup:
    """The match to start, a fair-match seat playing the level picked for it and named
    after it ('Normal (fair)'), so the table says which."""
    setup = model.match_setup(fair=fair.level if fair else "normal")
    if fair is not None:
        for seat, chosen in zip(setup.seats, model.seats, strict=False):
            if chosen.bot == FAIR:
                seat.name = f"{fair.level.capitalize()} (fair)"
    return setup


def fair_setup(model: SetupModel, assisted: bool) -> MatchSetup:
    """The match to start, its history read and written first (`read_for_start`)."""
    return fair_match_setup(model, read_for_start(model, assisted))


def remember_looks(model: SetupModel) -> None:
    """Each seated profile's seat colour and symbol become its defaults."""
    seated = [s for s in model.seats[: model.players] if s.bot is None and s.profile]
    if not seated:
        return
    history = History()
    try:
        for seat in seated:
            profile = find(history, seat.profile)
            if profile is not None and (profile.colour, profile.symbol) != (seat.colour,
                                                                             seat.symbol):
                try:
                    edit(history, profile.id, profile.name, seat.colour, seat.symbol)
                except BadProfile:
                    pass  # a colour from an older palette: the profile keeps its own
    finally:
        history.close()
