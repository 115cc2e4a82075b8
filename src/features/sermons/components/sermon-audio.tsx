import { buttonVariants } from '@/components/ui/button';
import { sermonsMessages } from '@/i18n/sermons';
import { useMessages } from '@/lib/i18n/messages';
import { audioDownloadName, withDownloadName } from '../utils/media';

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-4"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

/**
 * The 'Listen to Audio' player and 'Download MP3' link (spec §2, §9; issue 9). The player seeks
 * because Storage answers `Range` requests with 206; `preload="metadata"` fetches only the start
 * of the file until the visitor plays. The link asks Storage for `?download=<slug>.mp3`, which
 * answers with `Content-Disposition: attachment`, so the file downloads under that name instead of
 * opening, even though the file is on another origin (where the `download` attribute alone is
 * ignored).
 */
export function SermonAudio({ title, audioUrl }: { title: string; audioUrl: string }) {
  const fileName = audioDownloadName(title);
  const m = useMessages(sermonsMessages).detail;
  return (
    <div className="flex flex-col gap-4">
      {/* The schema has no transcript (spec §3); the Details card (description, passages) is the text
          alternative. A caption track for an audio-only file would hold nothing else. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- see above */}
      <audio controls preload="metadata" src={audioUrl} aria-label={m.audioOf(title)} className="w-full">
        <a href={audioUrl}>{m.openAudio(title)}</a>
      </audio>
      <a
        href={withDownloadName(audioUrl, fileName)}
        download={fileName}
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        <DownloadIcon />
        {m.download}
      </a>
    </div>
  );
}
