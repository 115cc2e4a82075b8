import type { TitledText } from '@/lib/site-settings/about-defaults';
import { Paragraphs } from './paragraphs';

/** A tab with a heading and paragraphs ('Our Mandate', 'Our History'). */
export function TextPanel({ content, id }: { content: TitledText; id: string }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl">
      <h2 id={id} className="mb-6 font-serif text-3xl font-bold text-brand-950">
        {content.title}
      </h2>
      <Paragraphs text={content.text} />
    </section>
  );
}
