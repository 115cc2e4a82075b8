import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { GoLiveButton } from './go-live-button';
import { NotificationHistory } from './notification-history';
import { SendTestButton } from './send-test-button';

// The admins' editors (the composer and the weekly cap, with the staff kit's form code) are a
// chunk of their own: editors never load them, and the page's first visit stays within the staff
// budget, as the sermon editor's page does.
const AnnouncementComposer = lazy(async () => ({
  default: (await import('./announcement-composer')).AnnouncementComposer,
}));
const PushSettingsForm = lazy(async () => ({
  default: (await import('./push-settings-form')).PushSettingsForm,
}));

const loading = <Spinner label="Loading the editor" showLabel className="py-4 text-brand-700" />;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="font-serif text-xl font-bold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The body of /admin/notifications (admins and editors; docs/decisions/0049): 'We're live now',
 * the announcement composer and the weekly cap (admins; editors are told who sends them), 'Send to
 * my device' and the history with delivered and failed counts.
 *
 * @param isAdmin - whether the signed-in staff member is an admin (the database checks it too).
 * @param churchName - shown in the preview as a phone shows the sender.
 */
export function AdminNotifications({ isAdmin, churchName }: { isAdmin: boolean; churchName: string }) {
  return (
    <div className="mt-6 grid max-w-3xl gap-6">
      <Section id="push-live" title="We’re live">
        <p className="text-slate-700">
          When the stream starts, tell everyone who turned on ‘We’re live’. It arrives at once, even in the
          quiet hours, and opens the live page. The overview offers it from 15 minutes before each service
          time.
        </p>
        <GoLiveButton className="justify-self-start" />
      </Section>
      <Section id="push-announcement" title="Announcements">
        {isAdmin ? (
          <Suspense fallback={loading}>
            <AnnouncementComposer churchName={churchName} />
          </Suspense>
        ) : (
          <p className="text-slate-700">Announcements are sent by admins.</p>
        )}
      </Section>
      {isAdmin ? (
        <Section id="push-settings" title="How often">
          <Suspense fallback={loading}>
            <PushSettingsForm />
          </Suspense>
        </Section>
      ) : null}
      <Section id="push-test" title="Test on this device">
        <p className="text-slate-700">
          See how a notification looks on the phone or computer you are using: it asks for permission first.
        </p>
        <SendTestButton />
      </Section>
      <Section id="push-history" title="Sent notifications">
        <NotificationHistory />
      </Section>
    </div>
  );
}
