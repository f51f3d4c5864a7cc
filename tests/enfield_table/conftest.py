"""The headless app the Enfield table tests open their tables in."""

from __future__ import annotations

import pytest

from tests.privacy import table_app


@pytest.fixture
def app():
    application = table_app()
    yield application
    application.scenes.clear()
