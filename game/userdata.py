"""Reading what a user hands us (record and settings files, JSON on the command line) within
stated limits, so that no input can hang the game, exhaust memory or end in a traceback.

The limits (also stated in docs/security.md):
- a file must be a regular file (not a FIFO, device or directory) of at most 2 MB;
- JSON may nest at most 32 arrays/objects deep, a number has at most 100 digits, and an
  object names each key once;
- a move is at most 200 characters.
Every refusal is a `BadInput` whose message is one line naming the problem.
Nothing here imports pygame: the rules-only commands use it.
"""
from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_NESTING = 32
MAX_DIGITS = 100
MAX_MOVE_CHARS = 200
BRIEF_CHARS = 60  # longest quoted input in a message, so a message stays one readable line


# A JSON string (skipped whole, so brackets inside it do not count) or one bracket.
_BRACKET_OR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class BadInput(ValueError):
    """Input refused before any use; the message is one line naming the problem."""


def brief(value: Any) -> str:
    """`repr(value)`, cut short so a huge or deep value still makes a one-line message."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int past Python's digit limit, or very deep
        text = f"<{type(value).__name__}>"
    text = text.replace("\n", " ")
    return text if len(text) <= BRIEF_CHARS else text[: BRIEF_CHARS - 3] + "..."


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; anything else raises BadInput."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise BadInput(f"{path}: no such file.") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise BadInput(f"{path}: cannot read it ({_reason(exc)}).") from None
    if not stat.S_ISREG(info.st_mode):
        # A FIFO would block and /dev/zero never ends: only plain files are read.
        raise BadInput(f"{path}: it is not a regular file.")
    if info.st_size > limit:
        size, most = _size(info.st_size), _size(limit)
        raise BadInput(f"{path}: it is too large ({size}; the limit is {most}).")
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)  # bounded even if the file grew since stat
    except OSError as exc:
        raise BadInput(f"{path}: cannot read it ({_reason(exc)}).") from None
    if len(data) > limit:
        raise BadInput(f"{path}: it is too large (the limit is {_size(limit)}).")
    return data


def decode_text(data: bytes) -> str:
    """Text from bytes in UTF-8 (a BOM allowed) or UTF-16/32 with a BOM; else BadInput."""
    try:
        return data.decode(json.detect_encoding(data)).removeprefix("\ufeff")
    except (UnicodeDecodeError, LookupError):
        raise BadInput("it is not UTF-8 text.") from None


def parse_json(text: str | bytes) -> Any:
    """Decode JSON within the nesting and number limits; anything else raises BadInput."""
    if isinstance(text, bytes):
        text = decode_text(text)
    if len(text) > MAX_FILE_BYTES:
        raise BadInput(f"it is too large (the limit is {_size(MAX_FILE_BYTES)}).")
    _check_nesting(text)
    try:
        return json.loads(text, parse_int=_int, parse_constant=_constant,
                          object_pairs_hook=_object)
    except json.JSONDecodeError as exc:
        raise BadInput(f"it is not valid JSON ({exc.msg} at line {exc.lineno}).") from None
    except RecursionError:  # unreachable after _check_nesting, kept as a last guard
        raise BadInput(f"it nests deeper than {MAX_NESTING} levels.") from None


def read_json_file(path: Path, limit: int = MAX_FILE_BYTES) -> Any:
    """The JSON held in a user's file, within every limit above; else BadInput."""
    data = read_limited(path, limit)
    try:
        return parse_json(data)
    except BadInput as exc:
        raise BadInput(f"{path}: {exc}") from None


def check_writable(path: Path, directory: bool = False, make: bool = False) -> None:
    """Raise BadInput unless a file can be written at `path` (or, with `directory`, into
    the folder `path`): checked before a long run, not after it. With `make`, missing
    folders are made; otherwise the folder must exist."""
    folder = path if directory else path.parent
    try:
        if not directory and path.is_dir():
            raise BadInput(f"{path}: it is a directory, not a file.")
        if path.exists() and not os.access(path, os.W_OK):
            raise BadInput(f"{path}: cannot write there (permission denied).")
        if make:
            folder.mkdir(parents=True, exist_ok=True)
        elif not folder.is_dir():
            raise BadInput(f"{path}: cannot write there (no folder {folder}).")
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".passtime-check-"):
            pass  # created and removed: the folder takes new files
    except BadInput:
        raise
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise BadInput(f"{path}: cannot write there ({_reason(exc)}).") from None


def _check_nesting(text: str) -> None:
    """Refuse text whose brackets nest deeper than MAX_NESTING (brackets in strings skipped)."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return
    depth = 0
    for found in _BRACKET_OR_STRING.finditer(text):
        char = found[0]
        if char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise BadInput(f"it nests deeper than {MAX_NESTING} levels.")
        elif char in "]}":
            depth -= 1


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise BadInput(f"it holds a number longer than {MAX_DIGITS} digits.")
    return int(digits)


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # {"game": "pass", "game": "dominoes"} would otherwise read as its last key says,
    # while another reader takes the first: which one was meant is not ours to guess.
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise BadInput(f"it names the key {brief(key)} twice in one object.")
            seen.add(key)
    return found


def _constant(name: str) -> float:
    raise BadInput(f"it holds {name}, which is not a JSON number.")


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{n} bytes"


def _reason(exc: Exception) -> str:
    return getattr(exc, "strerror", None) or str(exc)
