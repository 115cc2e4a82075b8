-- Supabase platform objects for the local stack.
--
-- Hosted Supabase (and `supabase start`) already has every object below; migrations rely on them
-- and never create them. The local stack runs this file once, as the superuser, on a fresh
-- database before `supabase/migrations/*.sql`. Names, column sets and default privileges follow
-- the hosted platform so that a migration that works here works there:
--   roles      https://supabase.com/docs/guides/database/postgres/roles
--   auth       https://supabase.com/docs/guides/auth/managing-user-data (auth.users, auth.uid())
--   storage    https://supabase.com/docs/guides/storage/schema/design (storage.buckets, storage.objects)
-- Only the columns this project's code and policies touch are modelled.

-- Roles --------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    -- The API server logs in as authenticator and switches to the JWT's role per request,
    -- exactly as PostgREST does (https://docs.postgrest.org/en/v12/references/auth.html).
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

-- Statement timeouts of the API roles, as hosted Supabase sets them
-- (https://supabase.com/docs/guides/database/postgres/timeouts). PostgREST applies the
-- impersonated role's settings inside each request's transaction
-- (https://docs.postgrest.org/en/v12/references/transactions.html#impersonated-role-settings).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- Schemas and extensions ---------------------------------------------------------------------
create schema if not exists extensions;
create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists storage authorization supabase_storage_admin;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;

-- Hosted Supabase grants everything in public to the API roles by default; RLS and explicit
-- revokes in migrations are what protect a table. Reproduced so that a migration which forgets
-- to revoke is caught here too.
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- auth -----------------------------------------------------------------------------------------
create or replace function auth.uid() returns uuid
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  recovery_token varchar(255),
  email_change_token_new varchar(255),
  email_change varchar(255),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz
);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

alter table auth.users enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.identities enable row level security;
alter table auth.users owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;

-- storage --------------------------------------------------------------------------------------
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
-- Migrations run as postgres and create buckets and storage policies, as on the hosted platform.
grant all on storage.buckets, storage.objects to postgres with grant option;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable set search_path = ''
as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable set search_path = ''
as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable set search_path = ''
as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Schema cache reloads --------------------------------------------------------------------------
-- Hosted Supabase notifies PostgREST after every DDL statement, so a migration is visible to
-- the API at once (https://docs.postgrest.org/en/v12/references/schema_cache.html#automatic-schema-cache-reloading).
create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql
as $$
declare cmd record;
begin
  for cmd in select * from pg_event_trigger_ddl_commands() loop
    if cmd.command_tag in (
      'CREATE SCHEMA', 'ALTER SCHEMA', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE',
      'CREATE FOREIGN TABLE', 'ALTER FOREIGN TABLE', 'CREATE VIEW', 'ALTER VIEW',
      'CREATE MATERIALIZED VIEW', 'ALTER MATERIALIZED VIEW', 'CREATE FUNCTION', 'ALTER FUNCTION',
      'CREATE TRIGGER', 'CREATE TYPE', 'ALTER TYPE', 'CREATE RULE', 'COMMENT', 'CREATE DOMAIN', 'ALTER DOMAIN'
    ) and cmd.schema_name is distinct from 'pg_temp' then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end
$$;

create or replace function extensions.pgrst_drop_watch() returns event_trigger
language plpgsql
as $$
declare obj record;
begin
  for obj in select * from pg_event_trigger_dropped_objects() loop
    if obj.object_type in ('schema', 'table', 'foreign table', 'view', 'materialized view', 'function',
                           'trigger', 'type', 'rule', 'domain')
       and obj.is_temporary is false then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end
$$;

drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();
drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_drop_watch();

-- cron -----------------------------------------------------------------------------------------
-- pg_cron's catalogue and functions (https://github.com/citusdata/pg_cron, the version hosted
-- Supabase ships: https://supabase.com/docs/guides/database/extensions/pg_cron). Embedded
-- Postgres has no pg_cron, so the local stack keeps the same tables and functions here and runs
-- the jobs itself (supabase/local/cron.ts). Migrations call cron.schedule/cron.unschedule as
-- they would on the hosted project.
create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default inet_server_port(),
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  unique (jobname, username)
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- Each user sees and changes their own jobs only, as in pg_cron.
alter table cron.job enable row level security;
alter table cron.job_run_details enable row level security;
drop policy if exists cron_job_policy on cron.job;
create policy cron_job_policy on cron.job using (username = current_user);
drop policy if exists cron_job_run_details_policy on cron.job_run_details;
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);
revoke all on all tables in schema cron from public;
revoke all on schema cron from public;
grant usage on schema cron to postgres;
grant select, delete on cron.job_run_details to postgres;
grant select on cron.job to postgres;

/**
 * pg_cron's schedule check: five cron fields (numbers, names, `*`, ranges, steps, lists, `$`),
 * an `@` macro, or '[1-59] seconds' (pg_cron 1.5+). Raises 'invalid schedule: …' otherwise.
 */
create or replace function cron.check_schedule(schedule text) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  if schedule ~* '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
     or schedule ~* '^\s*@(yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)\s*$'
     or schedule ~ '^\s*[0-9A-Za-z*/,$-]+(\s+[0-9A-Za-z*/,$-]+){4}\s*$' then
    return btrim(schedule);
  end if;
  raise exception 'invalid schedule: %', schedule using errcode = '22023';
end;
$$;

/** `cron.schedule(schedule, command)`: a new unnamed job of the current user; its jobid. */
create or replace function cron.schedule(schedule text, command text) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare id bigint;
begin
  insert into cron.job (schedule, command, username)
  values (cron.check_schedule(schedule), command, session_user)
  returning jobid into id;
  return id;
end;
$$;

/**
 * `cron.schedule(job_name, schedule, command)`: creates the named job of the current user, or
 * replaces its schedule and command when the name exists (pg_cron's upsert); its jobid.
 */
create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare id bigint;
begin
  insert into cron.job (jobname, schedule, command, username)
  values (job_name, cron.check_schedule(schedule), command, session_user)
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end;
$$;

/** `cron.unschedule(job_id)`: removes the current user's job; raises when there is none. */
create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from cron.job j where j.jobid = job_id and j.username = session_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;

/** `cron.unschedule(job_name)`: removes the current user's named job; raises when there is none. */
create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from cron.job j where j.jobname = job_name and j.username = session_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;

/** `cron.alter_job(...)`: changes the given fields of the current user's job (null keeps one). */
create or replace function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update cron.job j set
    schedule = case when alter_job.schedule is null then j.schedule
                    else cron.check_schedule(alter_job.schedule) end,
    command = coalesce(alter_job.command, j.command),
    database = coalesce(alter_job.database, j.database),
    username = coalesce(alter_job.username, j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id and j.username = session_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
end;
$$;

revoke all on all functions in schema cron from public;
grant execute on function cron.schedule(text, text), cron.schedule(text, text, text),
  cron.unschedule(bigint), cron.unschedule(text),
  cron.alter_job(bigint, text, text, text, text, boolean) to postgres;
