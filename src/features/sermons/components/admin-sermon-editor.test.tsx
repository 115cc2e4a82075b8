import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROW_CHANGED_MESSAGE } from '@/lib/errors';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerStorageRemove, answerStorageSign, answerStorageUpload } from '@/testing/msw-storage';
import { answerTable, recordRequests, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type * as AudioDuration from '../utils/audio-duration';
import { AdminSermonEditor } from './admin-sermon-editor';
import { sermonRow } from './test-sermons';

// jsdom decodes no media: the length is what the browser would read from the file.
vi.mock('../utils/audio-duration', async (importOriginal) => {
  const actual = await importOriginal<typeof AudioDuration>();
  return { ...actual, readAudioDuration: vi.fn(() => Promise.resolve(2712)) };
});

const REST = `${SUPABASE_URL}/rest/v1`;
const STORED = sermonRow({
  id: 'e0000000-0000-4000-8000-0000000000aa',
  title: 'Refuge and Strength',
  speaker: 'Elder Marcus Williams',
  series: 'Psalms for Every Season',
  scripture_references: ['Psalm 46'],
  audio_file_path: '2026-11-22/1-refuge.mp3',
  audio_duration_seconds: 8,
  version: 3,
});

function mp3(name = 'week-1.mp3', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'audio/mpeg' });
}

function setup(sermon = STORED as typeof STORED | null) {
  answerTable('sermons', [
    { speaker: 'Elder Marcus Williams', series: 'Psalms for Every Season' },
    { speaker: 'Minister Ruth Okonkwo', series: null },
  ]);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<AdminSermonEditor sermon={sermon} />);
  return { user, save: () => screen.getByRole('button', { name: /^(Save sermon|Saving\.\.\.)$/ }) };
}

/** Before each test: no kept draft, object URLs, a signed-in editor. */
async function arrange() {
  window.localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:audio');
  URL.revokeObjectURL = vi.fn();
  await signInAs(STAFF_USER, { role: 'editor' });
}

describe('AdminSermonEditor', () => {
  beforeEach(arrange);
  afterEach(signOutTestUser);

  it('offers the speakers and series already used, and shows the bucket limit before a file is chosen', async () => {
    setup(null);
    expect(screen.getByText(/MP3 or M4A, up to 50\.0 MB\./)).toBeInTheDocument();
    const speaker = screen.getByLabelText(/^Speaker/);
    const list = document.getElementById(speaker.getAttribute('list')!)!;
    await waitFor(() => expect(list.querySelectorAll('option')).toHaveLength(2));
    expect([...list.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      'Elder Marcus Williams',
      'Minister Ruth Okonkwo',
    ]);
  });

  it('refuses empty required fields, an unknown reference (named) and a scheduled time in the past; sends nothing', async () => {
    const writes = recordRequests('sermons');
    const { user, save } = setup(null);
    await user.type(screen.getByLabelText('Scripture references'), 'Rom 8:28{enter}Hezekiah 4:2');
    await user.click(screen.getByRole('radio', { name: /Scheduled/ }));
    await user.type(screen.getByLabelText('Publish at'), '2001-01-01T10:00');
    await user.click(save());
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Speaker is required')).toBeInTheDocument();
    expect(screen.getByText('"Hezekiah 4:2" is not a scripture reference we recognise.')).toBeInTheDocument();
    expect(screen.getByText('Choose a time in the future, or publish now')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("plays a published sermon's stored audio from its public address", async () => {
    setup();
    expect(await screen.findByLabelText('Preview of the audio of Refuge and Strength')).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/sermon-audio/2026-11-22/1-refuge.mp3`,
    );
  });

  it("a draft's stored audio plays through a signed URL of the private twin (decision 0037)", async () => {
    const signed = answerStorageSign('sermon-audio-unpublished');
    setup(sermonRow({ ...STORED, status: 'draft', published_at: null }));
    expect(await screen.findByLabelText('Preview of the audio of Refuge and Strength')).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/sign/sermon-audio-unpublished/2026-11-22/1-refuge.mp3?token=test-token`,
    );
    expect(signed).toEqual(['2026-11-22/1-refuge.mp3']);
  });

  it("a draft's new audio is uploaded to the private twin (a published sermon's goes to the public bucket, above)", async () => {
    const privately = answerStorageUpload('sermon-audio-unpublished');
    answerStorageSign('sermon-audio-unpublished');
    server.use(
      http.patch(`${REST}/sermons`, async ({ request }) =>
        HttpResponse.json({ ...STORED, ...((await request.json()) as object), version: 4 }),
      ),
      http.delete(`${SUPABASE_URL}/storage/v1/object/sermon-audio`, () => HttpResponse.json([])),
      http.delete(`${SUPABASE_URL}/storage/v1/object/sermon-audio-unpublished`, () => HttpResponse.json([])),
    );
    const { user, save } = setup();
    await user.click(screen.getByRole('radio', { name: /Draft/ }));
    await user.upload(screen.getByLabelText('Replace audio file'), mp3());
    await screen.findByText(/Length 45 min 12 s/);
    await user.click(save());
    await waitFor(() => expect(privately).toHaveLength(1));
  });

  it('refuses a file that is not MP3 or M4A, naming it', async () => {
    const { user } = setup();
    await user.upload(
      screen.getByLabelText('Replace audio file'),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('notes.pdf is not an MP3 or M4A file.')).toBeInTheDocument();
  });

  it('a failed upload names the file, saves nothing and keeps the form', async () => {
    answerStorageUpload('sermon-audio', { statusCode: '500', error: 'internal', message: 'Storage is down' });
    const writes = recordRequests('sermons');
    const { user, save } = setup();
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Refuge (revised)');
    await user.upload(screen.getByLabelText('Replace audio file'), mp3());
    expect(await screen.findByText(/Length 45 min 12 s/)).toBeInTheDocument();
    await user.click(save());
    expect(
      await screen.findByText(
        'week-1.mp3 could not be uploaded: Storage is down. Nothing was saved; try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Refuge (revised)');
    expect(writes.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves with the version read and the file length; a refused save removes the uploaded file and keeps the input', async () => {
    const uploaded = answerStorageUpload('sermon-audio');
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${REST}/sermons`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'PT409', details: 'row_changed', message: 'Someone else changed this row.', hint: null },
          { status: 409 },
        );
      }),
    );
    // The file just uploaded is removed from wherever it is: the public bucket and its twin.
    const removed = answerStorageRemove('sermon-audio');
    const removedFromTwin = answerStorageRemove('sermon-audio-unpublished');
    const { user, save } = setup();
    await user.clear(screen.getByLabelText(/^Series/));
    await user.type(screen.getByLabelText(/^Series/), 'New Series');
    await user.upload(screen.getByLabelText('Replace audio file'), mp3());
    await screen.findByText(/Length 45 min 12 s/);
    await user.click(save());
    expect(await screen.findByText(ROW_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(removed).toEqual([uploaded[0]]);
    expect(removedFromTwin).toEqual([uploaded[0]]);
    expect(uploaded).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      version: 3,
      series: 'New Series',
      audio_duration_seconds: 2712,
      audio_file_path: uploaded[0],
      scripture_references: ['Psalm 46'],
    });
    expect(screen.getByLabelText(/^Series/)).toHaveValue('New Series');
  });
});

describe('AdminSermonEditor: Spanish (decision 0055)', () => {
  beforeEach(arrange);
  afterEach(signOutTestUser);

  it('saves the Spanish title, series and description and the language preached with the version read', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch(`${REST}/sermons`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...STORED, ...body, version: 4 });
      }),
    );
    const { user, save } = setup();
    expect(screen.getByLabelText('Language preached')).toHaveValue('en');
    const spanishTab = screen.getByRole('tab', { name: /Español/ });
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await user.click(spanishTab);
    await user.type(screen.getByLabelText('Spanish title (optional)'), '  Refugio y fortaleza ');
    await user.type(screen.getByLabelText('Spanish series (optional)'), 'Salmos para cada estación');
    expect(spanishTab).toHaveTextContent('Spanish missing'); // the description has no Spanish yet
    await user.type(screen.getByLabelText('Spanish description (optional)'), 'Un mensaje de esperanza.');
    expect(spanishTab).not.toHaveTextContent('Spanish missing');
    await user.selectOptions(screen.getByLabelText('Language preached'), 'Spanish');
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      version: 3,
      title: 'Refuge and Strength',
      title_es: 'Refugio y fortaleza',
      series_es: 'Salmos para cada estación',
      description_es: 'Un mensaje de esperanza.',
      language: 'es',
    });
    await user.click(
      within(screen.getByRole('tablist', { name: 'Sermon text' })).getByRole('tab', { name: 'English' }),
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Refuge and Strength');
  });

  it('refuses a Spanish title over the English limit and sends nothing', async () => {
    const writes = recordRequests('sermons');
    const { user, save } = setup();
    await user.click(screen.getByRole('tab', { name: /Español/ }));
    const title = screen.getByLabelText('Spanish title (optional)');
    await user.click(title);
    await user.paste('a'.repeat(201));
    await user.click(save());
    expect(await screen.findByText('Spanish title must be at most 200 characters')).toBeInTheDocument();
    expect(writes.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
