"""Issue 27: a mistyped command line ends in argparse's one-line error and exit status 2,
never a traceback, and a window size has sane limits."""

import subprocess
import sys

import pytest

from scenes.shell.app import build_parser, check_arguments, main

BAD_COMMAND_LINES = {
    "size not numbers": ["--size", "abc"],
    "size without a height": ["--size", "1280x"],
    "size of three parts": ["--size", "1280x720x3"],
    "size far too large": ["--size", "99999x99999"],
    "size too small": ["--size", "10x10"],
    "size zero": ["--size", "0x0"],
    "size negative": ["--size", "-1280x720"],
    "size a float": ["--size", "1280.5x720"],
    "size of 400 digits": ["--size", "9" * 400 + "x720"],
    "unknown game": ["--game", "nosuchgame"],
    "game of 10,000 letters": ["--game", "g" * 10_000],
    "players 99": ["--players", "99"],
    "players 0": ["--players", "0"],
    "players not a number": ["--players", "four"],
    "players beyond the game": ["--game", "requiem", "--players", "5"],
    "seat 99": ["--seat", "99"],
    "seat negative": ["--seat", "-1"],
    "seat beyond the players": ["--game", "enfield", "--players", "2", "--seat", "3"],
    "seat beyond the default players": ["--seat", "4"],
    "moves negative": ["--moves", "-3"],
    "moves of 400 digits": ["--moves", "9" * 400],
    "frames 0": ["--frames", "0"],
    "seed of 400 digits": ["--seed", "9" * 400],
    "screenshot in a missing folder": ["--screenshot", "menu", "/nonexistent-folder/deeper/out.png"],
    "screenshot of an unknown scene": ["--screenshot", "nosuchscene", "out.png"],
    "unknown language": ["--lang", "fr"],
}


@pytest.mark.parametrize("case", sorted(BAD_COMMAND_LINES))
def test_issue27_a_bad_option_is_an_argparse_error_with_exit_status_2(case, capsys, tmp_path):
    shot = ["--screenshot", "menu", str(tmp_path / "out.png"), "--frames", "1"]  # headless, whatever slips through
    with pytest.raises(SystemExit) as stopped:
        main(shot + BAD_COMMAND_LINES[case])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    message = [line for line in err.splitlines() if "error:" in line]
    assert len(message) == 1 and message[0].startswith("seven-tables: error: ") and len(message[0]) < 240, err
    assert "Traceback" not in err


@pytest.mark.parametrize("case", ["size far too large", "size of three parts", "screenshot in a missing folder",
                                  "seat 99"])
def test_issue27_the_real_command_exits_2_at_once_without_a_traceback(case, tmp_path):
    command = [sys.executable, "-m", "scenes.shell.app", "--screenshot", "menu", str(tmp_path / "out.png"),
               "--frames", "1", *BAD_COMMAND_LINES[case]]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2, done.stderr[-400:]
    assert "Traceback" not in done.stderr and done.stderr.strip().splitlines()[-1].startswith("seven-tables: error:")
    assert not (tmp_path / "out.png").exists()


@pytest.mark.parametrize("line", [["--size", "960x540"], ["--size", "7680x4320"], ["--size", "1920×1080"],
                                  ["--game", "kami", "--players", "6", "--seat", "5"],
                                  ["--game", "enfield", "--players", "2", "--seat", "1"],
                                  ["--game", "highcard", "--moves", "3"], ["--seat", "2"],
                                  ["--screenshot", "table", "out.png", "--game", "marenzan", "--players", "1"]])
def test_issue27_good_command_lines_still_pass(line):
    parser = build_parser()
    args = parser.parse_args(line)
    check_arguments(parser, args)  # exits on an error


# -- issue 39: --lang, --text-size, --card-size and --reduced-motion at every start ----------------

@pytest.fixture
def started(monkeypatch):
    """main() as a player starts it, stopped before its loop: the app it built, and the
    drawing kit's sizes put back afterwards."""
    from scenes.shell import app as app_module
    from sprites import animator, cards, theme

    apps = []
    monkeypatch.setattr(app_module.App, "run", lambda self: apps.append(self) or 0)

    def start(*argv: str):
        assert main(list(argv)) == 0
        return apps[-1]

    yield start
    theme.set_text_scale(1.0)
    cards.set_card_scale(1.0)
    animator.reduced_motion = False


def saved(**values) -> None:
    from scenes.kit.settings import Settings

    Settings(**values).save()


def test_issue39_a_normal_start_takes_the_display_options_over_the_saved_settings(started):
    from scenes.kit.settings import Settings
    from sprites import animator, cards, theme

    saved(language="ja", text_size=100, card_size=100, reduced_motion=False)
    app = started("--lang", "en", "--text-size", "150", "--card-size", "130", "--reduced-motion")
    assert app.settings.language == "en" and app.t.language == "en"
    assert app.top.t("app.menu.settings") == "Settings"  # the menu speaks English
    assert (theme.text_scale, cards.card_scale, animator.reduced_motion) == (1.5, 1.3, True)
    assert Settings.load().language == "ja"  # for this run: the saved choice is kept


def test_issue39_a_normal_start_without_options_keeps_the_saved_settings(started):
    from sprites import animator, cards, theme

    saved(language="ja", text_size=125, card_size=115, reduced_motion=True)
    app = started()
    assert app.settings.language == "ja"
    assert (theme.text_scale, cards.card_scale, animator.reduced_motion) == (1.25, 1.15, True)
    app = started("--no-reduced-motion")
    assert animator.reduced_motion is False and app.settings.text_size == 125
