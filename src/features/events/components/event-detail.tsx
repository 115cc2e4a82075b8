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
import { UNKNOWN_ERROR } from '@/lib/errors';
import { cn } from '@/lib/utils';
import { type ChurchEvent, eventQueries, registrationBadgeText } from '../api/church-events';
import { eventPath, isEventId, isOccurrenceDate } from '../utils/event-id';
import { meetingLinks } from '../utils/meeting-links';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { EventJsonLd } from './event-json-ld';
import { ShareEventButton } from './share-event-button';

/** Date and time formats of the event page (spec §2). */
export const DETAIL_DATE_FORMAT = 'EEEE, MMMM d, yyyy';
export const DETAIL_TIME_FORMAT = 'h:mm a';

/** 'h:mm a', plus ' - h:mm a' when the event has an end time (spec §2), in the church's zone. */
export function eventTimeText(event: Pick<ChurchEvent, 'start_time' | 'end_time'>): string {
  const start = formatDate(event.start_time, DETAIL_TIME_FORMAT);
  return event.end_time ? `${start} - ${formatDate(event.end_time, DETAIL_TIME_FORMAT)}` : start;
}

/** 'Moved from Wednesday, December 9, 7:00 PM' on a date of a repeating event that moved. */
export const MOVED_FROM_FORMAT = 'EEEE, MMMM d, h:mm a';

/** Strikes its content through (a cancelled date; the 'Cancelled' label says it in words). */
function Struck({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <s className="text-slate-600">{children}</s> : <>{children}</>;
}

function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-36 pb-20 sm:px-6">
      <title>{pageTitle('Event Not Found')}</title>
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
        <CalendarIcon className="size-10 text-brand-700" />
        <h1 className="font-serif text-3xl font-bold text-brand-950">Event Not Found</h1>
        <p className="text-slate-700">
          The event you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Link to="/events" className={buttonVariants({ size: 'lg' })}>
          <ArrowLeftIcon className="size-5" />
          Back to Events
        </Link>
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div
      role="status"
      className="mx-auto grid max-w-5xl gap-6 px-4 pt-32 pb-20 sm:px-6"
      data-testid="event-skeleton"
    >
      <span className="sr-only">Loading event</span>
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
          `${formatDate(event.start_time, DETAIL_DATE_FORMAT)}, ${eventTimeText(event)}${location ? ` at ${location}` : ''}.`
        }
        image={{ url: cover ?? defaultCover, alt: `Cover image for ${event.title}` }}
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
          { name: 'Events', path: '/events' },
          { name: event.title, path: eventPath(event) },
        ]}
      />
      <Link
        to="/events"
        className="mb-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        Back to Events
      </Link>
      <FallbackImage
        image={coverImg}
        sizes={IMAGE_SIZES.eventCover}
        fallbackSrc={defaultCover}
        alt={`Cover image for ${event.title}`}
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
          Cancelled
        </p>
      ) : null}
      {moved ? (
        <p className="mt-4 text-slate-700">
          Moved from{' '}
          <time dateTime={event.original_start}>{formatDate(event.original_start, MOVED_FROM_FORMAT)}</time>
        </p>
      ) : null}
      {event.registration ? (
        <p
          className={cn(
            'mt-4 inline-flex rounded-full px-3 py-1 text-sm font-bold',
            event.registration === 'open' ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-950',
          )}
        >
          {registrationBadgeText(event.registration)}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        <Fact icon={<CalendarIcon className="size-5" />} label="Date">
          <Struck when={event.is_cancelled}>
            <time dateTime={event.start_time}>{formatDate(event.start_time, DETAIL_DATE_FORMAT)}</time>
          </Struck>
        </Fact>
        <Fact icon={<ClockIcon className="size-5" />} label="Time">
          <Struck when={event.is_cancelled}>{eventTimeText(event)}</Struck>
        </Fact>
        <Fact icon={<MapPinIcon className="size-5" />} label="Location">
          {location ? (
            <ContentText lang={event.textLanguages?.location}>{location}</ContentText>
          ) : (
            'To be announced'
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
            Online Meeting Links
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
                  Join on {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="about-event" className="mt-10">
        <h2 id="about-event" className="font-serif text-2xl font-bold text-brand-950">
          About This Event
        </h2>
        <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-800">
          {event.description?.trim() ? (
            <ContentText lang={event.textLanguages?.description}>{event.description.trim()}</ContentText>
          ) : (
            'More details coming soon'
          )}
        </p>
      </section>
      <div className="mt-10">
        <Link to="/events" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <ArrowLeftIcon className="size-5" />
          Back to Events
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
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 pt-36 pb-20 sm:px-6">
        <title>{pageTitle('Events')}</title>
        <h1 className="sr-only">Event</h1>
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
          Error loading event: {UNKNOWN_ERROR}
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
