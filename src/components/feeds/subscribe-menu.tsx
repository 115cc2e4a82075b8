import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDismiss } from '@/hooks/use-dismiss';
import { toast } from '@/hooks/use-toast';

/** How long the 'Link copied' toast stays, in ms (spec §9's duration for copied links). */
export const FEED_COPIED_TOAST_MS = 3000;

/** One way to open a feed, e.g. 'Add to Google Calendar' or 'Open in Apple Podcasts'. */
export interface FeedAppLink {
  label: string;
  href: string;
  /** Opens in a new tab (web pages such as Google Calendar); app schemes open in place. */
  newTab?: boolean;
}

/** One feed offered by a {@link SubscribeMenu}. */
export interface FeedOffer {
  /** What the feed holds, e.g. 'All sermons' or 'Series: Psalms of Ascent'. */
  name: string;
  /** The address shown and copied: `webcal://` for calendars, `https://` for RSS feeds. */
  address: string;
  links: readonly FeedAppLink[];
}

/**
 * Copies a feed address to the clipboard with the toast 'Link copied' / 'Feed address copied
 * to clipboard.'; when the clipboard is refused, a toast asks to copy the selected address by
 * hand. Never throws.
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

/**
 * A 'Subscribe'-style disclosure (issue "Subscribe": calendar feed on /events, podcast on the
 * sermon pages, blog feed): a button opens a panel that lists each feed with its address in a
 * read-only field, 'Copy link', and the app links that subscribe to it. Escape or a press
 * outside closes it (focus returns to the button after Escape). Not modal, so nothing traps
 * focus; the panel follows the button in the reading order.
 *
 * @param label - the button's text ('Subscribe', 'Podcast', 'RSS feed').
 * @param icon - an icon before the label.
 * @param intro - one sentence on what subscribing does.
 * @param feeds - at least one feed.
 */
export function SubscribeMenu({
  label,
  icon,
  intro,
  feeds,
  align = 'start',
}: {
  label: string;
  icon?: ReactNode;
  intro: string;
  feeds: readonly FeedOffer[];
  /** Which edge of the button the panel lines up with on wide screens. */
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, dismiss, root, trigger);

  return (
    <div ref={root} className="relative">
      <Button
        ref={trigger}
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        {label}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label={label}
        className={`absolute z-20 mt-2 grid w-[min(24rem,calc(100vw-2rem))] gap-4 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-lg ${align === 'end' ? 'right-0' : 'left-0'}`}
      >
        <p className="text-sm text-slate-700">{intro}</p>
        {feeds.map((feed) => (
          <FeedEntry key={feed.address} feed={feed} />
        ))}
      </div>
    </div>
  );
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
