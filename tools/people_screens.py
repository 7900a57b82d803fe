"""Screenshots of the people screens at 1920x1080, for checking by eye: profile picking
with a pad, the pad keyboard, setup with profiles and a fair bot, the ratings chart and
ladder, the game-night playlist, interlude and podium. Made from a history of its own
(bots' and profiles' matches played here).

    python tools/people_screens.py [OUT_DIR]     # default: screens/
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PASSTIME_CONFIG_DIR"] = tempfile.mkdtemp(prefix="passtime-people-")

import pygame  # noqa: E402

from game.ai import SeatPort, make_bot  # noqa: E402
from game.engine import theme  # noqa: E402
from game.engine.context import make_test_context  # noqa: E402
from game.engine.intents import Action, Device, Intent  # noqa: E402
from game.registry import get_game  # noqa: E402
from game.store.history import Finished, History  # noqa: E402
from game.store.night import new_night  # noqa: E402
from game.store.profiles import create  # noqa: E402

PAD = Device("pad", 0)
LEVELS = ("easy", "normal", "hard")


def play(slug: str, seats: list[dict], seed: int) -> Finished:
    """One match among bots standing in for the seats (people play as the level given)."""
    match = get_game(slug).new_match(len(seats), seed)
    bots = [make_bot(s.get("plays", s.get("bot") or "normal"), seed + n,
                     **({"iterations": 60, "think_time": None}
                        if s.get("plays", s.get("bot")) == "hard" else {}))
            for n, s in enumerate(seats)]
    while not match.is_over:
        seat = match.to_move
        match.apply_then_deal(bots[seat].choose(SeatPort(match, seat)))
    kept = [{k: v for k, v in s.items() if k != "plays"} for s in seats]
    return Finished(f"shot-{slug}-{seed}", match.record(), kept, list(match.scores),
                    list(match.winners), float(seed), float(seed) + 60)


def history_with_people() -> list:
    """Three profiles, and their matches against the bot levels and each other."""
    history = History()
    people = [create(history, name, theme.SEAT_COLOURS[n], theme.SEAT_SYMBOLS[n])
              for n, name in enumerate(("Ann", "Ben", "Cleo"))]
    skill = {"Ann": "hard", "Ben": "normal", "Cleo": "easy"}
    for index in range(36):
        who = people[index % 3]
        other = people[(index + 1) % 3]
        seats = [{"name": who.name, "colour": list(who.colour), "profile": who.id,
                  "plays": skill[who.name]},
                 {"name": other.name, "colour": list(other.colour), "profile": other.id,
                  "plays": skill[other.name]}]
        seats += [{"name": level.capitalize(), "colour": [0, 0, 0], "bot": level}
                  for level in LEVELS[index % 2:index % 2 + 2]]
        history.add(play("take-or-pass", seats, 100 + index))
    history.close()
    return people


def shoot(ctx, path: Path) -> None:
    """Draw the stack as it stands and save it."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    ctx.stack.draw(surface, 1.0)
    pygame.image.save(surface, str(path))
    print(path)


def main(out: Path) -> None:
    """Every people screen, one PNG each."""
    from scenes.screens.name_pad import NamePadOverlay
    from scenes.screens.night_playlist import NightPlaylistScene
    from scenes.screens.night_screens import InterludeScene, PodiumScene
    from scenes.screens.profile_picker import ProfilePickerOverlay
    from scenes.screens.ratings_screen import RatingsScene
    from scenes.screens.setup import SetupScene

    pygame.init()
    out.mkdir(parents=True, exist_ok=True)
    people = history_with_people()
    ctx = make_test_context()
    ctx.stack.push(SetupScene(ctx, "take-or-pass"))
    picker = ProfilePickerOverlay(ctx, 1, (theme.SEAT_COLOURS[1], "square"), {people[0].id},
                                  lambda p: None)
    ctx.stack.push(picker)
    for action in (Action.DOWN, Action.RIGHT):  # the pad walks to Ben's Rename
        picker.handle(Intent(action, PAD))
    shoot(ctx, out / "profile-picker.png")
    pad = NamePadOverlay(ctx, "Your name", "", lambda name: None)
    ctx.stack.push(pad)
    for key in ("key:D", "key:A", "key:N"):
        pad.activate(key)
    pad.focus.focus("key:A")
    shoot(ctx, out / "name-pad.png")
    setup = ctx.stack.scenes[0]
    ctx.stack.pop()
    ctx.stack.pop()  # the pad keyboard and the picker: Ann and Ben take seats 1 and 2
    setup.model.pick_profile(0, people[0])
    setup.model.pick_profile(1, people[1])
    while setup.model.seats[2].bot != "fair":
        setup.model.cycle_kind(2)
    setup.focus.set_controls(setup.buttons())
    setup.focus.focus("kind:2")
    shoot(ctx, out / "setup-profiles-fair.png")
    ctx = make_test_context()
    ctx.stack.push(NightPlaylistScene(ctx))
    for key in ("add:take-or-pass", "add:dominoes", "add:pass"):
        ctx.stack.top.activate(key)
    shoot(ctx, out / "night-playlist.png")
    ctx = make_test_context()
    ctx.stack.push(RatingsScene(ctx, people[0].id))
    shoot(ctx, out / "ratings-ann.png")
    ctx.stack.push(RatingsScene(ctx, people[2].id))
    ctx.stack.top.activate("pool")
    ctx.stack.top.activate("pool")
    shoot(ctx, out / "ratings-cleo-take-or-pass.png")
    seats = [{"name": p.name, "colour": list(p.colour), "symbol": p.symbol, "bot": None,
              "profile": p.id} for p in people]
    seats.append({"name": "Normal", "colour": list(theme.SEAT_COLOURS[3]),
                  "symbol": theme.SEAT_SYMBOLS[3], "bot": "normal"})
    night = new_night([{"game": "take-or-pass"}, {"game": "dominoes"}, {"game": "pass"}],
                      seats, 7)
    night.add("a", "take-or-pass", [12, 40, 25, 3], [3])
    night.add("b", "dominoes", [61, 20, 35, 50], [0])
    ctx = make_test_context()
    ctx.stack.push(InterludeScene(ctx, night, lambda: None, lambda: None))
    shoot(ctx, out / "night-interlude.png")
    night.add("c", "pass", [3, 1, 2, 0], [0])
    ctx.stack.push(PodiumScene(ctx, night, lambda: None))
    shoot(ctx, out / "night-podium.png")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screens"))
