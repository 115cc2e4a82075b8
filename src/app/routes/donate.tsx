import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { DonateGiving } from '@/features/giving/components/donate-giving';
import { donateMessages } from '@/i18n/donate';
import { useMessages } from '@/lib/i18n/messages';

/**
 * /donate (spec §2 "Donate"): the appeal beside the giving form, in the mode an admin chose
 * (simulated, external or Stripe Checkout; docs/decisions/0038).
 */
export function DonateRoute() {
  const m = useMessages(donateMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.bannerTitle} description={m.bannerText} settingKey="banner_image_donate_page" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="appeal-heading" className="grid content-start gap-4 text-slate-800">
          <h2 id="appeal-heading" className="font-serif text-3xl font-bold text-brand-950">
            {m.whyTitle}
          </h2>
          <p>{m.whyText}</p>
          <p>
            {m.verse} <cite>{m.verseReference}</cite>
          </p>
          <p>{m.howText}</p>
        </section>
        <section
          aria-labelledby="giving-heading"
          className="rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="giving-heading" className="mb-6 font-serif text-2xl font-bold text-brand-950">
            {m.formTitle}
          </h2>
          <DonateGiving />
        </section>
      </div>
    </>
  );
}
