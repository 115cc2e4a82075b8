-- Public forms that wait for the network (docs/decisions/0041-offline-site.md): a submission sent
-- while offline is kept in the visitor's browser and sent again when the connection returns. So
-- that a retry after a lost answer does not store the row twice, the browser makes the row's
-- `id` itself (a random UUID) and sends it with every attempt: a second attempt violates the
-- primary key (409, nothing stored), which the browser takes as delivered.
--
-- Visitors may therefore write `id` on the four form tables without a natural key (the
-- newsletter's key is the address). They still cannot read, update or upsert: ON CONFLICT needs
-- SELECT on the conflict columns, which they do not have. The form guard counts each attempt
-- as before; a duplicate id fails after the guard, so that attempt is rolled back and not counted
-- (as any row refused by a constraint).
grant insert (id) on table public.prayer_requests to anon, authenticated;
grant insert (id) on table public.contact_messages to anon, authenticated;
grant insert (id) on table public.first_timers to anon, authenticated;
grant insert (id) on table public.member_testimonies to anon, authenticated;
