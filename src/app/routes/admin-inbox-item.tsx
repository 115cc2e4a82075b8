import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Empty } from '@/components/ui/empty';
import { useStaffMember } from '@/features/auth/api/session';
import { INBOX_KINDS, kindFromSlug } from '@/features/inbox/api/inbox-kinds';
import { InboxItemView } from '@/features/inbox/components/inbox-item';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/inbox/:kind/:id (admins and pastoral care, docs/decisions/0025): one prayer request,
 * contact message or first-timer card (`kind`: prayer-request, contact-message, first-timer),
 * with the signed-in staff member's role for what 'Delete all from this person' covers.
 * An address with an unknown kind or a malformed id says so without asking the database.
 */
export function AdminInboxItemRoute() {
  const params = useParams();
  const kind = kindFromSlug(params.kind);
  const id = params.id ?? '';
  const valid = kind !== null && UUID.test(id);
  // Known inside the staff guard (the role it read is cached); care's is the narrower erasure.
  const role = useStaffMember()?.role ?? 'care';
  return (
    <>
      <PageMeta title={kind ? INBOX_KINDS[kind].label : 'Inbox item'} description="An inbox item." noindex />
      <p className="mb-4">
        <Link to="/admin/inbox" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          ← Back to the inbox
        </Link>
      </p>
      {valid ? (
        <InboxItemView key={`${kind}:${id}`} kind={kind} id={id.toLowerCase()} staffRole={role} />
      ) : (
        <>
          <h1 className="font-serif text-3xl font-bold text-brand-950">Inbox item</h1>
          <Empty
            className="mt-6"
            title="This item is not in the inbox"
            headingLevel={2}
            description="The address is not one of an inbox item."
          />
        </>
      )}
    </>
  );
}
