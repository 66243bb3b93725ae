//! WebAuthn's data, read and checked (W3C Web Authentication, level 2): the client data JSON, the
//! authenticator data, the attestation object, the credential's COSE key, and an assertion's
//! signature. No I/O: [`super::passkeys`] holds the ceremonies.
//!
//! What is accepted:
//! - **attestation**: any format, never trusted — its statement (`attStmt`) is not read; what
//!   a passkey proves is that whoever registered it holds its private key, not who made it;
//! - **algorithm**: ES256 only (COSE `-7`: ECDSA on P-256 with SHA-256), the key an EC2 key
//!   (`kty` 2, `crv` 1) whose point is on the curve; signatures DER-encoded, as WebAuthn sends
//!   them, verified with RustCrypto's `p256` (pure Rust, no OpenSSL);
//! - **credential ids** of 1 to [`MAX_CREDENTIAL_ID`] bytes.

use super::cbor::{self, Value};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use p256::ecdsa::signature::Verifier;
use p256::ecdsa::{Signature, VerifyingKey};
use serde::Deserialize;
use sha2::{Digest, Sha256};

/// The longest credential id (bytes), as WebAuthn allows.
pub const MAX_CREDENTIAL_ID: usize = 1023;
/// COSE's ES256.
pub const ES256: i128 = -7;

/// The authenticator data's flags: user present.
pub const FLAG_UP: u8 = 0x01;
/// User verified.
pub const FLAG_UV: u8 = 0x04;
/// Attested credential data included.
pub const FLAG_AT: u8 = 0x40;
/// Extension data included.
pub const FLAG_ED: u8 = 0x80;

/// Why a ceremony's answer is refused (each one a code of the API: [`WebAuthnError::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebAuthnError {
    /// Data that cannot be read (base64url, JSON, CBOR, lengths).
    Malformed(&'static str),
    /// `clientDataJSON.type` is not the ceremony's.
    Type,
    /// The challenge was not issued, was used already, has expired, or is another ceremony's.
    Challenge,
    /// `clientDataJSON.origin` is not the site's own (or `crossOrigin` is true).
    Origin,
    /// The authenticator data's RP id hash is not the SHA-256 of this site's RP id.
    RpId,
    /// The user-present flag is not set.
    UserPresence,
    /// No credential in a registration's authenticator data, or a credential id out of bounds.
    Credential,
    /// A key other than ES256 on P-256.
    Algorithm,
    /// The signature does not verify.
    Signature,
}

impl WebAuthnError {
    /// The API's error code.
    pub fn code(self) -> &'static str {
        match self {
            WebAuthnError::Malformed(_) | WebAuthnError::Type | WebAuthnError::Credential => {
                "passkey-invalid"
            }
            WebAuthnError::Challenge => "passkey-expired",
            WebAuthnError::Origin | WebAuthnError::RpId => "passkey-origin",
            WebAuthnError::UserPresence => "passkey-presence",
            WebAuthnError::Algorithm => "passkey-algorithm",
            WebAuthnError::Signature => "passkey-signature",
        }
    }

    /// The API's message.
    pub fn message(self) -> &'static str {
        match self {
            WebAuthnError::Malformed(why) => why,
            WebAuthnError::Type => "the passkey's answer is for another ceremony",
            WebAuthnError::Credential => "the passkey's answer holds no usable credential",
            WebAuthnError::Challenge => {
                "this passkey request has expired or was used already: try again"
            }
            WebAuthnError::Origin => "the passkey's answer was made for another site",
            WebAuthnError::RpId => "the passkey belongs to another site",
            WebAuthnError::UserPresence => "the authenticator did not confirm a person was there",
            WebAuthnError::Algorithm => "only ES256 (P-256) passkeys are accepted",
            WebAuthnError::Signature => "the passkey's signature is wrong",
        }
    }
}

/// base64url without padding (WebAuthn's JSON encoding of bytes).
pub fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Reads base64url (padding tolerated), at most `max` bytes decoded.
///
/// # Errors
/// Not base64url, or too long.
pub fn unb64(text: &str, max: usize) -> Result<Vec<u8>, WebAuthnError> {
    if text.len() > max.div_ceil(3) * 4 + 2 {
        return Err(WebAuthnError::Malformed(
            "a field of the answer is too long",
        ));
    }
    URL_SAFE_NO_PAD
        .decode(text.trim_end_matches('='))
        .map_err(|_| WebAuthnError::Malformed("a field of the answer is not base64url"))
}

/// SHA-256.
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// The client data's fields that are checked.
#[derive(Clone, Debug, Deserialize)]
pub struct ClientData {
    /// `webauthn.create` or `webauthn.get`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The challenge, base64url.
    pub challenge: String,
    /// The page's origin.
    pub origin: String,
    /// Whether the ceremony ran in a frame of another origin.
    #[serde(default, rename = "crossOrigin")]
    pub cross_origin: bool,
}

/// Reads the client data JSON.
///
/// # Errors
/// Not JSON of the expected shape.
pub fn client_data(json: &[u8]) -> Result<ClientData, WebAuthnError> {
    serde_json::from_slice(json)
        .map_err(|_| WebAuthnError::Malformed("the passkey's client data cannot be read"))
}

impl ClientData {
    /// Checks the type (`webauthn.create` or `webauthn.get`), that the frame is not
    /// cross-origin, and the origin with `own_origin` (the site's own).
    ///
    /// # Errors
    /// [`WebAuthnError::Type`], [`WebAuthnError::Origin`].
    pub fn check(
        &self,
        kind: &str,
        own_origin: impl Fn(&str) -> bool,
    ) -> Result<(), WebAuthnError> {
        if self.kind != kind {
            return Err(WebAuthnError::Type);
        }
        if self.cross_origin || !own_origin(&self.origin) {
            return Err(WebAuthnError::Origin);
        }
        Ok(())
    }
}

/// A credential registered: its id and public key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttestedCredential {
    /// The credential's id.
    pub id: Vec<u8>,
    /// Its public key, a SEC1 uncompressed P-256 point (65 bytes).
    pub public_key: Vec<u8>,
}

/// The authenticator data, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthData {
    /// SHA-256 of the RP id the authenticator used.
    pub rp_id_hash: [u8; 32],
    /// The flags ([`FLAG_UP`], …).
    pub flags: u8,
    /// The signature counter.
    pub sign_count: u32,
    /// The credential (registration only: the AT flag).
    pub credential: Option<AttestedCredential>,
}

fn malformed(_: cbor::CborError) -> WebAuthnError {
    WebAuthnError::Malformed("the authenticator's data cannot be read")
}

/// Reads authenticator data: 32 bytes of RP id hash, the flags, the counter, then (AT) the
/// AAGUID, the credential id's length and id, its COSE key, then (ED) the extensions' map —
/// nothing after.
///
/// # Errors
/// Data that does not have that shape, a credential id out of bounds, a key that is not ES256.
pub fn auth_data(bytes: &[u8]) -> Result<AuthData, WebAuthnError> {
    let short = WebAuthnError::Malformed("the authenticator's data is too short");
    if bytes.len() < 37 {
        return Err(short);
    }
    let rp_id_hash: [u8; 32] = bytes[..32].try_into().map_err(|_| short)?;
    let flags = bytes[32];
    let sign_count = u32::from_be_bytes(bytes[33..37].try_into().map_err(|_| short)?);
    let mut at = 37;
    let credential = if flags & FLAG_AT != 0 {
        // AAGUID (16 bytes), then the id's length (2 bytes).
        if bytes.len() < at + 18 {
            return Err(short);
        }
        at += 16;
        let len = usize::from(u16::from_be_bytes([bytes[at], bytes[at + 1]]));
        at += 2;
        if len == 0 || len > MAX_CREDENTIAL_ID {
            return Err(WebAuthnError::Credential);
        }
        if bytes.len() < at + len {
            return Err(short);
        }
        let id = bytes[at..at + len].to_vec();
        at += len;
        let (key, used) = cbor::read(&bytes[at..]).map_err(malformed)?;
        at += used;
        Some(AttestedCredential {
            id,
            public_key: cose_es256(&key)?,
        })
    } else {
        None
    };
    if flags & FLAG_ED != 0 {
        let (extensions, used) = cbor::read(&bytes[at..]).map_err(malformed)?;
        if !matches!(extensions, Value::Map(_)) {
            return Err(WebAuthnError::Malformed(
                "the authenticator's extensions are not a map",
            ));
        }
        at += used;
    }
    if at != bytes.len() {
        return Err(WebAuthnError::Malformed(
            "bytes after the authenticator's data",
        ));
    }
    Ok(AuthData {
        rp_id_hash,
        flags,
        sign_count,
        credential,
    })
}

/// The public key of a COSE key that is ES256 on P-256 (`kty` 2, `alg` -7, `crv` 1, `x` and `y`
/// of 32 bytes, a point on the curve), as a SEC1 uncompressed point.
///
/// # Errors
/// [`WebAuthnError::Algorithm`] for any other key.
pub fn cose_es256(key: &Value) -> Result<Vec<u8>, WebAuthnError> {
    let int = |k| key.int_key(k).and_then(Value::as_int);
    let coordinate = |k| {
        key.int_key(k)
            .and_then(Value::as_bytes)
            .filter(|b| b.len() == 32)
    };
    if int(1) != Some(2) || int(3) != Some(ES256) || int(-1) != Some(1) {
        return Err(WebAuthnError::Algorithm);
    }
    let (Some(x), Some(y)) = (coordinate(-2), coordinate(-3)) else {
        return Err(WebAuthnError::Algorithm);
    };
    let mut point = Vec::with_capacity(65);
    point.push(4);
    point.extend_from_slice(x);
    point.extend_from_slice(y);
    VerifyingKey::from_sec1_bytes(&point).map_err(|_| WebAuthnError::Algorithm)?;
    Ok(point)
}

/// The authenticator data of an attestation object (a CBOR map of `fmt`, `attStmt`,
/// `authData`). The format may be any; the statement is not read.
///
/// # Errors
/// Not such a map.
pub fn attestation_auth_data(bytes: &[u8]) -> Result<Vec<u8>, WebAuthnError> {
    let object = cbor::read_all(bytes)
        .map_err(|_| WebAuthnError::Malformed("the passkey's attestation object cannot be read"))?;
    let fmt_ok = matches!(object.text_key("fmt"), Some(Value::Text(_)));
    let statement_ok = matches!(object.text_key("attStmt"), Some(Value::Map(_)));
    match object.text_key("authData") {
        Some(Value::Bytes(data)) if fmt_ok && statement_ok => Ok(data.clone()),
        _ => Err(WebAuthnError::Malformed(
            "the passkey's attestation object lacks a field",
        )),
    }
}

/// Checks an assertion's signature: ECDSA P-256 with SHA-256 (DER) by `public_key` (SEC1) over
/// `auth_data || SHA-256(client_data_json)`.
///
/// # Errors
/// [`WebAuthnError::Signature`]: a key or signature that cannot be read, or a wrong signature.
pub fn verify_assertion(
    public_key: &[u8],
    auth_data: &[u8],
    client_data_json: &[u8],
    signature: &[u8],
) -> Result<(), WebAuthnError> {
    let key = VerifyingKey::from_sec1_bytes(public_key).map_err(|_| WebAuthnError::Signature)?;
    let signature = Signature::from_der(signature).map_err(|_| WebAuthnError::Signature)?;
    let mut signed = Vec::with_capacity(auth_data.len() + 32);
    signed.extend_from_slice(auth_data);
    signed.extend_from_slice(&sha256(client_data_json));
    key.verify(&signed, &signature)
        .map_err(|_| WebAuthnError::Signature)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cose(alg: i128, x: &[u8], y: &[u8]) -> Value {
        Value::Map(vec![
            (Value::Int(1), Value::Int(2)),
            (Value::Int(3), Value::Int(alg)),
            (Value::Int(-1), Value::Int(1)),
            (Value::Int(-2), Value::Bytes(x.to_vec())),
            (Value::Int(-3), Value::Bytes(y.to_vec())),
        ])
    }

    #[test]
    fn only_es256_keys_on_the_curve() {
        // The P-256 generator: a point on the curve.
        let x = hex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296");
        let y = hex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5");
        let point = cose_es256(&cose(ES256, &x, &y)).unwrap();
        assert_eq!(point.len(), 65);
        assert_eq!(
            cose_es256(&cose(-257, &x, &y)),
            Err(WebAuthnError::Algorithm)
        );
        assert_eq!(cose_es256(&cose(-8, &x, &y)), Err(WebAuthnError::Algorithm));
        let mut off = y.clone();
        off[31] ^= 1;
        assert_eq!(
            cose_es256(&cose(ES256, &x, &off)),
            Err(WebAuthnError::Algorithm)
        );
        assert_eq!(
            cose_es256(&cose(ES256, &x, &y[..31])),
            Err(WebAuthnError::Algorithm)
        );
    }

    #[test]
    fn authenticator_data_of_an_assertion() {
        let mut data = vec![7u8; 32];
        data.push(FLAG_UP | FLAG_UV);
        data.extend_from_slice(&5u32.to_be_bytes());
        let read = auth_data(&data).unwrap();
        assert_eq!(read.sign_count, 5);
        assert_eq!(read.flags, FLAG_UP | FLAG_UV);
        assert_eq!(read.credential, None);
        assert!(auth_data(&data[..36]).is_err());
        let mut longer = data.clone();
        longer.push(0);
        assert!(auth_data(&longer).is_err());
        // Extensions: a map after the counter.
        let mut ext = data.clone();
        ext[32] |= FLAG_ED;
        ext.extend_from_slice(&[0xa1, 0x61, 0x61, 0x01]);
        assert!(auth_data(&ext).is_ok());
        // AT set with no room for a credential.
        let mut at = data;
        at[32] |= FLAG_AT;
        assert!(auth_data(&at).is_err());
    }

    #[test]
    fn base64url() {
        assert_eq!(b64(&[0xfb, 0xff]), "-_8");
        assert_eq!(unb64("-_8", 10).unwrap(), vec![0xfb, 0xff]);
        assert_eq!(unb64("-_8=", 10).unwrap(), vec![0xfb, 0xff]);
        assert!(unb64("+/8", 10).is_err());
        assert!(unb64(&"A".repeat(100), 10).is_err());
    }

    fn hex(s: &str) -> Vec<u8> {
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
            .collect()
    }
}
