import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerTable, failTable, holdTable, server, SUPABASE_URL } from '@/testing/msw';
import { fakeSettings, KEY_SECTIONS, openSection, renderEditor, SEEDED } from './test-settings';

beforeEach(async () => {
  resetToasts();
  window.localStorage.clear();
  await signInAs(STAFF_USER);
  answerTable('hero_videos', []);
});

afterEach(signOutTestUser);

describe('SettingsEditor', () => {
  it.each(KEY_SECTIONS.map((s) => [s.title]))(
    '%s: a skeleton while the settings load, then the form with its Save button',
    async (title) => {
      const held = holdTable('site_settings');
      fakeSettings(SEEDED);
      renderEditor(title);
      expect(screen.getByText('Loading settings')).toBeInTheDocument();
      held.release();
      const section = await screen.findByRole('region', { name: title });
      expect(
        await within(section).findByRole('button', { name: `Save ${title.toLowerCase()}` }),
      ).toBeInTheDocument();
      expect(within(section).getByRole('form', { name: title })).toBeInTheDocument();
    },
  );

  it('says so when the settings cannot be loaded', async () => {
    failTable('site_settings');
    renderEditor('Church');
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be loaded.');
  });

  it.each(KEY_SECTIONS.map((s) => [s.title]))('%s: saving without a change sends nothing', async (title) => {
    const table = fakeSettings(SEEDED);
    const section = await openSection(title);
    await userEvent.click(
      await within(section).findByRole('button', { name: `Save ${title.toLowerCase()}` }),
    );
    expect(await screen.findByText('Nothing to save.')).toBeInTheDocument();
    expect(table.writes).toEqual([]);
  });

  it('Service times: a changed time is saved structured, with the version it read', async () => {
    const table = fakeSettings(SEEDED);
    const section = await openSection('Service times');
    const time = within(section).getByLabelText('Service 1 start time');
    await userEvent.clear(time);
    await userEvent.type(time, '10:30');
    await userEvent.click(within(section).getByRole('button', { name: 'Add a service' }));
    await userEvent.selectOptions(within(section).getByLabelText('Service 2 day'), 'wednesday');
    await userEvent.type(within(section).getByLabelText('Service 2 start time'), '19:00');
    await userEvent.type(within(section).getByLabelText('Service 2 label'), ' Mid-Week ');
    await userEvent.click(within(section).getByRole('button', { name: 'Save service times' }));
    expect(await screen.findByText('Service times saved.')).toBeInTheDocument();
    expect(table.writes).toHaveLength(1);
    expect(table.writes[0]!.method).toBe('PATCH');
    expect(table.writes[0]!.body).toEqual({
      setting_value: [
        { day: 'sunday', time: '10:30', label: 'Sunday' },
        { day: 'wednesday', time: '19:00', label: 'Mid-Week' },
      ],
      version: 3,
    });
  });

  it('Service times: a wrong entry shows its message and sends nothing', async () => {
    const table = fakeSettings(SEEDED);
    const section = await openSection('Service times');
    await userEvent.click(within(section).getByRole('button', { name: 'Add a service' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save service times' }));
    expect(await within(section).findByText('Enter a time such as 09:00 or 19:30.')).toBeInTheDocument();
    expect(within(section).getByText('The label is required.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Service 2 label')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(section).getByText('Some fields need attention. Check the messages above.'),
    ).toBeInTheDocument();
    expect(table.writes).toEqual([]);
  });

  it('an error goes as soon as the field is valid, before any new Save', async () => {
    const table = fakeSettings(SEEDED);
    const section = await openSection('Service times');
    const label = within(section).getByLabelText('Service 1 label');
    await userEvent.clear(label);
    await userEvent.click(within(section).getByRole('button', { name: 'Save service times' }));
    expect(await within(section).findByText('The label is required.')).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(label, 'S');
    await waitFor(() =>
      expect(within(section).queryByText('The label is required.')).not.toBeInTheDocument(),
    );
    expect(label).toHaveAttribute('aria-invalid', 'false');
    expect(table.writes).toEqual([]);
  });
});

describe('SettingsEditor: defaults, links, banners and refusals', () => {
  it('Church: each empty field says which default the site uses', async () => {
    fakeSettings(SEEDED);
    const church = await openSection('Church');
    const name = await within(church).findByLabelText('Church name');
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription('Using the default: Our Church');
    expect(within(church).getByLabelText('Website address')).toHaveAccessibleDescription(
      'Using the default: http://localhost:5173',
    );
    expect(within(church).getByLabelText('Time zone')).toHaveAccessibleDescription(
      'An IANA time zone, e.g. America/Indiana/Indianapolis: the one church time of the pages, the feeds, the e-mails, the newsletter’s schedule and the giving statements. Using the default: America/Indiana/Indianapolis',
    );
    await userEvent.type(name, 'Grace Chapel');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('Live page: a cleared stream deletes its row; a new meeting link is inserted', async () => {
    const table = fakeSettings(SEEDED);
    const section = await openSection('Live page');
    await userEvent.clear(within(section).getByLabelText('Live stream address'));
    await userEvent.type(within(section).getByLabelText('Zoom address'), 'https://zoom.us/j/123');
    await userEvent.type(within(section).getByLabelText('Zoom link text'), 'Join on Zoom');
    await userEvent.click(within(section).getByRole('button', { name: 'Save live page' }));
    expect(await screen.findByText('Live page saved.')).toBeInTheDocument();
    expect(table.writes.map((w) => [w.method, w.url.searchParams.get('setting_key'), w.body])).toEqual([
      ['DELETE', 'eq.live_stream_youtube_url', null],
      [
        'POST',
        null,
        {
          setting_key: 'live_page_meeting_link_zoom',
          setting_value: { url: 'https://zoom.us/j/123', label: 'Join on Zoom' },
        },
      ],
    ]);
  });

  it('Page banners: an unsafe address is refused before sending; the preview shows a set banner', async () => {
    const table = fakeSettings(SEEDED);
    const section = await openSection('Page banners');
    expect(within(section).getByAltText('Preview of Live banner')).toHaveAttribute(
      'src',
      'https://cdn.example.org/live.jpg',
    );
    const about = within(section).getByLabelText('About banner');
    await userEvent.type(about, '//evil.example/a.jpg');
    await userEvent.click(within(section).getByRole('button', { name: 'Save page banners' }));
    expect(
      await within(section).findByText('Enter an address starting with https:// or a path starting with /.'),
    ).toBeInTheDocument();
    expect(table.writes).toEqual([]);
  });

  it("Church: the database's refusal is shown with its message", async () => {
    fakeSettings(SEEDED, {
      status: 400,
      body: {
        code: '23514',
        message: 'The setting contact_info has the wrong shape: the phone must be text.',
      },
    });
    const section = await openSection('Church');
    const phone = within(section).getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(317) 555-0100');
    await userEvent.click(within(section).getByRole('button', { name: 'Save church' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The setting contact_info has the wrong shape: the phone must be text.',
    );
  });

  it("'Reset to default' asks first, deletes the row and shows the built-in default", async () => {
    const table = fakeSettings(SEEDED);
    const section = await openSection('Service times');
    await userEvent.click(within(section).getByRole('button', { name: 'Reset to default Service times' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to default?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Service times reset to default.')).toBeInTheDocument();
    expect(table.writes.map((w) => [w.method, w.url.searchParams.get('setting_key')])).toEqual([
      ['DELETE', 'eq.service_times'],
    ]);
    await waitFor(() => expect(within(section).getByLabelText('Service 3 label')).toHaveValue('Mid-Week'));
    expect(within(section).getByRole('button', { name: 'Reset to default Service times' })).toBeDisabled();
  });

  it('Podcast: artwork that is not square is refused before upload', async () => {
    fakeSettings(SEEDED);
    const uploads: string[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/*`, ({ request }) => {
        uploads.push(request.url);
        return HttpResponse.json({ Key: 'x' });
      }),
    );
    const original = globalThis.createImageBitmap;
    globalThis.createImageBitmap = (async () => ({
      width: 1400,
      height: 1000,
      close: () => undefined,
    })) as never;
    try {
      const section = await openSection('Podcast');
      const file = new File(['x'], 'art.png', { type: 'image/png' });
      await userEvent.upload(within(section).getByLabelText('Upload an image for Artwork'), file);
      expect(
        await within(section).findByText('The artwork must be square; this image is 1400 × 1000 pixels.'),
      ).toBeInTheDocument();
      expect(uploads).toEqual([]);
    } finally {
      globalThis.createImageBitmap = original;
    }
  });
});
