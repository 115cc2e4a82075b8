import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExportCsv } from '@/components/admin/export-csv';
import { ListFilters, ListSearch } from '@/components/admin/list-filters';
import { ListFrame } from '@/components/admin/list-frame';
import { REGISTRATION_STATUS_LABELS } from '@/config/value-labels';
import { useListParams } from '@/hooks/use-list-params';
import { toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { Constants } from '@/types/database.types';
import type { RegistrationQuestion } from '../api/registrations';
import {
  matchesRegistration,
  registrationCsvRows,
  staffRegistrationQueries,
  type RegistrationCounts,
  type StaffRegistration,
} from '../api/staff-registrations';
import { RegistrationCard } from './registration-card';

// The e-mail form (the editors' kit: react-hook-form and zod) loads with the list's first paint
// done, so the page's first visit stays within the staff budget (decision 0043).
const EmailRegistrants = lazy(async () => ({
  default: (await import('./email-registrants')).EmailRegistrants,
}));

const DATE_LABEL = 'EEE, MMM d, yyyy';

/** '42 registered, 3 awaiting confirmation, 5 checked in' (seats), the counts' summary. */
export function countsSentence(
  counts: Pick<RegistrationCounts, 'registered' | 'awaiting' | 'checked_in'>,
): string {
  return `${counts.registered} registered, ${counts.awaiting} awaiting confirmation, ${counts.checked_in} checked in`;
}

function Counts({ counts }: { counts: RegistrationCounts | null | undefined }) {
  const items: [string, number | string][] = [
    ['Registered', counts?.registered ?? '—'],
    ['Awaiting confirmation', counts?.awaiting ?? '—'],
    ['Waitlist', counts?.waitlisted ?? '—'],
    ['Checked in', counts?.checked_in ?? '—'],
    ['Seats left', counts?.seats_left ?? '—'],
  ];
  return (
    <div className="grid gap-2">
      {counts ? (
        <p aria-live="polite" className="font-medium text-slate-800">
          {countsSentence(counts)}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-brand-950">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What a group of the list explains under its heading (decision 0047: holds apart from the registered). */
const GROUP_NOTES: Partial<Record<StaffRegistration['status'], string>> = {
  awaiting: 'Seats held until the person opens the link in their e-mail; then they are released.',
};

/** The list's groups: each status in the enum's order, headed by its name. */
const GROUPS = Constants.public.Enums.registration_status.map((status) => ({
  status,
  heading: REGISTRATION_STATUS_LABELS[status],
  note: GROUP_NOTES[status],
}));

/**
 * The people of the date in their groups; with a search, only those who match (waitlist places
 * still count everyone waiting).
 */
function Groups({
  rows,
  search,
  questions,
}: {
  rows: StaffRegistration[];
  search: string;
  questions: RegistrationQuestion[];
}) {
  const numbers = waitlistNumbers(rows);
  return (
    <div className="grid gap-6">
      {GROUPS.map((g) => {
        const members = rows.filter((r) => r.status === g.status && matchesRegistration(r, search));
        if (members.length === 0) return null;
        const id = `registrations-${g.status}`;
        return (
          <section key={g.status} aria-labelledby={id} className="grid gap-3">
            <h3 id={id} className="font-serif text-xl font-bold text-brand-950">
              {g.heading} ({members.length})
            </h3>
            {g.note ? <p className="text-sm text-slate-700">{g.note}</p> : null}
            <ul className="grid gap-3">
              {members.map((r) => (
                <RegistrationCard
                  key={r.id}
                  registration={r}
                  questions={questions}
                  waitlistNumber={numbers.get(r.id) ?? null}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** One date of the event: its address and its start (ISO). */
export interface EventDate {
  occurrence_date: string;
  start_time: string;
}

/** The dates to choose from: the event's dates the page was given, and every date with registrations. */
function useDates(
  eventId: string,
  eventDates: readonly EventDate[],
): { dates: string[]; labels: Map<string, string> } {
  const withRegistrations = useQuery(staffRegistrationQueries.dates(eventId));
  const labels = new Map<string, string>();
  for (const o of eventDates) labels.set(o.occurrence_date, formatDate(o.start_time, DATE_LABEL));
  for (const d of withRegistrations.data ?? []) {
    if (!labels.has(d)) labels.set(d, formatDate(`${d}T12:00:00Z`, DATE_LABEL));
  }
  return { dates: [...labels.keys()].sort(), labels };
}

function waitlistNumbers(rows: StaffRegistration[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const r of rows) if (r.status === 'waitlisted') numbers.set(r.id, numbers.size + 1);
  return numbers;
}

/** The door list's search from the address (`?q=`, at most 100 characters). */
function readSearch(params: URLSearchParams): { q: string } {
  return { q: (params.get('q') ?? '').trim().slice(0, 100) };
}

/**
 * `/admin/events/<id>/registrations` (admins and editors; issues 32 and 45, decisions 0039, 0047):
 * per date, the counts ('42 registered, 3 awaiting confirmation, 5 checked in'; registered and
 * held seats, waitlist, checked in, seats left; read again after every check-in), a search by
 * name or e-mail (`?q=`, in the browser: the date's whole list is loaded), the people in groups
 * (registered, awaiting confirmation, waitlist, cancelled, released) with tappable phone numbers
 * and answers, 'Check in' per person, 'Confirm seat', 'Move from waitlist', 'Cancel', 'Export
 * CSV' (`registrations-<date>.csv`, in the page's words) and 'E-mail registrants'. The date is
 * in the address (`?date=yyyy-mm-dd`); works at 390 px.
 *
 * @param eventDates - the event's dates from yesterday on (`event_occurrences`).
 */
export function AdminRegistrations({
  eventId,
  eventDates,
}: {
  eventId: string;
  eventDates: readonly EventDate[];
}) {
  const [params, setParams] = useSearchParams();
  const search = useListParams(readSearch);
  const { dates, labels } = useDates(eventId, eventDates);
  const today = new Date().toISOString().slice(0, 10);
  const asked = params.get('date');
  const date =
    asked && /^\d{4}-\d{2}-\d{2}$/.test(asked)
      ? asked
      : (dates.find((d) => d >= today) ?? dates.at(-1) ?? '');
  const list = useQuery({ ...staffRegistrationQueries.list(eventId, date), enabled: Boolean(date) });
  const counts = useQuery({ ...staffRegistrationQueries.counts(eventId, date), enabled: Boolean(date) });
  const questions = counts.data?.questions ?? [];
  const q = search.filters.q;

  return (
    <div className="grid gap-5">
      {dates.length > 1 ? (
        <div className="grid max-w-xs gap-1.5">
          <label htmlFor="registration-date" className="text-sm font-medium text-slate-900">
            Date
          </label>
          <select
            id="registration-date"
            value={date}
            onChange={(e) => setParams({ date: e.target.value }, { replace: true })}
            className="h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
          >
            {dates.map((d) => (
              <option key={d} value={d}>
                {labels.get(d)}
              </option>
            ))}
          </select>
        </div>
      ) : date ? (
        <p className="font-medium text-slate-800">{labels.get(date) ?? date}</p>
      ) : null}
      <Counts counts={counts.data} />
      <div className="flex flex-wrap items-start gap-2">
        <ExportCsv
          what="registrations"
          disabled={!list.data?.length}
          fileName={() => `registrations-${date}.csv`}
          csv={() => {
            const { header, rows } = registrationCsvRows(list.data ?? [], questions);
            return toCsv(header, rows);
          }}
        />
        {date ? (
          <Suspense fallback={null}>
            <EmailRegistrants key={date} eventId={eventId} date={date} />
          </Suspense>
        ) : null}
      </div>
      <ListFrame
        query={list}
        loadingLabel="Loading the registrations"
        errorText="Could not load the registrations."
        count={(rows) => rows.filter((r) => matchesRegistration(r, q)).length}
        empty={{ title: 'No registrations yet', description: 'Registrations for this date appear here.' }}
        filteredEmpty={{
          title: 'Nobody matches this search',
          description: 'Check the spelling, or search by e-mail address.',
        }}
        filtered={search.filtered}
        onClear={search.clear}
        heading="People"
        filters={
          <ListFilters label="Search the registrations" filtered={search.filtered} onClear={search.clear}>
            <ListSearch
              id="registration-search"
              label="Search by name or e-mail"
              value={q}
              maxLength={100}
              live
              onSearch={(words) => search.update({ q: words })}
            />
          </ListFilters>
        }
      >
        {(rows) => <Groups rows={rows} search={q} questions={questions} />}
      </ListFrame>
    </div>
  );
}
