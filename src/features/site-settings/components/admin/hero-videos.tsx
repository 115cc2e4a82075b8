import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ListFrame } from '@/components/admin/list-frame';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { formatFileSize, UploadStatus, type FileUploadState } from '@/components/ui/upload-status';
import {
  addHeroVideo,
  deleteHeroVideo,
  heroVideosQuery,
  updateHeroVideo,
  type HeroVideoRow,
} from '../../api/admin-settings';

/** Largest hero video the `hero-videos` bucket takes (50 MiB, `supabase/config.toml`). */
const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/**
 * The start and end seconds' rule of `hero_videos` (spec §4): whole seconds from 0; an end of 0
 * plays to the end, any other end must come after the start.
 *
 * @returns the message, or `null` when the pair may be saved.
 */
export function heroSecondsProblem(start: number, end: number): string | null {
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(end) || end < 0)
    return 'Start and end are whole seconds, 0 or more.';
  if (end !== 0 && end <= start) return 'The end must come after the start (0 plays to the end).';
  return null;
}

/** The list's query, read again after every change. */
const HERO_VIDEO_KEYS = [heroVideosQuery().queryKey];

function HeroVideoRowEditor({ row }: { row: HeroVideoRow }) {
  const [start, setStart] = useState(String(row.start_seconds));
  const [end, setEnd] = useState(String(row.end_seconds));
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useRowAction({
    run: (isActive: boolean) =>
      updateHeroVideo(row.id, {
        start_seconds: Number(start),
        end_seconds: Number(end),
        is_active: isActive,
        // The row as last read (this editor is made again when its values change).
        version: row.version,
      }),
    successToast: { title: 'Hero video saved.' },
    failureToast: null,
    failureMessage: 'The hero video could not be saved.',
    invalidate: HERO_VIDEO_KEYS,
  });
  const remove = useRowAction({
    run: (video: HeroVideoRow) => deleteHeroVideo(video),
    successToast: { title: 'Hero video deleted.' },
    failureToast: null,
    failureMessage: 'The hero video could not be deleted.',
    keepOpenOnFailure: true,
    invalidate: HERO_VIDEO_KEYS,
  });
  const problem = invalid ?? save.error;
  const id = `hero-${row.id}`;
  const submit = (isActive: boolean) => {
    const message = heroSecondsProblem(Number(start), Number(end));
    setInvalid(message);
    if (message) save.reset();
    else save.run(isActive);
  };
  return (
    <li className="grid gap-3 rounded-md border border-slate-300 p-3">
      <p className="font-semibold break-all text-slate-900">
        {row.video_file_path}
        {row.is_active ? (
          <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">Active</span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-start`} className="text-sm font-medium text-slate-900">
            Start (seconds)
          </label>
          <Input
            id={`${id}-start`}
            type="number"
            min={0}
            step={1}
            className="w-32"
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-end`} className="text-sm font-medium text-slate-900">
            End (seconds, 0 = to the end)
          </label>
          <Input
            id={`${id}-end`}
            type="number"
            min={0}
            step={1}
            className="w-32"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
          />
        </div>
        <Button type="button" size="sm" disabled={save.busy} onClick={() => submit(row.is_active)}>
          {save.busy ? 'Saving...' : 'Save'}
          <span className="sr-only"> {row.video_file_path}</span>
        </Button>
        {row.is_active ? null : (
          <Button type="button" size="sm" variant="outline" disabled={save.busy} onClick={() => submit(true)}>
            Make active<span className="sr-only"> {row.video_file_path}</span>
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={(event) => remove.ask(row, event.currentTarget)}
        >
          Delete<span className="sr-only"> {row.video_file_path}</span>
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <RowActionDialog
        action={remove}
        title="Delete this video?"
        description={(video) =>
          `“${video.video_file_path}” and its file will be removed. This cannot be undone.`
        }
      />
    </li>
  );
}

/**
 * The home page's hero videos (spec §4 "Hero video"): each with its start and end seconds, which
 * one is active (the home page plays that one), delete; and an upload of a new MP4 or WebM file
 * to the `hero-videos` bucket. Saved on their own, not with the Home group's Save.
 */
export function HeroVideos() {
  const query = useQuery(heroVideosQuery());
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<FileUploadState>();
  const [refused, setRefused] = useState<string | null>(null);
  const add = useRowAction({
    run: (picked: File) =>
      addHeroVideo(picked, { start: 0, end: 0 }, (fraction) => setUpload({ state: 'uploading', fraction })),
    successToast: { title: 'Hero video uploaded.' },
    failureToast: null,
    failureMessage: (error) =>
      error instanceof Error ? `The upload failed: ${error.message}` : 'The upload failed.',
    invalidate: HERO_VIDEO_KEYS,
    onDone: () => {
      setUpload({ state: 'done' });
      setFile(null);
    },
    onFailed: () => setUpload({ state: 'failed' }),
  });
  const problem = refused ?? add.error;

  return (
    <section
      aria-labelledby="hero-videos-heading"
      className="grid gap-4 rounded-lg border border-slate-300 p-4"
    >
      <h2 id="hero-videos-heading" className="text-lg font-bold text-brand-950">
        Hero video
      </h2>
      <p className="text-sm text-slate-700">
        The active video plays behind the home page’s welcome, from its start to its end second, then loops.
      </p>
      <ListFrame
        query={query}
        loadingLabel="Loading hero videos"
        skeletonRows={1}
        errorText="The hero videos could not be loaded."
        count={(data) => data.length}
        empty={{ title: 'No hero video yet.' }}
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.map((row) => (
              <HeroVideoRowEditor
                key={`${row.id}-${row.start_seconds}-${row.end_seconds}-${row.is_active}`}
                row={row}
              />
            ))}
          </ul>
        )}
      </ListFrame>
      <div className="grid gap-2">
        <label htmlFor="hero-video-file" className="text-sm font-medium text-slate-900">
          Upload a video (MP4 or WebM, up to {formatFileSize(MAX_VIDEO_BYTES)})
        </label>
        <input
          id="hero-video-file"
          type="file"
          accept={VIDEO_TYPES.join(',')}
          className="text-sm"
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            setUpload(undefined);
            setRefused(null);
            add.reset();
            if (picked && !VIDEO_TYPES.includes(picked.type)) {
              setRefused('Choose an MP4 or WebM video.');
              setFile(null);
            } else if (picked && picked.size > MAX_VIDEO_BYTES) {
              setRefused(
                `The video is ${formatFileSize(picked.size)}; the largest allowed is ${formatFileSize(MAX_VIDEO_BYTES)}.`,
              );
              setFile(null);
            } else setFile(picked);
          }}
        />
        {file ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {file.name} ({formatFileSize(file.size)}): <UploadStatus name={file.name} upload={upload} />
            </span>
            <Button type="button" size="sm" disabled={add.busy} onClick={() => add.run(file)}>
              {add.busy ? 'Uploading...' : 'Upload video'}
            </Button>
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
