"""The demo title (Oracle Duel) on Discord: a score board, a hand with a select, Keep/Reroll buttons."""

from __future__ import annotations

from functools import partial
from typing import Any

from PIL import Image, ImageDraw

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
from engine.core import Action, GameStatus
from i18n import t

SEAT_COLOURS = {"red": (200, 60, 60), "blue": (60, 90, 200)}


def draw_scores(scores: dict[str, int], target: int) -> Image.Image:
    """Two bars filling towards the target: a tiny board picture that exercises the image path."""
    width, height, margin = 360, 40 + 40 * len(scores), 20
    image = Image.new("RGB", (width, height), (245, 240, 225))
    draw = ImageDraw.Draw(image)
    for row, (seat, score) in enumerate(sorted(scores.items())):
        top = margin + row * 40
        draw.rectangle([margin, top, width - margin, top + 24], outline=(60, 60, 60))
        filled = margin + int((width - 2 * margin) * min(score, target) / max(target, 1))
        draw.rectangle([margin, top, filled, top + 24], fill=SEAT_COLOURS.get(seat, (90, 90, 90)))
        draw.text((margin + 4, top + 6), f"{seat} {score}/{target}", fill=(0, 0, 0))
    return image


class DemoPresenter(BasePresenter):
    title = "demo"

    def public_summary(self, ctx: TableContext, view: dict[str, Any], status: GameStatus) -> EmbedSpec:
        lang = ctx.language
        fields = [
            (
                ctx.name(seat),
                t("demo_discord.seat_line", lang, score=view["scores"][seat], cards=view["hand_sizes"][seat]),
                True,
            )
            for seat in view["scores"]
        ]
        fields.append((t("demo_discord.target", lang), str(view["target"]), True))
        fields.append((t("demo_discord.deck", lang), str(view["deck"]), True))
        lines = [self.phase_line(ctx, status)]
        if view.get("rolled") and not status.finished:
            lines.append(t("demo_discord.rolled", lang, seat=ctx.name(view["active"]), **view["rolled"]))
        scores, target = dict(view["scores"]), int(view["target"])
        return EmbedSpec(
            title=self.title_name(lang),
            description="\n".join(lines),
            fields=fields,
            image=ImageSpec(name="scores", render=partial(draw_scores, scores, target)),
        )

    def private_content(
        self, ctx: TableContext, seat: str, view: dict[str, Any], legal: list[Action], status: GameStatus
    ) -> PrivateContent:
        lang = ctx.language
        hand = ", ".join(str(c) for c in view.get("hand") or []) or "—"
        lines = [t("demo_discord.your_hand", lang, seat=ctx.name(seat), hand=hand)]
        buttons: list[ButtonSpec] = []
        selects: list[SelectSpec] = []
        plays = [(i, a) for i, a in enumerate(legal) if a.kind == "play"]
        if plays:
            lines.append(t("demo_discord.your_turn", lang))
            options = [
                SelectOptionSpec(label=t("demo_discord.card", lang, card=a.params["card"]), action_index=i)
                for i, a in plays
            ]
            selects.append(SelectSpec(placeholder=t("demo_discord.play_placeholder", lang), options=options))
        for i, action in enumerate(legal):
            if action.kind in ("keep", "reroll"):
                label = t(f"demo_discord.{action.kind}", lang)
                buttons.append(ButtonSpec(label, i, "success" if action.kind == "keep" else "secondary"))
        if buttons and view.get("rolled"):
            lines.append(t("demo_discord.decide", lang, **view["rolled"]))
        if not legal and not status.finished:
            lines.append(self.waiting_line(ctx, status))
        if status.finished:
            lines.append(self.phase_line(ctx, status))
        return PrivateContent(
            text="\n".join(line for line in lines if line), buttons=buttons, selects=selects
        )
