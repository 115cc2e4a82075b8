import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { eventToForm } from '../api/event-form-schema';
import type { Occurrence, StaffEvent } from '../api/staff-events';
import { AdminEventForm, type EventFormTarget } from './admin-event-form';

const ZONE = 'America/Indiana/Indianapolis';

/** The repeat rule in words, under the control. */
function summary(form: HTMLElement) {
  return within(form).getByText(/^(Does not repeat|Every .*)$/, { selector: 'p' });
}
const EVENTS_URL = `${SUPABASE_URL}/rest/v1/church_events`;

/** Records writes of `church_events` and answers them as PostgREST does for `select=id`. */
function recordEventWrites(
  answer: (method: string) => Response = () => HttpResponse.json({ id: 'new-id' }, { status: 201 }),
) {
  const bodies: { method: string; url: URL; body: unknown }[] = [];
  server.use(
    http.all(EVENTS_URL, async ({ request }) => {
      bodies.push({ method: request.method, url: new URL(request.url), body: await request.clone().json() });
      return answer(request.method);
    }),
  );
  return bodies;
}

const SERIES: StaffEvent = {
  id: 'a0000000-0000-4000-8000-000000000001',
  title: 'Bible study',
  description: 'Romans',
  location: 'Room 4',
  start_time: '2026-12-03T00:00:00Z', // Wednesday, December 2, 7:00 PM in the church's zone
  end_time: '2026-12-03T01:30:00Z',
  cover_image_source_type: null,
  cover_image_path: null,
  cover_image_external_url: null,
  cover_image_width: null,
  cover_image_height: null,
  meeting_links: { zoom: 'https://zoom.us/j/1' },
  status: 'published',
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=WE',
  time_zone: ZONE,
  split_from_id: null,
  version: 3,
  title_es: null,
  description_es: null,
  location_es: null,
  needs_spanish: true,
  updated_at: '2026-11-20T10:00:00Z',
};

function setup(
  target: EventFormTarget = { kind: 'create' },
  initial?: Parameters<typeof AdminEventForm>[0]['initial'],
) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <AdminEventForm target={target} initial={initial} draftKey={`test:${Math.random()}`} onSaved={onSaved} />,
  );
  const form = screen.getByRole('form');
  return {
    user,
    form,
    onSaved,
    field: (label: string) => within(form).getByLabelText(label, { exact: true }),
  };
}

describe('AdminEventForm: checks and the repeat rule', () => {
  it('refuses an empty form, a bad cover address, a foreign meeting link and an end before the start, sending nothing', async () => {
    const writes = recordEventWrites();
    const { user, form, field } = setup();
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Start is required')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Title'), 'Carols');
    await user.type(field('Starts'), '2026-12-10T19:00');
    await user.type(field('Ends (optional)'), '2026-12-10T18:00');
    await user.click(within(form).getByRole('radio', { name: 'Use an image address' }));
    await user.type(field('Cover image address'), 'javascript:alert(1)');
    await user.type(field('Zoom link'), 'https://zoom.us.evil.example/j/1');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await within(form).findByText('End must be after the start')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter the full address of the image, starting with https:// or http://.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter a Zoom meeting link (https://zoom.us/...)')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('shows the repeat rule in words as it is built and refuses a start outside it', async () => {
    const writes = recordEventWrites();
    const { user, form, field } = setup();
    await user.type(field('Title'), 'Youth night');
    await user.type(field('Starts'), '2026-12-10T19:00'); // a Thursday
    expect(summary(form)).toHaveTextContent('Does not repeat');
    await user.selectOptions(field('Repeats'), 'weekly');
    expect(summary(form)).toHaveTextContent('Every week on Thursday');
    await user.clear(field('Repeat every'));
    await user.type(field('Repeat every'), '2');
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    expect(summary(form)).toHaveTextContent('Every 2 weeks on Thursday and Saturday');
    await user.click(within(form).getByRole('radio', { name: 'On a date' }));
    await user.type(field('Last date'), '2027-06-26');
    expect(
      within(form).getByText('Every 2 weeks on Thursday and Saturday, until June 26, 2027'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'After a number of times' }));
    await user.clear(field('Number of times'));
    await user.type(field('Number of times'), '5');
    expect(summary(form)).toHaveTextContent('Every 2 weeks on Thursday and Saturday, 5 times');

    await user.selectOptions(field('Repeats'), 'monthly');
    expect(summary(form)).toHaveTextContent('Every 2 months on the 10th, 5 times');
    await user.click(within(form).getByRole('radio', { name: 'A weekday of the month' }));
    expect(summary(form)).toHaveTextContent('Every 2 months on the second Thursday, 5 times');
    await user.selectOptions(field('Which one'), 'last');
    expect(summary(form)).toHaveTextContent('Every 2 months on the last Thursday, 5 times');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(
      await within(form).findByText("The start date is not one of the repeat rule's dates."),
    ).toBeInTheDocument();

    await user.selectOptions(field('Repeats'), 'yearly');
    expect(summary(form)).toHaveTextContent('Every 2 years on December 10, 5 times');
    await user.selectOptions(field('Repeats'), 'daily');
    await user.click(within(form).getByRole('radio', { name: 'Never' }));
    expect(summary(form)).toHaveTextContent('Every 2 days');
    await user.clear(field('Repeat every'));
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await within(form).findByText('Repeat every 1 to 99')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});

describe('AdminEventForm: saving', () => {
  it('creates an event with its rule as RRULE text and its times in the church zone', async () => {
    const writes = recordEventWrites();
    const { user, form, field, onSaved } = setup();
    await user.type(field('Title'), '  Youth night ');
    await user.type(field('Starts'), '2026-12-04T18:30');
    await user.type(field('Ends (optional)'), '2026-12-04T21:00');
    await user.type(field('Google Meet link'), 'https://meet.google.com/abc-defg-hij');
    await user.click(within(form).getByRole('radio', { name: 'Draft (only staff see it)' }));
    await user.selectOptions(field('Repeats'), 'weekly');
    await user.clear(field('Repeat every'));
    await user.type(field('Repeat every'), '2');
    await user.click(within(form).getByRole('radio', { name: 'On a date' }));
    await user.type(field('Last date'), '2027-06-26');
    expect(summary(form)).toHaveTextContent('Every 2 weeks on Friday, until June 26, 2027');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('new-id'));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.method).toBe('POST');
    expect(writes[0]!.body).toEqual({
      title: 'Youth night',
      description: null,
      location: null,
      title_es: null,
      description_es: null,
      location_es: null,
      start_time: '2026-12-04T23:30:00.000Z',
      end_time: '2026-12-05T02:00:00.000Z',
      cover_image_source_type: null,
      cover_image_path: null,
      cover_image_external_url: null,
      meeting_links: { googleMeet: 'https://meet.google.com/abc-defg-hij' },
      status: 'draft',
      recurrence_rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20270627T035959Z',
      time_zone: ZONE,
    });
  });

  it('sends the version it read and keeps a rule it cannot read as it is', async () => {
    const writes = recordEventWrites(() => HttpResponse.json([{ id: SERIES.id }]));
    const { values } = eventToForm(SERIES, ZONE);
    const { user, form, field, onSaved } = setup(
      { kind: 'event', event: SERIES, ruleReadable: true },
      values,
    );
    expect(summary(form)).toHaveTextContent('Every week on Wednesday');
    expect(field('Starts')).toHaveValue('2026-12-02T19:00');
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Bible study (Romans)');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SERIES.id));
    expect(writes[0]!.method).toBe('PATCH');
    expect(writes[0]!.url.searchParams.get('id')).toBe(`eq.${SERIES.id}`);
    expect(writes[0]!.body).toMatchObject({
      version: 3,
      title: 'Bible study (Romans)',
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=WE',
    });
  });

  it("asks which dates a change of one date applies to; 'This event' writes that date's exception", async () => {
    const exceptions: unknown[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/church_event_exceptions`, async ({ request }) => {
        exceptions.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const occurrence: Occurrence = {
      event_id: SERIES.id,
      occurrence_date: '2026-12-09',
      original_start: '2026-12-10T00:00:00Z',
      start_time: '2026-12-10T00:00:00Z',
      end_time: '2026-12-10T01:30:00Z',
      title: SERIES.title,
      description: SERIES.description,
      location: SERIES.location,
      title_es: null,
      description_es: null,
      location_es: null,
      cover_image_source_type: null,
      cover_image_path: null,
      cover_image_external_url: null,
      is_recurring: true,
      is_cancelled: false,
      is_changed: false,
    };
    const { occurrenceToForm } = await import('../api/event-form-schema');
    const { user, form, field, onSaved } = setup(
      { kind: 'occurrence', event: SERIES, occurrence },
      occurrenceToForm(SERIES, occurrence, ZONE),
    );
    expect(within(form).queryByLabelText('Repeats')).not.toBeInTheDocument();
    await user.clear(field('Starts'));
    await user.type(field('Starts'), '2026-12-09T19:30');
    await user.clear(field('Ends (optional)'));
    await user.type(field('Ends (optional)'), '2026-12-09T21:00');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes to a repeating event' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['This event', 'This and following events', 'All events', 'Cancel']));
    await user.click(within(dialog).getByRole('button', { name: 'This event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SERIES.id));
    expect(exceptions).toEqual([
      {
        event_id: SERIES.id,
        occurrence_date: '2026-12-09',
        title: 'Bible study',
        description: 'Romans',
        location: 'Room 4',
        title_es: null,
        description_es: null,
        location_es: null,
        start_time: '2026-12-10T00:30:00.000Z',
        end_time: '2026-12-10T02:00:00.000Z',
        cover_image_source_type: null,
        cover_image_path: null,
        cover_image_external_url: null,
        is_cancelled: false,
      },
    ]);
  });
});

describe('AdminEventForm: the Spanish fields', () => {
  it('saves a Spanish title from the Español tab with the version it read', async () => {
    const writes = recordEventWrites(() => HttpResponse.json([{ id: SERIES.id }]));
    const { values } = eventToForm(SERIES, ZONE);
    const { user, form, field, onSaved } = setup(
      { kind: 'event', event: SERIES, ruleReadable: true },
      values,
    );
    const spanishTab = within(form).getByRole('tab', { name: /Español/ });
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await user.click(spanishTab);
    await user.type(field('Spanish title (optional)'), '  Estudio bíblico ');
    await user.type(field('Spanish description (optional)'), 'Romanos');
    await user.type(field('Spanish location (optional)'), 'Salón 4');
    expect(spanishTab).not.toHaveTextContent('Spanish missing');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SERIES.id));
    expect(writes[0]!.method).toBe('PATCH');
    expect(writes[0]!.body).toMatchObject({
      version: 3,
      title: 'Bible study',
      title_es: 'Estudio bíblico',
      description_es: 'Romanos',
      location_es: 'Salón 4',
    });
  });
});
