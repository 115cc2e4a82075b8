import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { removeSavedSermon, savedSermons, type SavedSermon } from '@/lib/offline/saved-sermons';
import { formatBytes, storageUsed, useOfflineReady } from './use-offline-ready';

/**
 * The 'Saved' view of /sermons (issue 34): the sermons saved on this device for offline
 * listening, each with its size, a link to its page and 'Remove', and the storage the site uses.
 * Renders nothing while none is saved or the page has no service worker.
 */
export function SavedSermonsList() {
  const ready = useOfflineReady();
  const [sermons, setSermons] = useState<SavedSermon[]>([]);
  const [used, setUsed] = useState<number | null>(null);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    void savedSermons(location.origin).then((all) => live && setSermons(all));
    void storageUsed().then((bytes) => live && setUsed(bytes));
    return () => {
      live = false;
    };
  }, [ready]);

  if (sermons.length === 0) return null;

  const remove = async (sermon: SavedSermon) => {
    await removeSavedSermon(sermon, location.origin);
    setSermons(await savedSermons(location.origin));
    setUsed(await storageUsed());
  };

  return (
    <section
      aria-labelledby="saved-sermons"
      className="mb-12 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="saved-sermons" className="font-serif text-2xl font-bold text-brand-950">
        Saved
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sermons saved on this device play without a connection.
        {used !== null ? ` Storage used by this site: ${formatBytes(used)}.` : ''}
      </p>
      <ul className="mt-4 divide-y divide-slate-200">
        {sermons.map((sermon) => (
          <li key={sermon.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <Link
                to={sermon.page}
                className="font-semibold text-brand-900 underline-offset-4 hover:underline"
              >
                {sermon.title}
              </Link>
              <p className="text-sm text-slate-600">
                {sermon.speaker} · {formatBytes(sermon.bytes)}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Remove ${sermon.title} from this device`}
              onClick={() => void remove(sermon)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
