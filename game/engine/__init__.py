"""The frame work every scene stands on: loop, scenes, input, display, tweens, layouts."""
