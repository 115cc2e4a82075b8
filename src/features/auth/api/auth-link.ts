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
 * Reads an Auth link's result from a location's query and fragment.
 *
 * The session's tokens are read from the fragment only: GoTrue's implicit-flow redirect puts them
 * there, where they never reach a server, and a link whose query carries `access_token` and
 * `refresh_token` is not one GoTrue made (an address such as
 * `/admin/welcome?access_token=…&refresh_token=…` would otherwise sign whoever opens it into the
 * account those tokens belong to); query parameters never supply or replace a token or the link's
 * `type`. GoTrue reports failures in the fragment (implicit flow) or in the query (`?error=…`,
 * e.g. a PKCE redirect), so an error is read from either (the query's first); an error only ever
 * refuses a link.
 *
 * @param search - `location.search`, e.g. `?error=access_denied&error_code=otp_expired`.
 * @param hash - `location.hash`, e.g. `#access_token=…&refresh_token=…&type=invite`.
 */
export function parseAuthLink(search: string, hash: string): AuthLinkResult {
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const query = new URLSearchParams(search);
  const error = readError(query) ?? readError(fragment);
  if (error) return error;
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    return { kind: 'session', accessToken, refreshToken, type: fragment.get('type') };
  }
  return { kind: 'none' };
}

/** GoTrue's error parameters (`error`, `error_code`, `error_description`), when present. */
function readError(params: URLSearchParams): AuthLinkResult | null {
  if (!params.get('error') && !params.get('error_code') && !params.get('error_description')) return null;
  return {
    kind: 'error',
    code: params.get('error_code') ?? params.get('error') ?? 'unspecified_code',
    description: params.get('error_description') ?? '',
  };
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
