import 'react-big-calendar/lib/css/react-big-calendar.css';
import './events-calendar.css';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Calendar,
  dateFnsLocalizer,
  type DateHeaderProps,
  type EventProps,
  type EventWrapperProps,
  type View,
} from 'react-big-calendar';
import { Link, useNavigate } from 'react-router-dom';
import { eventsMessages } from '@/i18n/events';
import { formatWallClockDate } from '@/lib/dates';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';
import type { BirthdayRow } from '../utils/birthdays';
import {
  buildCalendarEntries,
  type CalendarEntry,
  type CalendarEventRow,
  toWallClock,
} from '../utils/calendar-entries';
import { CALENDAR_CULTURE, CALENDAR_LOCALES, SPANISH_FORMATS } from './calendar-formats';
import { AGENDA_LENGTH_DAYS, CalendarToolbar, type CalendarView, VIEWS } from './calendar-toolbar';
import { useCalendarMarkupRepair } from './use-calendar-markup-repair';

/** Calendar constants (spec §9). */
export const CALENDAR_HEIGHT_PX = 700;
export const CALENDAR_STEP_MINUTES = 30;
export const LONG_PRESS_MS = 250;

// English (US), date-fns's default, or Spanish (US) with date-fns's `es` (decision 0054); in
// both, weeks start on Sunday (spec §9).
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 0 }),
  getDay,
  locales: CALENDAR_LOCALES,
});

/** Each entry is a real link to its page (or, for a birthday, text) named with title, date and time. */
function EntryContent({ event }: EventProps<CalendarEntry>) {
  if (event.href) {
    return (
      <Link to={event.href} aria-label={event.label} className="rbc-entry-link">
        {event.title}
      </Link>
    );
  }
  return (
    <span className="rbc-entry-text">
      <span aria-hidden="true">{event.title}</span>
      <span className="sr-only">{event.label}</span>
    </span>
  );
}

/**
 * react-big-calendar wraps week and day entries in `<div role="button" tabindex="0">`, which
 * would put our link inside another control (axe `nested-interactive`) and add a second,
 * unnamed tab stop. The link is the control, so the wrapper becomes a plain box. Entries of a
 * date row (month view, the week and day views' all-day row) sit in an element with
 * `role="row"`, which may own only cells (axe `aria-required-children`): there the box is a cell.
 */
function EntryWrapper({
  children,
  type,
}: EventWrapperProps<CalendarEntry> & { children?: ReactNode; type?: 'date' | 'time' }) {
  if (!isValidElement(children)) return <>{children}</>;
  return cloneElement(children as ReactElement<{ role?: string; tabIndex?: number }>, {
    role: type === 'date' ? 'cell' : undefined,
    tabIndex: undefined,
  });
}

/** The month view's day numbers open that day; the name says so. */
function DateHeader({ date, label, onDrillDown }: DateHeaderProps) {
  const m = useMessages(eventsMessages).calendar;
  return (
    <button
      type="button"
      className="rbc-button-link"
      onClick={onDrillDown}
      aria-label={m.showDay(formatWallClockDate(date, 'full'))}
    >
      {label}
    </button>
  );
}

/** Props of {@link EventsCalendar}. */
export interface EventsCalendarProps {
  events: readonly CalendarEventRow[];
  birthdays: readonly BirthdayRow[];
  /** IANA zone of the church; entries show its wall-clock times. */
  timeZone: string;
  /** The day shown first; defaults to today in the church's zone. */
  initialDate?: Date;
}

/**
 * The Events page's Full Calendar tab (spec §2, §9): react-big-calendar with the date-fns
 * localizer (en-US, or es-US with date-fns's `es` words on a Spanish page), views month (default), week, day and agenda, 700 px high, 30-minute steps,
 * a 30-day agenda and a 250 ms long-press. Events are blue links to `/events/{id}`; birthdays
 * are gold all-day entries titled '{member_name} Birthday' in the viewed years.
 *
 * Accessibility beyond the library: every entry is a link (or text) named with its title, date
 * and time; the toolbar is a named `toolbar` whose buttons say what they do and which view is
 * pressed; view and range changes are announced in a polite live region; scrollable areas
 * can be focused and scrolled by keyboard.
 *
 * This module is heavy (the library and its CSS): load it with `lazy()` only for the tab.
 */
export default function EventsCalendar({ events, birthdays, timeZone, initialDate }: EventsCalendarProps) {
  const navigate = useNavigate();
  const [date, setDate] = useState(() => initialDate ?? toWallClock(new Date(), timeZone));
  const [view, setView] = useState<CalendarView>('month');
  const [announcement, setAnnouncement] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const year = date.getFullYear();
  const m = useMessages(eventsMessages).calendar;
  const locale = getLocale();

  const entries = useMemo(
    () => buildCalendarEntries(events, birthdays, [year - 1, year, year + 1], timeZone, m),
    [events, birthdays, year, timeZone, m],
  );
  const messages = useMemo(
    () => ({
      date: m.date,
      time: m.time,
      event: m.event,
      allDay: m.allDay,
      noEventsInRange: m.noEvents,
      showMore: m.more,
    }),
    [m],
  );

  // The library's markup, repaired whenever it changes (including its own re-renders).
  useCalendarMarkupRepair(container, m.scrollable(m.views[view]), m.monthTable);

  // Announce the view and the range after the visitor changes them (not on first render).
  const changed = useRef(false);
  useEffect(() => {
    const root = container.current;
    if (!root || !changed.current) return;
    const range = root.querySelector('[data-testid="calendar-range"]')?.textContent ?? '';
    setAnnouncement(m.announcement(m.views[view], range));
  }, [view, date, entries, m]);

  const onNavigate = useCallback((next: Date) => {
    changed.current = true;
    setDate(next);
  }, []);
  const onView = useCallback((next: View) => {
    changed.current = true;
    if ((VIEWS as readonly string[]).includes(next)) setView(next as CalendarView);
  }, []);
  const onSelectEvent = useCallback(
    (entry: CalendarEntry, event: SyntheticEvent) => {
      // A click on the link itself is handled by the link; a click elsewhere in the box follows it.
      if (entry.href && !(event.target as Element).closest('a')) void navigate(entry.href);
    },
    [navigate],
  );

  return (
    <div ref={container} className="events-calendar" style={{ height: CALENDAR_HEIGHT_PX }}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Calendar<CalendarEntry>
        localizer={localizer}
        culture={CALENDAR_CULTURE[locale]}
        messages={messages}
        {...(locale === 'es' ? { formats: SPANISH_FORMATS } : {})}
        events={entries}
        date={date}
        view={view}
        views={[...VIEWS]}
        onNavigate={onNavigate}
        onView={onView}
        onSelectEvent={onSelectEvent}
        startAccessor="start"
        endAccessor="end"
        allDayAccessor="allDay"
        titleAccessor="title"
        tooltipAccessor={(entry) => entry.label}
        step={CALENDAR_STEP_MINUTES}
        length={AGENDA_LENGTH_DAYS}
        longPressThreshold={LONG_PRESS_MS}
        popup
        eventPropGetter={(entry) => ({
          className: cn(entry.kind === 'birthday' ? 'rbc-entry-birthday' : 'rbc-entry-event'),
        })}
        components={{
          toolbar: CalendarToolbar,
          event: EntryContent,
          eventWrapper: EntryWrapper,
          month: { dateHeader: DateHeader },
        }}
      />
    </div>
  );
}
