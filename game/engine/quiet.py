"""Keeping C libraries' noise off the terminal: SDL and ALSA write straight to file
descriptor 2 while they probe for devices (no sound card, no Wayland session), where no
Python-level redirection reaches."""
from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send whatever C libraries write to file descriptor 2 to /dev/null for a moment."""
    fd = 2  # C code writes here whatever Python's sys.stderr is
    try:
        sys.stderr.flush()
        saved = os.dup(fd)
    except (AttributeError, OSError, ValueError):  # no descriptor 2 at all
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, fd)
    os.close(null)
    try:
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)
