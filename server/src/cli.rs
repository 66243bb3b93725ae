//! The operator's subcommands of `alice-server`, beside serving:
//!
//! ```text
//! alice-server user add NAME [--bot] [--data DIR] [--database URL]
//! ```
//!
//! creates the account `NAME` (a bot account with `--bot`: title `BOT`, it plays through the
//! Bot API only) without a password, and a personal API token for it; the last line printed is
//! `token: TOKEN` (shown this once: only its digest is stored). The database is the server's:
//! `--data` / `ALICE_DATA` (SQLite) or `--database` / `DATABASE_URL` (Postgres), as when
//! serving — it may run while the server does.

use crate::accounts::{name_key, NameError};
use crate::botapi::BOT_TITLE;
use crate::clock::now_ms;
use crate::store::{NewSession, Store};
use crate::{token, Config};

/// The subcommands' usage.
pub const USAGE: &str = "usage: alice-server user add NAME [--bot] [--data DIR] [--database URL]\n\
     creates the account NAME (--bot: a bot account) and prints a personal API token for it";

/// Whether `args` (without the program's name) ask for a subcommand rather than serving.
pub fn is_command(args: &[String]) -> bool {
    args.first().is_some_and(|a| a == "user")
}

/// Runs the subcommand `args` asks for; the text to print on success.
///
/// # Errors
/// Bad arguments (with the usage), a name that cannot be an account's or is taken, the
/// database failing.
pub async fn run(args: &[String]) -> Result<String, String> {
    let rest = match args {
        [user, add, rest @ ..] if user == "user" && add == "add" => rest,
        _ => return Err(USAGE.to_string()),
    };
    let mut name = None;
    let mut bot = false;
    let mut flags = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        match rest[i].as_str() {
            "--bot" => bot = true,
            "--data" | "--database" => {
                let value = rest
                    .get(i + 1)
                    .ok_or_else(|| format!("{} needs a value\n{USAGE}", rest[i]))?;
                flags.push(rest[i].clone());
                flags.push(value.clone());
                i += 1;
            }
            flag if flag.starts_with('-') => {
                return Err(format!("unknown argument '{flag}'\n{USAGE}"))
            }
            n if name.is_none() => name = Some(n.to_string()),
            extra => return Err(format!("unexpected argument '{extra}'\n{USAGE}")),
        }
        i += 1;
    }
    let name = name.ok_or_else(|| format!("the account's NAME is missing\n{USAGE}"))?;
    let key = name_key(&name).map_err(|e| match e {
        NameError::Length => "a name has 2 to 20 characters".to_string(),
        NameError::Characters => "a name has only letters, digits, _ and -".to_string(),
    })?;
    let config = Config::from_args(&flags)?;
    let store = Store::open(&config).await.map_err(|e| {
        format!(
            "cannot open the database ({}): {e:#}",
            config.database_shown()
        )
    })?;
    let now = now_ms();
    let title = bot.then_some(BOT_TITLE);
    let user = store
        .create_user(&name, &key, None, title, now)
        .await
        .map_err(|e| format!("cannot create the account: {e}"))?
        .ok_or_else(|| format!("the name {name} is taken"))?;
    let secret = token::secret();
    let hash = token::digest(&secret);
    let public_id = token::public_id();
    store
        .add_session(NewSession {
            user: user.id,
            hash: &hash,
            public_id: &public_id,
            kind: "token",
            label: "made by alice-server user add",
            now,
        })
        .await
        .map_err(|e| format!("cannot store the token: {e}"))?;
    let what = if bot { "bot account" } else { "account" };
    Ok(format!(
        "{what} {} created (no password: it signs in with the token)\ntoken: {secret}",
        user.name
    ))
}
