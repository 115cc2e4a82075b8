import { useCallback, useRef, useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import { PauseIcon } from './pause-icon';
import { useHydrated } from '@/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

export interface HeroVideoPlayerProps {
  src: string;
  poster: string;
  /** Where playback starts, in seconds; 0 = from the beginning (spec §4). */
  startSeconds: number;
  /** Where playback jumps back to the start, in seconds; 0 = loop the whole video (spec §4). */
  endSeconds: number;
}

/**
 * The hero's background video (spec §2, §4): muted, inline and autoplaying, starting at
 * `startSeconds` and jumping back there at `endSeconds`, or looping when no end is set. A
 * blocked autoplay only logs a warning. The poster paints at once; visitors who prefer reduced
 * motion see the poster until they press play. The play/pause button is always available
 * (WCAG 2.2.2). The prerendered HTML carries the poster only: the video's address is set once
 * the page is hydrated, so its download does not compete with the page's first paint.
 */
export function HeroVideoPlayer({ src, poster, startSeconds, endSeconds }: HeroVideoPlayerProps) {
  const reduced = usePrefersReducedMotion();
  const m = useMessages(homeMessages);
  const hydrated = useHydrated();
  const autoPlay = hydrated && !reduced;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const start = Math.max(0, startSeconds || 0);
  const end = endSeconds > start ? endSeconds : 0;

  const play = useCallback((video: HTMLVideoElement) => {
    video.play()?.catch((error: unknown) => console.warn('Hero video autoplay was blocked:', error));
  }, []);

  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      if (!video) return;
      // React sets `muted` as a property only; the attribute lets browsers allow autoplay early.
      video.defaultMuted = true;
      // The metadata may have loaded before React attached `onLoadedMetadata` (a cached video).
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA && video.currentTime < start) {
        video.currentTime = start;
      }
    },
    [start],
  );

  return (
    <>
      <video
        ref={attach}
        data-testid="hero-video"
        className="absolute inset-0 -z-20 size-full object-cover"
        // A media fragment (W3C Media Fragments URI, temporal) makes the browser itself begin at
        // the start time, whatever the order of React's attachment and the media events.
        src={hydrated ? (start > 0 ? `${src}#t=${start}` : src) : undefined}
        poster={poster}
        muted
        playsInline
        autoPlay={autoPlay}
        loop={end === 0}
        preload={autoPlay ? 'auto' : 'none'}
        aria-hidden="true"
        tabIndex={-1}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          if (video.currentTime < start) video.currentTime = start;
          if (!reduced) play(video);
        }}
        onTimeUpdate={(event) => {
          const video = event.currentTarget;
          if (end > 0 && video.currentTime >= end) {
            video.currentTime = start;
            play(video);
          }
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        onClick={() => {
          const video = videoRef.current;
          if (!video) return;
          if (video.paused) play(video);
          else video.pause();
        }}
        aria-label={playing ? m.pauseVideo : m.playVideo}
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
      >
        {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
      </button>
    </>
  );
}
