//! Passkeys (WebAuthn): an account adds one from a signed-in browser, then signs in with it —
//! no name, no password (`docs/PROTOCOL.md`, "Passkeys"):
//!
//! - `POST /api/account/passkeys/options` → the `PublicKeyCredentialCreationOptions` (in
//!   WebAuthn's JSON form: bytes as base64url) for `navigator.credentials.create`;
//! - `POST /api/account/passkeys` `{credential, label?}` → `201 {id, label, created, lastUsed}`;
//! - `GET /api/account/passkeys` → the account's passkeys; `DELETE /api/account/passkeys/{id}`
//!   removes one;
//! - `POST /api/login/passkey/options` → the `PublicKeyCredentialRequestOptions` (no
//!   `allowCredentials`: the authenticator offers the site's passkeys it holds);
//! - `POST /api/login/passkey` `{credential}` → `{name}` and the session cookie, exactly as
//!   `POST /api/login`.
//!
//! The relying party's id is the request's host without its port (`Host`, as the reverse proxy
//! passes it on): a passkey belongs to that name, and an IP address cannot have any (browsers
//! refuse it). The client data's origin must be the site's own ([`is_own_origin`]). Each
//! ceremony's challenge (32 random bytes) is stored in the database (any node of a cluster may
//! finish it), expires after [`CHALLENGE_MS`], and is taken — deleted — by the first answer that
//! names it, whether that answer passes or not; starting a ceremony counts against the address's
//! `passkey` rate ([`crate::limits`]). The checks themselves are in [`super::webauthn`]: any
//! attestation format, never trusted; ES256 only.

use super::api::{split_with, start_session};
use super::webauthn::{
    self, attestation_auth_data, auth_data, b64, client_data, sha256, unb64, verify_assertion,
    AuthData, WebAuthnError, FLAG_UP, MAX_CREDENTIAL_ID,
};
use super::MaybeViewer;
use crate::api::{body, error, no_store};
use crate::clock::now_ms;
use crate::limits::ClientAddr;
use crate::security::is_own_origin;
use crate::state::AppState;
use crate::store::{ChallengeRow, NewPasskey, PasskeyRow, StoreError};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::Router;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// A challenge expires this long after it was issued (ms); the browser is given as long.
pub const CHALLENGE_MS: u64 = 5 * 60 * 1000;
/// At most this many passkeys an account.
pub const MAX_PASSKEYS: usize = 20;
/// The largest request body of these routes (a credential id may have 1023 bytes, sent twice
/// and inside the attestation object).
const MAX_BODY: usize = 16 * 1024;
/// The longest client data JSON read.
const MAX_CLIENT_DATA: usize = 4096;
/// The site's name shown by the authenticator.
const RP_NAME: &str = "Alice Chess";

/// The passkeys' routes.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/api/account/passkeys", get(list).post(register))
        .route("/api/account/passkeys/options", post(register_options))
        .route("/api/account/passkeys/{id}", delete(remove))
        .route("/api/login/passkey/options", post(login_options))
        .route("/api/login/passkey", post(login))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .with_state(state)
}

fn storage(e: StoreError) -> Response {
    crate::api::storage_error(e, "the passkey")
}

fn refused(e: WebAuthnError) -> Response {
    let status = match e {
        WebAuthnError::Signature => StatusCode::UNAUTHORIZED,
        _ => StatusCode::BAD_REQUEST,
    };
    error(status, e.code(), e.message())
}

fn unknown() -> Response {
    error(
        StatusCode::UNAUTHORIZED,
        "passkey-unknown",
        "this passkey is not known here: it may have been removed, or its account deleted",
    )
}

/// Only a browser's session (not an API token) may add or remove a way to sign in.
fn browser_session(viewer: Option<super::Viewer>) -> Result<super::Viewer, Box<Response>> {
    match viewer {
        None => Err(Box::new(error(
            StatusCode::UNAUTHORIZED,
            "signed-out",
            "sign in to use your account",
        ))),
        Some(v) if v.session.kind != "session" => Err(Box::new(error(
            StatusCode::FORBIDDEN,
            "passkey-session",
            "passkeys are added and removed from a signed-in browser, not with an API token",
        ))),
        Some(v) => Ok(v),
    }
}

/// The relying party's id: the request's host without its port. `None` for an IP address
/// (WebAuthn refuses them) or no host.
pub fn rp_id(headers: &HeaderMap) -> Option<String> {
    let host = headers.get(header::HOST)?.to_str().ok()?.trim();
    let name = if host.starts_with('[') {
        return None; // an IPv6 address
    } else {
        host.rsplit_once(':').map_or(host, |(name, _)| name)
    };
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    let ok = !name.is_empty()
        && name.parse::<std::net::IpAddr>().is_err()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
    ok.then_some(name)
}

fn no_rp_id() -> Response {
    error(
        StatusCode::BAD_REQUEST,
        "passkey-host",
        "passkeys need the site's name (such as localhost), not an IP address",
    )
}

fn random_b64(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::getrandom(&mut buf).expect("the operating system's random source");
    b64(&buf)
}

/// Stores a new challenge of `kind` (for `user`, a registration's), after the address's rate.
async fn new_challenge(
    state: &AppState,
    client: ClientAddr,
    kind: &str,
    user: Option<i64>,
    rp_id: &str,
) -> Result<String, Response> {
    if let Err(r) = state.limits.passkey(client) {
        return Err(r.response());
    }
    let challenge = random_b64(32);
    let now = now_ms();
    let row = ChallengeRow {
        challenge: challenge.clone(),
        kind: kind.to_string(),
        user,
        rp_id: rp_id.to_string(),
        expires: now + CHALLENGE_MS,
    };
    state.store.add_challenge(row, now).await.map_err(storage)?;
    Ok(challenge)
}

fn passkey_json(p: &PasskeyRow) -> Value {
    json!({
        "id": p.id,
        "label": p.label,
        "created": p.created,
        "lastUsed": p.last_used,
    })
}

async fn register_options(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    client: ClientAddr,
    headers: HeaderMap,
) -> Response {
    let v = match browser_session(viewer) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let Some(rp_id) = rp_id(&headers) else {
        return no_rp_id();
    };
    let handle = match state.store.user_handle(v.user.id, &random_b64(32)).await {
        Ok(h) => h,
        Err(e) => return storage(e),
    };
    let existing = match state.store.passkeys_of(v.user.id).await {
        Ok(rows) => rows,
        Err(e) => return storage(e),
    };
    if existing.len() >= MAX_PASSKEYS {
        return too_many();
    }
    let challenge = match new_challenge(&state, client, "register", Some(v.user.id), &rp_id).await {
        Ok(c) => c,
        Err(r) => return r,
    };
    no_store(
        StatusCode::OK,
        json!({
            "challenge": challenge,
            "rp": {"id": rp_id, "name": RP_NAME},
            "user": {"id": handle, "name": v.user.name, "displayName": v.user.name},
            "pubKeyCredParams": [{"type": "public-key", "alg": webauthn::ES256 as i64}],
            "excludeCredentials": existing
                .iter()
                .map(|p| json!({"type": "public-key", "id": p.id}))
                .collect::<Vec<_>>(),
            "authenticatorSelection": {
                "residentKey": "required",
                "requireResidentKey": true,
                "userVerification": "preferred",
            },
            "attestation": "none",
            "timeout": CHALLENGE_MS,
        }),
    )
}

fn too_many() -> Response {
    error(
        StatusCode::CONFLICT,
        "too-many-passkeys",
        "an account has at most 20 passkeys: remove one first",
    )
}

async fn login_options(
    State(state): State<Arc<AppState>>,
    client: ClientAddr,
    headers: HeaderMap,
) -> Response {
    let Some(rp_id) = rp_id(&headers) else {
        return no_rp_id();
    };
    match new_challenge(&state, client, "login", None, &rp_id).await {
        Ok(challenge) => no_store(
            StatusCode::OK,
            json!({
                "challenge": challenge,
                "rpId": rp_id,
                "allowCredentials": [],
                "userVerification": "preferred",
                "timeout": CHALLENGE_MS,
            }),
        ),
        Err(r) => r,
    }
}

/// A credential as `PublicKeyCredential.toJSON()` gives it (other fields ignored).
#[derive(Deserialize)]
struct Credential<R> {
    id: String,
    #[serde(default, rename = "rawId")]
    raw_id: Option<String>,
    #[serde(default, rename = "type")]
    kind: Option<String>,
    response: R,
}

#[derive(Deserialize)]
struct Attestation {
    #[serde(rename = "clientDataJSON")]
    client_data_json: String,
    #[serde(rename = "attestationObject")]
    attestation_object: String,
}

#[derive(Deserialize)]
struct Assertion {
    #[serde(rename = "clientDataJSON")]
    client_data_json: String,
    #[serde(rename = "authenticatorData")]
    authenticator_data: String,
    signature: String,
    #[serde(default, rename = "userHandle")]
    user_handle: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RegisterBody {
    credential: Credential<Attestation>,
    #[serde(default)]
    label: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LoginBody {
    credential: Credential<Assertion>,
}

/// The credential's id, read (base64url, 1 to 1023 bytes) and the same as its `rawId`.
fn credential_id<R>(c: &Credential<R>) -> Result<Vec<u8>, WebAuthnError> {
    let id = unb64(&c.id, MAX_CREDENTIAL_ID)?;
    let same_raw = c
        .raw_id
        .as_deref()
        .is_none_or(|raw| unb64(raw, MAX_CREDENTIAL_ID).ok().as_ref() == Some(&id));
    if id.is_empty() || id.len() > MAX_CREDENTIAL_ID || !same_raw {
        return Err(WebAuthnError::Credential);
    }
    if c.kind.as_deref().is_some_and(|k| k != "public-key") {
        return Err(WebAuthnError::Malformed(
            "the credential is not a public key",
        ));
    }
    Ok(id)
}

/// The first step of both ceremonies' ends: the client data read; its challenge taken (used
/// up, whatever follows) and checked to be a live one of `kind` issued for this host (and, for
/// a registration, this account); its type and origin checked. Returns the RP id.
async fn take_challenge(
    state: &AppState,
    headers: &HeaderMap,
    kind: &str,
    user: Option<i64>,
    client_data_json: &[u8],
) -> Result<String, Response> {
    let Some(rp_id) = rp_id(headers) else {
        return Err(no_rp_id());
    };
    let data = client_data(client_data_json).map_err(refused)?;
    // Any string may be sent: only one of our own (43 characters) can match a row.
    let taken = if data.challenge.len() == 43 {
        state
            .store
            .take_challenge(&data.challenge)
            .await
            .map_err(storage)?
    } else {
        None
    };
    let live = taken.is_some_and(|c| {
        c.kind == kind && c.user == user && c.rp_id == rp_id && c.expires >= now_ms()
    });
    if !live {
        return Err(refused(WebAuthnError::Challenge));
    }
    let ceremony = if kind == "register" {
        "webauthn.create"
    } else {
        "webauthn.get"
    };
    data.check(ceremony, |origin| is_own_origin(origin, headers))
        .map_err(refused)?;
    Ok(rp_id)
}

/// The authenticator data, read, for `rp_id` (its hash) with the user-present flag.
fn checked_auth_data(bytes: &[u8], rp_id: &str) -> Result<AuthData, WebAuthnError> {
    let auth = auth_data(bytes)?;
    if auth.rp_id_hash != sha256(rp_id.as_bytes()) {
        return Err(WebAuthnError::RpId);
    }
    if auth.flags & FLAG_UP == 0 {
        return Err(WebAuthnError::UserPresence);
    }
    Ok(auth)
}

async fn register(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    request: axum::extract::Request,
) -> Response {
    let v = match browser_session(viewer) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let (parts, bytes) = match split_with(request, MAX_BODY).await {
        Ok(p) => p,
        Err(r) => return *r,
    };
    let req: RegisterBody = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    let c = &req.credential;
    let client_data_json = match unb64(&c.response.client_data_json, MAX_CLIENT_DATA) {
        Ok(d) => d,
        Err(e) => return refused(e),
    };
    let rp_id = match take_challenge(
        &state,
        &parts.headers,
        "register",
        Some(v.user.id),
        &client_data_json,
    )
    .await
    {
        Ok(rp_id) => rp_id,
        Err(r) => return r,
    };
    let auth = match unb64(&c.response.attestation_object, MAX_BODY)
        .and_then(|object| attestation_auth_data(&object))
        .and_then(|data| checked_auth_data(&data, &rp_id))
    {
        Ok(auth) => auth,
        Err(e) => return refused(e),
    };
    let Some(attested) = auth.credential else {
        return refused(WebAuthnError::Credential);
    };
    match credential_id(c) {
        Ok(id) if id == attested.id => {}
        Ok(_) => return refused(WebAuthnError::Credential),
        Err(e) => return refused(e),
    }
    match state.store.passkeys_of(v.user.id).await {
        Ok(rows) if rows.len() >= MAX_PASSKEYS => return too_many(),
        Ok(_) => {}
        Err(e) => return storage(e),
    }
    let label: String = req
        .label
        .chars()
        .filter(|c| !c.is_control())
        .take(60)
        .collect();
    let row = NewPasskey {
        id: b64(&attested.id),
        user: v.user.id,
        public_key: b64(&attested.public_key),
        sign_count: auth.sign_count,
        label: match label.trim() {
            "" => "Passkey".to_string(),
            l => l.to_string(),
        },
        created: now_ms(),
        last_used: None,
    };
    match state.store.add_passkey(row.clone()).await {
        Ok(true) => {
            tracing::info!(user = v.user.id, "passkey added");
            no_store(StatusCode::CREATED, passkey_json(&row))
        }
        Ok(false) => error(
            StatusCode::CONFLICT,
            "passkey-exists",
            "this passkey is registered already",
        ),
        Err(e) => storage(e),
    }
}

async fn login(State(state): State<Arc<AppState>>, request: axum::extract::Request) -> Response {
    let (parts, bytes) = match split_with(request, MAX_BODY).await {
        Ok(p) => p,
        Err(r) => return *r,
    };
    let req: LoginBody = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    let c = &req.credential;
    let decoded = (|| {
        Ok::<_, WebAuthnError>((
            unb64(&c.response.client_data_json, MAX_CLIENT_DATA)?,
            unb64(&c.response.authenticator_data, MAX_BODY)?,
            unb64(&c.response.signature, 256)?,
            c.response
                .user_handle
                .as_deref()
                .map(|h| unb64(h, 64))
                .transpose()?,
        ))
    })();
    let (client_data_json, authenticator_data, signature, handle) = match decoded {
        Ok(d) => d,
        Err(e) => return refused(e),
    };
    let rp_id = match take_challenge(&state, &parts.headers, "login", None, &client_data_json).await
    {
        Ok(rp_id) => rp_id,
        Err(r) => return r,
    };
    let auth = match checked_auth_data(&authenticator_data, &rp_id) {
        Ok(auth) => auth,
        Err(e) => return refused(e),
    };
    let id = match credential_id(c) {
        Ok(id) => b64(&id),
        Err(e) => return refused(e),
    };
    let (user, stored_handle, passkey) = match state.store.passkey(&id).await {
        Ok(Some(found)) => found,
        Ok(None) => return unknown(),
        Err(e) => return storage(e),
    };
    // The user handle the authenticator keeps with the passkey must be its account's.
    let same_account = matches!((&handle, &stored_handle), (Some(h), Some(s)) if b64(h) == *s);
    if user.deleted.is_some() || !same_account {
        return unknown();
    }
    let verified = unb64(&passkey.public_key, 65)
        .and_then(|key| verify_assertion(&key, &authenticator_data, &client_data_json, &signature));
    if let Err(e) = verified {
        return refused(e);
    }
    match state
        .store
        .use_passkey(&id, auth.sign_count, now_ms())
        .await
    {
        Ok(true) => {}
        Ok(false) => {
            tracing::warn!(user = user.id, "passkey counter did not grow: refused");
            return error(
                StatusCode::UNAUTHORIZED,
                "passkey-counter",
                "this passkey's counter went back: it may have been copied; sign in another way",
            );
        }
        Err(e) => return storage(e),
    }
    start_session(&state, &parts, user.id, StatusCode::OK, &user.name).await
}

async fn list(State(state): State<Arc<AppState>>, MaybeViewer(viewer): MaybeViewer) -> Response {
    let Some(v) = viewer else {
        return error(
            StatusCode::UNAUTHORIZED,
            "signed-out",
            "sign in to use your account",
        );
    };
    match state.store.passkeys_of(v.user.id).await {
        Ok(rows) => no_store(
            StatusCode::OK,
            Value::Array(rows.iter().map(passkey_json).collect()),
        ),
        Err(e) => storage(e),
    }
}

async fn remove(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    Path(id): Path<String>,
) -> Response {
    let v = match browser_session(viewer) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let canonical = unb64(&id, MAX_CREDENTIAL_ID).ok().map(|b| b64(&b));
    let removed = match canonical {
        Some(id) => state.store.drop_passkey(v.user.id, &id).await,
        None => Ok(false),
    };
    match removed {
        Ok(true) => StatusCode::NO_CONTENT.into_response(),
        Ok(false) => error(
            StatusCode::NOT_FOUND,
            "not-found",
            "there is no such passkey",
        ),
        Err(e) => storage(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rp_id_is_the_host_without_its_port() {
        let id = |host: &str| {
            let mut h = HeaderMap::new();
            h.insert(header::HOST, host.parse().unwrap());
            rp_id(&h)
        };
        assert_eq!(id("localhost:8080").as_deref(), Some("localhost"));
        assert_eq!(
            id("Chess.Example.org").as_deref(),
            Some("chess.example.org")
        );
        assert_eq!(
            id("chess.example.org.:443").as_deref(),
            Some("chess.example.org")
        );
        assert_eq!(id("127.0.0.1:8080"), None);
        assert_eq!(id("[::1]:8080"), None);
        assert_eq!(id("a b"), None);
        assert_eq!(rp_id(&HeaderMap::new()), None);
    }
}
