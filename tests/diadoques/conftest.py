"""Shared fixtures for the Diadoques tests (kept tiny: the map, loaded once)."""

import pytest

from engine.diadoques.board import Board, load_board


@pytest.fixture(scope="session")
def board() -> Board:
    return load_board()
