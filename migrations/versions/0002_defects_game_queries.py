"""Indexes for the games the bot looks up: a channel's latest game, a server's open games, a server's
games newest first (export autocomplete). Each walks an index in id order and stops at its limit,
instead of reading every stored game of the server (issue #14, defect 5).

The single-column guild and channel indexes are replaced by (column, id) ones: on PostgreSQL the id
must be in the index for `ORDER BY id DESC LIMIT n` to stop early (SQLite has the rowid there anyway).

Revision ID: 0002_defects
Revises: 0001
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_defects"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Copied, not imported: a migration must keep describing the schema of its time.
OPEN_GAME_CONDITION = "status IN ('lobby', 'active')"


def upgrade() -> None:
    op.drop_index("ix_games_guild_id", table_name="games")
    op.drop_index("ix_games_channel_id", table_name="games")
    op.create_index("ix_games_guild_id_id", "games", ["guild_id", "id"])
    op.create_index("ix_games_channel_id_id", "games", ["channel_id", "id"])
    op.create_index(
        "ix_games_open_guild",
        "games",
        ["guild_id", "id"],
        sqlite_where=sa.text(OPEN_GAME_CONDITION),
        postgresql_where=sa.text(OPEN_GAME_CONDITION),
    )


def downgrade() -> None:
    op.drop_index("ix_games_open_guild", table_name="games")
    op.drop_index("ix_games_channel_id_id", table_name="games")
    op.drop_index("ix_games_guild_id_id", table_name="games")
    op.create_index("ix_games_channel_id", "games", ["channel_id"])
    op.create_index("ix_games_guild_id", "games", ["guild_id"])
