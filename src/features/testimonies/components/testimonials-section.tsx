import { TESTIMONIALS } from './testimonials';
import { PageSection } from '@/components/layout/page-section';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Home section 5 (spec §2): 'What Our Community Says', three fixed testimonials, shown as their
 * authors wrote them (in English, marked `lang="en"` for the Spanish page's screen readers).
 */
export function TestimonialsSection() {
  const m = useMessages(homeMessages);
  return (
    <PageSection id="testimonials" title={m.testimonialsTitle}>
      <ul lang="en" className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.id} className="flex">
            <figure className="flex flex-1 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <blockquote className="flex-1 text-slate-800">
                <p>&ldquo;{item.content}&rdquo;</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {item.avatar}
                </span>
                <span>
                  <span className="block font-semibold text-brand-950">{item.name}</span>
                  <span className="block text-sm text-slate-700">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
