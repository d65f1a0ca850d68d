"""``dirty7 host`` and ``dirty7 join CODE``: play a friend over the network (docs/NETWORK.md).

Why windowless with ``--autoplay``: the computer then plays this side's seat, so a whole
network game can run unattended from outside (a test, a script); no Arcade is imported.
Without it the window opens, waits for the friend and shows the table. ``host`` prints the
invite code on the first line of standard output (flushed) before it waits. A code that is
not one, or a relay that cannot be reached, is a clear message and exit status 2 — never
a traceback; a game stopped by the other side (or a failed check) is exit status 1 with
the reason.
"""

from __future__ import annotations

import argparse
import secrets
import sys

from dirty7.cli.cli_language import add_language_option
from dirty7.cli.command_options import bounded
from dirty7.cli.play_command import SPEEDS, check_difficulty, parse_size
from dirty7.cli.rules_option import parse_rules
from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import _, format_number, ngettext
from dirty7.net.messages import MAX_GAMES
from dirty7.rules.variant import MATCH_TO_MAX
from dirty7.store.settings import DEFAULT_RELAY_URL as DEFAULT_RELAY
from dirty7.store.settings import clean_display_name
from dirty7.ui.core.layout import BASE_HEIGHT, BASE_WIDTH

#: The display name when none is chosen (the same in every language: the friend sees it).
DEFAULT_NAME = "Player"
#: Two computers could circle for ever: the host's move limit for an unattended game.
AUTOPLAY_MOVE_LIMIT = 2000


def _name(text: str) -> str:
    """``--name``: the settings' rule for a display name (one rule, one wording), and not
    empty (an empty setting means "not chosen yet"; here one is being chosen)."""
    try:
        name = clean_display_name(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if not name:
        raise argparse.ArgumentTypeError(_("a name has at least one letter"))
    return name


def build_parser(command: str) -> argparse.ArgumentParser:
    host = command == "host"
    parser = argparse.ArgumentParser(
        prog=f"dirty7 {command}",
        description=(_("Host a game against a friend: prints the invite code, then waits.")
                     if host else _("Join a friend's game by its invite code.")))
    if not host:
        parser.add_argument("code", metavar="CODE", help=_("the invite code the host gave you"))
    parser.add_argument("--relay", metavar="URL",
                        help=_("the relay to meet at (the relay_url setting, else "
                               "{relay})").format(relay=DEFAULT_RELAY))
    if host:
        _add_host_options(parser)
    if command == "join":
        parser.add_argument("--accept", action="store_true",
                            help=_("play the host's rules without being asked (an "
                                   "unattended run); otherwise they are shown and you are "
                                   "asked first"))
    parser.add_argument("--name", type=_name, metavar="N",
                        help=_("your display name (the display_name setting, else "
                               "{name})").format(name=DEFAULT_NAME))
    parser.add_argument("--autoplay", action="store_true",
                        help=_("the computer plays your seat; no window"))
    parser.add_argument("--games", type=bounded(1, MAX_GAMES), metavar="N",
                        help=_("play N games over the one invitation, then leave (with "
                               "--autoplay 1; in a window, Play again and Menu decide); who "
                               "starts alternates, and each game is its own joint record"))
    parser.add_argument("--difficulty", metavar="NAME", default=None,
                        help=_("the level that plays with --autoplay (medium)"))
    parser.add_argument("--exit-after-game", action="store_true",
                        help=_("quit once the results have been shown"))
    parser.add_argument("--export", metavar="FILE",
                        help=_("write the joint record (JSON) to FILE when the game ends "
                               "(with --games, game 2 to FILE-2.json and so on)"))
    parser.add_argument("--size", type=parse_size, default=(BASE_WIDTH, BASE_HEIGHT),
                        metavar="WxH", help=_("window size"))
    parser.add_argument("--animation-speed", choices=SPEEDS,
                        help=_("override the animation speed setting"))
    add_language_option(parser)
    return parser


def _add_host_options(parser: argparse.ArgumentParser) -> None:
    """The options only ``dirty7 host`` takes: where to listen, which code, which game."""
    parser.add_argument("--port", type=bounded(0, 65535), metavar="P",
                        help=_("listen on port P for a direct game (the code carries this "
                               "machine's address) instead of using a relay"))
    parser.add_argument("--code", metavar="CODE",
                        help=_("host again under an earlier invite code: its unfinished "
                               "game, if this program keeps one, is resumed"))
    parser.add_argument("--match", type=bounded(1, MATCH_TO_MAX), metavar="N",
                        help=_("play a match to N points over the session (the match_to "
                               "setting otherwise): the games go on until a player "
                               "reaches N"))
    parser.add_argument("--rules", type=parse_rules, metavar="NAME",
                        help=_("the rules of the game: dirty-seven (the default), "
                               "crazy-eights, mau-mau or a custom set's code R7-…; the guest "
                               "sees them before the deal"))
    parser.add_argument("--address", metavar="A",
                        help=_("the address the code gives for a direct game (default: "
                               "this machine's address on its network)"))


def _settings():
    from dirty7.store.settings import load_settings_or_defaults

    return load_settings_or_defaults()


def host_main(argv: list[str]) -> int:
    return _main("host", argv)


def join_main(argv: list[str]) -> int:
    return _main("join", argv)


def _main(command: str, argv: list[str]) -> int:
    parser = build_parser(command)
    ns = parser.parse_args(argv)
    check_difficulty(parser, ns.difficulty)
    if command == "host" and ns.port is not None and ns.relay:
        parser.error(_("--relay and --port: a game is either direct or through a relay"))
    settings = _settings()
    name = ns.name or getattr(settings, "display_name", None) or DEFAULT_NAME
    relay = ns.relay or getattr(settings, "relay_url", None) or DEFAULT_RELAY
    games = ns.games or (1 if ns.autoplay else None)
    options = {**_player_options(ns), "games": games}
    from dirty7.net.friend_link import FriendLink, InviteError
    from dirty7.net.stop_words import reason_of

    try:
        if command == "host":
            link = FriendLink.host(name=name, relay=None if ns.port is not None else relay,
                                   port=ns.port, address=ns.address, code=ns.code,
                                   variant=_host_variant(settings, ns.match, ns.rules),
                                   move_limit=AUTOPLAY_MOVE_LIMIT if ns.autoplay else None,
                                   **options)
        else:
            link = FriendLink.join(ns.code, name=name, relay=relay, **options)
    except InviteError as exc:
        print(_("{prog}: {reason}").format(prog=f"dirty7 {command}",
                                           reason=phrase_words(reason_of(exc))),
              file=sys.stderr)
        return 2
    if command == "host" and not _announce(link):
        return _failed(command, link)
    if command == "join" or ns.autoplay:  # a windowed host shows its code and waits there
        _tell_connected(link)
    refused = _agreed(link, ns.accept) if command == "join" else None
    if refused is not None:
        return refused
    if ns.autoplay:
        assert games is not None  # autoplay plays one game at least (see above)
        return _unattended(command, link, ns.export, games)
    return _windowed(link, ns)


def _host_variant(settings, match: int | None, rules: str | None = None):
    """The settings' variant (Dirty Seven with its Sevens stack), or the set ``--rules``
    names with the settings' who starts and match; ``--match`` as its ``match_to`` when
    given."""
    from dataclasses import replace

    variant = settings.variant if rules is None else settings.rules_variant(rules)
    return variant if match is None else replace(variant, match_to=match)


def _agreed(link, accept: bool) -> int | None:
    """The guest is shown the host's rules and asked before the deal, as the Join screen
    asks; ``--accept`` answers yes for an unattended run. None when agreed, else the exit
    status: 1 for a no; 2 when the input is closed (no one to ask: say how to accept).
    Nothing is dealt that the player did not agree to."""
    if link.finished:
        return None  # the link failed: the caller reports why
    print(_("{name} hosts the game: {rules}.").format(name=link.other_name,
                                                      rules=link.variant_text), flush=True)
    if not accept:
        print(_("Play? [y/N] "), end="", flush=True)
        try:
            answer = input()
        except EOFError:
            link.close()
            print("\n" + _("dirty7 join: not played: no answer (the input is closed). To "
                           "play the host's rules without being asked, run it again with "
                           "--accept"), file=sys.stderr)
            return 2
        if not is_yes(answer):
            link.close()
            print(_("dirty7 join: not played (the host's rules were not accepted; --accept "
                    "plays them without asking)"), file=sys.stderr)
            return 1
    link.accept()
    return None


def is_yes(answer: str) -> bool:
    """Whether ``answer`` says yes: ``y``/``yes`` in every language (a script's answer),
    and the language's own words (the catalogue's "y|yes", such as "j|ja")."""
    words = {"y", "yes", *_("y|yes").casefold().split("|")}
    return answer.strip().casefold() in words


def _player_options(ns) -> dict:
    """Who plays this seat: the person at the window, or (``--autoplay``) a level."""
    if not ns.autoplay:
        return {}
    from dirty7.ai.registry import create_strategy
    from dirty7.game.players import resolve_spec

    spec = resolve_spec(ns.difficulty or "medium")

    def fresh() -> tuple:
        # exactly the strategy `dirty7 verify` re-runs from the record's spec and seed
        seed = secrets.randbelow(2**63)
        return (spec, seed), create_strategy(spec, seed=seed).choose
    player, chooser = fresh()
    return {"player": player, "chooser": chooser, "next_player": fresh}


def _announce(link) -> bool:
    """The invite code on the first line of stdout, once the friend can use it: the relay
    (or this program's listener) has taken the host's connection. A relay that cannot be
    reached prints no code, only why."""
    import time

    while (link.code is None or link.status == "starting") and not link.finished:
        time.sleep(0.01)
    if link.code is None or link.finished:
        return False
    print(link.code, flush=True)
    return True


def _failed(command: str, link) -> int:
    """Exit status 2 when the game never connected (a relay or host unreachable), else 1."""
    link.wait()
    print(_("{prog}: {reason}").format(prog=f"dirty7 {command}",
                                       reason=phrase_words(link.error or "")),
          file=sys.stderr)
    return 1 if link.connected else 2


def _tell_connected(link) -> None:
    """Once the friend's program said hello: both key fingerprints, to compare aloud."""
    import time

    while link.other_key is None and not link.finished:
        time.sleep(0.01)
    if link.other_key is None:
        return
    print(_("connected to {name} (key {their_key}); your key is {your_key}").format(
        name=link.other_name, their_key=link.other_fingerprint, your_key=link.fingerprint),
        flush=True)
    if link.key_changed():
        print(_("{name} had another key before: it may be someone else").format(
            name=link.other_name), flush=True)


def _count(link, outcome, index: int) -> None:
    """Count an unattended game in the friend statistics like a window's game: won or lost
    when both programs checked it to its end, abandoned when it stopped before (a game
    without a winner is not counted); the friend's key is remembered with their name, so
    a record of it verifies as signed by a friend this data folder has met."""
    from dirty7.net.friend_count import count_for_friend

    if outcome is not None and outcome.ok:
        result = None if outcome.winner is None else \
            "won" if outcome.winner == link.me else "lost"
    else:
        result = "abandoned"
    problem = count_for_friend(link, result, index)
    if problem:
        print(_("dirty7: the game was not counted: {reason}").format(
            reason=phrase_words(problem)),
              file=sys.stderr)


def _unattended(command: str, link, export: str | None, games: int = 1) -> int:
    """Each game of the session as it ends: counted, exported, said in a line; then the
    session's summary (more than one game)."""
    index = 0
    while index < games:
        outcome = link.wait_game(index)
        if outcome is None and index == 0:
            return _failed(command, link)  # never connected, or no game began
        if outcome is None:
            break  # the friend left between two games
        _count(link, outcome, index)
        if not outcome.ok:
            return _failed(command, link)
        if export:
            from dirty7.game.export import session_game_path, write_joint_record

            problem = write_joint_record(outcome.record, session_game_path(export, index))
            if problem:
                print(_("{prog}: could not export: {reason}").format(
                    prog=f"dirty7 {command}", reason=problem), file=sys.stderr)
                return 1
        _say_game(link, outcome, index if games > 1 else None)
        index += 1
    link.wait()
    if games > 1:
        _say_session(link, index, games)
    return 0


def _say_game(link, outcome, index: int | None) -> None:
    """``game over: …`` (``game 2 over: …`` in a session), as this side sees it."""
    winner = outcome.winner
    friend = _friend_word(link)
    moves = len(outcome.record["moves"])
    words = (_("no winner (move limit)") if winner is None
             else _("you won") if winner == link.me
             else _("you lost ({name} won)").format(name=friend))
    claim = outcome.claim
    checked = (_("checked by both programs") if claim is None or claim.checked else
               _("the deal and every move's legality checked by both programs; {name}'s "
                 "player ({spec}) not re-run: {reason}").format(
                     name=friend, spec=claim.spec, reason=claim.unchecked))
    line = ngettext("game over: {result}; {count} move; {checked}",
                    "game over: {result}; {count} moves; {checked}", moves) \
        if index is None else \
        ngettext("game {number} over: {result}; {count} move; {checked}",
                 "game {number} over: {result}; {count} moves; {checked}", moves)
    print(line.format(number=None if index is None else index + 1, result=words,
                      count=format_number(moves), checked=checked), flush=True)


def _friend_word(link) -> str:
    """The friend's name, or "your friend" when it is this side's own (two players who
    both kept the default name would read "Player won" on both sides)."""
    return link.other_name if link.other_name and link.other_name != link.name \
        else _("your friend")


def _say_session(link, played: int, asked: int) -> None:
    """The session's summary: games, wins, the match score when a match was set, and why
    it ended before the games asked for (the friend left), each a sentence of its own."""
    mine, theirs = link.wins()
    friend = _friend_word(link)
    line = ngettext("session over: {count} game; you won {mine}, {name} won {theirs}",
                    "session over: {count} games; you won {mine}, {name} won {theirs}",
                    played).format(count=format_number(played), mine=mine, name=friend,
                                   theirs=theirs)
    variant = link.variant
    if variant.match_to is not None:
        score = link.match_scores()
        line = _("{summary}; match to {points}: you {mine}, {name} {theirs}").format(
            summary=line, points=variant.match_to, mine=score[0], name=friend,
            theirs=score[1])
        if variant.match_over(score):
            lost = (_("you lost the match") if variant.match_loser(score) == 0
                    else _("{name} lost the match").format(name=friend))
            line = _("{summary} ({reason})").format(summary=line, reason=lost)
    if link.parting:
        line = _("{summary} ({reason})").format(summary=line,
                                                reason=phrase_words(link.parting))
    elif played < asked and not (variant.match_to and variant.match_over(link.match_scores())):
        line = _("{summary} ({reason})").format(
            summary=line, reason=_("{name} wanted no more games").format(name=friend))
    print(line, flush=True)


def _windowed(link, ns) -> int:
    from dirty7.ui.app import AppOptions, run_app

    options = AppOptions(friend=link, exit_after_game=ns.exit_after_game, export=ns.export,
                         animation_speed=ns.animation_speed)
    try:
        return run_app(options, size=ns.size)
    except Exception as exc:  # noqa: BLE001 - e.g. no display: say it plainly
        print(_("dirty7: cannot open a window: {reason}").format(reason=exc),
              file=sys.stderr)
        return 1
    finally:
        link.close()  # the friend hears the goodbye before the program exits
