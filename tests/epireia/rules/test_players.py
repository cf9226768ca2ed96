"""The greedy player (engine/epireia/players.py) beats the random one most of the time."""

import random

from engine.core.playout import play, random_chooser
from engine.epireia.engine import EpireiaEngine
from engine.epireia.players import greedy_chooser
from engine.epireia.state import EpireiaOptions


def test_greedy_beats_random_in_most_two_player_games():
    engine = EpireiaEngine()
    greedy_wins = 0
    games = 0
    for seed in range(6):
        for greedy_seat in ("delos1", "pelo1"):
            rnd = random.Random(seed)
            choosers = {
                s: greedy_chooser(rnd) if s == greedy_seat else random_chooser(rnd)
                for s in ("delos1", "pelo1")
            }
            out = play(engine, EpireiaOptions(players=2), ["delos1", "pelo1"], seed, choosers)
            greedy_wins += greedy_seat in out.state.result.winners
            games += 1
    assert greedy_wins >= games * 3 // 4
