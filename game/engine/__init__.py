"""The frame work every scene stands on: loop, scenes, input, display, tweens, layouts."""
import os

# pygame prints a greeting on import; the no-display path promises exactly one line of its own.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
