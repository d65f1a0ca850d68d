"""``dirty7 relay [--host H] [--port P]``: run a relay that pairs two programs (docs/NETWORK.md).

Why the bounds are options: whoever runs a relay on a public server decides how much one
address may hold; the defaults suit a relay for friends. ``--trusted-proxy`` names the
reverse proxy in front (if any), whose ``X-Forwarded-For`` then says which address a socket
counts against; without it every player behind the proxy would be one address. The log
(standard error) says a refusal once per address per minute.
"""

from __future__ import annotations

import argparse
import asyncio
import logging

from dirty7.cli.cli_language import add_language_option
from dirty7.i18n import _
from dirty7.net.relay import DEFAULT_PORT, RelayLimits, run_relay
from dirty7.net.relay_gate import IPNetwork, parse_trusted


def _positive(kind):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("expected a number, not {text}").format(text=repr(text))) from None
        if not value > 0:
            raise argparse.ArgumentTypeError(
                _("expected a number above 0, not {text}").format(text=repr(text)))
        return value
    return parse


def _trusted(text: str) -> tuple[IPNetwork, ...]:
    try:
        return parse_trusted([text])
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dirty7 relay",
        description=_("Pair two Dirty Seven programs by room and forward their encrypted "
                      "messages. It keeps no game state and can read nothing."))
    parser.add_argument("--host", default="0.0.0.0", metavar="H",
                        help=_("address to listen on ({default})").format(default="0.0.0.0"))
    parser.add_argument("--port", type=_positive(int), default=DEFAULT_PORT, metavar="P",
                        help=_("port to listen on ({default})").format(default=DEFAULT_PORT))
    parser.add_argument("--rooms-per-address", type=_positive(int), default=8, metavar="N",
                        help=_("connections one address may hold at once ({default})").format(
                            default=8))
    parser.add_argument("--idle", type=_positive(float), default=300.0, metavar="S",
                        help=_("seconds a silent connection is kept ({default})").format(
                            default=300))
    parser.add_argument("--handshake", type=_positive(float), default=10.0, metavar="S",
                        help=_("seconds a new connection may take to finish its opening "
                               "handshake ({default})").format(default=10))
    parser.add_argument("--trusted-proxy", type=_trusted, action="append", default=[],
                        metavar="ADDR",
                        help=_("a reverse proxy in front of the relay (an address or a "
                               "network; repeat it or give a comma list): its "
                               "X-Forwarded-For names the address each socket counts "
                               "against"))
    add_language_option(parser)
    return parser


def limits_from(args: argparse.Namespace) -> RelayLimits:
    return RelayLimits(rooms_per_address=args.rooms_per_address, idle=args.idle,
                       handshake=args.handshake,
                       trusted_proxies=tuple(net for nets in args.trusted_proxy
                                             for net in nets))


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    limits = limits_from(args)
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s: %(message)s")
    try:
        asyncio.run(run_relay(args.host, args.port, limits,
                              announce=lambda line: print(line, flush=True)))
    except KeyboardInterrupt:
        return 0
    except OSError as exc:
        print(_("dirty7 relay: cannot listen on {address}: {reason}").format(
            address=f"{args.host}:{args.port}", reason=exc.strerror or exc))
        return 1
    return 0
