//! Configuration: flags first, then the environment, then defaults.
//!
//! | flag | environment | default | what |
//! |---|---|---|---|
//! | `--port N` | `PORT` | 8080 | the TCP port (on 127.0.0.1 unless `--host`) |
//! | `--host ADDR` | `ALICE_HOST` | 127.0.0.1 | the address to listen on |
//! | `--data DIR` | `ALICE_DATA` | `data/` | the data folder (created): `alice.sqlite3` |
//! | `--database URL` | `DATABASE_URL` | none | a Postgres database (`postgres://user:password@host:port/name`) instead of SQLite in the data folder |
//! | `--site DIR` | `ALICE_SITE` | `dist/` | the built site to serve |
//! | `--origin URL` (repeatable) | `ALICE_ORIGINS` (comma-separated) | none | other origins whose pages may open a game's WebSocket (the server's own always may) |

use std::path::PathBuf;

/// The server's settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on.
    pub host: String,
    /// The port (0: any free port).
    pub port: u16,
    /// The data folder.
    pub data_dir: PathBuf,
    /// The built site.
    pub site_dir: PathBuf,
    /// Origins allowed to open WebSockets besides the server's own.
    pub origins: Vec<String>,
    /// A Postgres database's URL (`postgres://…`); `None`: SQLite in [`Config::data_dir`].
    pub database: Option<String>,
}

impl Config {
    /// The defaults (127.0.0.1, any free port, no other origin) with these folders.
    pub fn new(data_dir: PathBuf, site_dir: PathBuf) -> Config {
        Config {
            host: "127.0.0.1".into(),
            port: 0,
            data_dir,
            site_dir,
            origins: Vec::new(),
            database: None,
        }
    }

    /// Where the games are kept, for a log line: the SQLite file, or the Postgres URL without
    /// its password.
    pub fn database_shown(&self) -> String {
        match &self.database {
            Some(url) => format!("Postgres {}", hide_password(url)),
            None => format!("SQLite {}", self.data_dir.join("alice.sqlite3").display()),
        }
    }

    /// Reads `args` (without the program name) and the environment.
    ///
    /// # Errors
    /// An unknown flag, a flag without its value, a port that is not a number.
    pub fn from_args(args: &[String]) -> Result<Config, String> {
        let env = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        let mut config = Config {
            host: env("ALICE_HOST").unwrap_or_else(|| "127.0.0.1".into()),
            port: 8080,
            data_dir: PathBuf::from(env("ALICE_DATA").unwrap_or_else(|| "data".into())),
            site_dir: PathBuf::from(env("ALICE_SITE").unwrap_or_else(|| "dist".into())),
            origins: env("ALICE_ORIGINS")
                .map(|o| {
                    o.split(',')
                        .map(|s| s.trim().to_string())
                        .filter(|s| !s.is_empty())
                        .collect()
                })
                .unwrap_or_default(),
            database: env("DATABASE_URL"),
        };
        let mut port = env("PORT");
        let mut i = 0;
        while i < args.len() {
            let flag = args[i].as_str();
            let value = || {
                args.get(i + 1)
                    .cloned()
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            match flag {
                "--port" => port = Some(value()?),
                "--host" => config.host = value()?,
                "--data" => config.data_dir = PathBuf::from(value()?),
                "--site" => config.site_dir = PathBuf::from(value()?),
                "--origin" => config.origins.push(value()?),
                "--database" => config.database = Some(value()?),
                "-h" | "--help" => return Err(USAGE.to_string()),
                other => return Err(format!("unknown argument '{other}'\n{USAGE}")),
            }
            i += 2;
        }
        if let Some(port) = port {
            config.port = port
                .parse()
                .map_err(|_| format!("the port must be a number from 0 to 65535, not '{port}'"))?;
        }
        if let Some(url) = &config.database {
            if !is_postgres_url(url) {
                return Err(format!(
                    "the database must be a postgres:// URL, not '{}' (without one, games are kept in SQLite in the data folder)",
                    hide_password(url)
                ));
            }
        }
        Ok(config)
    }
}

/// The command's help.
pub const USAGE: &str =
    "usage: alice-server [--port N] [--host ADDR] [--data DIR] [--site DIR] [--origin URL]… [--database postgres://…]
environment: PORT, ALICE_HOST, ALICE_DATA, ALICE_SITE, ALICE_ORIGINS, DATABASE_URL";

/// Whether `url` names a Postgres database (`postgres://` or `postgresql://`).
pub fn is_postgres_url(url: &str) -> bool {
    let lower = url.to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// `url` with its password, if any, replaced by `***`.
pub fn hide_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:***@{host}{path}"),
            None => url.to_string(),
        },
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::hide_password;

    #[test]
    fn a_urls_password_is_never_shown() {
        assert_eq!(
            hide_password("postgres://alice:s3cr%40t@db.example:5432/alice?sslmode=disable"),
            "postgres://alice:***@db.example:5432/alice?sslmode=disable"
        );
        assert_eq!(
            hide_password("postgresql://alice@localhost/alice"),
            "postgresql://alice@localhost/alice"
        );
        assert_eq!(
            hide_password("postgres:///alice?host=/run/postgresql"),
            "postgres:///alice?host=/run/postgresql"
        );
    }
}
