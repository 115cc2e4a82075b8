-- The acceptance of a staff invitation reads as one in the activity log (issue 42 item 8;
-- docs/decisions/0021). When the invitee opened the link, accept_staff_invitation inserted their
-- staff row as themselves, and the log said 'newperson@example.org added newperson@example.org
-- to the staff as Editor'. Now that entry reads 'New Person accepted the invitation and joined
-- the staff as Editor' (their name, else their address). An entry is still written by the
-- trigger in the same transaction; only the sentence changes.
--
-- private.activity_sentence as 20261206090200_church_networks_admin.sql left it, with that one
-- case added; the function is stable and reads auth.uid() of the change it describes.

create or replace function private.activity_sentence(
  actor_name text,
  table_name text,
  action text,
  old_row jsonb,
  new_row jsonb,
  subject text
)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  the_row jsonb := coalesce(new_row, old_row);
  who text := coalesce(actor_name, 'A signed-in visitor');
  verb text := case action when 'insert' then 'added' when 'update' then 'changed' else 'deleted' end;
  quoted text := '"' || subject || '"';
  changed text[];
  noun text;
  thing text;
  kind text;
  what text;
  assignee text;
  parts text[] := '{}';
  published_at timestamptz;
  on_day text;
begin
  -- The columns whose value differs (an update), for the cases that tell them apart.
  select coalesce(array_agg(k), '{}') into changed
  from jsonb_object_keys(coalesce(new_row, '{}') || coalesce(old_row, '{}')) as k
  where action = 'update' and (old_row -> k) is distinct from (new_row -> k);

  case table_name
    when 'prayer_requests', 'contact_messages', 'first_timers' then
      kind := private.activity_inbox_kind(table_name);
      what := case action
        when 'insert' then case when actor_name is null then 'sent ' else 'added ' end || kind
        when 'update' then 'changed ' || kind
        else 'deleted ' || kind end;

    when 'member_testimonies' then
      what := case
        when action = 'insert' and actor_name is null then 'sent a testimony'
        when action = 'insert' and (new_row ->> 'is_approved')::boolean then 'added an approved testimony'
        when action = 'insert' then 'added a testimony'
        when action = 'update' and 'is_approved' = any (changed) and (new_row ->> 'is_approved')::boolean
          then 'approved a testimony'
        when action = 'update' and 'is_approved' = any (changed) then 'withdrew the approval of a testimony'
        when action = 'update' then 'changed a testimony'
        else 'deleted a testimony' end;

    when 'newsletter_subscribers' then
      what := case
        when action = 'insert' and actor_name is null then 'subscribed to the newsletter'
        when action = 'insert' then 'added a newsletter subscriber'
        when action = 'update' then 'changed a newsletter subscriber'
        else 'removed a newsletter subscriber' end;

    when 'birthdays' then
      what := verb || ' a birthday';

    when 'inbox_items' then
      kind := private.activity_inbox_kind(the_row ->> 'kind');
      if 'status' = any (changed) then
        parts := parts || ('marked ' || kind || ' ' || case new_row ->> 'status'
          when 'new' then 'New' when 'in_progress' then 'In progress' when 'done' then 'Done'
          when 'archived' then 'Archived' else coalesce(new_row ->> 'status', '') end);
      end if;
      if 'assignee_id' = any (changed) then
        if new_row ->> 'assignee_id' is null then
          parts := parts || ('unassigned ' || case when cardinality(parts) > 0 then 'it' else kind end);
        else
          assignee := coalesce(private.staff_name((new_row ->> 'assignee_id')::uuid), 'a former staff member');
          parts := parts || ('assigned ' || case when cardinality(parts) > 0 then 'it' else kind end || ' to ' || assignee);
        end if;
      end if;
      what := coalesce(nullif(array_to_string(parts, ' and '), ''), verb || ' the follow-up of ' || kind);

    when 'inbox_notes' then
      kind := private.activity_inbox_kind(the_row ->> 'kind');
      what := case action when 'insert' then 'added a note to ' || kind
                          when 'update' then 'changed a note on ' || kind
                          else 'deleted a note on ' || kind end;

    when 'inbox_retention' then
      what := 'changed how long inbox items are kept';

    when 'alert_preferences' then
      what := case action when 'delete' then 'turned off their inbox e-mail alerts'
                          else 'changed their inbox e-mail alerts' end;

    when 'site_settings' then
      thing := coalesce('the setting ' || quoted, 'a setting');
      what := case action when 'insert' then 'added ' when 'update' then 'changed ' else 'removed ' end || thing;

    when 'staff_members' then
      thing := coalesce(subject, 'a former staff member');
      what := case
        -- Only accept_staff_invitation adds a staff row with a user signed in (admins cannot insert
        -- one through the API), and it is the invitee's own row: an acceptance, not an addition.
        when action = 'insert' and new_row ->> 'user_id' = (select auth.uid())::text then
          'accepted the invitation and joined the staff as ' || private.role_label(new_row ->> 'role')
        when action = 'insert' then 'added ' || thing || ' to the staff as ' || private.role_label(new_row ->> 'role')
        when action = 'update' and 'role' = any (changed) then
          'changed ' || thing || ' from ' || private.role_label(old_row ->> 'role') || ' to '
            || private.role_label(new_row ->> 'role')
        when action = 'update' then 'changed ' || thing
        else 'removed ' || thing || ' from the staff' end;

    when 'staff_invitations' then
      thing := coalesce(subject, 'someone');
      what := case
        when action = 'insert' then 'invited ' || thing || ' as ' || private.role_label(new_row ->> 'role')
        when action = 'update' and 'role' = any (changed) then
          'changed the invitation of ' || thing || ' from ' || private.role_label(old_row ->> 'role') || ' to '
            || private.role_label(new_row ->> 'role')
        when action = 'update' then 'resent the invitation to ' || thing
        else 'withdrew the invitation to ' || thing end;

    when 'storage.objects' then
      thing := coalesce('the file ' || quoted, 'a file');
      what := case action when 'insert' then 'uploaded ' when 'update' then 'replaced ' else 'removed ' end || thing;

    when 'sermons', 'church_events' then
      thing := coalesce(case table_name when 'sermons' then 'the sermon ' else 'the event ' end || quoted,
                        case table_name when 'sermons' then 'a sermon' else 'an event' end);
      what := case
        when action = 'insert' then case new_row ->> 'status'
          when 'draft' then 'added ' || thing || ' as a draft'
          when 'scheduled' then 'scheduled ' || thing
          else 'published ' || thing end
        when action = 'update' and 'status' = any (changed) then case new_row ->> 'status'
          when 'draft' then 'moved ' || thing || ' back to drafts'
          when 'scheduled' then 'scheduled ' || thing
          else 'published ' || thing end
        when action = 'update' and 'published_at' = any (changed) and new_row ->> 'status' = 'scheduled'
          then 'rescheduled ' || thing
        when action = 'update' then 'changed ' || thing
        else 'deleted ' || thing end;

    when 'pastor_blog_posts' then
      thing := coalesce('the blog post ' || quoted, 'a blog post');
      published_at := (new_row ->> 'published_at')::timestamptz;
      what := case
        when action = 'delete' then 'deleted ' || thing
        when action = 'update' and not ('published_at' = any (changed)) then 'changed ' || thing
        when published_at is null and action = 'insert' then 'added ' || thing || ' as a draft'
        when published_at is null then 'moved ' || thing || ' back to drafts'
        when published_at > now() then 'scheduled ' || thing
        else 'published ' || thing end;

    when 'newsletter_issues' then
      thing := coalesce('the newsletter issue ' || quoted, 'a newsletter issue');
      what := case
        when action = 'insert' and (new_row ->> 'is_digest')::boolean then 'wrote ' || thing || ' as the weekly digest'
        when action = 'insert' then 'wrote ' || thing || ' as a draft'
        when action = 'update' and 'status' = any (changed) then case new_row ->> 'status'
          when 'sent' then 'sent ' || thing
          when 'scheduled' then 'scheduled ' || thing || ' for '
            || to_char((new_row ->> 'scheduled_for')::timestamptz at time zone private.church_time_zone(),
                       'Mon FMDD, YYYY at FMHH12:MI AM')
          else 'moved ' || thing || ' back to drafts' end
        when action = 'update' then 'changed ' || thing
        else 'deleted ' || thing end;

    when 'newsletter_settings' then
      what := case
        when 'weekly_digest' = any (changed) and (new_row ->> 'weekly_digest')::boolean
          then 'turned on the weekly newsletter digest'
        when 'weekly_digest' = any (changed) then 'turned off the weekly newsletter digest'
        else 'changed the newsletter settings' end;

    when 'giving_settings' then
      what := case
        when 'provider' = any (changed) then 'set online giving to ' || case new_row ->> 'provider'
          when 'stripe' then 'Stripe' when 'external' then 'an external giving page'
          else 'the simulated form' end
        else 'changed the giving settings' end;

    when 'giving_funds' then
      thing := coalesce('the giving fund ' || quoted, 'a giving fund');
      what := case
        when action = 'update' and 'enabled' = any (changed) and (new_row ->> 'enabled')::boolean
          then 'turned on ' || thing
        when action = 'update' and 'enabled' = any (changed) then 'turned off ' || thing
        else verb || ' ' || thing end;

    when 'form_guard_settings' then
      parts := array(
        select 'added the church network ' || x
        from jsonb_array_elements_text(coalesce(new_row -> 'church_networks', '[]')) as x
        where not coalesce(old_row -> 'church_networks', '[]') ? x
        union all
        select 'removed the church network ' || x
        from jsonb_array_elements_text(coalesce(old_row -> 'church_networks', '[]')) as x
        where not coalesce(new_row -> 'church_networks', '[]') ? x);
      if 'behind_cloudflare' = any (changed) then
        parts := parts || case when (new_row ->> 'behind_cloudflare')::boolean
          then 'said the API sits behind Cloudflare' else 'said the API does not sit behind Cloudflare' end;
      end if;
      what := coalesce(nullif(array_to_string(parts, ' and '), ''), 'changed the flood limit settings');

    when 'church_event_exceptions' then
      thing := coalesce('the event ' || quoted, 'an event');
      on_day := to_char((the_row ->> 'occurrence_date')::date, 'Mon FMDD, YYYY');
      what := case
        when action = 'delete' then 'restored ' || thing || ' on ' || on_day
        when (new_row ->> 'is_cancelled')::boolean and (action = 'insert' or 'is_cancelled' = any (changed))
          then 'cancelled ' || thing || ' on ' || on_day
        when action = 'update' and 'is_cancelled' = any (changed) then 'restored ' || thing || ' on ' || on_day
        else 'changed ' || thing || ' on ' || on_day end;

    else
      noun := case table_name
        when 'pastor_books' then 'book'
        when 'bookstore_items' then 'bookstore item'
        when 'gallery_images' then 'gallery image'
        when 'hero_videos' then 'hero video'
        when 'pastor_words' then 'word of encouragement'
        when 'pastor_key_verses' then 'key verse'
        else 'row of ' || table_name end;
      thing := coalesce('the ' || noun || ' ' || quoted, private.activity_article(noun));
      what := verb || ' ' || thing;
  end case;

  return who || ' ' || what;
end;
$$;
