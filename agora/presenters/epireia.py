"""Epireia on Discord: the public summary (boards as fields, the map or the battlefield as the image),
each seat's private content (its board, what it must decide, controls for every legal action), and
narration that shows every die roll with its modifiers.

Everything comes from views: the spectator view for public messages, the seat's view for its own
content, so a secret starting figure or a battle placement never reaches a message before its reveal.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from agora.presenters import epireia_words as w
from agora.presenters.base import (
    BasePresenter,
    ButtonSpec,
    EmbedSpec,
    ImageSpec,
    PrivateContent,
    SelectOptionSpec,
    SelectSpec,
    TableContext,
    result_key,
)
from agora.presenters.epireia_names import augure_line, augures_of_turn, scenario_name
from agora.presenters.epireia_narration import narrate
from agora.presenters.epireia_objective import solo_objective_line
from engine.core import Action, Event, GameStatus
from engine.epireia.defaults import TOGETHER
from i18n import has, t
from i18n.typography import pair, semicolons

OPTIONS_PER_SELECT = 25
MAX_SELECTS = 4
MAX_BUTTONS = 5
BUTTON_KINDS = {
    "end_development": "secondary",
    "end_diplomacy": "secondary",
    "ready": "success",
    "confirm": "success",
    "commit": "success",
    "hold": "secondary",
    "decline": "secondary",
}
LEAGUE_COLOURS = {"delos": 0x2F6DB5, "peloponnese": 0xB5462F}


def moment_of(view: dict[str, Any]) -> tuple[Any, ...]:
    """What makes a new picture worth posting: a new turn or phase, or a new battle reveal."""
    battle = view.get("battle") or {}
    return (view["turn"], view["phase"], battle.get("stage"), battle.get("front"), battle.get("column"))


class MomentMemo:
    """The last picture moment posted per game, so the map goes out once per phase (not per action)
    and the battlefield once per reveal. In memory only: after a restart the next message has it."""

    def __init__(self, size: int = 512) -> None:
        self.size = size
        self.last: dict[tuple[Any, ...], tuple[Any, ...]] = {}

    def is_new(self, game_key: tuple[Any, ...], moment: tuple[Any, ...]) -> bool:
        if self.last.get(game_key) == moment:
            return False
        self.last.pop(game_key, None)
        self.last[game_key] = moment
        while len(self.last) > self.size:
            self.last.pop(next(iter(self.last)))
        return True


class EpireiaPresenter(BasePresenter):
    title = "epireia"

    def __init__(self) -> None:
        self.moments = MomentMemo()

    def phase_line(self, ctx: TableContext, status: GameStatus) -> str:
        if status.turn == 0 and not status.finished:  # set-up has no turn number yet
            return t(f"epireia.phase.{status.phase}", ctx.language)
        return super().phase_line(ctx, status)

    # --- public ---------------------------------------------------------------------------------------
    def public_summary(self, ctx: TableContext, view: dict[str, Any], status: GameStatus) -> EmbedSpec:
        lang = ctx.language
        lines = [self.phase_line(ctx, status)]
        lines += self.scenario_lines(view, lang)
        fields = [self.player_field(ctx, view, seat) for seat in view["players"]]
        fields += [self.league_field(view, league, lang) for league in view["leagues"]]
        names = self.plain_names(ctx, view)
        battle = view.get("battle")
        image: ImageSpec | None = None
        if battle is not None:
            lines.append(self.battle_line(view, lang))
            if battle["stage"] == "columns" and status.waiting_for:
                league = view["players"][status.waiting_for[0]]["league"]
                lines.append(w.tr("commit_turn", lang, league=w.league(league, lang)))
            from render.epireia import render_battlefield

            image = ImageSpec("epireia-battlefield", partial(render_battlefield, view, lang=lang))
        elif view["turn"]:
            from render.epireia import render_map

            image = ImageSpec("epireia-map", partial(render_map, view, lang=lang, player_names=names))
        # Per game: two tables of the same players at the same phase each get their picture.
        game_key = (ctx.game_id, ctx.language, *sorted(ctx.seat_names.items()))
        if image is not None and not (status.finished or self.moments.is_new(game_key, moment_of(view))):
            image = None
        if status.finished and view.get("result"):
            lines.append(self.tie_break_line(ctx, view["result"]))
        return EmbedSpec(
            title=self.title_name(lang),
            description="\n".join(x for x in lines if x),
            fields=fields[:25],
            image=image,
        )

    def plain_names(self, ctx: TableContext, view: dict[str, Any]) -> dict[str, str]:
        """Seat → a short name for pictures: the City when chosen, else the seat label."""
        out = {}
        for seat, player in view["players"].items():
            out[seat] = w.city(player["city"], ctx.language) if player.get("city") else seat
        return out

    def scenario_lines(self, view: dict[str, Any], lang: str) -> list[str]:
        out = []
        scenario = view["scenario"]
        if scenario.get("current"):
            out.append(
                w.tr(
                    "scenario_line",
                    lang,
                    act=scenario["act"],
                    scenario=scenario_name(scenario["current"], lang),
                )
            )
        solo = view.get("solo")
        if solo:
            out.append(
                w.tr(
                    "solo_line",
                    lang,
                    scenario=scenario_name(solo["scenario"], lang),
                    turn=view["turn"],
                    limit=solo["turn_limit"],
                )
            )
            out.append(solo_objective_line(solo, lang))
            out += augure_lines(view, lang)
            if solo.get("enemy_figures"):
                where = ", ".join(
                    f"{w.figure(f, lang)} → {w.place(view['map']['figures'].get(f, 'home'), lang)}"
                    for f in solo["enemy_figures"]
                )
                out.append(w.tr("enemy_line", lang, figures=where))
        return out

    def player_field(self, ctx: TableContext, view: dict[str, Any], seat: str) -> tuple[str, str, bool]:
        lang = ctx.language
        p = view["players"][seat]
        res = w.cost(p["resources"], lang) if any(p["resources"].values()) else "—"
        figures = ", ".join(
            f"{w.figure(f, lang)} ({w.place(view['map']['figures'].get(f, 'home'), lang)})"
            for f in p["figures"]
        )
        if not figures:
            figures = w.tr("figure_chosen", lang) if p.get("start_figure_chosen") else "—"
        city = w.city(p["city"], lang) if p.get("city") else "—"
        admin = w.admin(p["admin"], lang) if p.get("admin") else "—"
        value = w.tr(
            "player_field",
            lang,
            city=city,
            admin=admin,
            resources=res,
            prestige=p["prestige"],
            buildings=len(p["buildings"]),
            territories=len(p.get("territories", [])),
            figures=figures,
        )
        return (ctx.name(seat), value, True)

    def league_field(self, view: dict[str, Any], league: str, lang: str) -> tuple[str, str, bool]:
        lg = view["leagues"][league]
        res = w.cost(lg["resources"], lang) if any(lg["resources"].values()) else "—"
        return (
            w.league(league, lang),
            w.tr("league_field", lang, resources=res, reserve=lg["reserve_size"]),
            True,
        )

    def battle_line(self, view: dict[str, Any], lang: str) -> str:
        b = view["battle"]
        if b["stage"] == "plan":
            ready = [w.league(lg, lang) for lg, side in b["sides"].items() if side["ready"]]
            return w.tr("battle_plan", lang, ready=", ".join(ready) or "—")
        if b["stage"] == "done":
            return w.tr("battle_done", lang)
        fronts = ("flank", "centre", "sea")
        return w.tr(
            "battle_column", lang, front=w.front(fronts[min(b["front"], 2)], lang), column=b["column"]
        )

    def tie_break_line(self, ctx: TableContext, result: dict[str, Any]) -> str:
        lang = ctx.language
        kind = result["kind"]
        params = result.get("params") or {}
        if "fronts_delos" in params:
            return w.tr(
                "tie_break",
                lang,
                how=t(result_key("epireia", kind), lang),
                delos=params["fronts_delos"],
                pelo=params["fronts_peloponnese"],
            )
        if "." in kind:  # a concession or an agreed draw: the phase line already says it
            return ""
        return t(f"epireia.result.{kind}", lang)

    # --- private --------------------------------------------------------------------------------------
    def private_content(
        self, ctx: TableContext, seat: str, view: dict[str, Any], legal: list[Action], status: GameStatus
    ) -> PrivateContent:
        lang = ctx.language
        lines = [w.tr("you_are", lang, seat=ctx.name(seat), seat_id=seat)]
        me = view["players"].get(seat, {})
        if me.get("start_figure") and not me.get("figures"):
            lines.append(w.tr("your_start_figure", lang, figure=w.figure(me["start_figure"], lang)))
        if me.get("resources") is not None and view["turn"]:
            lines.append(
                w.tr("your_resources", lang, resources=w.cost(me["resources"], lang), prestige=me["prestige"])
            )
        league = view.get("league")
        if league and view["leagues"].get(league, {}).get("reserve"):
            reserve = ", ".join(w.token(tok, lang) for tok in view["leagues"][league]["reserve"])
            lines.append(w.tr("your_reserve", lang, tokens=reserve))
        for decision in status.pending:
            # The decisions the seats make together (secret figures, the battle) are told by the phase's
            # own lines; this line is for a seat's own pending decision.
            if decision.seat == seat and decision.kind not in TOGETHER:
                params = {k: v for k, v in decision.params.items()}
                if params.get("territory"):
                    params["territory"] = w.place(params["territory"], lang)
                if params.get("proposal"):
                    params["proposal"] = w.choice(params["proposal"], lang, dict(ctx.seat_names))
                key = f"epireia.decision.{decision.kind}"
                lines.append(t(key, lang, **params) if has(key) else decision.kind)
                if decision.params.get("proposal"):
                    lines.append(w.tr("partner_proposes", lang, proposal=params["proposal"]))
        lines += augure_lines(view, lang)  # solo: why this turn differs (one action, no building...)
        lines += self.simultaneous_lines(ctx, view, seat)
        lines += self.battle_private_lines(view, seat, lang)
        if legal:
            lines.append(self.prompt(view, legal, lang))
        elif not status.finished:
            lines.append(self.waiting_line(ctx, status))
        else:
            lines.append(self.phase_line(ctx, status))
        cards = [
            f"**{w.action_label(a, view, lang, {})}** — {w.card_text(a, lang)}"
            for a in legal
            if w.card_text(a, lang)
        ]
        lines += cards[:12]
        buttons, selects = self.controls(ctx, view, legal)
        if len(legal) > sum(len(s.options) for s in selects) + len(buttons):
            lines.append(w.tr("more_by_command", lang))
        return PrivateContent(text="\n".join(x for x in lines if x), buttons=buttons, selects=selects)

    def prompt(self, view: dict[str, Any], legal: list[Action], lang: str) -> str:
        kinds = {a.kind for a in legal}
        if "commit" in kinds:
            return w.tr("prompt.commit", lang)
        if (
            "place" in kinds
            or "assign_figure" in kinds
            or ({"ready", "propose"} & kinds and view.get("battle"))
        ):
            return w.tr("prompt.plan", lang)
        if view["phase"] == "development" and "end_development" in kinds:
            return w.tr("prompt.development", lang, actions=view.get("actions_left", 0))
        if view["phase"] == "diplomacy":
            return w.tr("prompt.diplomacy", lang)
        return w.tr("prompt.choose", lang)

    def simultaneous_lines(self, ctx: TableContext, view: dict[str, Any], seat: str) -> list[str]:
        """What the others have done in a simultaneous step (never what they chose). This seat's
        controls still work after their choices, so the Table tells this with a quiet edit, later."""
        lang = ctx.language
        if view["phase"] == "setup_figure":
            done = [
                ctx.name(s) for s, p in view["players"].items() if s != seat and p.get("start_figure_chosen")
            ]
            return [w.tr("others_chosen", lang, names=", ".join(done))] if done else []
        b = view.get("battle")
        if not b or b["stage"] != "plan" or view.get("league") is None:
            return []
        out = []
        for league, side in b["sides"].items():
            if league == view["league"] or not isinstance(side["available"], int):
                continue
            out.append(
                w.tr(
                    "enemy_plan",
                    lang,
                    league=w.league(league, lang),
                    left=side["available"],
                    figures=side["placed_figures"],
                    ready=w.tr("yes" if side["ready"] else "no", lang),
                )
            )
        return out

    def battle_private_lines(self, view: dict[str, Any], seat: str, lang: str) -> list[str]:
        b = view.get("battle")
        league = view.get("league")
        if not b or league is None or b["stage"] != "plan":
            return []
        side = b["sides"][league]
        out = []
        if side["slots"]:
            placed = semicolons(
                [pair(w.slot(k, lang), w.token(v, lang), lang) for k, v in sorted(side["slots"].items())],
                lang,
            )
            out.append(w.tr("plan_tokens", lang, placed=placed))
        if side["figures"]:
            figs = ", ".join(
                pair(w.front(f, lang), w.figure(x, lang), lang) for f, x in side["figures"].items()
            )
            out.append(w.tr("plan_figures", lang, figures=figs))
        if isinstance(side["available"], list):
            out.append(w.tr("plan_left", lang, count=len(side["available"])))
        return out

    def controls(
        self, ctx: TableContext, view: dict[str, Any], legal: list[Action]
    ) -> tuple[list[ButtonSpec], list[SelectSpec]]:
        lang = ctx.language
        names = dict(ctx.seat_names)
        buttons: list[ButtonSpec] = []
        groups: dict[str, list[SelectOptionSpec]] = {}
        for i, action in enumerate(legal):
            label = w.action_label(action, view, lang, names)[:100]
            if action.kind in BUTTON_KINDS or (action.kind == "propose" and not action.params):
                if len(buttons) < MAX_BUTTONS:
                    buttons.append(ButtonSpec(label[:80], i, BUTTON_KINDS.get(action.kind, "success")))
                continue
            group = action.kind if action.kind != "move" else f"move:{action.params['figure']}"
            groups.setdefault(group, []).append(SelectOptionSpec(label, i, w.card_text(action, lang)[:100]))
        selects: list[SelectSpec] = []
        for group, options in groups.items():
            kind, _, figure_id = group.partition(":")
            for start in range(0, len(options), OPTIONS_PER_SELECT):
                if len(selects) >= MAX_SELECTS:
                    break
                if kind == "move":
                    placeholder = w.tr("placeholder.move", lang, figure=w.figure(figure_id, lang))
                else:
                    key = f"placeholder.{kind}"
                    placeholder = w.tr(key, lang) if has(w.K + key) else w.tr("placeholder.choose", lang)
                selects.append(SelectSpec(placeholder[:150], options[start : start + OPTIONS_PER_SELECT]))
        return buttons, selects

    def choice_label(self, ctx: TableContext, action: Action) -> str:
        return w.action_label(action, {}, ctx.language, dict(ctx.seat_names))

    def timed_out_line(
        self, ctx: TableContext, view: dict[str, Any], seat: str, action: Action, *, by_rule: bool
    ) -> str:
        if not by_rule:
            return super().timed_out_line(ctx, view, seat, action, by_rule=by_rule)
        # p.30's minute to commit a figure has passed: the league's figure stays back
        league = (view.get("players", {}).get(seat) or {}).get("league", "")
        return w.tr("commit_window_closed", ctx.language, league=w.league(league, ctx.language))

    # --- narration ------------------------------------------------------------------------------------
    def narrate(self, ctx: TableContext, event: Event) -> str:
        return narrate(ctx, event)


def augure_lines(view: dict[str, Any], lang: str) -> list[str]:
    """Solo: the Augures in force this turn, each with its effect (the status and the player's DM)."""
    solo = view.get("solo") or {}
    if not solo.get("revealed") or view.get("phase") not in ("development", "diplomacy", "resolution"):
        return []  # none yet, or the turns are over (the Great Battle)
    augures = augures_of_turn(solo, solo["scenario"])
    return [t("truth.augure_line", lang, augures=semicolons([augure_line(a, lang) for a in augures], lang))]
