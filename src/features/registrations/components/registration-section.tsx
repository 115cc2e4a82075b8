import { useQuery, useQueryClient } from '@tanstack/react-query';
import { registerMessages } from '@/i18n/register';
import { useMessages } from '@/lib/i18n/messages';
import { registerForEvent, registrationQueries, type RegistrationAvailability } from '../api/registrations';
import { RegisterForm } from './register-form';

/**
 * The 'Registration' card of an event page (issue 32, decision 0039), loaded as its own chunk:
 * reads where registration for the date stands and shows {@link RegisterForm}; nothing when the
 * event takes no registrations (or while the state loads, or when it cannot be read: the rest
 * of the page stays as it is). Its words load with it, in the page's language (`@/i18n/register`).
 *
 * @param eventId - the event (`church_events.id`).
 * @param date - the occurrence's date, `yyyy-mm-dd`.
 * @param onRegistered - after each sign-up (the page reads its 'Full' badge again).
 */
export function RegistrationSection({
  eventId,
  date,
  onRegistered,
}: {
  eventId: string;
  date: string;
  onRegistered?: () => void;
}) {
  const query = useQuery(registrationQueries.availability(eventId, date));
  const availability = query.data;
  if (!availability || availability.state === 'off') return null;
  return (
    <RegistrationCard eventId={eventId} date={date} availability={availability} onRegistered={onRegistered} />
  );
}

/**
 * The card itself. Its words are read only here, once the event takes registrations: a page
 * whose prerendered HTML has no card does not wait for them while it hydrates.
 */
function RegistrationCard({
  eventId,
  date,
  availability,
  onRegistered,
}: {
  eventId: string;
  date: string;
  availability: RegistrationAvailability;
  onRegistered?: () => void;
}) {
  const text = useMessages(registerMessages);
  const queryClient = useQueryClient();
  return (
    <section
      aria-labelledby="registration"
      className="mt-10 rounded-xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="registration" className="mb-4 font-serif text-2xl font-bold text-brand-950">
        {availability.state === 'waitlist' ? text.joinWaitlist : text.register}
      </h2>
      <RegisterForm
        availability={availability}
        submit={async (input) => {
          const result = await registerForEvent(eventId, date, input);
          void queryClient.invalidateQueries({
            queryKey: registrationQueries.availability(eventId, date).queryKey,
          });
          onRegistered?.();
          return result;
        }}
      />
    </section>
  );
}
