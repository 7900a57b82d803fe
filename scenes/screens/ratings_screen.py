"""Ratings from the stats screen: a profile's rating chart in one game (or overall), the
ladder of bot levels with the player placed on it, and head-to-head records."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.reading import LOADING, Reading
from game.engine.screen import ReadingScreen
from game.registry import SLUGS, descriptor
from game.store import ratings
from game.store.history import History
from game.store.profiles import Profile, all_profiles
from game.store.rating_views import entries, head_to_head, levels, series, standing
from scenes.screens.rating_chart import draw_chart

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.store.ratings import Ladder

POOLS = (ratings.OVERALL, *SLUGS)
CHART = pygame.Rect(40, 272, 1180, 620)
LADDER = pygame.Rect(1250, 272, 630, 410)
RIVALS = pygame.Rect(1250, 702, 630, 190)
RUNG_H = 62


def pool_name(pool: str) -> str:
    """'Overall', or the game's name."""
    return "Overall" if pool == ratings.OVERALL else descriptor(pool).name


@dataclass
class Read:
    """What the page shows, read from the history: the ladder of ratings, the profiles,
    each profile's rating points per pool, head-to-head records and the subjects' names."""

    ladder: Ladder
    profiles: list[Profile]
    series: dict[tuple[int, str], list]
    rivals: dict[int, list]
    names: dict[str, str]


def read_ratings(assisted: bool) -> Read:
    """Bring the ratings up to date (matches with undo or hints counted if `assisted`) and
    read what the page shows."""
    history = History()
    try:
        ratings.update(history, assisted)
        ladder = ratings.stored(history)
        profiles = all_profiles(history)
        return Read(ladder, profiles,
                    {(p.id, pool): series(history, ladder, f"profile:{p.id}", pool)
                     for p in profiles for pool in POOLS},
                    {p.id: head_to_head(history, p.id) for p in profiles},
                    {e.rating.subject: e.name for e in entries(history, ladder)})
    finally:
        history.close()


class RatingsScene(ReadingScreen):
    """One profile's ratings: chart, ladder and head-to-head, game by game. What it shows
    is read off the frame (game/engine/reading.py); it says it is loading until then."""

    title = "Ratings"
    back_key = "back"

    def __init__(self, ctx: AppContext, profile: int | None = None) -> None:
        super().__init__(ctx)
        self.index = 0
        self.pool = ratings.OVERALL
        self._show(Read(ratings.Ladder(), [], {}, {}, {}), profile)
        self._read()

    def _read(self) -> None:
        """Bring the ratings up to date (as the help option says) and read what is shown,
        off the frame."""
        self.reading = Reading(self._took, read_ratings, self.ctx.settings.rate_assisted,
                               failed=self.say)

    def _took(self, read: Read) -> None:
        """Show what was read (the profile shown stays shown)."""
        self._show(read, self.profile.id if self.profile else self.wanted)
        self.focus.set_controls(self.buttons())  # the cursor stays where it was

    def _show(self, read: Read, profile: int | None) -> None:
        self.ladder, self.profiles, self.series = read.ladder, read.profiles, read.series
        self.rivals, self.names = read.rivals, read.names
        ids = [p.id for p in self.profiles]
        self.wanted = profile  # the profile to show, once the profiles are read
        self.index = ids.index(profile) if profile in ids else 0

    @property
    def profile(self) -> Profile | None:
        """The profile shown, if there is any."""
        return self.profiles[self.index] if self.profiles else None

    def buttons(self) -> list[Button]:
        """Who (next profile), which game (next game), matches with help, Back."""
        who = (LOADING if self.reading.waiting else
               self.profile.name if self.profile else "No profiles yet")
        helped = "counted" if self.ctx.settings.rate_assisted else "left out"
        return [Button("who", (160, 186, 560, 66), f"Player: {who}", len(self.profiles) > 1,
                       "There is one profile."),
                Button("pool", (760, 186, 560, 66), f"Game: {pool_name(self.pool)}"),
                Button("helped", (1360, 186, 520, 66), f"Undo or hints: {helped}"),
                Button("back", (760, 910, 400, 70), "Back")]

    def activate(self, key: str) -> None:
        """Show the next profile or the next game, or go back."""
        if key == "back":
            self.ctx.stack.pop()
            return
        if key == "who":
            self.index = (self.index + 1) % len(self.profiles)
        elif key == "pool":
            self.pool = POOLS[(POOLS.index(self.pool) + 1) % len(POOLS)]
        elif key == "helped":  # matches where undo or a hint was used: rated or not
            self.ctx.settings.rate_assisted = not self.ctx.settings.rate_assisted
            self.ctx.save_settings()
            self._read()
            self.say("Ratings rebuilt " + ("with" if self.ctx.settings.rate_assisted else
                                           "without") + " the matches where undo or a hint "
                     "was used.")
        self.focus.set_controls(self.buttons())
        self.focus.focus(key)

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """The chart, the ladder and the head-to-head records of the profile shown."""
        text = self.ctx.text
        profile = self.profile
        if profile is None:
            line = (LOADING if self.reading.waiting
                    else "Pick or make a profile in setup: its ratings show here.")
            text.blit(surface, line, theme.TEXT_BODY, (960, 420), theme.TEXT_DIM,
                      anchor="midtop")
            return
        yardsticks = [(r.subject.partition(":")[2].capitalize(), r.shown)
                      for r in levels(self.ladder, self.pool)]
        points = [v for _, v in self.series[profile.id, self.pool]]
        draw_chart(surface, text, CHART, points, profile.colour, profile.symbol, yardsticks)
        self.draw_ladder(surface, profile)
        self.draw_rivals(surface, profile)

    def draw_ladder(self, surface: pygame.Surface, profile: Profile) -> None:
        """The bot levels best first, the player among them in their colour."""
        text = self.ctx.text
        draw.panel(surface, LADDER)
        subject = f"profile:{profile.id}"
        where = standing(self.ladder, subject, self.pool)
        text.blit(surface, f"Ladder: {where}", text.fit(f"Ladder: {where}", theme.TEXT_BODY,
                                                        LADDER.w - 40, True),
                  (LADDER.x + 20, LADDER.y + 16), theme.HIGHLIGHT, bold=True)
        rungs = list(levels(self.ladder, self.pool))
        if (subject, self.pool) in self.ladder.ratings:
            rungs.append(self.ladder.ratings[subject, self.pool])
        rungs.sort(key=lambda r: -r.mu)
        y = LADDER.y + 70
        for rung in rungs[:5]:
            mine = rung.subject == subject
            if mine:
                draw.panel(surface, (LADDER.x + 10, y - 4, LADDER.w - 20, RUNG_H - 6),
                           (50, 60, 40), border=profile.colour, shadow=False)
                draw.draw_seat_symbol(surface, profile.symbol, (LADDER.x + 44, y + 26), 38,
                                      profile.colour)
            name = profile.name if mine else self.names.get(rung.subject, rung.subject)
            label = name if mine else f"Bot: {name}"
            text.blit(surface, label, theme.TEXT_BODY, (LADDER.x + 84, y + 26), theme.TEXT,
                      bold=mine, anchor="midleft")
            text.blit(surface, str(rung.shown), theme.TEXT_BODY, (LADDER.right - 24, y + 26),
                      theme.TEXT, bold=True, anchor="midright")
            y += RUNG_H

    def draw_rivals(self, surface: pygame.Surface, profile: Profile) -> None:
        """Won-lost(-tied) against each profile met, most met first (all games)."""
        text = self.ctx.text
        draw.panel(surface, RIVALS)
        text.blit(surface, "Head to head (all games)", theme.TEXT_BODY,
                  (RIVALS.x + 20, RIVALS.y + 14), theme.HIGHLIGHT, bold=True)
        found = self.rivals.get(profile.id, [])
        if not found:
            text.blit(surface, "No matches against other profiles yet.", theme.TEXT_MIN,
                      (RIVALS.x + 20, RIVALS.y + 70), theme.TEXT_DIM)
        for row, rival in enumerate(found[:3]):
            tied = f", {rival.tied} tied" if rival.tied else ""
            line = f"vs {rival.name}: won {rival.won}, lost {rival.lost}{tied}"
            text.blit(surface, line, text.fit(line, theme.TEXT_MIN + 4, RIVALS.w - 40),
                      (RIVALS.x + 20, RIVALS.y + 62 + row * 42))
