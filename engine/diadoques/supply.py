"""Winter supply (chapter 11a), checked at the end of autumn: units without an arsenal revolt.

"En hiver, les unités (mais pas les personnages) ont besoin d'un arsenal pour subsister (...). Un arsenal
est une citadelle, une ville ou un port. Les unités dans une citadelle ainsi que les flottes en mer passent
l'hiver sans problème. Toute unité terrestre se trouvant dans une province avec un arsenal, même si le
joueur ne contrôle pas celui-ci, est aussi ravitaillée, exception faite de HYR et NAB, où le contrôle de la
citadelle est nécessaire. Par contre, toute unité se trouvant à la fin de l'automne sur une province sans
arsenal n'est pas ravitaillée et se révolte ; son commandant éventuel est exécuté (...). L'armée de garde
est dégradée en armée d'élite, l'armée de milice en armée de mercenaires. Les unités en révolte se vendent
au printemps aux enchères (chapitre 11b)."

Part 1 has no auctions: a revolted unit becomes neutral and is listed for sale (`DiadoquesState.for_sale`);
with nobody bidding, "les unités sont éliminées avant les mouvements" of the spring (seasons.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.diadoques.board import Board
from engine.diadoques.control import is_power
from engine.diadoques.units import NEUTRAL, Position, Unit, UnitKind

REVOLT_DEGRADES = {UnitKind.Ag: UnitKind.Ae, UnitKind.Am: UnitKind.A}
""""L'armée de garde est dégradée en armée d'élite, l'armée de milice en armée de mercenaires.\""""


def has_arsenal(board: Board, province: str) -> bool:
    """ "Un arsenal est une citadelle, une ville ou un port.\""""
    space = board.space(province)
    return bool(board.citadels_of(province)) or bool(space.town) or bool(space.port)


def is_supplied(board: Board, position: Position, unit: Unit) -> bool:
    """Whether `unit` passes the winter where it stands."""
    space = board.space(unit.space)
    if space.kind == "citadel" or (space.kind == "sea" and unit.kind.is_fleet):
        return True
    if space.kind != "land" or not has_arsenal(board, unit.space):
        return False
    if space.no_income:  # HYR and NAB: "le contrôle de la citadelle est nécessaire"
        return any(position.citadel_owner.get(c) == unit.owner for c in board.citadels_of(unit.space))
    return True


@dataclass
class Revolts:
    position: Position
    revolted: list[Unit] = field(default_factory=list)  # the units as they were before revolting
    executed: list[str] = field(default_factory=list)  # their commanders


def winter_supply(board: Board, position: Position) -> Revolts:
    """The position once every players' unit without an arsenal has revolted (neutral, degraded,
    commander executed). Neutral and revolt units are not the players' concern here."""
    out = Revolts(position)
    units: list[Unit] = []
    for unit in position.units:
        if not is_power(unit.owner) or is_supplied(board, position, unit):
            units.append(unit)
            continue
        out.revolted.append(unit)
        if unit.commander:
            out.executed.append(unit.commander)
        kind = REVOLT_DEGRADES.get(unit.kind, unit.kind)
        units.append(
            unit.model_copy(
                update={"owner": NEUTRAL, "kind": kind, "commander": None, "commander_bonus": False}
            )
        )
    out.position = position.model_copy(update={"units": tuple(units)})
    return out
