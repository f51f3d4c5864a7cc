"""The app fixture and input helpers of the app tests."""

from tests.app.conftest import app, click, key  # noqa: F401
