import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { removeSavedSermon, savedSermons, saveSermon, type SavedSermon } from '@/lib/offline/saved-sermons';
import { formatBytes, storageUsed, useOfflineReady } from './use-offline-ready';

type State =
  | { kind: 'unknown' }
  | { kind: 'idle'; error?: string }
  | { kind: 'saving'; received: number; total: number | null }
  | { kind: 'saved'; sermon: SavedSermon };

/** What {@link SaveForOffline} needs of a sermon. */
export interface OfflineSermon {
  id: string;
  title: string;
  speaker: string;
  date: string;
  /** Public address of the audio file. */
  audioUrl: string;
}

/**
 * 'Save for offline' on a sermon's page (issue 34 "Sermons saved for offline"): downloads the
 * whole audio (and the page) into the device's cache with a progress bar and the size, then
 * reads 'Saved' with the size and a 'Remove' button that frees the space; shows the storage the
 * site uses and asks the browser to keep it (`navigator.storage.persist`). Saved audio plays and
 * seeks offline: the service worker answers the player's range requests from the cache.
 *
 * Renders nothing until the page is controlled by the service worker (`useOfflineReady`).
 */
export function SaveForOffline({ sermon }: { sermon: OfflineSermon }) {
  const ready = useOfflineReady();
  const [state, setState] = useState<State>({ kind: 'unknown' });
  const [used, setUsed] = useState<number | null>(null);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    void savedSermons(location.origin).then((all) => {
      if (!live) return;
      const saved = all.find((s) => s.id === sermon.id);
      setState(saved ? { kind: 'saved', sermon: saved } : { kind: 'idle' });
    });
    void storageUsed().then((bytes) => live && setUsed(bytes));
    return () => {
      live = false;
    };
  }, [ready, sermon.id]);

  if (!ready || state.kind === 'unknown') return null;

  const save = async () => {
    setState({ kind: 'saving', received: 0, total: null });
    void navigator.storage?.persist?.().catch(() => false);
    try {
      const saved = await saveSermon(
        {
          id: sermon.id,
          title: sermon.title,
          speaker: sermon.speaker,
          date: sermon.date,
          page: `/sermons/${sermon.id}`,
          audioUrl: sermon.audioUrl,
        },
        location.origin,
        (received, total) => setState({ kind: 'saving', received, total }),
      );
      setState({ kind: 'saved', sermon: saved });
    } catch (error) {
      console.error('The sermon could not be saved for offline:', error);
      setState({ kind: 'idle', error: 'Could not save the sermon. Check your connection and try again.' });
    }
    setUsed(await storageUsed());
  };

  const remove = async (saved: SavedSermon) => {
    await removeSavedSermon(saved, location.origin);
    setState({ kind: 'idle' });
    setUsed(await storageUsed());
  };

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4" data-testid="save-for-offline">
      {state.kind === 'idle' ? (
        <Button type="button" variant="outline" className="self-start" onClick={() => void save()}>
          Save for offline
        </Button>
      ) : null}
      {state.kind === 'idle' && state.error ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      {state.kind === 'saving' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`save-progress-${sermon.id}`} className="text-sm font-medium text-slate-800">
            Saving for offline…
          </label>
          <progress
            id={`save-progress-${sermon.id}`}
            className="w-full"
            max={state.total ?? undefined}
            value={state.total ? state.received : undefined}
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            {formatBytes(state.received)}
            {state.total ? ` of ${formatBytes(state.total)}` : ''}
          </p>
        </div>
      ) : null}
      {state.kind === 'saved' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-emerald-800" role="status">
            Saved <span className="font-normal text-slate-700">({formatBytes(state.sermon.bytes)})</span>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void remove(state.sermon)}>
            Remove
          </Button>
        </div>
      ) : null}
      {used !== null ? (
        <p className="text-sm text-slate-600">
          Storage used by this site on your device: {formatBytes(used)}
        </p>
      ) : null}
    </div>
  );
}
