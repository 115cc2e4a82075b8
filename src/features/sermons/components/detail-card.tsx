import type { ReactNode } from 'react';

/** A titled card of the sermon page ('Watch Sermon Video', 'Listen to Audio', 'Details', ...). */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 font-serif text-2xl font-bold text-brand-950">{title}</h2>
      {children}
    </section>
  );
}
