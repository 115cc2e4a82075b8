import type { LeaderItem, TitledList } from '@/lib/site-settings/about-defaults';
import { aboutMessages } from '@/i18n/about';
import { useMessages } from '@/lib/i18n/messages';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The 'Leadership' tab: photo (or initials), name, role and a bio clamped to 4 lines (spec §2). */
export function LeadershipPanel({ content }: { content: TitledList<LeaderItem> }) {
  const m = useMessages(aboutMessages);
  return (
    <section aria-labelledby="about-leadership">
      <h2 id="about-leadership" className="mb-8 text-center font-serif text-3xl font-bold text-brand-950">
        {content.title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.items.map((leader) => (
          <li
            key={leader.id}
            className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            {leader.image ? (
              <img
                src={leader.image}
                alt={m.portrait(leader.name)}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="mb-4 size-40 rounded-full bg-slate-100 object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="mb-4 inline-flex size-40 items-center justify-center rounded-full bg-brand-800 font-serif text-4xl font-bold text-white"
              >
                {initials(leader.name)}
              </span>
            )}
            <h3 className="text-xl font-bold text-brand-950">{leader.name}</h3>
            {leader.role ? <p className="mb-3 font-semibold text-brand-700">{leader.role}</p> : null}
            {leader.bio ? (
              <p data-testid="leader-bio" className="line-clamp-4 text-slate-700">
                {leader.bio}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
