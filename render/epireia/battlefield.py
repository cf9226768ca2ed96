"""The Great Battle (pp.28-30) from one seat's view: both leagues' battlefields, three fronts of three
columns and two lines, facing each other. The viewer's league is at the bottom (a spectator sees Délos at
the bottom). A slot the view does not show is drawn face down, the same whether or not a token lies there,
so the picture can never tell more than the view. Revealed tokens show their attack points and the
bonuses that applied; committed figures, column scores, front results and the winner follow the reveal.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.epireia.battle_score import FRONTS, committed_attack, figure_token_bonus, slot_key, token_points
from engine.epireia.content import load_content
from engine.epireia.content.models import MilitaryToken
from engine.epireia.content.names import figure_name
from engine.epireia.content.names import in_language as name
from i18n.typography import pair
from render.common.encode import RenderedImage, encode_image
from render.common.fonts import font
from render.common.phone import min_font_px
from render.common.stamps import picture_draw
from render.common.text import draw_text, ellipsize
from render.epireia import _style as s
from render.epireia._draw import clipped, compact, fitted, panel, pill, wrap
from render.epireia._text import seat_label, tr

WIDTH = 1000
MARGIN = 20
GUTTER = 176  # the front's figures, left of the columns
MAX_HEIGHT = 3600  # drawn on this much paper, then cut to what the battle took
SLOT_H = 96  # a face-up token's bonus (two lines) and base value, at the phone's smallest size
GAP = 6
STRIP_H = 80  # committed figures and the column score, between the two sides
TITLE_H = 42
COL_W = (WIDTH - 2 * MARGIN - GUTTER) / 3
PHONE_PX = min_font_px(WIDTH)  # 23 px: 9 px once shown 400 px wide (render/common/phone.py)
LINES_TOP_SIDE = (2, 1)  # the top side's second line is farthest from the enemy
LINES_BOTTOM_SIDE = (1, 2)
NEIGHBOUR_BONUSES = ("aegina_neighbour", "thrace_neighbour")


class _Battle:
    """What the view says about the battle, with the questions the drawing asks of it."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.b = view["battle"]
        self.mine = view.get("league")
        leagues = list(self.b["sides"])
        self.bottom = self.mine if self.mine in leagues else "delos"
        self.top = next(lg for lg in leagues if lg != self.bottom)
        self.order = [(f, c) for f in FRONTS for c in (1, 2, 3)]

    def side(self, league: str) -> Mapping[str, Any]:
        return self.b["sides"][league]

    def revealed(self, front: str, column: int) -> bool:
        stage = self.b["stage"]
        if stage == "plan":
            return False
        if stage == "done":
            return True
        return (FRONTS.index(front), column) <= (self.b["front"], self.b["column"])

    def visible(self, league: str, front: str, column: int) -> bool:
        """Whether this seat knows what lies in this column of this league's board."""
        return league == self.mine or self.revealed(front, column)

    def resolved(self, front: str, column: int) -> bool:
        return len(self.b["column_scores"].get(front, [])) >= column

    def winner(self, front: str, column: int) -> str | None:
        return self.b["column_winners"][front][column - 1]

    def score(self, front: str, column: int) -> Mapping[str, int]:
        return self.b["column_scores"][front][column - 1]

    def won_previous_clash(self, league: str, front: str, column: int) -> bool | None:
        """The 'winning streak' condition: the league won the clash just before; None if not known yet."""
        index = self.order.index((front, column))
        if index == 0:
            return False
        before = self.order[index - 1]
        if not self.resolved(*before):
            return None
        return self.winner(*before) == league

    def figure(self, league: str, front: str) -> str | None:
        return self.side(league)["figures"].get(front)


def _token(token_id: str) -> MilitaryToken:
    return load_content().token(token_id)


def _token_bonus(battle: _Battle, league: str, front: str, column: int, line: int) -> tuple[int, bool, bool]:
    """(points, placement bonus applied, bonus still unknown) for a token this seat can see."""
    slots = battle.side(league)["slots"]
    token = _token(slots[slot_key(front, column, line)])
    base = token.attack
    unknown = False
    streak = battle.won_previous_clash(league, front, column)
    if token.bonus.kind == "winning_streak" and streak is None:
        unknown = True
    if token.bonus.kind in NEIGHBOUR_BONUSES:
        # a neighbour the seat cannot see yet may complete the pair
        hidden = [
            c for c in (column - 1, column + 1) if c in (1, 2, 3) and not battle.visible(league, front, c)
        ]
        unknown = bool(hidden)
    points = token_points(slots, front, column, line, bool(streak))
    applied = points > base
    if unknown and not applied:
        return base, False, True
    return points, applied, False


def shown_points(
    view: Mapping[str, Any], league: str, front: str, column: int, line: int
) -> tuple[int, bool, bool]:
    """What the picture prints for a token this view shows: (points before the figure's bonus, whether
    its placement bonus applied, whether that is not known yet because a neighbour is still face down or
    the clash before has not been fought)."""
    return _token_bonus(_Battle(view), league, front, column, line)


def _bonus_label(token: MilitaryToken, lang: str) -> str:
    bonus = token.bonus
    if bonus.kind == "none":
        return ""
    unit = f"{s.UNIT_LETTER[bonus.unit]}2" if bonus.unit else ""
    return tr(f"battle.bonus.{bonus.kind}", lang, n=bonus.amount, unit=unit)


# --- slots ----------------------------------------------------------------------------------------------


def _draw_empty(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], unit: str, lang: str
) -> None:
    colour = s.mix(s.UNIT[unit], s.PAPER, 0.75)
    draw.rounded_rectangle(box, radius=8, fill=colour, outline=s.mix(s.UNIT[unit], s.PAPER, 0.4), width=2)
    label = f"{s.UNIT_LETTER[unit]} · {tr('unit.' + unit, lang)}"
    draw_text(
        draw,
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        label,
        fitted(label, box[2] - box[0] - 12, PHONE_PX, True, PHONE_PX),
        s.mix(s.UNIT[unit], s.PAPER, 0.25),
    )


def _draw_face_down(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], unit: str) -> None:
    draw.rounded_rectangle(
        box, radius=8, fill=s.TOKEN_BACK, outline=s.mix(s.TOKEN_BACK, s.WHITE, 0.3), width=2
    )
    left, top, right, bottom = box
    for x in range(int(left) + 14, int(right) - 6, 22):  # a woven back, the same on every hidden slot
        draw.line([(x, top + 6), (x - 10, bottom - 6)], fill=s.mix(s.TOKEN_BACK, s.WHITE, 0.12), width=3)
    draw_text(
        draw,
        ((left + right) / 2, (top + bottom) / 2),
        "?",
        font(32, bold=True),
        s.mix(s.TOKEN_BACK, s.WHITE, 0.7),
    )
    draw_text(
        draw,
        (left + 16, top + 17),
        s.UNIT_LETTER[unit],
        font(PHONE_PX, bold=True),
        s.mix(s.TOKEN_BACK, s.WHITE, 0.55),
    )


def _draw_token(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    token: MilitaryToken,
    bonus: tuple[int, bool, bool],
    fig_bonus: int,
    lang: str,
) -> None:
    left, top, right, bottom = box
    points, applied, unknown = bonus
    colour = s.UNIT[token.unit]
    draw.rounded_rectangle(box, radius=8, fill=s.mix(colour, s.WHITE, 0.82), outline=colour, width=3)
    draw.rounded_rectangle((left + 5, top + 5, left + 45, bottom - 5), radius=6, fill=colour)
    draw_text(draw, (left + 25, top + 26), s.UNIT_LETTER[token.unit], font(26, bold=True), s.WHITE)
    draw_text(draw, (left + 25, bottom - 20), "●" * token.level, font(13), s.WHITE)
    draw_text(draw, (right - 22, (top + bottom) / 2), str(points + fig_bonus), font(36, bold=True), s.INK)
    label = _bonus_label(token, lang)
    text_x = left + 52
    width = right - left - 52 - 44
    fnt = font(PHONE_PX, bold=True)
    y = top + 8
    labels: tuple[str, ...] = ()
    if label:
        colour_text = s.mix(s.GOOD if applied else (s.GOLD if unknown else s.MUTED), s.INK, 0.2)
        mark = "✓ " if applied else ("? " if unknown else "")
        labels = wrap(mark + label, fnt, width, max_lines=2)
        for line in labels:
            draw.text((text_x, y), line, font=fnt, fill=colour_text, anchor="la")
            y += PHONE_PX + 3
    base = tr("battle.base", lang, n=token.attack)
    if fig_bonus:
        base += " " + tr("battle.figure_bonus", lang, n=fig_bonus)
    bases = wrap(base, font(PHONE_PX), width, max_lines=max(1, 3 - len(labels)))
    y = bottom - 6 - (len(bases) - 1) * (PHONE_PX + 3)  # the base value on the bottom lines
    for line in bases:
        draw.text((text_x, y), line, font=font(PHONE_PX), fill=s.INK_SOFT, anchor="ld")
        y += PHONE_PX + 3


SLOT_W = int(COL_W - 8)


@lru_cache(maxsize=1024)
def _slot_tile(
    kind: str,
    unit: str,
    lang: str,
    token_id: str = "",
    bonus: tuple[int, bool, bool] = (0, False, False),
    fig_bonus: int = 0,
) -> Image.Image:
    """One slot as a small picture, drawn once: `kind` is "hidden", "empty" or "token". A hidden slot's
    tile depends on its printed unit type only, never on what lies there."""
    tile = Image.new("RGB", (SLOT_W, SLOT_H), s.PAPER_DARK)
    draw = picture_draw(tile)
    box = (0, 0, SLOT_W - 1, SLOT_H - 1)
    if kind == "hidden":
        _draw_face_down(draw, box, unit)
    elif kind == "empty":
        _draw_empty(draw, box, unit, lang)
    else:
        _draw_token(draw, box, _token(token_id), bonus, fig_bonus, lang)
    return tile


def _slot_picture(battle: _Battle, league: str, front: str, column: int, line: int, lang: str) -> Image.Image:
    unit = load_content().battlefield(league).slot_type(front, column, line)
    if not battle.visible(league, front, column):
        return _slot_tile("hidden", unit, "")
    token_id = battle.side(league)["slots"].get(slot_key(front, column, line))
    if token_id is None:
        return _slot_tile("empty", unit, lang)
    fig = battle.figure(league, front)
    fig_bonus = figure_token_bonus(load_content().figure(fig), _token(token_id), line) if fig else 0
    return _slot_tile(
        "token", unit, lang, token_id, _token_bonus(battle, league, front, column, line), fig_bonus
    )


# --- fronts ---------------------------------------------------------------------------------------------


def _draw_strip(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    battle: _Battle,
    front: str,
    column: int,
    lang: str,
) -> None:
    """Between the two sides: the committed figures on the left (each on its side's half), the column's
    score on the right (top side's points first), or "revealed" while the column waits on commitments."""
    left, top, right, bottom = box
    cy = (top + bottom) / 2
    if battle.resolved(front, column):
        score = battle.score(front, column)
        winner = battle.winner(front, column)
        fill = s.LEAGUE[winner] if winner else s.NEUTRAL
        text = f"{score[battle.top]} : {score[battle.bottom]}"
        pill(draw, right, cy, text, font(26, bold=True), fill, anchor="rm", pad=10)
    elif battle.revealed(front, column):
        pill(draw, right, cy, tr("battle.now", lang), font(PHONE_PX, bold=True), s.GOLD, anchor="rm", pad=8)
    for league, y in ((battle.top, top + 19), (battle.bottom, bottom - 19)):
        if battle.side(league)["committed"].get(front) != column:
            continue
        figure = battle.figure(league, front)
        if figure is None:
            continue
        points = committed_attack(load_content().figure(figure))
        label = f"⚔ {clipped(figure_name(figure, lang), PHONE_PX, True, COL_W - 170)} +{points}"
        pill(draw, left, y, label, font(PHONE_PX, bold=True), s.LEAGUE[league], anchor="lm", pad=4)


def _draw_gutter_figure(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    battle: _Battle,
    league: str,
    front: str,
    lang: str,
) -> None:
    left, top, right, bottom = box
    figure = battle.figure(league, front)
    secret = battle.b["stage"] == "plan" and league != battle.mine
    if secret:  # p.29: figures are placed face down; the same back whether or not one lies there
        draw.rounded_rectangle(box, radius=10, fill=s.TOKEN_BACK, outline=s.LEAGUE[league], width=3)
        draw_text(draw, ((left + right) / 2, (top + bottom) / 2 - 12), "?", font(34, bold=True), s.WHITE)
        label = wrap(tr("battle.figure_secret", lang), font(PHONE_PX, bold=True), right - left - 12, 2)
        for i, line in enumerate(reversed(label)):  # from the bottom up, clear of the "?"
            draw_text(
                draw, ((left + right) / 2, bottom - 20 - 26 * i), line, font(PHONE_PX, bold=True), s.WHITE
            )
        return
    panel(draw, box, fill=s.LEAGUE_LIGHT[league], outline=s.LEAGUE[league])
    side = battle.side(league)
    fnt = font(PHONE_PX, bold=True)
    if figure is None:
        lines = wrap(tr("battle.no_figure", lang), fnt, right - left - 16, max_lines=3)
        y = (top + bottom) / 2 - len(lines) * 14
        for ln in lines:
            draw_text(draw, ((left + right) / 2, y + 13), ln, fnt, s.INK_SOFT)
            y += 28
        return
    card = load_content().figure(figure)
    y = top + 8
    for ln in wrap(figure_name(figure, lang), fnt, right - left - 16, max_lines=2):
        draw.text((left + 8, y), ln, font=fnt, fill=s.LEAGUE[league], anchor="la")
        y += PHONE_PX + 3
    draw_text(draw, (left + 8, y + 16), f"⚔ {card.attack}", fnt, s.INK, anchor="lm")
    if side["committed"].get(front):
        committed = tr("battle.committed_to", lang, column=side["committed"][front])
        draw_text(draw, (right - 8, y + 16), committed, fnt, s.INK, anchor="rm")


def _draw_front(
    image: Image.Image, draw: ImageDraw.ImageDraw, top: float, battle: _Battle, front: str, lang: str
) -> float:
    winners = battle.b["front_winners"]
    bar_fill = s.mix(s.FRAME, s.INK, 0.3)
    draw.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + TITLE_H), radius=8, fill=bar_fill)
    draw_text(
        draw,
        (MARGIN + 14, top + TITLE_H / 2),
        tr(f"battle.front.{front}", lang),
        font(26, bold=True),
        s.WHITE,
        anchor="lm",
    )
    if front in winners:
        winner = winners[front]
        text = (
            tr("battle.front_won", lang, league=tr(f"league.{winner}", lang))
            if winner
            else tr("battle.front_none", lang)
        )
        pill(
            draw,
            WIDTH - MARGIN - 10,
            top + TITLE_H / 2,
            text,
            font(PHONE_PX, bold=True),
            s.LEAGUE[winner] if winner else s.NEUTRAL,
            anchor="rm",
            pad=8,
        )
    y0 = top + TITLE_H + GAP
    side_h = 2 * SLOT_H + GAP
    strip_top = y0 + side_h + GAP
    bottom_top = strip_top + STRIP_H + GAP
    _draw_gutter_figure(draw, (MARGIN, y0, MARGIN + GUTTER - 8, y0 + side_h), battle, battle.top, front, lang)
    _draw_gutter_figure(
        draw,
        (MARGIN, bottom_top, MARGIN + GUTTER - 8, bottom_top + side_h),
        battle,
        battle.bottom,
        front,
        lang,
    )
    for column in (1, 2, 3):
        x0 = MARGIN + GUTTER + (column - 1) * COL_W
        x1 = x0 + COL_W - 8
        if battle.revealed(front, column) and not battle.resolved(front, column):
            draw.rounded_rectangle(
                (x0 - 4, y0 - 4, x1 + 4, bottom_top + side_h + 4), radius=10, outline=s.GOLD, width=4
            )
        for i, line in enumerate(LINES_TOP_SIDE):
            y = y0 + i * (SLOT_H + GAP)
            image.paste(_slot_picture(battle, battle.top, front, column, line, lang), (int(x0), int(y)))
        for i, line in enumerate(LINES_BOTTOM_SIDE):
            y = bottom_top + i * (SLOT_H + GAP)
            image.paste(_slot_picture(battle, battle.bottom, front, column, line, lang), (int(x0), int(y)))
        _draw_strip(draw, (x0, strip_top, x1, strip_top + STRIP_H), battle, front, column, lang)
    return _draw_figure_texts(draw, bottom_top + side_h + 8, battle, front, lang) + 6


def _draw_figure_texts(draw: ImageDraw.ImageDraw, y: float, battle: _Battle, front: str, lang: str) -> float:
    """Under the front, the text of each figure shown on it, across the width (in its gutter card it was
    7 px on a phone)."""
    fnt, bold = font(PHONE_PX), font(PHONE_PX, bold=True)
    width = WIDTH - 2 * MARGIN - 8
    for league in (battle.top, battle.bottom):
        figure = battle.figure(league, front)
        if figure is None or (battle.b["stage"] == "plan" and league != battle.mine):
            continue
        title = f"{figure_name(figure, lang)} ·"
        indent = bold.getlength(title) + 8
        draw.text((MARGIN + 4, y), title, font=bold, fill=s.LEAGUE[league], anchor="la")
        lines = wrap(name(load_content().figure(figure).text, lang), fnt, width - indent, max_lines=3)
        for line in lines:
            draw.text((MARGIN + 4 + indent, y), line, font=fnt, fill=s.INK, anchor="la")
            y += PHONE_PX + 4
    return y


# --- header and footer ----------------------------------------------------------------------------------


def _stage_text(battle: _Battle, lang: str) -> str:
    b = battle.b
    if b["stage"] == "plan":
        return tr("battle.stage_plan", lang)
    if b["stage"] == "done":
        return tr("battle.stage_done", lang)
    front = tr(f"battle.front.{FRONTS[b['front']]}", lang)
    return tr("battle.stage_column", lang, front=front, column=b["column"])


def _result_text(view: Mapping[str, Any], lang: str) -> str | None:
    result = view.get("result")
    if not result:
        return None
    kind = result["kind"]
    params = result.get("params", {})
    if kind in ("solo_victory", "solo_battle_lost"):
        return tr(f"battle.result.{kind}", lang, fronts=params.get("fronts", 0))
    league = params.get("league")
    fronts = {lg: params.get(f"fronts_{lg}", 0) for lg in ("delos", "peloponnese")}
    won = fronts[league] if league else fronts["delos"]
    lost = sum(fronts.values()) - won if league else fronts["peloponnese"]
    return tr(
        f"battle.result.{kind}",
        lang,
        league=tr(f"league.{league}", lang) if league else "",
        won=won,
        lost=lost,
    )


def _draw_header(draw: ImageDraw.ImageDraw, battle: _Battle, lang: str) -> float:
    draw.rectangle((0, 0, WIDTH, 64), fill=s.mix(s.FRAME, s.INK, 0.45))
    draw_text(draw, (MARGIN, 32), tr("battle.title", lang), font(32, bold=True), s.WHITE, anchor="lm")
    stage = _stage_text(battle, lang)
    stage_font = fitted(stage, 520, 24, True, PHONE_PX)
    draw_text(draw, (WIDTH - MARGIN, 32), ellipsize(stage, stage_font, 520), stage_font, s.GOLD, anchor="rm")
    y = 74
    result = _result_text(battle.view, lang)
    if result:
        result_data = battle.view["result"]
        winner = result_data.get("params", {}).get("league")
        solo = {"solo_victory": s.GOOD, "solo_battle_lost": s.BAD}
        fill = solo.get(result_data["kind"]) or s.LEAGUE.get(winner or "", s.NEUTRAL)
        draw.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + 52), radius=10, fill=fill)
        result_font = fitted(result, WIDTH - 2 * MARGIN - 20, 28, True, PHONE_PX)
        shown = ellipsize(result, result_font, WIDTH - 2 * MARGIN - 20)
        draw_text(draw, (WIDTH / 2, y + 26), shown, result_font, s.WHITE)
        y += 62
    return _draw_side_label(draw, y, battle, battle.top, lang)


def _side_status(battle: _Battle, league: str, lang: str) -> str:
    side = battle.side(league)
    if battle.b["stage"] != "plan":
        return ""
    if side["ready"]:
        return tr("battle.plan_ready", lang)
    if side.get("ready_proposed_by"):
        who = seat_label(battle.view, side["ready_proposed_by"], lang, None)
        return tr("battle.plan_proposed", lang, player=who)
    return tr("battle.planning", lang)


def _draw_side_label(draw: ImageDraw.ImageDraw, y: float, battle: _Battle, league: str, lang: str) -> float:
    members = [seat_label(battle.view, m, lang, None) for m in battle.view["leagues"][league]["members"]]
    text = tr(f"league.{league}", lang)
    if members:
        text += " — " + ", ".join(members)
    elif battle.view.get("solo"):
        text += " — " + tr("battle.enemy", lang)
    draw_text(
        draw,
        (MARGIN + 4, y + 18),
        clipped(text, 24, True, 640),
        font(24, bold=True),
        s.LEAGUE[league],
        anchor="lm",
    )
    status = _side_status(battle, league, lang)
    if status:
        fnt = font(PHONE_PX, bold=True)
        draw_text(draw, (WIDTH - MARGIN - 4, y + 18), status, fnt, s.INK_SOFT, anchor="rm")
    return y + 40


def _reserve_height(battle: _Battle, league: str) -> int:
    available = battle.side(league)["available"]
    if isinstance(available, int):
        return 34 if battle.b["stage"] == "plan" and available else 0
    return 40 if available else 0


def _draw_reserve(draw: ImageDraw.ImageDraw, y: float, battle: _Battle, league: str, lang: str) -> float:
    """Tokens gathered but not placed: their faces for the own league, a count for the other."""
    available = battle.side(league)["available"]
    height = _reserve_height(battle, league)
    if not height:
        return y
    if isinstance(available, int):
        draw_text(
            draw,
            (MARGIN + 4, y + 16),
            tr("battle.unplaced_count", lang, n=available),
            font(PHONE_PX),
            s.INK_SOFT,
            anchor="lm",
        )
        return y + height
    counts: dict[tuple[str, int], int] = {}
    for token_id in available:
        token = _token(token_id)
        counts[(token.unit, token.level)] = counts.get((token.unit, token.level), 0) + 1
    x = MARGIN + 4
    label = tr("battle.unplaced", lang)
    draw_text(draw, (x, y + 18), label, font(PHONE_PX, bold=True), s.INK, anchor="lm")
    x += font(PHONE_PX, bold=True).getlength(label) + 12
    for (unit, level), n in sorted(counts.items()):
        box = pill(
            draw,
            x,
            y + 18,
            f"{s.UNIT_LETTER[unit]}{level} ×{n}",
            font(PHONE_PX, bold=True),
            s.UNIT[unit],
            pad=7,
        )
        x = box[2] + 8
        if x > WIDTH - 120:
            break
    return y + height


# --- alt text -------------------------------------------------------------------------------------------


def _alt_text(battle: _Battle, lang: str) -> str:
    parts = [pair(tr("battle.title", lang), _stage_text(battle, lang), lang)]
    result = _result_text(battle.view, lang)
    if result:
        parts.append(result)
    for front in FRONTS:
        bits = []
        for column in (1, 2, 3):
            if battle.resolved(front, column):
                score = battle.score(front, column)
                winner = battle.winner(front, column)
                who = tr(f"league.{winner}", lang) if winner else tr("battle.tie", lang)
                bits.append(
                    tr(
                        "battle.alt_column",
                        lang,
                        column=column,
                        top=score[battle.top],
                        bottom=score[battle.bottom],
                        winner=who,
                    )
                )
            elif battle.revealed(front, column):
                bits.append(tr("battle.alt_revealed", lang, column=column))
        if bits:
            parts.append(f"{tr(f'battle.front.{front}', lang)}: " + ", ".join(bits))
    hidden = sum(
        2  # two lines per column
        for league in (battle.top, battle.bottom)
        for f in FRONTS
        for c in (1, 2, 3)
        if not battle.visible(league, f, c)
    )
    if hidden:
        parts.append(tr("battle.alt_hidden", lang, n=hidden))
    text = ". ".join(parts) + "."
    return text if len(text) <= 1000 else text[:999] + "…"


# --- entry point ----------------------------------------------------------------------------------------


def render_battlefield(view: Mapping[str, Any], *, lang: str = "en") -> RenderedImage:
    """Both battlefields as this view shows them (any reveal step, any seat or a spectator)."""
    if not view.get("battle"):
        raise ValueError("no Great Battle in this view")
    battle = _Battle(view)
    paper = Image.new("RGB", (WIDTH, MAX_HEIGHT), s.PAPER_DARK)
    draw = picture_draw(paper)
    y = _draw_header(draw, battle, lang)
    y = _draw_reserve(draw, y, battle, battle.top, lang)
    for front in FRONTS:
        y = _draw_front(paper, draw, y, battle, front, lang)
    y = _draw_side_label(draw, y - 6, battle, battle.bottom, lang)
    y = _draw_reserve(draw, y - 4, battle, battle.bottom, lang)
    image = paper.crop((0, 0, WIDTH, int(y) + 10))
    draw = picture_draw(image)
    draw.rectangle((0, 0, WIDTH - 1, image.height - 1), outline=s.FRAME, width=3)
    stage = battle.b["stage"]
    step = f"{stage}-{battle.b['front']}-{battle.b['column']}" if stage == "columns" else stage
    return encode_image(
        compact(image), basename=f"epireia-battle-{step}", alt_text=_alt_text(battle, lang), compress_level=1
    )
