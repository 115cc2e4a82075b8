/**
 * Message encryption for Web Push, RFC 8291 (https://www.rfc-editor.org/rfc/rfc8291) with the
 * `aes128gcm` content coding of RFC 8188, in Web Crypto only: no imports, so Deno (the push-send
 * Edge Function) and Node (its tests) run the same code. Tested against the worked example of
 * RFC 8291 §5 byte for byte (push-send/send.test.ts) and decrypted by the local push service.
 *
 * Why not a library (docs/decisions/0049): the maintained Web Crypto library that does
 * `aes128gcm` requires Node 22 to install, and the others still write the older `aesgcm` draft.
 */

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
/** Bytes over an ArrayBuffer, as Web Crypto takes them. */
type Bytes = Uint8Array<ArrayBuffer>;
/** RFC 8188 §2: the record size written in the header (one record; 4096 is what browsers expect). */
const RECORD_SIZE = 4096;

/** `data` as base64url, as subscriptions carry keys (`p256dh`, `auth`). */
function fromBase64Url(data: string): Bytes {
  const base64 = data.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** HKDF-SHA-256 (RFC 5869) of `length` bytes. */
async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8);
  return new Uint8Array(bits);
}

/** The application server's ephemeral key pair and the salt; tests pass the RFC's. */
export interface EncryptionSeed {
  keyPair: CryptoKeyPair;
  /** 16 random bytes. */
  salt: Bytes;
}

/** A new ephemeral ECDH P-256 key pair and a random 16-byte salt (one per message). */
export async function newEncryptionSeed(): Promise<EncryptionSeed> {
  const keyPair = (await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair;
  return { keyPair, salt: crypto.getRandomValues(new Uint8Array(16)) };
}

/**
 * Encrypts a push message for one subscription (RFC 8291 §3–§4, RFC 8188 §2): the body of the
 * POST to the push service, with `Content-Encoding: aes128gcm`.
 *
 * @param keys - the subscription's `p256dh` (the user agent's P-256 public key, uncompressed,
 *   base64url) and `auth` (16 bytes, base64url).
 * @param plaintext - the message, at most 3993 bytes (one record of 4096 with its padding
 *   delimiter and the 16-byte tag, as RFC 8291 §4 allows).
 * @param seed - the ephemeral key pair and salt; a new one by default.
 * @returns header (salt, record size, key id = the server's public key) and the one record.
 * @throws RangeError when the message is too long; DOMException on a malformed key.
 */
export async function encryptPushMessage(
  keys: { p256dh: string; auth: string },
  plaintext: Uint8Array,
  seed?: EncryptionSeed,
): Promise<Bytes> {
  if (plaintext.length > RECORD_SIZE - 17 - 86) throw new RangeError('The push message is too long.');
  const { keyPair, salt } = seed ?? (await newEncryptionSeed());
  const uaPublic = fromBase64Url(keys.p256dh);
  const authSecret = fromBase64Url(keys.auth);
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey));
  const uaKey = await crypto.subtle.importKey('raw', uaPublic, P256, false, []);
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, keyPair.privateKey, 256),
  );
  // RFC 8291 §3.3–§3.4: IKM from the shared secret and the auth secret, keyed to both public keys.
  const text = (value: string): Bytes => concat(new TextEncoder().encode(value));
  const keyInfo = concat(text('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  // One record: the plaintext and the last-record delimiter 0x02 (RFC 8188 §2), no padding.
  const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const record = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, aes, concat(plaintext, new Uint8Array([2]))),
  );
  const header = new Uint8Array(16 + 4 + 1 + asPublic.length);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, record);
}
