"""Each system's folders for settings, saves, history and the sound cache (game/folders.py),
and the move from the old ~/.config/passtime that loses nothing (game/store/moving.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path, PureWindowsPath

import pytest

from game import folders
from game.engine import settings, sound_cache
from game.store import files, moving, saves

ROOT = Path(__file__).resolve().parents[2]
VARIABLES = ("PASSTIME_CONFIG_DIR", "PASSTIME_DATA_DIR", "PASSTIME_CACHE_DIR",
             "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")
APPDATA = r"C:\Users\ann\AppData\Roaming"
LOCAL = r"C:\Users\ann\AppData\Local"


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A fresh home folder and no variable that chooses a folder."""
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    # What Windows' shell says its folders are (platformdirs reads these first).
    monkeypatch.setenv("WIN_PD_OVERRIDE_APPDATA", APPDATA)
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", LOCAL)
    return tmp_path


def kept_paths() -> dict[str, Path]:
    """Where the game itself would read and write each kind of file."""
    return {"settings": settings.config_dir() / settings.FILE_NAME,
            "saves": saves.saves_dir(),
            "history": files.data_dir() / files.HISTORY,
            "cache": sound_cache.cache_path().parent}


def test_linux_follows_the_xdg_folders(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert kept_paths() == {
        "settings": home / ".config/passtime/settings.json",
        "saves": home / ".local/share/passtime/saves",
        "history": home / ".local/share/passtime/history.sqlite3",
        "cache": home / ".cache/passtime"}
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    assert files.data_dir() == home / "data/passtime"


def test_windows_keeps_settings_and_data_in_appdata(home: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    found = {kind: PureWindowsPath(str(path)) for kind, path in kept_paths().items()}
    assert found == {
        "settings": PureWindowsPath(APPDATA, "Passtime", "settings.json"),
        "saves": PureWindowsPath(APPDATA, "Passtime", "saves"),
        "history": PureWindowsPath(APPDATA, "Passtime", "history.sqlite3"),
        "cache": PureWindowsPath(LOCAL, "Passtime", "Cache")}


def test_macos_keeps_files_in_the_library(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    support = home / "Library/Application Support/Passtime"
    assert kept_paths() == {
        "settings": support / "settings.json", "saves": support / "saves",
        "history": support / "history.sqlite3", "cache": home / "Library/Caches/Passtime"}


def test_the_test_variables_still_choose_the_folders(home: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(home / "c"))
    monkeypatch.setenv("PASSTIME_CACHE_DIR", str(home / "k"))
    assert kept_paths() == {"settings": home / "c/settings.json", "saves": home / "c/saves",
                            "history": home / "c/history.sqlite3", "cache": home / "k"}
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(home / "d"))
    assert files.data_dir() == home / "d" and settings.config_dir() == home / "c"
    assert folders.overridden() and moving.migrate_old_folder.__wrapped__() == []


def lay_out(folder: Path, tree: dict[str, bytes]) -> None:
    """Write `tree` (relative path: bytes) under `folder`."""
    for name, data in tree.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)


def contents(*roots: Path) -> list[bytes]:
    """Every file's bytes under `roots`, sorted: what must survive a move."""
    return sorted(p.read_bytes() for root in roots if root.exists()
                  for p in root.rglob("*") if p.is_file())


OLD = {"settings.json": b"old settings", "settings.unusable-1.json": b"bad settings",
       "saves/a.json": b"old save a", "saves/b.json": b"save b",
       "history.sqlite3": b"old history", "history.sqlite3-journal": b"old journal",
       "exports/match-1.json": b"export"}


def test_the_old_folder_moves_home_and_a_conflict_keeps_both(tmp_path: Path) -> None:
    old, config, data = tmp_path / "old", tmp_path / "config", tmp_path / "data"
    lay_out(old, OLD)
    lay_out(config, {"settings.json": b"new settings"})
    lay_out(data, {"saves/a.json": b"new save a", "history.sqlite3": b"new history"})
    before = contents(old, config, data)
    lines = moving.migrate(old, config, data)
    assert contents(config, data) == before  # nothing lost, nothing written over
    assert not old.exists()
    assert (config / "settings.json").read_bytes() == b"new settings"
    assert (config / "settings.unusable-1.json").read_bytes() == b"bad settings"
    assert (data / "saves/b.json").read_bytes() == b"save b"
    assert (data / "exports/match-1.json").read_bytes() == b"export"
    (kept_history,) = data.glob("history.from-old-folder-*.sqlite3")
    assert kept_history.read_bytes() == b"old history"
    # The old database's journal follows it under its new name (SQLite finds it by name).
    assert Path(f"{kept_history}-journal").read_bytes() == b"old journal"
    (kept_save,) = (data / "saves").glob("a.from-old-folder-*.json")
    assert kept_save.read_bytes() == b"old save a"
    assert lines[0] == (f"Passtime now keeps its files in {config} and {data}: 7 files moved "
                        f"from {old}.")
    said = " ".join(lines[1:])
    for name in ("settings.json", "saves/a.json", "history.sqlite3"):
        assert f"{name} was in both folders: both are kept, the old one as " in said
    assert moving.migrate(old, config, data) == []  # once moved, nothing more to do


def test_on_linux_the_settings_stay_and_the_data_moves(tmp_path: Path) -> None:
    old, data = tmp_path / "config/passtime", tmp_path / "share/passtime"
    lay_out(old, OLD)
    lines = moving.migrate(old, old, data)
    assert sorted(p.name for p in old.iterdir()) == ["settings.json", "settings.unusable-1.json"]
    assert (data / "history.sqlite3-journal").read_bytes() == b"old journal"
    assert contents(old, data) == sorted(OLD.values())
    assert lines == [f"Passtime now keeps its files in {data}: 5 files moved from {old}."]


def test_a_move_to_another_disk_copies_then_removes(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    def cross_device(*_: object) -> None:
        raise OSError(18, "Invalid cross-device link")

    monkeypatch.setattr(os, "link", cross_device)
    lay_out(tmp_path / "old", {"saves/a.json": b"a", "history.sqlite3": b"h"})
    lay_out(tmp_path / "data", {"history.sqlite3": b"mine"})
    moving.migrate(tmp_path / "old", tmp_path / "config", tmp_path / "data")
    assert contents(tmp_path / "data") == [b"a", b"h", b"mine"]
    assert (tmp_path / "data/history.sqlite3").read_bytes() == b"mine"
    assert not (tmp_path / "old").exists()


def test_a_file_that_cannot_move_stays_and_is_named(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    real = moving.move_file

    def full_disk(source: Path, target: Path) -> None:
        if source.name == "b.json":
            raise OSError(28, "No space left on device")
        real(source, target)

    monkeypatch.setattr(moving, "move_file", full_disk)
    lay_out(tmp_path / "old", {"saves/a.json": b"a", "saves/b.json": b"b"})
    lines = moving.migrate(tmp_path / "old", tmp_path / "config", tmp_path / "data")
    assert (tmp_path / "old/saves/b.json").read_bytes() == b"b"
    assert (tmp_path / "data/saves/a.json").read_bytes() == b"a"
    assert any("b.json could not be moved (No space left on device)" in line for line in lines)


def test_the_first_start_moves_the_old_folder_and_says_so(home: Path) -> None:
    lay_out(home / ".config/passtime", {"saves/x.json": b"{}"})
    env = {k: v for k, v in os.environ.items() if k not in VARIABLES}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "history"], cwd=home,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert ("passtime: Passtime now keeps its files in ~/.local/share/passtime: 1 file moved "
            "from ~/.config/passtime.\n") in done.stderr
    assert (home / ".local/share/passtime/saves/x.json").read_bytes() == b"{}"
    assert not (home / ".config/passtime").exists()
