"""Tournament and self-play games as Ray tasks: ``--backend ray [--address ADDR]``.

Why Ray: tuning an opponent takes thousands of games per comparison, more than one machine
plays in reasonable time, and Ray is the usual engine for self-play work (a laptop, a
``ray start --head`` cluster, Kubernetes). This is the only module that imports Ray, and
only ``--backend ray`` imports it: the game never needs it (``pip install dirty7[cluster]``).

Each task plays a batch of deals, every deal twice with the seats swapped, through the same
:func:`dirty7.arena.duel.play_deals` as the local backend; games are seeded by their index,
so the results do not depend on the backend, the batches or the number of workers.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice

from dirty7.arena.deals import DealJob
from dirty7.arena.duel import TournamentGame, play_deals

try:
    import ray
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    raise ImportError("--backend ray needs Ray: pip install 'dirty7[cluster]'") from exc

#: Tasks per worker: enough to keep every worker busy to the end, few enough that the
#: cost of a task (a few milliseconds) stays small beside its games.
TASKS_PER_WORKER = 4
#: Deals per task at most, so that progress is reported regularly on long runs.
MAX_DEALS_PER_TASK = 16


def batch_size(deals: int, workers: int) -> int:
    """Deals per task: about ``TASKS_PER_WORKER`` tasks per worker, at most
    ``MAX_DEALS_PER_TASK``."""
    return max(1, min(MAX_DEALS_PER_TASK, -(-deals // (workers * TASKS_PER_WORKER))))


def cut(jobs: Iterable[DealJob], size: int) -> Iterator[list[DealJob]]:
    """Consecutive deals of ``jobs`` (any iterable, even endless) in lists of ``size``."""
    it = iter(jobs)
    while batch := list(islice(it, size)):
        yield batch


def batches(jobs: Sequence[DealJob], workers: int) -> list[list[DealJob]]:
    """Consecutive deals cut into about ``TASKS_PER_WORKER`` tasks per worker."""
    return list(cut(jobs, batch_size(len(jobs), workers)))


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


def ray_games(jobs: Iterable[DealJob], workers: int, address: str | None = None, *,
              deals: int | None = None) -> Iterator[list[TournamentGame]]:
    """The games of ``jobs`` (``deals`` of them), batch by batch as tasks finish (in any
    order).

    Ray is joined or started here, at once, so that a progress bar started after this
    call times the games, not Ray's start. Tasks are submitted as others finish, at most
    ``TASKS_PER_WORKER`` per worker at a time, so a run of any length holds few.
    """
    if deals is None:
        jobs = list(jobs)
        deals = len(jobs)
    connect(address, workers)
    tasks = (_play_batch.remote(batch) for batch in cut(jobs, batch_size(deals, workers)))
    return _results(tasks, workers * TASKS_PER_WORKER)


def _results(tasks: Iterator[ray.ObjectRef], in_flight: int) -> Iterator[list[TournamentGame]]:
    pending = list(islice(tasks, in_flight))
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            pending.extend(islice(tasks, 1))
            yield ray.get(done[0])
    finally:
        for ref in pending:  # interrupted: do not leave the cluster busy
            ray.cancel(ref, force=True)
