/**
 * Edge Function `publish-media` (Deno; docs/decisions/0037-unpublished-media.md): called by the
 * database through pg_net when content is published or unpublished or its files change, and by
 * the `media-placement` cron job every 10 seconds while a file is in the wrong bucket (a scheduled
 * sermon or post coming due); moves the files of content between the public media buckets and
 * their private `<bucket>-unpublished` twins with Storage's move API.
 *
 * Deploy with `supabase functions deploy publish-media --no-verify-jwt` (the caller is the
 * database, which proves itself with the `x-media-secret` header instead of a user's JWT).
 * Secret: MEDIA_HOOK_SECRET; the runtime provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
 * README, "Unpublished files".
 */
import { withEnv } from '../_shared/http.ts';
import { handleMediaRequest, readMediaEnv } from './media.ts';

Deno.serve(
  withEnv(
    () => readMediaEnv((name) => Deno.env.get(name)),
    'Moving media is not set up.',
    (request, env) => handleMediaRequest(request, env),
  ),
);
