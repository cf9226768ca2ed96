"""Server settings: what a server chose for all its games (first: whether games open a thread).

A row per server that changed a setting; a server without a row keeps the defaults.

Revision ID: 0004_threads
Revises: 0003_deadlines
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_threads"
down_revision: str | None = "0003_deadlines"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "guild_settings",
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("thread_default", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.PrimaryKeyConstraint("guild_id", name=op.f("pk_guild_settings")),
    )


def downgrade() -> None:
    op.drop_table("guild_settings")
