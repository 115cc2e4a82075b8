import { Link } from 'react-router-dom';
import defaultCover from '@/assets/event-cover-default.svg';
import { ContentText } from '@/components/ui/content-text';
import { FallbackImage } from '@/components/ui/fallback-image';
import { CalendarIcon, MapPinIcon } from '@/components/ui/icons';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { coverImage } from '@/lib/covers';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { formatDate } from '@/lib/dates';
import type { EventsText } from '@/i18n/events';
import { truncate } from '@/lib/text';
import type { ChurchEvent } from '../api/church-events';
import { eventPath } from '../utils/event-id';

/** The text lines of an event card's `CardSkeleton`: title, date, location, description. */
export const EVENT_CARD_SKELETON_LINES = ['h-6 w-3/4', 'h-4 w-1/2', 'h-4 w-2/5', 'h-16 w-full'] as const;

/** Characters of the location shown on the home page (spec §9). */
export const HOME_LOCATION_LENGTH = 20;
/** Characters of the location shown in the Events page's list (spec §9). */
export const LIST_LOCATION_LENGTH = 25;

const VARIANTS = {
  home: { dateStyle: 'shortDateTime', locationLength: HOME_LOCATION_LENGTH },
  list: { dateStyle: 'mediumDateTime', locationLength: LIST_LOCATION_LENGTH },
} as const;

/**
 * A card's words, from the catalog of the page that shows it (the home page's or the events
 * pages'), so the home page does not load the events pages' catalog.
 */
export type EventCardText = EventsText['card'];

/**
 * An event card (spec §2, §9): cover (bucket event-covers, external URL or the default image,
 * also on load error), title, date, location, description or 'More details coming soon', and
 * 'View Details' to the occurrence's page (`/events/{id}`, or `/events/{id}/{yyyy-mm-dd}` for a date of a
 * repeating event). The `home` variant shows 'MMM d, h:mm a' and 20 characters of
 * location; the `list` variant (Events page) 'MMM d, yyyy, h:mm a' and 25 (dates in the page's
 * language: '6 dic, 7:00 p.m.' on a Spanish page, `@/lib/dates`).
 */
export function EventCard({
  event,
  variant = 'home',
  eager = false,
  text,
}: {
  event: ChurchEvent;
  text: EventCardText;
  variant?: keyof typeof VARIANTS;
  /** Load the cover at once (cards of the first row, which may be the largest paint). */
  eager?: boolean;
}) {
  const location = event.location?.trim();
  const delivery = useImageDelivery();
  const { dateStyle, locationLength } = VARIANTS[variant];
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <FallbackImage
        image={coverImage(event, 'event-covers', delivery)}
        sizes={variant === 'home' ? IMAGE_SIZES.homeGrid3 : IMAGE_SIZES.grid3}
        fallbackSrc={defaultCover}
        alt={text.cover(event.title)}
        width={800}
        height={450}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-brand-900 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="font-serif text-xl font-bold text-brand-950">
          <ContentText lang={event.textLanguages?.title}>{event.title}</ContentText>
        </h3>
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <CalendarIcon className="size-4 shrink-0 text-brand-700" />
          <time dateTime={event.start_time}>{formatDate(event.start_time, dateStyle)}</time>
        </p>
        {location ? (
          <p className="flex items-center gap-2 text-sm text-slate-700" title={location}>
            <MapPinIcon className="size-4 shrink-0 text-brand-700" />
            <ContentText lang={event.textLanguages?.location} note={false}>
              <span>{truncate(location, locationLength)}</span>
            </ContentText>
          </p>
        ) : null}
        <p className="line-clamp-3 flex-1 text-slate-700">
          {event.description?.trim() ? (
            <ContentText lang={event.textLanguages?.description} note={false}>
              {event.description.trim()}
            </ContentText>
          ) : (
            text.noDescription
          )}
        </p>
        <Link
          to={eventPath(event)}
          className="mt-2 inline-flex items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {text.viewDetails}
          {/* Part of the text (not an aria-label), so crawlers read a descriptive link too. */}
          <span className="sr-only">{text.viewDetailsFor(event.title)}</span>
        </Link>
      </div>
    </article>
  );
}
