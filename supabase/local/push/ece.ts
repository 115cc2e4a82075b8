/**
 * The user agent's side of Web Push message encryption, for the local push service
 * (`stand-in.ts`): what a browser does with a push message it receives. RFC 8291 ("Message
 * Encryption for Web Push", §3.3–3.4) on the `aes128gcm` content coding of RFC 8188 §2, with
 * Node's crypto (ECDH P-256, HMAC-SHA-256 for HKDF, AES-128-GCM).
 *
 * Only what a push message uses: one record (RFC 8291 §4: a push message is a single record), the
 * sender's public key as the key id. The unit test decrypts the worked example of RFC 8291 §5.
 */
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

/** A subscription's keys as the browser keeps them (the private key never leaves it). */
export interface UserAgentKeys {
  /** The P-256 public key, uncompressed point (65 bytes), base64url: the subscription's `p256dh`. */
  publicKey: string;
  /** The private key (32 bytes), base64url. */
  privateKey: string;
  /** The authentication secret (16 bytes), base64url: the subscription's `auth`. */
  authSecret: string;
}

/** Makes the keys of a new subscription, as a browser does when it subscribes. */
export function newUserAgentKeys(): UserAgentKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    authSecret: randomBytes(16).toString('base64url'),
  };
}

const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/** HKDF-SHA-256 (RFC 5869) for outputs of at most 32 bytes: one expand block. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** Why a body could not be decrypted (the push service answers 400 with it). */
export class DecryptError extends Error {}

/**
 * Decrypts an `aes128gcm` push message body with the subscription's keys.
 *
 * @param body - the request body: salt (16) | record size (4) | key id length (1) | the
 *   sender's public key (65) | one record (ciphertext with its 16-byte tag).
 * @returns the plaintext, padding removed.
 * @throws DecryptError when the header is malformed, the tag does not verify or the padding
 *   delimiter is missing.
 */
export function decryptPushMessage(body: Buffer, keys: UserAgentKeys): Buffer {
  if (body.length < 21 + 65 + 17) throw new DecryptError('The body is too short for an aes128gcm message.');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  if (idLength !== 65) throw new DecryptError('The key id is not a P-256 public key (65 bytes).');
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new DecryptError('A push message is a single record.');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  let shared: Buffer;
  try {
    shared = ecdh.computeSecret(senderPublic);
  } catch {
    throw new DecryptError('The sender key is not a point of P-256.');
  }
  const uaPublic = Buffer.from(keys.publicKey, 'base64url');
  const auth = Buffer.from(keys.authSecret, 'base64url');
  // RFC 8291 §3.4: IKM from the ECDH secret, the auth secret and both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderPublic]);
  const ikm = hkdf(auth, shared, keyInfo, 32);
  // RFC 8188 §2.2, §2.3: the content-encryption key and the nonce.
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  let padded: Buffer;
  try {
    padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    throw new DecryptError('The message does not decrypt with this subscription’s keys.');
  }
  // RFC 8188 §2: data, then the delimiter 0x02 (last record), then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2)
    throw new DecryptError('The padding delimiter of a last record is missing.');
  return padded.subarray(0, end);
}
