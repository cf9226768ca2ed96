"""Step 4 of chapter 14, after the season's adjudication: the revolts' upkeep.

- "Les unités neutres ne peuvent pas quitter leur champ d'action sous peine d'élimination"; the Gauls are
  "éliminée en cas de retraite"; Pyrrhus's fleet goes with his guard ("Si elle est détruite, la flotte
  disparaît également").
- Autumn: "Les révoltes (...) n'ont pas besoin d'entretenir leurs unités, mais doivent les ravitailler, sauf
  dans certains cas": a unit not "toujours ravitaillée" left unsupplied at the end of autumn is removed.
- "Lorsqu'une citadelle passe sous le contrôle d'une révolte (...), le trésor qu'elle contient disparaît."
- Durations ("ne comprend pas les saisons d'hiver"; "4 saisons, non comptée la saison d'apparition": at the
  end, the citadel still hostile, "la révolte cesse et l'unité est retirée du jeu", else it stays for good);
  the Pontic pirates' own end; a revolt with no unit and no citadel left is over.
- Gold promised this turn is "comptabilisé dans la trésorerie du joueur à la fin du tour".
- The storm or flood of the season ends with it.
Report events carry `prestige` deltas for chapter 13's table (prestige.py): "prendre une citadelle à une
révolte grecque -1", "perdre une guerre contre une révolte (...) -1", "recevoir un financement par
intervention extérieure de Carthage ou Chandragupta +1".
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.roster import OLYMPIAS, controller_of, set_controller, space_of
from engine.diadoques.control import is_power, update_control
from engine.diadoques.events.common import area_of, look_at_targets, season_tag, units_of
from engine.diadoques.events.model import ActiveRevolt, EventsFile, load_events
from engine.diadoques.state import DiadoquesState
from engine.diadoques.supply import is_supplied
from engine.diadoques.units import NEUTRAL

Events = list[dict[str, Any]]
DONORS = ("carthage", "chandragupta")


def upkeep_events(
    board: Board, state: DiadoquesState, sheets: Any = None, rng: RngState | None = None
) -> tuple[DiadoquesState, Events]:
    data = load_events()
    work = state.model_copy(deep=True)
    events: Events = []
    work.position = update_control(board, work.position)
    _remove_strays(board, work, data, events)
    for event_id in sorted(work.events.active):
        revolt = work.events.active[event_id]
        _treasures_and_prestige(board, work, data, revolt, events)
        _olympias(board, work, revolt, events)
        _count_duration(board, work, data, revolt, events)
    for event_id in sorted(work.events.active):
        revolt = work.events.active[event_id]
        owner = revolt.owner
        if not units_of(work.position, owner) and owner not in work.position.citadel_owner.values():
            _end(work, revolt, "no_unit_left", events)
    _credit_gold(work, data, events)
    _lift_storms(work)
    work.position = update_control(board, work.position)
    return work, events


def _drop(work: DiadoquesState, unit_ids: set[str], reason: str, events: Events) -> None:
    for unit in work.position.units:
        if unit.id in unit_ids:
            events.append({"kind": "neutral_unit_removed", "unit": unit.id, "reason": reason})
    work.position = work.position.model_copy(
        update={"units": tuple(u for u in work.position.units if u.id not in unit_ids)}
    )


def _remove_strays(board: Board, work: DiadoquesState, data: EventsFile, events: Events) -> None:
    report = work.last_report
    retreated = {
        o.unit
        for o in (
            report.outcomes if report and (report.year, report.season) == (work.year, work.season) else []
        )
        if o.unit and o.params.get("dislodged")
    }
    for revolt in work.events.active.values():
        event = data.events[revolt.event]
        units = units_of(work.position, revolt.owner)
        out = {u.id for u in units if u.space not in area_of(data, work, revolt, revolt.roles.get(u.id, ""))}
        _drop(work, out, "left_area", events)
        if event.eliminated_on_retreat:
            _drop(work, {u.id for u in units if u.id in retreated}, "retreated", events)
        if work.season == "autumn" and not event.always_supplied and revolt.appeared != season_tag(work):
            hungry = {
                u.id
                for u in units_of(work.position, revolt.owner)
                if not is_supplied(board, work.position, u)
            }
            _drop(work, hungry, "unsupplied", events)
        if revolt.event == "pyrrhus":
            roles = {revolt.roles.get(u.id) for u in units_of(work.position, revolt.owner)}
            if "ag" not in roles:
                fleets = {
                    u.id for u in units_of(work.position, revolt.owner) if revolt.roles.get(u.id) == "f"
                }
                _drop(work, fleets, "guard_destroyed", events)


def _treasures_and_prestige(
    board: Board, work: DiadoquesState, data: EventsFile, revolt: ActiveRevolt, events: Events
) -> None:
    owners = work.position.citadel_owner
    held = sorted(c for c, o in owners.items() if o == revolt.owner)
    for citadel in held:
        gone = work.treasures.pop(citadel, 0)
        if gone:
            events.append({"kind": "treasure_vanished", "citadel": citadel, "amount": gone})
    greek = data.events[revolt.event].greek
    for citadel in revolt.held:
        taker = owners.get(citadel)
        if is_power(taker):
            events.append(
                {
                    "kind": "citadel_taken_from_revolt",
                    "power": taker,
                    "citadel": citadel,
                    "revolt": revolt.event,
                    "prestige": -1 if greek else 0,
                }
            )
    for space, before in sorted(revolt.targets.items()):
        now = (owners if board.space(space).is_citadel else work.position.province_owner).get(space)
        if now == revolt.owner and is_power(before):
            events.append(
                {
                    "kind": "lost_to_revolt",
                    "power": before,
                    "space": space,
                    "revolt": revolt.event,
                    "prestige": -1,
                }
            )
    revolt.held = held
    look_at_targets(board, data, work.position, revolt)


def _olympias(board: Board, work: DiadoquesState, revolt: ActiveRevolt, events: Events) -> None:
    """ "Elle prendra le commandement de l'armée de milice dès qu'elle en aura l'opportunité": when she
    stands in the militia's province (or one of its citadels)."""
    if controller_of(work.position, OLYMPIAS) != revolt.owner or OLYMPIAS in work.dead:
        return
    here = space_of(work.position, OLYMPIAS)
    for unit in units_of(work.position, revolt.owner):
        if unit.commander is None and here is not None and board.province_of(here) == unit.space:
            commanded = unit.model_copy(update={"commander": OLYMPIAS})
            characters = {c: s for c, s in work.position.characters.items() if c != OLYMPIAS}
            work.position = work.position.model_copy(
                update={
                    "units": tuple(commanded if u.id == unit.id else u for u in work.position.units),
                    "characters": characters,
                }
            )
            events.append({"kind": "olympias_commands", "unit": unit.id})
            return


def _count_duration(
    board: Board, work: DiadoquesState, data: EventsFile, revolt: ActiveRevolt, events: Events
) -> None:
    duration = data.events[revolt.event].duration
    if duration is None:
        return
    first_season = revolt.appeared == season_tag(work)
    owners = work.position.citadel_owner
    if duration.type == "pirates":
        threatened = any(is_power(u.owner) and u.space in duration.watch for u in work.position.units)
        free = all(not is_power(owners.get(c)) for c in duration.citadels)
        if not first_season and free and not threatened:
            _end(work, revolt, "pirates_leave", events)
        return
    if revolt.seasons_left is None:
        return
    if duration.type == "conditional" and first_season:
        return  # "non comptée la saison d'apparition"
    if duration.reset_on and owners.get(duration.reset_on) == revolt.owner and "reset" not in revolt.flags:
        revolt.flags.append("reset")  # "la durée est réinitialisée dès que Delphes est contrôlée"
        revolt.seasons_left = duration.seasons
        return
    revolt.seasons_left -= 1
    if revolt.seasons_left > 0:
        return
    if duration.type == "conditional" and owners.get(duration.citadel or "") == revolt.owner:
        revolt.seasons_left = None  # "l'unité est entretenue automatiquement"
        events.append({"kind": "revolt_settles", "revolt": revolt.event})
        return
    _end(work, revolt, "expired", events)


def _end(work: DiadoquesState, revolt: ActiveRevolt, reason: str, events: Events) -> None:
    """The revolt is over: its units leave, its captives go free where they are, its citadels stay neutral
    (nobody's) as a rising city does not hand itself back (design)."""
    _drop(work, {u.id for u in units_of(work.position, revolt.owner)}, reason, events)
    for cid in revolt.captives:
        if cid not in work.dead and controller_of(work.position, cid) == revolt.owner:
            work.position = set_controller(work.position, cid, NEUTRAL)
    for citadel, owner in list(work.position.citadel_owner.items()):
        if owner == revolt.owner:
            work.position.citadel_owner[citadel] = None
    del work.events.active[revolt.event]
    events.append({"kind": "revolt_over", "revolt": revolt.event, "reason": reason})


def _credit_gold(work: DiadoquesState, data: EventsFile, events: Events) -> None:
    drawn = data.events[work.events.drawn] if work.events.drawn else None
    for power, amount in sorted(work.events.pending_gold.items()):
        if not is_power(power):
            continue
        work.treasuries[power] = work.treasuries.get(power, 0) + amount
        donor = drawn.donor if drawn is not None and drawn.type == "gold" else None
        events.append(
            {
                "kind": "gold_received",
                "power": power,
                "amount": amount,
                "donor": donor,
                "prestige": 1 if donor in DONORS else 0,
            }
        )
    work.events.pending_gold = {}


def _lift_storms(work: DiadoquesState) -> None:
    """A storm or a flood lasts the season it is drawn in (design: the text gives no longer duration)."""
    if not work.events.storm_spaces and not work.position.closed_borders:
        return
    keep = set(getattr(work, "closed_provinces", ()))
    blocked = frozenset(s for s in work.position.blocked if s not in work.events.storm_spaces or s in keep)
    work.position = work.position.model_copy(update={"blocked": blocked, "closed_borders": frozenset()})
    work.events.storm_spaces = []
