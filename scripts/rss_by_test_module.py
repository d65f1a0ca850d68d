#!/usr/bin/env python3
"""Sum up a test run's memory log: each worker's peak RSS and what each test module added.

Usage::

    rm -f /tmp/rss.log
    DIRTY7_RSS_LOG=/tmp/rss.log scripts/test -q      # tests/conftest.py writes the log
    python scripts/rss_by_test_module.py /tmp/rss.log [--top 15]

Why: every test worker should stay under 1 GB. A worker's
memory grows test by test, so the peak alone does not say which tests to look at. The
log holds one line per test (worker, RSS after it, the worker's peak so far, the test's
id); this script prints each worker's peak, and the modules that grew the resident set
most: the sum, over a module's tests, of the RSS after each test minus the RSS after the
test before it on the same worker (memory a module keeps shows up as growth; memory it
uses and frees does not), and the largest rise of the worker's peak during the module.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path


def read_log(path: Path) -> list[tuple[str, float, float, str]]:
    """The log's lines as (worker, rss MB, peak MB, test id); malformed lines are skipped."""
    rows = []
    for line in path.read_text().splitlines():
        parts = line.split("\t")
        if len(parts) != 4:
            continue
        worker, rss, peak, nodeid = parts
        rows.append((worker, float(rss), float(peak), nodeid))
    return rows


def summarise(rows: list[tuple[str, float, float, str]]) -> tuple[dict, dict, dict]:
    """Per worker its peak; per module the RSS kept and the peak it raised."""
    peaks: dict[str, float] = {}
    kept: dict[str, float] = defaultdict(float)
    raised: dict[str, float] = defaultdict(float)
    last: dict[str, tuple[float, float]] = {}
    for worker, rss, peak, nodeid in rows:
        module = nodeid.split("::")[0]
        before_rss, before_peak = last.get(worker, (rss, peak))
        kept[module] += rss - before_rss
        raised[module] = max(raised[module], peak - before_peak)
        last[worker] = (rss, peak)
        peaks[worker] = max(peaks.get(worker, 0.0), peak)
    return peaks, kept, raised


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log", type=Path)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args(argv)
    rows = read_log(args.log)
    if not rows:
        parser.error(f"{args.log} holds no test lines")
    peaks, kept, raised = summarise(rows)
    print(f"{len(rows)} tests on {len(peaks)} worker(s)")
    for worker in sorted(peaks):
        count = sum(1 for row in rows if row[0] == worker)
        final = [row[1] for row in rows if row[0] == worker][-1]
        print(f"  {worker}: peak {peaks[worker]:7.0f} MB, RSS at its end {final:7.0f} MB"
              f" ({count} tests)")
    print(f"largest worker peak: {max(peaks.values()):.0f} MB")
    print("\nmodules that kept the most (MB kept, MB the peak rose within the module):")
    for module in sorted(kept, key=kept.get, reverse=True)[:args.top]:
        print(f"  {kept[module]:+8.1f}  {raised[module]:+8.1f}  {module}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
