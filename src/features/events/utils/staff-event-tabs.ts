/** The tabs of the staff events list, in order. */
export const STAFF_EVENT_TABS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'drafts', label: 'Drafts' },
] as const;

/** One tab of the staff events list. */
export type StaffEventTab = (typeof STAFF_EVENT_TABS)[number]['value'];

/** The tab of the address's `tab` parameter; `upcoming` for anything else. */
export function parseStaffEventTab(value: string | null): StaffEventTab {
  return STAFF_EVENT_TABS.some((tab) => tab.value === value) ? (value as StaffEventTab) : 'upcoming';
}

/**
 * The events of one tab of /admin/events, in the order given:
 * - `drafts`: every draft;
 * - `upcoming`: published events with a date still to come (a series with an occurrence from
 *   now on, `upcomingIds`; a one-off event that has not ended);
 * - `past`: the other published events.
 * A search keeps the events whose title, location or description contains it (any case).
 *
 * @param events - rows with `id`, `status`, `recurrence_rule`, `start_time`, `end_time`, texts.
 * @param upcomingIds - ids of the events with an occurrence from now on.
 * @param now - the current moment.
 */
export function filterStaffEvents<
  T extends {
    id: string;
    status: string;
    recurrence_rule: string | null;
    start_time: string;
    end_time: string | null;
    title: string;
    location: string | null;
    description: string | null;
  },
>(
  events: readonly T[],
  tab: StaffEventTab,
  search: string,
  upcomingIds: ReadonlySet<string>,
  now: Date,
): T[] {
  const needle = search.trim().toLocaleLowerCase('en-US');
  return events.filter((event) => {
    if (needle) {
      const text = [event.title, event.location ?? '', event.description ?? '']
        .join('\n')
        .toLocaleLowerCase('en-US');
      if (!text.includes(needle)) return false;
    }
    if (tab === 'drafts') return event.status === 'draft';
    if (event.status === 'draft') return false;
    const upcoming =
      event.recurrence_rule === null
        ? new Date(event.end_time ?? event.start_time).getTime() >= now.getTime()
        : upcomingIds.has(event.id);
    return tab === 'upcoming' ? upcoming : !upcoming;
  });
}
