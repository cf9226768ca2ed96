"""Microseconds per `t()` call on the real Epireia and Syracuse catalogs, in English and French.

    nice -n 19 .venv/bin/python bench/i18n_t.py

Every key of the `epireia*`/`syracuse*` domains is translated with each placeholder given the number 2
(works for counts and names alike); reported separately for texts without and with placeholders, and
for the first call of each (result cache emptied). Each figure is the best of REPEATS runs, the usual way
to read a micro-benchmark on a shared machine. Runs against whatever `i18n` is importable, so an
older loader can be compared (`PYTHONPATH=<old checkout> python bench/i18n_t.py`).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import i18n as i18n
from i18n import catalog, t

ROUNDS = 10
REPEATS = 7


def _fields(text: str) -> list[str]:
    return re.findall(r"\{\s*\$?([A-Za-z_][A-Za-z0-9_]*)\s*\}", text)


def _best_us(run: Callable[..., int], *args: object) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        calls = run(*args)
        best = min(best, (time.perf_counter() - start) / calls * 1e6)
    return best


def _plain_run(lang: str, plain: list[str]) -> int:
    for _ in range(ROUNDS):
        for key in plain:
            t(key, lang)
    return ROUNDS * len(plain)


def _param_run(lang: str, with_params: list[tuple[str, dict[str, int]]]) -> int:
    for _ in range(ROUNDS):
        for key, params in with_params:
            t(key, lang, **params)
    return ROUNDS * len(with_params)


def _first_run(lang: str, with_params: list[tuple[str, dict[str, int]]]) -> int:
    cached = getattr(i18n, "_resolve_cached", None)
    if cached is not None:  # the new loader caches resolved texts: measure without that help
        cached.cache_clear()
    for key, params in with_params:
        t(key, lang, **params)
    return len(with_params)


def main() -> None:
    for lang in ("en", "fr"):
        entries = [(k, v) for k, v in catalog(lang).items() if k.startswith(("epireia", "syracuse"))]
        plain = [k for k, v in entries if not _fields(v)]
        with_params = [(k, dict.fromkeys(_fields(v), 2)) for k, v in entries if _fields(v)]
        t("core.error.not_seated", lang)  # builds the bundles
        plain_us = _best_us(_plain_run, lang, plain)
        param_us = _best_us(_param_run, lang, with_params)
        first_us = _best_us(_first_run, lang, with_params)
        print(
            f"{lang}: {plain_us:.2f} µs/call plain ({len(plain)} keys), "
            f"{param_us:.2f} µs/call with placeholders ({len(with_params)} keys), "
            f"{first_us:.2f} µs the first time; 500 calls ≈ {500 * (plain_us + param_us) / 2 / 1000:.2f} ms"
        )


if __name__ == "__main__":
    main()
