import { ServiceTimesList } from '@/components/site-info/service-times-list';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { contactMessages } from '@/i18n/contact';
import { useMessages } from '@/lib/i18n/messages';
import type { ServiceTime } from '@/lib/site-settings/service-times';
import { telHref } from '../utils/address';

/**
 * The contact details card (spec §2 "Contact"): location (one line per address line), email as
 * a `mailto:` link, phone as a `tel:` link and the service times.
 */
export function ContactDetailsCard({
  addressLines,
  email,
  phone,
  serviceTimes,
}: {
  addressLines: readonly string[];
  email: string;
  phone: string;
  serviceTimes: readonly ServiceTime[];
}) {
  const tel = telHref(phone);
  const m = useMessages(contactMessages);
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="grid content-start gap-5 rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200"
    >
      <h2 id="contact-details-heading" className="font-serif text-2xl font-bold text-brand-950">
        {m.detailsTitle}
      </h2>
      {/* Each group holds only a dt and a dd (HTML; axe `dlitem`): the icon sits in the term. */}
      <dl className="grid gap-5 text-slate-800">
        <div>
          <dt className="flex items-center gap-3 font-semibold text-slate-900">
            <MapPinIcon className="size-5 shrink-0 text-brand-700" />
            {m.location}
          </dt>
          <dd className="mt-1 pl-8">
            <address className="not-italic">
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-3 font-semibold text-slate-900">
            <MailIcon className="size-5 shrink-0 text-brand-700" />
            {m.email}
          </dt>
          <dd className="mt-1 pl-8">
            <a
              href={`mailto:${email}`}
              className="break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-3 font-semibold text-slate-900">
            <PhoneIcon className="size-5 shrink-0 text-brand-700" />
            {m.phone}
          </dt>
          <dd className="mt-1 pl-8">
            {tel ? (
              <a href={tel} className="text-brand-700 underline-offset-4 hover:underline">
                {phone}
              </a>
            ) : (
              phone
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-3 font-semibold text-slate-900">
            <ClockIcon className="size-5 shrink-0 text-brand-700" />
            {m.serviceTimes}
          </dt>
          <dd className="mt-1 pl-8">
            <ServiceTimesList times={serviceTimes} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
