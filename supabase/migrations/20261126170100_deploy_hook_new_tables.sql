-- The site build follows the public content added this round (decision 0033): a changed or
-- cancelled date of a repeating event, the pastor's monthly word and key verses. Same statement
-- trigger as the tables of 20261126170000_deploy_hook.sql.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['church_event_exceptions', 'pastor_words', 'pastor_key_verses'] loop
    execute format('drop trigger if exists request_site_build on public.%I', v_table);
    execute format(
      'create trigger request_site_build after insert or update or delete or truncate on public.%I '
      'for each statement execute function private.request_site_build()',
      v_table
    );
  end loop;
end;
$$;

-- Scheduled sermons (20261126140000) become public by time as posts do: the every-minute flush
-- notices both (same function as 20261126170000 otherwise).
create or replace function private.flush_deploy_hook()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state private.deploy_hook;
begin
  select * into v_state from private.deploy_hook where id for update;
  if v_state.url is null then
    return;
  end if;
  if v_state.pending_since is null
    and v_state.last_called_at is not null
    and (exists (
      select 1 from public.pastor_blog_posts
      where published_at > v_state.last_called_at and published_at <= now()
    ) or exists (
      select 1 from public.sermons
      where status = 'scheduled' and published_at > v_state.last_called_at and published_at <= now()
    )) then
    update private.deploy_hook set pending_since = now() where id;
    v_state.pending_since := now();
  end if;
  if v_state.pending_since is not null
    and (v_state.last_called_at is null
      or v_state.last_called_at <= now() - private.deploy_hook_window()) then
    perform private.call_deploy_hook('content changed');
  end if;
end;
$$;
