import { useState } from 'react';
import * as z from 'zod/mini';
import { TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { emailRegistrants } from '../api/staff-registrations';

/** The longest message 'E-mail registrants' sends (the database's limit). */
export const MESSAGE_MAX = 2000;

/** The message's rules: not blank, at most {@link MESSAGE_MAX} characters (as the database checks). */
export const RegistrantsMessageSchema = z.object({
  message: z.string().check(
    z.refine((text) => text.trim() !== '', 'Write a message first.'),
    z.refine((text) => text.trim().length <= MESSAGE_MAX, `At most ${MESSAGE_MAX} characters.`),
  ),
});

/**
 * 'E-mail registrants' (decision 0039): a short message to everyone registered or waiting on the
 * date, sent through the mail pipeline with the event's details and each person's link. The
 * message is staff text; the activity log records only that it was sent.
 */
export function EmailRegistrants({ eventId, date }: { eventId: string; date: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        E-mail registrants
      </Button>
    );
  }
  return <RegistrantsMessage eventId={eventId} date={date} onClose={() => setOpen(false)} />;
}

/**
 * The message form, on the staff editor kit: the text is kept on this device until sent, a
 * failure keeps it and says so beside Send, and 'Sent to 3 people' closes the form.
 */
function RegistrantsMessage({
  eventId,
  date,
  onClose,
}: {
  eventId: string;
  date: string;
  onClose: () => void;
}) {
  const editor = useStaffEditor({
    schema: RegistrantsMessageSchema,
    defaultValues: { message: '' },
    draftKey: `registrants-message:${eventId}:${date}`,
    save: ({ message }) => emailRegistrants(eventId, date, message.trim()),
    successToast: (count) => ({ title: count === 1 ? 'Sent to 1 person' : `Sent to ${count} people` }),
    failureToast: { title: 'Not sent', description: 'What you typed is kept.', variant: 'destructive' },
    failureMessage: 'The message was not sent. Please try again.',
    savedValues: () => ({ message: '' }),
    onSaved: onClose,
  });
  return (
    <form
      noValidate
      aria-label="E-mail registrants"
      className="grid w-full gap-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => void editor.submit(undefined)(event)}
    >
      <EditorNotices draft={editor.draft} />
      <TextField
        control={editor.form.control}
        name="message"
        id="registrants-message"
        label="Message to everyone on this date"
        multiline
        rows={4}
      />
      <SaveFailure error={editor.error} />
      <div className="flex flex-wrap gap-2">
        <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef} busyLabel="Sending...">
          Send
        </SaveButton>
        <Button type="button" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
