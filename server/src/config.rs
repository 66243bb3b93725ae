//! Configuration: flags first, then the environment, then defaults.
//!
//! | flag | environment | default | what |
//! |---|---|---|---|
//! | `--port N` | `PORT` | 8080 | the TCP port (on 127.0.0.1 unless `--host`) |
//! | `--host ADDR` | `ALICE_HOST` | 127.0.0.1 | the address to listen on |
//! | `--data DIR` | `ALICE_DATA` | `data/` | the data folder (created): `alice.sqlite3` |
//! | `--database URL` | `DATABASE_URL` | none | a Postgres database (`postgres://user:password@host:port/name`) instead of SQLite in the data folder |
//! | `--site DIR` | `ALICE_SITE` | `dist/` | the built site to serve |
//! | `--origin URL` (repeatable) | `ALICE_ORIGINS` (comma-separated) | none | other origins whose pages may open a game's WebSocket or send the API's POSTs (the server's own always may) |
//! | `--trust-proxy ADDR` (repeatable) | `ALICE_TRUST_PROXY` (comma-separated) | none | reverse proxies whose `X-Forwarded-For` names the client (see [`crate::limits`]) |
//! | `--max-connections N` | `ALICE_MAX_CONNECTIONS` | the descriptor limit − 128 | connections open at once, in all |
//! | `--client-connections N` | `ALICE_CLIENT_CONNECTIONS` | 256 | connections open at once from one address |
//! | `--client-limits on\|off` | `ALICE_CLIENT_LIMITS` | on | the per-address limits (off: a load test from one machine) |
//! | `--limit NAME=BURST+N[/h]` (repeatable) | `ALICE_LIMITS` (comma-separated) | see [`LimitSettings`] | one rate: `create`, `join`, `sockets`, `messages`, `signup`, `login` (per address), `login-name` (per account name), `passkey` (passkey ceremonies per address) or `api` (the Bot API's requests per account); `create=10+5`: 10 at once, then 5 a minute; `signup=5+10/h`: then 10 an hour |
//! | `--metrics-token TOKEN` | `ALICE_METRICS_TOKEN` | none | `GET /metrics` answers with `Authorization: Bearer TOKEN` (else 404) |
//! | `--admin ADDR:PORT` | `ALICE_ADMIN` | none | a second listener answering `GET /metrics` without a token (keep it private) |
//! | `--computer on\|off` | `ALICE_COMPUTER` | on | the server's computer players and their seeks in the lobby (`Config::new`, the tests' start: off) |
//! | `--log text\|json` | `ALICE_LOG_FORMAT` | text | the log's format (on stderr; `RUST_LOG` sets its level, `info` by default) |

use crate::limits::LimitSettings;
use std::net::{IpAddr, SocketAddr};
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
    /// The limits per client and in all.
    pub limits: LimitSettings,
    /// The bearer token that opens `GET /metrics` (none: only the admin listener serves them).
    pub metrics_token: Option<String>,
    /// The admin listener's address (`/metrics` without a token).
    pub admin: Option<SocketAddr>,
    /// Logs as JSON lines rather than text.
    pub log_json: bool,
    /// Runs the server's computer players (their seeks in the lobby; [`crate::computer`]).
    pub computer: bool,
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
            limits: LimitSettings::default(),
            metrics_token: None,
            admin: None,
            log_json: false,
            computer: false,
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
            origins: env("ALICE_ORIGINS").map(|o| list(&o)).unwrap_or_default(),
            database: env("DATABASE_URL"),
            limits: LimitSettings::default(),
            metrics_token: env("ALICE_METRICS_TOKEN"),
            admin: None,
            log_json: false,
            computer: true,
        };
        let mut port = env("PORT");
        let mut proxies = env("ALICE_TRUST_PROXY")
            .map(|o| list(&o))
            .unwrap_or_default();
        let mut max_connections = env("ALICE_MAX_CONNECTIONS");
        let mut client_connections = env("ALICE_CLIENT_CONNECTIONS");
        let mut client_limits = env("ALICE_CLIENT_LIMITS");
        let mut rates = env("ALICE_LIMITS").map(|o| list(&o)).unwrap_or_default();
        let mut admin = env("ALICE_ADMIN");
        let mut log = env("ALICE_LOG_FORMAT");
        let mut computer = env("ALICE_COMPUTER");
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
                "--trust-proxy" => proxies.push(value()?),
                "--max-connections" => max_connections = Some(value()?),
                "--client-connections" => client_connections = Some(value()?),
                "--client-limits" => client_limits = Some(value()?),
                "--limit" => rates.push(value()?),
                "--metrics-token" => config.metrics_token = Some(value()?),
                "--admin" => admin = Some(value()?),
                "--log" => log = Some(value()?),
                "--computer" => computer = Some(value()?),
                "-h" | "--help" => return Err(USAGE.to_string()),
                other => return Err(format!("unknown argument '{other}'\n{USAGE}")),
            }
            i += 2;
        }
        if let Some(c) = computer {
            config.computer = match c.as_str() {
                "on" => true,
                "off" => false,
                other => return Err(format!("--computer is on or off, not '{other}'")),
            };
        }
        if let Some(port) = port {
            config.port = port
                .parse()
                .map_err(|_| format!("the port must be a number from 0 to 65535, not '{port}'"))?;
        }
        for proxy in proxies {
            let ip: IpAddr = proxy
                .parse()
                .map_err(|_| format!("--trust-proxy needs an IP address, not '{proxy}'"))?;
            config.limits.trusted_proxies.push(ip);
        }
        let count = |flag: &str, v: &str| {
            v.parse::<usize>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| format!("{flag} must be a positive number, not '{v}'"))
        };
        if let Some(v) = max_connections {
            config.limits.connections = count("--max-connections", &v)?;
        }
        if let Some(v) = client_connections {
            config.limits.client_connections = count("--client-connections", &v)?;
        }
        if let Some(v) = client_limits {
            config.limits.per_client = match v.as_str() {
                "on" => true,
                "off" => false,
                _ => return Err(format!("--client-limits is on or off, not '{v}'")),
            };
        }
        for rate in rates {
            config.limits.set_rate(&rate)?;
        }
        if let Some(v) = admin {
            config.admin = Some(
                v.parse()
                    .map_err(|_| format!("--admin needs ADDRESS:PORT, not '{v}'"))?,
            );
        }
        if let Some(v) = log {
            config.log_json = match v.as_str() {
                "text" => false,
                "json" => true,
                _ => return Err(format!("--log is text or json, not '{v}'")),
            };
        }
        if config.metrics_token.as_ref().is_some_and(|t| t.len() < 16) {
            return Err("--metrics-token needs at least 16 characters".into());
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

/// A comma-separated list's items.
fn list(text: &str) -> Vec<String> {
    text.split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The command's help.
pub const USAGE: &str =
    "usage: alice-server [--port N] [--host ADDR] [--data DIR] [--site DIR] [--origin URL]… [--database postgres://…]
       [--trust-proxy ADDR]… [--max-connections N] [--client-connections N] [--client-limits on|off]
       [--limit NAME=BURST+N[/h]]…
       [--metrics-token TOKEN] [--admin ADDR:PORT] [--log text|json] [--computer on|off]
environment: PORT, ALICE_HOST, ALICE_DATA, ALICE_SITE, ALICE_ORIGINS, DATABASE_URL, ALICE_TRUST_PROXY,
       ALICE_MAX_CONNECTIONS, ALICE_CLIENT_CONNECTIONS, ALICE_CLIENT_LIMITS, ALICE_LIMITS, ALICE_METRICS_TOKEN, ALICE_ADMIN,
       ALICE_LOG_FORMAT, ALICE_COMPUTER, RUST_LOG
       alice-server user add NAME [--bot] [--data DIR] [--database URL]: an account (a bot's) and its API token";

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
    use super::{hide_password, Config};
    use crate::limits::Rate;

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

    #[test]
    fn limit_flags_set_one_rate_each_and_refuse_what_they_cannot_read() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let config = Config::from_args(&args(&[
            "--limit",
            "create=3+1",
            "--limit",
            " messages = 50 + 600 ",
            "--limit",
            "login-name=5+7/h",
        ]))
        .unwrap();
        assert_eq!(config.limits.create, Rate::per_minute(3, 1));
        assert_eq!(config.limits.messages, Rate::per_minute(50, 600));
        assert_eq!(
            config.limits.login_name,
            Rate {
                burst: 5,
                per_hour: 7
            }
        );
        // The others keep their defaults.
        let defaults = crate::limits::LimitSettings::default();
        assert_eq!(config.limits.join, defaults.join);
        for wrong in [
            "create=3",
            "create=0+1",
            "create=3+-1",
            "logins=3+1",
            "create",
            "create=a+b",
        ] {
            let error = Config::from_args(&args(&["--limit", wrong])).unwrap_err();
            assert!(error.contains("NAME=BURST+PER_MINUTE"), "{wrong}: {error}");
        }
    }
}
