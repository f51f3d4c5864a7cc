import pytest


@pytest.fixture
def app_at():
    """An app of a given window size and language."""
    from scenes.app import App
    from scenes.settings import Settings

    def make(size, lang):
        return App(size, settings=Settings(language=lang), headless=True)

    return make
