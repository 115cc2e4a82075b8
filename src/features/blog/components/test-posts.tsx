import { http, HttpResponse } from 'msw';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, STAFF_USER } from '@/testing/auth';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { BlogPost } from '../api/blog-posts';
import { AdminPostEditor } from './admin-post-editor';

// The blog post editor's test fixtures: a stored post, the table as PostgREST answers the editor,
// and the editor rendered with its toasts.

/** The posts table's address. */
export const TABLE_URL = `${SUPABASE_URL}/rest/v1/pastor_blog_posts`;

/** A whole `pastor_blog_posts` row; fields may be overridden. */
export function post(extra: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'post-1',
    title: 'Rooted in Prayer',
    slug: 'rooted-in-prayer',
    excerpt: null,
    content: '## Why prayer\n\nPray **always**.',
    published_at: null,
    cover_image_path: null,
    cover_image_source_type: null,
    cover_image_external_url: null,
    cover_image_width: null,
    cover_image_height: null,
    author_name: 'Pastor Samuel',
    tags: ['prayer'],
    version: 3,
    title_es: null,
    excerpt_es: null,
    content_es: null,
    needs_spanish: true,
    ...extra,
  };
}

/**
 * pastor_blog_posts as PostgREST answers the editor: the slug check (GET … select=id) finds the
 * slugs in `taken`; a write answers `answer` (the stored row by default) and is recorded.
 */
export function fakeTable({
  taken = [] as string[],
  answer,
}: { taken?: string[]; answer?: (body: Record<string, unknown>) => Response } = {}) {
  const writes: { method: string; url: URL; body: Record<string, unknown> }[] = [];
  const reply = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: request.method, url: new URL(request.url), body });
    return answer ? answer(body) : HttpResponse.json({ ...post(), id: 'post-9', ...body, version: 1 });
  };
  server.use(
    http.get(TABLE_URL, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug')?.replace(/^eq\./, '');
      return HttpResponse.json(slug && taken.includes(slug) ? [{ id: 'other' }] : []);
    }),
    http.post(TABLE_URL, reply),
    http.patch(TABLE_URL, reply),
  );
  return writes;
}

/** The editor of `initial` (a new post by default) with the toasts. */
export function renderEditor(initial: BlogPost | null = null) {
  return renderWithProviders(
    <>
      <AdminPostEditor post={initial} />
      <Toaster />
    </>,
  );
}

/** Before each test: no toast, no saved draft, a signed-in staff member. */
export async function arrangeEditor() {
  resetToasts();
  localStorage.clear();
  await signInAs(STAFF_USER);
}
