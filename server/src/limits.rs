//! What one client may make the server hold or do, counted by its address.
//!
//! - **Connections open** (HTTP and WebSocket alike: a WebSocket is the connection it was upgraded
//!   from): at most [`LimitSettings::connections`] in all, [`LimitSettings::client_connections`]
//!   from one address. Counted where the connection is accepted ([`crate::listen`]) and held by
//!   the connection itself until it closes, whatever it became.
//! - **Rates** (token buckets by `governor`, one bucket per address): games created, joins,
//!   sockets opened, socket messages. A refusal is `429` with `Retry-After` and the error code
//!   `rate-limited` ([`Refused::response`]); a socket's refused message is the protocol's
//!   `throttled` error.
//!
//! The address is the peer's — or, when the peer is a proxy the operator named
//! (`--trust-proxy`), the last address in `X-Forwarded-For` that is not one of those proxies. An
//! IPv6 address counts by its /64 (one host usually holds a whole /64). `--client-limits off`
//! lifts the per-address limits (a load test from one machine); the total stays.

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use serde_json::json;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The address a client is counted by (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClientAddr(pub IpAddr);

impl ClientAddr {
    /// The key of `ip`: itself, an IPv4-mapped IPv6 address as IPv4, other IPv6 by their /64.
    pub fn of(ip: IpAddr) -> ClientAddr {
        match ip {
            IpAddr::V4(_) => ClientAddr(ip),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => ClientAddr(IpAddr::V4(v4)),
                None => {
                    let s = v6.segments();
                    ClientAddr(IpAddr::V6(Ipv6Addr::new(
                        s[0], s[1], s[2], s[3], 0, 0, 0, 0,
                    )))
                }
            },
        }
    }

    /// The client behind a request that came from `peer`: `peer` itself, unless it is one of
    /// `proxies` — then the last `X-Forwarded-For` address that is not a proxy (the one the
    /// nearest trusted proxy saw), or `peer` when the header holds none.
    pub fn from_request(peer: IpAddr, headers: &HeaderMap, proxies: &[IpAddr]) -> ClientAddr {
        if !proxies.contains(&peer) {
            return ClientAddr::of(peer);
        }
        let forwarded = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect::<Vec<_>>();
        forwarded
            .iter()
            .rev()
            .filter_map(|a| a.parse::<IpAddr>().ok())
            .find(|a| !proxies.contains(a))
            .map_or(ClientAddr::of(peer), ClientAddr::of)
    }
}

/// The peer's address of a request served by [`crate::listen::serve`] (`None` when served
/// otherwise).
pub fn peer(request: &axum::http::request::Parts) -> Option<std::net::SocketAddr> {
    request
        .extensions
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0)
}

impl std::fmt::Display for ClientAddr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            IpAddr::V4(a) => write!(f, "{a}"),
            IpAddr::V6(a) => write!(f, "{a}/64"),
        }
    }
}

/// A rate: a burst, then so many an hour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    /// At once.
    pub burst: u32,
    /// Then this many an hour.
    pub per_hour: u32,
}

impl Rate {
    /// `burst` at once, then `n` a minute.
    pub const fn per_minute(burst: u32, n: u32) -> Rate {
        Rate {
            burst,
            per_hour: n * 60,
        }
    }

    fn quota(self) -> Quota {
        let period = Duration::from_micros(3_600_000_000 / u64::from(self.per_hour.max(1)));
        let burst = NonZeroU32::new(self.burst.max(1)).expect("at least one");
        Quota::with_period(period.max(Duration::from_micros(1)))
            .expect("a period of at least 1 µs")
            .allow_burst(burst)
    }
}

/// What each limit is.
#[derive(Clone, Debug)]
pub struct LimitSettings {
    /// Connections open in all (0: from the descriptor limit at start, see [`crate::listen`]).
    pub connections: usize,
    /// Connections open from one address.
    pub client_connections: usize,
    /// Games created by one address.
    pub create: Rate,
    /// Joins by one address.
    pub join: Rate,
    /// Sockets (game or lobby) opened by one address.
    pub sockets: Rate,
    /// Messages over all of one address's sockets.
    pub messages: Rate,
    /// Accounts created from one address.
    pub signup: Rate,
    /// Sign-in attempts from one address (a wrong password or a right one).
    pub login: Rate,
    /// Sign-in attempts for one account name, from any address.
    pub login_name: Rate,
    /// Passkey ceremonies (registrations and sign-ins) started from one address: each stores a
    /// challenge for 5 minutes.
    pub passkey: Rate,
    /// Requests of the lichess-compatible Bot and Board API by one account (its tokens
    /// together, from any address).
    pub api: Rate,
    /// Whether the per-address limits apply (`--client-limits off`: not).
    pub per_client: bool,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<IpAddr>,
}

impl Default for LimitSettings {
    fn default() -> LimitSettings {
        LimitSettings {
            connections: 0,
            client_connections: 256,
            // A player creates a game a minute at most, but a page that reloads and a test suite
            // create a few at once: 30 at once, then one every 2 s.
            create: Rate::per_minute(30, 30),
            join: Rate::per_minute(60, 60),
            sockets: Rate::per_minute(120, 120),
            // A socket itself may send 20 at once then 10 a second (`socket::BURST`); one address's
            // sockets together 200 at once, then 50 a second.
            messages: Rate::per_minute(200, 3000),
            // Accounts: a few sign-ups an hour from one address; password guesses bounded per
            // address and, whichever address they come from, per name.
            signup: Rate {
                burst: 5,
                per_hour: 10,
            },
            login: Rate {
                burst: 30,
                per_hour: 60,
            },
            login_name: Rate {
                burst: 10,
                per_hour: 20,
            },
            // A passkey's ceremony stores a challenge: 30 at once, then one every 30 s.
            passkey: Rate::per_minute(30, 2),
            // A bot plays a bullet game at a move a second and streams two games at once: 300
            // requests at once, then 10 a second.
            api: Rate::per_minute(300, 600),
            per_client: true,
            trusted_proxies: Vec::new(),
        }
    }
}

impl LimitSettings {
    /// Sets one rate from `NAME=BURST+N` (`create=10+5`: 10 at once, then 5 a minute) or
    /// `NAME=BURST+N/h` (then N an hour), as `--limit` gives it.
    ///
    /// # Errors
    /// An unknown name, or numbers that are not whole and positive.
    pub fn set_rate(&mut self, text: &str) -> Result<(), String> {
        let wrong = || {
            format!(
                "--limit is NAME=BURST+PER_MINUTE or NAME=BURST+PER_HOUR/h (NAME: create, join, sockets, messages, signup, login, login-name, passkey or api; e.g. create=10+5), not '{text}'"
            )
        };
        let (name, numbers) = text.split_once('=').ok_or_else(wrong)?;
        let (burst, rest) = numbers.split_once('+').ok_or_else(wrong)?;
        let (per, hourly) = match rest.trim().strip_suffix("/h") {
            Some(n) => (n, true),
            None => (rest, false),
        };
        let number = |v: &str| {
            v.trim()
                .parse::<u32>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(wrong)
        };
        let per = number(per)?;
        let rate = Rate {
            burst: number(burst)?,
            per_hour: if hourly {
                per
            } else {
                per.checked_mul(60).ok_or_else(wrong)?
            },
        };
        match name.trim() {
            "create" => self.create = rate,
            "join" => self.join = rate,
            "sockets" => self.sockets = rate,
            "messages" => self.messages = rate,
            "signup" => self.signup = rate,
            "login" => self.login = rate,
            "login-name" => self.login_name = rate,
            "passkey" => self.passkey = rate,
            "api" => self.api = rate,
            _ => return Err(wrong()),
        }
        Ok(())
    }
}

/// Which limit refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Games created.
    Create,
    /// Joins.
    Join,
    /// Sockets opened.
    Sockets,
    /// Socket messages.
    Messages,
    /// Accounts created.
    Signup,
    /// Sign-in attempts (from one address, or for one name).
    Login,
    /// Passkey ceremonies started.
    Passkey,
    /// Bot and Board API requests of one account.
    Api,
    /// Connections open from one address.
    ClientConnections,
    /// Connections open in all.
    Connections,
}

impl Limit {
    /// Its name in metrics and logs.
    pub fn name(self) -> &'static str {
        match self {
            Limit::Create => "create",
            Limit::Join => "join",
            Limit::Sockets => "sockets",
            Limit::Messages => "messages",
            Limit::Signup => "signup",
            Limit::Login => "login",
            Limit::Passkey => "passkey",
            Limit::Api => "api",
            Limit::ClientConnections => "client_connections",
            Limit::Connections => "connections",
        }
    }
}

/// A refusal: which limit, and when to try again.
#[derive(Clone, Copy, Debug)]
pub struct Refused {
    /// The limit.
    pub limit: Limit,
    /// When a try may succeed.
    pub retry_after: Duration,
}

impl Refused {
    /// Whole seconds to wait, at least one (`Retry-After`).
    pub fn retry_seconds(&self) -> u64 {
        self.retry_after.as_millis().div_ceil(1000).max(1) as u64
    }

    /// The `429`: `Retry-After`, and `{error: {code: "rate-limited", message, limit, retryAfter}}`.
    pub fn response(&self) -> Response {
        let what = match self.limit {
            Limit::Create => "too many games created from your address",
            Limit::Join => "too many games joined from your address",
            Limit::Sockets => "too many connections opened from your address",
            Limit::Messages => "too many messages from your address",
            Limit::Signup => "too many accounts created from your address",
            Limit::Login => "too many sign-in attempts",
            Limit::Passkey => "too many passkey requests from your address",
            Limit::Api => "too many API requests from your account",
            Limit::ClientConnections => "too many connections open from your address",
            Limit::Connections => "the server is full",
        };
        let seconds = self.retry_seconds();
        let body = json!({"error": {
            "code": "rate-limited",
            "message": format!("{what}: try again in {seconds} s"),
            "limit": self.limit.name(),
            "retryAfter": seconds,
        }});
        let mut response = (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::CACHE_CONTROL, "no-store")],
            axum::Json(body),
        )
            .into_response();
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        response
    }
}

/// Every limit's state.
pub struct Limits {
    /// The settings.
    pub settings: LimitSettings,
    create: DefaultKeyedRateLimiter<ClientAddr>,
    join: DefaultKeyedRateLimiter<ClientAddr>,
    sockets: DefaultKeyedRateLimiter<ClientAddr>,
    messages: DefaultKeyedRateLimiter<ClientAddr>,
    signup: DefaultKeyedRateLimiter<ClientAddr>,
    login: DefaultKeyedRateLimiter<ClientAddr>,
    login_name: DefaultKeyedRateLimiter<String>,
    passkey: DefaultKeyedRateLimiter<ClientAddr>,
    api: DefaultKeyedRateLimiter<i64>,
    open: Mutex<HashMap<ClientAddr, usize>>,
}

/// One connection counted against its address: given back when dropped.
pub struct Held {
    limits: Arc<Limits>,
    addr: ClientAddr,
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut open = self.limits.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = open.get_mut(&self.addr) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.addr);
            }
        }
    }
}

impl Limits {
    /// The limits with `settings`, nothing counted yet.
    pub fn new(settings: LimitSettings) -> Arc<Limits> {
        Arc::new(Limits {
            create: RateLimiter::keyed(settings.create.quota()),
            join: RateLimiter::keyed(settings.join.quota()),
            sockets: RateLimiter::keyed(settings.sockets.quota()),
            messages: RateLimiter::keyed(settings.messages.quota()),
            signup: RateLimiter::keyed(settings.signup.quota()),
            login: RateLimiter::keyed(settings.login.quota()),
            login_name: RateLimiter::keyed(settings.login_name.quota()),
            passkey: RateLimiter::keyed(settings.passkey.quota()),
            api: RateLimiter::keyed(settings.api.quota()),
            open: Mutex::new(HashMap::new()),
            settings,
        })
    }

    fn check<K: Clone + Eq + std::hash::Hash>(
        &self,
        limiter: &DefaultKeyedRateLimiter<K>,
        limit: Limit,
        key: K,
    ) -> Result<(), Refused> {
        if !self.settings.per_client {
            return Ok(());
        }
        limiter.check_key(&key).map_err(|not_until| {
            crate::metrics::refused(limit.name());
            Refused {
                limit,
                retry_after: not_until.wait_time_from(DefaultClock::default().now()),
            }
        })
    }

    /// One more game created by `addr`, or the refusal.
    ///
    /// # Errors
    /// The address's rate is spent.
    pub fn create(&self, addr: ClientAddr) -> Result<(), Refused> {
        self.check(&self.create, Limit::Create, addr)
    }

    /// One more join by `addr`.
    ///
    /// # Errors
    /// The address's rate is spent.
    pub fn join(&self, addr: ClientAddr) -> Result<(), Refused> {
        self.check(&self.join, Limit::Join, addr)
    }

    /// One more socket opened by `addr`.
    ///
    /// # Errors
    /// The address's rate is spent.
    pub fn socket(&self, addr: ClientAddr) -> Result<(), Refused> {
        self.check(&self.sockets, Limit::Sockets, addr)
    }

    /// One more socket message from `addr`.
    ///
    /// # Errors
    /// The address's rate is spent.
    pub fn message(&self, addr: ClientAddr) -> Result<(), Refused> {
        self.check(&self.messages, Limit::Messages, addr)
    }

    /// One more account created from `addr`.
    ///
    /// # Errors
    /// The address's rate is spent.
    pub fn signup(&self, addr: ClientAddr) -> Result<(), Refused> {
        self.check(&self.signup, Limit::Signup, addr)
    }

    /// One more sign-in attempt from `addr` for the account name whose key is `name_key`:
    /// counted against both, refused when either is spent. Bots of many addresses guessing one
    /// account's password meet the name's limit.
    ///
    /// # Errors
    /// The address's or the name's rate is spent.
    pub fn login(&self, addr: ClientAddr, name_key: &str) -> Result<(), Refused> {
        self.check(&self.login, Limit::Login, addr)?;
        // The name's bucket is kept only for names of at most 20 characters (the accounts'
        // own): a stranger cannot fill the memory with long keys.
        let key: String = name_key.chars().take(20).collect();
        self.check(&self.login_name, Limit::Login, key)
    }

    /// One more passkey ceremony (a challenge stored) started from `addr`.
    ///
    /// # Errors
    /// The address's rate is spent.
    pub fn passkey(&self, addr: ClientAddr) -> Result<(), Refused> {
        self.check(&self.passkey, Limit::Passkey, addr)
    }

    /// One more Bot or Board API request by account `user` (all its tokens together, from any
    /// address).
    ///
    /// # Errors
    /// The account's rate is spent.
    pub fn api(&self, user: i64) -> Result<(), Refused> {
        self.check(&self.api, Limit::Api, user)
    }

    /// Counts one more connection open from `addr` (until the [`Held`] is dropped), or refuses
    /// it when the address has [`LimitSettings::client_connections`] open already.
    ///
    /// # Errors
    /// The address is at its limit.
    pub fn hold(self: &Arc<Self>, addr: ClientAddr) -> Result<Held, Refused> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let n = open.entry(addr).or_insert(0);
        if self.settings.per_client && *n >= self.settings.client_connections {
            drop(open);
            crate::metrics::refused(Limit::ClientConnections.name());
            return Err(Refused {
                limit: Limit::ClientConnections,
                retry_after: Duration::from_secs(10),
            });
        }
        *n += 1;
        Ok(Held {
            limits: self.clone(),
            addr,
        })
    }

    /// Connections open from `addr` now.
    pub fn open_from(&self, addr: ClientAddr) -> usize {
        let open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.get(&addr).copied().unwrap_or(0)
    }

    /// Forgets the buckets that are full again (an address not seen lately costs nothing):
    /// called now and then, so that the limiter's memory is bounded by the addresses of the
    /// last minutes.
    pub fn forget_idle(&self) {
        for limiter in [
            &self.create,
            &self.join,
            &self.sockets,
            &self.messages,
            &self.signup,
            &self.login,
            &self.passkey,
        ] {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
        self.login_name.retain_recent();
        self.login_name.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn addresses_are_keyed_by_host() {
        assert_eq!(ClientAddr::of(ip("1.2.3.4")).to_string(), "1.2.3.4");
        assert_eq!(
            ClientAddr::of(ip("2001:db8:1:2:aaaa::1")),
            ClientAddr::of(ip("2001:db8:1:2:bbbb::9"))
        );
        assert_ne!(
            ClientAddr::of(ip("2001:db8:1:2::1")),
            ClientAddr::of(ip("2001:db8:1:3::1"))
        );
        assert_eq!(
            ClientAddr::of(ip("::ffff:10.0.0.1")),
            ClientAddr::of(ip("10.0.0.1"))
        );
    }

    #[test]
    fn forwarded_for_only_from_a_trusted_proxy() {
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", "6.6.6.6, 5.5.5.5".parse().unwrap());
        let proxy = ip("10.0.0.2");
        // Not trusted: the peer.
        assert_eq!(ClientAddr::from_request(proxy, &h, &[]).0, proxy);
        // Trusted: the last address it added (the client may have written the first itself).
        assert_eq!(
            ClientAddr::from_request(proxy, &h, &[proxy]).0,
            ip("5.5.5.5")
        );
        // Two trusted proxies in a row: the one before them.
        h.insert(
            "x-forwarded-for",
            "6.6.6.6, 5.5.5.5, 10.0.0.3".parse().unwrap(),
        );
        assert_eq!(
            ClientAddr::from_request(proxy, &h, &[proxy, ip("10.0.0.3")]).0,
            ip("5.5.5.5")
        );
        // Garbage: the proxy itself.
        h.insert("x-forwarded-for", "nonsense".parse().unwrap());
        assert_eq!(ClientAddr::from_request(proxy, &h, &[proxy]).0, proxy);
    }

    #[test]
    fn a_burst_then_refused_with_a_wait() {
        let limits = Limits::new(LimitSettings {
            create: Rate::per_minute(3, 6),
            ..LimitSettings::default()
        });
        let a = ClientAddr::of(ip("1.1.1.1"));
        let b = ClientAddr::of(ip("2.2.2.2"));
        for _ in 0..3 {
            limits.create(a).unwrap();
        }
        let refused = limits.create(a).unwrap_err();
        assert_eq!(refused.limit, Limit::Create);
        assert!(refused.retry_seconds() >= 1 && refused.retry_seconds() <= 10);
        // Another address is not affected.
        limits.create(b).unwrap();
    }

    #[test]
    fn connections_held_and_given_back() {
        let limits = Limits::new(LimitSettings {
            client_connections: 2,
            ..LimitSettings::default()
        });
        let a = ClientAddr::of(ip("1.1.1.1"));
        let one = limits.hold(a).unwrap();
        let two = limits.hold(a).unwrap();
        assert!(limits.hold(a).is_err());
        assert_eq!(limits.open_from(a), 2);
        drop(one);
        let _three = limits.hold(a).unwrap();
        drop(two);
        assert_eq!(limits.open_from(a), 1);
    }
}
