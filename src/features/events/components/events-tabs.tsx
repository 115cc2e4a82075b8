import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNow } from '@/hooks/use-now';
import { useTabParam } from '@/hooks/use-tab-param';
import { eventsMessages } from '@/i18n/events';
import { churchTimeZone } from '@/lib/church-time';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import { eventQueries } from '../api/church-events';
import {
  DEFAULT_EVENT_TAB,
  EVENT_TABS,
  type EventListTab,
  filterEventsByTab,
  parseEventTab,
} from '../utils/tabs';
import { EventsError, EventsGrid } from './events-grid';

// The calendar library and its CSS are a chunk of their own, fetched when the tab opens.
const EventsCalendar = lazy(() => import('./events-calendar'));

const LIST_TABS: readonly EventListTab[] = ['upcoming', 'thisMonth', 'nextMonth'];

function CalendarSkeleton() {
  const m = useMessages(eventsMessages);
  return (
    <div role="status" className="grid gap-3" data-testid="calendar-skeleton">
      <span className="sr-only">{m.loadingCalendar}</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-[640px] w-full" />
    </div>
  );
}

/**
 * The Full Calendar tab's loader (spec §2, §4): the shared events+birthdays query, a skeleton
 * while it or the calendar's code loads, the error line when it fails.
 */
export function CalendarTab() {
  const query = useQuery(eventQueries.list(getLocale()));
  if (query.isPending) return <CalendarSkeleton />;
  if (query.isError) return <EventsError onRetry={() => void query.refetch()} />;
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <EventsCalendar
        events={query.data.events}
        birthdays={query.data.birthdays}
        timeZone={churchTimeZone()}
      />
    </Suspense>
  );
}

function EventListPanel({ tab }: { tab: EventListTab }) {
  const now = useNow();
  const m = useMessages(eventsMessages);
  const query = useQuery({
    ...eventQueries.list(getLocale()),
    select: (data) => filterEventsByTab(data.events, tab, now, churchTimeZone()),
  });
  return (
    <EventsGrid
      events={query.data}
      isPending={query.isPending}
      error={query.error}
      label={m.loadingList[tab]}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * The Events page's four tabs (spec §2, §4): upcoming (default), thisMonth, nextMonth and
 * calendar. The tab lives in the address (`?tab=calendar`), so it can be linked, reloaded and
 * restored with Back; an unknown value shows upcoming. Inactive panels are not mounted, so the
 * calendar's code loads only when its tab opens.
 */
export function EventsTabs() {
  const [tab, select] = useTabParam(parseEventTab, DEFAULT_EVENT_TAB);
  const m = useMessages(eventsMessages);
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label={m.tabs.label}>
        {EVENT_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {m.tabs[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {LIST_TABS.map((value) => (
        <TabsContent key={value} value={value}>
          <h2 className="sr-only">{m.listHeadings[value]}</h2>
          <EventListPanel tab={value} />
        </TabsContent>
      ))}
      <TabsContent value="calendar">
        <h2 className="sr-only">{m.tabs.calendar}</h2>
        <CalendarTab />
      </TabsContent>
    </Tabs>
  );
}
