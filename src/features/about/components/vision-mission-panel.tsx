import type { VisionMission } from '@/lib/site-settings/about-defaults';
import { Paragraphs } from './paragraphs';

/** The 'Vision & Mission' tab: the vision points and the mission statement. */
export function VisionMissionPanel({ content }: { content: VisionMission }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="about-vision" className="rounded-xl bg-brand-900 p-8 text-white">
        <h2 id="about-vision" className="mb-4 font-serif text-2xl font-bold">
          {content.vision_title}
        </h2>
        <ul className="grid list-disc gap-3 pl-5 text-lg marker:text-gold-400">
          {content.vision_points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-mission" className="rounded-xl border border-slate-200 bg-white p-8">
        <h2 id="about-mission" className="mb-4 font-serif text-2xl font-bold text-brand-950">
          {content.mission_title}
        </h2>
        <Paragraphs text={content.mission_text} />
      </section>
    </div>
  );
}
