import { useStaffObjectUrl } from '@/hooks/use-staff-object-url';
import { SERMON_AUDIO_BUCKET } from '../utils/sermon-files';

/**
 * A player of a sermon's stored audio on the staff editor (docs/decisions/0037): a draft's or a
 * scheduled sermon's file is private (in the bucket's private twin) and plays through a signed
 * URL that only admins and editors can get; a published sermon's plays from its public address.
 */
export function StoredAudioPreview({ path, title }: { path: string; title: string }) {
  const { url, failed, onError } = useStaffObjectUrl(SERMON_AUDIO_BUCKET, path);
  if (failed)
    return <p className="text-sm text-slate-700">The stored audio cannot be played here right now.</p>;
  if (!url) return null;
  return (
    // A preview of the staff's own upload: the sermon's details are the text alternative.
    // eslint-disable-next-line jsx-a11y/media-has-caption -- see above
    <audio
      controls
      preload="metadata"
      src={url}
      onError={onError}
      aria-label={`Preview of the audio of ${title || 'this sermon'}`}
      className="w-full"
    />
  );
}
