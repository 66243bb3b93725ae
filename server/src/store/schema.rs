//! The schema: its migrations, in both databases' dialects, and its version.

/// The schema's version: the number of [`MIGRATIONS`].
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// One step of the schema, in each database's dialect: the same tables, columns and
/// constraints, each column in the engine's own type for it.
pub struct Migration {
    /// For SQLite.
    pub sqlite: &'static str,
    /// For Postgres.
    pub postgres: &'static str,
}

/// Migration `i` takes the schema from version `i` to `i + 1`.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        sqlite: "
CREATE TABLE games (
  id            TEXT PRIMARY KEY,
  control       TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'ended')),
  seek          INTEGER NOT NULL,
  asked_color   TEXT NOT NULL,
  white_token   TEXT,
  black_token   TEXT,
  white_name    TEXT,
  black_name    TEXT,
  state         TEXT,
  created       INTEGER NOT NULL,
  updated       INTEGER NOT NULL,
  rematch_of    TEXT,
  rematch       TEXT
);
CREATE INDEX games_by_status ON games (status, updated);
",
        postgres: "
CREATE TABLE games (
  id            TEXT PRIMARY KEY,
  control       TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'ended')),
  seek          BOOLEAN NOT NULL,
  asked_color   TEXT NOT NULL,
  white_token   TEXT,
  black_token   TEXT,
  white_name    TEXT,
  black_name    TEXT,
  state         TEXT,
  created       BIGINT NOT NULL,
  updated       BIGINT NOT NULL,
  rematch_of    TEXT,
  rematch       TEXT
);
CREATE INDEX games_by_status ON games (status, updated);
",
    },
    Migration {
        // Several nodes on one database (`cluster`): the node running each game, and the nodes'
        // heartbeats. A single server leaves them empty.
        sqlite: "
ALTER TABLE games ADD COLUMN owner TEXT;
CREATE TABLE nodes (
  id            TEXT PRIMARY KEY,
  alive_until   INTEGER NOT NULL,
  started       INTEGER NOT NULL
);
",
        postgres: "
ALTER TABLE games ADD COLUMN owner TEXT;
CREATE INDEX games_by_owner ON games (owner);
CREATE TABLE nodes (
  id            TEXT PRIMARY KEY,
  alive_until   BIGINT NOT NULL,
  started       BIGINT NOT NULL
);
",
    },
    Migration {
        // The lobby's query (open seeks, newest first) and the expiry of waiting games.
        sqlite: "CREATE INDEX games_waiting ON games (status, seek, created);",
        postgres: "CREATE INDEX games_waiting ON games (status, seek, created);",
    },
];

/// The columns of a game's row, in [`GameRow`]'s order.
pub(crate) const COLUMNS: &str =
    "id, control, status, seek, asked_color, white_token, black_token, white_name,
  black_name, state, created, updated, rematch_of, rematch";
