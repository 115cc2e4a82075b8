import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import defaultCover from '@/assets/event-cover-default.svg';
import { PageMeta } from '@/components/layout/page-meta';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { ContentText } from '@/components/ui/content-text';
import { ErrorState } from '@/components/ui/error-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, MapPinIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/navigation';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { getLocale } from '@/lib/i18n/locale';
import { coverImage, coverImageUrl } from '@/lib/covers';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { siteUrl } from '@/lib/site-origin';
import { summary } from '@/lib/text';
import { formatDate } from '@/lib/dates';
import { eventsMessages } from '@/i18n/events';
import { useMessages } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';
import { type ChurchEvent, eventQueries } from '../api/church-events';
import { eventPath, isEventId, isOccurrenceDate } from '../utils/event-id';
import { meetingLinks } from '../utils/meeting-links';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { EventJsonLd } from './event-json-ld';
import { ShareEventButton } from './share-event-button';

/**
 * 'h:mm a', plus ' - h:mm a' when the event has an end time (spec §2), in the church's zone and
 * the page's language ('7:00 p.m. - 9:00 p.m.'). The date is the `full` style ('Sunday,
 * December 6, 2026'; 'domingo, 6 de diciembre de 2026'); a moved date says where it moved from
 * with `weekdayDateTime` ('Moved from Wednesday, December 9, 7:00 PM').
 */
export function eventTimeText(event: Pick<ChurchEvent, 'start_time' | 'end_time'>): string {
  const start = formatDate(event.start_time, 'time');
  return event.end_time ? `${start} - ${formatDate(event.end_time, 'time')}` : start;
}

/** Strikes its content through (a cancelled date; the 'Cancelled' label says it in words). */
function Struck({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <s className="text-slate-600">{children}</s> : <>{children}</>;
}

function NotFound() {
  const m = useMessages(eventsMessages).detail;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-36 pb-20 sm:px-6">
      <title>{pageTitle(m.notFound)}</title>
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
        <CalendarIcon className="size-10 text-brand-700" />
        <h1 className="font-serif text-3xl font-bold text-brand-950">{m.notFound}</h1>
        <p className="text-slate-700">{m.notFoundText}</p>
        <Link to="/events" className={buttonVariants({ size: 'lg' })}>
          <ArrowLeftIcon className="size-5" />
          {m.back}
        </Link>
      </div>
    </div>
  );
}

function DetailSkeleton() {
  const m = useMessages(eventsMessages).detail;
  return (
    <div
      role="status"
      className="mx-auto grid max-w-5xl gap-6 px-4 pt-32 pb-20 sm:px-6"
      data-testid="event-skeleton"
    >
      <span className="sr-only">{m.loading}</span>
      <Skeleton className="aspect-[21/9] w-full" />
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A dl group holds only dt and dd (HTML; axe `dlitem`), so the icon sits in the term.
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** What the page shows below its actions for a date that is not cancelled (the registration card). */
export type RegistrationSlot = (event: Pick<ChurchEvent, 'id' | 'occurrence_date'>) => ReactNode;

function EventView({ event, registration }: { event: ChurchEvent; registration?: RegistrationSlot }) {
  const all = useMessages(eventsMessages);
  const m = all.detail;
  const pageUrl = siteUrl(eventPath(event));
  const moved = event.is_changed && event.start_time !== event.original_start;
  const cover = coverImageUrl(event, 'event-covers');
  const coverImg = coverImage(event, 'event-covers', useImageDelivery());
  const links = meetingLinks(event.meeting_links);
  const location = event.location?.trim();
  return (
    <article className="mx-auto max-w-5xl px-4 pt-28 pb-20 sm:px-6">
      <PageMeta
        title={event.title}
        description={
          summary(event.description) ??
          m.summary(formatDate(event.start_time, 'full'), eventTimeText(event), location)
        }
        image={{ url: cover ?? defaultCover, alt: all.card.cover(event.title) }}
        translated={event.hasSpanish !== false}
      />
      <EventJsonLd
        title={event.title}
        description={event.description}
        location={location || null}
        start_time={event.start_time}
        end_time={event.end_time}
        image={cover ? siteUrl(cover) : undefined}
        url={pageUrl}
        meetingLinks={links}
        cancelled={event.is_cancelled}
      />
      <BreadcrumbJsonLd
        trail={[
          { name: all.tabs.label, path: '/events' },
          { name: event.title, path: eventPath(event) },
        ]}
      />
      <Link
        to="/events"
        className="mb-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {m.back}
      </Link>
      <FallbackImage
        image={coverImg}
        sizes={IMAGE_SIZES.eventCover}
        fallbackSrc={defaultCover}
        alt={all.card.cover(event.title)}
        width={1200}
        height={514}
        // The page's largest element: fetched first, and preloaded from the prerendered HTML.
        fetchPriority="high"
        className="aspect-[21/9] w-full rounded-xl bg-brand-900 object-cover"
      />
      <h1 className="mt-8 font-serif text-3xl font-bold text-brand-950 md:text-5xl">
        <ContentText lang={event.textLanguages?.title}>{event.title}</ContentText>
      </h1>
      {event.is_cancelled ? (
        <p className="mt-4 inline-flex rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-800">
          {m.cancelled}
        </p>
      ) : null}
      {moved ? (
        <p className="mt-4 text-slate-700">
          {m.movedFrom}
          <time dateTime={event.original_start}>{formatDate(event.original_start, 'weekdayDateTime')}</time>
        </p>
      ) : null}
      {event.registration ? (
        <p
          className={cn(
            'mt-4 inline-flex rounded-full px-3 py-1 text-sm font-bold',
            event.registration === 'open' ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-950',
          )}
        >
          {m.registration[event.registration]}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        <Fact icon={<CalendarIcon className="size-5" />} label={m.date}>
          <Struck when={event.is_cancelled}>
            <time dateTime={event.start_time}>{formatDate(event.start_time, 'full')}</time>
          </Struck>
        </Fact>
        <Fact icon={<ClockIcon className="size-5" />} label={m.time}>
          <Struck when={event.is_cancelled}>{eventTimeText(event)}</Struck>
        </Fact>
        <Fact icon={<MapPinIcon className="size-5" />} label={m.location}>
          {location ? (
            <ContentText lang={event.textLanguages?.location}>{location}</ContentText>
          ) : (
            m.toBeAnnounced
          )}
        </Fact>
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        {event.is_cancelled ? null : <AddToCalendarMenu event={event} pageUrl={pageUrl} />}
        <ShareEventButton title={event.title} url={pageUrl} />
      </div>
      {event.is_cancelled || !registration ? null : registration(event)}
      {links.length > 0 ? (
        <section
          aria-labelledby="meeting-links"
          className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-6"
        >
          <h2 id="meeting-links" className="font-serif text-2xl font-bold text-brand-950">
            {m.meetingLinks}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: 'outline' })}
                >
                  {m.joinOn(link.label)}
                  <span className="sr-only">{m.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="about-event" className="mt-10">
        <h2 id="about-event" className="font-serif text-2xl font-bold text-brand-950">
          {m.about}
        </h2>
        <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-800">
          {event.description?.trim() ? (
            <ContentText lang={event.textLanguages?.description}>{event.description.trim()}</ContentText>
          ) : (
            all.card.noDescription
          )}
        </p>
      </section>
      <div className="mt-10">
        <Link to="/events" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <ArrowLeftIcon className="size-5" />
          {m.back}
        </Link>
      </div>
    </article>
  );
}

function Loaded({
  id,
  date,
  registration,
}: {
  id: string;
  date: string | undefined;
  registration?: RegistrationSlot | undefined;
}) {
  const query = useQuery(eventQueries.detail(id, date, getLocale()));
  const all = useMessages(eventsMessages);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 pt-36 pb-20 sm:px-6">
        <title>{pageTitle(all.tabs.label)}</title>
        <h1 className="sr-only">{all.detail.event}</h1>
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} retryText={all.retry}>
          {all.detail.loadError}
        </ErrorState>
      </div>
    );
  }
  if (!query.data) return <NotFound />;
  return <EventView event={query.data} {...(registration ? { registration } : {})} />;
}

/**
 * The event page `/events/{id}` and the page of one date of a repeating event,
 * `/events/{id}/{yyyy-mm-dd}` (spec §2 "Event detail", decision 0028): a skeleton, then cover, title, Date,
 * Time and Location, the 'Online Meeting Links' card when any link exists, 'About This Event',
 * and the actions Add to Calendar, Share and Back to Events; document title '{title} | {church}'
 * and schema.org `Event` JSON-LD. A missing event and an id that is not a UUID show 'Event Not
 * Found' (a malformed id is never sent to the server, so it cannot produce an error state), as do
 * a malformed date and a date the event does not have. A cancelled date is shown struck through
 * with 'Cancelled' (and no Add to Calendar); a moved one says where it moved from.
 * `/events/{id}` of a repeating event shows its next date. `registration` renders the
 * registration card under the actions (decision 0039).
 */
export function EventDetail({
  id,
  date,
  registration,
}: {
  id: string | undefined;
  date?: string | undefined;
  registration?: RegistrationSlot;
}) {
  if (!isEventId(id) || (date !== undefined && !isOccurrenceDate(date))) return <NotFound />;
  return <Loaded id={id} date={date} registration={registration} />;
}
