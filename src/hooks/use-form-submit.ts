import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormGuard } from '@/hooks/use-form-guard';
import { toast, type ToastInput } from '@/hooks/use-toast';
import { englishFormsMessages, formsMessages } from '@/i18n/forms';
import { loadMessages, messagesOf } from '@/lib/i18n/messages';
import { isRateLimited } from '@/lib/rate-limit';

/**
 * Whether an error means that a public form's insert could not reach the network and waits in
 * the outbox instead (`QueuedOffline` of `@/lib/offline/form-queue`, docs/decisions/0041): the
 * error itself, or the error object postgrest-js makes of it (`message` `QueuedOffline: …`).
 */
export function isQueuedOffline(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  return (
    e?.name === 'QueuedOffline' || (typeof e?.message === 'string' && e.message.startsWith('QueuedOffline:'))
  );
}

/**
 * The shared toasts in the page's language (the `forms` catalog, English until it has loaded):
 * a submission kept in the outbox while offline (issue 34, docs/decisions/0041), and one refused
 * for sending too often ("try again in a few minutes", docs/decisions/0016).
 */
function sharedToasts() {
  const m = messagesOf(formsMessages) ?? englishFormsMessages;
  return {
    queued: { title: m.queuedTitle, description: m.queuedText },
    rateLimited: { title: m.rateLimitedTitle, description: m.rateLimitedText, variant: 'destructive' },
  } satisfies Record<string, ToastInput>;
}

/** What a public form gives {@link useFormSubmit}. */
export interface FormSubmitOptions<T> {
  /** Stores one submission (an insert with the public client); throws the API's error. */
  send: (values: T) => Promise<void>;
  /**
   * After the submission was stored (or quietly dropped as a likely bot, which must look the
   * same): clearing the form's fields, closing its dialog.
   */
  onSuccess: () => void;
  /** The form's success toast (spec §8), shown before `onSuccess`. */
  successToast?: ToastInput;
  /**
   * The toast when the form's rules refuse the input, or `null` for none (spec §8: 'Email
   * required' for a blank address); called by `onInvalid`, so it may read the form's values.
   */
  invalidToast?: () => ToastInput | null;
  /**
   * The toast of a failure that is not a flood limit (spec §8's text for the form), or a function
   * that picks it from the error (the newsletter's 'Already subscribed!').
   */
  failureToast: ToastInput | ((cause: unknown) => ToastInput);
}

/**
 * The one submit path of the public forms (contact, first-timer, newsletter, prayer,
 * testimony; docs/decisions/0002 "Forms"): the bot guard (`useFormGuard`), the insert as a
 * React Query mutation, and the failure toasts.
 *
 * - Success: `onSuccess` (the form toasts, clears and closes there).
 * - No network: the data client put the submission in the outbox (`isQueuedOffline`); the form
 *   clears and closes as on success, and the toast says 'Saved — it will be sent when you're
 *   back online' instead of the form's own.
 * - Any 429 — the form guard's `rate_limited`, PostgREST's `PT429`, a hosted gateway's own 429
 *   with an HTML, empty or JSON body (`isRateLimited`) — toasts 'Too many submissions' /
 *   'Please try again in a few minutes. What you typed is still here.'
 * - Any other failure toasts the form's own text (spec §8); a database message never reaches the
 *   visitor.
 *
 * On every failure the fields keep what the visitor typed (nothing is reset) and the error's
 * details go to `console.error` for whoever looks at the browser console.
 *
 * The form's page language: mounting the form starts loading the shared `forms` messages (the
 * field rules' validation messages and these toasts, `@/i18n/forms`) of the document's language,
 * a small chunk on a Spanish page, there long before the first press of the button.
 *
 * @returns `honeypotRef` for the form's `<Honeypot>`, `submit(values)` and `onInvalid` for
 *   `handleSubmit`, and `isPending` for the button's busy text.
 */
export function useFormSubmit<T>({
  send,
  onSuccess,
  successToast,
  invalidToast,
  failureToast,
}: FormSubmitOptions<T>) {
  const { honeypotRef, guard } = useFormGuard();
  useEffect(() => {
    // English is built in; a failed load leaves the messages in English.
    loadMessages(formsMessages).catch(() => undefined);
  }, []);
  const mutation = useMutation({
    // Sent even when the browser says it is offline: the data client then puts it in the outbox
    // (React Query's default would hold the mutation, 'Submitting…', until the network is back).
    networkMode: 'always',
    mutationFn: async (values: T): Promise<'sent' | 'queued'> => {
      try {
        await guard(send)(values);
        return 'sent';
      } catch (cause) {
        if (isQueuedOffline(cause)) return 'queued';
        throw cause;
      }
    },
    onSuccess: (outcome) => {
      // One toast at a time (spec §9): a submission kept in the outbox says so instead.
      if (outcome === 'queued') toast(sharedToasts().queued);
      else if (successToast) toast(successToast);
      onSuccess();
    },
    onError: (cause) => {
      console.error('The form could not be sent:', cause);
      if (isRateLimited(cause)) toast(sharedToasts().rateLimited);
      else toast(typeof failureToast === 'function' ? failureToast(cause) : failureToast);
    },
  });
  const onInvalid = () => {
    const shown = invalidToast?.();
    if (shown) toast(shown);
  };
  return { honeypotRef, submit: mutation.mutate, onInvalid, isPending: mutation.isPending };
}
