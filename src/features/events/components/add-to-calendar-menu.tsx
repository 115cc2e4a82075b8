import { useCallback, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { useDismiss } from '@/hooks/use-dismiss';
import { toast } from '@/hooks/use-toast';
import { eventsMessages } from '@/i18n/events';
import { useMessages } from '@/lib/i18n/messages';
import type { ChurchEvent } from '../api/church-events';
import { googleCalendarUrl } from '../utils/google-calendar';
import { buildEventIcs, downloadTextFile, icsFileName, occurrenceIcsId } from '../utils/ics';

/**
 * 'Add to Calendar' (spec §2, §7): a disclosure with 'Google Calendar' (the template address, in a
 * new tab) and 'Download .ICS' (an RFC 5545 file built in the browser; ical-generator loads on
 * that click only), then the toast 'ICS file downloaded' / 'Import it into your calendar app.'.
 * Escape or a click outside closes it and returns focus to the button.
 *
 * The file and the Google link are those of the date shown (an occurrence of a repeating event
 * has its own, with that date's times; decision 0028).
 *
 * @param pageUrl - absolute address of the event page (`URL` of the file, link in Google's details).
 */
export function AddToCalendarMenu({ event, pageUrl }: { event: ChurchEvent; pageUrl: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const all = useMessages(eventsMessages);
  const m = all.addToCalendar;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, dismiss, root, trigger);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const downloadIcs = async () => {
    setBusy(true);
    try {
      const text = await buildEventIcs({ ...event, id: occurrenceIcsId(event) }, { pageUrl });
      downloadTextFile(text, icsFileName(event.title));
      toast({ title: m.downloaded, description: m.downloadedText });
      close();
    } catch {
      toast({
        title: m.failed,
        description: m.failedText,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <Button
        ref={trigger}
        size="lg"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <CalendarIcon className="size-5" />
        {m.label}
      </Button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-20 mt-2 grid min-w-56 gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <li>
          <a
            href={googleCalendarUrl(event, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
            className="block rounded-md px-3 py-2 font-medium text-slate-900 hover:bg-slate-100"
          >
            {m.google}
            <span className="sr-only">{all.detail.newTab}</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            disabled={busy}
            onClick={() => void downloadIcs()}
            className="block w-full rounded-md px-3 py-2 text-left font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-60"
          >
            {m.ics}
          </button>
        </li>
      </ul>
    </div>
  );
}
