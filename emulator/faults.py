"""Injected REST failures: a method and a path glob answer with an error status a number of times."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass


@dataclass
class InjectedError:
    method: str  # "*" for any
    path_glob: str  # matched against the path after /api/v10, e.g. "/channels/*/messages"
    status: int
    code: int
    retry_after: float | None
    times: int

    def matches(self, method: str, path: str) -> bool:
        return (self.method in ("*", method)) and fnmatch.fnmatchcase(path, self.path_glob)


class Faults:
    def __init__(self) -> None:
        self.rules: list[InjectedError] = []
        self.fired: list[tuple[str, str, int]] = []  # (method, path, status) of every injected answer

    def add(
        self, method: str, path_glob: str, *, status: int, code: int, retry_after: float | None, times: int
    ) -> None:
        self.rules.append(InjectedError(method.upper(), path_glob, status, code, retry_after, times))

    def take(self, method: str, path: str) -> InjectedError | None:
        for rule in self.rules:
            if rule.times > 0 and rule.matches(method, path):
                rule.times -= 1
                self.fired.append((method, path, rule.status))
                return rule
        return None
