"""Every event and refusal the gold part emits has its text in English and French (diadoques_gold.ftl)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.diadoques.gold.narration import event_key, reason_key

ROOT = Path(__file__).resolve().parents[2]
GOLD = ROOT / "engine" / "diadoques" / "gold"
KINDS = re.compile(r"(?:public|private)\(\s*\"([a-z_]+)\"|_remove\(work, unit_id, \"([a-z_]+)\"")
REASONS = re.compile(r"(?:return|reason\s*=|problem\s*=)\s*\"([a-z_]+)\"")


def _emitted(pattern: re.Pattern[str]) -> set[str]:
    found = (m for path in GOLD.glob("*.py") for m in pattern.findall(path.read_text(encoding="utf-8")))
    return {part for m in found for part in ((m,) if isinstance(m, str) else m) if part}


def _ids(lang: str) -> set[str]:
    text = (ROOT / "i18n" / "locales" / lang / "diadoques_gold.ftl").read_text(encoding="utf-8")
    return {line.split(" = ")[0].replace("-", ".") for line in text.splitlines() if " = " in line}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_gold_event_and_reason_has_a_text(lang: str) -> None:
    kinds, reasons = _emitted(KINDS), _emitted(REASONS)
    assert {"bribe", "auction_won", "gold_gift", "accord_kept", "out_of_area_removed"} <= kinds
    assert {"not_enough_gold", "bribe_tie", "capital_once"} <= reasons
    wanted = {event_key({"kind": k}) for k in kinds} | {reason_key(r) for r in reasons}
    assert wanted - _ids(lang) == set()
