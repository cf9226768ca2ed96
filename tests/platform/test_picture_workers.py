"""Pictures drawn in a worker process beside the bot (`agora/pictures/workers.py`): the same file as drawn
on the bot's threads, a closure still drawn on the threads, and a worker that dies costs no picture."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from functools import partial

import pytest
from PIL import Image

from agora.discord.images import HeadStarts, picture_workers, prepare_pictures, render_image
from agora.pictures.fitting import fit_rendered
from agora.pictures.workers import MAX_BREAKS, PictureWorkers
from agora.presenters.syracuse import map_renderer
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions

LIMIT = 10 * 1024 * 1024
PICTURES = ("render.syracuse.map",)


def small_square(colour: str) -> Image.Image:
    return Image.new("RGB", (24, 24), colour)


def dies_in_a_worker(colour: str) -> Image.Image:
    """A drawing that kills the worker process drawing it; drawn by the bot itself, a square."""
    if multiprocessing.parent_process() is not None:
        os._exit(3)
    return small_square(colour)


def note_where_i_run(path: str) -> None:
    with open(path, "w") as note:
        note.write(str(os.getpid()))


BOT_WITH_A_WORKER = """
import asyncio, sys
from functools import partial
sys.path[:0] = [{root!r}, {here!r}]
from agora.pictures.workers import PictureWorkers
from test_picture_workers import note_where_i_run

async def main():
    workers = PictureWorkers()
    workers.configure(1, ())
    await workers.prepare(partial(note_where_i_run, {note!r}))
    await asyncio.sleep(60)

asyncio.run(main())
"""


def fails_in_a_worker(colour: str) -> Image.Image:
    """A drawing that raises in a worker; drawn by the bot itself, a square."""
    if multiprocessing.parent_process() is not None:
        raise RuntimeError("the renderer's own bug")
    return small_square(colour)


@pytest.fixture
def workers() -> Iterator[PictureWorkers]:
    """The bot's own picture workers, one process, put back as they were after the test."""
    count, modules = picture_workers.count, picture_workers._modules
    picture_workers.configure(1, PICTURES)
    yield picture_workers
    picture_workers.configure(count, modules)


def syracuse_map() -> partial:
    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(), ["athens", "syracuse"], 1)
    render = map_renderer(engine.view(state, None), "fr")
    assert isinstance(render, partial), "the presenter hands over a drawing a worker can run"
    return render


async def test_a_map_drawn_by_a_worker_is_the_file_the_bot_would_have_drawn(workers) -> None:
    render = syracuse_map()
    before = workers.drawn
    drawn = await render_image(render, "syracuse-turn1", LIMIT)
    assert workers.drawn == before + 1, "the worker drew it"
    assert drawn == fit_rendered(render(), "syracuse-turn1", LIMIT)  # same bytes, name and alt text
    assert drawn.description and drawn.filename.endswith(".png")


async def test_a_closure_is_drawn_on_the_bots_threads(workers) -> None:
    before = workers.drawn
    drawn = await render_image(lambda: small_square("red"), "scores", LIMIT)
    assert workers.drawn == before, "a closure cannot travel to a worker"
    assert drawn.filename == "scores.png" and drawn.data.startswith(b"\x89PNG")


async def test_a_worker_that_dies_costs_no_picture_and_the_next_one_has_a_fresh_worker(workers) -> None:
    lost = await render_image(partial(dies_in_a_worker, "blue"), "scores", LIMIT)
    assert lost == fit_rendered(small_square("blue"), "scores", LIMIT), "drawn on the bot's threads"
    before = workers.drawn
    drawn = await render_image(partial(small_square, "green"), "scores", LIMIT)
    assert workers.drawn == before + 1, "a fresh pool drew the next picture"
    assert drawn == fit_rendered(small_square("green"), "scores", LIMIT)


async def test_workers_that_keep_dying_are_given_up_for_the_threads(workers) -> None:
    for _ in range(MAX_BREAKS):
        assert await render_image(partial(dies_in_a_worker, "blue"), "scores", LIMIT)
    assert workers.count == 0, "no more workers"
    before = workers.drawn
    assert await render_image(partial(small_square, "green"), "scores", LIMIT)
    assert workers.drawn == before, "the threads draw everything now"


async def test_no_workers_means_every_picture_on_the_threads() -> None:
    none = PictureWorkers()
    none.configure(0)
    assert await none.draw(partial(small_square, "red"), "scores", LIMIT) is None


async def test_a_cache_is_prepared_where_the_pictures_are_drawn(workers) -> None:
    assert await workers.prepare(partial(small_square, "red")), "the worker ran it"
    assert not await workers.prepare(lambda: small_square("red")), "a closure: the bot runs it itself"
    none = PictureWorkers()
    assert not await none.prepare(partial(small_square, "red")), "no workers: the bot runs it itself"


async def test_a_renderers_own_error_reaches_the_caller_and_is_not_drawn_again(workers) -> None:
    with pytest.raises(RuntimeError, match="the renderer's own bug"):
        await render_image(partial(fails_in_a_worker, "red"), "scores", LIMIT)
    before = workers.drawn
    assert await render_image(partial(small_square, "green"), "scores", LIMIT)
    assert workers.drawn == before + 1, "the same worker goes on drawing"


async def test_the_worker_goes_when_its_bot_is_killed(tmp_path) -> None:
    """SIGKILL leaves the bot no time to stop its workers: each sees its bot gone and exits."""
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    note = tmp_path / "worker.pid"
    script = BOT_WITH_A_WORKER.format(root=root, here=here, note=str(note))
    bot = await asyncio.create_subprocess_exec(sys.executable, "-c", script)
    deadline = time.monotonic() + 60
    while not note.exists() or not note.read_text():
        assert time.monotonic() < deadline, "the worker never ran"
        await asyncio.sleep(0.05)
    worker = int(note.read_text())
    try:
        assert alive(worker), "the worker runs"
        bot.send_signal(signal.SIGKILL)
        await asyncio.wait_for(bot.wait(), timeout=10)
        deadline = time.monotonic() + 10
        while alive(worker) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert not alive(worker), "the worker outlived its bot"
    finally:  # never leave a process behind, even when the test fails
        if alive(worker):
            os.kill(worker, signal.SIGKILL)


def alive(pid: int) -> bool:
    """Running (an exited process not yet reaped, a zombie, counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


async def test_a_cache_prepared_ahead_waits_until_no_picture_is_being_drawn() -> None:
    """A head start (a title's layer drawn ahead) must not hold up a picture someone waits for: it goes
    to the drawing side only once the pictures being drawn are done. (Closures: on the bot's threads,
    with or without workers.)"""
    release, order = threading.Event(), []

    def slow_picture() -> Image.Image:
        release.wait(5)
        order.append("picture")
        return small_square("red")

    picture = asyncio.create_task(render_image(slow_picture, "scores", LIMIT))
    await asyncio.sleep(0.05)  # the picture is being drawn
    ahead = asyncio.create_task(prepare_pictures(lambda: order.append("prepared")))
    await asyncio.sleep(0.3)
    assert order == [] and not ahead.done(), "the head start waits for the picture"
    release.set()
    await asyncio.gather(picture, ahead)
    assert order == ["picture", "prepared"]


async def test_a_head_start_is_built_once_per_key_and_its_failure_is_only_logged(caplog) -> None:
    """A title's cache drawn ahead (its layer, per language): asked again for the same key, nothing is
    drawn twice; a step that fails is logged and stops only its own head start."""
    ahead, drawn = HeadStarts(), []

    def fails() -> None:
        raise RuntimeError("the layer's own bug")

    ahead.start("fr", [lambda: drawn.append("fr 1"), lambda: drawn.append("fr 2")], "the French layer")
    ahead.start("fr", [lambda: drawn.append("fr again")], "the French layer")
    ahead.start("en", [fails, lambda: drawn.append("en 2")], "the English layer")
    assert "fr" in ahead and "en" in ahead and "de" not in ahead
    for _ in range(200):
        await asyncio.sleep(0.01)
        if drawn == ["fr 1", "fr 2"] and "the English layer" in caplog.text:
            break
    assert drawn == ["fr 1", "fr 2"], "each step once, in order; nothing after a failure"
    assert "drawing the English layer in advance failed" in caplog.text
