"""The setup screen: game, player count, each seat (human or bot, name, colour, device), options.

Everything is a button, so a pad, the keyboard or the mouse alone can set up a
match. A seat's device button is how players join: the device that presses it
(pad A, Enter, or a click) is bound to that seat (see scenes/screens/setup_model.py).
The last choices per game are remembered in ctx.settings.last_setup.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game.ai import level_description
from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.intents import KEYBOARD, Action, Device, Intent
from game.engine.prompts import pinned
from game.engine.screen import ButtonScreen
from game.registry import SLUGS
from game.rules.base import RulesError
from scenes.app.flow import build_match_scene
from scenes.app.night_flow import start_night
from scenes.frame.match_setup import MOUSE_KEYBOARD, PHONE, SHARED
from scenes.frame.phone_seats import PhoneSeats, start_phones
from scenes.screens.setup_model import FAIR, SetupModel, binding_for
from scenes.screens.setup_people import FAIR_ABOUT, fair_setup, kind_label, picker
from scenes.screens.setup_phones import SetupPhonesOverlay, phone_status

if TYPE_CHECKING:
    from game.engine.context import AppContext


class Column(NamedTuple):
    """A column of the seat table: its control's key, left edge and width."""

    key: str
    x: int
    w: int


# The screen in bands, top to bottom: title, game / players, column headings, seat rows,
# the joining hint, Back / Start. Options sit in a panel on the right. Seven seats (Take or
# Pass) must fit with the hint above the buttons, so the numbers are tied together here.
TITLE_Y = 36  # the title's top (the base class puts titles at 90)
TOP_Y, TOP_H = 150, 66  # game and player-count buttons
HEAD_Y = TOP_Y + TOP_H + 16  # column headings' top
COLUMNS = (Column("colour", 60, 250), Column("name", 320, 280), Column("kind", 610, 250),
           Column("device", 870, 370))
LEFT_W = COLUMNS[-1].x + COLUMNS[-1].w - COLUMNS[0].x  # the seat table's width
ROW_Y0, ROW_H, ROW_GAP = HEAD_Y + 33 + 12, 56, 8
HINT_GAP, HINT_LINE = 14, 36
BOTTOM_Y, BOTTOM_H = 836, 76  # Back / Start; the base class's message line sits below
PANEL_RECT = (1280, TOP_Y, 600, BOTTOM_Y - 16 - TOP_Y)  # the options panel
OPTIONS_X, OPTIONS_W, OPTION_Y0, OPTION_GAP = 1300, 560, TOP_Y + 68, 88
JOIN_HINT = ("To join: [confirm] on a seat's Device button, on your pad or keys.",
             "[extra] takes the next free seat.")


class SetupScene(ButtonScreen):
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

    def _phone_states(self) -> tuple:
        phones = self.phones
        if phones is None:
            return ()
        return tuple((s, phones.connected(s), phones.picked(s)) for s in phones.seats)

    def update(self, dt: float) -> None:
        """Phones join at any moment: their seats' device buttons follow."""
        super().update(dt)
        states = self._phone_states()
        if states != self._phone_look:
            self._phone_look = states
            self._rebuild()
            self._repaint = True

    @property
    def animating(self) -> bool:
        """Redraw for a message counting down, or once when a phone came or went."""
        return super().animating or self._repaint

    @property
    def woken(self) -> bool:
        """A phone came, went or picked a seat while the loop rests."""
        return self._phone_states() != self._phone_look

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
            Button("players", (640, TOP_Y, 300, TOP_H), f"{model.players} players"),
            Button("phones", (960, TOP_Y, 300, TOP_H),
                   "Phone codes" if self.phones is not None else "Phones: off"),
        ]
        for i in range(model.players):
            y = ROW_Y0 + i * (ROW_H + ROW_GAP)
            for key, x, w in COLUMNS:
                why = self._partner_colour(i) if key == "colour" else ""
                out.append(Button(f"{key}:{i}", (x, y, w, ROW_H), self._seat_label(key, i),
                                  not why, why))
        y = OPTION_Y0
        for option in model.game.options:
            why = model.option_applies(option)
            label = f"{option.label}: {self._value_text(option)}"
            if option.kind == "int":
                out.append(Button(f"dec:{option.key}", (OPTIONS_X, y, 80, 70), "−", not why, why))
                out.append(Button(f"opt:{option.key}", (OPTIONS_X + 90, y, OPTIONS_W - 180, 70),
                                  label, not why, why))
                out.append(Button(f"inc:{option.key}", (OPTIONS_X + OPTIONS_W - 80, y, 80, 70),
                                  "+", not why, why))
            else:
                out.append(Button(f"opt:{option.key}", (OPTIONS_X, y, OPTIONS_W, 70), label,
                                  not why, why))
            y += OPTION_GAP
        out.append(Button("back", (560, BOTTOM_Y, 340, BOTTOM_H), "Back"))
        out.append(Button("start", (1020, BOTTOM_Y, 340, BOTTOM_H), "Start match"))
        return out

    def shown_colour(self, i: int) -> tuple[int, int, int]:
        """Seat i's colour as the table will show it: with teams, the team's colour (D2)."""
        return self.model.match_setup(seed=0).seat_infos()[i].colour

    def _partner_colour(self, i: int) -> str:
        """Why seat i's colour cannot change here ("" if it can): partners share seat 1's or 2's."""
        teams = self.model.match_setup(seed=0).options.get("teams")
        if teams and self.model.players == 4 and i >= 2:
            return f"Partners share a colour: change {self.model.seats[i % 2].name}'s."
        return ""

    def _seat_label(self, key: str, i: int) -> str:
        seat = self.model.seats[i]
        if key == "colour":
            # Leading spaces leave room for the symbol drawn on the button's left.
            colour = self.shown_colour(i)
            known = colour in theme.SEAT_COLOURS
            return "      " + (theme.SEAT_COLOUR_NAMES[theme.SEAT_COLOURS.index(colour)]
                               if known else "colour")
        if key == "name":
            return seat.name
        if key == "kind":
            return kind_label(seat.bot, self.ctx.settings.think_times)
        if seat.bot is not None:
            return "Join here"
        binding = self.model.device_of(seat)
        if binding == PHONE and self.phones is not None:
            return f"Phone: {phone_status(self.phones.connected(i), self.phones.picked(i))}"
        return self.device_name(binding)

    def device_name(self, binding: str | int) -> str:
        """How a seat binding reads on screen ("Pad 2", "Keyboard + mouse", "Shared")."""
        if binding == SHARED:
            return "Shared (any device)"
        if binding == MOUSE_KEYBOARD:
            return "Keyboard + mouse"
        if binding == PHONE:
            return "Phone (code at start)"
        order = self.ctx.pad_ids() or []
        number = order.index(binding) + 1 if binding in order else binding
        return f"Pad {number}"

    def _value_text(self, option: Any) -> str:
        value = self.model.options.get(option.key)
        if option.kind == "bool":
            return "on" if value else "off"
        if value is None:
            return f"auto ({self.model.auto_value(option)})"
        return str(value)

    # -- input -------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Remember which device acted (joining binds it), then navigate as any button screen."""
        if intent.action is Action.PAD_REMOVED and intent.device.id is not None:
            self.model.release_pad(intent.device.id)
            self.say("A pad was unplugged; its seat is shared now.")
            self._rebuild()
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
        if intent.action in (Action.LEFT, Action.RIGHT) and self._step_option(intent.action):
            return
        self.device = intent.device
        super().handle(intent)

    def _step_option(self, action: Action) -> bool:
        """Left/right on an int option's value button change it (quicker than − / +)."""
        key = self.focus.focused_key or ""
        if not key.startswith("opt:"):
            return False
        option = next(o for o in self.model.game.options if o.key == key[4:])
        if option.kind != "int" or self.model.option_applies(option):
            return False
        self.model.change_option(option.key, -1 if action is Action.LEFT else 1)
        self._rebuild()
        return True

    def activate(self, key: str) -> None:
        """Do what the pressed button says."""
        model = self.model
        name, _, arg = key.partition(":")
        if key == "back":
            self.remember()
            self.ctx.stack.pop()
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

    def start(self) -> None:
        """Start the match; a refusal from the rules is shown and nothing changes."""
        setup = fair_setup(self.model, self.ctx.settings.rate_assisted)
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

    # -- drawing -----------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt, fetched once."""
        surface.blit(self.felt, (0, 0))

    def hint_rect(self) -> pygame.Rect:
        """Where the joining hint goes: under the last seat row, inside the seat table's width."""
        top = ROW_Y0 + self.model.players * (ROW_H + ROW_GAP) - ROW_GAP + HINT_GAP
        return pygame.Rect(COLUMNS[0].x, top, LEFT_W, HINT_LINE * len(JOIN_HINT))

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
        for n, line in enumerate(JOIN_HINT):
            text.blit(surface, line, theme.TEXT_MIN, (hint.x, hint.y + n * HINT_LINE), theme.TEXT)
        count = len(self.ctx.pad_ids() or [])
        text.blit(surface, f"Pads connected: {count}", theme.TEXT_MIN,
                  (hint.right, hint.y + HINT_LINE), theme.TEXT_DIM, anchor="topright")
        draw.panel(surface, PANEL_RECT)
        text.blit(surface, "Options", theme.TEXT_BODY, (OPTIONS_X, TOP_Y + 14), bold=True)
        # The focused option's help, or the focused bot's level, at the foot of the panel.
        name, _, key = (self.focus.focused_key or "").partition(":")
        option = next((o for o in self.model.game.options if o.key == key), None)
        about = option.help if option is not None else None
        if name == "kind" and self.model.seats[int(key)].bot is not None:
            level = self.model.seats[int(key)].bot
            about = FAIR_ABOUT if level == FAIR else (
                f"{level_description(level, self.ctx.settings.think_times)}. "
                "Options set how long the hard and expert bots think.")
        if about:
            y = OPTION_Y0 + len(self.model.game.options) * OPTION_GAP + 10
            for line in text.wrap(about, theme.TEXT_MIN, OPTIONS_W)[:4]:
                text.blit(surface, line, theme.TEXT_MIN, (OPTIONS_X, y), theme.TEXT_DIM)
                y += HINT_LINE

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons, then each seat's symbol on its colour button."""
        super().draw_buttons(surface)
        for i in range(self.model.players):
            seat = self.model.seats[i]
            y = ROW_Y0 + i * (ROW_H + ROW_GAP) + ROW_H // 2
            draw.draw_seat_symbol(surface, seat.symbol, (COLUMNS[0].x + 30, y), 30,
                                  self.shown_colour(i))
