"""Tournament and self-play games as Ray tasks: ``--backend ray [--address ADDR]``.

Why Ray: tuning an opponent takes thousands of games per comparison, more than one machine
plays in reasonable time, and Ray is the usual engine for self-play work (a laptop, a
``ray start --head`` cluster, Kubernetes). This is the only module that imports Ray, and
only ``--backend ray`` imports it: the game never needs it (``pip install dirty7[cluster]``).

Each task plays a batch of deals, every deal twice with the seats swapped, through the same
:func:`dirty7.tournament.play_game` as the local backend; games are seeded by their index,
so the results do not depend on the backend, the batches or the number of workers.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence

from dirty7.duel import DealJob, TournamentGame, play_deals

try:
    import ray
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    raise ImportError("--backend ray needs Ray: pip install 'dirty7[cluster]'") from exc

#: Tasks per worker: enough to keep every worker busy to the end, few enough that the
#: cost of a task (a few milliseconds) stays small beside its games.
TASKS_PER_WORKER = 4
#: Deals per task at most, so that progress is reported regularly on long runs.
MAX_DEALS_PER_TASK = 16


def batches(jobs: Sequence[DealJob], workers: int) -> list[list[DealJob]]:
    """Consecutive deals cut into about ``TASKS_PER_WORKER`` tasks per worker."""
    size = max(1, min(MAX_DEALS_PER_TASK, -(-len(jobs) // (workers * TASKS_PER_WORKER))))
    return [list(jobs[i:i + size]) for i in range(0, len(jobs), size)]


def connect(address: str | None, workers: int) -> None:
    """Join the cluster at ``address``, or start a local Ray with ``workers`` CPUs.

    A Ray already connected in this process (a test, a notebook) is used as it is.
    """
    if ray.is_initialized():
        return
    if address:
        ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
    else:
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False,
                 logging_level=logging.WARNING)


@ray.remote
def _play_batch(batch: list[DealJob]) -> list[TournamentGame]:
    return play_deals(batch)


def ray_games(jobs: Sequence[DealJob], workers: int,
              address: str | None = None) -> Iterator[list[TournamentGame]]:
    """The games of ``jobs``, batch by batch as tasks finish (in any order).

    Ray is joined or started here, at once, so that a progress bar started after this
    call times the games, not Ray's start.
    """
    connect(address, workers)
    return _results([_play_batch.remote(batch) for batch in batches(jobs, workers)])


def _results(pending: list[ray.ObjectRef]) -> Iterator[list[TournamentGame]]:
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        for ref in pending:  # interrupted: do not leave the cluster busy
            ray.cancel(ref, force=True)
