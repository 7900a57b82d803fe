"""A screen's feed of what keeping a match had to say, which may come after the screen is up."""
from __future__ import annotations

from collections.abc import Callable


class NotesFeed:
    """What a keeper has to say, taken as it comes (filing ends on the writer thread,
    maybe after the screen that should say it is up): the screen polls it every frame and
    from `woken`, so a line that comes while the loop rests is shown too."""

    def __init__(self, take: Callable[[], list[str]] | None = None) -> None:
        self.take = take  #: the keeper's `take_notes`; None: nothing to say
        self.lines: list[str] = []

    def poll(self) -> bool:
        """Take what came since the last poll; True if anything did."""
        said = self.take() if self.take is not None else []
        self.lines.extend(said)
        return bool(said)

    @property
    def line(self) -> str:
        """Everything said so far, as one line ('' if nothing)."""
        return " ".join(self.lines)
