import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog (Radix) loads on the first press, like the other on-demand dialogs (decision 0006).
const SubscribeDialog = lazy(() => import('./subscribe-dialog'));

/** One way to open a feed, e.g. 'Add to Google Calendar' or 'Open in Apple Podcasts'. */
export interface FeedAppLink {
  label: string;
  href: string;
  /** Opens in a new tab (web pages such as Google Calendar); app schemes open in place. */
  newTab?: boolean;
}

/** One feed offered by a {@link SubscribeMenu}. */
export interface FeedOffer {
  /** What the feed holds, e.g. 'All sermons' or 'Series: Psalms for Every Season'. */
  name: string;
  /** The address shown and copied: `webcal://` for calendars, `https://` for RSS feeds. */
  address: string;
  links: readonly FeedAppLink[];
}

/**
 * A 'Subscribe'-style control (issue "Subscribe": the calendar feed on /events, the podcast on
 * the sermon pages, the blog feed): a button that opens a dialog listing each feed with its
 * address in a read-only field, 'Copy link', and the app links that subscribe to it. The dialog
 * is modal (Radix: focus kept inside, Escape closes) and fits any screen; focus returns to the
 * button when it closes.
 *
 * @param label - the button's text ('Subscribe', 'Podcast', 'RSS feed').
 * @param title - the dialog's title, e.g. 'Subscribe to the church calendar'.
 * @param intro - one sentence on what subscribing does (the dialog's description).
 * @param feeds - at least one feed.
 */
export function SubscribeMenu({
  label,
  icon,
  title,
  intro,
  feeds,
}: {
  label: string;
  icon?: ReactNode;
  title: string;
  intro: string;
  feeds: readonly FeedOffer[];
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SubscribeDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusRef={trigger}
            title={title}
            intro={intro}
            feeds={feeds}
          />
        </Suspense>
      ) : null}
    </>
  );
}
