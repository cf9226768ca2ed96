"""Agora's licence is stated once (LICENSE, pyproject.toml) and every installed dependency, direct or
indirect, is under a licence that lets an MIT project use and redistribute it. Read from each installed
distribution's own metadata (importlib.metadata), so a new dependency under, say, the GPL fails here."""

from __future__ import annotations

import importlib.metadata as metadata
import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]

# Permissive licences an MIT project may depend on and ship with (keeping their notices).
ALLOWED = {"MIT", "MIT-CMU", "BSD-2-Clause", "BSD-3-Clause", "Apache-2.0", "PSF-2.0", "ISC"}
# What older metadata writes in its free-text `License:` field or its trove classifiers.
ALIASES = {
    "apache 2.0": "Apache-2.0",
    "apl 2": "Apache-2.0",
    "apache software license": "Apache-2.0",
    "mit license": "MIT",
    "the mit license (mit)": "MIT",
    "python software foundation license": "PSF-2.0",
    "bsd license": "BSD-3-Clause",
}


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def licences_of(distribution: metadata.Distribution) -> set[str]:
    """The SPDX names of a distribution's licence, from the best field its metadata fills."""
    meta = distribution.metadata
    expression = meta.get("License-Expression")
    if expression:
        return {part.strip("() ") for part in re.split(r"\s+(?:AND|OR)\s+", expression)}
    text = (meta.get("License") or "").strip()
    first_line = text.splitlines()[0].strip().lower() if text else ""
    if first_line and len(text) < 40:  # a name, not the licence's whole text
        return {ALIASES.get(first_line, text)}
    classifiers = [
        c.rsplit("::", 1)[1].strip().lower()
        for c in meta.get_all("Classifier") or []
        if c.startswith("License ::")
    ]
    if classifiers:
        return {ALIASES.get(c, c) for c in classifiers}
    return {ALIASES.get(first_line, first_line or "UNKNOWN")}


def runtime_distributions() -> dict[str, metadata.Distribution]:
    """Agora's dependencies from pyproject.toml and theirs, as installed here (extras followed)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found: dict[str, metadata.Distribution] = {}
    followed: set[tuple[str, frozenset[str]]] = set()  # one name may be wanted with and without extras
    pending = [Requirement(line) for line in project["dependencies"]]
    while pending:
        requirement = pending.pop()
        visit = (_key(requirement.name), frozenset(requirement.extras))
        if visit in followed:
            continue
        followed.add(visit)
        try:
            distribution = metadata.distribution(requirement.name)
        except metadata.PackageNotFoundError:
            continue  # an optional one not installed on this machine (e.g. isal on another CPU)
        found[_key(requirement.name)] = distribution
        for line in distribution.requires or []:
            child = Requirement(line)
            wanted = not child.marker or any(
                child.marker.evaluate({"extra": extra}) for extra in (requirement.extras or {""})
            )
            if wanted:
                pending.append(child)
    return found


def test_the_project_states_one_licence() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project.get("license") == {"text": "MIT"}
    assert "License :: OSI Approved :: MIT License" in project.get("classifiers", [])
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License\n")


def test_every_dependency_has_a_licence_an_mit_project_may_use() -> None:
    distributions = runtime_distributions()
    assert {"discord-py", "sqlalchemy", "greenlet", "pillow", "asyncpg"} <= distributions.keys()
    refused = {
        name: sorted(licences_of(d)) for name, d in distributions.items() if not licences_of(d) <= ALLOWED
    }
    assert not refused, f"dependencies under a licence not in the allowed list: {refused}"


def test_the_readme_lists_every_dependency_with_its_licence() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Licences\n", 1)[1].split("\n## ", 1)[0]
    rows = {_key(m.group(1)): m.group(2) for m in re.finditer(r"^\| `([^`]+)` \| ([^|]+?) \|", section, re.M)}
    for name, distribution in runtime_distributions().items():
        assert name in rows, f"README, Licences, does not list {name}"
        assert set(rows[name].split(" AND ")) == licences_of(distribution), name
