import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { emailRegistrants } from '../api/staff-registrations';

/** The longest message 'E-mail registrants' sends (the database's limit). */
export const MESSAGE_MAX = 2000;

/**
 * 'E-mail registrants' (decision 0039): a short message to everyone registered or waiting on the
 * date, sent through the mail pipeline with the event's details and each person's link. The
 * message is staff text; the activity log records only that it was sent.
 */
export function EmailRegistrants({ eventId, date }: { eventId: string; date: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => emailRegistrants(eventId, date, message.trim()),
    onSuccess: (count) => {
      toast({ title: count === 1 ? 'Sent to 1 person' : `Sent to ${count} people` });
      setMessage('');
      setOpen(false);
    },
    onError: () => setError('The message was not sent. Please try again.'),
  });
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        E-mail registrants
      </Button>
    );
  }
  return (
    <form
      className="grid w-full gap-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const text = message.trim();
        if (!text) return setError('Write a message first.');
        if (text.length > MESSAGE_MAX) return setError(`At most ${MESSAGE_MAX} characters.`);
        setError(null);
        send.mutate();
      }}
    >
      <Field>
        <FieldLabel htmlFor="registrants-message">Message to everyone on this date</FieldLabel>
        <Textarea
          id="registrants-message"
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={Boolean(error)}
          {...(error ? { 'aria-describedby': 'registrants-message-error' } : {})}
        />
        <FieldError id="registrants-message" error={error ? { message: error } : undefined} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Close
        </Button>
      </div>
    </form>
  );
}
