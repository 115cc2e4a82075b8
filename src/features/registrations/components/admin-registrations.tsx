import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListFrame } from '@/components/admin/list-frame';
import { Button } from '@/components/ui/button';
import { REGISTRATION_STATUS_LABELS } from '@/config/value-labels';
import { toast } from '@/hooks/use-toast';
import { downloadCsv, toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import { Constants } from '@/types/database.types';
import type { RegistrationQuestion } from '../api/registrations';
import {
  registrationCsvRows,
  staffRegistrationQueries,
  type RegistrationCounts,
  type StaffRegistration,
} from '../api/staff-registrations';
import { EmailRegistrants } from './email-registrants';
import { RegistrationCard } from './registration-card';

const DATE_LABEL = 'EEE, MMM d, yyyy';

/** '42 registered, 3 awaiting confirmation' (seats), the counts' summary. */
export function countsSentence(counts: Pick<RegistrationCounts, 'registered' | 'awaiting'>): string {
  return `${counts.registered} registered, ${counts.awaiting} awaiting confirmation`;
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
      {counts ? <p className="font-medium text-slate-800">{countsSentence(counts)}</p> : null}
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

function Groups({ rows, questions }: { rows: StaffRegistration[]; questions: RegistrationQuestion[] }) {
  const numbers = waitlistNumbers(rows);
  return (
    <div className="grid gap-6">
      {GROUPS.map((g) => {
        const members = rows.filter((r) => r.status === g.status);
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

/**
 * `/admin/events/<id>/registrations` (admins and editors; issue 32, decisions 0039, 0047): per
 * date, the counts ('42 registered, 3 awaiting confirmation'; registered and held seats,
 * waitlist, checked in, seats left), the people in groups (registered, awaiting confirmation,
 * waitlist, cancelled, released) with answers, 'Check in' per person, 'Confirm seat', 'Move from
 * waitlist', 'Cancel', 'Export CSV' and 'E-mail registrants'. The date is in the address
 * (`?date=yyyy-mm-dd`); works at 390 px.
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
  const { dates, labels } = useDates(eventId, eventDates);
  const today = new Date().toISOString().slice(0, 10);
  const asked = params.get('date');
  const date =
    asked && /^\d{4}-\d{2}-\d{2}$/.test(asked)
      ? asked
      : (dates.find((d) => d >= today) ?? dates.at(-1) ?? '');
  const list = useQuery({ ...staffRegistrationQueries.list(eventId, date), enabled: Boolean(date) });
  const counts = useQuery({ ...staffRegistrationQueries.counts(eventId, date), enabled: Boolean(date) });
  const [exporting, setExporting] = useState(false);
  const questions = counts.data?.questions ?? [];

  async function exportCsv() {
    if (!list.data) return;
    setExporting(true);
    try {
      const { header, rows } = registrationCsvRows(list.data, questions);
      downloadCsv(`registrations-${date}.csv`, await toCsv(header, rows));
    } catch {
      toast({ title: 'The file could not be made. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

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
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!list.data?.length || exporting} onClick={() => void exportCsv()}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        {date ? <EmailRegistrants key={date} eventId={eventId} date={date} /> : null}
      </div>
      <ListFrame
        query={list}
        loadingLabel="Loading the registrations"
        errorText="Could not load the registrations."
        count={(rows) => rows.length}
        empty={{ title: 'No registrations yet', description: 'Registrations for this date appear here.' }}
        heading="People"
      >
        {(rows) => <Groups rows={rows} questions={questions} />}
      </ListFrame>
    </div>
  );
}
