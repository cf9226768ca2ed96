"""The render threads' freed memory goes back to the system once the pictures stop, not after each one
(trimming after every picture made the next one fault its pages in again)."""

from __future__ import annotations

from collections.abc import Callable

from agora.pictures.trim import QuietTrim


class FakeTime:
    """A clock the test moves, and the timers armed on it, fired when their time comes."""

    def __init__(self) -> None:
        self.now = 100.0
        self.timers: list[tuple[float, Callable[[], None]]] = []

    def later(self, delay: float, action: Callable[[], None]) -> None:
        self.timers.append((self.now + delay, action))

    def advance(self, seconds: float) -> None:
        end = self.now + seconds
        while True:
            due = sorted((at, n) for n, (at, _) in enumerate(self.timers) if at <= end)
            if not due:
                break
            at, n = due[0]
            self.now = max(self.now, at)
            _, action = self.timers.pop(n)
            action()
        self.now = end


def _quiet_trim(time: FakeTime, trims: list[int]) -> QuietTrim:
    return QuietTrim(lambda pad: trims.append(pad) or 1, 3.0, clock=lambda: time.now, later=time.later)


def _picture(trimmer: QuietTrim, time: FakeTime, draw_s: float = 0.02) -> None:
    trimmer.started()
    time.advance(draw_s)
    trimmer.finished()


def test_no_trim_while_pictures_keep_coming_then_one_after_they_stop() -> None:
    time, trims = FakeTime(), []
    trimmer = _quiet_trim(time, trims)
    for _ in range(40):  # a busy table: a picture every second for 40 s
        _picture(trimmer, time)
        time.advance(1.0)
        assert trims == []
    time.advance(3.0)
    assert trims == [0]
    time.advance(60.0)
    assert trims == [0]  # nothing drawn since: nothing more to hand back


def test_a_long_picture_is_not_trimmed_under_its_feet() -> None:
    time, trims = FakeTime(), []
    trimmer = _quiet_trim(time, trims)
    _picture(trimmer, time)
    time.advance(2.0)
    trimmer.started()  # a slow picture, still drawing when the first quiet period ends
    time.advance(10.0)
    assert trims == []
    trimmer.finished()
    time.advance(2.9)
    assert trims == []
    time.advance(0.2)
    assert trims == [0]


def test_each_quiet_spell_after_pictures_trims_once() -> None:
    time, trims = FakeTime(), []
    trimmer = _quiet_trim(time, trims)
    for _ in range(3):
        _picture(trimmer, time)
        time.advance(5.0)
    assert trims == [0, 0, 0] and trimmer.trims == 3


def test_without_malloc_trim_nothing_is_armed() -> None:
    time = FakeTime()
    trimmer = QuietTrim(None, 3.0, clock=lambda: time.now, later=time.later)
    _picture(trimmer, time)
    assert time.timers == []
