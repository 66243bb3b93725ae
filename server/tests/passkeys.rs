//! Passkeys (WebAuthn), against a software authenticator written here: a P-256 key
//! (`p256::ecdsa::SigningKey`) that builds real attestation objects and assertions in CBOR, as a
//! browser would send them. Registered and used to sign in; then every answer that must be refused
//! — a challenge never issued, used twice, expired, another ceremony's; another origin; another
//! site's RP id hash; a bad signature; a counter that goes back; a removed passkey; a deleted
//! account's — is refused and changes nothing.

#[macro_use]
mod common;

use alice_server::limits::Rate;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use common::{s, Db, Server};
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

on_both_databases!(
    a_passkey_registered_then_signing_in_with_it,
    refused_answers_change_nothing,
    removed_passkeys_and_deleted_accounts_sign_in_no_more,
    passkey_ceremonies_are_limited_per_address,
);

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn unb64(text: &str) -> Vec<u8> {
    URL_SAFE_NO_PAD.decode(text).unwrap()
}

fn sha256(bytes: &[u8]) -> Vec<u8> {
    Sha256::digest(bytes).to_vec()
}

fn random(n: usize) -> Vec<u8> {
    let mut buf = vec![0u8; n];
    getrandom::getrandom(&mut buf).unwrap();
    buf
}

/// CBOR, as much as an authenticator writes.
enum Cbor {
    Int(i64),
    Bytes(Vec<u8>),
    Text(&'static str),
    Map(Vec<(Cbor, Cbor)>),
}

fn cbor(item: &Cbor, out: &mut Vec<u8>) {
    fn head(major: u8, n: u64, out: &mut Vec<u8>) {
        let m = major << 5;
        match n {
            0..=23 => out.push(m | n as u8),
            24..=0xff => out.extend([m | 24, n as u8]),
            0x100..=0xffff => {
                out.push(m | 25);
                out.extend((n as u16).to_be_bytes());
            }
            _ => {
                out.push(m | 26);
                out.extend((n as u32).to_be_bytes());
            }
        }
    }
    match item {
        Cbor::Int(i) if *i >= 0 => head(0, *i as u64, out),
        Cbor::Int(i) => head(1, (-1 - *i) as u64, out),
        Cbor::Bytes(b) => {
            head(2, b.len() as u64, out);
            out.extend(b);
        }
        Cbor::Text(t) => {
            head(3, t.len() as u64, out);
            out.extend(t.as_bytes());
        }
        Cbor::Map(pairs) => {
            head(5, pairs.len() as u64, out);
            for (k, v) in pairs {
                cbor(k, out);
                cbor(v, out);
            }
        }
    }
}

/// What an answer gets wrong on purpose.
#[derive(Default, Clone)]
struct Tamper {
    /// Another challenge than the options'.
    challenge: Option<String>,
    /// Another origin than the site's.
    origin: Option<String>,
    /// Another RP id (its hash in the authenticator data).
    rp_id: Option<String>,
    /// Another `clientDataJSON.type`.
    kind: Option<&'static str>,
    /// A signature by another key.
    bad_signature: bool,
    /// This counter instead of the next one.
    count: Option<u32>,
    /// This user handle instead of the one registered.
    user_handle: Option<Vec<u8>>,
}

/// A software authenticator holding one passkey.
struct Authenticator {
    key: SigningKey,
    id: Vec<u8>,
    /// The user handle it was registered with.
    handle: Vec<u8>,
    count: u32,
    /// Whether its counter moves (some authenticators keep it at 0).
    counting: bool,
}

impl Authenticator {
    fn new() -> Authenticator {
        Authenticator {
            key: SigningKey::from_slice(&random(32)).unwrap(),
            id: random(16),
            handle: Vec::new(),
            count: 0,
            counting: true,
        }
    }

    fn next_count(&mut self, t: &Tamper) -> u32 {
        if self.counting {
            self.count += 1;
        }
        t.count.unwrap_or(self.count)
    }

    fn client_data(kind: &str, challenge: &str, origin: &str, t: &Tamper) -> Vec<u8> {
        json!({
            "type": t.kind.unwrap_or(kind),
            "challenge": t.challenge.as_deref().unwrap_or(challenge),
            "origin": t.origin.as_deref().unwrap_or(origin),
            "crossOrigin": false,
        })
        .to_string()
        .into_bytes()
    }

    /// `navigator.credentials.create(options)`'s answer, as the page sends it.
    fn register(&mut self, options: &Value, origin: &str, t: &Tamper) -> Value {
        self.handle = unb64(&s(&options["user"]["id"]));
        let rp_id = t.rp_id.clone().unwrap_or_else(|| s(&options["rp"]["id"]));
        let client_data =
            Self::client_data("webauthn.create", &s(&options["challenge"]), origin, t);
        let point = self.key.verifying_key().to_sec1_point(false);
        let point = point.as_bytes();
        let mut cose = Vec::new();
        cbor(
            &Cbor::Map(vec![
                (Cbor::Int(1), Cbor::Int(2)),
                (Cbor::Int(3), Cbor::Int(-7)),
                (Cbor::Int(-1), Cbor::Int(1)),
                (Cbor::Int(-2), Cbor::Bytes(point[1..33].to_vec())),
                (Cbor::Int(-3), Cbor::Bytes(point[33..65].to_vec())),
            ]),
            &mut cose,
        );
        let mut auth = sha256(rp_id.as_bytes());
        auth.push(0x45); // UP, UV, AT
        auth.extend(self.next_count(t).to_be_bytes());
        auth.extend([0u8; 16]); // AAGUID
        auth.extend((self.id.len() as u16).to_be_bytes());
        auth.extend(&self.id);
        auth.extend(cose);
        let mut object = Vec::new();
        cbor(
            &Cbor::Map(vec![
                (Cbor::Text("fmt"), Cbor::Text("none")),
                (Cbor::Text("attStmt"), Cbor::Map(vec![])),
                (Cbor::Text("authData"), Cbor::Bytes(auth)),
            ]),
            &mut object,
        );
        json!({
            "credential": {
                "id": b64(&self.id),
                "rawId": b64(&self.id),
                "type": "public-key",
                "response": {
                    "clientDataJSON": b64(&client_data),
                    "attestationObject": b64(&object),
                    "transports": ["internal"],
                },
                "clientExtensionResults": {},
            },
            "label": "My laptop",
        })
    }

    /// `navigator.credentials.get(options)`'s answer.
    fn assert(&mut self, options: &Value, origin: &str, t: &Tamper) -> Value {
        let rp_id = t.rp_id.clone().unwrap_or_else(|| s(&options["rpId"]));
        let client_data = Self::client_data("webauthn.get", &s(&options["challenge"]), origin, t);
        let mut auth = sha256(rp_id.as_bytes());
        auth.push(0x05); // UP, UV
        auth.extend(self.next_count(t).to_be_bytes());
        let mut signed = auth.clone();
        signed.extend(sha256(&client_data));
        let key = if t.bad_signature {
            SigningKey::from_slice(&random(32)).unwrap()
        } else {
            self.key.clone()
        };
        let signature: Signature = key.sign(&signed);
        json!({
            "credential": {
                "id": b64(&self.id),
                "rawId": b64(&self.id),
                "type": "public-key",
                "response": {
                    "clientDataJSON": b64(&client_data),
                    "authenticatorData": b64(&auth),
                    "signature": b64(signature.to_der().as_bytes()),
                    "userHandle": b64(t.user_handle.as_ref().unwrap_or(&self.handle)),
                },
            },
        })
    }
}

/// The site as a browser reaches it: `localhost` (an IP address cannot have passkeys).
struct Site {
    server: Server,
    origin: String,
}

impl Site {
    fn new(server: Server) -> Site {
        let origin = format!("http://localhost:{}", server.addr.port());
        Site { server, origin }
    }

    /// A request with `Host: localhost:PORT`, the site's `Origin`, and the session `cookie`:
    /// (status, lowercase headers, JSON body).
    async fn call(
        &self,
        method: &str,
        path: &str,
        body: Value,
        cookie: Option<&str>,
    ) -> (u16, String, Value) {
        let mut headers = format!(
            "Host: localhost:{}\r\nOrigin: {}\r\n",
            self.server.addr.port(),
            self.origin
        );
        if let Some(c) = cookie {
            headers.push_str(&format!("Cookie: alice_session={c}\r\n"));
        }
        let body = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        let (status, headers, text) = self
            .server
            .request_with(method, path, &body, &headers)
            .await;
        (
            status,
            headers,
            serde_json::from_str(&text).unwrap_or(Value::Null),
        )
    }

    async fn signup(&self, name: &str) -> String {
        let (status, headers, body) = self
            .call(
                "POST",
                "/api/signup",
                json!({"name": name, "password": "correct horse"}),
                None,
            )
            .await;
        assert_eq!(status, 201, "{body}");
        cookie_of(&headers).unwrap()
    }

    async fn register_options(&self, cookie: &str) -> Value {
        let (status, _, options) = self
            .call(
                "POST",
                "/api/account/passkeys/options",
                json!({}),
                Some(cookie),
            )
            .await;
        assert_eq!(status, 200, "{options}");
        options
    }

    /// Registers `auth`'s passkey for the account of `cookie`.
    async fn register(&self, auth: &mut Authenticator, cookie: &str) -> Value {
        let options = self.register_options(cookie).await;
        let answer = auth.register(&options, &self.origin, &Tamper::default());
        let (status, _, body) = self
            .call("POST", "/api/account/passkeys", answer, Some(cookie))
            .await;
        assert_eq!(status, 201, "{body}");
        body
    }

    async fn login_options(&self) -> Value {
        let (status, _, options) = self
            .call("POST", "/api/login/passkey/options", json!({}), None)
            .await;
        assert_eq!(status, 200, "{options}");
        options
    }

    /// Signs in with `auth` (answers tampered with `t`): (status, the session cookie, body).
    async fn sign_in(&self, auth: &mut Authenticator, t: &Tamper) -> (u16, Option<String>, Value) {
        let options = self.login_options().await;
        self.answer_login(auth, &options, t).await
    }

    async fn answer_login(
        &self,
        auth: &mut Authenticator,
        options: &Value,
        t: &Tamper,
    ) -> (u16, Option<String>, Value) {
        let answer = auth.assert(options, &self.origin, t);
        let (status, headers, body) = self.call("POST", "/api/login/passkey", answer, None).await;
        (status, cookie_of(&headers), body)
    }

    async fn whoami(&self, cookie: &str) -> Option<String> {
        let (status, _, body) = self
            .call("GET", "/api/account", Value::Null, Some(cookie))
            .await;
        (status == 200).then(|| s(&body["name"]))
    }

    /// What a refused answer must not change: the account's passkeys (counters and last uses
    /// shown as `lastUsed`) and its sessions.
    async fn snapshot(&self, cookie: &str) -> (Value, usize) {
        let (_, _, passkeys) = self
            .call("GET", "/api/account/passkeys", Value::Null, Some(cookie))
            .await;
        let (_, _, sessions) = self
            .call("GET", "/api/account/sessions", Value::Null, Some(cookie))
            .await;
        (passkeys, sessions.as_array().map_or(0, Vec::len))
    }
}

/// The session cookie an answer sets, if any.
fn cookie_of(headers: &str) -> Option<String> {
    headers
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: alice_session="))
        .map(|v| v.split(';').next().unwrap().to_string())
        .filter(|v| !v.is_empty())
}

fn code(body: &Value) -> String {
    s(&body["error"]["code"])
}

async fn a_passkey_registered_then_signing_in_with_it(db: Db) {
    let site = Site::new(Server::start(&db));
    // Signed out: no registration.
    let (status, _, body) = site
        .call("POST", "/api/account/passkeys/options", json!({}), None)
        .await;
    assert_eq!((status, code(&body)), (401, "signed-out".into()));
    let ann = site.signup("ann").await;

    // The options: a fresh challenge, this host as RP id, the account's user handle, ES256
    // only, a discoverable credential.
    let options = site.register_options(&ann).await;
    assert_eq!(unb64(&s(&options["challenge"])).len(), 32);
    assert_eq!(options["rp"]["id"], "localhost");
    assert_eq!(options["user"]["name"], "ann");
    assert_eq!(options["user"]["displayName"], "ann");
    let handle = s(&options["user"]["id"]);
    assert_eq!(unb64(&handle).len(), 32);
    assert_eq!(
        options["pubKeyCredParams"],
        json!([{"type": "public-key", "alg": -7}])
    );
    assert_eq!(options["excludeCredentials"], json!([]));
    assert_eq!(options["authenticatorSelection"]["residentKey"], "required");
    assert_eq!(
        options["authenticatorSelection"]["userVerification"],
        "preferred"
    );
    assert_eq!(options["timeout"], 300_000);
    // The same handle each time; another challenge.
    let again = site.register_options(&ann).await;
    assert_eq!(s(&again["user"]["id"]), handle);
    assert_ne!(again["challenge"], options["challenge"]);

    // Registered.
    let mut key = Authenticator::new();
    let answer = key.register(&options, &site.origin, &Tamper::default());
    let (status, _, added) = site
        .call("POST", "/api/account/passkeys", answer, Some(&ann))
        .await;
    assert_eq!(status, 201, "{added}");
    assert_eq!(added["id"], b64(&key.id));
    assert_eq!(added["label"], "My laptop");
    assert!(added["created"].as_u64().unwrap() > 0);
    assert_eq!(added["lastUsed"], Value::Null);
    let (_, _, list) = site
        .call("GET", "/api/account/passkeys", Value::Null, Some(&ann))
        .await;
    assert_eq!(list, json!([added]));
    // The next options exclude it; registering it again is refused.
    let options = site.register_options(&ann).await;
    assert_eq!(
        options["excludeCredentials"],
        json!([{"type": "public-key", "id": b64(&key.id)}])
    );
    let answer = key.register(&options, &site.origin, &Tamper::default());
    let (status, _, body) = site
        .call("POST", "/api/account/passkeys", answer, Some(&ann))
        .await;
    assert_eq!((status, code(&body)), (409, "passkey-exists".into()));

    // Signing in: the options ask for any passkey of this site.
    let options = site.login_options().await;
    assert_eq!(options["rpId"], "localhost");
    assert_eq!(options["allowCredentials"], json!([]));
    assert_eq!(unb64(&s(&options["challenge"])).len(), 32);
    let (status, cookie, body) = site
        .answer_login(&mut key, &options, &Tamper::default())
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["name"], "ann");
    let cookie = cookie.expect("a session cookie");
    assert_eq!(site.whoami(&cookie).await.as_deref(), Some("ann"));
    // A session as a password's: listed with the others, ended by signing out.
    let (_, sessions) = site.snapshot(&ann).await;
    assert_eq!(sessions, 2);
    let (_, _, list) = site
        .call("GET", "/api/account/passkeys", Value::Null, Some(&ann))
        .await;
    assert!(list[0]["lastUsed"].as_u64().is_some(), "{list}");
    // Again (the counter grows).
    let (status, again, _) = site.sign_in(&mut key, &Tamper::default()).await;
    assert_eq!(status, 200);
    assert_ne!(again.unwrap(), cookie);
    let (status, _, _) = site
        .call("POST", "/api/logout", json!({}), Some(&cookie))
        .await;
    assert_eq!(status, 204);
    assert_eq!(site.whoami(&cookie).await, None);

    // An authenticator whose counter stays 0 signs in each time.
    let mut zero = Authenticator::new();
    zero.counting = false;
    site.register(&mut zero, &ann).await;
    for _ in 0..2 {
        let (status, _, body) = site.sign_in(&mut zero, &Tamper::default()).await;
        assert_eq!(status, 200, "{body}");
    }

    // An IP address has no passkeys: a clear refusal.
    let (status, _, body) = site
        .server
        .request_with("POST", "/api/login/passkey/options", "{}", "")
        .await;
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((status, code(&body)), (400, "passkey-host".into()));
    // An API token cannot add a passkey.
    let (_, _, token) = site
        .call(
            "POST",
            "/api/account/tokens",
            json!({"description": "bot"}),
            Some(&ann),
        )
        .await;
    let (status, _, body) = site
        .server
        .request_with(
            "POST",
            "/api/account/passkeys/options",
            "{}",
            &format!(
                "Host: localhost:{}\r\nAuthorization: Bearer {}\r\n",
                site.server.addr.port(),
                s(&token["token"])
            ),
        )
        .await;
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((status, code(&body)), (403, "passkey-session".into()));
    // Another site's page may not even ask (the server's Origin rule).
    let (status, _, _) = site
        .server
        .request_with(
            "POST",
            "/api/login/passkey/options",
            "{}",
            &format!(
                "Host: localhost:{}\r\nOrigin: http://evil.example\r\n",
                site.server.addr.port()
            ),
        )
        .await;
    assert_eq!(status, 403);
}

async fn refused_answers_change_nothing(db: Db) {
    let site = Site::new(Server::start(&db));
    let ann = site.signup("ann").await;
    let bob = site.signup("bob").await;
    let mut key = Authenticator::new();
    site.register(&mut key, &ann).await;
    let mut bobs = Authenticator::new();
    site.register(&mut bobs, &bob).await;
    let (status, _, _) = site.sign_in(&mut key, &Tamper::default()).await;
    assert_eq!(status, 200);
    let before = site.snapshot(&ann).await;

    let never_issued = b64(&random(32));
    let cases: Vec<(&str, Tamper, u16, &str)> = vec![
        (
            "a challenge never issued",
            Tamper {
                challenge: Some(never_issued),
                ..Tamper::default()
            },
            400,
            "passkey-expired",
        ),
        (
            "a challenge that is no challenge",
            Tamper {
                challenge: Some("x".into()),
                ..Tamper::default()
            },
            400,
            "passkey-expired",
        ),
        (
            "another origin",
            Tamper {
                origin: Some("http://evil.example".into()),
                ..Tamper::default()
            },
            400,
            "passkey-origin",
        ),
        (
            "another port",
            Tamper {
                origin: Some("http://localhost:1".into()),
                ..Tamper::default()
            },
            400,
            "passkey-origin",
        ),
        (
            "another site's RP id hash",
            Tamper {
                rp_id: Some("evil.example".into()),
                ..Tamper::default()
            },
            400,
            "passkey-origin",
        ),
        (
            "a registration's type",
            Tamper {
                kind: Some("webauthn.create"),
                ..Tamper::default()
            },
            400,
            "passkey-invalid",
        ),
        (
            "a bad signature",
            Tamper {
                bad_signature: true,
                ..Tamper::default()
            },
            401,
            "passkey-signature",
        ),
        (
            "a counter that goes back",
            Tamper {
                count: Some(1),
                ..Tamper::default()
            },
            401,
            "passkey-counter",
        ),
        (
            "a counter that stays",
            Tamper {
                count: Some(key.count),
                ..Tamper::default()
            },
            401,
            "passkey-counter",
        ),
        (
            "another account's user handle",
            Tamper {
                user_handle: Some(bobs.handle.clone()),
                ..Tamper::default()
            },
            401,
            "passkey-unknown",
        ),
    ];
    for (what, tamper, status, expected) in cases {
        let options = site.login_options().await;
        let (got, cookie, body) = site.answer_login(&mut key, &options, &tamper).await;
        assert_eq!(
            (got, code(&body)),
            (status, expected.into()),
            "{what}: {body}"
        );
        assert_eq!(cookie, None, "{what}");
        assert_eq!(site.snapshot(&ann).await, before, "{what}");
        // The challenge was used up by the refused answer: the right answer to it is refused too.
        if tamper.challenge.is_none() {
            let (got, _, body) = site
                .answer_login(&mut key, &options, &Tamper::default())
                .await;
            assert_eq!(
                (got, code(&body)),
                (400, "passkey-expired".into()),
                "{what}, then right"
            );
            assert_eq!(site.snapshot(&ann).await, before, "{what}, then right");
        }
    }

    // A challenge used once (a sign-in that passed) is refused the second time.
    let options = site.login_options().await;
    let (status, _, _) = site
        .answer_login(&mut key, &options, &Tamper::default())
        .await;
    assert_eq!(status, 200);
    let before = site.snapshot(&ann).await;
    let (status, cookie, body) = site
        .answer_login(&mut key, &options, &Tamper::default())
        .await;
    assert_eq!((status, code(&body)), (400, "passkey-expired".into()));
    assert_eq!(cookie, None);
    assert_eq!(site.snapshot(&ann).await, before);

    // An expired challenge.
    let options = site.login_options().await;
    db.execute("UPDATE passkey_challenges SET expires = 1")
        .await;
    let (status, _, body) = site
        .answer_login(&mut key, &options, &Tamper::default())
        .await;
    assert_eq!((status, code(&body)), (400, "passkey-expired".into()));
    assert_eq!(site.snapshot(&ann).await, before);

    // A registration's challenge does not sign in, nor a sign-in's register.
    let options = site.register_options(&ann).await;
    let as_login = json!({"challenge": options["challenge"], "rpId": "localhost"});
    let (status, _, body) = site
        .answer_login(&mut key, &as_login, &Tamper::default())
        .await;
    assert_eq!((status, code(&body)), (400, "passkey-expired".into()));
    let login = site.login_options().await;
    let mut other = Authenticator::new();
    let as_register = json!({
        "challenge": login["challenge"],
        "rp": {"id": "localhost"},
        "user": {"id": b64(&random(32))},
    });
    let answer = other.register(&as_register, &site.origin, &Tamper::default());
    let (status, _, body) = site
        .call("POST", "/api/account/passkeys", answer, Some(&ann))
        .await;
    assert_eq!((status, code(&body)), (400, "passkey-expired".into()));
    // Nor does one account's registration challenge serve another.
    let options = site.register_options(&bob).await;
    let answer = other.register(&options, &site.origin, &Tamper::default());
    let (status, _, body) = site
        .call("POST", "/api/account/passkeys", answer, Some(&ann))
        .await;
    assert_eq!((status, code(&body)), (400, "passkey-expired".into()));
    assert_eq!(site.snapshot(&ann).await, before);

    // Registrations refused: another origin, another RP id, a registration's challenge used
    // twice. Nothing stored.
    for (what, tamper, expected) in [
        (
            "another origin",
            Tamper {
                origin: Some("https://evil.example".into()),
                ..Tamper::default()
            },
            "passkey-origin",
        ),
        (
            "another RP id",
            Tamper {
                rp_id: Some("evil.example".into()),
                ..Tamper::default()
            },
            "passkey-origin",
        ),
        (
            "a sign-in's type",
            Tamper {
                kind: Some("webauthn.get"),
                ..Tamper::default()
            },
            "passkey-invalid",
        ),
    ] {
        let options = site.register_options(&ann).await;
        let mut fresh = Authenticator::new();
        let answer = fresh.register(&options, &site.origin, &tamper);
        let (status, _, body) = site
            .call("POST", "/api/account/passkeys", answer, Some(&ann))
            .await;
        assert_eq!((status, code(&body)), (400, expected.into()), "{what}");
        assert_eq!(site.snapshot(&ann).await, before, "{what}");
    }
    let options = site.register_options(&ann).await;
    let mut fresh = Authenticator::new();
    let answer = fresh.register(&options, &site.origin, &Tamper::default());
    let (status, _, _) = site
        .call("POST", "/api/account/passkeys", answer.clone(), Some(&ann))
        .await;
    assert_eq!(status, 201);
    let after_one = site.snapshot(&ann).await;
    let mut replayed = answer;
    let mut another = Authenticator::new();
    // The same answer with another credential: its challenge is spent.
    let spent = another.register(&options, &site.origin, &Tamper::default());
    replayed["credential"] = spent["credential"].clone();
    let (status, _, body) = site
        .call("POST", "/api/account/passkeys", replayed, Some(&ann))
        .await;
    assert_eq!((status, code(&body)), (400, "passkey-expired".into()));
    assert_eq!(site.snapshot(&ann).await, after_one);

    // Garbage: refused in words, nothing stored.
    for garbage in [
        json!({}),
        json!({"credential": {"id": "!!", "response": {}}}),
        json!({"credential": {"id": "AA", "response": {"clientDataJSON": "AA", "attestationObject": "AA"}}}),
    ] {
        let (status, _, body) = site
            .call("POST", "/api/account/passkeys", garbage.clone(), Some(&ann))
            .await;
        assert_eq!(status, 400, "{garbage}: {body}");
        assert!(body["error"]["message"].is_string());
    }
    assert_eq!(site.snapshot(&ann).await, after_one);
}

async fn removed_passkeys_and_deleted_accounts_sign_in_no_more(db: Db) {
    let site = Site::new(Server::start(&db));
    let ann = site.signup("ann").await;
    let mut key = Authenticator::new();
    let added = site.register(&mut key, &ann).await;
    let id = s(&added["id"]);
    // Another account cannot remove it.
    let bob = site.signup("bob").await;
    let (status, _, _) = site
        .call(
            "DELETE",
            &format!("/api/account/passkeys/{id}"),
            Value::Null,
            Some(&bob),
        )
        .await;
    assert_eq!(status, 404);
    let (status, _, _) = site.sign_in(&mut key, &Tamper::default()).await;
    assert_eq!(status, 200);
    // Removed: it signs in no more.
    let (status, _, _) = site
        .call(
            "DELETE",
            &format!("/api/account/passkeys/{id}"),
            Value::Null,
            Some(&ann),
        )
        .await;
    assert_eq!(status, 204);
    let (_, _, list) = site
        .call("GET", "/api/account/passkeys", Value::Null, Some(&ann))
        .await;
    assert_eq!(list, json!([]));
    let before = site.snapshot(&ann).await;
    let (status, cookie, body) = site.sign_in(&mut key, &Tamper::default()).await;
    assert_eq!((status, code(&body)), (401, "passkey-unknown".into()));
    assert_eq!(cookie, None);
    assert_eq!(site.snapshot(&ann).await, before);
    let (status, _, body) = site
        .call(
            "DELETE",
            &format!("/api/account/passkeys/{id}"),
            Value::Null,
            Some(&ann),
        )
        .await;
    assert_eq!((status, code(&body)), (404, "not-found".into()));

    // Bob's passkey, then Bob deletes his account: it signs in no more, and it is gone (the same
    // credential may be registered by another account).
    let mut bobs = Authenticator::new();
    site.register(&mut bobs, &bob).await;
    let (status, _, _) = site.sign_in(&mut bobs, &Tamper::default()).await;
    assert_eq!(status, 200);
    let (status, _, _) = site
        .call(
            "POST",
            "/api/account/delete",
            json!({"password": "correct horse"}),
            Some(&bob),
        )
        .await;
    assert_eq!(status, 204);
    let (status, cookie, body) = site.sign_in(&mut bobs, &Tamper::default()).await;
    assert_eq!((status, code(&body)), (401, "passkey-unknown".into()));
    assert_eq!(cookie, None);
    let carol = site.signup("carol").await;
    site.register(&mut bobs, &carol).await;
    let (status, _, body) = site.sign_in(&mut bobs, &Tamper::default()).await;
    assert_eq!((status, s(&body["name"])), (200, "carol".into()));
}

async fn passkey_ceremonies_are_limited_per_address(db: Db) {
    let mut config = db.config();
    config.limits.passkey = Rate::per_minute(3, 1);
    let site = Site::new(Server::start_with_config(config));
    for _ in 0..3 {
        site.login_options().await;
    }
    let (status, headers, body) = site
        .call("POST", "/api/login/passkey/options", json!({}), None)
        .await;
    assert_eq!((status, code(&body)), (429, "rate-limited".into()));
    assert_eq!(body["error"]["limit"], "passkey");
    assert!(headers.contains("retry-after:"), "{headers}");
}
