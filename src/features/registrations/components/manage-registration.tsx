import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import {
  cancelRegistration,
  changeRegistration,
  RegistrationError,
  registrationQueries,
  type OwnRegistration,
} from '../api/registrations';
import { seatsLeftText } from '../utils/register-form';

const WHEN = 'EEEE, MMMM d, yyyy, h:mm a';

function statusText(r: OwnRegistration): string {
  if (r.status === 'cancelled') return 'This registration is cancelled.';
  if (r.status === 'expired') return 'Your seats were released';
  if (r.status === 'waitlisted') return `You're on the waitlist, number ${r.waitlist_number ?? 1}`;
  if (r.status === 'awaiting') return 'Check your e-mail to confirm your seat';
  return "You're registered";
}

/** Whether the registration still counts (not cancelled, not released). */
function isLive(r: OwnRegistration): boolean {
  return r.status !== 'cancelled' && r.status !== 'expired';
}

/**
 * A visitor's own registration (`/registrations/<token>`, the link of their e-mail). Opening it
 * confirms seats that were held for the address (decision 0047), so the page says "You're
 * registered"; or 'You're on the waitlist, number 3', cancelled, or 'Your seats were released'
 * when the hold ran out first (with the way back to the event). While it counts: the party size
 * with 'Change party size' while registration is open, and 'Cancel registration' (asked twice).
 * An unknown or replaced token shows 'Registration not found'.
 */
export function ManageRegistration({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(registrationQueries.byToken(token));
  const [party, setParty] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = (data: OwnRegistration) =>
    queryClient.setQueryData(registrationQueries.byToken(token).queryKey, data);
  const change = useMutation({
    mutationFn: (size: number) => changeRegistration(token, size),
    onSuccess: update,
  });
  const cancel = useMutation({ mutationFn: () => cancelRegistration(token), onSuccess: update });

  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading your registration</span>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    const notFound = query.error instanceof RegistrationError && query.error.code === 'not_found';
    return (
      <div className="grid gap-4">
        <h1 className="font-serif text-3xl font-bold text-brand-950">
          {notFound ? 'Registration not found' : 'Your registration'}
        </h1>
        <p role="alert" className="text-slate-800">
          {notFound
            ? 'This link is not valid, or a newer e-mail replaced it. Please use the link in the latest e-mail about your registration.'
            : 'Something went wrong. Please try again later.'}
        </p>
      </div>
    );
  }
  const r = query.data;
  const event = r.event;
  const live = isLive(r);
  const open = event?.state === 'open' || event?.state === 'waitlist' || event?.state === 'full';
  const size = party ?? r.party_size;
  const failure = (change.error ?? cancel.error) as Error | null;

  return (
    <div className="grid gap-6">
      <h1 className="font-serif text-3xl font-bold text-brand-950">Your registration</h1>
      {event ? (
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-xl font-semibold text-brand-950">
            <Link
              to={`/events/${event.event_id}/${event.occurrence_date}`}
              className="underline underline-offset-4"
            >
              {event.title}
            </Link>
          </p>
          <p className="mt-1 text-slate-800">
            <time dateTime={event.start_time}>{formatDate(event.start_time, WHEN)}</time>
          </p>
          {event.location ? <p className="text-slate-800">{event.location}</p> : null}
        </div>
      ) : null}
      <p role="status" className="text-2xl font-bold text-brand-950">
        {statusText(r)}
      </p>
      {r.status === 'expired' ? (
        <p className="text-slate-800">
          The link in our e-mail was not opened in time, so the seats we held for you were released.{' '}
          {event ? 'If seats are left, you can register again on the event page.' : null}
        </p>
      ) : null}
      {live ? (
        <p className="text-slate-800">
          {r.name}, party of {r.party_size}. We e-mail {r.email}.
        </p>
      ) : null}
      {r.status === 'confirmed' && event?.confirmation_message ? (
        <p className="whitespace-pre-line text-slate-800">{event.confirmation_message}</p>
      ) : null}
      {live && open ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(size);
          }}
        >
          <label className="grid gap-1.5 text-sm font-medium text-slate-900" htmlFor="party-size">
            Party size
            <select
              id="party-size"
              value={size}
              onChange={(e) => setParty(Number(e.target.value))}
              className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900"
            >
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline" disabled={change.isPending || size === r.party_size}>
            Change party size
          </Button>
          {event && r.status === 'confirmed' && event.seats_left > 0 ? (
            <span className="text-sm text-slate-700">{seatsLeftText(event.seats_left)}</span>
          ) : null}
        </form>
      ) : null}
      {live && event?.state !== 'closed' ? (
        confirming ? (
          <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Cancel registration">
            <span className="text-slate-900">Cancel your registration?</span>
            <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              Yes, cancel it
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
            Cancel registration
          </Button>
        )
      ) : null}
      {failure ? (
        <p role="alert" className="font-medium text-red-700">
          {failure instanceof RegistrationError
            ? failure.message
            : 'Something went wrong. Please try again later.'}
        </p>
      ) : null}
    </div>
  );
}
