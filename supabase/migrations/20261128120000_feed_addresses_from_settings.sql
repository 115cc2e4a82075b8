-- Subscribe feeds: addresses from configuration only (issue 29, docs/decisions/0009).
--
-- The feeds wrote the API's address (audio enclosures, podcast artwork, the podcast's own
-- `atom:link`) from the request when `site_identity.api_url` was not set: X-Forwarded-Host, else
-- Host. A request such as
--   GET /rest/v1/rpc/podcast_feed?apikey=<public key>   X-Forwarded-Host: evil.example
-- then answered a podcast whose episodes pointed at https://evil.example/…, with
-- `Cache-Control: public, max-age=900`, so any shared cache between the API and the apps could
-- hand that answer to every subscriber for 15 minutes.
--
-- From now on the feeds never read request headers for an address: page links come from
-- `site_identity.url` (unchanged) and file links from `site_identity.api_url`, else the local
-- stack's and the CLI's address http://127.0.0.1:54321. A hosted project sets `api_url` to its
-- project URL (README, "Deploying", step 5).

create or replace function private.api_url(identity jsonb)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(identity ->> 'api_url', 'http://127.0.0.1:54321');
$$;

comment on function private.api_url(jsonb) is
  'The API''s public address for the feeds'' file links: site_identity.api_url (already checked by private.site_identity), else http://127.0.0.1:54321. Never the request''s Host or X-Forwarded-* headers (issue 29).';
