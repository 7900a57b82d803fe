"""The test context (no file I/O, overrides, cached layouts) and audio that never crashes."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.engine import sound_cache
from game.engine.audio import Audio
from game.engine.context import make_test_context
from game.engine.settings import Settings
from game.engine.sound_bank import RECIPES
from game.engine.synth import RATE, Noise, Tone, duration, partial_count, render


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
    audio.wait()
    for name in [*RECIPES, "no-such-sound"]:
        audio.play(name)
    assert audio.played[-1] == "no-such-sound"
    audio.set_volume(3.0)
    audio.set_ambience(0.4)
    assert (audio.volume, audio.ambience) == (1.0, 0.4)
    audio.set_ambience(0.0)


@pytest.mark.parametrize("name", sorted(RECIPES))
def test_no_effect_is_a_plain_sine(name: str) -> None:
    tones, noises = partial_count(RECIPES[name])
    assert tones > 1 or noises > 0


def test_rendered_effects_last_as_long_as_they_ring_and_never_clip() -> None:
    layers = (Tone(440.0, 0.9, 0.05, ((1.0, 1.0), (2.0, 0.8))), Noise(0.9, 0.02, 0.9, at=0.1))
    pcm = render(layers)
    assert len(pcm) == 2 * int(RATE * duration(layers))
    peak = max(abs(int.from_bytes(pcm[i:i + 2], "little", signed=True))
               for i in range(0, len(pcm), 2))
    assert 16000 < peak <= 32767  # loud layers sum past full scale: soft-clipped, not wrapped
    assert render(layers, seed=1) != pcm and render(layers, detune=1.03) != pcm


def test_effects_are_rendered_once_then_read_from_the_disk_cache(tmp_path: Path) -> None:
    made, cached = sound_cache.bank(tmp_path)
    assert not cached and set(made) == {*RECIPES, sound_cache.AMBIENCE_NAME}
    assert all(len(takes) >= 1 and all(takes) for takes in made.values())
    again, cached = sound_cache.bank(tmp_path)
    assert cached and again == made


@pytest.mark.parametrize("damage", [b"", b"PTSND1\xff\xff", b"not ours", None])
def test_a_damaged_sound_cache_is_ignored(tmp_path: Path, damage: bytes | None) -> None:
    path = sound_cache.cache_path(tmp_path)
    if damage is None:  # a valid file cut short
        sound_cache.save({"move": [b"\0\0" * 10]}, path)
        damage = path.read_bytes()[:-3]
    path.write_bytes(damage)
    assert sound_cache.load(path) is None


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


def test_effects_render_on_the_sound_bank_thread_never_the_frame_thread(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening the audio returns before the effects exist; they are rendered (nothing is
    cached yet) on the background thread, so no frame waits for them."""
    import threading

    import pygame

    rendered_on: list[str] = []
    opened = threading.Event()

    def slow_render() -> sound_cache.Bank:
        rendered_on.append(threading.current_thread().name)
        assert opened.wait(10), "Audio() waited for the render"
        return {name: [b"\0\0" * 64] for name in (*RECIPES, sound_cache.AMBIENCE_NAME)}

    monkeypatch.setattr(sound_cache, "render_bank", slow_render)
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    try:
        audio = Audio(cache=tmp_path)
        if not audio.available:
            pytest.fail("the dummy audio driver opens")
        opened.set()  # only now may the render finish: Audio() did not wait for it
        assert audio.wait() and not audio.from_cache
        assert rendered_on == ["sound-bank"] and threading.current_thread().name not in rendered_on
        audio.play("card")
        assert audio.played == ["card"]
    finally:
        opened.set()
        pygame.mixer.quit()
