import { Link, useRouteError } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { SITE_NAME } from '@/config/navigation';
import { layoutMessages } from '@/i18n/layout';
import { useMessages } from '@/lib/i18n/messages';

/** Shown while the first page of a visit loads its code. */
export function AppLoading() {
  const m = useMessages(layoutMessages);
  return (
    <div className="flex min-h-screen items-center justify-center bg-brand-950 text-white">
      <Spinner label={m.loading(SITE_NAME)} />
    </div>
  );
}

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const m = useMessages(layoutMessages);
  console.warn('Page failed to load:', error);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-950 px-6 text-center text-white">
      <h1 className="font-serif text-3xl font-bold">{m.errorTitle}</h1>
      <p>{m.errorText}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-gold-400 px-4 py-2 font-semibold text-brand-950"
        >
          {m.reload}
        </button>
        <Link to="/" className="rounded-md border border-white px-4 py-2 font-semibold">
          {m.goHome}
        </Link>
      </div>
    </div>
  );
}
