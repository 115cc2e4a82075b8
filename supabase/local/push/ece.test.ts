/**
 * The local push service's decryption against the worked example of RFC 8291 §5 (its keys,
 * salt and message, https://www.rfc-editor.org/rfc/rfc8291#section-5): the RFC's body decrypts
 * to the RFC's plaintext; a changed byte or the wrong auth secret does not decrypt.
 */
import { describe, expect, it } from 'vitest';
import { decryptPushMessage, DecryptError, newUserAgentKeys } from './ece';
import { RFC8291 } from './rfc8291-example';

const rfcKeys = {
  publicKey: RFC8291.uaPublic,
  privateKey: RFC8291.uaPrivate,
  authSecret: RFC8291.authSecret,
};

describe('decryptPushMessage (RFC 8291)', () => {
  it('decrypts the RFC 8291 §5 message to its plaintext', () => {
    const plain = decryptPushMessage(Buffer.from(RFC8291.body, 'base64url'), rfcKeys);
    expect(plain.toString('utf8')).toBe(RFC8291.plaintext);
  });

  it('refuses a changed byte and a wrong auth secret', () => {
    const body = Buffer.from(RFC8291.body, 'base64url');
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 1;
    expect(() => decryptPushMessage(body, rfcKeys)).toThrow(DecryptError);
    expect(() =>
      decryptPushMessage(Buffer.from(RFC8291.body, 'base64url'), {
        ...rfcKeys,
        authSecret: newUserAgentKeys().authSecret,
      }),
    ).toThrow(DecryptError);
  });

  it('refuses a body that is not an aes128gcm message', () => {
    expect(() => decryptPushMessage(Buffer.from('not a message'), rfcKeys)).toThrow(/too short/);
  });
});
