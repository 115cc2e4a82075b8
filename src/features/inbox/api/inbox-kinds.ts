import { Constants, type Enums } from '@/types/database.types';

// The care inbox's kinds and statuses (docs/decisions/0025, 0050): the database's enums
// `inbox_kind` and `inbox_status`, their names and order on the pages, and an item's address.

/** A kind of inbox item: the visitor's table it came from (the database's enum `inbox_kind`). */
export type InboxKind = Enums<'inbox_kind'>;

/** The kinds with their names on the staff pages (one item, several items). */
export const INBOX_KINDS: Record<InboxKind, { label: string; plural: string; slug: string }> = {
  prayer_request: { label: 'Prayer request', plural: 'Prayer requests', slug: 'prayer-request' },
  contact_message: { label: 'Contact message', plural: 'Contact messages', slug: 'contact-message' },
  first_timer: { label: 'First-timer card', plural: 'First-timer cards', slug: 'first-timer' },
};

/** The kinds in the order the page lists them: the enum's order. */
export const INBOX_KIND_ORDER: readonly InboxKind[] = Constants.public.Enums.inbox_kind;

/** True when `value` is a kind (`inbox_items.kind`). */
export function isInboxKind(value: string): value is InboxKind {
  return Object.hasOwn(INBOX_KINDS, value);
}

/** The kind whose address segment (`/admin/inbox/<slug>/<id>`) is `slug`, or null. */
export function kindFromSlug(slug: string | undefined): InboxKind | null {
  return INBOX_KIND_ORDER.find((kind) => INBOX_KINDS[kind].slug === slug) ?? null;
}

/** The item page's address. */
export function inboxItemPath(kind: InboxKind, id: string): string {
  return `/admin/inbox/${INBOX_KINDS[kind].slug}/${id}`;
}

/** A value of `inbox_items.status` (the database's enum `inbox_status`, docs/decisions/0021, 0025). */
export type InboxStatus = Enums<'inbox_status'>;

/** Every status in workflow order, as the database's enum declares them. */
export const INBOX_STATUS_ORDER: readonly InboxStatus[] = Constants.public.Enums.inbox_status;

/** True when `value` is a status. */
export function isInboxStatus(value: string): value is InboxStatus {
  return (INBOX_STATUS_ORDER as readonly string[]).includes(value);
}
