"""The application context: what every scene receives through its constructor (no globals)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Protocol

from game.engine import theme
from game.engine.audio import Audio
from game.engine.intents import Family
from game.engine.layout import TableLayout, load_layout
from game.engine.scene import Scene, SceneStack
from game.engine.settings import Settings
from game.engine.text import TextCache
from game.engine.tween import Timeline
from game.engine.worker import Worker

if TYPE_CHECKING:
    from game.engine.display import Display
    from game.engine.input import InputBoundary
    from game.engine.intents import Device


class DemoRun(Protocol):
    """What scenes read of a demo run (scenes/app/demo.py's Demo)."""

    history: bool  #: file the finished match in the history (`demo --history`)


@dataclass
class AppContext:
    """The shared services: scene stack, settings, text, audio, input and layouts.

    `input` is the InputBoundary (None in tests that feed intents directly);
    `display` is None when headless tests draw on a plain surface.
    """

    stack: SceneStack
    settings: Settings
    text: TextCache
    audio: Audio
    input: InputBoundary | None = None
    display: Display | None = None
    #: False in tests: settings are never written to disk.
    persist: bool = True
    #: Set by a scene (menu "Quit") to end the loop after this frame.
    quit_requested: bool = False
    #: Notes for the player that any scene may show (e.g. a corrupt settings file).
    messages: list[str] = field(default_factory=list)
    #: Notes the first screen has shown this run: each is said once, not again each time
    #: the menu comes back (a history another program keeps locked).
    said: set[str] = field(default_factory=set)
    #: The demo command's options, or None in a normal game.
    demo: DemoRun | None = None
    #: Bots think in the background worker process (play and demo), not a thread (tests).
    bot_process: bool = False
    #: Makes the first screen (the menu): set by whoever builds the app, so scenes can go
    #: back to it without importing it.
    home: Callable[[AppContext], Scene] | None = None
    _layouts: dict[tuple[str, int], TableLayout] = field(default_factory=dict, repr=False)
    _worker: Worker | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.apply_look()

    def apply_look(self) -> None:
        """Large text and high contrast as the settings say (every screen draws through these)."""
        self.text.set_large(self.settings.large_text)
        theme.LOOK.high_contrast = self.settings.high_contrast

    def background(self) -> Worker:
        """The app's background process for CPU-heavy calls (bots thinking), started on
        first use: ~0.1 s, so ask for it at start-up rather than in a frame."""
        if self._worker is None:
            self._worker = Worker()
            self._worker.start()
        return self._worker

    @property
    def background_started(self) -> bool:
        """Whether the background worker runs (it starts on the first `background()`)."""
        return self._worker is not None

    def stop_background(self) -> None:
        """Stop the background worker if one was started (the app is closing)."""
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    def layout(self, slug: str, players: int, anchors: Iterable[str] = ()) -> TableLayout:
        """The table layout levels/<slug>.tmx at `players` seats, which must hold the common
        anchors and `anchors` (loaded once, then cached)."""
        key = (slug, players)
        if key not in self._layouts:
            self._layouts[key] = load_layout(slug, players, anchors)
        return self._layouts[key]

    def layout_loaded(self, slug: str, players: int) -> bool:
        """Whether the layout of `slug` for `players` is loaded already (`layout` keeps it)."""
        return (slug, players) in self._layouts

    def warm_tables(self, tables: Iterable[tuple[str, int]]) -> None:
        """Load these (slug, players) layouts and draw their felts now, at start-up, and open
        the fonts tables write with (text.TABLE_FONTS, each letter drawn once), and make the
        screen-sized surface the scores overlay keeps the dimmed table in (SceneStack).

        A felt costs ~10 ms to draw (20 ms for the first, which also makes the rim
        shading): done at start-up, where it counts toward the time to the first
        frame, instead of in the frame that first shows a table. Every player count of
        a game shares its felt, so one layout per game is enough. The fonts took 4-8 ms
        of a table's first frame, opened and their letters drawn as it first wrote.
        """
        from game.engine import draw
        from game.engine.layout import LayoutError
        from game.engine.text import TABLE_FONTS

        self.text.warm(TABLE_FONTS)
        if self.display is not None and self.display.surface is not None:
            # ~5 ms, else in the first scores frame
            self.stack.backdrop_surface(self.display.surface)

        layouts = []
        for slug, players in tables:
            try:
                layouts.append(self.layout(slug, players))
            except LayoutError:
                continue  # flow falls back to a computed layout; nothing to warm
        draw.warm_felts(layouts)

    def pad_ids(self) -> list[int] | None:
        """Instance ids of the pads plugged in now, in order, or None with no input layer
        (tests that feed intents directly)."""
        return None if self.input is None else self.input.pad_ids()

    def go_home(self) -> None:
        """Clear the stack down to a fresh first screen (the menu)."""
        if self.home is None:
            raise RuntimeError("no first screen: the app was built without `home`")
        self.stack.clear_to(self.home(self))

    def timeline(self) -> Timeline:
        """A new Timeline that follows the animation-speed setting as it changes."""
        return Timeline(lambda: self.settings.anim_scale)

    def save_settings(self) -> None:
        """Save the settings (when persisting) and apply volumes and full screen now."""
        self.audio.set_volume(self.settings.volume)
        self.audio.set_ambience(self.settings.ambience)
        self.apply_look()
        if self.display is not None:
            self.display.set_fullscreen(self.settings.fullscreen)
            self.display.set_screen(self.settings.screen)
            self.note_window()
        if self.persist:
            self.settings.save()

    def note_window(self) -> None:
        """Copy where the window is (and on which display) into the settings, for next time."""
        if self.display is None:
            return
        self.display.remember()
        self.settings.screen = self.display.screen
        if self.display.window is not None:
            self.settings.window = list(self.display.window)

    def family_of(self, device: Device) -> Family:
        """Whose glyphs `device` wears (game/engine/prompts.py): a pad's by its SDL type (an
        Xbox-style pad with no input layer), the keyboard's or the mouse's."""
        if self.input is not None:
            return self.input.family(device)
        return {"pad": Family.XBOX, "mouse": Family.MOUSE}.get(device.kind, Family.KEYBOARD)

    def follow_device(self, device: Device) -> None:
        """Prompts follow `device`, the one that just acted (the system's own intents and
        tests with no input layer leave them as they are)."""
        if self.input is not None and device.kind in ("keyboard", "mouse", "pad"):
            self.text.family = self.family_of(device)

    def request_quit(self) -> None:
        """Ask the loop to stop after the current frame."""
        self.quit_requested = True


def make_test_context(**overrides: Any) -> AppContext:
    """A headless context for tests: no file I/O, silent audio, instant animations.

    Keyword overrides may name Settings fields (e.g. animation_speed="normal",
    bot_speed="fast") or AppContext fields (e.g. input=..., stack=...).
    """
    setting_names = {f.name for f in fields(Settings)}
    settings_kw = {k: overrides.pop(k) for k in list(overrides) if k in setting_names}
    settings_kw.setdefault("animation_speed", "instant")
    settings_kw.setdefault("bot_speed", "instant")
    settings_kw.setdefault("fullscreen", False)
    settings = overrides.pop("settings", None) or Settings(**settings_kw)
    ctx_kw: dict[str, Any] = {
        "stack": SceneStack(),
        "settings": settings,
        "text": TextCache(),
        "audio": Audio(volume=settings.volume, enabled=False),
        "input": None,
        "persist": False,
    }
    ctx_kw.update(overrides)
    return AppContext(**ctx_kw)

