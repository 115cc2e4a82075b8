import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { REGISTRATION_STATUS_LABELS } from '@/config/value-labels';
import { formatDate } from '@/lib/dates';
import type { RegistrationQuestion } from '../api/registrations';
import {
  registrationAction,
  staffRegistrationQueries,
  telHref,
  type StaffAction,
  type StaffRegistration,
} from '../api/staff-registrations';

/** 'Awaiting confirmation until 10:42 AM' (the hold's end, church time). */
function statusLabel(r: StaffRegistration, waitlistNumber: number | null): string {
  if (r.status === 'waitlisted' && waitlistNumber) return `Waitlist, number ${waitlistNumber}`;
  if (r.status === 'awaiting' && r.hold_expires_at) {
    return `Awaiting confirmation until ${formatDate(r.hold_expires_at, 'h:mm a')}`;
  }
  return REGISTRATION_STATUS_LABELS[r.status];
}

function answerText(value: string | boolean | undefined): string {
  if (value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

function actionFailure(error: unknown): string {
  const details = (error as { details?: string } | null)?.details;
  if (details === 'not_enough_seats') return 'There are not enough seats left for this party.';
  return 'That did not work. Please try again.';
}

/**
 * One registration on the staff page (decision 0039), built for a phone at the door: the name
 * and party in large type, a 'Check in' button of at least 44 px, then the e-mail, the phone
 * (a `tel:` link of at least 44 px: one tap calls) and answers; 'Confirm seat' for seats awaiting confirmation (the person told the office; decision
 * 0047), 'Move from waitlist' for a waiting party and 'Cancel' (confirmed in a dialog; the
 * person is e-mailed).
 */
export function RegistrationCard({
  registration: r,
  questions,
  waitlistNumber,
}: {
  registration: StaffRegistration;
  questions: RegistrationQuestion[];
  /** 1 = next, for a waitlisted party. */
  waitlistNumber: number | null;
}) {
  // Cancel asks first (its confirmation loads on the first press: the door list's first visit on
  // a phone carries no dialog code); the list and the counts ('… 3 checked in') are read again.
  const action = useRowAction({
    run: (a: StaffAction) => registrationAction(r.id, a),
    successToast: (_data, a) =>
      a === 'confirm'
        ? { title: r.status === 'awaiting' ? 'Seat confirmed' : 'Moved from the waitlist' }
        : null,
    failureToast: (error) => ({ title: actionFailure(error), variant: 'destructive' }),
    invalidate: [staffRegistrationQueries.all()],
  });
  const checkedIn = r.checked_in_at !== null;
  const status = statusLabel(r, waitlistNumber);
  const live = r.status === 'confirmed' || r.status === 'awaiting' || r.status === 'waitlisted';

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{r.name}</p>
          <p className="text-slate-700">
            Party of {r.party_size} · {status}
            {checkedIn ? ' · Checked in' : ''}
          </p>
        </div>
        {r.status === 'confirmed' ? (
          <Button
            size="lg"
            variant={checkedIn ? 'outline' : 'default'}
            disabled={action.busy}
            onClick={() => action.run(checkedIn ? 'undo_check_in' : 'check_in')}
            aria-label={checkedIn ? `Undo check-in of ${r.name}` : `Check in ${r.name}`}
            className="min-w-32"
          >
            {checkedIn ? 'Undo check-in' : 'Check in'}
          </Button>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Email: </dt>
          <dd className="inline break-all">{r.email}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Phone: </dt>
          <dd className="inline">
            {r.phone ? (
              <a
                href={telHref(r.phone)}
                className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4"
              >
                {r.phone}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        {questions.map((q) => (
          <div key={q.id}>
            <dt className="inline font-medium">{q.label}: </dt>
            <dd className="inline break-words">{answerText(r.answers[q.id])}</dd>
          </div>
        ))}
      </dl>
      {live ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {r.status === 'awaiting' ? (
            <Button variant="outline" disabled={action.busy} onClick={() => action.run('confirm')}>
              Confirm seat
              <span className="sr-only"> of {r.name}</span>
            </Button>
          ) : null}
          {r.status === 'waitlisted' ? (
            <Button variant="outline" disabled={action.busy} onClick={() => action.run('confirm')}>
              Move from waitlist
            </Button>
          ) : null}
          <Button
            variant="ghost"
            disabled={action.busy}
            onClick={(event) => action.ask('cancel', event.currentTarget)}
          >
            Cancel
            <span className="sr-only"> the registration of {r.name}</span>
          </Button>
        </div>
      ) : null}
      <RowActionDialog
        action={action}
        title="Cancel this registration?"
        description={`${r.name} (party of ${r.party_size}) is e-mailed that the registration was cancelled; the seats go to the waitlist.`}
        confirmLabel="Cancel registration"
        busyLabel="Cancelling..."
        cancelLabel="Keep"
      />
    </li>
  );
}
