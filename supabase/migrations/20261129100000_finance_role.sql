-- A fourth staff role, `finance`, for online giving (docs/decisions/0038-online-giving-with-stripe.md).
-- Alone in its file: a value added to an enum can be used only once this transaction has
-- committed, and the next migration (20261129100100_giving.sql) uses it.

alter type public.staff_role add value if not exists 'finance';

comment on type public.staff_role is
  'A staff role: admin (everything, including staff and settings), editor (public content), care (the inbox and birthdays) or finance (gifts and giving statements).';
