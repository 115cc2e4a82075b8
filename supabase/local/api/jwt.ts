/**
 * HS256 JWT verification and signing, with the outcomes PostgREST 12 distinguishes
 * (https://docs.postgrest.org/en/v12/references/auth.html#jwt-based-user-impersonation and
 * https://docs.postgrest.org/en/v12/references/errors.html, codes PGRST301 / PGRST303).
 */
import { errors, jwtVerify, SignJWT, decodeProtectedHeader } from 'jose';

/** Claims of a verified token. `role` selects the database role. */
export type JwtClaims = Record<string, unknown> & {
  role?: unknown;
  sub?: unknown;
  exp?: unknown;
  iat?: unknown;
};

/** Why a token was refused. */
export interface JwtFailure {
  /** `invalid`: malformed or bad signature (PGRST301); `claims`: exp / iat / nbf (PGRST303). */
  kind: 'invalid' | 'claims';
  /** PostgREST's message, e.g. `JWT expired`, `JWSError JWSInvalidSignature`. */
  message: string;
}

/** PostgREST allows 30 s of clock skew on exp, nbf and iat. */
const ALLOWED_SKEW_SECONDS = 30;

const encoder = new TextEncoder();

/**
 * Verifies an HS256 token.
 *
 * @param token - Compact JWS (three base64url parts).
 * @param secret - Shared HS256 secret.
 * @returns `{ claims }` on success, `{ failure }` otherwise; never throws.
 */
export async function verifyJwt(
  token: string,
  secret: string,
): Promise<{ claims: JwtClaims } | { failure: JwtFailure }> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { failure: { kind: 'invalid', message: `Expected 3 parts in JWT; got ${parts.length}` } };
  }
  try {
    decodeProtectedHeader(token);
  } catch {
    return {
      failure: {
        kind: 'invalid',
        message: 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
      },
    };
  }
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: ALLOWED_SKEW_SECONDS,
    });
    const iat = payload.iat;
    if (typeof iat === 'number' && iat > Date.now() / 1000 + ALLOWED_SKEW_SECONDS) {
      return { failure: { kind: 'claims', message: 'JWT issued at future' } };
    }
    return { claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { failure: { kind: 'claims', message: 'JWT expired' } };
    if (error instanceof errors.JWTClaimValidationFailed) {
      return {
        failure: {
          kind: 'claims',
          message: error.claim === 'nbf' ? 'JWT not yet valid' : 'JWT claims validation or parsing failed',
        },
      };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { failure: { kind: 'invalid', message: 'JWSError JWSInvalidSignature' } };
    }
    if (error instanceof errors.JOSEAlgNotAllowed) {
      return { failure: { kind: 'invalid', message: 'Wrong or unsupported encoding algorithm' } };
    }
    return { failure: { kind: 'invalid', message: 'JWSError JWSInvalidSignature' } };
  }
}

/**
 * Signs claims as an HS256 JWT with header `{"alg":"HS256","typ":"JWT"}`.
 *
 * @param claims - Payload; `iat`/`exp` are taken as given (seconds since the epoch).
 * @returns Compact JWS.
 */
export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}
