import { useRef, useState } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PlayIcon } from '@/components/ui/icons';
import { IMAGE_SIZES, type ResponsiveImageProps } from '@/lib/image-variants';
import { youTubeEmbedUrl } from '@/lib/youtube';
import { sermonsMessages } from '@/i18n/sermons';
import { useMessages } from '@/lib/i18n/messages';
import { DEFAULT_SERMON_COVER } from './sermon-card';

interface VideoFacadeProps {
  /** An 11-character YouTube id (spec §5). */
  videoId: string;
  /** The sermon's title, for the play button and the player's `title`. */
  title: string;
  /** The sermon's cover (its `srcset` and size when stored), shown behind the play button. */
  cover: ResponsiveImageProps | undefined;
}

/**
 * A click-to-play YouTube video (issue 9 "Watch Sermon Video"): until the visitor presses play,
 * only the sermon's own cover and a play button are shown, so the page makes no request to any
 * YouTube host (no player scripts, no cookies, no thumbnail). Pressing play builds the
 * privacy-enhanced player (`youtube-nocookie.com`) with autoplay and moves focus into it.
 */
export function VideoFacade({ videoId, title, cover }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const m = useMessages(sermonsMessages).detail;

  if (playing) {
    return (
      <iframe
        ref={frame}
        src={youTubeEmbedUrl(videoId)}
        title={m.player(title)}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => frame.current?.focus()}
        className="aspect-video w-full rounded-lg bg-black"
      />
    );
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-brand-950"
    >
      <FallbackImage
        image={cover}
        sizes={IMAGE_SIZES.sermonVideo}
        fallbackSrc={DEFAULT_SERMON_COVER}
        alt=""
        width={800}
        height={450}
        decoding="async"
        className="size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-18 items-center justify-center rounded-full bg-red-700 text-white shadow-lg transition-transform group-hover:scale-105 group-focus-visible:scale-105">
          <PlayIcon className="ml-1 size-8" />
        </span>
      </span>
      <span className="sr-only">{m.play(title)}</span>
    </button>
  );
}
