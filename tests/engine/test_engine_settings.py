"""Settings: defaults, round-trip, bad values ignored, a corrupt file kept aside."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.engine.settings import Settings, config_dir


def test_round_trip(tmp_path: Path) -> None:
    s = Settings(fullscreen=False, volume=0.3, animation_speed="fast", bot_speed="instant",
                 last_setup={"take-or-pass": {"players": 5}})
    assert s.save(tmp_path) == tmp_path / "settings.json"
    loaded = Settings.load(tmp_path)
    assert loaded == s
    assert loaded.messages == []


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    s = Settings.load(tmp_path / "nowhere")
    assert s == Settings() and s.messages == []
    assert s.fullscreen is True


def test_corrupt_file_falls_back_and_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    s = Settings.load(tmp_path)
    assert s == Settings()
    assert len(s.messages) == 1 and "unusable" in s.messages[0]
    kept = list(tmp_path.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    assert not (tmp_path / "settings.json").exists()
    # A second corrupt file is kept too, not written over the first.
    (tmp_path / "settings.json").write_text("[[[", encoding="utf-8")
    Settings.load(tmp_path)
    assert len(list(tmp_path.glob("settings.corrupt-*.json"))) == 2


def test_unknown_keys_and_bad_values_are_ignored_with_messages(tmp_path: Path) -> None:
    data = {"volume": 7, "fullscreen": "yes", "animation_speed": "fast", "colour": "red",
            "bot_speed": "ludicrous", "last_setup": []}
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    s = Settings.load(tmp_path)
    assert s.animation_speed == "fast"
    assert (s.volume, s.fullscreen, s.bot_speed, s.last_setup) == (
        Settings().volume, True, "normal", {})
    assert len(s.messages) == 6
    assert any("'colour'" in m for m in s.messages)
    # The next save drops what was ignored, so the file as it was is kept aside.
    kept = list(tmp_path.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8")) == data
    assert kept[0].name in s.messages[-1]


def test_a_json_list_is_not_settings(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("[1, 2]", encoding="utf-8")
    s = Settings.load(tmp_path)
    assert s == Settings() and s.messages


@pytest.mark.parametrize(("speed", "scale", "delay"), [
    ("slow", 1.5, 1.2), ("normal", 1.0, 0.7), ("fast", 0.5, 0.3), ("instant", 0.0, 0.0)])
def test_speed_properties(speed: str, scale: float, delay: float) -> None:
    s = Settings(animation_speed=speed, bot_speed=speed)
    assert s.anim_scale == scale and s.bot_delay == delay


def test_config_dir_order(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path / "a"))
    assert config_dir() == tmp_path / "a"
    monkeypatch.delenv("PASSTIME_CONFIG_DIR")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert config_dir() == tmp_path / "xdg" / "passtime"


def test_save_failure_is_a_message_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    s = Settings()
    assert s.save(blocker / "sub") is None
    assert s.messages and "Could not save" in s.messages[0]


@pytest.mark.parametrize(("raw", "why"), [
    (b"\xff\xfe\x00\xd8 not text", "not UTF-8"),
    (b'{"volume": ' + b"9" * 5000 + b"}", "longer than 100 digits"),
    (b"[" * 100_000 + b"]" * 100_000, "nests deeper than 32"),
    (b'{"volume": NaN}', "NaN"),
    (b" " * (2 * 1024 * 1024 + 1), "too large"),
])
def test_any_bytes_give_defaults_and_the_file_is_kept(tmp_path: Path, raw: bytes, why: str) -> None:
    (tmp_path / "settings.json").write_bytes(raw)
    s = Settings.load(tmp_path)
    assert s == Settings()
    assert len(s.messages) == 1 and why in s.messages[0]
    (kept,) = tmp_path.glob("settings.corrupt-*.json")
    assert kept.read_bytes() == raw
    assert s.save(tmp_path) == tmp_path / "settings.json"
    assert kept.read_bytes() == raw, "saving never writes over the file kept aside"


def test_utf16_settings_are_read(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_bytes('{"volume": 0.25}'.encode("utf-16"))
    s = Settings.load(tmp_path)
    assert s.volume == 0.25 and s.messages == []


def test_a_fifo_is_never_opened(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.json")  # opening it to read would block for ever
    s = Settings.load(tmp_path)
    assert s == Settings() and "not a regular file" in s.messages[0]


def test_a_file_that_cannot_be_moved_aside_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "settings.json").write_bytes(b"{broken")

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise OSError("read-only")

    monkeypatch.setattr(os, "replace", refuse)  # a read-only disk: no rename of any kind
    monkeypatch.setattr(os, "link", refuse)
    s = Settings.load(tmp_path)
    assert "left untouched" in s.messages[0]
    monkeypatch.undo()
    assert s.save(tmp_path) is None
    assert (tmp_path / "settings.json").read_bytes() == b"{broken"


def test_feel_and_readability_settings_load_and_refuse_bad_values() -> None:
    s = Settings()
    assert s.apply_json({"ambience": 0.3, "reduced_motion": True, "large_text": True,
                         "high_contrast": True}) == []
    assert (s.ambience, s.reduced_motion, s.large_text, s.high_contrast) == (0.3, True, True,
                                                                               True)
    assert s.anim_scale < Settings().anim_scale, "reduced motion shortens every move"
    problems = s.apply_json({"ambience": 2, "large_text": "yes"})
    assert len(problems) == 2 and (s.ambience, s.large_text) == (0.3, True)


def test_the_window_place_and_display_load_and_refuse_bad_values(tmp_path: Path) -> None:
    s = Settings(screen=1, window=[-1200, 40, 960, 540])
    s.save(tmp_path)
    assert Settings.load(tmp_path) == s
    fresh = Settings()
    for bad in ({"screen": -1}, {"screen": True}, {"screen": 99}, {"window": [1, 2, 3]},
                {"window": [0, 0, 0, 540]}, {"window": [0, 0, "960", 540]},
                {"window": [10**9, 0, 960, 540]}, {"window": {"x": 1}}):
        problems = fresh.apply_json(bad)
        assert len(problems) == 1 and next(iter(bad)) in problems[0]
    assert (fresh.screen, fresh.window) == (0, [])
    assert fresh.apply_json({"window": []}) == [], "never placed is a valid value"


def test_saving_never_writes_through_a_link_left_at_the_old_temp_name(tmp_path: Path) -> None:
    from game.engine import sound_cache

    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    (tmp_path / "settings.tmp").symlink_to(victim)  # the temp names before were fixed
    cache = sound_cache.cache_path(tmp_path)
    cache.with_suffix(".tmp").symlink_to(victim)
    assert Settings(volume=0.25).save(tmp_path) == tmp_path / "settings.json"
    assert sound_cache.save({"tick": [b"\x00\x01"]}, cache)
    assert victim.read_bytes() == b"precious"
    assert Settings.load(tmp_path).volume == 0.25
    assert not cache.is_symlink() and cache.read_bytes().startswith(sound_cache.MAGIC)
