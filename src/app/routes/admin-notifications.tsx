import { PageMeta } from '@/components/layout/page-meta';
import { SITE_NAME } from '@/config/navigation';
import { useStaffMember } from '@/features/auth/api/session';
import { AdminNotifications } from '@/features/notifications/components/admin-notifications';
import { notificationsResource } from '@/features/notifications/staff-resource';
import { mayUse } from '@/config/staff-resource';

/**
 * /admin/notifications (admins and editors, docs/decisions/0049): 'We're live now', announcements,
 * 'Send to my device' and the history of push notifications. Rendered inside the staff layout,
 * behind the staff guard and the role gate; never indexed.
 */
export function AdminNotificationsRoute() {
  const staff = useStaffMember();
  return (
    <>
      <PageMeta title="Notifications" description="Push notifications." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Notifications</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Notifications reach the phones and computers of people who asked for them on the site: ‘We’re live’,
        new sermons, event reminders and your announcements. Keep them short and rare.
      </p>
      <AdminNotifications
        isAdmin={mayUse(notificationsResource.parts.announcements, staff?.role)}
        churchName={SITE_NAME}
      />
    </>
  );
}
