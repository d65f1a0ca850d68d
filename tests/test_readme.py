"""The README is executable: its Python runs, and every command it shows is exercised.

Everything is read from README.md itself, never copied: the ```python blocks are run in
a fresh namespace each; the plugin it teaches (the ```toml entry point and the
``CautiousStrategy`` class) is installed for real as a module and an entry point, and
then plays; and every command line it shows (in code blocks and in inline code) must
have a checker in :data:`CHECKERS`, so a command added to the README without a test
fails here. Checkers run the command as shown, narrowed only where the README's size
would be slow (fewer games, a tiny benchmark, one screenshot size).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Callable
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
BIN = Path(sys.executable).parent

# A command: a program name first, or a row of the game's options (``--autoplay ...``).
COMMAND = re.compile(r"^(scripts/\w+|dirty7|python3?|\.venv/bin/\w+|pip)(\s|$)|^--\w.* ")
SHELL_LANGS = {"", "sh", "bash", "shell", "console"}


# --- reading the README ------------------------------------------------------------------


def code_blocks(text: str = README) -> list[tuple[str, str]]:
    """(language, code) of every fenced block, and of every indented block as ``""``."""
    blocks: list[tuple[str, str]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            lang, body = line[3:].strip(), []
            i += 1
            while not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            blocks.append((lang, "\n".join(body) + "\n"))
        elif line.startswith("    ") and (i == 0 or not lines[i - 1].strip()):
            body = []
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                body.append(lines[i][4:])
                i += 1
            blocks.append(("", "\n".join(body).strip("\n") + "\n"))
            continue
        i += 1
    return blocks


def prose(text: str = README) -> str:
    """The README without its fenced and indented code blocks."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"(?:^\n)(?: {4}.*\n)+", "\n", text, flags=re.M)


def python_blocks() -> list[str]:
    return [code for lang, code in code_blocks() if lang == "python"]


def shown_commands() -> set[str]:
    """Every command line of the shell blocks, and every inline code span that is one."""
    found: set[str] = set()
    for lang, code in code_blocks():
        if lang not in SHELL_LANGS:
            continue
        command = None
        for raw in code.splitlines():
            line = re.sub(r"\s+#.*$", "", raw).rstrip()
            if not line.strip():
                continue
            if raw[:1].isspace() and command is not None:  # a continuation line
                found.discard(command)
                command = f"{command} {line.strip()}"
            else:
                command = line.strip()
            found.add(command)
    for span in re.findall(r"`([^`\n]+)`", prose()):
        if COMMAND.match(span):
            found.add(span)
    return found


def shown_options() -> set[str]:
    return set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", README))


# --- the plugin the README teaches, installed for real -----------------------------------


def _entry_point_from_toml() -> metadata.EntryPoint:
    (toml,) = [code for lang, code in code_blocks() if lang == "toml"]
    header = '[project.entry-points."dirty7.strategies"]'
    assert header in toml
    name, value = re.search(r'^(\w+)\s*=\s*"([^"]+)"', toml.split(header, 1)[1], re.M).groups()
    return metadata.EntryPoint(name, value, "dirty7.strategies")


def _plugin_class_source() -> str:
    """The python block that defines the class the README's entry point names."""
    class_name = _entry_point_from_toml().value.partition(":")[2]
    (source,) = [code for code in python_blocks()
                 if re.search(rf"^class {class_name}\b", code, re.M)]
    return source


@pytest.fixture
def plugin(tmp_path, monkeypatch):
    """The README's entry point, naming a module made of the README's class block."""
    from dirty7.ai import registry

    entry = _entry_point_from_toml()
    module_name = entry.value.partition(":")[0]
    (tmp_path / f"{module_name}.py").write_text(_plugin_class_source(), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop(module_name, None)
    installed = registry._entry_points()
    monkeypatch.setattr(registry, "_entry_points", lambda: [*installed, entry])
    yield entry
    sys.modules.pop(module_name, None)


def run_block(code: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {"__name__": "readme"})
    return out.getvalue()


# --- checkers: one per command the README shows ------------------------------------------


def run(cmd: list[str], env: dict | None = None, timeout: float = 120) -> str:
    inherited = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          env={**inherited, "ARCADE_HEADLESS": "1", **(env or {})})
    assert proc.returncode == 0, f"{cmd} failed:\n{proc.stdout}\n{proc.stderr}"
    return proc.stdout


def bench(script: str, *quick: str) -> dict:
    """The README's benchmark command (``--json``), made small by the extra flags."""
    return json.loads(run([sys.executable, f"scripts/{script}", "--json", *quick]))


def check_script_forwards(script: str, target: str) -> None:
    """``scripts/NAME`` sets up .venv, then hands every argument to ``target``."""
    text = (ROOT / "scripts" / script).read_text()
    assert os.access(ROOT / "scripts" / script, os.X_OK)
    assert 'source "$(dirname "$0")/_venv.sh"' in text
    assert re.search(rf'^exec "\$VENV/bin/python" -m {target}\b.*"\$@"$', text, re.M)


def check_play(*args: str) -> None:
    # scripts/play may have to pip-install on its first run, so its own text is
    # checked, and the arguments are the game's (which "dirty7" below runs).
    check_script_forwards("play", "dirty7")
    from dirty7.cli.play_command import build_parser, check_difficulty

    parser = build_parser()
    check_difficulty(parser, parser.parse_args(list(args)).difficulty)


def check_type_check(cmd: str) -> None:
    """The README's type check is the one ``tests/test_types.py`` runs (it passes there)."""
    source = (ROOT / "tests" / "test_types.py").read_text(encoding="utf-8")
    floors = re.search(r"^STRICT = \((.*)\)$", source, re.M).group(1)
    assert cmd.split()[1:] == ["--strict", *re.findall(r'"([^"]+)"', floors)]


def check_whole_type_check(cmd: str) -> None:
    """The README's check of the whole package is the one ``tests/test_types.py`` runs."""
    source = (ROOT / "tests" / "test_types.py").read_text(encoding="utf-8")
    whole = re.search(r'^WHOLE = "([^"]+)"$', source, re.M).group(1)
    assert cmd.split()[1:] == [whole]


def check_test(*args: str) -> None:
    check_script_forwards("test", "pytest")
    stamp = ROOT / ".venv" / ".dirty7-installed-test"
    if not stamp.exists() or (ROOT / "pyproject.toml").stat().st_mtime > stamp.stat().st_mtime:
        pytest.skip("scripts/test would install .venv first (run the suite through it)")
    script = str(ROOT / "scripts" / "test")
    serial = {"DIRTY7_TEST_JOBS": "0"}
    if not args:  # the whole suite is what runs this: its pytest answers, nothing more
        assert "pytest" in run([script, "--version"], env=serial)
        return
    # The same arguments, on one file so that collecting stays quick.
    out = run([script, "--collect-only", *args, "tests/rules/test_notation.py"], env=serial)
    assert re.search(r"test_notation\.py(::|: [1-9])", out)


def check_installed_command() -> None:
    (script,) = metadata.entry_points(group="console_scripts", name="dirty7")
    assert script.value == "dirty7.__main__:main"
    command = BIN / "dirty7"
    assert "first-frame" in run([str(command if command.exists() else sys.executable),
                                 *([] if command.exists() else ["-m", "dirty7"]),
                                 "--startup-probe"])


def check_python_m() -> None:
    assert "usage: dirty7" in run([sys.executable, "-m", "dirty7", "--help"])
    for tool in ("tournament", "selfplay"):
        assert f"usage: dirty7 {tool}" in run([sys.executable, "-m", "dirty7", tool, "--help"])


def synopsis_options(line: str) -> dict[str, str | None]:
    """``--option`` → its metavar or choices text, as a synopsis line shows them."""
    return dict(re.findall(r"(--[a-z-]+)(?: ([^\s\]]+(?: [A-Z][^\s\]]*)*))?", line))


def parser_options(parser) -> dict[str, str | None]:
    """``--option`` → what its synopsis shows after it (None for a flag), from argparse."""
    import argparse

    shown = {}
    for action in parser._actions:
        if action.help == argparse.SUPPRESS or isinstance(action, argparse._HelpAction):
            continue
        for option in action.option_strings:
            if action.nargs == 0:
                shown[option] = None
            elif action.choices:
                shown[option] = "|".join(action.choices)
            elif isinstance(action.metavar, tuple):  # several values: FIRST SECOND
                shown[option] = " ".join(action.metavar)
            else:
                shown[option] = action.metavar or action.dest.upper()
    return shown


def check_relay_synopsis(line: str) -> None:
    """The synopsis names exactly the relay's options; ``--help`` runs."""
    from dirty7.cli.relay_command import build_parser

    assert line.startswith("dirty7 relay ")
    assert synopsis_options(line) == parser_options(build_parser())
    assert "usage: dirty7 relay" in run([sys.executable, "-m", "dirty7", "relay", "--help"])


def check_friend_synopsis(line: str) -> None:
    """``dirty7 host`` / ``dirty7 join CODE``: every option the synopsis shows is the
    parser's, with its metavar; ``--help`` runs; tests/net/test_friend_commands.py plays
    whole games with them."""
    from dirty7.cli.friend_command import build_parser

    command = line.split()[1]
    options = parser_options(build_parser(command))
    for option, metavar in synopsis_options(line).items():
        assert options[option] == (metavar or None), option
    assert f"usage: dirty7 {command}" in run([sys.executable, "-m", "dirty7", command, "--help"])
    assert "def test_two_programs_play_a_whole_game_through_dirty7_relay" in (
        ROOT / "tests" / "net" / "test_friend_commands.py").read_text()


def check_friend_option(option: str, metavar: str) -> None:
    """``--relay URL`` and the like: an option of ``dirty7 host`` with that metavar."""
    from dirty7.cli.friend_command import build_parser

    assert parser_options(build_parser("host"))[option] == metavar


def check_friend_example(command: str) -> None:
    """The README's unattended game: what tests/net/test_friend_commands.py runs."""
    body = _source_of("net/test_friend_commands.py",
                      "test_two_programs_play_a_whole_game_through_dirty7_relay")
    if command.startswith("dirty7 relay"):
        check_relay_runs()
        return
    from dirty7.cli.friend_command import build_parser

    words = _args(command)
    assert f'"{words[0]}"' in body and '"--autoplay"' in body and '"--export"' in body
    ns = build_parser(words[0]).parse_args(words[1:])
    assert ns.autoplay and ns.export and ns.relay == "ws://localhost:8765"


def check_relay_runs() -> None:
    """``dirty7 relay`` listens and says where on its first line (then it is stopped)."""
    import socket
    import subprocess

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    relay = subprocess.Popen([sys.executable, "-m", "dirty7", "relay", "--host", "127.0.0.1",
                              "--port", str(port)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert relay.stdout.readline().strip() == f"relay listening on ws://127.0.0.1:{port}"
    finally:
        relay.terminate()
        relay.wait(10)
        relay.stdout.close()


def check_bench_network() -> None:
    result = bench("bench_network.py", "--deals", "1", "--round-trips", "3", "--rooms", "3",
                   "--rounds", "1", "--attack-rooms", "3", "--flood-frames", "3",
                   "--flood-sockets", "50")
    assert result["deal_ms"]["n"] == 1 and result["deal_ms"]["p50"] > 0
    assert result["move_rtt_ms"]["n"] == result["direct_rtt_ms"]["n"] == 3
    assert result["relay_rooms"]["rooms"] == 3 and result["relay_rooms"]["n"] == 3
    assert "kib_per_room" in result["relay_rooms"]
    attacks = result["relay_attacks"]
    assert attacks["memory"]["rooms"] == 3 and attacks["handshake_flood"]["flood_sockets"] == 50
    assert attacks["handshake_flood"]["relay_fds_during"] >= attacks["handshake_flood"][
        "relay_fds_before"]


def check_game_synopsis(line: str) -> None:
    from dirty7.cli.play_command import build_parser

    shown = synopsis_options(line)
    assert shown.pop("--difficulty").startswith("NAME[:key=value")
    actual = parser_options(build_parser())
    assert actual.pop("--difficulty") == "NAME"
    assert {k: v or None for k, v in shown.items()} == actual


def check_tournament_synopsis(line: str) -> None:
    from dirty7.cli.tournament_command import build_parser

    _check_tool_synopsis(line, "tournament", build_parser())


def check_selfplay_synopsis(line: str) -> None:
    from dirty7.cli.selfplay_command import build_parser

    _check_tool_synopsis(line, "selfplay", build_parser())


def _check_tool_synopsis(line: str, tool: str, parser) -> None:
    assert line.startswith(f"dirty7 {tool} A B ")
    assert [a.metavar for a in parser._actions if not a.option_strings] == ["A", "B"]
    # Which options there are, and which take a value (the letters are the README's own).
    shown = {k: bool(v) for k, v in synopsis_options(line).items()}
    assert shown == {k: v is not None for k, v in parser_options(parser).items()}


def check_demo(*args: str) -> None:
    """The unattended demo: its flags parse, and a test plays it through to the PNG."""
    from dirty7.cli.play_command import build_parser

    ns = build_parser().parse_args(list(args))
    assert ns.autoplay and ns.exit_after_game and (ns.screenshot or ns.export)
    source = (ROOT / "tests" / "ui" / "test_app.py").read_text()
    test = source.split("def test_the_installed_command_plays_a_whole_autoplay_game", 1)[1]
    test = test.split("\ndef ", 1)[0]
    assert all(f'"{arg}"' in test for arg in args if arg.startswith("--"))


def check_game_option(option: str, metavar: str) -> None:
    from dirty7.cli.play_command import build_parser

    assert parser_options(build_parser())[option] == metavar


def check_verify_synopsis(line: str = "") -> None:
    """``dirty7 verify --help`` runs and shows FILE; the synopsis ``line`` (when given) names
    exactly the options the parser has; tests/game/test_verify*.py run it."""
    from dirty7.cli.verify_command import build_verify_parser

    out = run([sys.executable, "-m", "dirty7", "verify", "--help"])
    assert re.search(r"usage: dirty7 verify \[-h\] .* FILE", " ".join(out.split()))
    if line:
        assert line.startswith("dirty7 verify FILE ")
        shown = {k: bool(v) for k, v in synopsis_options(line).items()}
        parser = build_verify_parser()
        assert shown == {k: v is not None for k, v in parser_options(parser).items()}
        assert synopsis_options(line)["--progress"] == parser_options(parser)["--progress"]


def check_difficulty_plugin(spec: str) -> None:
    from dirty7.ai.medium import MediumStrategy
    from dirty7.ai.registry import create_guarded
    from dirty7.cli.play_command import build_parser, check_difficulty
    from dirty7.game.controller import Game

    parser = build_parser()
    check_difficulty(parser, parser.parse_args(["--difficulty", spec]).difficulty)
    failures: list = []
    bot = create_guarded(spec, seed=3, on_fallback=failures.append)
    game = Game([bot, MediumStrategy()], seed=3, move_limit=1000)
    game.run()
    assert game.is_over and failures == [] and game.fallbacks == []


def check_tournament(*args: str) -> None:
    """The tournament as shown, but a couple of deals and short games."""
    from dirty7.cli.tournament_command import main

    argv = [*args, "--move-limit", "8"]
    argv[argv.index("--games") + 1] = "4"
    if "--json" not in argv:
        argv.append("--json")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    summary = json.loads(out.getvalue())
    assert summary["games"] == 4 and summary["fallbacks"][argv[0]] == 0


def check_selfplay(tmp: Path, *args: str) -> None:
    """Self-play as shown, but a couple of deals and short games, into ``tmp``."""
    from dirty7.cli.selfplay_command import main
    from dirty7.game.record import GameRecord

    argv = [*args, "--move-limit", "8"]
    argv[argv.index("--games") + 1] = "4"
    out = tmp / Path(argv[argv.index("--out") + 1]).name
    argv[argv.index("--out") + 1] = str(out)
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(argv) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4 and all(GameRecord.from_json(line) for line in lines)


def check_verify_lines(tmp: Path, *args: str) -> None:
    """``dirty7 verify games.jsonl`` on the self-play file of the command above it (a couple
    of short games): every line verifies, then the count."""
    from dirty7.cli.selfplay_command import main as selfplay
    from dirty7.cli.verify_command import verify_main

    out = tmp / args[-1]
    with contextlib.redirect_stdout(io.StringIO()):
        assert selfplay(["medium", "easy", "--games", "4", "--seed", "1", "--move-limit", "8",
                         "--jobs", "1", "--out", str(out)]) == 0
    report = io.StringIO()
    with contextlib.redirect_stdout(report):
        assert verify_main([str(out), *args[:-1]]) == 0
    lines = report.getvalue().splitlines()
    assert lines[:4] == [f"line {n}: verified: every check holds" for n in (1, 2, 3, 4)]
    assert lines[-1] == f"4 records in {out}: 4 verified, 0 legal only, 0 refused, 0 damaged"


def check_on_a_cluster(tool: str, *args: str) -> None:
    """A command for a running Ray cluster: its arguments are valid here, and
    tests/game/test_cluster.py plays the same command line on a local Ray."""
    import importlib

    module = importlib.import_module(f"dirty7.cli.{tool}_command")
    parser = module.build_parser()
    ns = parser.parse_args(list(args))
    module.check_game_options(parser, ns)
    assert ns.backend == "ray" and ns.address
    source = (ROOT / "tests" / "game" / "test_cluster.py").read_text()
    assert f'"{module.__name__}' in source or f"from {module.__name__} import" in source


def check_progress_option(*args: str) -> None:
    from dirty7.cli.tournament_command import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()) as err:
        assert main(["easy", "easy", "--games", "2", "--json", *args]) == 0
    assert json.loads(out.getvalue())["games"] == 2
    assert ("2/2" in err.getvalue()) == (args[-1] == "always")


def check_cluster_extra() -> None:
    """``dirty7[cluster]`` brings Ray; the test extra too, so that the suite exercises it."""
    requires = metadata.requires("dirty7") or []
    for extra in ("cluster", "test"):
        assert any(r.startswith("ray") and f'extra == "{extra}"' in r for r in requires)


def check_ray_start() -> None:
    """The extra installs Ray's own command, which takes ``--head``."""
    ray = BIN / "ray"
    if not ray.exists():
        pytest.skip("Ray is not installed (pip install 'dirty7[cluster]')")
    assert "--head" in run([str(ray), "start", "--help"])


def check_bench_engine() -> None:
    result = bench("bench_engine.py", "--games", "20", "--repeat", "1")
    assert result["games"] == 20 and result["games_per_s"] > 0 and result["baseline_ratio"] > 0


def check_bench_ai() -> None:
    result = bench("bench_ai.py", "--games", "2", "--iterations", "20", "--repeat", "1")
    assert result["searches"] >= 2 and result["iterations_per_decision"] == 20
    assert result["ms_per_search_p50"] <= result["ms_per_search_p95"] <= result[
        "ms_per_search_max"]
    assert result["baseline_ratio"] > 0


def check_bench_ai_in_play() -> None:
    from dirty7.store.calibration import save_hard_rate

    save_hard_rate(1000.0)  # this test's data dir: 240 ms at 1,000 iterations a second
    result = bench("bench_ai.py", "--in-play", "--games", "1", "--repeat", "1")
    assert result["iterations_per_decision"] == 240 and result["searches"] >= 1


def check_bench_frames() -> None:
    # "at normal animation speed", as the README says: the speed the frames really ran at.
    result = bench("bench_frames.py", "--difficulty", "easy", "--max-frames", "40",
                   "--startup-runs", "0")
    assert result["animation_speed"] == "normal" and result["card_speed_factor"] == 1.0
    assert result["frames"] == 40 and result["baseline_frames"] >= 1
    assert result["frame_ms_p50"] <= result["frame_ms_p95"] <= result["frame_ms_max"]
    assert result["baseline_ratio"] > 0


def check_memory_games() -> None:
    out = run([sys.executable, "scripts/memory_games.py", "--games", "3", "--every", "1"],
              timeout=300)
    assert "after   3 games: RSS" in out and "live TableView 1, ResultsView 1" in out
    assert "MB a game from game 1 to 3;" in out and "MB a game from game 2 to 3" in out


def check_rss_by_test_module(tmp: Path) -> None:
    log = tmp / "rss.log"
    log.write_text("gw0\t100.0\t100.0\ttests/a.py::t1\ngw0\t150.0\t160.0\ttests/b.py::t2\n")
    out = run([sys.executable, "scripts/rss_by_test_module.py", str(log)])
    assert "gw0: peak     160 MB" in out and "+50.0" in out and "tests/b.py" in out


def check_verify_under_load() -> None:
    result = bench("verify_under_load.py", "--games", "1", "--burners", "1", "--think-ms", "5")
    assert result["games"] == 1 and len(result["levels"]) == 2
    for row in result["levels"].values():
        assert row["verified"] == 1 and "iterations=" in row["played_as"]


def check_bench_busy() -> None:
    """Both levels quiet and beside burners; a game over its timeout is reported as such
    (a timeout too short for any game, so this runs in seconds and never hangs)."""
    result = bench("bench_busy.py", "--burners", "1", "--timeout", "0.5")
    assert result["burners"] == 1 and set(result["summary"]) == {"hard", "matched:strength=1"}
    for phase in ("quiet", "busy"):
        for games in result[phase].values():
            assert all(g["timed_out"] and g["seconds"] is None for g in games)
    assert all(row["ratio"] is None for row in result["summary"].values())


def check_matched_sim() -> None:
    result = bench("matched_sim.py", "--players", "easy", "--warmup", "2", "--games", "4")
    (row,) = result["players"]
    assert row["player"] == "easy" and row["games"] == 4
    assert row["wins"] + row["losses"] + row["draws"] == 4 and 0 <= row["final_strength"] <= 1


def check_ruff() -> None:
    ruff = ROOT / ".venv" / "bin" / "ruff"
    run([str(ruff if ruff.exists() else BIN / "ruff"), "check", "."])


def check_measure_strength(tmp: Path) -> None:
    # A thousand games per pairing take far too long here: two games each, written to a
    # temporary file, must give the shipped file's shape.
    out = tmp / "strength.json"
    run([sys.executable, "scripts/measure_strength.py", "--games", "2", "--hard-ms", "5",
         "--jobs", "1", "--out", str(out)])
    from dirty7.ai.strength import strengths_of

    data = json.loads(out.read_text())
    assert set(strengths_of(data)) == {"easy", "medium", "hard"} and data["source"]


def check_fit_value_model(tmp: Path) -> None:
    # Twenty thousand games take minutes: a few, fitted into a temporary file, must give a
    # model the search can load, close to the shipped one.
    from dirty7.ai.hard.sim import parse_value_model
    from dirty7.cli.selfplay_command import main

    games = tmp / "selfplay.jsonl"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["medium", "medium", "--games", "60", "--seed", "1", "--jobs", "1",
                     "--progress", "never", "--out", str(games)]) == 0
    out = tmp / "value_model.json"
    run([sys.executable, "scripts/fit_value_model.py", str(games), "--out", str(out)])
    model = parse_value_model(out.read_text(encoding="utf-8"))
    assert model["games"] == 60 and 0.3 < model["slope"] < 1.0


def check_screenshot() -> None:
    # Rendering every view takes longer than this whole module may (it gets its own
    # window per size): its options are run, and what it rendered into docs/ is checked.
    assert "--sizes" in run([sys.executable, "scripts/screenshot.py", "--help"])
    from PIL import Image

    large = sorted((ROOT / "docs").glob("*1280x720.png"))
    assert len(large) >= 10 and re.search(r"\(docs/\w+_1280x720\.png\)", README)
    for shot in large:
        small = shot.with_name(shot.name.replace("1280x720", "800x600"))
        assert Image.open(shot).size == (1280, 720) and Image.open(small).size == (800, 600)


def check_make_icon(tmp: Path) -> None:
    run([sys.executable, "scripts/make_icon.py", "--out", str(tmp)])
    made = sorted(tmp.glob("dirty7-*.png"))
    assert len(made) == 7
    for png in made:
        assert png.read_bytes() == (ROOT / "resources" / "icons" / png.name).read_bytes()


def check_make_sounds(tmp: Path) -> None:
    run([sys.executable, "scripts/make_sounds.py", "--out", str(tmp)])
    committed = ROOT / "dirty7" / "resources" / "sounds"
    if not committed.is_dir():
        committed = ROOT / "resources" / "sounds"
    for made in tmp.glob("*.wav"):
        assert made.read_bytes() == (committed / made.name).read_bytes()
    assert any(tmp.glob("*.wav"))


def check_pip_install(entry: metadata.EntryPoint) -> None:
    """What ``pip install`` of the plugin gives: its entry point, listed after the
    built-ins (the fixture installs exactly the README's entry point)."""
    from dirty7.ai.registry import available_strategies

    names = [info.name for info in available_strategies()]
    assert names[:3] == ["easy", "medium", "hard"] and names[3:].count(entry.name) == 1


Checker = Callable[[str, Path, metadata.EntryPoint], None]


def _args(command: str) -> list[str]:
    """The arguments after the program (and after ``tournament`` or ``selfplay``)."""
    words = shlex.split(command)[1:]
    return words[1:] if words[:1] in (["tournament"], ["selfplay"]) else words


CHECKERS: dict[str, Checker] = {
    "scripts/play": lambda cmd, tmp, ep: check_play(),
    "scripts/play --difficulty hard --seed 7": lambda cmd, tmp, ep: check_play(*_args(cmd)),
    "scripts/test": lambda cmd, tmp, ep: check_test(),
    "scripts/test -k notation": lambda cmd, tmp, ep: check_test(*_args(cmd)),
    "dirty7": lambda cmd, tmp, ep: check_installed_command(),
    "python -m dirty7": lambda cmd, tmp, ep: check_python_m(),
    "dirty7 tournament": lambda cmd, tmp, ep: check_python_m(),
    "dirty7 [--difficulty NAME[:key=value,...]] [--seed N] [--size WxH] [--fullscreen] "
    "[--autoplay] [--exit-after-game] [--screenshot PATH] "
    "[--animation-speed slow|normal|fast|instant] [--language CODE] [--rules NAME] "
    "[--load FILE] [--export FILE] [--pass-and-play FIRST SECOND] [--version]":
        lambda cmd, tmp, ep: check_game_synopsis(cmd),
    "dirty7 selfplay": lambda cmd, tmp, ep: check_python_m(),
    "dirty7 tournament A B --games N --seed S [--jobs J] [--move-limit M] "
    "[--backend local|ray] [--address ADDR] [--rules NAME] "
    "[--progress auto|always|never] [--language CODE] [--json]":
        lambda cmd, tmp, ep: check_tournament_synopsis(cmd),
    "dirty7 selfplay A B --games N --seed S --out FILE [--jobs J] [--move-limit M] "
    "[--backend local|ray] [--address ADDR] [--rules NAME] "
    "[--progress auto|always|never] [--language CODE]":
        lambda cmd, tmp, ep: check_selfplay_synopsis(cmd),
    "--progress always": lambda cmd, tmp, ep: check_progress_option(*shlex.split(cmd)),
    "--progress never": lambda cmd, tmp, ep: check_progress_option(*shlex.split(cmd)),
    "dirty7 selfplay medium easy --games 200 --seed 1 --out games.jsonl":
        lambda cmd, tmp, ep: check_selfplay(tmp, *_args(cmd)),
    "pip install 'dirty7[cluster]'": lambda cmd, tmp, ep: check_cluster_extra(),
    "ray start --head": lambda cmd, tmp, ep: check_ray_start(),
    "dirty7 tournament hard medium --games 1000 --seed 1 --backend ray --address auto --json":
        lambda cmd, tmp, ep: check_on_a_cluster("tournament", *_args(cmd)),
    "dirty7 selfplay hard medium --games 2000 --seed 1 --backend ray --address auto "
    "--out games.jsonl":
        lambda cmd, tmp, ep: check_on_a_cluster("selfplay", *_args(cmd)),
    "dirty7 verify FILE [--json] [--max-work N | --no-limit] [--progress auto|always|never] "
    "[--language CODE]":
        lambda cmd, tmp, ep: check_verify_synopsis(cmd),
    "dirty7 verify": lambda cmd, tmp, ep: check_verify_synopsis(),
    "dirty7 relay [--host H] [--port P] [--rooms-per-address N] [--idle S] "
    "[--handshake S] [--trusted-proxy ADDR] [--language CODE]":
        lambda cmd, tmp, ep: check_relay_synopsis(cmd),
    "dirty7 relay": lambda cmd, tmp, ep: check_relay_runs(),
    "dirty7 host": lambda cmd, tmp, ep: check_friend_synopsis(cmd),
    "dirty7 join CODE": lambda cmd, tmp, ep: check_friend_synopsis(cmd),
    "dirty7 host [--relay URL | --port P [--address A]] [--name N] [--autoplay] "
    "[--difficulty NAME] [--games N] [--match N] [--rules NAME] [--exit-after-game] "
    "[--export FILE]":
        lambda cmd, tmp, ep: check_friend_synopsis(cmd),
    "dirty7 join CODE [--relay URL] [--name N] [--accept] [--autoplay] [--difficulty NAME] "
    "[--games N] [--exit-after-game] [--export FILE]":
        lambda cmd, tmp, ep: check_friend_synopsis(cmd),
    "--relay URL": lambda cmd, tmp, ep: check_friend_option(*cmd.split()),
    "--port P": lambda cmd, tmp, ep: check_friend_option(*cmd.split()),
    "--games N": lambda cmd, tmp, ep: check_friend_option(*cmd.split()),
    "--match N": lambda cmd, tmp, ep: check_friend_option(*cmd.split()),
    "--address A": lambda cmd, tmp, ep: check_friend_option(*cmd.split()),
    "--name N": lambda cmd, tmp, ep: check_friend_option(*cmd.split()),
    "dirty7 relay --port 8765 &": lambda cmd, tmp, ep: check_friend_example(cmd),
    "dirty7 host --relay ws://localhost:8765 --autoplay --export host.json":
        lambda cmd, tmp, ep: check_friend_example(cmd),
    "dirty7 join CODE --relay ws://localhost:8765 --autoplay --accept --export guest.json":
        lambda cmd, tmp, ep: check_friend_example(cmd),
    "python scripts/bench_network.py --json": lambda cmd, tmp, ep: check_bench_network(),
    "dirty7 verify FILE": lambda cmd, tmp, ep: check_verify_synopsis(),
    "dirty7 verify FILE.jsonl": lambda cmd, tmp, ep: check_verify_synopsis(),
    "dirty7 verify games.jsonl": lambda cmd, tmp, ep: check_verify_lines(tmp, *_args(cmd)[1:]),
    "--export FILE": lambda cmd, tmp, ep: check_game_option(*cmd.split()),
    "--seed N": lambda cmd, tmp, ep: check_game_option(*cmd.split()),
    "dirty7 --autoplay --exit-after-game --export game.json":
        lambda cmd, tmp, ep: check_demo(*shlex.split(cmd)[1:]),
    "--autoplay --exit-after-game --screenshot out.png":
        lambda cmd, tmp, ep: check_demo(*shlex.split(cmd)),
    "dirty7 --difficulty cautious:patience=5":
        lambda cmd, tmp, ep: check_difficulty_plugin(_args(cmd)[1]),
    "dirty7 tournament cautious medium --games 200 --seed 1 --jobs 2":
        lambda cmd, tmp, ep: check_tournament(*_args(cmd)),
    "dirty7 tournament cautious hard --games 1000 --jobs 2 --json":
        lambda cmd, tmp, ep: check_tournament(*_args(cmd)),
    "pip install": lambda cmd, tmp, ep: check_pip_install(ep),
    "python scripts/bench_engine.py --json": lambda cmd, tmp, ep: check_bench_engine(),
    "python scripts/bench_ai.py --json": lambda cmd, tmp, ep: check_bench_ai(),
    "python scripts/bench_ai.py --in-play --games 20 --repeat 1 --json":
        lambda cmd, tmp, ep: check_bench_ai_in_play(),
    "python scripts/bench_frames.py --json": lambda cmd, tmp, ep: check_bench_frames(),
    ".venv/bin/ruff check .": lambda cmd, tmp, ep: check_ruff(),
    "python scripts/screenshot.py": lambda cmd, tmp, ep: check_screenshot(),
    "python scripts/measure_strength.py": lambda cmd, tmp, ep: check_measure_strength(tmp),
    "dirty7 selfplay medium medium --games 20000 --seed 1 --out selfplay.jsonl":
        lambda cmd, tmp, ep: check_selfplay(tmp, *_args(cmd)),
    "python scripts/fit_value_model.py selfplay.jsonl":
        lambda cmd, tmp, ep: check_fit_value_model(tmp),
    "python scripts/make_sounds.py": lambda cmd, tmp, ep: check_make_sounds(tmp),
    "python scripts/make_icon.py": lambda cmd, tmp, ep: check_make_icon(tmp),
    "python scripts/matched_sim.py": lambda cmd, tmp, ep: check_matched_sim(),
    "python scripts/memory_games.py": lambda cmd, tmp, ep: check_memory_games(),
    "python scripts/rss_by_test_module.py FILE":
        lambda cmd, tmp, ep: check_rss_by_test_module(tmp),
    "python scripts/verify_under_load.py --json":
        lambda cmd, tmp, ep: check_verify_under_load(),
    "python scripts/bench_busy.py --json": lambda cmd, tmp, ep: check_bench_busy(),
}


def _source_of(test_file: str, name: str) -> str:
    """The text of test ``name`` in ``tests/test_file`` (to check it runs what is shown)."""
    source = (ROOT / "tests" / test_file).read_text()
    assert f"def {name}(" in source, f"{test_file} has no {name}"
    return source.split(f"def {name}(", 1)[1].split("\ndef ", 1)[0]


def check_archive_name(command: str) -> None:
    """The archive the README unpacks is the one ``scripts/build`` makes on this machine
    (tests/install/test_bundle.py runs what it holds)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("dirty7_build_bundle",
                                                  ROOT / "scripts" / "build_bundle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert command.split()[-1] == f"dirty7-{metadata.version('dirty7')}-{module.platform_tag()}" \
        ".tar.gz"


def check_bundle_command(*args: str) -> None:
    """``dirty7/dirty7 ...``: the bundle's executable, run by its smoke test."""
    body = _source_of("install/test_bundle.py", "test_the_bundle_plays_verifies_and_says_its_"
                      "version") + _source_of("install/test_bundle.py", "_run")
    assert 'bundle / "dirty7"' in body
    if args:
        check_desktop_command(*args)


def check_desktop_command(*args: str) -> None:
    """``dirty7 desktop install|uninstall [--prefix DIR]``: the parser takes it, and
    tests/install/test_desktop_entry.py installs, validates and uninstalls."""
    from dirty7.cli.desktop_command import build_parser

    for action in ("install", "uninstall") if not args or "|" in args[1] else (args[1],):
        ns = build_parser().parse_args([action, "--prefix", "DIR"])
        assert ns.action == action and str(ns.prefix) == "DIR"
    assert "desktop-file-validate" in _source_of(
        "install/test_desktop_entry.py", "test_the_freedesktop_validators_accept_the_files")


def check_build() -> None:
    """``scripts/build`` sets up .venv with PyInstaller and runs the bundle script."""
    text = (ROOT / "scripts" / "build").read_text()
    assert os.access(ROOT / "scripts" / "build", os.X_OK)
    assert 'source "$(dirname "$0")/_venv.sh" bundle' in text
    assert re.search(r'^exec "\$VENV/bin/python" scripts/build_bundle.py "\$@"$', text, re.M)
    assert "scripts/build\n" in (ROOT / ".ci" / "run").read_text()


def check_pip_install_dot() -> None:
    """``pip install .``: tests/install/test_wheel_install.py builds and installs it."""
    assert '"pip", "install"' in _source_of("install/test_wheel_install.py",
                                            "test_the_wheel_installed_in_a_fresh_"
                                            "environment_plays_a_game")


def check_bench_startup() -> None:
    result = bench("bench_startup.py", "--runs", "1", "--bundle", "no-such-bundle",
                   "--languages", "de")
    assert result["runs"] == 1 and result["source_s"] > 0 and result["source_ratio"] > 0
    assert result["source_de_s"] > 0  # --languages: the game in German in the same rounds


def check_language_option(*args: str) -> None:
    """``--language de`` is taken; a code that is not shipped is exit 2 with one sentence
    naming the shipped languages."""
    from dirty7.cli.play_command import build_parser

    assert build_parser().parse_args(list(args)).language == "de"
    proc = subprocess.run([sys.executable, "-m", "dirty7", "--language", "xx"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "de (Deutsch)" in proc.stderr


def check_command_language(*args: str) -> None:
    """A command's help in the language ``--language`` names before the command: its own
    texts and argparse's words (tests/i18n/test_cli_words.py checks every command)."""
    out = run([sys.executable, "-m", "dirty7", *args])
    assert out.startswith("usage\u00a0: dirty7 tournament")
    assert "afficher cette aide et quitter" in out and "nombre de parties, pair" in out


def check_pass_and_play(*args: str) -> None:
    """``--pass-and-play FIRST SECOND`` takes the two names (the window then opens their
    table: tests/ui/test_pass_play.py); one name twice is exit 2 saying why."""
    from dirty7.cli.play_command import build_parser

    assert build_parser().parse_args(list(args)).pass_and_play == ["Alex", "Bob"]
    proc = subprocess.run([sys.executable, "-m", "dirty7", "--pass-and-play", "Alex", "alex"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "different names" in proc.stderr


def check_screenshot_language(code: str) -> None:
    """``--language CODE`` is the script's; what it rendered is in ``docs/CODE/``, each
    screen at both sizes, and the README shows the menu and the table from there."""
    assert "--language CODE" in run([sys.executable, "scripts/screenshot.py", "--help"])
    from PIL import Image

    shots = sorted((ROOT / "docs" / code).glob("*_1280x720.png"))
    assert {"menu_1280x720.png", "table_1280x720.png"} <= {shot.name for shot in shots}
    for shot in shots:
        assert Image.open(shot).size == (1280, 720)
        assert Image.open(shot.with_name(shot.name.replace("1280x720", "800x600"))).size == (
            800, 600)
        assert f"(docs/{code}/{shot.name})" in README or shot.stem not in ("menu_1280x720",
                                                                            "table_1280x720")


def check_catalogues() -> None:
    """The script as shown, writing nothing (``--check``): every catalogue is up to date."""
    assert "up to date" in run([sys.executable, "scripts/catalogues.py", "--check"])


def check_catalogue_init() -> None:
    """``--init CODE`` is the script's; the catalogue it starts holds every message, empty."""
    from dirty7.i18n.catalogue_build import extract_template, new_catalogue

    assert "--init CODE" in run([sys.executable, "scripts/catalogues.py", "--help"])
    template = extract_template()
    started = new_catalogue("fr", template)
    assert len(started) == len(template) and started.num_plurals >= 2
    assert not any(m.string if isinstance(m.string, str) else any(m.string or ())
                   for m in started if m.id)


def friend_commands_built() -> bool:
    """Whether ``dirty7 host`` and ``dirty7 join`` (n1's, merged apart from the README's
    "Play a friend") are dispatched in this build."""
    import inspect

    import dirty7.__main__

    source = inspect.getsource(dirty7.__main__)
    return '"host"' in source and '"join"' in source


def friend_command_options() -> set[str]:
    """The options of ``dirty7 host`` and ``dirty7 join`` (their --help); before they are
    in the build, the one option the README names that no other command has."""
    if not friend_commands_built():
        return {"--relay"}
    return {option for tool in ("host", "join")
            for option in re.findall(r"(?<![\w-])--[a-z][\w-]*",
                                     run([sys.executable, "-m", "dirty7", tool, "--help"]))}


def check_friend_command(cmd: str) -> None:
    """``dirty7 host …`` / ``dirty7 join …``: the command exists and takes what is shown."""
    if not friend_commands_built():
        pytest.skip("dirty7 host / join are not in this build yet")
    words = [w.strip("[]") for w in shlex.split(cmd) if w.strip("[]").startswith("--")]
    tool = "host" if cmd.startswith("dirty7 host") or cmd.startswith("--") else "join"
    usage = run([sys.executable, "-m", "dirty7", tool, "--help"])
    assert f"usage: dirty7 {tool}" in usage
    assert all(word in usage for word in words), (words, usage)


def check_relay_command(cmd: str) -> None:
    """``dirty7 relay --host 0.0.0.0 --port 8765``: the relay's parser takes it as shown."""
    from dirty7.cli.relay_command import build_parser

    ns = build_parser().parse_args(_args(cmd)[1:])
    assert ns.port == 8765 and ns.host in ("0.0.0.0", "127.0.0.1")


CHECKERS.update({
    "dirty7 host": lambda cmd, tmp, ep: check_friend_command(cmd),
    "dirty7 host --port 8765": lambda cmd, tmp, ep: check_friend_command(cmd),
    "dirty7 host [--relay URL | --port P]": lambda cmd, tmp, ep: check_friend_command(cmd),
    "--relay URL": lambda cmd, tmp, ep: check_friend_command(cmd),
    "--port P": lambda cmd, tmp, ep: check_friend_command(cmd),
    "dirty7 join CODE": lambda cmd, tmp, ep: check_friend_command(cmd),
    "dirty7 host --code CODE": lambda cmd, tmp, ep: check_friend_command(cmd),
    "dirty7 join d7-k3jq-ux2m-c4ra-pf6h-ntyw-e5bs-qez":
        lambda cmd, tmp, ep: check_friend_command(cmd),
    "dirty7 relay --host 0.0.0.0 --port 8765": lambda cmd, tmp, ep: check_relay_command(cmd),
    "dirty7 relay --host 127.0.0.1 --port 8765 --trusted-proxy 127.0.0.1":
        lambda cmd, tmp, ep: check_relay_command(cmd),
})
CHECKERS.update({
    "tar xzf dirty7-0.2.0-linux-x86_64.tar.gz": lambda cmd, tmp, ep: check_archive_name(cmd),
    "dirty7/dirty7": lambda cmd, tmp, ep: check_bundle_command(),
    "dirty7/dirty7 desktop install": lambda cmd, tmp, ep: check_bundle_command(*_args(cmd)),
    "dirty7 desktop install": lambda cmd, tmp, ep: check_desktop_command(*_args(cmd)),
    "dirty7 desktop install|uninstall [--prefix DIR]":
        lambda cmd, tmp, ep: check_desktop_command(*_args(cmd)),
    "--prefix DIR": lambda cmd, tmp, ep: check_desktop_command(),
    "dirty7 --version": lambda cmd, tmp, ep: check_game_option("--version", None),
    "pip install .": lambda cmd, tmp, ep: check_pip_install_dot(),
    "scripts/build": lambda cmd, tmp, ep: check_build(),
    "python scripts/bench_startup.py --json": lambda cmd, tmp, ep: check_bench_startup(),
    "dirty7 --language de": lambda cmd, tmp, ep: check_language_option(*_args(cmd)),
    "dirty7 --language fr tournament --help":
        lambda cmd, tmp, ep: check_command_language(*_args(cmd)),
    "dirty7 --pass-and-play Alex Bob": lambda cmd, tmp, ep: check_pass_and_play(*_args(cmd)),
    "python scripts/catalogues.py": lambda cmd, tmp, ep: check_catalogues(),
    "python scripts/catalogues.py --check": lambda cmd, tmp, ep: check_catalogues(),
    "python scripts/catalogues.py --init fr": lambda cmd, tmp, ep: check_catalogue_init(),
    "scripts/test tests/i18n": lambda cmd, tmp, ep: check_test(*_args(cmd)),
    "scripts/test tests/net": lambda cmd, tmp, ep: check_test(*_args(cmd)),
    ".venv/bin/mypy --strict dirty7/rules dirty7/store dirty7/i18n dirty7/ai dirty7/game"
    " dirty7/net":
        lambda cmd, tmp, ep: check_type_check(cmd),
    ".venv/bin/mypy dirty7": lambda cmd, tmp, ep: check_whole_type_check(cmd),
    "python scripts/screenshot.py --language de":
        lambda cmd, tmp, ep: check_screenshot_language(cmd.split()[-1]),
})


# --- the tests ---------------------------------------------------------------------------


def test_every_command_the_readme_shows_has_a_checker():
    shown = shown_commands()
    assert shown, "no command found: the README reader is broken"
    assert sorted(shown - set(CHECKERS)) == [], "a README command without a test"
    assert sorted(set(CHECKERS) - shown) == [], "a checker for a command the README dropped"


@pytest.mark.parametrize("command", sorted(CHECKERS))
def test_each_command_runs_as_shown(command, tmp_path, plugin):
    CHECKERS[command](command, tmp_path, plugin)


def test_every_option_the_readme_names_exists():
    from dirty7.cli.desktop_command import build_parser as desktop_parser
    from dirty7.cli.friend_command import build_parser as friend_parser
    from dirty7.cli.play_command import build_parser as game_parser
    from dirty7.cli.relay_command import build_parser as relay_parser
    from dirty7.cli.selfplay_command import build_parser as selfplay_parser
    from dirty7.cli.tournament_command import build_parser as tournament_parser
    from dirty7.cli.verify_command import build_verify_parser

    known = {option for parser in (game_parser(), tournament_parser(), selfplay_parser(),
                                   build_verify_parser(), relay_parser(), desktop_parser(),
                                   friend_parser("host"), friend_parser("join"))
             for action in parser._actions for option in action.option_strings}
    known |= {"--head"}  # Ray's own ``ray start --head`` (checked by its checker)
    known |= {"--strict"}  # mypy's own (the type check's checker compares the command)
    known |= script_options()
    known |= friend_command_options()
    assert sorted(shown_options() - known) == []


def script_options() -> set[str]:
    """The options of every ``scripts/*.py`` the README runs with options (their --help)."""
    scripts = {m.group(1) for cmd in shown_commands()
               if (m := re.match(r"python3? (scripts/\w+\.py) .*--", cmd))}
    return {option for script in scripts
            for option in re.findall(r"(?<![\w-])--[a-z][\w-]*",
                                     run([sys.executable, script, "--help"]))}


@pytest.mark.parametrize("index", range(len(python_blocks())))
def test_every_python_block_runs(index, plugin):
    run_block(python_blocks()[index])


def test_the_rules_engine_example_prints_what_its_comments_say():
    (example,) = [code for code in python_blocks() if "deal(seed=105)" in code]
    out = run_block(example)
    assert "You have a card to play" in out and "7♥ is not in your hand" in out


def test_the_api_example_lists_the_installed_plugin(plugin):
    (example,) = [code for code in python_blocks() if "available_strategies()" in code]
    assert f"{plugin.name} True None" in run_block(example).splitlines()


def test_the_plugin_class_plays_whole_games_without_a_fallback(plugin):
    from dirty7.ai.registry import create_guarded, create_strategy
    from dirty7.game.controller import Game

    for seed in range(4):
        failures: list = []
        bot = create_guarded(plugin.name, seed=seed, on_fallback=failures.append)
        game = Game([bot, create_strategy("easy", seed)], seed=seed, first=seed % 2)
        game.run()
        assert game.is_over and failures == []
    # Deterministic given its seed and the game, as the README demands of a strategy.
    records = []
    for _ in range(2):
        game = Game([create_strategy(plugin.name, 5), create_strategy("easy", 5)], seed=5)
        game.run()
        records.append(game.record.moves)
    assert records[0] == records[1]


def test_speed_is_never_measured_by_timed_tests():
    """The README's promise in "Benchmarks": no test reads the wall clock."""
    clock = re.compile(r"\b(?:perf_counter|monotonic|time\.time)\s*\(")
    offenders = [str(path.relative_to(ROOT)) for path in sorted((ROOT / "tests").rglob("*.py"))
                 if path != Path(__file__).resolve() and clock.search(path.read_text())]
    assert offenders == []



#: A test command the README shows with a setting before it (``NAME=value scripts/test``).
SET_TEST = re.compile(r"`(DIRTY7_[A-Z_]+)=(\S+) scripts/test((?: \S+)*)`")


def test_each_setting_a_shown_test_command_sets_is_read_by_its_tests():
    """The README's long runs and logs (``DIRTY7_DRIVER_DEALS=5 scripts/test ...``) name a
    setting the tests they run read, and a number it gives is one they take: renamed in
    the tests, the README's command would quietly run the short suite."""
    shown = SET_TEST.findall(README)
    assert {name for name, _value, _files in shown} >= {"DIRTY7_DRIVER_DEALS", "DIRTY7_RSS_LOG"}
    for name, value, files in shown:
        readers = [ROOT / f for f in files.split()] or [ROOT / "tests" / "conftest.py"]
        assert any(name in path.read_text(encoding="utf-8") for path in readers), (name, files)
        if value.isdigit():  # the long run: every deal of each test's chunk
            source = readers[0].read_text(encoding="utf-8")
            assert re.search(rf"^CHUNK = {value}$", source, re.M), (name, value)
