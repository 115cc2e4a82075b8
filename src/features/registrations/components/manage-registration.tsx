import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubmit } from '@/hooks/use-submit';
import { manageRegistrationMessages } from '@/i18n/manage-registration';
import type en from '@/i18n/manage-registration/en';
import { plural, useMessages } from '@/lib/i18n/messages';
import {
  cancelRegistration,
  changeRegistration,
  RegistrationError,
  registrationQueries,
  type OwnRegistration,
} from '../api/registrations';

type Messages = typeof en;

function statusText(r: OwnRegistration, m: Messages): string {
  if (r.status === 'cancelled') return m.cancelled;
  if (r.status === 'expired') return m.released;
  if (r.status === 'waitlisted') return m.waitlisted(r.waitlist_number ?? 1);
  if (r.status === 'awaiting') return m.awaiting;
  return m.registered;
}

/** The sentence of a failed change or cancellation, in the page's language where it has one. */
function failureText(failure: Error, m: Messages): string {
  if (!(failure instanceof RegistrationError)) return m.failed;
  return m.refusal(failure.code, failure.message);
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
 * An unknown or replaced token shows 'Registration not found'. In the page's language
 * (`src/i18n/manage-registration.ts`; a Spanish registrant's e-mail links to `/es/registrations/…`).
 */
export function ManageRegistration({ token }: { token: string }) {
  const m = useMessages(manageRegistrationMessages);
  const queryClient = useQueryClient();
  const query = useQuery(registrationQueries.byToken(token));
  const [party, setParty] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = (data: OwnRegistration) =>
    queryClient.setQueryData(registrationQueries.byToken(token).queryKey, data);
  const change = useSubmit({ send: (size: number) => changeRegistration(token, size), onDone: update });
  const cancel = useSubmit({ send: () => cancelRegistration(token), onDone: update });

  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{m.loading}</span>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    const notFound = query.error instanceof RegistrationError && query.error.code === 'not_found';
    return (
      <div className="grid gap-4">
        <h1 className="font-serif text-3xl font-bold text-brand-950">
          {notFound ? m.notFoundTitle : m.title}
        </h1>
        <p role="alert" className="text-slate-800">
          {notFound ? m.notFoundText : m.failed}
        </p>
      </div>
    );
  }
  const r = query.data;
  const event = r.event;
  const live = isLive(r);
  const open = event?.state === 'open' || event?.state === 'waitlist' || event?.state === 'full';
  const size = party ?? r.party_size;
  const failure = change.error ?? cancel.error;

  return (
    <div className="grid gap-6">
      <h1 className="font-serif text-3xl font-bold text-brand-950">{m.title}</h1>
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
            <time dateTime={event.start_time}>{m.when(event.start_time)}</time>
          </p>
          {event.location ? <p className="text-slate-800">{event.location}</p> : null}
        </div>
      ) : null}
      <p role="status" className="text-2xl font-bold text-brand-950">
        {statusText(r, m)}
      </p>
      {r.status === 'expired' ? (
        <p className="text-slate-800">
          {m.releasedText} {event ? m.registerAgain : null}
        </p>
      ) : null}
      {live ? <p className="text-slate-800">{m.party(r.name, r.party_size, r.email)}</p> : null}
      {r.status === 'confirmed' && event?.confirmation_message ? (
        <p className="whitespace-pre-line text-slate-800">{event.confirmation_message}</p>
      ) : null}
      {live && open ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            change.submit(size);
          }}
        >
          <label className="grid gap-1.5 text-sm font-medium text-slate-900" htmlFor="party-size">
            {m.partySize}
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
          <Button type="submit" variant="outline" disabled={change.pending || size === r.party_size}>
            {m.changePartySize}
          </Button>
          {event && r.status === 'confirmed' && event.seats_left > 0 ? (
            <span className="text-sm text-slate-700">{plural(m.seatsLeft, event.seats_left)}</span>
          ) : null}
        </form>
      ) : null}
      {live && event?.state !== 'closed' ? (
        confirming ? (
          <div className="flex flex-wrap items-center gap-3" role="group" aria-label={m.cancelGroup}>
            <span className="text-slate-900">{m.cancelQuestion}</span>
            <Button disabled={cancel.pending} onClick={() => cancel.submit(undefined)}>
              {m.cancelYes}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {m.cancelNo}
            </Button>
          </div>
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
            {m.cancel}
          </Button>
        )
      ) : null}
      {failure ? (
        <p role="alert" className="font-medium text-red-700">
          {failureText(failure, m)}
        </p>
      ) : null}
    </div>
  );
}
