"""Take or Pass: No Thanks! on a standard deck (docs/rules.md T1-T6)."""
