import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageSection } from '@/components/layout/page-section';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

// The dialog and its form load on first use, keeping them out of the home page's first load.
const PrayerRequestDialog = lazy(() => import('./prayer-request-dialog'));

/**
 * Home section 6 (spec §2, §4): 'Need Prayer?' with a button that opens the prayer-request
 * dialog.
 */
export function PrayerSection() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const m = useMessages(homeMessages);
  return (
    <PageSection id="prayer" title={m.prayerTitle} tone="muted" intro={<p>{m.prayerIntro}</p>}>
      <div className="flex justify-center">
        <Button
          ref={openerRef}
          size="lg"
          aria-haspopup="dialog"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          {m.prayerButton}
        </Button>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <PrayerRequestDialog open={open} onOpenChange={setOpen} returnFocusRef={openerRef} />
        </Suspense>
      ) : null}
    </PageSection>
  );
}
