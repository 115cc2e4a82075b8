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

const VERB: Record<string, string> = { insert: 'added', update: 'changed', delete: 'deleted' };

/**
 * The entry as a sentence: the database's `summary` ('Church Office invited
 * newperson@example.org as Editor'), or, for an entry without one, who did what to which kind of row.
 */
export function entrySentence(entry: ActivityEntry): string {
  if (entry.summary) return entry.summary;
  const who = entry.actor_name ?? entry.actor_email ?? 'A signed-in visitor';
  return `${who} ${VERB[entry.action] ?? entry.action} a ${THING[entry.table_name] ?? entry.table_name}`;
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
  prayer_request_months: 'Prayer requests kept (months)',
  contact_message_months: 'Contact messages kept (months)',
  first_timer_months: 'First-timer cards kept (months)',
  behind_cloudflare: 'API behind Cloudflare',
};

/** A column's name on the page: 'series' → 'Series', 'cover_image_path' → 'Cover image path'. */
export function columnLabel(column: string): string {
  const known = COLUMN_LABELS[column];
  if (known) return known;
  const words = column.replace(/_id$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Values of the enumerations the log records (roles, statuses) by their names on the pages. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: { admin: 'Admin', editor: 'Editor', care: 'Pastoral care' },
  status: {
    new: 'New',
    in_progress: 'In progress',
    done: 'Done',
    archived: 'Archived',
    draft: 'Draft',
    scheduled: 'Scheduled',
    published: 'Published',
  },
};

/** A value as a short, readable text ('Yes'/'No', JSON for objects, '(empty)' for nothing). */
export function showValue(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'string' ? (VALUE_LABELS[column]?.[value] ?? value) : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
