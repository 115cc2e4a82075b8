/** The events pages' English text (see `../events.ts`); the spec's words (§2, §7, §9). */
const en = {
  /** The error state's button, and its text while retrying. */
  retry: { idle: 'Try again', busy: 'Trying again...' },
  title: 'Church Events',
  description:
    'Worship services, Bible studies, outreach and fellowship: the events of our church, as a list and a calendar.',
  tabs: {
    label: 'Events',
    upcoming: 'Upcoming',
    thisMonth: 'This Month',
    nextMonth: 'Next Month',
    calendar: 'Full Calendar',
  },
  /** The (visually hidden) heading of each list tab. */
  listHeadings: {
    upcoming: 'Upcoming events',
    thisMonth: 'This Month events',
    nextMonth: 'Next Month events',
  },
  /** The loading status of each list tab. */
  loadingList: {
    upcoming: 'Loading upcoming events',
    thisMonth: 'Loading this month events',
    nextMonth: 'Loading next month events',
  },
  loadingCalendar: 'Loading calendar',
  loadError: 'Error loading events: Unknown error',
  emptyTitle: 'No Events Found',
  emptyText: 'There are no events matching this criteria at the moment. Please check back later!',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} events`,
  showMore: 'Show more events',
  card: {
    cover: (title: string) => `Cover image for ${title}`,
    noDescription: 'More details coming soon',
    viewDetails: 'View Details',
    viewDetailsFor: (title: string) => ` for ${title}`,
  },
  subscribe: {
    label: 'Subscribe',
    title: 'Subscribe to the church calendar',
    intro: 'Add the church calendar to your phone or computer: new and changed events appear on their own.',
    feed: 'Church calendar',
    openApp: 'Open in your calendar app',
    google: 'Add to Google Calendar',
  },
  calendar: {
    toolbar: 'Calendar',
    views: { month: 'Month', week: 'Week', day: 'Day', agenda: 'Agenda' },
    viewGroup: 'Calendar view',
    today: 'Today',
    backButton: 'Back',
    nextButton: 'Next',
    /** Back's and Next's names in each view: what they move by. */
    previous: {
      month: 'Previous month',
      week: 'Previous week',
      day: 'Previous day',
      agenda: (days: number) => `Previous ${days} days`,
    },
    next: {
      month: 'Next month',
      week: 'Next week',
      day: 'Next day',
      agenda: (days: number) => `Next ${days} days`,
    },
    /** The live region after a change: 'Week view, November 29 – December 05'. */
    announcement: (view: string, range: string) => `${view} view, ${range}`,
    scrollable: (view: string) => `${view} view, scrollable`,
    /** The month view's table (the library's own name). */
    monthTable: 'Month View',
    showDay: (day: string) => `Show ${day} in day view`,
    date: 'Date',
    time: 'Time',
    event: 'Event',
    allDay: 'All Day',
    noEvents: 'There are no events in this range.',
    more: (count: number) => `+${count} more`,
    /** An entry's time: '6:00 PM to 8:30 PM'. */
    timeRange: (start: string, end: string) => `${start} to ${end}`,
    allDayEntry: 'all day',
    /** A birthday's title (spec §2): '{member_name} Birthday'. */
    birthday: (name: string) => `${name} Birthday`,
  },
  detail: {
    notFound: 'Event Not Found',
    notFoundText: "The event you're looking for doesn't exist or has been removed.",
    back: 'Back to Events',
    loading: 'Loading event',
    event: 'Event',
    loadError: 'Error loading event: Unknown error',
    /** The description when the event has none: 'Sunday, …, 7:00 PM at Main Hall.' */
    summary: (date: string, time: string, location: string | undefined) =>
      `${date}, ${time}${location ? ` at ${location}` : ''}.`,
    cancelled: 'Cancelled',
    movedFrom: 'Moved from ',
    registration: { open: 'Registration is open', waitlist: 'Full — join the waitlist', full: 'Full' },
    date: 'Date',
    time: 'Time',
    location: 'Location',
    toBeAnnounced: 'To be announced',
    meetingLinks: 'Online Meeting Links',
    joinOn: (service: string) => `Join on ${service}`,
    newTab: ' (opens in a new tab)',
    about: 'About This Event',
  },
  addToCalendar: {
    label: 'Add to Calendar',
    google: 'Google Calendar',
    ics: 'Download .ICS',
    downloaded: 'ICS file downloaded',
    downloadedText: 'Import it into your calendar app.',
    failed: 'Download failed',
    failedText: 'The calendar file could not be created. Please try again.',
  },
  share: {
    label: 'Share',
    copied: 'Link copied',
    copiedText: 'Event link copied to clipboard.',
    failed: 'Could not share this event',
    failedText: (url: string) => `Copy this address to share it: ${url}`,
  },
};

export default en;
