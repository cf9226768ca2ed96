"""Pictures drawn in a worker process beside the bot (`agora/pictures/workers.py`): the same file as drawn
on the bot's threads, a closure still drawn on the threads, and a worker that dies costs no picture."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from functools import partial

import pytest
from PIL import Image

from agora.discord.images import picture_workers, render_image
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
