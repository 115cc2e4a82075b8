import type { Enums } from '@/types/database.types';

/**
 * The names the staff pages give the values of the database's value lists (docs/decisions/0050):
 * one label map per enum type, typed `Record<Enums<…>, string>` so that a value the database adds
 * cannot be left without a name (the type checker asks for it), and the lists themselves are
 * read from `Constants.public.Enums` in the enum's order. The feature that shows a list and the
 * activity log, which shows the values of every feature, both read these maps: features may not
 * import each other (decision 0002). Staff roles are in `./staff-pages` (`STAFF_ROLE_LABELS`).
 *
 * Staff pages only: the public pages keep their own words (the Donate page's 'every month'), in
 * their own chunks.
 */

/** Where a gallery photo (or a cover) comes from: `gallery_images.source_type` and the covers' source. */
export const IMAGE_SOURCE_LABELS: Record<Enums<'image_source'>, string> = {
  upload: 'Uploaded file',
  url: 'External link',
};

/** `church_events.status`. */
export const EVENT_STATUS_LABELS: Record<Enums<'event_status'>, string> = {
  draft: 'Draft',
  published: 'Published',
};

/** `sermons.status`. */
export const SERMON_STATUS_LABELS: Record<Enums<'sermon_status'>, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** `sermons.language`: the language a sermon was preached in (decision 0055). */
export const CONTENT_LANGUAGE_LABELS: Record<Enums<'content_language'>, string> = {
  en: 'English',
  es: 'Spanish',
};

/** `newsletter_issues.status`. */
export const NEWSLETTER_ISSUE_STATUS_LABELS: Record<Enums<'newsletter_issue_status'>, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sent: 'Sent',
};

/** `event_registrations.status` (decision 0047: a hold awaits the e-mailed link). */
export const REGISTRATION_STATUS_LABELS: Record<Enums<'registration_status'>, string> = {
  confirmed: 'Registered',
  awaiting: 'Awaiting confirmation',
  waitlisted: 'Waitlist',
  cancelled: 'Cancelled',
  expired: 'Released (not confirmed in time)',
};

/** `inbox_items.status`, in workflow order (decision 0025). */
export const INBOX_STATUS_LABELS: Record<Enums<'inbox_status'>, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  archived: 'Archived',
};

/** `giving_settings.provider`: the giving mode. */
export const GIVING_PROVIDER_LABELS: Record<Enums<'giving_provider'>, string> = {
  simulated: 'Simulated',
  external: 'External giving page',
  stripe: 'Stripe Checkout',
};

/** `donations.frequency` (and recurring gifts'), as the gift list, its export and the statements say it. */
export const GIFT_FREQUENCY_LABELS: Record<Enums<'gift_frequency'>, string> = {
  one_time: 'one-time',
  monthly: 'monthly',
  quarterly: 'quarterly',
  annually: 'annual',
};

/** `donations.status`. */
export const GIFT_STATUS_LABELS: Record<Enums<'gift_status'>, string> = {
  pending: 'Pending (bank payment)',
  succeeded: 'Received',
  failed: 'Payment failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** `donations.dispute_status`: a chargeback (finance answers it in the Stripe dashboard). */
export const GIFT_DISPUTE_LABELS: Record<Enums<'gift_dispute_status'>, string> = {
  open: 'Disputed',
  won: 'Dispute won',
  lost: 'Dispute lost',
};

/** `recurring_gifts.status` (an ended gift no longer charges: the donor or Stripe cancelled it). */
export const RECURRING_GIFT_STATUS_LABELS: Record<Enums<'recurring_gift_status'>, string> = {
  active: 'Active',
  payment_failed: 'Payment failed',
  paused: 'Paused',
  ended: 'Cancelled',
};

/** The kind of a web push message (`private.push_messages.kind`), as the notification history says it. */
export const PUSH_KIND_LABELS: Record<Enums<'push_kind'>, string> = {
  live: 'We’re live',
  sermon: 'New sermon',
  announcement: 'Announcement',
  reminder: 'Event reminder',
  test: 'Test',
};

/** `activity_log.area`. */
export const ACTIVITY_AREA_LABELS: Record<Enums<'activity_area'>, string> = {
  content: 'Content',
  inbox: 'Inbox',
  newsletter: 'Newsletter',
  settings: 'Settings',
  staff: 'Staff',
  media: 'Media files',
};

/** `activity_log.action`, as the verb of an entry without a sentence. */
export const ACTIVITY_ACTION_LABELS: Record<Enums<'activity_action'>, string> = {
  insert: 'added',
  update: 'changed',
  delete: 'deleted',
};
