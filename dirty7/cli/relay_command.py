"""``dirty7 relay [--host H] [--port P]``: run a relay that pairs two programs (docs/NETWORK.md).

Why the bounds are options: whoever runs a relay on a public server decides how much one
address may hold; the defaults suit a relay for friends.
"""

from __future__ import annotations

import argparse
import asyncio

from dirty7.net.relay import DEFAULT_PORT, RelayLimits, run_relay


def _positive(kind):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, not {text!r}") from None
        if not value > 0:
            raise argparse.ArgumentTypeError(f"expected a number above 0, not {text!r}")
        return value
    return parse


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dirty7 relay",
        description="Pair two Dirty Seven programs by room and forward their encrypted "
                    "messages. It keeps no game state and can read nothing.")
    parser.add_argument("--host", default="0.0.0.0", metavar="H",
                        help="address to listen on (0.0.0.0)")
    parser.add_argument("--port", type=_positive(int), default=DEFAULT_PORT, metavar="P",
                        help=f"port to listen on ({DEFAULT_PORT})")
    parser.add_argument("--rooms-per-address", type=_positive(int), default=8, metavar="N",
                        help="connections one address may hold at once (8)")
    parser.add_argument("--idle", type=_positive(float), default=300.0, metavar="S",
                        help="seconds a silent connection is kept (300)")
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    limits = RelayLimits(rooms_per_address=args.rooms_per_address, idle=args.idle)
    try:
        asyncio.run(run_relay(args.host, args.port, limits,
                              announce=lambda line: print(line, flush=True)))
    except KeyboardInterrupt:
        return 0
    except OSError as exc:
        print(f"dirty7 relay: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}")
        return 1
    return 0
