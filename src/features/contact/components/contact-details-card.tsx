import { ServiceTimesList } from '@/components/site-info/service-times-list';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
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
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="grid content-start gap-5 rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200"
    >
      <h2 id="contact-details-heading" className="font-serif text-2xl font-bold text-brand-950">
        Contact Details
      </h2>
      <dl className="grid gap-5 text-slate-800">
        <div className="flex gap-3">
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <dt className="font-semibold text-slate-900">Location</dt>
            <dd>
              <address className="not-italic">
                {addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <MailIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <dt className="font-semibold text-slate-900">Email</dt>
            <dd>
              <a
                href={`mailto:${email}`}
                className="break-all text-brand-700 underline-offset-4 hover:underline"
              >
                {email}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <dt className="font-semibold text-slate-900">Phone</dt>
            <dd>
              {tel ? (
                <a href={tel} className="text-brand-700 underline-offset-4 hover:underline">
                  {phone}
                </a>
              ) : (
                phone
              )}
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <ClockIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <dt className="font-semibold text-slate-900">Service Times</dt>
            <dd>
              <ServiceTimesList times={serviceTimes} />
            </dd>
          </div>
        </div>
      </dl>
    </section>
  );
}
