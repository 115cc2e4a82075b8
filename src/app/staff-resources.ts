import type { StaffRole } from '@/config/staff-pages';
import { mayUse, type StaffLink, type StaffResource } from '@/config/staff-resource';
import { activityResource } from '@/features/activity/staff-resource';
import { accountResource, overviewResource } from '@/features/auth/staff-resource';
import { blogResource } from '@/features/blog/staff-resource';
import { birthdaysResource, eventsResource } from '@/features/events/staff-resource';
import { galleryResource } from '@/features/gallery/staff-resource';
import { givingResource } from '@/features/giving/staff-resource';
import { inboxResource } from '@/features/inbox/staff-resource';
import { newsletterResource } from '@/features/newsletter/staff-resource';
import { notificationsResource } from '@/features/notifications/staff-resource';
import { pastorsCornerResource } from '@/features/pastors-corner/staff-resource';
import { sermonsResource } from '@/features/sermons/staff-resource';
import { settingsResource } from '@/features/site-settings/staff-resource';
import { staffResource } from '@/features/staff/staff-resource';
import { testimoniesResource } from '@/features/testimonies/staff-resource';

// The registry of the staff screens (docs/decisions/0051): each feature's declaration, in order.
// The `/admin` routes (./admin-routes.tsx, which gives each declared screen its pages), the staff
// header's links and the overview's cards are generated from this one list. Plain data: the
// route components load only when their page opens.

/** Every declared staff screen, in the order of the staff header's links and the overview's cards. */
export const STAFF_RESOURCES = [
  overviewResource,
  inboxResource,
  eventsResource,
  birthdaysResource,
  sermonsResource,
  blogResource,
  pastorsCornerResource,
  galleryResource,
  testimoniesResource,
  newsletterResource,
  notificationsResource,
  givingResource,
  activityResource,
  staffResource,
  settingsResource,
  accountResource,
] as const satisfies readonly StaffResource[];

/** The id of a declared screen. */
export type StaffResourceId = (typeof STAFF_RESOURCES)[number]['id'];

/** The staff header's links for `role`: the declared screens with a link that the role may open. */
export function staffLinksFor(role: StaffRole): StaffLink[] {
  return STAFF_RESOURCES.flatMap((resource: StaffResource) =>
    resource.nav && mayUse(resource, role)
      ? [{ to: resource.path, label: resource.nav.label, end: resource.nav.end }]
      : [],
  );
}

/** The overview's cards for `role`: the declared screens with a card that the role may open. */
export function staffCardsFor(
  role: StaffRole,
): (StaffResource & { card: NonNullable<StaffResource['card']> })[] {
  return STAFF_RESOURCES.flatMap((resource: StaffResource) =>
    resource.card && mayUse(resource, role) ? [{ ...resource, card: resource.card }] : [],
  );
}
