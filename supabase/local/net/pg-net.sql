-- pg_net's SQL interface (https://github.com/supabase/pg_net, v0.14) for the local stack, whose
-- embedded Postgres has no pg_net: the `net` schema, the request queue, the response table and
-- `net.http_get` / `net.http_post` / `net.http_delete` with pg_net's signatures. As with pg_net,
-- a call only queues the request in the caller's transaction and returns its id; the stack's
-- worker (supabase/local/net/worker.ts) sends it after commit (a rolled-back call is never sent)
-- and stores the answer in net._http_response. Idempotent: runs on every start of the stack.
create schema if not exists net;
comment on schema net is 'pg_net (local stand-in): asynchronous HTTP from SQL; requests are sent after commit.';

do $$
begin
  if to_regtype('net.http_method') is null then
    create type net.http_method as enum ('GET', 'POST', 'DELETE');
  end if;
end
$$;

create unlogged table if not exists net.http_request_queue (
  id bigserial primary key,
  method net.http_method not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

-- The URL with `params` appended as a query string (pg_net encodes them the same way).
create or replace function net._url_with_params(url text, params jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when params is null or params = '{}'::jsonb then url
    else url || case when strpos(url, '?') > 0 then '&' else '?' end || (
      select string_agg(replace(replace(k, '&', '%26'), '=', '%3D') || '=' ||
                        replace(replace(replace(v, '%', '%25'), '&', '%26'), ' ', '%20'), '&')
      from jsonb_each_text(params) as p (k, v))
  end
$$;

create or replace function net._enqueue(method net.http_method, url text, headers jsonb, body bytea, timeout_milliseconds integer)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request_id bigint;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'net: url must start with http:// or https://, got %', coalesce(url, 'null');
  end if;
  if timeout_milliseconds is null or timeout_milliseconds < 1 then
    raise exception 'net: timeout_milliseconds must be positive';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, url, coalesce(headers, '{}'::jsonb), body, timeout_milliseconds)
  returning id into request_id;
  -- Delivered to the worker when (and only if) the transaction commits.
  perform pg_notify('pg_net', request_id::text);
  return request_id;
end;
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select net._enqueue('GET', net._url_with_params(url, params), headers, null, timeout_milliseconds)
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  content_type text;
begin
  select value into content_type from jsonb_each_text(coalesce(headers, '{}'::jsonb)) where lower(key) = 'content-type';
  -- pg_net sends a jsonb body as JSON and refuses another declared Content-Type.
  if content_type is not null and content_type !~* '^application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  return net._enqueue('POST', net._url_with_params(url, params),
                      coalesce(headers, '{}'::jsonb) || case when content_type is null
                        then '{"Content-Type": "application/json"}'::jsonb else '{}'::jsonb end,
                      convert_to(coalesce(body, 'null'::jsonb)::text, 'UTF8'), timeout_milliseconds);
end;
$$;

create or replace function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select net._enqueue('DELETE', net._url_with_params(url, params), headers, null, timeout_milliseconds)
$$;

revoke all on schema net from public;
revoke all on all tables in schema net from public, anon, authenticated;
revoke execute on all functions in schema net from public, anon, authenticated;
grant usage on schema net to service_role;
grant execute on function net.http_get(text, jsonb, jsonb, integer), net.http_post(text, jsonb, jsonb, jsonb, integer),
  net.http_delete(text, jsonb, jsonb, integer) to service_role;
