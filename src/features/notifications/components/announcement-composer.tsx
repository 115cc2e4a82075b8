import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldSection, TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { churchTimeZone } from '@/lib/church-time';
import { formatDate } from '@/lib/dates';
import { announce, staffPushQueries, type Announcement } from '../api/staff-notifications';
import { ANNOUNCEMENT_LIMITS, AnnouncementSchema, type AnnouncementValues } from '../utils/announcement-form';
import { heldUntil } from '../utils/topic-rules';
import { NotificationPreview } from './notification-preview';

const EMPTY: AnnouncementValues = { title: '', body: '', url: '' };

const time = (iso: Date | string) => formatDate(iso, 'EEE, MMM d, h:mm a');

/** The database's sentence for a refusal it words (22023: the weekly cap, a field). */
function knownError(error: unknown): string | undefined {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '22023' && typeof e.message === 'string' ? e.message : undefined;
}

/** The weekly cap and the quiet hours, as they apply to a send now. */
function SendNotes({ now }: { now: Date }) {
  const quota = useQuery(staffPushQueries.quota());
  const held = heldUntil('announcement', now, churchTimeZone());
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-800" aria-live="polite">
      {quota.data ? (
        <li>
          {quota.data.used} of {quota.data.cap} announcements sent in the last 7 days
          {quota.data.next_at ? `; the next can go on ${time(quota.data.next_at)}` : ''}.
        </li>
      ) : null}
      <li>
        {held
          ? `Quiet hours (9 PM–8 AM): it will go out at ${time(held)}.`
          : 'It goes out at once to everyone who turned on announcements.'}
      </li>
    </ul>
  );
}

/**
 * The announcement composer of /admin/notifications (admins; docs/decisions/0049): title (at most
 * 50 characters), text (at most 120) and the page a tap opens, a preview of the notification as
 * a phone shows it, the week's count against the cap and the quiet hours; 'Send announcement'
 * asks for a confirmation. Built with the staff kit: the draft is kept on the device until sent.
 */
export function AnnouncementComposer({ churchName }: { churchName: string }) {
  const [confirming, setConfirming] = useState<Announcement | null>(null);
  const editor = useStaffEditor({
    schema: AnnouncementSchema,
    defaultValues: EMPTY,
    draftKey: 'push-announcement',
    save: (values: AnnouncementValues) => announce(values),
    successToast: (held) =>
      held
        ? { title: 'Announcement scheduled', description: `Quiet hours: it goes out at ${time(held)}.` }
        : { title: 'Announcement sent' },
    savedValues: () => EMPTY,
    failureMessage: 'The announcement could not be sent. What you wrote is kept.',
    knownError,
    invalidate: [staffPushQueries.all()],
    onSaved: () => setConfirming(null),
    onFailed: () => setConfirming(null),
  });
  const [title = '', body = ''] = useWatch({ control: editor.form.control, name: ['title', 'body'] });
  const control = editor.form.control;
  return (
    <form
      noValidate
      aria-label="Announcement"
      className="grid gap-4"
      onSubmit={(event) => void editor.form.handleSubmit((values) => setConfirming(values))(event)}
    >
      <EditorNotices draft={editor.draft} />
      <FieldSection title="Announcement">
        <TextField
          control={control}
          name="title"
          label="Title"
          id="push-title"
          maxLength={ANNOUNCEMENT_LIMITS.title}
          description={`${title.length} of ${ANNOUNCEMENT_LIMITS.title} characters`}
        />
        <TextField
          control={control}
          name="body"
          label="Text"
          id="push-body"
          multiline
          rows={3}
          optional
          maxLength={ANNOUNCEMENT_LIMITS.body}
          description={`${body.length} of ${ANNOUNCEMENT_LIMITS.body} characters`}
        />
        <TextField
          control={control}
          name="url"
          label="Page it opens"
          id="push-url"
          optional
          placeholder="/events"
          description="An address of this site; empty for the home page."
        />
      </FieldSection>
      <NotificationPreview title={title.trim() || 'Title'} body={body.trim()} churchName={churchName} />
      <SendNotes now={new Date()} />
      <SaveFailure error={editor.error} />
      <SaveButton
        busy={editor.busy}
        buttonRef={editor.saveButtonRef}
        busyLabel="Sending..."
        className="justify-self-start"
      >
        Send announcement
      </SaveButton>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Send this announcement?"
        description={`“${confirming?.title ?? ''}” goes to everyone who turned on announcements.`}
        confirmLabel="Send"
        busyLabel="Sending..."
        destructive={false}
        busy={editor.busy}
        onConfirm={() => confirming && editor.save(confirming, undefined)}
        returnFocusRef={editor.saveButtonRef}
      />
    </form>
  );
}
