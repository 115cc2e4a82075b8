import type { ComponentType, SVGProps } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { AwardIcon, HandshakeIcon, UsersIcon } from './value-icons';
import type { TitledList, ValueIconName, ValueItem } from '@/lib/site-settings/about-defaults';

const ICONS: Record<ValueIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  Heart: HeartIcon,
  Award: AwardIcon,
  Handshake: HandshakeIcon,
  Users: UsersIcon,
};

/** The 'Our Values' tab: one card per value with its icon (Heart, Award, Handshake or Users). */
export function ValuesPanel({ content }: { content: TitledList<ValueItem> }) {
  return (
    <section aria-labelledby="about-values">
      <h2 id="about-values" className="mb-8 text-center font-serif text-3xl font-bold text-brand-950">
        {content.title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.items.map((item) => {
          const Icon = ICONS[item.iconName];
          return (
            <li
              key={item.id}
              className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-7" data-icon={item.iconName} />
              </span>
              <h3 className="mb-2 text-xl font-bold text-brand-950">{item.title}</h3>
              <p className="text-slate-700">{item.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
