import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError as HookFieldError } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatFileSize, UploadStatus, type FileUploadState } from '@/components/ui/upload-status';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/hooks/use-toast';
import { env } from '@/lib/env';
import { RowChangedError } from '@/lib/errors';
import {
  saveSermon,
  SermonUploadError,
  staffSermonQueries,
  type SermonSave,
  type StaffSermon,
} from '../api/admin-sermons';
import { formatDuration, readAudioDuration } from '../utils/audio-duration';
import { StoredAudioPreview } from './stored-audio-preview';
import type { normaliseReferences as NormaliseReferences } from '../utils/references';
import {
  audioTypeOf,
  checkSermonForm,
  emptySermonForm,
  SERMON_AUDIO_MAX_BYTES,
  SERMON_COVER_MAX_BYTES,
  SERMON_COVER_TYPES,
  SERMON_STATUS_LABELS,
  SERMON_STATUSES,
  sermonToForm,
  toDateTimeLocal,
  type SermonFormValues,
} from '../utils/sermon-form';

/**
 * The passage parser of the archive (a large chunk), loaded when the editor opens and awaited
 * when it checks the form, so that the page's first load does not wait for it.
 */
function loadReferenceChecker() {
  return import('../utils/references');
}

/** A chosen audio file, its type for Storage and its length once read. */
interface PickedAudio {
  file: File;
  contentType: string;
  /** Whole seconds; `null` when the browser could not read it; `undefined` while reading. */
  duration?: number | null;
}

const FIELD_ORDER: (keyof SermonFormValues)[] = [
  'title',
  'speaker',
  'date',
  'series',
  'description',
  'references',
  'youtube',
  'facebook',
  'publishAt',
  'coverSource',
  'coverUrl',
];

function stateOf(error: HookFieldError | undefined) {
  return { invalid: !!error, error };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The staff sermon editor (/admin/sermons/new and /admin/sermons/{id}; issue "Staff publish
 * sermons", items 1 and 5): every field of the spec's `sermons` entity, the publishing state
 * (Draft, Scheduled at a date and time in the church's zone, Published), the audio (MP3 or M4A,
 * the bucket's 50 MB limit shown before choosing, a progress bar while it uploads, its length read
 * in the browser for the podcast) and the cover (upload or address).
 *
 * - Speaker and series: typed, with the values already used offered by a `<datalist>`.
 * - Scripture references: one a line, checked by the archive's parser and stored in full
 *   ('Rom 8:28' becomes 'Romans 8:28'); an unrecognised one is named.
 * - No lost edits (docs/decisions/0020): the typed input is kept on the device and restored
 *   (notice with 'Discard'), 'Leave page?' on navigation, and a save refused because someone else
 *   saved first says 'Someone else changed this. Reload to see their changes.' and keeps the input.
 * - A failed upload names the file and saves nothing; the form stays as it was.
 *
 * @param sermon - the stored row to edit, or `null` for a new sermon.
 */
export function AdminSermonEditor({ sermon }: { sermon: StaffSermon | null }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const names = useQuery(staffSermonQueries.names());
  const [current, setCurrent] = useState<StaffSermon | null>(sermon);
  const form = useForm<SermonFormValues>({
    defaultValues: sermon ? sermonToForm(sermon) : emptySermonForm(toDateTimeLocal(new Date()).slice(0, 10)),
  });
  const { restored, clearDraft, discardDraft, leavePrompt } = useUnsavedChanges({
    form,
    draftKey: `sermon:${sermon?.id ?? 'new'}`,
  });
  const [audio, setAudio] = useState<PickedAudio | null>(null);
  const [removeAudio, setRemoveAudio] = useState(false);
  const [cover, setCover] = useState<File | null>(null);
  const [fileError, setFileError] = useState<{ audio?: string; cover?: string }>({});
  const [uploads, setUploads] = useState<{ audio?: FileUploadState; cover?: FileUploadState }>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const audioInput = useRef<HTMLInputElement>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Fetched early so that Save does not wait for it; a failure is reported by Save.
    loadReferenceChecker().catch(() => {});
  }, []);
  const status = useWatch({ control: form.control, name: 'status' });
  const coverSource = useWatch({ control: form.control, name: 'coverSource' });
  const errors = form.formState.errors;

  const mutation = useMutation({
    mutationFn: (save: SermonSave) => saveSermon(save),
    onMutate: (save) => {
      setSaveError(null);
      setUploads({
        ...(save.audio ? { audio: { state: 'uploading', fraction: 0 } } : {}),
        ...(save.cover ? { cover: { state: 'uploading', fraction: 0 } } : {}),
      });
    },
    onSuccess: ({ sermon: saved, cleanup }) => {
      clearDraft();
      setCurrent(saved);
      setAudio(null);
      setCover(null);
      setRemoveAudio(false);
      setUploads({});
      if (audioInput.current) audioInput.current.value = '';
      if (coverInput.current) coverInput.current.value = '';
      form.reset(sermonToForm(saved));
      queryClient.setQueryData(staffSermonQueries.detail(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: staffSermonQueries.all(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['sermons'] });
      toast({ title: 'Sermon saved', description: `“${saved.title}” was saved.` });
      if (cleanup)
        toast({ title: 'Old file not removed', description: cleanup.message, variant: 'destructive' });
      if (!sermon) void navigate(`/admin/sermons/${saved.id}`, { replace: true });
    },
    onError: (error) => {
      if (error instanceof SermonUploadError) {
        // The file that failed says so; any other file of this save was removed again.
        setUploads(error.which === 'audio' ? { audio: { state: 'failed' } } : { cover: { state: 'failed' } });
        setSaveError(error.message);
      } else if (error instanceof RowChangedError) {
        setUploads({});
        setSaveError(error.message);
      } else {
        setUploads({});
        setSaveError('The sermon could not be saved. Your changes are kept; try again.');
      }
    },
  });

  const chooseAudio = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError((now) => ({ ...now, audio: undefined }));
    setUploads((now) => ({ ...now, audio: undefined }));
    if (!file) {
      setAudio(null);
      return;
    }
    const contentType = audioTypeOf(file);
    if (!contentType) {
      setAudio(null);
      setFileError((now) => ({ ...now, audio: `${file.name} is not an MP3 or M4A file.` }));
      event.target.value = '';
      return;
    }
    if (file.size > SERMON_AUDIO_MAX_BYTES) {
      setAudio(null);
      setFileError((now) => ({
        ...now,
        audio: `${file.name} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(SERMON_AUDIO_MAX_BYTES)}.`,
      }));
      event.target.value = '';
      return;
    }
    setRemoveAudio(false);
    setAudio({ file, contentType });
    void readAudioDuration(file).then((duration) =>
      setAudio((now) => (now?.file === file ? { ...now, duration } : now)),
    );
  };

  const chooseCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileError((now) => ({ ...now, cover: undefined }));
    setUploads((now) => ({ ...now, cover: undefined }));
    if (file && !(SERMON_COVER_TYPES as readonly string[]).includes(file.type)) {
      setFileError((now) => ({ ...now, cover: `${file.name} is not a PNG, JPEG, GIF or WebP image.` }));
      setCover(null);
      event.target.value = '';
      return;
    }
    if (file && file.size > SERMON_COVER_MAX_BYTES) {
      setFileError((now) => ({
        ...now,
        cover: `${file.name} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(SERMON_COVER_MAX_BYTES)}.`,
      }));
      setCover(null);
      event.target.value = '';
      return;
    }
    setCover(file);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setSaveError(null);
    if (audio && audio.duration === undefined) {
      setSaveError('The audio file is still being read. Try again in a moment.');
      return;
    }
    let readReferences: typeof NormaliseReferences;
    try {
      ({ normaliseReferences: readReferences } = await loadReferenceChecker());
    } catch {
      setSaveError(
        'The scripture reference checker could not be loaded. Check the connection and try again.',
      );
      return;
    }
    const hasCover = !!cover || !!current?.cover_image_path;
    const checked = checkSermonForm(values, new Date(), hasCover, readReferences);
    if (checked.errors) {
      let first: keyof SermonFormValues | undefined;
      for (const name of FIELD_ORDER) {
        const message = checked.errors[name];
        if (!message) continue;
        form.setError(name, { type: 'validate', message });
        first ??= name;
      }
      if (first === 'coverSource') coverInput.current?.focus();
      else if (first) form.setFocus(first);
      return;
    }
    mutation.mutate({
      existing: current,
      row: checked.row,
      audio: audio
        ? { file: audio.file, contentType: audio.contentType, durationSeconds: audio.duration ?? null }
        : null,
      removeAudio,
      cover: coverSource === 'upload' ? cover : null,
      onProgress: (which, fraction) =>
        setUploads((now) => ({
          ...now,
          [which]: { state: 'uploading', fraction },
        })),
    });
  });

  const storedAudio = current?.audio_file_path && !removeAudio ? current.audio_file_path : null;
  const speakers = names.data?.speakers ?? [];
  const series = names.data?.series ?? [];
  const busy = mutation.isPending;

  const text = (
    name: 'title' | 'speaker' | 'series' | 'youtube' | 'facebook' | 'coverUrl',
    label: string,
    options: { description?: string; list?: string; type?: string; required?: boolean } = {},
  ) => (
    <Field data-invalid={!!errors[name]}>
      <FieldLabel htmlFor={`${id}-${name}`}>
        {label}
        {options.required ? <span aria-hidden="true"> *</span> : null}
      </FieldLabel>
      <Input
        {...form.register(name)}
        type={options.type ?? 'text'}
        list={options.list}
        aria-required={options.required || undefined}
        {...fieldControlProps(`${id}-${name}`, stateOf(errors[name]), { described: !!options.description })}
      />
      {options.description ? (
        <FieldDescription id={`${id}-${name}`}>{options.description}</FieldDescription>
      ) : null}
      <FieldError id={`${id}-${name}`} error={errors[name]} />
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6" aria-label="Sermon">
      {leavePrompt}
      {restored ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3"
        >
          <p className="text-amber-900">Unsaved changes from your last visit were restored.</p>
          <Button type="button" variant="outline" onClick={discardDraft}>
            Discard
          </Button>
        </div>
      ) : null}

      <Section title="Sermon">
        {text('title', 'Title', { required: true })}
        {text('speaker', 'Speaker', {
          required: true,
          list: `${id}-speaker-options`,
          description: 'Choose a speaker already used or type a new name.',
        })}
        <datalist id={`${id}-speaker-options`}>
          {speakers.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <Field data-invalid={!!errors.date}>
          <FieldLabel htmlFor={`${id}-date`}>
            Date preached<span aria-hidden="true"> *</span>
          </FieldLabel>
          <Input
            {...form.register('date')}
            type="date"
            aria-required
            {...fieldControlProps(`${id}-date`, stateOf(errors.date))}
          />
          <FieldError id={`${id}-date`} error={errors.date} />
        </Field>
        {text('series', 'Series', {
          list: `${id}-series-options`,
          description: 'Choose a series already used, type a new one, or leave empty.',
        })}
        <datalist id={`${id}-series-options`}>
          {series.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <Field data-invalid={!!errors.description}>
          <FieldLabel htmlFor={`${id}-description`}>Description</FieldLabel>
          <Textarea
            {...form.register('description')}
            {...fieldControlProps(`${id}-description`, stateOf(errors.description))}
          />
          <FieldError id={`${id}-description`} error={errors.description} />
        </Field>
        <Field data-invalid={!!errors.references}>
          <FieldLabel htmlFor={`${id}-references`}>Scripture references</FieldLabel>
          <Textarea
            {...form.register('references')}
            className="min-h-20"
            {...fieldControlProps(`${id}-references`, stateOf(errors.references), { described: true })}
          />
          <FieldDescription id={`${id}-references`}>
            One a line, e.g. Rom 8:28 or John 3:16-18. They are saved with full book names (Romans 8:28).
          </FieldDescription>
          <FieldError id={`${id}-references`} error={errors.references} />
        </Field>
      </Section>

      <Section title="Video and links">
        {text('youtube', 'YouTube video', {
          description: 'A YouTube address (youtube.com/watch?v=…, youtu.be/…) or the 11-character video id.',
        })}
        {text('facebook', 'Facebook video address', {
          type: 'url',
          description: 'The full address, starting with https://.',
        })}
      </Section>

      <Section title="Audio">
        <p id={`${id}-audio-limit`} className="text-sm text-slate-700">
          MP3 or M4A, up to {formatFileSize(SERMON_AUDIO_MAX_BYTES)}. Its length is read from the file for the
          podcast.
        </p>
        {storedAudio ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-900">
              Current file: <span className="font-mono text-sm">{storedAudio.split('/').pop()}</span>
              {current?.audio_duration_seconds ? ` (${formatDuration(current.audio_duration_seconds)})` : ''}
            </p>
            {!audio ? (
              <Button type="button" variant="outline" onClick={() => setRemoveAudio(true)}>
                Remove audio
              </Button>
            ) : null}
            <StoredAudioPreview path={storedAudio} title={current?.title ?? ''} />
          </div>
        ) : current?.audio_file_path && removeAudio ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-900">The audio file will be removed when you save.</p>
            <Button type="button" variant="outline" onClick={() => setRemoveAudio(false)}>
              Keep audio
            </Button>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-audio`} className="text-sm font-medium text-slate-900">
            {current?.audio_file_path ? 'Replace audio file' : 'Audio file'}
          </label>
          <input
            ref={audioInput}
            id={`${id}-audio`}
            type="file"
            accept=".mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a"
            onChange={chooseAudio}
            aria-describedby={`${id}-audio-limit${fileError.audio ? ` ${id}-audio-error` : ''}`}
            aria-invalid={!!fileError.audio}
            className="text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
          />
          {fileError.audio ? (
            <p role="alert" id={`${id}-audio-error`} className="text-sm font-medium text-red-700">
              {fileError.audio}
            </p>
          ) : null}
        </div>
        {audio ? (
          <div className="grid gap-1 text-sm" aria-live="polite">
            <p className="text-slate-900">
              {audio.file.name} · {formatFileSize(audio.file.size)} ·{' '}
              {audio.duration === undefined
                ? 'Reading length…'
                : audio.duration === null
                  ? 'Length unknown (the podcast shows none)'
                  : `Length ${formatDuration(audio.duration)}`}
            </p>
            <UploadStatus name={audio.file.name} upload={uploads.audio} />
          </div>
        ) : null}
      </Section>

      <Section title="Cover image">
        <div role="radiogroup" aria-labelledby={`${id}-cover-legend`} className="grid gap-2">
          <p id={`${id}-cover-legend`} className="text-sm font-medium text-slate-900">
            Cover
          </p>
          {(
            [
              ['none', 'No cover'],
              ['upload', 'Upload an image'],
              ['url', 'Image address'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-slate-900">
              <input type="radio" value={value} {...form.register('coverSource')} />
              {label}
            </label>
          ))}
        </div>
        {coverSource === 'upload' ? (
          <div className="grid gap-1.5">
            {current?.cover_image_path && !cover ? (
              <p className="text-slate-900">
                Current image:{' '}
                <span className="font-mono text-sm">{current.cover_image_path.split('/').pop()}</span>
              </p>
            ) : null}
            <label htmlFor={`${id}-cover`} className="text-sm font-medium text-slate-900">
              {current?.cover_image_path ? 'Replace cover image' : 'Cover image file'}
            </label>
            <input
              ref={coverInput}
              id={`${id}-cover`}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={chooseCover}
              aria-describedby={`${id}-cover-limit${fileError.cover || errors.coverSource ? ` ${id}-cover-error` : ''}`}
              aria-invalid={!!(fileError.cover || errors.coverSource)}
              className="text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
            />
            <p id={`${id}-cover-limit`} className="text-sm text-slate-700">
              PNG, JPEG, GIF or WebP, up to {formatFileSize(SERMON_COVER_MAX_BYTES)}.
            </p>
            {fileError.cover || errors.coverSource ? (
              <p role="alert" id={`${id}-cover-error`} className="text-sm font-medium text-red-700">
                {fileError.cover ?? errors.coverSource?.message}
              </p>
            ) : null}
            {cover ? <UploadStatus name={cover.name} upload={uploads.cover} /> : null}
          </div>
        ) : null}
        {coverSource === 'url' ? text('coverUrl', 'Cover image address', { type: 'url' }) : null}
      </Section>

      <Section title="Publishing">
        <div role="radiogroup" aria-labelledby={`${id}-status-legend`} className="grid gap-2">
          <p id={`${id}-status-legend`} className="text-sm font-medium text-slate-900">
            Status
          </p>
          {SERMON_STATUSES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-900">
              <input type="radio" value={value} {...form.register('status')} />
              {SERMON_STATUS_LABELS[value]}
              <span className="text-sm text-slate-700">
                {value === 'draft'
                  ? '(only staff see it)'
                  : value === 'scheduled'
                    ? '(public from the date and time below)'
                    : '(public now)'}
              </span>
            </label>
          ))}
        </div>
        {status === 'scheduled' ? (
          <Field data-invalid={!!errors.publishAt}>
            <FieldLabel htmlFor={`${id}-publishAt`}>Publish at</FieldLabel>
            <Input
              {...form.register('publishAt')}
              type="datetime-local"
              {...fieldControlProps(`${id}-publishAt`, stateOf(errors.publishAt), { described: true })}
            />
            <FieldDescription id={`${id}-publishAt`}>
              Church time ({env.VITE_CHURCH_TIME_ZONE.replace(/_/g, ' ')}). The sermon appears on the site and
              in the podcast by itself at this time.
            </FieldDescription>
            <FieldError id={`${id}-publishAt`} error={errors.publishAt} />
          </Field>
        ) : null}
      </Section>

      {saveError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 font-semibold text-red-800">
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save sermon'}
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/sermons">Back to sermons</Link>
        </Button>
      </div>
    </form>
  );
}
