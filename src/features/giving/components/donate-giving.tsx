import { useQuery } from '@tanstack/react-query';
import { buttonVariants } from '@/components/ui/button';
import { givingQueries } from '../api/online-giving';
import { GivingForm } from './giving-form';
// In the Donate page's own chunk (a lazy chunk of its own would add a shared chunk, and its name,
// to every public page's first visit).
import { StripeGivingForm } from './stripe-giving-form';

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
    return <StripeGivingForm settings={settings.data} />;
  }
  return <GivingForm />;
}
