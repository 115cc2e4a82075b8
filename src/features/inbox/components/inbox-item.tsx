import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { Skeleton } from '@/components/ui/skeleton';
import { SITE_NAME } from '@/config/navigation';
import type { StaffRole } from '@/config/staff-pages';
import { formatDate } from '@/lib/dates';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { INBOX_KINDS, type InboxKind } from '../api/inbox-kinds';
import { inboxQueries } from '../api/inbox';
import { markRead, type InboxSubmission } from '../api/inbox-item';
import { privacyQueries, removalText, removesAtFrom } from '../api/inbox-privacy';
import { InboxFollowUp } from './inbox-follow-up';
import { InboxNotes } from './inbox-notes';
import { PrivacySection } from './privacy-section';
import { StatusBadge } from './status-badge';

const DATE_TIME = 'MMM d, yyyy, h:mm a';

/** The church's name for e-mail subjects: `site_identity.name`, else the site's built-in name. */
export function churchName(settings: Readonly<Record<string, unknown>> | undefined): string {
  const identity = settings?.site_identity;
  if (identity && typeof identity === 'object' && 'name' in identity) {
    const name = (identity as { name: unknown }).name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return SITE_NAME;
}

/** The subject the visitor gave, or what the item was, for the reply's subject. */
function originalSubject(submission: InboxSubmission): string {
  if (submission.kind === 'contact_message') return submission.row.subject;
  if (submission.kind === 'prayer_request') return 'Your prayer request';
  return 'Your first visit';
}

/**
 * The 'Reply by e-mail' address: `mailto:` the sender with the subject 'Re: <original subject> –
 * <church>' (RFC 6068; the subject is percent-encoded).
 */
export function replyHref(email: string, submission: InboxSubmission, church: string): string {
  const subject = `Re: ${originalSubject(submission)} – ${church}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** A `tel:` address from a phone number as typed (digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-800">{children}</dd>
    </div>
  );
}

function blank(value: string | null | undefined): string | null {
  return value && value.trim() ? value : null;
}

/** Everything the visitor sent, by kind. */
function SubmissionDetails({ submission, received }: { submission: InboxSubmission; received: string }) {
  const row = submission.row;
  const phone = 'phone' in row ? blank(row.phone) : null;
  const email = blank(row.email);
  return (
    <dl className="grid gap-3">
      <Detail term="Received">
        <time dateTime={received}>{formatDate(received, DATE_TIME)}</time>
      </Detail>
      <Detail term="Name">{blank(row.name) ?? 'Anonymous'}</Detail>
      <Detail term="E-mail">{email ?? 'Not given'}</Detail>
      {submission.kind !== 'prayer_request' ? (
        <Detail term="Phone">
          {phone ? (
            <a href={telHref(phone)} className="text-brand-700 underline underline-offset-4">
              {phone}
            </a>
          ) : (
            'Not given'
          )}
        </Detail>
      ) : null}
      {submission.kind === 'contact_message' ? (
        <>
          <Detail term="Subject">{submission.row.subject}</Detail>
          <Detail term="Message">{submission.row.message}</Detail>
        </>
      ) : null}
      {submission.kind === 'prayer_request' ? (
        <>
          <Detail term="Prayer request">{submission.row.request_details}</Detail>
          <Detail term="May be shared">
            {submission.row.is_public
              ? 'Yes: they asked for it to be shared with the prayer team.'
              : 'No: they asked to keep it private.'}
          </Detail>
        </>
      ) : null}
      {submission.kind === 'first_timer' ? (
        <>
          <Detail term="How they heard of us">{blank(submission.row.how_heard) ?? 'Not given'}</Detail>
          <Detail term="Comments">{blank(submission.row.comments) ?? 'None'}</Detail>
        </>
      ) : null}
    </dl>
  );
}

function LoadingItem() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading the item</span>
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * One inbox item at `/admin/inbox/:kind/:id` (docs/decisions/0025): everything the visitor sent
 * with when, whether a prayer request may be shared (`is_public`), 'Reply by e-mail' (`mailto:`
 * naming the church and the original subject) and a `tel:` link, status and assignee saved with
 * optimistic concurrency ('Someone else changed this item. Reload to see their changes.' when
 * the save is refused), private notes by their authors' names, when it will be removed, and
 * 'Delete all from this person' (docs/decisions/0026), which says what the role's search covers.
 * Opening it marks it read for the signed-in staff member.
 *
 * @param staffRole - the signed-in staff member's role: what 'Delete all from this person' covers.
 */
export function InboxItemView({
  kind,
  id,
  staffRole: role,
}: {
  kind: InboxKind;
  id: string;
  staffRole: StaffRole;
}) {
  const queryClient = useQueryClient();
  const item = useQuery(inboxQueries.item(kind, id));
  const settings = useQuery(siteSettingsQueries.map());
  const retention = useQuery(privacyQueries.retention());
  const exists = Boolean(item.data);

  useEffect(() => {
    if (!exists) return;
    markRead(kind, id).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: inboxQueries.unread().queryKey });
        void queryClient.invalidateQueries({ queryKey: [...inboxQueries.all(), 'page'] });
      },
      (error: unknown) => console.warn('Could not mark the item read:', error),
    );
  }, [exists, kind, id, queryClient]);

  const heading = <h1 className="font-serif text-3xl font-bold text-brand-950">{INBOX_KINDS[kind].label}</h1>;
  if (item.isPending) {
    return (
      <>
        <h1 className="sr-only">{INBOX_KINDS[kind].label}</h1>
        <LoadingItem />
      </>
    );
  }
  if (item.isError) {
    return (
      <>
        {heading}
        <Empty
          className="mt-6"
          title="Could not load this item"
          headingLevel={2}
          description="Something went wrong while reading it."
        >
          <Button onClick={() => void item.refetch()}>Try again</Button>
        </Empty>
      </>
    );
  }
  if (!item.data) {
    return (
      <>
        {heading}
        <Empty
          className="mt-6"
          title="This item is not in the inbox"
          headingLevel={2}
          description="It may have been deleted, or the address is wrong."
        >
          <Link to="/admin/inbox" className={buttonVariants({ variant: 'outline' })}>
            Back to the inbox
          </Link>
        </Empty>
      </>
    );
  }

  const { submission, workflow } = item.data;
  const sender = blank(submission.row.name) ?? 'Anonymous';
  const email = blank(submission.row.email);
  const phone = 'phone' in submission.row ? blank(submission.row.phone) : null;
  const removal = removalText(removesAtFrom(workflow.closed_at, kind, retention.data), kind, retention.data);
  return (
    <article className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="font-serif text-3xl font-bold break-words text-brand-950">{sender}</h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
            {INBOX_KINDS[kind].label}
          </span>
          <StatusBadge status={workflow.status} />
          {removal ? <span className="text-sm">{removal}</span> : null}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          {email ? (
            <a href={replyHref(email, submission, churchName(settings.data))} className={buttonVariants()}>
              Reply by e-mail
            </a>
          ) : null}
          {phone ? (
            <a href={telHref(phone)} className={buttonVariants({ variant: 'outline' })}>
              Call {phone}
            </a>
          ) : null}
        </div>
      </header>
      <section aria-label="What they sent" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <SubmissionDetails submission={submission} received={workflow.received_at} />
      </section>
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <InboxFollowUp kind={kind} id={id} item={item.data} />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <InboxNotes kind={kind} id={id} />
      </div>
      {email ? <PrivacySection email={email} role={role} /> : null}
    </article>
  );
}
