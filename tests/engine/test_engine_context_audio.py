"""The test context (no file I/O, overrides, cached layouts) and audio that never crashes."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.engine.audio import RATE, SOUNDS, Audio, synth
from game.engine.context import make_test_context
from game.engine.settings import Settings


def test_make_test_context_defaults_and_overrides() -> None:
    ctx = make_test_context()
    assert ctx.settings.anim_scale == 0.0 and ctx.settings.bot_delay == 0.0
    assert ctx.input is None and not ctx.persist and not ctx.audio.available
    ctx = make_test_context(animation_speed="normal", bot_speed="fast", input="boundary")
    assert ctx.settings.anim_scale == 1.0 and ctx.settings.bot_delay == 0.3
    assert ctx.input == "boundary"


def test_layouts_are_loaded_once() -> None:
    ctx = make_test_context()
    assert ctx.layout("pass", 4) is ctx.layout("pass", 4)
    assert ctx.layout("pass", 4).players == 4


def test_timeline_follows_the_setting_as_it_changes() -> None:
    ctx = make_test_context(animation_speed="slow")
    line = ctx.timeline()
    assert line.scale == 1.5
    ctx.settings.animation_speed = "fast"
    assert line.scale == 0.5


def test_no_settings_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    ctx = make_test_context(settings=Settings(volume=0.2))
    ctx.save_settings()
    assert list(tmp_path.iterdir()) == []
    assert ctx.audio.volume == pytest.approx(0.2)


def test_quit_request() -> None:
    ctx = make_test_context()
    ctx.request_quit()
    assert ctx.quit_requested


def test_audio_without_a_device_is_silent_and_never_raises() -> None:
    audio = Audio(volume=0.5)  # the dummy driver may or may not open: both are fine
    for name in [*SOUNDS, "no-such-sound"]:
        audio.play(name)
    assert audio.played[-1] == "no-such-sound"
    audio.set_volume(3.0)
    assert audio.volume == 1.0


def test_synthesised_sounds_have_the_right_length() -> None:
    notes = [(440.0, 0.1, 0.5), (0.0, 0.05, 0.2)]
    pcm = synth(notes)
    assert len(pcm) == 2 * (int(RATE * 0.1) + int(RATE * 0.05))
    assert max(abs(int.from_bytes(pcm[i:i + 2], "little", signed=True))
               for i in range(0, len(pcm), 2)) <= 32767 * 0.5 + 1


def test_no_sound_card_is_one_quiet_line(monkeypatch, capfd):
    import pygame

    from game.engine.audio import SILENT

    def no_card(**_kwargs):
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n" * 8)
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_card)
    audio = Audio()
    assert not audio.available
    err = capfd.readouterr().err
    assert err == SILENT + "\n", "the library's noise never reaches the terminal"
    audio.play("card")  # silence, not a crash
