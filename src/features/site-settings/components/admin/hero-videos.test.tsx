import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { heroSecondsProblem, HeroVideos } from './hero-videos';

const TABLE_URL = `${SUPABASE_URL}/rest/v1/hero_videos`;

/** The list item of the video stored at `path`. */
async function itemOf(path: string): Promise<HTMLElement> {
  const items = await screen.findAllByRole('listitem');
  const item = items.find((li) => li.textContent?.startsWith(path));
  if (!item) throw new Error(`no item for ${path}`);
  return item;
}

const ROWS = [
  { id: 'a', video_file_path: 'welcome-loop.mp4', start_seconds: 1, end_seconds: 9, is_active: true },
  { id: 'b', video_file_path: 'uploads/easter.mp4', start_seconds: 0, end_seconds: 0, is_active: false },
];

beforeEach(async () => {
  resetToasts();
  await signInAs(STAFF_USER);
});

afterEach(signOutTestUser);

describe('heroSecondsProblem', () => {
  it('accepts whole seconds with an end after the start, or 0 for the end', () => {
    expect(heroSecondsProblem(1, 9)).toBeNull();
    expect(heroSecondsProblem(5, 0)).toBeNull();
  });

  it('refuses an end not after the start, negative or fractional seconds', () => {
    expect(heroSecondsProblem(9, 9)).toBe('The end must come after the start (0 plays to the end).');
    expect(heroSecondsProblem(-1, 0)).toBe('Start and end are whole seconds, 0 or more.');
    expect(heroSecondsProblem(1.5, 0)).toBe('Start and end are whole seconds, 0 or more.');
  });
});

describe('HeroVideos', () => {
  it('makes another video the active one: the others are switched off first', async () => {
    const writes: { url: URL; body: unknown }[] = [];
    server.use(
      http.get(TABLE_URL, () => HttpResponse.json(ROWS)),
      http.patch(TABLE_URL, async ({ request }) => {
        writes.push({ url: new URL(request.url), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(
      <>
        <HeroVideos />
        <Toaster />
      </>,
    );
    const easter = await itemOf('uploads/easter.mp4');
    expect(within(await itemOf('welcome-loop.mp4')).getByText('Active')).toBeInTheDocument();
    await userEvent.click(within(easter).getByRole('button', { name: 'Make active uploads/easter.mp4' }));
    expect(await screen.findByText('Hero video saved.')).toBeInTheDocument();
    expect(writes.map((w) => [w.url.searchParams.toString(), w.body])).toEqual([
      ['id=neq.b&is_active=eq.true', { is_active: false }],
      ['id=eq.b', { start_seconds: 0, end_seconds: 0, is_active: true }],
    ]);
  });

  it('refuses an end before the start and sends nothing', async () => {
    const writes: unknown[] = [];
    server.use(
      http.get(TABLE_URL, () => HttpResponse.json(ROWS)),
      http.patch(TABLE_URL, () => {
        writes.push(1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<HeroVideos />);
    const welcome = await itemOf('welcome-loop.mp4');
    const end = within(welcome).getByLabelText('End (seconds, 0 = to the end)');
    await userEvent.clear(end);
    await userEvent.type(end, '1');
    await userEvent.click(within(welcome).getByRole('button', { name: 'Save welcome-loop.mp4' }));
    expect(within(welcome).getByRole('alert')).toHaveTextContent(
      'The end must come after the start (0 plays to the end).',
    );
    expect(writes).toEqual([]);
  });
});
