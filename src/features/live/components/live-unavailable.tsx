import { liveMessages } from '@/i18n/live';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The stream's place when it cannot be shown (spec §2 "Live"): 'Live Stream Unavailable', the
 * message (or the catalog's 'The live stream could not be loaded. …') and a link to the channel.
 */
export function LiveUnavailable({
  message,
  channelUrl,
  channelLabel,
}: {
  message?: string;
  channelUrl: string;
  channelLabel: string;
}) {
  const m = useMessages(liveMessages);
  return (
    <div
      role="alert"
      className="grid aspect-video w-full place-content-center justify-items-center gap-4 rounded-xl bg-brand-950 p-6 text-center text-white"
    >
      <h2 className="font-serif text-2xl font-bold sm:text-3xl">{m.unavailable}</h2>
      <p className="max-w-prose text-slate-100">{message?.trim() || m.unavailableText}</p>
      <a
        href={channelUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-md bg-gold-400 px-5 py-2.5 font-semibold text-brand-950 hover:bg-gold-500"
      >
        {channelLabel}
        <span className="sr-only">{m.newTab}</span>
      </a>
    </div>
  );
}
