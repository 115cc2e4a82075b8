import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CoverField, useCoverFile } from '@/components/editor/cover-field';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useChosenFile } from '@/components/editor/file-field';
import { SaveProblem } from '@/components/editor/save-problem';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { buttonVariants } from '@/components/ui/button';
import { formatFileSize } from '@/components/ui/upload-status';
import { churchDay } from '@/lib/church-time';
import {
  saveSermon,
  sermonVisibleOnSave,
  staffSermonQueries,
  uploadSermonFile,
  type StaffSermon,
} from '../api/admin-sermons';
import { audioTypeOf, SERMON_AUDIO_MAX_BYTES, SERMON_COVER_BUCKET } from '../utils/sermon-files';
import { checkSermonForm, sermonFormSchema } from '../utils/sermon-form-checks';
import { emptySermonForm, sermonToForm, type SermonFormValues } from '../utils/sermon-form';
import {
  SermonAudioSection,
  SermonDetailsSection,
  SermonLinksSection,
  SermonPublishingSection,
  useAudioDuration,
} from './sermon-editor-sections';

/**
 * The passage parser of the archive (a large chunk), loaded when the editor opens and awaited
 * when it checks the form, so that the page's first load does not wait for it.
 */
async function loadReferenceChecker() {
  return (await import('../utils/references')).normaliseReferences;
}

/** Why an audio file cannot be taken, or `null`. */
function audioProblem(file: File): string | null {
  if (!audioTypeOf(file)) return `${file.name} is not an MP3 or M4A file.`;
  if (file.size > SERMON_AUDIO_MAX_BYTES) {
    return `${file.name} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(SERMON_AUDIO_MAX_BYTES)}.`;
  }
  return null;
}

/**
 * The staff sermon editor (/admin/sermons/new and /admin/sermons/{id}; issue "Staff publish
 * sermons", items 1 and 5): every field of the spec's `sermons` entity, the publishing state
 * (Draft, Scheduled at a date and time in the church's zone, Published), the audio (MP3 or M4A,
 * the bucket's 50 MB limit shown before choosing, a progress bar while it uploads, its length read
 * in the browser for the podcast) and the cover (the staff kit's one cover field).
 *
 * - Speaker and series: typed, with the values already used offered by a `<datalist>`.
 * - Scripture references: one a line, checked by the archive's parser and stored in full
 *   ('Rom 8:28' becomes 'Romans 8:28'); an unrecognised one is named.
 * - Saving goes through the staff kit (`useStaffEditor`, docs/decisions/0034): the version read
 *   is sent, a stale save says someone else changed it, unsaved input is kept on the device, and a
 *   failed upload names the file and saves nothing; the input stays.
 *
 * @param sermon - the stored row to edit, or `null` for a new sermon.
 */
export function AdminSermonEditor({ sermon }: { sermon: StaffSermon | null }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<StaffSermon | null>(sermon);
  const [removeAudio, setRemoveAudio] = useState(false);
  const audio = useChosenFile(audioProblem);
  const duration = useAudioDuration(audio.file);
  const cover = useCoverFile();
  useEffect(() => {
    // Fetched early so that Save does not wait for it; a failure is reported by the check.
    loadReferenceChecker().catch(() => {});
  }, []);
  const schema = useMemo(
    () => sermonFormSchema({ readReferences: loadReferenceChecker, hasNewCoverFile: cover.hasFile }),
    [cover.hasFile],
  );

  const editor = useStaffEditor({
    schema,
    defaultValues: sermon ? sermonToForm(sermon) : emptySermonForm(churchDay(new Date())),
    draftKey: `sermon:${sermon?.id ?? 'new'}`,
    save: async (values: SermonFormValues) => {
      if (audio.file && duration === undefined) {
        throw new SaveProblem('The audio file is still being read. Try again in a moment.');
      }
      const checked = checkSermonForm(values, new Date(), cover.hasFile(), await loadReferenceChecker());
      if (checked.errors) {
        const [field, message] = Object.entries(checked.errors)[0]!;
        throw new SaveProblem(message, field);
      }
      const day = checked.row.date!;
      // A draft's or a scheduled sermon's files go to the private twin buckets (decision 0037).
      const visible = sermonVisibleOnSave(checked.row);
      return saveSermon({
        existing: current,
        row: checked.row,
        audio: audio.file
          ? {
              upload: () =>
                audio.uploadWith((file, onProgress) =>
                  uploadSermonFile('audio', day, file, audioTypeOf(file)!, visible, onProgress),
                ),
              durationSeconds: duration ?? null,
            }
          : null,
        removeAudio,
        cover: cover.file
          ? () =>
              cover.uploadWith((file, onProgress) =>
                uploadSermonFile('cover', day, file, file.type, visible, onProgress),
              )
          : null,
      });
    },
    savedValues: ({ sermon: saved }) => sermonToForm(saved),
    // One toast at a time (spec §9): a saved sermon whose old file stayed in storage says that.
    successToast: ({ sermon: saved, cleanup }) =>
      cleanup
        ? { title: 'Old file not removed', description: cleanup.message, variant: 'destructive' }
        : { title: 'Sermon saved', description: `“${saved.title}” was saved.` },
    failureMessage: 'The sermon could not be saved. Your changes are kept; try again.',
    invalidate: [['sermons']],
    onSaved: ({ sermon: saved }) => {
      setCurrent(saved);
      setRemoveAudio(false);
      audio.clear();
      cover.clear();
      queryClient.setQueryData(staffSermonQueries.detail(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: staffSermonQueries.all(), refetchType: 'none' });
      if (!sermon) void navigate(`/admin/sermons/${saved.id}`, { replace: true });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void editor.submit(undefined)(event)}
      className="grid gap-6"
      aria-label="Sermon"
    >
      <EditorNotices draft={editor.draft} />
      <SermonDetailsSection control={editor.form.control} id={id} />
      <SermonLinksSection control={editor.form.control} id={id} />
      <SermonAudioSection
        id={id}
        sermon={current}
        audio={audio}
        duration={duration}
        removeAudio={removeAudio}
        onRemoveAudio={setRemoveAudio}
      />
      <CoverField control={editor.form.control} idPrefix={id} bucket={SERMON_COVER_BUCKET} file={cover} />
      <SermonPublishingSection control={editor.form.control} id={id} />
      <SaveFailure
        error={editor.error}
        className="rounded-md border border-red-200 bg-red-50 p-3 font-semibold text-red-800"
      />
      <div className="flex flex-wrap gap-3">
        <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef}>
          Save sermon
        </SaveButton>
        <Link className={buttonVariants({ variant: 'outline' })} to="/admin/sermons">
          Back to sermons
        </Link>
      </div>
    </form>
  );
}
