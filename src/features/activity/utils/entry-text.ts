import { STAFF_ROLE_LABELS } from '@/config/staff-pages';
import {
  ACTIVITY_ACTION_LABELS,
  EVENT_STATUS_LABELS,
  GIFT_DISPUTE_LABELS,
  GIFT_FREQUENCY_LABELS,
  GIFT_STATUS_LABELS,
  GIVING_PROVIDER_LABELS,
  INBOX_STATUS_LABELS,
  NEWSLETTER_ISSUE_STATUS_LABELS,
  RECURRING_GIFT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  SERMON_STATUS_LABELS,
} from '@/config/value-labels';
import { formatDate } from '@/lib/dates';
import type { ActivityEntry } from '../api/activity-log';

// How an activity entry reads on /admin/activity (docs/decisions/0021): its sentence, the names
// of the changed fields and their values.

/** What each recorded table is called on the page (one item of it), for entries without a sentence. */
const THING: Record<string, string> = {
  church_events: 'event',
  church_event_exceptions: 'event date',
  sermons: 'sermon',
  pastor_blog_posts: 'blog post',
  pastor_books: "pastor's book",
  pastor_words: 'word of encouragement',
  pastor_key_verses: 'key verse',
  bookstore_items: 'bookstore item',
  gallery_images: 'gallery image',
  hero_videos: 'hero video',
  member_testimonies: 'testimony',
  prayer_requests: 'prayer request',
  contact_messages: 'contact message',
  first_timers: 'first-timer card',
  inbox_items: 'follow-up status',
  inbox_notes: 'care note',
  inbox_retention: 'retention setting',
  alert_preferences: 'alert setting',
  birthdays: 'birthday',
  newsletter_subscribers: 'newsletter subscriber',
  site_settings: 'site setting',
  staff_members: 'staff member',
  staff_invitations: 'staff invitation',
  'storage.objects': 'file',
};

/**
 * The entry as a sentence: the database's `summary` ('Church Office invited
 * newperson@example.org as Editor'), or, for an entry without one, who did what to which kind of row.
 */
export function entrySentence(entry: ActivityEntry): string {
  if (entry.summary) return entry.summary;
  const who = entry.actor_name ?? entry.actor_email ?? 'A signed-in visitor';
  return `${who} ${ACTIVITY_ACTION_LABELS[entry.action]} a ${THING[entry.table_name] ?? entry.table_name}`;
}

/** Field names as the staff pages call them; others are spelled out from the column's name. */
const COLUMN_LABELS: Record<string, string> = {
  assignee_id: 'Assigned to',
  is_approved: 'Approved',
  is_active: 'Active',
  is_cancelled: 'Cancelled',
  is_public: 'May be shared',
  setting_value: 'Value',
  setting_key: 'Setting',
  published_at: 'Publish time',
  closed_at: 'Closed',
  expires_at: 'Expires',
  email: 'E-mail',
  role: 'Role',
  status: 'Status',
  ein: 'EIN',
  fee_percent_bp: 'Card fee (percent)',
  fee_fixed_cents: 'Card fee (fixed)',
  prayer_request_months: 'Prayer requests kept (months)',
  contact_message_months: 'Contact messages kept (months)',
  first_timer_months: 'First-timer cards kept (months)',
  behind_cloudflare: 'API behind Cloudflare',
};

/** Abbreviations spelled in capitals wherever they stand in a column's name. */
const CAPITALS = new Set(['ein', 'url', 'ics', 'csv', 'id', 'rss', 'cta', 'ip']);

/**
 * A column's name on the page: 'series' → 'Series', 'cover_image_path' → 'Cover image path',
 * 'amount_cents' → 'Amount', 'site_url' → 'Site URL'.
 */
export function columnLabel(column: string): string {
  const known = COLUMN_LABELS[column];
  if (known) return known;
  const words = column
    .replace(/_(id|cents|bp)$/, '')
    .split('_')
    .map((word) => (CAPITALS.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Values of the database's value lists the log records (roles, statuses, …) by their names on the
 * pages: the one label map of each list (`@/config/value-labels`), by column. The statuses of
 * the several tables share no value with another meaning, so one map serves the column.
 */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: STAFF_ROLE_LABELS,
  status: {
    ...INBOX_STATUS_LABELS,
    ...EVENT_STATUS_LABELS,
    ...SERMON_STATUS_LABELS,
    ...NEWSLETTER_ISSUE_STATUS_LABELS,
    ...REGISTRATION_STATUS_LABELS,
    ...GIFT_STATUS_LABELS,
    ...RECURRING_GIFT_STATUS_LABELS,
  },
  dispute_status: GIFT_DISPUTE_LABELS,
  provider: GIVING_PROVIDER_LABELS,
  frequency: GIFT_FREQUENCY_LABELS,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A text value: an enumeration's label, a church-time date, or the text itself. */
function showText(column: string, value: string, names: ReadonlyMap<string, string>): string {
  const label = VALUE_LABELS[column]?.[value];
  if (label) return label;
  if (UUID.test(value)) return names.get(value) ?? 'another record';
  if (MOMENT.test(value)) return formatDate(value, 'MMM d, yyyy, h:mm a');
  if (DAY.test(value)) return formatDate(value, 'MMM d, yyyy');
  return value;
}

/**
 * A value as a short, readable text: 'Yes'/'No', labels of enumerations, dates and times in
 * the church's time zone, cents as dollars ('$12.50'), basis points as a percent, people by
 * name (`names`: user id → name), any other id as 'another record' and never the id itself,
 * '(empty)' for nothing, JSON for objects; at most 160 characters.
 */
export function showValue(
  column: string,
  value: unknown,
  names: ReadonlyMap<string, string> = new Map(),
): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  let text: string;
  if (typeof value === 'number' && column.endsWith('_cents')) text = DOLLARS.format(value / 100);
  else if (typeof value === 'number' && column.endsWith('_bp')) text = `${value / 100}%`;
  else if (typeof value === 'string') text = showText(column, value, names);
  else text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
