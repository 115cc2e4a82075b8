import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import type { DateRange, Formats } from 'react-big-calendar';
import { type Locale } from '@/lib/i18n/locale';

/** react-big-calendar's culture of each language: the key of {@link CALENDAR_LOCALES}. */
export const CALENDAR_CULTURE: Record<Locale, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };

/**
 * The date-fns locales of the calendar (issue 43: month and day names in Spanish through
 * date-fns's `es`). US Spanish keeps the US week, which starts on Sunday (spec §9); the
 * calendar's `startOfWeek` says so for both.
 */
export const CALENDAR_LOCALES = { 'es-US': es } as const;

const time = (date: Date) => format(date, 'h:mm aaaa', { locale: es });
const day = (date: Date, pattern: string) => format(date, pattern, { locale: es });
const timeRange = ({ start, end }: DateRange) => `${time(start)} – ${time(end)}`;

/**
 * The Spanish calendar's formats: date-fns's `es` words, the day before the month as es-US writes
 * it ('domingo, 6 de diciembre'), and 12-hour times with 'a.m.'/'p.m.', as the rest of the site
 * writes them (`es`'s own time pattern is 24-hour). English keeps the library's formats.
 */
export const SPANISH_FORMATS: Formats = {
  dateFormat: 'dd',
  dayFormat: 'eee dd',
  weekdayFormat: 'ccc',
  timeGutterFormat: time,
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${time(start)} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${time(end)}`,
  selectRangeFormat: timeRange,
  monthHeaderFormat: (date) => day(date, "MMMM 'de' yyyy"),
  dayHeaderFormat: (date) => day(date, "cccc, d 'de' MMMM"),
  dayRangeHeaderFormat: ({ start, end }) =>
    start.getMonth() === end.getMonth()
      ? `${day(start, 'd')} – ${day(end, "d 'de' MMMM")}`
      : `${day(start, "d 'de' MMMM")} – ${day(end, "d 'de' MMMM")}`,
  agendaHeaderFormat: ({ start, end }) => `${day(start, 'd MMM yyyy')} – ${day(end, 'd MMM yyyy')}`,
  agendaDateFormat: (date) => day(date, 'ccc d MMM'),
  agendaTimeFormat: time,
  agendaTimeRangeFormat: timeRange,
};
