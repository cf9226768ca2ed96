"""A seat's newest click edits its message while the click's token lives, and the tokens of idle or
finished games are forgotten (agora/discord/click_tokens.py)."""

from __future__ import annotations

import asyncio

from agora.discord.click_tokens import CLICK_TOKEN_LIFETIME, SWEEP_EVERY_S, ClickTokens


class _Click:
    """An interaction whose `@original` edits are recorded."""

    def __init__(self) -> None:
        self.edits: list[dict] = []

    async def edit_original_response(self, **payload) -> None:
        self.edits.append(payload)


def _frozen_loop(monkeypatch) -> list[float]:
    now = [10_000.0]
    monkeypatch.setattr(asyncio.get_running_loop(), "time", lambda: now[0])
    return now


async def test_a_live_click_edits_its_message_and_an_old_one_does_not(monkeypatch):
    now = _frozen_loop(monkeypatch)
    tokens, click = ClickTokens(), _Click()
    tokens.remember((1, "athens"), click, message_id=50)
    assert await tokens.edit((1, "athens"), 50, {"content": "your turn"})
    assert not await tokens.edit((1, "athens"), 51, {"content": "another message"})
    now[0] += CLICK_TOKEN_LIFETIME + 1
    assert not await tokens.edit((1, "athens"), 50, {"content": "too late"})
    assert click.edits == [{"content": "your turn"}]


async def test_the_tokens_of_idle_games_are_forgotten(monkeypatch):
    now = _frozen_loop(monkeypatch)
    tokens = ClickTokens()
    for game in range(100):
        tokens.remember((game, "athens"), _Click(), message_id=game)
    now[0] += CLICK_TOKEN_LIFETIME + SWEEP_EVERY_S
    tokens.remember((500, "syracuse"), _Click(), message_id=500)
    assert len(tokens) == 1  # only the new game's click is kept
