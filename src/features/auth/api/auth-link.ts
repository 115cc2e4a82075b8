import { auth } from '@/lib/supabase';

/**
 * What an Auth e-mail link brought to the page. GoTrue's `/verify` redirects to the link's
 * `redirect_to` with the result in the URL (implicit flow): on success the fragment holds
 * `access_token`, `refresh_token`, `expires_in`, `token_type` and `type` (`invite`, `magiclink`,
 * `signup`, `recovery`); on failure the fragment (or the query) holds `error`, `error_code` (e.g.
 * `otp_expired`) and `error_description`.
 */
export type AuthLinkResult =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string | null }
  | { kind: 'error'; code: string; description: string }
  | { kind: 'none' };

/**
 * Reads an Auth link's result from a location's query and fragment, as auth-js's
 * `parseParametersFromURL` does (query parameters win over fragment parameters).
 *
 * @param search - `location.search`, e.g. `?error=access_denied&error_code=otp_expired`.
 * @param hash - `location.hash`, e.g. `#access_token=…&refresh_token=…&type=invite`.
 */
export function parseAuthLink(search: string, hash: string): AuthLinkResult {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  new URLSearchParams(search).forEach((value, key) => params.set(key, value));
  const error = params.get('error') ?? params.get('error_code') ?? params.get('error_description');
  if (error) {
    return {
      kind: 'error',
      code: params.get('error_code') ?? params.get('error') ?? 'unspecified_code',
      description: params.get('error_description') ?? '',
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) {
    return { kind: 'session', accessToken, refreshToken, type: params.get('type') };
  }
  return { kind: 'none' };
}

/**
 * Signs in with the tokens of an Auth link (`setSession`, which asks `GET /auth/v1/user` whether
 * the access token is valid); the session is then stored and refreshed like any other.
 *
 * @throws the Auth error when the tokens are refused (e.g. already used or revoked).
 */
export async function signInWithLinkTokens(accessToken: string, refreshToken: string): Promise<void> {
  const { error } = await auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (error) throw error;
}
