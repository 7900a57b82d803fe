"""Without a Chromium the phone tests in a real browser are skipped with the reason, except in
CI (`CI` set), where they fail: a contributor without one can run the suite, and CI cannot
pass without having run them."""
from __future__ import annotations

import pytest
from browser_helpers import CHROMIUM_VARIABLE, chromium_or_stop, find_chromium


@pytest.fixture
def no_chromium(monkeypatch, tmp_path):
    """A machine with no Chromium on its PATH and none named."""
    monkeypatch.delenv(CHROMIUM_VARIABLE, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    return tmp_path


def test_without_chromium_the_browser_tests_are_skipped_with_the_reason(no_chromium,
                                                                          monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    assert find_chromium() is None
    with pytest.raises(pytest.skip.Exception, match="no Chromium .*none of chromium"):
        chromium_or_stop()


def test_in_ci_a_missing_chromium_fails_the_run(no_chromium, monkeypatch):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI is set and no Chromium was found"):
        chromium_or_stop()


def test_the_chromium_on_the_path_or_the_one_named_is_driven(no_chromium, monkeypatch):
    monkeypatch.setenv("CI", "true")
    on_path = no_chromium / "chromium"
    on_path.write_text("#!/bin/sh\n")
    on_path.chmod(0o755)
    assert chromium_or_stop() == str(on_path)
    named = no_chromium / "Google Chrome"
    named.write_text("")
    monkeypatch.setenv(CHROMIUM_VARIABLE, str(named))
    assert chromium_or_stop() == str(named)
    monkeypatch.setenv(CHROMIUM_VARIABLE, str(no_chromium / "missing"))
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="missing\\) is not a file"):
        chromium_or_stop()
