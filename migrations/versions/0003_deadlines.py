"""Deadlines: the next reminder, the pause, and the game's timing facts; deadlines indexed.

The timer service finds due games with `deadline_at <= now` or `reminder_at <= now`, so both are
indexed. `paused_at` freezes a game's timers; `timing` holds the per-seat missed deadlines, the
pause votes, the remaining reminders and a timeout's forfeit (JSON: they change together).

Revision ID: 0003_deadlines
Revises: 0002_defects
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_deadlines"
down_revision: str | None = "0002_defects"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("reminder_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("paused_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("timing", sa.JSON(), nullable=True))
    op.create_index(op.f("ix_games_deadline_at"), "games", ["deadline_at"])
    op.create_index(op.f("ix_games_reminder_at"), "games", ["reminder_at"])


def downgrade() -> None:
    op.drop_index(op.f("ix_games_reminder_at"), table_name="games")
    op.drop_index(op.f("ix_games_deadline_at"), table_name="games")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("timing")
        batch.drop_column("paused_at")
        batch.drop_column("reminder_at")
