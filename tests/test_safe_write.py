"""Writing files: never through a link, never over a file that is there, never torn."""
from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from game import safe_write
from game.safe_write import atomic_write, move_aside, rename_new, write_free, write_new


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_link_planted_at_the_temp_name_is_never_written_through(tmp_path, monkeypatch):
    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    draws = iter(["aaaa", "aaaa", "bbbb"])  # the first name drawn is taken by a link
    monkeypatch.setattr(safe_write.secrets, "token_hex", lambda _n: next(draws))
    (tmp_path / ".e.json.aaaa.tmp").symlink_to(victim)
    atomic_write(tmp_path / "e.json", b"new")
    assert victim.read_bytes() == b"precious"
    assert (tmp_path / "e.json").read_bytes() == b"new"
    assert not (tmp_path / "e.json").is_symlink()
    assert names(tmp_path) == [".e.json.aaaa.tmp", "e.json", "victim"]


def test_a_link_at_the_target_is_replaced_not_followed(tmp_path):
    victim = tmp_path / "victim"
    victim.write_bytes(b"precious")
    (tmp_path / "save.json").symlink_to(victim)
    atomic_write(tmp_path / "save.json", b"new")
    assert victim.read_bytes() == b"precious" and not (tmp_path / "save.json").is_symlink()
    assert (tmp_path / "save.json").read_bytes() == b"new"


@pytest.mark.parametrize("there", ["file", "link", "dangling link"])
def test_write_new_never_writes_over_what_is_there(tmp_path, there):
    target, victim = tmp_path / "out.json", tmp_path / "victim"
    victim.write_bytes(b"precious")
    if there == "file":
        target.write_bytes(b"mine")
    else:
        target.symlink_to(victim if there == "link" else tmp_path / "nowhere")
    with pytest.raises(FileExistsError):
        write_new(target, b"new")
    assert victim.read_bytes() == b"precious"
    assert not (tmp_path / "nowhere").exists()
    assert len(names(tmp_path)) == 2, "no temp file is left behind"
    if there == "file":
        assert target.read_bytes() == b"mine"


def test_write_free_takes_the_first_free_numbered_name(tmp_path):
    first = tmp_path / "served-match.json"
    assert write_free(first, b"1") == first
    (tmp_path / "served-match-1.json").symlink_to(tmp_path / "nowhere")
    assert write_free(first, b"2") == tmp_path / "served-match-2.json"
    assert first.read_bytes() == b"1" and (tmp_path / "served-match-2.json").read_bytes() == b"2"
    assert not (tmp_path / "nowhere").exists()


def test_a_disk_without_hard_links_still_refuses_a_taken_name(tmp_path, monkeypatch):
    def no_links(*_args, **_kwargs):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    (tmp_path / "a").write_bytes(b"a")
    (tmp_path / "b").write_bytes(b"b")
    with pytest.raises(FileExistsError):
        rename_new(tmp_path / "a", tmp_path / "b")
    rename_new(tmp_path / "a", tmp_path / "c")
    assert names(tmp_path) == ["b", "c"] and (tmp_path / "c").read_bytes() == b"a"


def test_a_failed_write_leaves_no_temp_file_and_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "save.json"
    target.write_bytes(b"old")

    def full_disk(_fd, _data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full_disk)
    with pytest.raises(OSError):
        atomic_write(target, b"new")
    assert names(tmp_path) == ["save.json"] and target.read_bytes() == b"old"


def test_moving_aside_never_lands_on_another_file(tmp_path, monkeypatch):
    monkeypatch.setattr(safe_write.time, "strftime", lambda _f: "20260101-000000")
    taken = tmp_path / "history.unusable-20260101-000000.sqlite3"
    taken.write_bytes(b"kept before")
    (tmp_path / "history.sqlite3").write_bytes(b"bad")
    aside = move_aside(tmp_path / "history.sqlite3")
    assert aside == tmp_path / "history.unusable-20260101-000000-1.sqlite3"
    assert taken.read_bytes() == b"kept before" and aside.read_bytes() == b"bad"
    assert not (tmp_path / "history.sqlite3").exists()
