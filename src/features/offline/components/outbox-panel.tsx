import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { outboxMessages } from '@/i18n/outbox';
import type OutboxEnglish from '@/i18n/outbox/en';
import { formatDate } from '@/lib/dates';
import { plural, useMessages } from '@/lib/i18n/messages';
import { FORM_QUEUE_FLAG } from '@/lib/offline/form-flag';
import { discard, queued } from '@/lib/offline/form-queue';
import { outboxItemOf, type OutboxItem } from '@/lib/offline/outbox-summary';

/**
 * How the list writes a moment: 'Dec 6, 2:05 PM', '6 dic, 2:05 p.m.' (the church's time zone, like
 * every date of the site).
 */
const when = (ms: number) => formatDate(ms, 'shortDateTime');

/** What the outbox list reads and changes; the outbox itself unless a test gives its own. */
export interface OutboxSource {
  /** The waiting entries, oldest first (expired ones deleted on the way). */
  list: () => Promise<OutboxItem[]>;
  /** Deletes one entry unsent. */
  discard: (key: string) => Promise<void>;
}

const outbox: OutboxSource = {
  list: async () => (await queued()).map(outboxItemOf),
  discard,
};

/** The list's words in the page's language (`@/i18n/outbox`). */
type OutboxText = typeof OutboxEnglish;

/** One entry's line: the form, when it was saved and deleted unsent, the first words, 'Discard'. */
function OutboxLine({
  item,
  text,
  onDiscard,
}: {
  item: OutboxItem;
  text: OutboxText;
  onDiscard: (button: HTMLElement) => void;
}) {
  const saved = when(item.queuedAt);
  const form = text.forms[item.form];
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-semibold text-brand-950">{form.name}</p>
        <p className="text-sm text-slate-600">
          {text.saved(saved)}
          {item.preview ? <span className="break-words"> · “{item.preview}”</span> : null}
        </p>
        <p className="text-xs text-slate-600">{text.deletedAfter(when(item.expiresAt))}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={text.discardLabel(form.inText, saved)}
        onClick={(event) => onDiscard(event.currentTarget)}
      >
        {text.discard}
      </Button>
    </li>
  );
}

/**
 * 'Waiting to be sent' (issue 41 item 9, docs/decisions/0041): the public forms saved on this
 * device while offline, each with the form's name, when it was saved, when it will be deleted
 * unsent (7 days) and at most its first words (`outboxItemOf`), and 'Discard' behind a
 * confirmation ('Discard this prayer request?'). Follows the outbox as it changes (sent by the
 * worker or another tab, expired, discarded) through its broadcast channel; renders nothing while
 * nothing waits. 'Hide' folds it to its heading. Fixed at the bottom of the window, full width on a
 * phone. Its words are the page's language's (`@/i18n/outbox`; the preview is the visitor's own).
 *
 * @param source - the outbox (tests give their own).
 */
export function OutboxPanel({ source = outbox }: { source?: OutboxSource }) {
  const text = useMessages(outboxMessages);
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [open, setOpen] = useState(true);
  const [asking, setAsking] = useState<OutboxItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const discarded = useRef(false);

  const refresh = useCallback(async () => {
    try {
      setItems(await source.list());
    } catch (cause) {
      console.warn('The outbox could not be read:', cause);
    }
  }, [source]);

  useEffect(() => {
    void refresh();
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(FORM_QUEUE_FLAG);
    channel.onmessage = () => void refresh();
    return () => channel.close();
  }, [refresh]);

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    setError(null);
    try {
      await source.discard(asking.key);
      discarded.current = true;
      setAsking(null);
      await refresh();
    } catch (cause) {
      console.error('The saved form could not be discarded:', cause);
      setError(text.discardFailed);
    } finally {
      setBusy(false);
    }
  };

  if (items.length === 0 && !asking) return null;
  return (
    <section
      aria-labelledby="outbox-heading"
      className="fixed right-2 bottom-2 left-2 z-40 max-h-[60vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:right-auto sm:left-4 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="outbox-heading" ref={heading} tabIndex={-1} className="font-semibold text-brand-950">
          {plural(text.heading, items.length)}
        </h2>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? text.hide : text.show}
        </Button>
      </div>
      {open ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
          <ul className="mt-2 divide-y divide-slate-200">
            {items.map((item) => (
              <OutboxLine
                key={item.key}
                item={item}
                text={text}
                onDiscard={(button) => {
                  trigger.current = button;
                  discarded.current = false;
                  setError(null);
                  setAsking(item);
                }}
              />
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(next) => !next && setAsking(null)}
        title={text.forms[asking?.form ?? 'other'].question}
        description={text.discardText}
        confirmLabel={text.discard}
        busyLabel={text.discarding}
        cancelLabel={text.keep}
        closeLabel={text.close}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (discarded.current ? heading.current : trigger.current)?.focus();
        }}
      />
    </section>
  );
}

let root: Root | null = null;

/**
 * Mounts the outbox list once, in a root of its own at the end of the page (loaded and called
 * by `src/app/service-worker-registration.ts` while the outbox holds anything); later calls do
 * nothing: the mounted list follows the outbox. It shows once its words have loaded.
 */
export function showOutbox(): void {
  if (root) return;
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <Suspense fallback={null}>
      <OutboxPanel />
    </Suspense>,
  );
}
