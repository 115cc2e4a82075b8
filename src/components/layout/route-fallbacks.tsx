import { Link, useRouteError } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { SITE_NAME } from '@/config/navigation';

/** Shown while the first page of a visit loads its code. */
export function AppLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-brand-950 text-white">
      <Spinner label={`Loading ${SITE_NAME}`} />
    </div>
  );
}

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.warn('Page failed to load:', error);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-950 px-6 text-center text-white">
      <h1 className="font-serif text-3xl font-bold">Something went wrong</h1>
      <p>This page could not be displayed. Please reload the page or return to the home page.</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-gold-400 px-4 py-2 font-semibold text-brand-950"
        >
          Reload
        </button>
        <Link to="/" className="rounded-md border border-white px-4 py-2 font-semibold">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
