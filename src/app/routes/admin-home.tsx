import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { testimonyModerationQueries } from '@/features/testimonies/api/testimony-moderation';

function pendingText(count: number | undefined, isError: boolean): string {
  if (isError) return 'Could not count the testimonies waiting for approval.';
  if (count === undefined) return 'Counting testimonies waiting for approval...';
  if (count === 0) return 'No testimonies are waiting for approval.';
  return `${count} ${count === 1 ? 'testimony is' : 'testimonies are'} waiting for approval.`;
}

/** /admin: the staff pages, with the number of testimonies waiting for approval. */
export function AdminHomeRoute() {
  const pending = useQuery(testimonyModerationQueries.pendingCount());
  const cards = [
    {
      to: '/admin/gallery',
      title: 'Add Images to Gallery',
      text: 'Upload photos or add image links to an album, and remove images.',
    },
    {
      to: '/admin/testimonies',
      title: 'Testimony Moderation',
      text: pendingText(pending.data, pending.isError),
    },
  ];
  return (
    <>
      <PageMeta title="Staff Pages" description="Staff pages of the church website." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Staff pages</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-700 focus-visible:border-brand-700"
            >
              <h2 className="font-serif text-xl font-bold text-brand-950">{card.title}</h2>
              <p className="mt-2 text-slate-700" aria-live="polite">
                {card.text}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
