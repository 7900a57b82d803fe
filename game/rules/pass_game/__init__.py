"""PASS: the climbing card game with PASS tokens (docs/rules.md P1-P9)."""
