import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The error state of a data view (spec §2 "Every data page has ... an error state"): a red box
 * with `role="alert"`, the view's own text and, when `onRetry` is given, a 'Try again' button
 * that reads 'Trying again...' and is disabled while `retrying` (public pages pass both from
 * their catalog as `retryText`; staff pages keep the English defaults).
 *
 * The text is always the spec's (e.g. 'Error loading sermons. Please try again later.'); a
 * server's error message is never passed in (spec §8 "Server error responses ... are not
 * shown"); the query cache logs the details.
 */
export function ErrorState({
  children,
  onRetry,
  retrying = false,
  retryText = { idle: 'Try again', busy: 'Trying again...' },
  className,
}: {
  /** The text shown, usually one sentence. */
  children: ReactNode;
  /** Refetches; omit when the view cannot retry. */
  onRetry?: () => void;
  /** Whether a retry is under way. */
  retrying?: boolean;
  /** The button's text in the page's language, and while retrying (English by default). */
  retryText?: { idle: string; busy: string };
  className?: string;
}) {
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        'flex flex-col items-center gap-4 rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
    >
      <p className="font-semibold text-red-800">{children}</p>
      {onRetry ? (
        <Button variant="outline" disabled={retrying} onClick={onRetry}>
          {retrying ? retryText.busy : retryText.idle}
        </Button>
      ) : null}
    </div>
  );
}
