import { ContentText } from '@/components/ui/content-text';
import type { KeyBibleVerse } from '../data/pastor-info';
import { pastorsCornerMessages } from '@/i18n/pastors-corner';
import { useMessages } from '@/lib/i18n/messages';

/** The Key Bible Verses card (spec §2, §3): each reference with its text. */
export function KeyBibleVersesCard({ verses }: { verses: readonly KeyBibleVerse[] }) {
  const m = useMessages(pastorsCornerMessages);
  return (
    <section
      aria-labelledby="key-bible-verses"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
    >
      <h2 id="key-bible-verses" className="font-serif text-2xl font-bold text-brand-950">
        {m.verses}
      </h2>
      <ul className="mt-6 grid gap-5">
        {verses.map((verse) => (
          <li key={verse.id} className="border-l-4 border-brand-700 pl-4">
            <p className="font-semibold text-brand-800">
              <ContentText lang={verse.textLanguages?.verse} note={false}>
                {verse.verse}
              </ContentText>
            </p>
            <ContentText
              lang={verse.textLanguages?.text}
              as="p"
              className="mt-1 leading-relaxed text-slate-800"
            >
              {verse.text}
            </ContentText>
          </li>
        ))}
      </ul>
    </section>
  );
}
