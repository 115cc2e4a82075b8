import { liveMessages } from '@/i18n/live';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The live stream player: YouTube's embed in a 16:9 frame. `allow="autoplay"` lets it start with
 * sound where the browser permits; where it does not, YouTube shows its play button and nothing
 * else changes.
 *
 * @param src - from `liveEmbedUrl`.
 */
export function LivePlayer({ src }: { src: string }) {
  const m = useMessages(liveMessages);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-black shadow-lg">
      <iframe
        src={src}
        title={m.player}
        className="size-full"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
