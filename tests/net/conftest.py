"""Fixtures of the phone tests in a real browser (test_net_browser*.py): the system Chromium,
launched once per module, and each test's phones closed after it. Without a Chromium they
are skipped with the reason, except in CI (`CI` set), where they fail."""
from __future__ import annotations

import pytest
from browser_helpers import CHROMIUM_ARGS, chromium_or_stop
from playwright.sync_api import sync_playwright


@pytest.fixture(scope="module")
def chromium():
    executable = chromium_or_stop()
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def browser(chromium):
    """The browser; each Phone opens its own context, all closed after the test."""
    yield chromium
    for context in chromium.contexts:
        context.close()
