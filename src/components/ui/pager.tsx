import { Button } from './button';

/**
 * 'Newer' / 'Page n of m' / 'Older' below a staff list that is read a page at a time, newest
 * first (the staff list frame, `src/components/admin/list-frame.tsx`). Renders nothing when
 * everything fits on one page.
 *
 * @param label - the navigation landmark's name, e.g. 'Pages of the inbox'.
 * @param page - the page shown, counted from 0.
 * @param total - how many rows match (PostgREST's exact count).
 * @param pageSize - rows per page.
 * @param onPage - called with the page to show, counted from 0.
 */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <p className="text-sm text-slate-700">
        Page {page + 1} of {pages}
      </p>
      <Button variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Older
      </Button>
    </nav>
  );
}
