import type { KeyboardEvent } from 'react';
import type { ToolbarProps, View } from 'react-big-calendar';
import { eventsMessages } from '@/i18n/events';
import { useMessages } from '@/lib/i18n/messages';
import type { CalendarEntry } from '../utils/calendar-entries';

/** The agenda view's length in days (spec §9). */
export const AGENDA_LENGTH_DAYS = 30;

/** The calendar's views (spec §2), month first (the default). */
export const VIEWS = ['month', 'week', 'day', 'agenda'] as const satisfies readonly View[];

/** One of {@link VIEWS}. */
export type CalendarView = (typeof VIEWS)[number];

/** Arrow keys move between the toolbar's buttons (WAI-ARIA toolbar pattern); Tab still works. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

const toolbarButton =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * The calendar's toolbar (react-big-calendar's `components.toolbar`): a `toolbar` named
 * 'Calendar' with Today, Back and Next (named after the step they move: 'Previous week',
 * 'Next 30 days'), the current range as a heading (`data-testid="calendar-range"`) and the views
 * as pressed-state buttons; in the page's language (the events catalog).
 */
export function CalendarToolbar({ label, view, onNavigate, onView }: ToolbarProps<CalendarEntry>) {
  const current = (VIEWS as readonly string[]).includes(view) ? (view as CalendarView) : 'month';
  const m = useMessages(eventsMessages).calendar;
  const step = (names: typeof m.next) =>
    current === 'agenda' ? names.agenda(AGENDA_LENGTH_DAYS) : names[current];
  return (
    <div
      role="toolbar"
      aria-label={m.toolbar}
      onKeyDown={moveFocus}
      className="mb-4 flex flex-wrap items-center gap-3"
    >
      <div className="flex gap-2">
        <button type="button" className={toolbarButton} onClick={() => onNavigate('TODAY')}>
          {m.today}
        </button>
        <button
          type="button"
          className={toolbarButton}
          onClick={() => onNavigate('PREV')}
          aria-label={step(m.previous)}
        >
          <span aria-hidden="true">‹</span> {m.backButton}
        </button>
        <button
          type="button"
          className={toolbarButton}
          onClick={() => onNavigate('NEXT')}
          aria-label={step(m.next)}
        >
          {m.nextButton} <span aria-hidden="true">›</span>
        </button>
      </div>
      <h2
        className="flex-1 text-center font-serif text-xl font-bold text-brand-950"
        data-testid="calendar-range"
      >
        {label}
      </h2>
      <div className="flex gap-2" role="group" aria-label={m.viewGroup}>
        {VIEWS.map((name) => (
          <button
            key={name}
            type="button"
            className={toolbarButton}
            aria-pressed={current === name}
            onClick={() => onView(name)}
          >
            {m.views[name]}
          </button>
        ))}
      </div>
    </div>
  );
}
