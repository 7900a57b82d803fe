"""The no-display path of `play` and the `demo` command, run as the player would run them."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str], env_extra: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(env_extra, PASSTIME_CONFIG_DIR=str(tmp_path / "config"))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_no_display_says_so_in_one_line_then_plays_in_the_terminal(tmp_path: Path) -> None:
    done = run([], {}, tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("No display found")
    assert sum("display" in line.lower() for line in lines) == 1
    assert lines[-1].startswith("Scores:") and "Winner" in lines[-1]
    taken = [line for line in lines if " takes " in line]
    assert len(taken) == 24 * 1, "every card taken is told, with the card and the chips won"
    assert all("chips won:" in line for line in taken)
    assert not (tmp_path / "config").exists()  # nothing written


def test_no_display_can_be_forced(tmp_path: Path) -> None:
    done = run(["play", "--windowed"], {"PASSTIME_NO_DISPLAY": "1", "DISPLAY": ":0"}, tmp_path)
    assert done.returncode == 0 and done.stdout.startswith("No display found")


@pytest.mark.slow
def test_demo_runs_the_real_loop_and_writes_stats_and_screenshots(tmp_path: Path) -> None:
    stats, shots = tmp_path / "stats.json", tmp_path / "shots"
    done = run(["demo", "--game", "take-or-pass", "--players", "4", "--frames", "40",
                "--speed", "4", "--screenshots", str(shots), "--stats", str(stats)], {}, tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(stats.read_text(encoding="utf-8"))
    assert report["frames"] == 40
    assert report["steps"] == 40 * 4 - 4  # first frame sets the clock; then speed steps each
    for part in ("update", "draw", "frame"):
        assert set(report[part]) == {"p50_ms", "p99_ms", "max_ms"}
        assert report[part]["p50_ms"] <= report[part]["p99_ms"] <= report[part]["max_ms"]
    assert report["frames_over_16_7ms"] >= 0 and report["peak_rss_mb"] > 0
    assert report["scenes"] and report["scenes"][0] == "TableScene"
    pngs = sorted(shots.glob("*.png"))
    assert pngs and "TableScene" in pngs[0].name


@pytest.mark.slow
def test_a_paced_demo_keeps_sixty_frames_a_second_headless(tmp_path: Path) -> None:
    """`--paced`: the frames keep the wall clock's pace, so bots answering in wall time play
    as often as at the table (simulated, 90 frames go by in a fraction of a second)."""
    stats = tmp_path / "stats.json"
    done = run(["demo", "--game", "take-or-pass", "--players", "3", "--frames", "90",
                "--speed", "4", "--paced", "--stats", str(stats)], {}, tmp_path)
    ended = time.time()
    assert done.returncode == 0, done.stderr
    report = json.loads(stats.read_text(encoding="utf-8"))
    assert report["frames"] == 90
    # About 60 a second (pygame's 60 fps cap waits in whole milliseconds): never hundreds.
    assert ended - report["first_frame_unix"] >= 89 / 70


def test_demo_refuses_bad_arguments_with_a_message(tmp_path: Path) -> None:
    for args, words in (
        (["--game", "chess"], "Unknown game"),
        (["--game", "pass", "--players", "9"], "players"),
        (["--speed", "0"], "--speed"),
        (["--options", "{nope"], "--options"),
    ):
        done = run(["demo", *args, "--frames", "1"], {}, tmp_path)
        assert done.returncode == 2, (args, done.stdout)
        assert words in done.stderr


def test_display_available_reads_the_environment(monkeypatch) -> None:  # noqa: ANN001
    from game.engine import display

    monkeypatch.setenv("PASSTIME_NO_DISPLAY", "1")
    assert not display.display_available()
    monkeypatch.delenv("PASSTIME_NO_DISPLAY")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not display.display_available()
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(display.sys, "platform", "linux")
    assert not display.display_available()  # no X, no Wayland: decided without probing SDL


def test_an_unreachable_display_is_one_quiet_line(tmp_path: Path) -> None:
    # SDL probing a display that is not there prints its own errors (XDG_RUNTIME_DIR...).
    done = run(["play"], {"DISPLAY": ":99", "XDG_RUNTIME_DIR": ""}, tmp_path)
    assert done.returncode == 0
    assert done.stdout.startswith("No display found")
    assert done.stderr == "", "nothing from SDL reaches the terminal"


PLANTING_DEMO = """
import sys
from pathlib import Path
from scenes.app import demo
from main import main

stats = Path(sys.argv[1])
after_frame = demo._Runner.after_frame

def planting(runner, loop):
    if not stats.exists():  # another program takes the name while the demo runs
        stats.write_text("another program's file")
    return after_frame(runner, loop)

demo._Runner.after_frame = planting
sys.exit(main(["demo", "--game", "pass", "--players", "2", "--frames", "3",
               "--stats", str(stats)]))
"""


def test_demo_statistics_never_go_over_a_file_that_appeared_mid_run(tmp_path: Path) -> None:
    stats = tmp_path / "stats.json"
    env = dict(os.environ, PASSTIME_CONFIG_DIR=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", PLANTING_DEMO, str(stats)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert stats.read_text() == "another program's file"
    assert json.loads((tmp_path / "stats-1.json").read_text())["frames"] == 3
    assert done.stderr.strip() == (f"demo: {stats} appeared meanwhile; the statistics are in "
                                   f"{tmp_path / 'stats-1.json'}.")


def test_a_screenshot_replaces_a_link_at_its_name_and_never_follows_it(tmp_path: Path) -> None:
    from game.engine.display import Display

    display = Display(fullscreen=False, vsync=False)
    display.open()
    victim, shot = tmp_path / "victim", tmp_path / "shot.png"
    victim.write_bytes(b"precious")
    shot.symlink_to(victim)
    display.screenshot(shot)
    assert victim.read_bytes() == b"precious"
    assert not shot.is_symlink() and shot.read_bytes().startswith(b"\x89PNG")


def test_a_demo_with_no_limit_outlasts_slow_bots_on_the_simulated_clock() -> None:
    """Simulated game time runs as fast as the frames while bots answer in wall time: the
    unlimited demo's cap is on the wall clock, so game time past any bound does not end a
    match that is still being played; only the summary (or the wall cap) does."""
    from types import SimpleNamespace

    from scenes.app import demo

    settings = SimpleNamespace(seconds=None, frames=None, screenshots=None)
    runner = demo._Runner(settings, display=None)
    table = type("TableScene", (), {})()
    loop = SimpleNamespace(ctx=SimpleNamespace(stack=SimpleNamespace(top=table)), frames=10,
                           game_time=50 * demo.MAX_GAME_SECONDS)
    assert runner.after_frame(loop) is True, "game time alone never stops an unfinished match"
    runner.started -= demo.MAX_WALL_SECONDS
    assert runner.after_frame(loop) is False, "the wall-clock cap still stops a stuck demo"
    summary = type("SummaryScene", (), {})()
    loop.ctx.stack.top = summary
    runner.started += demo.MAX_WALL_SECONDS
    assert runner.after_frame(loop) is True
    loop.game_time += demo.SUMMARY_LINGER
    assert runner.after_frame(loop) is False, "the summary, once lingered on, ends it"
