"""Writing files so that a kill never tears one and nothing is written through a link.

Every temp file is created exclusively (O_CREAT|O_EXCL, and O_NOFOLLOW where the OS has
it) under a fresh random name beside its target: a file or link already there, even a
dangling link, makes the open fail instead of being followed or truncated. A new file
(an export, a served record, frame statistics) is put in place by a hard link, which
fails if the name was taken meanwhile: never over a file that appeared after a check.
Nothing here imports pygame.
"""
from __future__ import annotations

import errno
import os
import secrets
import time
from collections.abc import Callable, Iterable
from pathlib import Path

CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
# Filesystems with no hard links (FAT, some network shares) answer link() with these.
NO_LINKS = {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV, errno.EMLINK,
            errno.ENOSYS}
MAX_NUMBERED = 10_000  # free names tried beside a taken one before giving up


def _temp(path: Path, data: bytes, sync: bool) -> Path:
    """A fresh temp file beside `path` holding `data` (fsynced with `sync`)."""
    while True:
        tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            fd = os.open(tmp, CREATE, 0o644)
        except FileExistsError:
            continue  # a name already there is never opened: draw another
        break
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]  # a short write is carried on, not lost
            if sync:
                os.fsync(fd)  # the bytes are on disk before the name points at them
        finally:
            os.close(fd)
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def atomic_write(path: Path, data: bytes, sync: bool = True) -> None:
    """Write `data` to `path`, replacing what is there (a link is replaced, not followed),
    so that a kill at any instant leaves the old file or the new one. OSError on failure."""
    tmp = _temp(path, data, sync)
    try:
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise


def rename_new(source: Path, target: Path) -> None:
    """Rename `source` to `target`, which must not exist: FileExistsError if anything is
    there, even a dangling link. Where the disk has no hard links, a name checked free
    just before is used (the only window left is that instant)."""
    try:
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError as exc:
        if exc.errno not in NO_LINKS:
            raise
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "File exists", str(target)) from None
        os.replace(source, target)
        return
    os.unlink(source)


def write_new(path: Path, data: bytes) -> None:
    """Write `data` as a new file at `path`, whole or not at all; FileExistsError if
    anything is at `path` (it is left as it is), another OSError if the disk refuses."""
    tmp = _temp(path, data, sync=True)
    try:
        rename_new(tmp, path)
    finally:
        _remove(tmp)


def numbered(path: Path, n: int) -> Path:
    """`path` itself for 0, else NAME-n.EXT beside it."""
    return path if n == 0 else path.with_name(f"{path.stem}-{n}{path.suffix}")


def first_free(names: Iterable[Path], put: Callable[[Path], None]) -> Path:
    """Call `put` with each name in turn until one is free (it raises no FileExistsError)
    and return that name; FileExistsError if every one is taken."""
    for name in names:
        try:
            put(name)
        except FileExistsError:
            continue
        return name
    raise FileExistsError(errno.EEXIST, "every name tried is taken")


def write_free(path: Path, data: bytes) -> Path:
    """Write `data` as a new file at `path` or, if that is taken, at the first free
    NAME-n.EXT beside it; returns where. Never over a file; OSError if the disk refuses."""
    tmp = _temp(path, data, sync=True)
    try:
        names = (numbered(path, n) for n in range(MAX_NUMBERED))
        return first_free(names, lambda name: rename_new(tmp, name))
    finally:
        _remove(tmp)


def aside_path(path: Path, why: str, n: int = 0) -> Path:
    """NAME.WHY-<time>[-n].EXT beside `path`: where a file that cannot be used is kept."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return numbered(path.with_name(f"{path.stem}.{why}-{stamp}{path.suffix}"), n)


def free_aside_path(path: Path, why: str) -> Path:
    """The first aside name beside `path` that nothing holds yet, for a caller whose own
    write then refuses a name taken meanwhile."""
    for n in range(MAX_NUMBERED):
        name = aside_path(path, why, n)
        if not os.path.lexists(name):
            return name
    raise FileExistsError(errno.EEXIST, "every aside name is taken", str(path))


def put_aside(path: Path, why: str, put: Callable[[Path], None]) -> Path | None:
    """`put` the file at `path` at the first free aside name (never over a file) and
    return that name; None if the disk refused."""
    try:
        return first_free((aside_path(path, why, n) for n in range(MAX_NUMBERED)), put)
    except OSError:
        return None


def move_aside(path: Path, why: str = "unusable") -> Path | None:
    """Rename a file that cannot be used aside (kept, never deleted, never over another
    file); None if that failed."""
    return put_aside(path, why, lambda aside: rename_new(path, aside))
