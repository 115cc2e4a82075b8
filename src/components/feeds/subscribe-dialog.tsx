import { type RefObject, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import type { FeedOffer } from './subscribe-menu';

/** How long the 'Link copied' toast stays, in ms (spec §9's duration for copied links). */
export const FEED_COPIED_TOAST_MS = 3000;

/**
 * Copies a feed address to the clipboard with the toast 'Link copied' / 'Feed address copied
 * to clipboard.'; when the clipboard is refused, a toast asks to copy the address by hand.
 * Never throws.
 *
 * @returns whether the address was copied.
 */
export async function copyFeedAddress(address: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(address);
    toast({
      title: 'Link copied',
      description: 'Feed address copied to clipboard.',
      duration: FEED_COPIED_TOAST_MS,
    });
    return true;
  } catch {
    toast({
      title: 'Could not copy the link',
      description: 'Select the address and copy it by hand.',
      variant: 'destructive',
    });
    return false;
  }
}

function FeedEntry({ feed }: { feed: FeedOffer }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    const copied = await copyFeedAddress(feed.address);
    if (!copied) input.current?.focus(); // focusing selects the address
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        {feed.name}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={feed.address}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-900"
        />
        <Button
          size="sm"
          variant="outline"
          aria-label={`Copy link: ${feed.name}`}
          onClick={() => void copy()}
        >
          Copy link
        </Button>
      </div>
      {feed.links.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {feed.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {link.label}
                {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The dialog of a {@link SubscribeMenu} (loaded on demand): title, description and one entry per
 * feed (address, 'Copy link', app links). It has no Radix trigger, so focus is returned by hand
 * to the button that opened it.
 */
export default function SubscribeDialog({
  open,
  onOpenChange,
  returnFocusRef,
  title,
  intro,
  feeds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  title: string;
  intro: string;
  feeds: readonly FeedOffer[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{intro}</DialogDescription>
        </DialogHeader>
        {feeds.map((feed) => (
          <FeedEntry key={feed.address} feed={feed} />
        ))}
      </DialogContent>
    </Dialog>
  );
}
