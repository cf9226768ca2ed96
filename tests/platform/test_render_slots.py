"""Renders queue on a per-loop semaphore: a second event loop (a new test, a restarted bot in the
same process) must not trip over a semaphore bound to the first one."""

import asyncio
import threading

from PIL import Image

from agora.discord.images import RENDER_SLOTS, render_image


def _slow_picture(gate: threading.Event) -> Image.Image:
    gate.wait(timeout=5)
    return Image.new("RGB", (8, 8), "white")


async def _contended_renders() -> list[str]:
    gate = threading.Event()
    tasks = [
        asyncio.create_task(render_image(lambda: _slow_picture(gate), f"p{n}", 10_000))
        for n in range(RENDER_SLOTS + 2)  # more than the slots: some must wait on the semaphore
    ]
    await asyncio.sleep(0.05)
    gate.set()
    return [image.filename for image in await asyncio.gather(*tasks)]


def test_contended_renders_work_in_one_loop_after_another():
    first = asyncio.run(_contended_renders())
    second = asyncio.run(_contended_renders())
    assert first == second == [f"p{n}.png" for n in range(RENDER_SLOTS + 2)]
