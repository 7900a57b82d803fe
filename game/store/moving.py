"""Moving a player's files from the one folder Passtime used on every system
(~/.config/passtime) to their homes by each system's convention (game/folders.py).

settings.json, and settings files kept aside, go to the config folder; everything else
(saves/, history.sqlite3 and its journal, exports/, other files kept aside) to the data
folder. A file moves whole or not at all, and never over another: when its name is taken
in its new home it arrives beside that file as NAME.from-old-folder-<time>.EXT, and a
line says which is which. Folders (saves/) are merged file by file. The old folder is
removed once empty.
"""
from __future__ import annotations

import os
import shutil
from functools import cache
from pathlib import Path

from game import folders
from game.safe_write import free_aside_path

CONFIG_PREFIX = "settings"  # settings.json and settings.<why>-<time>.json kept aside
JOURNALS = ("-journal", "-wal", "-shm")  # SQLite's companions: they follow their database
WHY = "from-old-folder"


def move_file(source: Path, target: Path) -> None:
    """Move one file without ever replacing `target`: FileExistsError if it is taken, OSError
    if the move failed (then `source` is still there and no partial `target` is left)."""
    try:
        os.link(source, target)  # refuses an existing target: no moment where one is lost
    except FileExistsError:
        raise
    except OSError:  # another file system, or no hard links there: copy, then remove
        try:
            with open(source, "rb") as old, open(target, "xb") as new:
                shutil.copyfileobj(old, new)
        except FileExistsError:
            raise
        except OSError:
            target.unlink(missing_ok=True)
            raise
        shutil.copystat(source, target)
    os.unlink(source)


class Mover:
    """One move from the old folder; `lines` are what the player is told."""

    def __init__(self, old: Path, config: Path, data: Path) -> None:
        self.old, self.config, self.data = old, config, data
        self.moved = 0
        self.lines: list[str] = []
        self.renamed: dict[Path, Path] = {}  # a database kept under a new name: its journal too

    def home(self, entry: Path) -> Path:
        """Where an entry of the old folder belongs."""
        return self.config if entry.name.startswith(CONFIG_PREFIX) else self.data

    def run(self) -> list[str]:
        """Move everything; the lines to show (none when there was nothing to move)."""
        entries = sorted(self.old.iterdir(), key=lambda p: p.name.endswith(JOURNALS))
        homes: set[str] = set()  # the folders that received files
        for entry in entries:  # databases before their journals
            home = self.home(entry)
            if home.resolve() != self.old.resolve():  # Linux: settings already are at home
                before = self.moved
                self.move(entry, home / entry.name)
                if self.moved > before:
                    homes.add(shown(home))
        remove_if_empty(self.old)
        if self.moved:
            files = "1 file" if self.moved == 1 else f"{self.moved} files"
            self.lines.insert(0, f"Passtime now keeps its files in {' and '.join(sorted(homes))}"
                                 f": {files} moved from {shown(self.old)}.")
        return self.lines

    def move(self, source: Path, target: Path) -> None:
        """Move a file, or a folder's files one by one, keeping both on a conflict."""
        if source.is_dir() and not source.is_symlink():
            target.mkdir(parents=True, exist_ok=True)
            for entry in sorted(source.iterdir()):
                self.move(entry, target / entry.name)
            remove_if_empty(source)
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        target = self.journal_target(source, target)
        try:
            move_file(source, target)
        except FileExistsError:
            kept = free_aside_path(target, WHY)
            try:
                move_file(source, kept)
            except OSError as exc:
                self.failed(source, exc)
                return
            self.renamed[source] = kept
            self.lines.append(f"{source.relative_to(self.old).as_posix()} was in both folders: "
                              f"both are kept, the old one as {kept.name}.")
        except OSError as exc:
            self.failed(source, exc)
            return
        self.moved += 1

    def journal_target(self, source: Path, target: Path) -> Path:
        """A journal follows its database's new name when that was kept aside."""
        for tail in JOURNALS:
            database = source.with_name(source.name.removesuffix(tail))
            if source.name.endswith(tail) and database in self.renamed:
                return self.renamed[database].with_name(self.renamed[database].name + tail)
        return target

    def failed(self, source: Path, exc: OSError) -> None:
        self.lines.append(f"{source} could not be moved ({exc.strerror or exc}); "
                          "it stays where it is.")


def shown(folder: Path) -> str:
    """`folder` as a player reads it: ~ for the home folder."""
    try:
        return f"~/{folder.relative_to(Path.home()).as_posix()}"
    except ValueError:
        return str(folder)


def remove_if_empty(folder: Path) -> None:
    """Remove `folder` if nothing is left in it (never anything in it)."""
    try:
        folder.rmdir()
    except OSError:
        pass  # not empty, or not ours to remove: it stays


def migrate(old: Path, config: Path, data: Path) -> list[str]:
    """Move what `old` holds to `config` and `data`; the lines to tell the player."""
    if not old.is_dir() or old.is_symlink():
        return []
    return Mover(old, config, data).run()


@cache
def migrate_old_folder() -> list[str]:
    """Move the old folder's files home once per run (never when a test variable chose the
    folders); the lines to tell the player, the same at every call."""
    if folders.overridden():
        return []
    return migrate(folders.old_dir(), folders.config_dir(), folders.data_dir())
