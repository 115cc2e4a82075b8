import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  CheckboxField,
  FieldSection,
  RadioField,
  SelectField,
  TextField,
} from '@/components/editor/editor-fields';
import { FileField, type ChosenFile } from '@/components/editor/file-field';
import { LanguageTabs } from '@/components/editor/language-tabs';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/components/ui/upload-status';
import { CONTENT_LANGUAGE_LABELS, SERMON_STATUS_LABELS } from '@/config/value-labels';
import { zoneLabel } from '@/lib/church-time';
import { staffSermonQueries, type StaffSermon } from '../api/admin-sermons';
import { formatDuration, readAudioDuration } from '../utils/audio-duration';
import { SERMON_AUDIO_MAX_BYTES } from '../utils/sermon-files';
import { SERMON_LANGUAGES, SERMON_STATUSES, type SermonFormValues } from '../utils/sermon-form';
import { Options, SERMON_TEXT_PAIRS, SermonTextFields } from './sermon-text-fields';
import { StoredAudioPreview } from './stored-audio-preview';

// The field sections of the staff sermon editor (docs/decisions/0030, 0034).

type SermonControl = Control<SermonFormValues, unknown, SermonFormValues>;

/**
 * Title, series and description (English / Español tabs), speaker, date, the language preached
 * and scripture references.
 */
export function SermonDetailsSection({ control, id }: { control: SermonControl; id: string }) {
  const names = useQuery(staffSermonQueries.names());
  const required = <span aria-hidden="true"> *</span>;
  const series = names.data?.series ?? [];
  return (
    <FieldSection title="Sermon">
      <LanguageTabs
        control={control}
        label="Sermon text"
        pairs={SERMON_TEXT_PAIRS}
        english={<SermonTextFields control={control} id={id} series={series} />}
        spanish={<SermonTextFields control={control} id={id} series={series} spanish />}
      />
      <TextField
        control={control}
        name="speaker"
        label={<>Speaker{required}</>}
        id={`${id}-speaker`}
        aria-required
        list={`${id}-speaker-options`}
        description="Choose a speaker already used or type a new name."
      />
      <Options id={`${id}-speaker-options`} values={names.data?.speakers ?? []} />
      <TextField
        control={control}
        name="date"
        label={<>Date preached{required}</>}
        id={`${id}-date`}
        type="date"
        aria-required
      />
      <SelectField
        control={control}
        name="language"
        label="Language preached"
        id={`${id}-language`}
        options={SERMON_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }))}
        description="The archive filters by it; each podcast feed has the sermons of one language."
      />
      <TextField
        control={control}
        name="references"
        label="Scripture references"
        id={`${id}-references`}
        multiline
        controlClassName="min-h-20"
        description="One a line, e.g. Rom 8:28 or John 3:16-18. They are saved with full book names (Romans 8:28)."
      />
    </FieldSection>
  );
}

/** The YouTube video and the Facebook address. */
export function SermonLinksSection({ control, id }: { control: SermonControl; id: string }) {
  return (
    <FieldSection title="Video and links">
      <TextField
        control={control}
        name="youtube"
        label="YouTube video"
        id={`${id}-youtube`}
        description="A YouTube address (youtube.com/watch?v=…, youtu.be/…) or the 11-character video id."
      />
      <TextField
        control={control}
        name="facebook"
        label="Facebook video address"
        id={`${id}-facebook`}
        type="url"
        description="The full address, starting with https://."
      />
    </FieldSection>
  );
}

/**
 * The length of the chosen audio file as the browser reads it: `undefined` while reading, `null`
 * when it cannot (the podcast then shows none).
 */
export function useAudioDuration(file: File | null): number | null | undefined {
  const [read, setRead] = useState<{ file: File; seconds: number | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void readAudioDuration(file).then((seconds) => current && setRead({ file, seconds }));
    return () => {
      current = false;
    };
  }, [file]);
  return file && read?.file === file ? read.seconds : undefined;
}

/**
 * The audio: the bucket's limit, the stored file with 'Remove audio' (or 'Keep audio' once
 * removed), and the picker of a new MP3 or M4A with its length and upload state.
 */
export function SermonAudioSection({
  id,
  sermon,
  audio,
  duration,
  removeAudio,
  onRemoveAudio,
}: {
  id: string;
  sermon: StaffSermon | null;
  audio: ChosenFile;
  duration: number | null | undefined;
  removeAudio: boolean;
  onRemoveAudio: (remove: boolean) => void;
}) {
  const stored = sermon?.audio_file_path;
  const length = sermon?.audio_duration_seconds ? ` (${formatDuration(sermon.audio_duration_seconds)})` : '';
  return (
    <FieldSection title="Audio">
      {stored && !removeAudio ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-900">
            Current file: <span className="font-mono text-sm">{stored.split('/').pop()}</span>
            {length}
          </p>
          {!audio.file ? (
            <Button type="button" variant="outline" onClick={() => onRemoveAudio(true)}>
              Remove audio
            </Button>
          ) : null}
          <StoredAudioPreview path={stored} title={sermon?.title ?? ''} />
        </div>
      ) : stored ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-900">The audio file will be removed when you save.</p>
          <Button type="button" variant="outline" onClick={() => onRemoveAudio(false)}>
            Keep audio
          </Button>
        </div>
      ) : null}
      <FileField
        id={`${id}-audio`}
        label={stored ? 'Replace audio file' : 'Audio file'}
        limit={`MP3 or M4A, up to ${formatFileSize(SERMON_AUDIO_MAX_BYTES)}. Its length is read from the file for the podcast.`}
        accept=".mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a"
        chosen={audio}
        details={
          <span className="text-slate-900">
            {duration === undefined
              ? 'Reading length…'
              : duration === null
                ? 'Length unknown (the podcast shows none)'
                : `Length ${formatDuration(duration)}`}
          </span>
        }
      />
    </FieldSection>
  );
}

const STATUS_HINTS = {
  draft: '(only staff see it)',
  scheduled: '(public from the date and time below)',
  published: '(public now)',
} as const;

/** Draft, scheduled (with its church time) or published. */
export function SermonPublishingSection({ control, id }: { control: SermonControl; id: string }) {
  const status = useWatch({ control, name: 'status' });
  return (
    <FieldSection title="Publishing">
      <RadioField
        control={control}
        name="status"
        label="Status"
        options={SERMON_STATUSES.map((value) => ({
          value,
          label: SERMON_STATUS_LABELS[value],
          hint: STATUS_HINTS[value],
        }))}
      />
      {status === 'scheduled' ? (
        <TextField
          control={control}
          name="publishAt"
          label="Publish at"
          id={`${id}-publishAt`}
          type="datetime-local"
          description={`Church time (${zoneLabel()}). The sermon appears on the site and in the podcast by itself at this time.`}
        />
      ) : null}
      <CheckboxField
        control={control}
        name="notify"
        id={`${id}-notify`}
        label="Notify subscribers (a notification to everyone who turned on 'New sermons', once, when it is published)"
      />
    </FieldSection>
  );
}
