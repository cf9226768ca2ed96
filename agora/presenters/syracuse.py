"""Syracuse on Discord: the phase summary with the map, the secret stratagem hand, decisions as controls.

Public content comes from the spectator view only (no hand in it), so an unplayed stratagem can never
reach the channel. The map is attached when a phase ends (the game waits on a decision that opens a
phase, or the game is over): one picture per phase rather than one per click. Zones involved in the
current action phase (activated, moved from or into, fought over) are highlighted.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from agora.presenters.base import (
    BasePresenter,
    ButtonSpec,
    EmbedSpec,
    ImageSpec,
    PrivateContent,
    SelectOptionSpec,
    SelectSpec,
    TableContext,
)
from agora.presenters.syracuse_explain import combat_explanation, step_line, works_explanation
from agora.presenters.syracuse_group import group_line, select_limits
from agora.presenters.syracuse_labels import (
    SIDES,
    action_description,
    action_label,
    side_name,
    stratagem_counter_label,
    stratagem_name,
    value_label,
)
from engine.core import Action, Event, GameStatus
from engine.syracuse.content.loader import load_map
from i18n import has, t

if TYPE_CHECKING:
    from render.common.encode import RenderedImage

# Decisions that open a phase: the game waiting on one of these means a phase just ended.
PHASE_OPENING_PROMPTS = frozenset({"b1_advantage", "announce", "works_dice", "d2", "keep"})
BUTTON_KINDS = frozenset(
    {
        "pass",
        "done",
        "end_moves",
        "end_phase",
        "stop",
        "go",
        "stay",
        "withdraw",
        "keep_dice",
        "reroll",
        "roll_works",
        "camp_assault",
    }
)
OPTIONS_PER_SELECT, MAX_SELECTS, ROWS, ROW_WIDTH = 25, 4, 5, 5
SIDE_COLOURS = {"athenian": 0x2E6DB4, "syracusan": 0xB4412E}
SEAT_SIDE = {"athens": "athenian", "syracuse": "syracusan"}


def involved_zones(view: dict[str, Any]) -> list[str]:
    """Zones of the current action phase: activated, left or entered by moved counters, fought over."""
    zones: list[str] = list(view.get("activated") or [])
    for counter in [*(view.get("units") or {}).values(), *(view.get("leaders") or {}).values()]:
        if counter.get("moved"):
            zones += [z for z in (counter.get("origin"), counter.get("zone")) if z]
    battle = view.get("battle") or {}
    if battle.get("zone"):
        zones.append(battle["zone"])
    return sorted(set(zones))


def map_renderer(view: dict[str, Any], lang: str, zoom: str | None = None) -> Callable[[], RenderedImage]:
    """The board, already encoded small (sent as is when under the limit); a partial, so that a picture
    worker process can draw it (`agora/pictures/workers.py`)."""
    from render.syracuse import render_map

    return partial(render_map, view, lang=lang, highlight=involved_zones(view), zoom=zoom)


class SyracusePresenter(BasePresenter):
    title = "syracuse"

    # --- public ---------------------------------------------------------------------------------
    def status_fields(self, ctx: TableContext, view: dict[str, Any]) -> list[tuple[str, str, bool]]:
        lang = ctx.language

        def per_side(values: dict[str, Any]) -> str:
            return " · ".join(f"{side_name(s, lang)} {values.get(s, '—')}" for s in SIDES)

        supply = {
            s: t(
                "syracuse_discord.supply_famine" if v.get("famine") else "syracuse_discord.supply_level",
                lang,
                level=v.get("level"),
            )
            for s, v in (view.get("supply") or {}).items()
        }
        hands = {s: view["hand_sizes"].get(seat) for seat, s in SEAT_SIDE.items()}
        season = t(f"syracuse_discord.season.{view.get('season')}", lang)
        year = abs(int(view.get("year") or 0))
        return [
            (
                t("syracuse_discord.field.turn", lang),
                t(
                    "syracuse_discord.turn_value",
                    lang,
                    turn=view["turn"],
                    last=view["last_turn"],
                    season=season,
                    year=year,
                ),
                True,
            ),
            (t("syracuse_discord.field.ap", lang), per_side(view.get("ap") or {}), True),
            (
                t("syracuse_discord.field.initiative", lang),
                t(
                    "syracuse_discord.initiative_value",
                    lang,
                    initiative=side_name(view.get("initiative") or "—", lang),
                    advantage=side_name(view.get("advantage") or "—", lang),
                ),
                True,
            ),
            (t("syracuse_discord.field.supply", lang), per_side(supply), True),
            (t("syracuse_discord.field.vp", lang), per_side(view.get("victory_points") or {}), True),
            (
                t("syracuse_discord.field.stratagems", lang),
                per_side(hands) + " · " + t("syracuse_discord.bowl", lang, count=view.get("bowl_size", 0)),
                True,
            ),
            (t("syracuse_discord.field.fleet", lang), str(view.get("athenian_naval_pf", "—")), True),
        ]

    def public_summary(self, ctx: TableContext, view: dict[str, Any], status: GameStatus) -> EmbedSpec:
        lang = ctx.language
        lines = [self.phase_line(ctx, status)]
        if status.finished and status.result is not None:
            lines.append(self.result_details(ctx, status, view))
        if not status.finished:
            lines.append(group_line(view, lang))
        battle = view.get("battle")
        if battle and not status.finished:
            lines.append(
                t("syracuse_discord.battle_on", lang, zone=value_label("zone", battle.get("zone"), lang))
            )
        prompt_kind = (view.get("prompt") or {}).get("kind")
        show_map = status.finished or prompt_kind in PHASE_OPENING_PROMPTS
        active = view.get("active")
        return EmbedSpec(
            title=self.title_name(lang),
            description="\n".join(line for line in lines if line),
            fields=self.status_fields(ctx, view),
            colour=SIDE_COLOURS.get(active or "", 0x8A6D3B),
            image=ImageSpec(name=f"syracuse-turn{view['turn']}", render=map_renderer(view, lang))
            if show_map
            else None,
        )

    def result_details(self, ctx: TableContext, status: GameStatus, view: dict[str, Any]) -> str:
        """How the game was won, and each side's VP (the count's own, else the board's at the end)."""
        assert status.result is not None
        params = status.result.params
        lang = ctx.language
        parts = []
        reason = params.get("reason")
        if reason and has(f"syracuse_discord.reason.{reason}"):
            parts.append(t(f"syracuse_discord.reason.{reason}", lang, **params))
        points = (
            params if "athenian" in params and "syracusan" in params else view.get("victory_points") or {}
        )
        if points:
            parts.append(
                t(
                    "syracuse_discord.final_vp",
                    lang,
                    athens=points.get("athenian"),
                    syracuse=points.get("syracusan"),
                )
            )
        return "\n".join(parts)

    # --- private --------------------------------------------------------------------------------
    def hand_line(self, view: dict[str, Any], lang: str) -> str:
        hand = view.get("hand")
        if hand is None:
            return ""
        if not hand:
            return t("syracuse_discord.hand_empty", lang)
        counters = "\n".join(f"• {stratagem_counter_label(c['counter'], lang)}" for c in hand)
        return t("syracuse_discord.hand", lang, counters=counters)

    def decision_line(self, ctx: TableContext, seat: str, status: GameStatus) -> str:
        lang = ctx.language
        for decision in status.pending:
            if decision.seat == seat:
                key = f"syracuse.decision.{decision.kind}"
                params = {k: value_label(k, v, lang) for k, v in decision.params.items()}
                return t(key, lang, **params) if has(key) else decision.kind
        return ""

    def controls(
        self, legal: list[Action], lang: str, limits: Callable[[str, int], tuple[int, int]] | None = None
    ) -> tuple[list[ButtonSpec], list[SelectSpec], bool]:
        """Buttons for plain choices, one select per kind of choice with options (split by 25);
        True when some choices did not fit and are left to the /syracuse commands."""
        buttons: list[ButtonSpec] = []
        by_kind: dict[str, list[int]] = {}
        for index, action in enumerate(legal):
            if action.kind in BUTTON_KINDS and not action.params:
                buttons.append(ButtonSpec(action_label(action, lang)[:80], index, button_style(action.kind)))
            else:
                by_kind.setdefault(action.kind, []).append(index)
        selects: list[SelectSpec] = []
        overflow = False
        for kind, indexes in by_kind.items():
            for start in range(0, len(indexes), OPTIONS_PER_SELECT):
                chunk = indexes[start : start + OPTIONS_PER_SELECT]
                if len(selects) >= MAX_SELECTS:
                    overflow = True
                    continue
                key = f"syracuse_discord.placeholder.{kind}"
                placeholder = t(key, lang) if has(key) else t("syracuse_discord.placeholder.other", lang)
                if len(indexes) > OPTIONS_PER_SELECT:
                    placeholder += f" ({start + 1}–{start + len(chunk)})"
                options = [
                    SelectOptionSpec(action_label(legal[i], lang), i, action_description(legal[i], lang))
                    for i in chunk
                ]
                # One choice of several options at once (a group's counters, a battle's losses).
                least, most = limits(kind, len(chunk)) if limits and len(indexes) == len(chunk) else (1, 1)
                if most > 1:
                    placeholder = t(f"traffic.placeholder.{kind}_several", lang, count=most)
                selects.append(SelectSpec(placeholder, options, max_values=most, min_values=least))
        room = (ROWS - len(selects)) * ROW_WIDTH
        if len(buttons) > room:
            overflow = True
            buttons = buttons[:room]
        return buttons, selects, overflow

    def private_content(
        self, ctx: TableContext, seat: str, view: dict[str, Any], legal: list[Action], status: GameStatus
    ) -> PrivateContent:
        lang = ctx.language
        lines = [t("lobby.generic.you_are", lang, seat=ctx.name(seat)), self.hand_line(view, lang)]
        buttons: list[ButtonSpec] = []
        selects: list[SelectSpec] = []
        if legal:
            lines.append(self.decision_line(ctx, seat, status))
            lines.append(group_line(view, lang))
            buttons, selects, overflow = self.controls(
                legal, lang, lambda kind, n: select_limits(kind, n, seat, status)
            )
            if overflow:
                lines.append(t("syracuse_discord.more_choices", lang))
        elif status.finished:
            lines.append(self.phase_line(ctx, status))
        else:
            lines.append(self.waiting_line(ctx, status))
        return PrivateContent(
            text="\n".join(line for line in lines if line), buttons=buttons, selects=selects
        )

    def choice_label(self, ctx: TableContext, action: Action) -> str:
        return action_label(action, ctx.language)

    # --- close-ups (a phone reads them where the whole board would not: issue 11 part 6) ------------
    def closeup_focus(self, events: list[Event]) -> list[str]:
        """The zones of the combats just resolved, in order; else those a group's completed move left and
        entered (its `group_stops` names both); [] when nothing was fought over or moved."""
        combats: list[str] = []
        for event in events:
            zone = event.params.get("zone")
            if event.kind == "combat_result" and isinstance(zone, str) and zone not in combats:
                combats.append(zone)
        if combats:
            return combats
        for event in events:
            if event.kind == "group_stops" and event.params.get("moved"):
                origin, end = str(event.params.get("origin") or ""), str(event.params.get("zone") or "")
                return [z for z in dict.fromkeys((origin, end)) if z]
        return []

    def closeup(self, view: dict[str, Any], focus: list[str], lang: str) -> ImageSpec | None:
        zones = [z for z in focus if z in load_map().zones]  # Catana, off the map, has no close-up
        if not zones:
            return None

        from render.syracuse import render_closeup

        draw = partial(render_closeup, view, zones, lang=lang, highlight=zones)
        return ImageSpec(f"syracuse-closeup-{zones[0]}", draw)

    # --- narration ------------------------------------------------------------------------------
    def narrate(self, ctx: TableContext, event: Event) -> str:
        lang = ctx.language
        if event.kind == "stratagem_played":
            number = int(event.params["number"])
            summary = t(f"syracuse_discord.stratagem.effect.{number}", lang)
            return t(
                "syracuse_discord.event.stratagem_played",
                lang,
                side=side_name(str(event.params.get("side")), lang),
                stratagem=stratagem_name(number, lang),
                effect=summary,
            ).rstrip(" :")
        if event.kind == "stratagem_drawn_private" and "counter" in event.params:
            return t(
                "syracuse_discord.event.drawn",
                lang,
                counter=stratagem_counter_label(event.params["counter"], lang),
            )
        if event.kind == "works_roll":
            explained = works_explanation(event.params, lang)
            return works_roll_line(event.params, lang) + (f"\n{explained}" if explained else "")
        if event.kind == "step" and event.params.get("units") is not None:
            return step_line(event.params, lang) or t("syracuse.event.step", lang, **self.labels(event, lang))
        if event.kind == "combat_result":
            line = t("syracuse.event.combat_result", lang, **self.labels(event, lang))
            return f"{line}\n{combat_explanation(event.params, lang)}"
        if event.kind == "game_over":
            kind = str(event.params.get("kind"))
            return t("syracuse_discord.event.game_over", lang, how=t(f"syracuse.result.{kind}", lang))
        key = f"syracuse.event.{event.kind}"
        if not has(key):
            return key
        return t(key, lang, **self.labels(event, lang))

    @staticmethod
    def labels(event: Event, lang: str) -> dict[str, str]:
        params = {k: value_label(k, v, lang) for k, v in event.params.items()}
        if event.params.get("side") in SIDES:  # the catalog picks "athénienne", "d'Athènes"… from the id
            params["side_id"] = str(event.params["side"])
        return params


def works_roll_line(params: dict[str, Any], lang: str) -> str:
    """2.C: the works dice with every modifier that made their number, then what they gave."""
    modifiers = ", ".join(
        t(f"syracuse_discord.works_mod.{name}", lang, value=value if name == "base" else f"{value:+d}")
        for name, value in params.get("modifiers", {}).items()
    )
    side = side_name(str(params.get("side")), lang)
    if not params.get("count"):
        return t("syracuse_discord.event.works_none", lang, side=side, modifiers=modifiers)
    dice = ", ".join(str(d) for d in params.get("dice", []))
    return t(
        "syracuse.event.works_roll",
        lang,
        side=side,
        count=params["count"],
        modifiers=modifiers,
        dice=dice,
        points=params.get("points", 0),
    )


def button_style(kind: str) -> str:
    if kind in ("pass", "done", "end_moves", "end_phase", "stop", "stay", "keep_dice"):
        return "secondary"
    return "primary"
