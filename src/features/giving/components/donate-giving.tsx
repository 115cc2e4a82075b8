import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { givingQueries } from '../api/online-giving';
import { GivingForm } from './giving-form';

// Only stripe mode needs the online form: it loads as a chunk of its own.
const StripeGivingForm = lazy(async () => ({
  default: (await import('./stripe-giving-form')).StripeGivingForm,
}));

/**
 * The Donate page's form in the mode an admin chose (`giving_settings.provider`, issue 31):
 * `simulated` (also while the setting loads or when it cannot be read) is the spec's form,
 * unchanged; `external` is a button to the church's own giving page; `stripe` is the online form
 * that continues to Stripe Checkout, starting from the choices kept in this tab after a cancelled
 * checkout.
 */
export function DonateGiving() {
  const settings = useQuery(givingQueries.settings());
  const mode = settings.data?.provider ?? 'simulated';
  if (mode === 'external' && settings.data?.external_url) {
    return (
      <div className="grid gap-4 text-slate-800">
        <p>We receive gifts through our online giving page. It opens on our giving provider’s site.</p>
        <a
          href={settings.data.external_url}
          rel="noopener"
          className={buttonVariants({ variant: 'gold', size: 'lg' })}
        >
          Give online
        </a>
      </div>
    );
  }
  if (mode === 'stripe' && settings.data) {
    return (
      <Suspense fallback={<p className="text-slate-700">Loading the giving form...</p>}>
        <StripeGivingForm settings={settings.data} />
      </Suspense>
    );
  }
  return <GivingForm />;
}
