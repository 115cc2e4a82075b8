import { ContentText } from '@/components/ui/content-text';
import type { WeeklyWord } from '../data/pastor-info';
import { pastorsCornerMessages } from '@/i18n/pastors-corner';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The monthly Word of Encouragement (spec §2, §3): title, month and year, content in
 * paragraphs, and the verse it rests on, signed by the pastor.
 */
export function WordOfEncouragementCard({ word, pastorName }: { word: WeeklyWord; pastorName: string }) {
  const m = useMessages(pastorsCornerMessages);
  return (
    <section
      aria-labelledby="word-of-encouragement"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{m.word}</p>
      <h2 id="word-of-encouragement" className="mt-2 font-serif text-3xl font-bold text-brand-950">
        <ContentText lang={word.textLanguages?.title}>{word.title}</ContentText>
      </h2>
      <p className="mt-1 text-sm font-medium text-slate-700">{word.date}</p>
      <ContentText
        lang={word.textLanguages?.content}
        as="div"
        block
        className="mt-6 grid gap-4 text-lg leading-relaxed text-slate-800"
      >
        {word.content.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </ContentText>
      {word.verse ? (
        <blockquote className="mt-6 border-l-4 border-gold-400 bg-brand-50 px-5 py-4 font-serif text-lg text-brand-950 italic">
          <ContentText lang={word.textLanguages?.verse} note={false}>
            {word.verse}
          </ContentText>
        </blockquote>
      ) : null}
      {pastorName ? <p className="mt-6 font-semibold text-slate-900">{pastorName}</p> : null}
    </section>
  );
}
