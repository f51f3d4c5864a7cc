import pytest


@pytest.fixture
def app_at():
    """An app of a given window size and language."""
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    def make(size, lang):
        return App(size, settings=Settings(language=lang), headless=True)

    return make
