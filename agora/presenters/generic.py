"""A plain presenter for any title that has no presenter of its own yet.

It keeps a newly registered title playable through Discord — phase, whose turn, the public status facts,
and every legal action as a select option — until its real presenter lands. Action labels come from
`<title>.action.<kind>` when the catalog has it, else from the action's stable text form.
"""

from __future__ import annotations

from typing import Any

from agora.presenters.base import (
    BasePresenter,
    EmbedSpec,
    PrivateContent,
    SelectOptionSpec,
    SelectSpec,
    TableContext,
)
from engine.core import Action, GameStatus
from i18n import has, t

OPTIONS_PER_SELECT = 25
MAX_SELECTS = 4
MAX_FIELDS = 10


class GenericPresenter(BasePresenter):
    def __init__(self, title: str) -> None:
        self.title = title

    def action_label(self, action: Action, lang: str) -> str:
        key = f"{self.title}.action.{action.kind}"
        return t(key, lang, **action.params) if has(key) else action.key()

    def public_summary(self, ctx: TableContext, view: dict[str, Any], status: GameStatus) -> EmbedSpec:
        lines = [self.phase_line(ctx, status)]  # whom the game waits on is added by the caller
        fields = [(str(k), str(v), True) for k, v in list(status.params.items())[:MAX_FIELDS]]
        return EmbedSpec(
            title=self.title_name(ctx.language), description="\n".join(x for x in lines if x), fields=fields
        )

    def private_content(
        self, ctx: TableContext, seat: str, view: dict[str, Any], legal: list[Action], status: GameStatus
    ) -> PrivateContent:
        lang = ctx.language
        lines = [t("lobby.generic.you_are", lang, seat=ctx.name(seat))]
        for decision in status.pending:
            if decision.seat == seat:
                lines.append(t(f"{self.title}.decision.{decision.kind}", lang, **decision.params))
        if legal:
            lines.append(t("lobby.generic.choose", lang, count=len(legal)))
        elif not status.finished:
            lines.append(self.waiting_line(ctx, status))
        selects = []
        shown = legal[: OPTIONS_PER_SELECT * MAX_SELECTS]
        for start in range(0, len(shown), OPTIONS_PER_SELECT):
            chunk = range(start, min(start + OPTIONS_PER_SELECT, len(shown)))
            options = [SelectOptionSpec(self.action_label(shown[i], lang)[:100], i) for i in chunk]
            placeholder = t("lobby.generic.placeholder", lang, first=start + 1, last=chunk[-1] + 1)
            selects.append(SelectSpec(placeholder=placeholder, options=options))
        return PrivateContent(text="\n".join(x for x in lines if x), selects=selects)
