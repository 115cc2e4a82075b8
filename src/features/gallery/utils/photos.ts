import type { GalleryMessages } from '@/i18n/gallery';
import { plural } from '@/lib/i18n/messages';

/** Skeleton cards while the albums load, and placeholders while an album's photos load (spec §9). */
export const GALLERY_SKELETON_COUNT = 8;

/** Horizontal distance, in CSS px, a touch must travel to count as a swipe in the photo viewer. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The photo count of an album card (spec §3 "Gallery album" `image_count`), in the page's
 * language (the gallery's messages `m`).
 *
 * @example photoCountLabel(1, m) === '1 photo'; photoCountLabel(6, m) === '6 photos' ('6 fotos')
 */
export function photoCountLabel(count: number, m: GalleryMessages): string {
  return plural(m.photoCount, count);
}

/**
 * The position of a photo in its album, counted from 1, in the page's language.
 *
 * @param index - the photo's index, from 0.
 * @param total - the number of photos in the album.
 * @example photoPosition(0, 8, m) === 'Photo 1 of 8' ('Foto 1 de 8')
 */
export function photoPosition(index: number, total: number, m: GalleryMessages): string {
  return m.position(index + 1, total);
}

/**
 * A photo's text for labels and titles: its description when it has one, else its position.
 *
 * @example photoLabel(' Youth night ', 0, 8, m) === 'Youth night'; photoLabel(null, 1, 8, m) === 'Photo 2 of 8'
 */
export function photoLabel(
  description: string | null | undefined,
  index: number,
  total: number,
  m: GalleryMessages,
): string {
  return description?.trim() || photoPosition(index, total, m);
}

/**
 * Moves `step` photos from `index`, wrapping around the ends (the viewer goes from the last
 * photo to the first and back).
 *
 * @param index - the current index, from 0.
 * @param step - usually 1 (next) or -1 (previous).
 * @param total - the number of photos; 0 gives 0.
 * @example wrapIndex(7, 1, 8) === 0; wrapIndex(0, -1, 8) === 7
 */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/**
 * What a finished touch gesture asks for: a mostly horizontal move of at least
 * {@link SWIPE_THRESHOLD_PX}; to the left shows the next photo, to the right the previous one.
 *
 * @param dx - horizontal travel in CSS px (end minus start; negative is to the left).
 * @param dy - vertical travel in CSS px.
 * @returns `1` (next), `-1` (previous), or `0` for a tap, a short or a vertical move.
 */
export function swipeStep(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
