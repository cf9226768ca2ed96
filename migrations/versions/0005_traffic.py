"""Channel pacing shared by the bot processes of one token: a row per channel with the times of the
newest posts claimed in its 5-per-5-s bucket, claimed with a compare-and-swap on `version`.

Revision ID: 0005_traffic
Revises: 0004_threads
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_traffic"
down_revision: str | None = "0004_threads"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "channel_pacing",
        sa.Column("channel_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("slots", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("channel_id", name=op.f("pk_channel_pacing")),
    )


def downgrade() -> None:
    op.drop_table("channel_pacing")
