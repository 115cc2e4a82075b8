import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ContentText } from '@/components/ui/content-text';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ArrowRightIcon } from './gallery-icons';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { IMAGE_SIZES, type ImageDelivery } from '@/lib/image-variants';
import { galleryMessages } from '@/i18n/gallery';
import { useMessages } from '@/lib/i18n/messages';
import { type GalleryImage, imageOf } from '../api/gallery';
import placeholder from '../assets/gallery-placeholder.svg';
import { photoLabel, photoPosition, swipeStep, wrapIndex } from '../utils/photos';

/** How far (CSS px) and how long (ms) a new photo slides in, unless reduced motion is asked for. */
const SLIDE = { distance: 48, duration: 200 } as const;

/** Props of the {@link PhotoViewer}. */
export interface PhotoViewerProps {
  /** The album's photos, newest first. */
  images: readonly GalleryImage[];
  /** The index of the photo shown, from 0. */
  index: number;
  /** Called with the index to show after Previous, Next, an arrow key or a swipe. */
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The photo button that opened the viewer: it gets the focus back when the viewer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The site's `image_delivery` setting (docs/decisions/0042); default `variants`. */
  delivery?: ImageDelivery;
}

/**
 * The gallery's photo viewer (spec §2 "/gallery/{albumName}"), loaded on demand by
 * {@link PhotoGrid}: a modal dialog (Radix: focus kept inside, Escape closes) that shows one photo
 * as large as the screen allows (`object-contain`; at most as tall as the screen is wide), its
 * description as caption, 'Photo i of N', and Previous / Next buttons that wrap around the ends.
 * ArrowLeft / ArrowRight and a horizontal touch swipe of 50 px or more (left: next, right:
 * previous) move too. The dialog's title is the description or 'Photo i of N' (read by screen
 * readers only), and each move is announced. A new photo slides in unless the visitor asked for
 * reduced motion. The next and previous photos are fetched ahead. It has no Radix trigger, so the
 * focus is returned by hand to `returnFocusRef`; when it opens, the focus goes to Next.
 */
export default function PhotoViewer({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  returnFocusRef,
  delivery,
}: PhotoViewerProps) {
  const total = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
  const image = images[current];
  const reducedMotion = usePrefersReducedMotion();
  const m = useMessages(galleryMessages);
  const nextButton = useRef<HTMLButtonElement>(null);
  const photo = useRef<HTMLImageElement>(null);
  /** The direction of the last move (1 next, -1 previous), for the slide; 0 after it played. */
  const direction = useRef<1 | -1 | 0>(0);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const step = direction.current;
    direction.current = 0;
    const element = photo.current;
    if (step === 0 || reducedMotion || !element || typeof element.animate !== 'function') return;
    element.animate(
      [
        { opacity: 0, transform: `translateX(${step * SLIDE.distance}px)` },
        { opacity: 1, transform: 'none' },
      ],
      { duration: SLIDE.duration, easing: 'ease-out' },
    );
  }, [current, reducedMotion]);

  useEffect(() => {
    if (!open || total < 2) return;
    for (const step of [1, -1]) {
      const neighbour = images[wrapIndex(current, step, total)];
      const next = neighbour ? imageOf(neighbour, delivery) : undefined;
      if (!next) continue;
      // Fetches the candidate the viewer will pick (a variant), not the original.
      const preload = new Image();
      if (next.srcSet) {
        preload.sizes = IMAGE_SIZES.viewer;
        preload.srcset = next.srcSet;
      }
      preload.src = next.src;
    }
  }, [open, current, images, total, delivery]);

  if (!image) return null;

  const go = (step: 1 | -1) => {
    if (total < 2) return;
    direction.current = step;
    onIndexChange(wrapIndex(current, step, total));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };
  const onPointerDown = (event: PointerEvent) => {
    // Touch and pen only: a mouse has the buttons.
    if (event.pointerType === 'mouse') return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  const description = image.description?.trim();
  const label = photoLabel(description, current, total, m);
  const position = photoPosition(current, total, m);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="photo-viewer"
        closeLabel={m.close}
        className="max-h-[calc(100dvh-1rem)]! w-[calc(100%-1rem)]! max-w-5xl! gap-3! p-3! sm:p-5!"
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          if (total < 2) return;
          event.preventDefault();
          nextButton.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <div className="flex min-h-8 items-center pr-10">
          <DialogTitle className="sr-only">{label}</DialogTitle>
          <DialogDescription className="text-sm font-semibold text-slate-800">{position}</DialogDescription>
        </div>
        <figure className="grid gap-3">
          <div
            data-testid="photo-viewer-stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
            className="flex h-[min(75dvh,calc(100dvh-13rem),100vw)] min-h-48 touch-pan-y touch-pinch-zoom items-center justify-center overflow-hidden rounded-md bg-slate-950"
          >
            <FallbackImage
              key={image.id}
              ref={photo}
              image={imageOf(image, delivery)}
              sizes={IMAGE_SIZES.viewer}
              fallbackSrc={placeholder}
              alt={label}
              width={1600}
              height={1200}
              decoding="async"
              draggable={false}
              className="size-full object-contain select-none"
            />
          </div>
          {description ? (
            <figcaption className="break-words text-slate-800">
              <ContentText lang={image.textLanguages?.description}>{description}</ContentText>
            </figcaption>
          ) : null}
        </figure>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {description ? `${position}: ${description}` : position}
        </p>
        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" onClick={() => go(-1)} disabled={total < 2}>
            <ArrowLeftIcon className="size-4" />
            {m.previous}
          </Button>
          <Button ref={nextButton} variant="outline" onClick={() => go(1)} disabled={total < 2}>
            {m.next}
            <ArrowRightIcon className="size-4" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
