"""Microseconds per `t()` call on the real Epireia and Syracuse catalogs, in English and French.

    nice -n 19 .venv/bin/python bench/i18n_t.py

Every key of the `epireia*`/`syracuse*` domains is translated with each placeholder given the number 2
(works for counts and names alike); reported separately for texts without and with placeholders.
Runs against whatever `agora.i18n` is importable, so a checkout of an older loader can be compared
(`PYTHONPATH=<checkout> python bench/i18n_t.py`).
"""

from __future__ import annotations

import re
import time

from agora.i18n import catalog, t

ROUNDS = 20


def _fields(text: str) -> list[str]:
    return re.findall(r"\{\s*\$?([A-Za-z_][A-Za-z0-9_]*)\s*\}", text)


def main() -> None:
    for lang in ("en", "fr"):
        entries = [(k, v) for k, v in catalog(lang).items() if k.startswith(("epireia", "syracuse"))]
        plain = [k for k, v in entries if not _fields(v)]
        with_params = [(k, dict.fromkeys(_fields(v), 2)) for k, v in entries if _fields(v)]
        t("core.error.not_seated", lang)  # warm the caches
        start = time.perf_counter()
        for _ in range(ROUNDS):
            for key in plain:
                t(key, lang)
        plain_us = (time.perf_counter() - start) / (ROUNDS * len(plain)) * 1e6
        start = time.perf_counter()
        for key, params in with_params:  # first time each: no cached result yet
            t(key, lang, **params)
        first_us = (time.perf_counter() - start) / len(with_params) * 1e6
        start = time.perf_counter()
        for _ in range(ROUNDS):
            for key, params in with_params:
                t(key, lang, **params)
        param_us = (time.perf_counter() - start) / (ROUNDS * len(with_params)) * 1e6
        print(
            f"{lang}: {plain_us:.2f} µs/call plain ({len(plain)} keys), "
            f"{param_us:.2f} µs/call with placeholders ({len(with_params)} keys; "
            f"{first_us:.2f} the first time); "
            f"500 calls ≈ {500 * (plain_us + param_us) / 2 / 1000:.2f} ms"
        )


if __name__ == "__main__":
    main()
