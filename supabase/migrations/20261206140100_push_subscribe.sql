-- Web push subscriptions, written only through the push-subscribe Edge Function
-- (docs/decisions/0049). Every function here is for the service role alone: the function checks
-- the request's shape and the endpoint's push service, then calls one of them. A browser proves
-- that a subscription is its own with its endpoint and auth secret (both unguessable, both kept
-- by the browser); a wrong auth secret for a known endpoint is refused (42501).

insert into private.form_limits (form, per_client, per_client_window, global_per_hour, reason) values
  ('push_subscriptions', 20, interval '10 minutes', 600,
   'Switching a few topics and reminders on and off is a handful of requests; 20 in 10 minutes from '
   'one client is a script. 600 an hour is far above a congregation turning notifications on.')
on conflict (form) do nothing;

-- The flood guard of the subscribe function (README "Public forms: flood limits and bots"): 429
-- with Retry-After beyond the client's or the site's limit; counts the attempt otherwise.
create or replace function private.push_guard(client text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.form_limits;
  counted integer;
  oldest timestamptz;
  who text := coalesce(nullif(btrim(client), ''), 'unknown');
begin
  select * into limits from private.form_limits as l where l.form = 'push_subscriptions';
  if not found then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('form_guard:push_subscriptions', 0));
  select count(*), min(a.at) into counted, oldest from private.form_attempts as a
  where a.form = 'push_subscriptions' and a.client = who and a.at > now() - limits.per_client_window;
  if counted >= limits.per_client then
    perform private.refuse_submission(
      'Too many requests from this connection. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + limits.per_client_window - now()))::integer);
  end if;
  select count(*), min(a.at) into counted, oldest from private.form_attempts as a
  where a.form = 'push_subscriptions' and a.at > now() - interval '1 hour';
  if counted >= limits.global_per_hour then
    perform private.refuse_submission(
      'Notifications are receiving too many requests. Please try again in a few minutes.',
      ceil(extract(epoch from oldest + interval '1 hour' - now()))::integer);
  end if;
  insert into private.form_attempts (form, client, outcome) values ('push_subscriptions', who, 'stored');
end;
$$;
revoke execute on function private.push_guard(text) from public, anon, authenticated, service_role;

-- The subscription of `endpoint` when `auth` is its secret; null when there is none; 42501 when
-- the endpoint is known with another secret.
create or replace function private.push_owned(endpoint text, auth text)
returns private.push_subscriptions
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row private.push_subscriptions;
begin
  select * into found_row from private.push_subscriptions as s where s.endpoint = push_owned.endpoint for update;
  if found and found_row.auth is distinct from push_owned.auth then
    raise exception using errcode = '42501', message = 'This subscription belongs to another browser.';
  end if;
  return found_row;
end;
$$;
revoke execute on function private.push_owned(text, text) from public, anon, authenticated, service_role;

-- Adds or updates the subscription of a browser (its keys and language; topics when given).
create or replace function private.push_upsert(
  endpoint text, p256dh text, auth text, language text, topics text[] default null)
returns private.push_subscriptions
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing private.push_subscriptions := private.push_owned(endpoint, auth);
  saved private.push_subscriptions;
begin
  if topics is not null and not (topics <@ array['live', 'sermons', 'announcements']::text[]) then
    raise exception using errcode = '22023', message = 'Unknown topic.';
  end if;
  if existing.id is null then
    insert into private.push_subscriptions (endpoint, p256dh, auth, language, topics)
    values (endpoint, p256dh, auth, coalesce(language, 'en'),
            coalesce((select array_agg(distinct t order by t) from unnest(topics) as t), '{}'))
    returning * into saved;
  else
    update private.push_subscriptions as s
    set p256dh = push_upsert.p256dh, language = coalesce(push_upsert.language, s.language),
        topics = case when push_upsert.topics is null then s.topics
                      else coalesce((select array_agg(distinct t order by t) from unnest(push_upsert.topics) as t), '{}') end,
        updated_at = now()
    where s.id = existing.id
    returning * into saved;
  end if;
  return saved;
end;
$$;
revoke execute on function private.push_upsert(text, text, text, text, text[]) from public, anon, authenticated, service_role;

-- What a browser's subscription holds: `{subscribed, topics, reminded}`; `reminded` is whether
-- the registration behind `registration_token` has a reminder on this browser.
create or replace function private.push_state(sub private.push_subscriptions, registration_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'subscribed', sub.id is not null,
    'topics', to_jsonb(coalesce(sub.topics, '{}')),
    'reminded', coalesce((select true from private.push_reminders as r
                          join private.registration_tokens as t on t.registration_id = r.registration_id
                          where r.subscription_id = sub.id
                            and t.token_hash = private.registration_token_hash(registration_token)
                          limit 1), false));
$$;
revoke execute on function private.push_state(private.push_subscriptions, text) from public, anon, authenticated, service_role;

-- A subscription with no topic and no reminder is deleted: turning everything off unsubscribes.
create or replace function private.push_drop_if_empty(sub_id uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from private.push_subscriptions as s
    where s.id = sub_id and s.topics = '{}'
      and not exists (select 1 from private.push_reminders as r where r.subscription_id = s.id)
    returning 1)
  select exists (select 1 from gone);
$$;
revoke execute on function private.push_drop_if_empty(uuid) from public, anon, authenticated, service_role;

-- A subscription that loses its last reminder (the registration was cancelled, erased or deleted
-- by retention) and has no topic is deleted with it: a reminder subscription exists for its
-- registration only.
create or replace function private.push_reminder_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.push_drop_if_empty(old.subscription_id);
  return null;
end;
$$;
revoke execute on function private.push_reminder_removed() from public, anon, authenticated, service_role;
create trigger push_reminders_removed after delete on private.push_reminders
  for each row execute function private.push_reminder_removed();

/**
 * For the push-subscribe function (service role): sets the topics of a browser's subscription
 * (adding it when new); no topic and no reminder deletes it. Answers `{subscribed, topics,
 * reminded}`. Errors: 42501 (another browser's endpoint), 22023 (unknown topic), 429 (flood).
 */
create or replace function public.push_subscribe(
  endpoint text, p256dh text, auth text, topics text[], language text, client text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved private.push_subscriptions;
begin
  perform private.push_guard(client);
  saved := private.push_upsert(endpoint, p256dh, auth, language, coalesce(topics, '{}'));
  if private.push_drop_if_empty(saved.id) then
    return private.push_state(null, null);
  end if;
  return private.push_state(saved, null);
end;
$$;
revoke execute on function public.push_subscribe(text, text, text, text[], text, text) from public, anon, authenticated;
grant execute on function public.push_subscribe(text, text, text, text[], text, text) to service_role;

/**
 * For the push-subscribe function (service role): 'Remind me' on (`remind`) or off for the
 * registration behind `registration_token` on this browser. Only a confirmed registration of a
 * date that has not started gets one (22023 otherwise, with a sentence for the visitor).
 */
create or replace function public.push_remind(
  endpoint text, p256dh text, auth text, language text, registration_token text, remind boolean, client text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reg public.event_registrations;
  saved private.push_subscriptions;
  state jsonb;
begin
  perform private.push_guard(client);
  -- Registration keys are stored as SHA-256 only (decision 0047).
  select r.* into reg from public.event_registrations as r
  join private.registration_tokens as t on t.registration_id = r.id
  where t.token_hash = private.registration_token_hash(registration_token);
  if not found then
    raise exception using errcode = '22023', message = 'This registration link is not valid.';
  end if;
  if not remind then
    saved := private.push_owned(endpoint, auth);
    delete from private.push_reminders as r where r.subscription_id = saved.id and r.registration_id = reg.id;
    -- Gone when that was its last reminder and it has no topic (trigger push_reminders_removed).
    select * into saved from private.push_subscriptions as s where s.id = saved.id;
    return private.push_state(saved, registration_token);
  end if;
  if reg.status <> 'confirmed' then
    raise exception using errcode = '22023', message = 'Reminders are for confirmed registrations.';
  end if;
  state := private.registration_state(reg.event_id, reg.occurrence_date);
  if state is null or (state ->> 'start_time')::timestamptz <= now() then
    raise exception using errcode = '22023', message = 'This event has already started.';
  end if;
  saved := private.push_upsert(endpoint, p256dh, auth, language, null);
  insert into private.push_reminders (subscription_id, registration_id) values (saved.id, reg.id)
  on conflict do nothing;
  return private.push_state(saved, registration_token);
end;
$$;
revoke execute on function public.push_remind(text, text, text, text, text, boolean, text) from public, anon, authenticated;
grant execute on function public.push_remind(text, text, text, text, text, boolean, text) to service_role;

/** For the push-subscribe function (service role): `{subscribed, topics, reminded}` of a browser. */
create or replace function public.push_status(endpoint text, auth text, registration_token text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.push_state(private.push_owned(endpoint, auth), registration_token);
end;
$$;
revoke execute on function public.push_status(text, text, text) from public, anon, authenticated;
grant execute on function public.push_status(text, text, text) to service_role;

/** For the push-subscribe function (service role): deletes a browser's subscription and reminders. */
create or replace function public.push_unsubscribe(endpoint text, auth text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved private.push_subscriptions := private.push_owned(endpoint, auth);
begin
  delete from private.push_subscriptions as s where s.id = saved.id;
  return found;
end;
$$;
revoke execute on function public.push_unsubscribe(text, text) from public, anon, authenticated;
grant execute on function public.push_unsubscribe(text, text) to service_role;
