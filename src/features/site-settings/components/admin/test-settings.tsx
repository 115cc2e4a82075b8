import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from '@/components/ui/toaster';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { SECTION_HEADING_ID, SETTINGS_SECTIONS, type KeySettingsSection } from '../../settings-sections';
import { SettingsEditor } from './settings-editor';

// What the settings editor's component tests share: the seeded rows, a fake of `site_settings`
// and a section's page as the route draws it.

/** The sections edited through `site_settings` keys. */
export const KEY_SECTIONS = SETTINGS_SECTIONS.filter((s): s is KeySettingsSection => s.kind === 'keys');

export function sectionTitled(title: string): KeySettingsSection {
  const section = KEY_SECTIONS.find((s) => s.title === title);
  if (!section) throw new Error(`no section ${title}`);
  return section;
}

const TABLE_URL = `${SUPABASE_URL}/rest/v1/site_settings`;

export interface Row {
  setting_key: string;
  setting_value: unknown;
  version: number;
}

export const SEEDED: Row[] = [
  {
    setting_key: 'service_times',
    setting_value: [{ day: 'sunday', time: '09:00', label: 'Sunday' }],
    version: 3,
  },
  {
    setting_key: 'live_stream_youtube_url',
    setting_value: 'https://www.youtube.com/watch?v=abc',
    version: 1,
  },
  { setting_key: 'banner_image_live', setting_value: 'https://cdn.example.org/live.jpg', version: 1 },
];

/**
 * `site_settings` as PostgREST serves it to an admin: reads give the rows, PATCH/POST/DELETE
 * change them and are recorded; `refuse` answers writes with that error instead.
 */
export function fakeSettings(initial: Row[], refuse?: { status: number; body: Record<string, unknown> }) {
  let rows = initial.map((row) => ({ ...row }));
  const writes: { method: string; url: URL; body: unknown }[] = [];
  const keyOf = (url: URL) => url.searchParams.get('setting_key')?.replace(/^eq\./, '');
  server.use(
    http.get(TABLE_URL, () => HttpResponse.json(rows)),
    http.all(TABLE_URL, async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'DELETE' ? null : ((await request.json()) as Record<string, unknown>);
      writes.push({ method: request.method, url, body });
      if (refuse)
        return HttpResponse.json({ details: null, hint: null, ...refuse.body }, { status: refuse.status });
      const key = keyOf(url);
      if (request.method === 'PATCH') {
        rows = rows.map((row) =>
          row.setting_key === key
            ? { ...row, setting_value: body!.setting_value, version: row.version + 1 }
            : row,
        );
        return HttpResponse.json([{ setting_key: key }]);
      }
      if (request.method === 'POST') {
        rows.push({
          setting_key: body!.setting_key as string,
          setting_value: body!.setting_value,
          version: 1,
        });
        return new HttpResponse(null, { status: 201 });
      }
      rows = rows.filter((row) => row.setting_key !== key);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { writes, rows: () => rows };
}

/** A section's page as the route draws it: its heading, and the editor in the region it names. */
export function renderEditor(title: string) {
  const section = sectionTitled(title);
  return renderWithProviders(
    <>
      <section aria-labelledby={SECTION_HEADING_ID}>
        <h1 id={SECTION_HEADING_ID}>{section.title}</h1>
        <SettingsEditor section={section} />
      </section>
      <Toaster />
    </>,
  );
}

/** Renders a section's page and waits for its form; returns its region. */
export async function openSection(title: string): Promise<HTMLElement> {
  renderEditor(title);
  await screen.findByRole('button', { name: `Save ${title.toLowerCase()}` });
  return screen.getByRole('region', { name: title });
}
