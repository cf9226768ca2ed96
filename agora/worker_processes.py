"""What every worker process of the bot does first (pictures, bot players): go when the bot goes.

A worker of a `ProcessPoolExecutor` waits for work on a pipe; when its bot is killed (SIGKILL, the OOM
killer, a crash), nothing ever tells it to stop, and it waited forever. Each worker watches its parent's
sentinel instead and exits the moment the bot is gone.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import threading


def follow_the_bot() -> None:
    """In a new worker: exit when the bot does. Ctrl+C reaches the whole process group; the bot stops its
    workers itself, or they see it gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), name="bot-watch", daemon=True).start()


def _exit_with(parent_sentinel: int) -> None:
    multiprocessing.connection.wait([parent_sentinel])
    os._exit(0)
