import { lazy } from 'react';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { Skeleton } from '@/components/ui/skeleton';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

// react-hook-form and the form's rules load as the section nears the screen: the section is the
// last of the home page, and they would be a tenth of its first-visit JavaScript (decision 0006).
const NewsletterForm = lazy(() => import('./newsletter-form'));

/** Holds the form's place (same height) until its code has arrived. */
function NewsletterFormPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-6 w-32 bg-white/20" />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Skeleton className="h-11 flex-1 bg-white/20" />
        <Skeleton className="h-11 w-32 bg-white/20" />
      </div>
    </div>
  );
}

/**
 * Home section 8 (spec §2): 'Stay Connected', its invitation and the newsletter signup form
 * ({@link NewsletterForm}), whose code loads when the section comes within reach of the screen.
 */
export function NewsletterSection() {
  const m = useMessages(homeMessages);
  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-brand-950 px-4 py-16 text-white sm:px-6 md:py-20"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-title" className="font-serif text-3xl font-bold md:text-4xl">
          {m.newsletterTitle}
        </h2>
        <p className="mt-4 text-lg text-slate-100">{m.newsletterIntro}</p>
        <div className="mt-8">
          <LoadWhenNear fallback={<NewsletterFormPlaceholder label={m.newsletterLoading} />}>
            <NewsletterForm />
          </LoadWhenNear>
        </div>
      </div>
    </section>
  );
}
