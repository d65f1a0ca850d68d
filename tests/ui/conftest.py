"""Fixtures shared by the view tests: a window in the usual look, and tables that put it back.

Why here: several modules change the look (text size, four colours, high contrast) through
``dirty7.ui.core.look``, which is process-wide; each test must leave the usual look behind.
"""

from __future__ import annotations

import pytest

from dirty7.store.settings import Settings
from dirty7.ui.core import look
from tests.support.table import TableOpener


@pytest.fixture
def plain_window(window):
    """The test window; the usual look again afterwards."""
    yield window
    look.apply(Settings())


@pytest.fixture
def look_tables(window):
    """A :class:`TableOpener` whose tables are closed, and the usual look put back, after."""
    tables = TableOpener(window)
    yield tables
    tables.close()
    look.apply(Settings())
