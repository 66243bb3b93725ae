// Passkeys (WebAuthn) in the browser: the server's options (WebAuthn's JSON form, bytes as
// base64url) turned into what `navigator.credentials` takes, and its answer turned back into JSON
// for the server (docs/PROTOCOL.md, "Passkeys"). The server checks everything; this only carries
// bytes. A ceremony the browser refuses (cancelled, timed out, a passkey this account has already)
// is an ApiError with a code of its own, worded by the page like the server's refusals.

import { ApiError, loginWithPasskey, passkeyLoginOptions, passkeyRegisterOptions, registerPasskey } from './api.js';

/** Whether this browser has WebAuthn (`window.PublicKeyCredential`). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * base64url (no padding) to bytes.
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function fromBase64url(text) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Bytes to base64url (no padding).
 * @param {ArrayBuffer|Uint8Array} bytes
 * @returns {string}
 */
export function toBase64url(bytes) {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * What the browser's refusal means, as a code of the page's words.
 * @param {unknown} err
 */
function ceremonyError(err) {
  if (err instanceof ApiError) return err;
  const name = err instanceof Error ? err.name : '';
  const message = err instanceof Error ? err.message : String(err);
  const code =
    name === 'NotAllowedError' || name === 'AbortError'
      ? 'passkey-cancelled'
      : name === 'InvalidStateError'
        ? 'passkey-exists'
        : name === 'SecurityError'
          ? 'passkey-host'
          : name === 'NotSupportedError'
            ? 'passkey-algorithm'
            : 'passkey-failed';
  return new ApiError(code, message);
}

/**
 * Adds a passkey to the signed-in account: the server's options, the browser's ceremony (the
 * device asks its owner), the answer sent.
 * @param {string} label  what the player calls it ('' for the server's default)
 * @param {CredentialsContainer} [credentials]
 * @returns {Promise<import('./api.js').AccountPasskey>}
 */
export async function addPasskey(label, credentials = navigator.credentials) {
  if (!passkeysSupported()) throw new ApiError('passkey-unsupported', 'no WebAuthn in this browser');
  try {
    const o = await passkeyRegisterOptions();
    /** @type {PublicKeyCredentialCreationOptions} */
    const publicKey = {
      challenge: fromBase64url(o.challenge),
      rp: o.rp,
      user: { id: fromBase64url(o.user.id), name: o.user.name, displayName: o.user.displayName },
      pubKeyCredParams: o.pubKeyCredParams,
      excludeCredentials: o.excludeCredentials.map((/** @type {{id: string}} */ c) => ({ type: 'public-key', id: fromBase64url(c.id) })),
      authenticatorSelection: o.authenticatorSelection,
      attestation: o.attestation,
      timeout: o.timeout,
    };
    const credential = /** @type {PublicKeyCredential|null} */ (await credentials.create({ publicKey }));
    if (!credential) throw new ApiError('passkey-cancelled', 'no credential');
    const response = /** @type {AuthenticatorAttestationResponse} */ (credential.response);
    return await registerPasskey({
      credential: {
        id: credential.id,
        rawId: toBase64url(credential.rawId),
        type: credential.type,
        response: { clientDataJSON: toBase64url(response.clientDataJSON), attestationObject: toBase64url(response.attestationObject) },
      },
      ...(label ? { label } : {}),
    });
  } catch (err) {
    throw ceremonyError(err);
  }
}

/**
 * Signs in with a passkey this device holds for the site (the browser lists them): a session as
 * a password's.
 * @param {CredentialsContainer} [credentials]
 * @returns {Promise<{name: string}>}
 */
export async function signInWithPasskey(credentials = navigator.credentials) {
  if (!passkeysSupported()) throw new ApiError('passkey-unsupported', 'no WebAuthn in this browser');
  try {
    const o = await passkeyLoginOptions();
    /** @type {PublicKeyCredentialRequestOptions} */
    const publicKey = {
      challenge: fromBase64url(o.challenge),
      rpId: o.rpId,
      allowCredentials: [],
      userVerification: o.userVerification,
      timeout: o.timeout,
    };
    const credential = /** @type {PublicKeyCredential|null} */ (await credentials.get({ publicKey }));
    if (!credential) throw new ApiError('passkey-cancelled', 'no credential');
    const response = /** @type {AuthenticatorAssertionResponse} */ (credential.response);
    return await loginWithPasskey({
      credential: {
        id: credential.id,
        rawId: toBase64url(credential.rawId),
        type: credential.type,
        response: {
          clientDataJSON: toBase64url(response.clientDataJSON),
          authenticatorData: toBase64url(response.authenticatorData),
          signature: toBase64url(response.signature),
          userHandle: response.userHandle ? toBase64url(response.userHandle) : null,
        },
      },
    });
  } catch (err) {
    throw ceremonyError(err);
  }
}
