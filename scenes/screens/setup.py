"""The setup screen: game, player count, each seat (human or bot, name, colour, device), options.

Everything is a button, so a pad, the keyboard or the mouse alone can set up a
match. A seat's device button is how players join: the device that presses it
(pad A, Enter, or a click) is bound to that seat (see scenes/screens/setup_model.py).
The last choices per game are remembered in ctx.settings.last_setup.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai import level_description
from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.intents import KEYBOARD, Action, Device, Intent
from game.engine.prompts import pinned
from game.engine.reading import Reading
from game.engine.screen import ButtonScreen
from game.registry import SLUGS
from game.words import count
from scenes.frame.phone_seats import PhoneSeats, start_phones
from scenes.screens.setup_model import FAIR, SetupModel, binding_for
from scenes.screens.setup_options import (
    OPTION_Y0,
    OPTIONS_W,
    OPTIONS_X,
    draw_help,
    option_buttons,
    place,
    step_option,
)
from scenes.screens.setup_people import FAIR_ABOUT, picker
from scenes.screens.setup_phones import SetupPhonesOverlay
from scenes.screens.setup_seats import COLUMNS, SeatRows, leave_dialog, shown_colour
from scenes.screens.setup_start import SetupStart

if TYPE_CHECKING:
    from game.engine.context import AppContext


# The screen in bands, top to bottom: title, game / players, column headings, seat rows,
# the joining hint, Back / Start. Options sit in a panel on the right. Seven seats (Take or
# Pass) must fit with the hint above the buttons, so the numbers are tied together here.
TITLE_Y = 36  # the title's top (the base class puts titles at 90)
TOP_Y, TOP_H = 150, 66  # game and player-count buttons
HEAD_Y = TOP_Y + TOP_H + 16  # column headings' top
LEFT_W = COLUMNS[-1].x + COLUMNS[-1].w - COLUMNS[0].x  # the seat table's width
ROW_Y0, ROW_H, ROW_GAP = HEAD_Y + 33 + 12, 56, 8
HINT_GAP, HINT_LINE = 14, 36
BOTTOM_Y, BOTTOM_H = 836, 76  # Back / Start; the base class's message line sits below
PANEL_RECT = (1280, TOP_Y, 600, BOTTOM_Y - 16 - TOP_Y)  # the options panel
JOIN_HINT = ("To join: [confirm] on a seat's Device button, on your pad or keys.",
             "[extra] takes the next free seat.")


class SetupScene(SetupStart, ButtonScreen):
    """Set up a match for one game (the game can be changed here too)."""

    # Drawn by draw_content higher than the base class puts titles: seven seat rows need the room.
    title = ""
    heading = "Set up a match"
    back_key = "back"

    def __init__(self, ctx: AppContext, slug: str | None = None,
                 night_games: list[dict] | None = None) -> None:
        super().__init__(ctx)
        self.night_games = night_games  #: a game night's playlist: Start begins the night
        self.heading = "Seats for the game night" if night_games else self.heading
        self.device: Device = KEYBOARD  # the device of the intent being handled
        self.model = self._load(slug if slug in SLUGS else SLUGS[0])
        # plain_felt reads a Tiled map each call: fetch it once, not every frame.
        self.felt = draw.plain_felt()
        #: The phone server while phones are on: phones pick seats here and keep them when
        #: the match starts (it is handed to the table); it stops when setup is left.
        self.phones: PhoneSeats | None = None
        self._phone_look: tuple = ()  # the phone seats' states last shown
        self._repaint = False
        self.starting: Reading | None = None  #: the history read for Start (setup_start.py)

    def _memory(self) -> dict:
        return self.ctx.settings.last_setup

    def _load(self, slug: str) -> SetupModel:
        remembered = self._memory().get(slug)
        return SetupModel(slug, remembered if isinstance(remembered, dict) else None)

    def remember(self) -> None:
        """Keep this game's choices in the settings (saved with them)."""
        memory = dict(self._memory())
        memory[self.model.slug] = self.model.remembered()
        memory["game"] = self.model.slug
        self.ctx.settings.last_setup = memory
        self.ctx.save_settings()

    # -- phones ------------------------------------------------------------------------------

    def enter(self) -> None:
        """Build the buttons; phones remembered on start their server at once."""
        self._sync_phones()
        super().enter()

    def exit(self) -> None:
        """Leaving setup (Back, or to the menu) sends every phone away; the choice of
        phones on is remembered for next time."""
        self._stop_phones()

    def _sync_phones(self) -> None:
        """Start, stop or reseat the phone server to match the choices on screen."""
        if self.model.phones and self.phones is None:
            setup = self.model.match_setup(seed=0)
            try:
                self.phones = start_phones(setup.seat_infos(), setup.phone_seats)
            except ValueError as exc:
                self.model.phones = False
                self.say(str(exc), 8.0)
                return
            self.phones.open_lobby(self.model.game.name)
        elif not self.model.phones:
            self._stop_phones("The host turned phones off.")
        if self.phones is not None:
            setup = self.model.match_setup(seed=0)
            lobby = self.phones.hub.lobby
            if lobby is not None and lobby.title != self.model.game.name:
                lobby.title = self.model.game.name
                self.phones.hub.wait(lobby.title)
            self.phones.reseat(setup.seat_infos(), setup.phone_seats)

    def phones_off(self) -> None:
        """The host turned phones off: the server stops and every phone is told."""
        self.model.phones = False
        self._stop_phones("The host turned phones off.")
        self.focus.set_controls(self.buttons())

    def _stop_phones(self, message: str = "The host left the setup screen.") -> None:
        if self.phones is not None:
            self.phones.stop(message)
            self.phones = None

    def phone_states(self) -> tuple:
        """Each phone seat's (seat, connected, picked): what setup and its codes show."""
        phones = self.phones
        if phones is None:
            return ()
        return tuple((s, phones.connected(s), phones.picked(s)) for s in phones.seats)

    def update(self, dt: float) -> None:
        """Phones join at any moment: their seats' device buttons follow. A start waiting on
        the history goes on once it is done."""
        super().update(dt)
        if self.starting is not None:
            self.starting.take()
            return
        states = self.phone_states()
        if states != self._phone_look:
            self._phone_look = states
            self._rebuild()
            self._repaint = True

    @property
    def animating(self) -> bool:
        """Redraw for a message counting down, or once when a phone came or went; step
        while a start waits on the history."""
        return super().animating or self._repaint or self.starting is not None

    @property
    def woken(self) -> bool:
        """A phone came, went or picked a seat while the loop rests (counted only while
        setup is on top: covered, it is not updated)."""
        return self.phone_states() != self._phone_look

    def seat_name(self, seat: int) -> str:
        """Seat `seat`'s name as chosen here."""
        return self.model.seats[seat].name

    def seat_look(self, seat: int) -> tuple[tuple[int, int, int], str]:
        """Seat `seat`'s colour (its team's with teams) and symbol."""
        return self.shown_colour(seat), self.model.seats[seat].symbol

    # -- buttons -----------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        """Game and players, one row per seat, the options, then Back and Start."""
        model = self.model
        out = [
            Button("game", (60, TOP_Y, 560, TOP_H), f"Game: {model.game.name}"),
            Button("players", (640, TOP_Y, 300, TOP_H), f"◀ {count(model.players, 'player')} ▶"),
            Button("phones", (960, TOP_Y, 300, TOP_H),
                   "Phones on: codes" if self.phones is not None else "Phones: off"),
        ]
        out += self.rows().buttons(lambda i: ROW_Y0 + i * (ROW_H + ROW_GAP), ROW_H)
        out += option_buttons(model, place(self.ctx.text, model))
        out.append(Button("back", (560, BOTTOM_Y, 340, BOTTOM_H), "Back"))
        out.append(Button("start", (1020, BOTTOM_Y, 340, BOTTOM_H), "Start match"))
        return out

    def shown_colour(self, i: int) -> tuple[int, int, int]:
        """Seat i's colour as the table will show it: with teams, the team's colour (D2)."""
        return shown_colour(self.model, i)

    def rows(self) -> SeatRows:
        """The seat table as it stands."""
        return SeatRows(self.model, self.phones, self.ctx.pad_ids() or [],
                        self.ctx.settings.think_times)

    # -- input -------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Remember which device acted (joining binds it), then navigate as any button screen
        (while the match is starting, only an unplugged pad changes anything)."""
        # Even while starting: the table takes the seats as they are once the history is read.
        if intent.action is Action.PAD_REMOVED and intent.device.id is not None:
            self.model.release_pad(intent.device.id)
            self.say("A pad was unplugged; its seat is shared now.")
            self._rebuild()
            return
        if self.starting is not None:
            return
        if intent.action is Action.PAD_ADDED:
            joins = pinned("confirm", self.ctx.family_of(intent.device))
            self.say(f"Pad connected: {joins} on a seat's device button joins.")
            return
        if intent.action is Action.HELP:
            from scenes.screens.help import HelpScene

            self.ctx.stack.push(HelpScene(self.ctx, self.model.slug))
            return
        if intent.action is Action.EXTRA:  # pad Y / Tab: join without aiming at a seat
            self.say(self.model.quick_join(binding_for(intent.device)))
            self._rebuild()
            return
        if intent.action in (Action.LEFT, Action.RIGHT) and self._step(intent.action):
            return
        if self._players_clicked(intent):
            return
        joined = self.rows().joined() if intent.action is Action.BACK else []
        if joined:
            self.ctx.stack.push(leave_dialog(self.ctx, joined, self.leave))
            return
        self.device = intent.device
        super().handle(intent)

    def _step(self, action: Action) -> bool:
        """Left / right on the player count or an int option's value step it."""
        key = self.focus.focused_key or ""
        if key == "players":
            self.step_players(-1 if action is Action.LEFT else 1)
            return True
        if step_option(self.model, key, action):
            self._rebuild()
            return True
        return False

    def step_players(self, step: int) -> None:
        """One player more or fewer, within the game's range (said at its ends)."""
        model = self.model
        before = model.players
        model.set_players(before + step)
        if model.players == before:
            self.ctx.audio.play("refuse")
            self.say(f"{model.game.name} is for {model.game.min_players} to "
                     f"{model.game.max_players} players.")
            return
        self.ctx.audio.play("move")
        self._rebuild()

    def _players_clicked(self, intent: Intent) -> bool:
        """A click on the player count: its left half counts down, its right half up."""
        if intent.action is not Action.SELECT or intent.pos is None:
            return False
        control = self.focus.at(intent.pos)
        if control is None or control.key != "players":
            return False
        self.focus.focus("players")
        self.step_players(-1 if intent.pos[0] < pygame.Rect(control.rect).centerx else 1)
        return True

    def leave(self) -> None:
        """Back to the menu, the choices remembered."""
        self.remember()
        self.ctx.stack.pop()

    def activate(self, key: str) -> None:
        """Do what the pressed button says."""
        model = self.model
        name, _, arg = key.partition(":")
        if key == "back":
            self.leave()
            return
        if key == "start":
            self.start()
            return
        if key == "game":
            self.remember()
            self.model = self._load(SLUGS[(SLUGS.index(model.slug) + 1) % len(SLUGS)])
            self.model.phones = model.phones  # joined phones stay for the next game
        elif key == "players":
            model.cycle_players()
        elif key == "phones":
            if not model.phones:
                model.phones = True
                self._sync_phones()
            if self.phones is not None:
                self._rebuild()
                self.ctx.stack.push(SetupPhonesOverlay(self.ctx, self))
                return
        elif name == "colour":
            model.cycle_colour(int(arg))
        elif name == "name" and model.seats[int(arg)].bot is None:
            self.ctx.stack.push(picker(self.ctx, model, int(arg), self._rebuild))
            return
        elif name == "name":
            model.cycle_name(int(arg))
        elif name == "kind":
            model.cycle_kind(int(arg))
        elif name == "device":
            self.say(model.join(int(arg), binding_for(self.device)))
        elif name in ("opt", "dec", "inc"):
            option = next(o for o in model.game.options if o.key == arg)
            if name == "opt" and option.kind == "int":
                model.options[arg] = option.screen_default if option.screen_default is not None \
                    else option.default
            else:
                model.change_option(arg, -1 if name == "dec" else 1)
        self._rebuild()

    def _rebuild(self) -> None:
        if self.phones is not None or self.model.phones:
            self._sync_phones()
        self.focus.set_controls(self.buttons())

    # -- drawing -----------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt, fetched once."""
        surface.blit(self.felt, (0, 0))

    def hint_rect(self) -> pygame.Rect:
        """Where the joining hint goes: under the last seat row, inside the seat table's width."""
        top = ROW_Y0 + self.model.players * (ROW_H + ROW_GAP) - ROW_GAP + HINT_GAP
        # A line holds a key cap, taller than letters: large text needs more than HINT_LINE.
        pitch = max(HINT_LINE, self.ctx.text.size(JOIN_HINT[0], theme.TEXT_MIN)[1] + 2)
        return pygame.Rect(COLUMNS[0].x, top, LEFT_W, pitch * len(JOIN_HINT))

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Column headings, the joining hint and the options panel."""
        self._repaint = False  # a phone's coming or going is on screen now
        text = self.ctx.text
        text.blit(surface, self.heading, theme.TEXT_TITLE, (theme.SCREEN_SIZE[0] // 2, TITLE_Y),
                  bold=True, anchor="midtop")
        heads = {"colour": "Colour", "name": "Name", "kind": "Player", "device": "Device"}
        for key, x, _w in COLUMNS:
            text.blit(surface, heads[key], theme.TEXT_MIN, (x + 8, HEAD_Y), theme.TEXT_DIM)
        hint = self.hint_rect()
        pitch = hint.h // len(JOIN_HINT)
        for n, line in enumerate(JOIN_HINT):
            text.blit(surface, line, theme.TEXT_MIN, (hint.x, hint.y + n * pitch), theme.TEXT)
        count = len(self.ctx.pad_ids() or [])
        text.blit(surface, f"Pads connected: {count}", theme.TEXT_MIN,
                  (hint.right, hint.y + pitch), theme.TEXT_DIM, anchor="topright")
        draw.panel(surface, PANEL_RECT)
        text.blit(surface, "Options", theme.TEXT_BODY, (OPTIONS_X, TOP_Y + 14), bold=True)
        placed = place(text, self.model)
        draw_help(text, surface, placed)
        # The focused bot's level, at the foot of the panel (its second sentence left out
        # where large text leaves no room for it).
        name, _, key = (self.focus.focused_key or "").partition(":")
        if name == "kind" and self.model.seats[int(key)].bot is not None:
            level = self.model.seats[int(key)].bot
            about = [FAIR_ABOUT] if level == FAIR else [
                f"{level_description(level, self.ctx.settings.think_times)}.",
                "Options set how long the hard and expert bots think."]
            y = (placed[-1].bottom if placed else OPTION_Y0) + 10
            line = text.size("Ag", theme.TEXT_MIN)[1]
            room = (pygame.Rect(PANEL_RECT).bottom - 8 - y) // line
            lines = text.wrap(" ".join(about), theme.TEXT_MIN, OPTIONS_W)
            if len(lines) > room:
                lines = text.wrap(about[0], theme.TEXT_MIN, OPTIONS_W)
            for part in lines[:room]:
                text.blit(surface, part, theme.TEXT_MIN, (OPTIONS_X, y), theme.TEXT_DIM)
                y += line

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons, then each seat's symbol on its colour button."""
        super().draw_buttons(surface)
        for i in range(self.model.players):
            seat = self.model.seats[i]
            y = ROW_Y0 + i * (ROW_H + ROW_GAP) + ROW_H // 2
            draw.draw_seat_symbol(surface, seat.symbol, (COLUMNS[0].x + 30, y), 30,
                                  self.shown_colour(i))
