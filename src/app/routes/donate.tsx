import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { DonateGiving } from '@/features/giving/components/donate-giving';

/**
 * /donate (spec §2 "Donate"): the appeal beside the giving form, in the mode an admin chose
 * (simulated, external or Stripe Checkout; docs/decisions/0038).
 */
export function DonateRoute() {
  return (
    <>
      <PageMeta
        title="Give"
        description="Support the ministry: give an offering, tithe or a gift to missions, the building fund or a special event."
      />
      <PageBanner
        title="Give to the Ministry"
        description="Your generosity helps us share hope and serve our community"
        settingKey="banner_image_donate_page"
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="appeal-heading" className="grid content-start gap-4 text-slate-800">
          <h2 id="appeal-heading" className="font-serif text-3xl font-bold text-brand-950">
            Why We Give
          </h2>
          <p>
            Every gift, large or small, helps us worship together, care for families in need, send
            missionaries and keep our doors open to everyone who walks in.
          </p>
          <p>
            “Each of you should give what you have decided in your heart to give, not reluctantly or under
            compulsion, for God loves a cheerful giver.” <cite>2 Corinthians 9:7</cite>
          </p>
          <p>Choose an amount and a fund. You can make your gift recurring every month or every quarter.</p>
        </section>
        <section
          aria-labelledby="giving-heading"
          className="rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="giving-heading" className="mb-6 font-serif text-2xl font-bold text-brand-950">
            Make a Gift
          </h2>
          <DonateGiving />
        </section>
      </div>
    </>
  );
}
