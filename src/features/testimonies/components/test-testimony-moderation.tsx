import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, STAFF_USER } from '@/testing/auth';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { Testimony } from '../api/testimonies';
import { TestimonyModeration } from './testimony-moderation';

// The testimony moderation tests' kit (testimony-moderation*.test.tsx): rows, a fake table, the
// page and its parts.

export const TABLE_URL = `${SUPABASE_URL}/rest/v1/member_testimonies`;

export function testimony(id: string, extra: Partial<Testimony> = {}): Testimony {
  return {
    id,
    submitter_name: `Member ${id}`,
    testimony_title: `Title ${id}`,
    testimony_content: `Content ${id}`,
    is_approved: false,
    submitted_at: '2026-11-01T15:00:00Z',
    updated_at: '2026-11-01T15:00:00Z',
    version: 1,
    language: 'en',
    ...extra,
  };
}

export interface Write {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A `member_testimonies` table as PostgREST serves it to staff: reads return the current rows
 * (in the given order), `PATCH` and `DELETE ... ?id=eq.<id>&select=id` change them and return
 * `[{ id }]` (or `[]` when no row matches). `fail` makes writes answer that status instead.
 */
export function fakeTable(initial: Testimony[], { fail }: { fail?: number } = {}) {
  let rows = [...initial];
  const writes: Write[] = [];
  const reads: { url: URL; authorization: string | null }[] = [];
  const idOf = (url: URL) => url.searchParams.get('id')?.replace(/^eq\./, '');
  server.use(
    http.get(TABLE_URL, ({ request }) => {
      reads.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
      return HttpResponse.json(rows);
    }),
    http.patch(TABLE_URL, async ({ request }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as Partial<Testimony>;
      writes.push({ method: 'PATCH', url, body });
      if (fail) return HttpResponse.json({ code: 'XX000', message: 'internal error' }, { status: fail });
      const id = idOf(url);
      const match = rows.filter((row) => row.id === id);
      rows = rows.map((row) => (row.id === id ? { ...row, ...body, version: row.version + 1 } : row));
      return HttpResponse.json(match.map((row) => ({ id: row.id, version: row.version + 1 })));
    }),
    http.delete(TABLE_URL, ({ request }) => {
      const url = new URL(request.url);
      writes.push({ method: 'DELETE', url, body: undefined });
      if (fail) return HttpResponse.json({ code: 'XX000', message: 'internal error' }, { status: fail });
      const id = idOf(url);
      const match = rows.filter((row) => row.id === id);
      rows = rows.filter((row) => row.id !== id);
      return HttpResponse.json(match.map((row) => ({ id: row.id })));
    }),
  );
  return { writes, reads, rows: () => rows };
}

export function renderPage() {
  return renderWithProviders(
    <>
      <TestimonyModeration />
      <Toaster />
    </>,
  );
}

/** The toast whose title is `title`, with its variant. */
export async function findToast(title: string) {
  const text = await screen.findByText(title, { selector: '[data-slot="toast"] *' });
  const element = text.closest('[data-slot="toast"]');
  return { element, variant: element?.getAttribute('data-variant') };
}

export function rowOf(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no row for ${name}`);
  return article;
}

export const filters = () => screen.getByRole('group', { name: 'Show testimonies' });

/** Before each test: no toast left, and a signed-in staff member. */
export async function arrangeModeration() {
  resetToasts();
  await signInAs(STAFF_USER);
}
