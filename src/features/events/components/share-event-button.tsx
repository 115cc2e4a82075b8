import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { eventsMessages, type EventsText } from '@/i18n/events';
import { useMessages } from '@/lib/i18n/messages';

/** How long the 'Link copied' toast stays (spec §9), in ms. */
export const LINK_COPIED_TOAST_MS = 3000;

/**
 * Shares an event page (spec §7 "Share", §8): the device's share sheet (`navigator.share`) where
 * available; otherwise, or when sharing fails for another reason than the visitor cancelling, the
 * address goes to the clipboard with 'Link copied' / 'Event link copied to clipboard.' for 3 s.
 * When both fail, a toast shows the address to copy by hand; nothing is thrown.
 *
 * @param url - absolute address of the event page.
 * @param text - the toasts' words in the page's language (the events catalog's `share`).
 * @returns whether the link was shared or copied.
 */
export async function shareEventLink(
  title: string,
  url: string,
  text: EventsText['share'],
): Promise<boolean> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: text.copied,
      description: text.copiedText,
      duration: LINK_COPIED_TOAST_MS,
    });
    return true;
  } catch {
    toast({
      title: text.failed,
      description: text.failedText(url),
      variant: 'destructive',
    });
    return false;
  }
}

/** The 'Share' action of an event page. */
export function ShareEventButton({ title, url }: { title: string; url: string }) {
  const m = useMessages(eventsMessages).share;
  return (
    <Button variant="outline" size="lg" onClick={() => void shareEventLink(title, url, m)}>
      {m.label}
    </Button>
  );
}
