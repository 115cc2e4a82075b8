import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { donateMessages } from '@/i18n/donate';
import { formsMessages } from '@/i18n/forms';
import { loadMessages, useMessages } from '@/lib/i18n/messages';
import { givingQueries } from '../api/online-giving';
import { GivingForm } from './giving-form';

// The Stripe form shows only in `stripe` mode, once the settings have said so (the simulated form
// shows until then), so it loads on demand, out of the page's first visit.
const StripeGivingForm = lazy(async () => ({
  default: (await import('./stripe-giving-form')).StripeGivingForm,
}));

/**
 * The Donate page's form in the mode an admin chose (`giving_settings.provider`, issue 31):
 * `simulated` (also while the setting loads or when it cannot be read) is the spec's form,
 * unchanged; `external` is a button to the church's own giving page; `stripe` is the online form
 * that continues to Stripe Checkout, starting from the choices kept in this tab after a cancelled
 * checkout. Its words are the page's (`@/i18n/donate`); the forms' validation messages (the
 * `forms` catalog) start loading as it mounts, before anyone can press a button.
 */
export function DonateGiving() {
  const m = useMessages(donateMessages);
  const settings = useQuery(givingQueries.settings());
  const mode = settings.data?.provider ?? 'simulated';
  useEffect(() => {
    // English is built in; a failed load leaves the messages in English.
    loadMessages(formsMessages).catch(() => undefined);
  }, []);
  if (mode === 'external' && settings.data?.external_url) {
    return (
      <div className="grid gap-4 text-slate-800">
        <p>{m.external.text}</p>
        <a
          href={settings.data.external_url}
          rel="noopener"
          className={buttonVariants({ variant: 'gold', size: 'lg' })}
        >
          {m.external.button}
        </a>
      </div>
    );
  }
  if (mode === 'stripe' && settings.data) {
    return (
      <Suspense fallback={null}>
        <StripeGivingForm settings={settings.data} />
      </Suspense>
    );
  }
  return <GivingForm />;
}
