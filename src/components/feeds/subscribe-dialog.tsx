import { type RefObject, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { uiMessages } from '@/i18n/ui';
import type uiText from '@/i18n/ui/en';
import { useMessages } from '@/lib/i18n/messages';
import type { FeedOffer } from './subscribe-menu';

/** How long the 'Link copied' toast stays, in ms (spec §9's duration for copied links). */
export const FEED_COPIED_TOAST_MS = 3000;

/** The dialog's words in the page's language. */
type FeedText = (typeof uiText)['feeds'];

/**
 * Copies a feed address to the clipboard with the toast 'Link copied' / 'Feed address copied
 * to clipboard.' (in the page's language, `text`); when the clipboard is refused, a toast asks to
 * copy the address by hand. Never throws.
 *
 * @returns whether the address was copied.
 */
export async function copyFeedAddress(address: string, text: FeedText): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(address);
    toast({ title: text.copied, description: text.copiedText, duration: FEED_COPIED_TOAST_MS });
    return true;
  } catch {
    toast({ title: text.copyFailed, description: text.copyFailedText, variant: 'destructive' });
    return false;
  }
}

function FeedEntry({ feed, text }: { feed: FeedOffer; text: FeedText }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    const copied = await copyFeedAddress(feed.address, text);
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
        <Button size="sm" variant="outline" aria-label={text.copyFeed(feed.name)} onClick={() => void copy()}>
          {text.copy}
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
                {link.newTab ? <span className="sr-only">{text.newTab}</span> : null}
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
 * feed (address, 'Copy link', app links), in the page's language (the `ui` catalog, loaded with
 * it). It has no Radix trigger, so focus is returned by hand to the button that opened it.
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
  const text = useMessages(uiMessages).feeds;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={text.close}
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
          <FeedEntry key={feed.address} feed={feed} text={text} />
        ))}
      </DialogContent>
    </Dialog>
  );
}
