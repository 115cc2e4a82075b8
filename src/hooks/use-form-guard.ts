import { useCallback, useEffect, useRef } from 'react';

/**
 * Shortest time, in ms, between a form's first display and its submission that a person takes
 * (issue "Protect the public forms": at most 3 s, so that a person using autofill is never
 * refused). Bots that post the moment the page loads are faster.
 */
export const MIN_FILL_MS = 2_000;

/**
 * Turns away bots that fill forms (issue "Protect the public forms", item 3): a submission whose
 * honeypot field holds a value, or that comes less than {@link MIN_FILL_MS} after the form was
 * first displayed, is not sent, and the form shows its normal success message, so the bot learns
 * nothing. Flood limits and bad input are handled by the database for every client.
 *
 * @returns `honeypotRef` for the form's `<Honeypot>`, and `guard(send)`, which wraps the
 *   function that stores a submission: it resolves without calling `send` for a likely bot.
 */
export function useFormGuard() {
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current ??= Date.now();
  }, []);

  const isLikelyBot = useCallback(() => {
    if (honeypotRef.current?.value) return true;
    return shownAt.current !== null && Date.now() - shownAt.current < MIN_FILL_MS;
  }, []);

  const guard = useCallback(
    <T>(send: (values: T) => Promise<void>) =>
      async (values: T): Promise<void> => {
        if (isLikelyBot()) return;
        await send(values);
      },
    [isLikelyBot],
  );
  return { honeypotRef, guard };
}
