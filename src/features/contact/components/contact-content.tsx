import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { contactMessages } from '@/i18n/contact';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import { settingsIn } from '@/lib/site-settings/localized';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { readSetting } from '@/lib/site-settings/schemas';
import { addressLines } from '../utils/address';
import { ContactDetailsCard } from './contact-details-card';
import { ContactForm } from './contact-form';

/** Spec §9 "Map iframe height 450". */
const MAP_HEIGHT = 450;

/**
 * The body of /contact (spec §2 "Contact"): the contact details card, a 'New Here?' card, the message form
 * and the embedded map. Settings come from the shared settings query; while it loads or if it
 * fails, the built-in defaults show.
 */
export function ContactContent() {
  const { data: settings } = useQuery(siteSettingsQueries.map());
  const m = useMessages(contactMessages);
  const info = readSetting(settings, 'contact_info');
  // The typed setting joins a structured address into one line; this page lays it out by line.
  const raw = settings?.contact_info;
  const structured = addressLines(
    typeof raw === 'object' && raw !== null ? (raw as { address?: unknown }).address : undefined,
  );
  const lines = structured.length > 0 ? structured : addressLines(info.address);

  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-6">
          <ContactDetailsCard
            addressLines={lines}
            email={info.email}
            phone={info.phone}
            serviceTimes={readSetting(settingsIn(settings, getLocale()), 'service_times')}
          />
          <section
            aria-labelledby="new-here-heading"
            className="grid gap-3 rounded-xl bg-brand-900 p-6 text-white shadow-md"
          >
            <h2 id="new-here-heading" className="font-serif text-2xl font-bold">
              {m.newHereTitle}
            </h2>
            <p className="text-slate-100">{m.newHereText}</p>
            <Link
              to="/first-timer-form"
              className={buttonVariants({ variant: 'gold', className: 'justify-self-start' })}
            >
              {m.newHereLink}
            </Link>
          </section>
        </div>
        <section
          aria-labelledby="message-heading"
          className="rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="message-heading" className="mb-6 font-serif text-2xl font-bold text-brand-950">
            {m.messageTitle}
          </h2>
          <ContactForm />
        </section>
      </div>
      <section aria-label={m.map} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <iframe
          src={readSetting(settings, 'map_url')}
          title={m.mapTitle}
          height={MAP_HEIGHT}
          className="w-full rounded-xl border-0 shadow-md"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </section>
    </>
  );
}
