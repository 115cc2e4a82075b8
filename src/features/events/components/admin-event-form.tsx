import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
  fieldControlProps,
} from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { UploadStatus, formatFileSize, type FileUploadState } from '@/components/ui/upload-status';
import { toast } from '@/hooks/use-toast';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { env } from '@/lib/env';
import { useStaffObjectUrl } from '@/hooks/use-staff-object-url';
import { removeStagedObjects } from '@/lib/staff-media';
import { safeUrl } from '@/lib/urls';
import { FIELD_LIMITS } from '@/lib/validation';
import {
  EMPTY_EVENT_FORM,
  eventFormSchema,
  eventToForm,
  occurrenceToForm,
  formToEvent,
  formToException,
  MEETING_FIELDS,
  type EventFormValues,
} from '../api/event-form-schema';
import {
  createEvent,
  EVENT_CHANGE_KEYS,
  EVENT_COVER_BUCKET,
  eventSaveMessage,
  saveException,
  splitSeries,
  updateEvent,
  uploadEventCover,
  type EventException,
  type EventWrite,
  type Occurrence,
  type StaffEvent,
} from '../api/staff-events';
import { localDay } from '../utils/repeat-rule';
import { RepeatRuleFields } from './repeat-rule-fields';

/** Which edit of a repeating event's date the person chose. */
export type EditScope = 'this' | 'following' | 'all';

/** What the form edits. */
export type EventFormTarget =
  /** A new event (empty, or filled from another by 'Duplicate'). */
  | { kind: 'create' }
  /** An event row: a one-off event, or every date of a series ('All events'). */
  | { kind: 'event'; event: StaffEvent; ruleReadable: boolean }
  /** One date of a series: saving asks 'This event' / 'This and following events' / 'All events'. */
  | { kind: 'occurrence'; event: StaffEvent; occurrence: Occurrence; exception?: EventException };

const TIME_ZONE = env.VITE_CHURCH_TIME_ZONE;

function TextField({
  control,
  name,
  label,
  id,
  maxLength,
  multiline = false,
  type = 'text',
  description,
}: {
  control: Control<EventFormValues>;
  name: FieldPath<EventFormValues>;
  label: string;
  id: string;
  maxLength?: number;
  multiline?: boolean;
  type?: string;
  description?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const props = {
          ...field,
          value: field.value as string,
          ...fieldControlProps(id, fieldState, { described: Boolean(description) }),
          maxLength,
        };
        return (
          <Field>
            <FieldLabel htmlFor={id}>{label}</FieldLabel>
            {multiline ? <Textarea {...props} rows={5} /> : <Input {...props} type={type} />}
            {description ? <FieldDescription id={id}>{description}</FieldDescription> : null}
            <FieldError id={id} error={fieldState.error} />
          </Field>
        );
      }}
    />
  );
}

/** The fields of a series that a change of one date's form moves to 'This and following' or 'All events'. */
function changedColumns(
  row: EventWrite,
  dirty: Partial<Record<keyof EventFormValues, unknown>>,
): Partial<EventWrite> {
  const changes: Partial<EventWrite> = {};
  if (dirty.title) changes.title = row.title;
  if (dirty.description) changes.description = row.description;
  if (dirty.location) changes.location = row.location;
  if (dirty.coverSource || dirty.coverPath || dirty.coverUrl) {
    changes.cover_image_source_type = row.cover_image_source_type;
    changes.cover_image_path = row.cover_image_path;
    changes.cover_image_external_url = row.cover_image_external_url;
  }
  if (dirty.start || dirty.end) {
    changes.start_time = row.start_time;
    changes.end_time = row.end_time;
  }
  return changes;
}

/** Moves an instant by the difference between two others (ISO strings). */
function shifted(
  value: string | null,
  from: string | null | undefined,
  to: string | null | undefined,
): string | null {
  if (!value || !from || !to) return value;
  return new Date(
    new Date(value).getTime() + new Date(to).getTime() - new Date(from).getTime(),
  ).toISOString();
}

/**
 * The event editor of /admin/events (issue "Staff manage events"): title, description,
 * location, start and end (entered in the church's zone, `VITE_CHURCH_TIME_ZONE`), cover (an
 * upload to `event-covers` with preview and progress, or a web address), the Teams, Zoom and
 * Google Meet links, status (Draft or Published) and the repeat rule ({@link RepeatRuleFields}).
 * The rules are those of the database (`eventFormSchema`); bad input shows its message by the
 * field and nothing is sent.
 *
 * Editing one date of a series asks, on Save, 'This event' (an exception of that date), 'This
 * and following events' (the series is split at that date) or 'All events' (the series row; a
 * moved time moves every date by as much). Every save sends the version it read: a stale save
 * shows 'Someone else changed this. Reload to see their changes.' and keeps the input, which is
 * also kept on the device across a closed tab (`useUnsavedChanges`).
 *
 * @param target - what is edited ({@link EventFormTarget}).
 * @param initial - the form's values (the row's, or a duplicate's).
 * @param draftKey - names the kept draft, e.g. `event:<id>` or `event:new`.
 * @param onSaved - called after a save with the id of the event that holds the edited dates.
 */
export function AdminEventForm({
  target,
  initial = EMPTY_EVENT_FORM,
  draftKey,
  onSaved,
}: {
  target: EventFormTarget;
  initial?: EventFormValues;
  draftKey: string;
  onSaved: (eventId: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const fileRef = useRef<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<FileUploadState | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scopeOpen, setScopeOpen] = useState<EventFormValues | null>(null);
  const schema = useMemo(() => eventFormSchema(() => fileRef.current !== null), []);
  const form = useForm<EventFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const { restored, clearDraft, discardDraft, leavePrompt } = useUnsavedChanges({ form, draftKey });
  const values = useWatch({ control: form.control });
  const start = localDay(values.start ?? '');
  const isOccurrence = target.kind === 'occurrence';
  const ruleEditable = target.kind === 'create' || (target.kind === 'event' && target.ruleReadable);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // A draft's stored cover is private: shown through a signed URL (docs/decisions/0034).
  const storedCover = useStaffObjectUrl(
    EVENT_COVER_BUCKET,
    values.coverSource === 'upload' && !preview ? values.coverPath : null,
  );
  const coverPreview =
    values.coverSource === 'upload'
      ? (preview ?? storedCover.url ?? null)
      : values.coverSource === 'url'
        ? (safeUrl(values.coverUrl, { paths: false }) ?? null)
        : null;

  async function save(parsed: EventFormValues, scope?: EditScope) {
    setBusy(true);
    setFailure(null);
    let uploadedPath: string | undefined;
    try {
      if (parsed.coverSource === 'upload' && fileRef.current) {
        setUpload({ state: 'uploading', fraction: 0 });
        uploadedPath = await uploadEventCover(fileRef.current, parsed.status === 'published', (fraction) =>
          setUpload({ state: 'uploading', fraction }),
        );
        setUpload({ state: 'done' });
      }
      let savedId: string;
      if (target.kind === 'create') {
        savedId = await createEvent(formToEvent(parsed, TIME_ZONE, { uploadedPath }));
      } else if (target.kind === 'event') {
        const keepRule = target.ruleReadable ? undefined : target.event.recurrence_rule;
        await updateEvent(
          target.event.id,
          target.event.version,
          formToEvent(parsed, TIME_ZONE, { uploadedPath, keepRule }),
        );
        savedId = target.event.id;
      } else {
        const { event, occurrence, exception } = target;
        const row = formToEvent(parsed, TIME_ZONE, { uploadedPath, keepRule: event.recurrence_rule });
        const dirty = { ...form.formState.dirtyFields, ...(uploadedPath ? { coverPath: true } : {}) };
        if (scope === 'this') {
          await saveException(
            event.id,
            occurrence.occurrence_date,
            { ...formToException(parsed, TIME_ZONE, uploadedPath), is_cancelled: false },
            exception,
          );
          savedId = event.id;
        } else if (scope === 'following') {
          savedId = await splitSeries(
            event.id,
            occurrence.occurrence_date,
            event.version,
            changedColumns(row, dirty),
          );
        } else {
          const changes = changedColumns(row, dirty);
          if ('start_time' in changes) {
            // Every date moves by as much as this one did.
            changes.start_time =
              shifted(event.start_time, occurrence.start_time, row.start_time) ?? event.start_time;
            changes.end_time =
              row.end_time === null
                ? null
                : shifted(
                    event.end_time ?? event.start_time,
                    occurrence.end_time ?? occurrence.start_time,
                    row.end_time,
                  );
          }
          await updateEvent(event.id, event.version, changes);
          savedId = event.id;
        }
      }
      // The saved values become the form's own, so leaving the page asks nothing.
      clearDraft();
      form.reset(parsed);
      toast({ title: 'Event saved.' });
      for (const queryKey of EVENT_CHANGE_KEYS) void queryClient.invalidateQueries({ queryKey });
      onSaved(savedId);
    } catch (error) {
      if (uploadedPath) void removeStagedObjects(EVENT_COVER_BUCKET, [uploadedPath]).catch(() => undefined);
      if (upload?.state === 'uploading' || (!uploadedPath && fileRef.current)) setUpload({ state: 'failed' });
      setFailure(
        error instanceof Error && error.name === 'StorageError'
          ? 'The cover could not be uploaded. Choose a PNG, JPEG, GIF or WebP image up to 5 MB.'
          : eventSaveMessage(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={target.kind === 'create' ? 'New event' : isOccurrence ? 'Edit this date' : 'Edit event'}
      className="grid gap-6"
      onSubmit={form.handleSubmit((parsed) => {
        if (isOccurrence) setScopeOpen(parsed);
        else void save(parsed);
      })}
    >
      {restored ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Unsaved changes from this device were restored.
          <Button type="button" variant="outline" size="sm" onClick={discardDraft}>
            Discard
          </Button>
        </p>
      ) : null}
      <FieldGroup>
        <TextField
          control={form.control}
          name="title"
          label="Title"
          id={`${id}-title`}
          maxLength={FIELD_LIMITS.title}
        />
        <TextField
          control={form.control}
          name="description"
          label="Description (optional)"
          id={`${id}-description`}
          maxLength={FIELD_LIMITS.description}
          multiline
        />
        <TextField
          control={form.control}
          name="location"
          label="Location (optional)"
          id={`${id}-location`}
          maxLength={FIELD_LIMITS.title}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="start"
            label="Starts"
            id={`${id}-start`}
            type="datetime-local"
            description={`Church time (${TIME_ZONE.replace(/_/g, ' ')})`}
          />
          <TextField
            control={form.control}
            name="end"
            label="Ends (optional)"
            id={`${id}-end`}
            type="datetime-local"
            description={`Church time (${TIME_ZONE.replace(/_/g, ' ')})`}
          />
        </div>
      </FieldGroup>

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Cover image</legend>
        <Controller
          name="coverSource"
          control={form.control}
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ['none', 'No cover (the default image)'],
                  ['upload', 'Upload an image'],
                  ['url', 'Use an image address'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-slate-900">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    className="size-5 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
          )}
        />
        {values.coverSource === 'upload' ? (
          <Controller
            name="coverPath"
            control={form.control}
            render={({ fieldState }) => (
              <Field>
                <FieldLabel htmlFor={`${id}-cover-file`}>Cover file</FieldLabel>
                <input
                  {...fieldControlProps(`${id}-cover-file`, fieldState, { described: true })}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  className="text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2"
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    fileRef.current = chosen;
                    setFile(chosen);
                    setUpload(undefined);
                    if (chosen) form.clearErrors('coverPath');
                  }}
                />
                <FieldDescription id={`${id}-cover-file`}>
                  PNG, JPEG, GIF or WebP, up to 5 MB.
                  {file ? ` ${file.name} (${formatFileSize(file.size)}).` : ''}
                </FieldDescription>
                {file ? (
                  <p className="text-sm">
                    <UploadStatus name={file.name} upload={upload} />
                  </p>
                ) : null}
                <FieldError id={`${id}-cover-file`} error={fieldState.error} />
              </Field>
            )}
          />
        ) : null}
        {values.coverSource === 'url' ? (
          <TextField
            control={form.control}
            name="coverUrl"
            label="Image address"
            id={`${id}-cover-url`}
            type="url"
            maxLength={FIELD_LIMITS.url}
          />
        ) : null}
        {coverPreview ? (
          <img
            src={coverPreview}
            alt="Cover preview"
            onError={coverPreview === storedCover.url ? storedCover.onError : undefined}
            className="aspect-video w-full max-w-sm rounded-md border border-slate-200 object-cover"
          />
        ) : null}
      </fieldset>

      {isOccurrence ? null : (
        <>
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              Online meeting links (optional)
            </legend>
            {MEETING_FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                control={form.control}
                name={key}
                label={label}
                id={`${id}-${key}`}
                type="url"
              />
            ))}
          </fieldset>

          <Controller
            name="status"
            control={form.control}
            render={({ field }) => (
              <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">Status</legend>
                {(
                  [
                    ['published', 'Published (shown on the website)'],
                    ['draft', 'Draft (only staff see it)'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2 text-slate-900">
                    <input
                      type="radio"
                      name={field.name}
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      className="size-5 accent-brand-700"
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            )}
          />

          {ruleEditable ? (
            <Controller
              name="repeat"
              control={form.control}
              render={({ field, fieldState }) => (
                <RepeatRuleFields
                  idPrefix={`${id}-repeat`}
                  value={field.value}
                  onChange={field.onChange}
                  start={start}
                  errors={
                    (form.formState.errors.repeat ?? fieldState.error ?? {}) as Record<
                      string,
                      { message?: string }
                    >
                  }
                />
              )}
            />
          ) : (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-800">
              This event repeats by a rule this form cannot change (
              {target.kind === 'event' ? target.event.recurrence_rule : ''}); it is kept as it is.
            </p>
          )}
        </>
      )}

      {failure ? (
        <p role="alert" className="font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save event'}
        </Button>
      </div>
      {leavePrompt}

      <Dialog open={scopeOpen !== null} onOpenChange={(open) => !busy && !open && setScopeOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Save changes to a repeating event</DialogTitle>
            <DialogDescription>Which dates should change?</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            {(
              [
                ['this', 'This event'],
                ['following', 'This and following events'],
                ['all', 'All events'],
              ] as const
            ).map(([scope, label]) => (
              <Button
                key={scope}
                variant="outline"
                disabled={busy}
                onClick={() => {
                  const parsed = scopeOpen;
                  setScopeOpen(null);
                  if (parsed) void save(parsed, scope);
                }}
              >
                {label}
              </Button>
            ))}
            <Button variant="ghost" disabled={busy} onClick={() => setScopeOpen(null)}>
              Cancel
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}

/**
 * {@link AdminEventForm} with its starting values worked out from what it edits: the event's
 * (or the date's) values in the church's zone, a duplicate's source, or an empty form. The staff
 * pages load this module on demand (`React.lazy`), so the page and its data arrive first.
 *
 * @param target - what is edited; for `create`, `duplicateOf` fills the form from that event.
 * @param duplicateOf - the event a new one is copied from ('Duplicate').
 * @param draftKey - names the kept draft.
 * @param onSaved - called after a save with the id of the event that holds the edited dates.
 */
export default function AdminEventEditor({
  target,
  duplicateOf,
  draftKey,
  onSaved,
}: {
  target: { kind: 'create' } | { kind: 'event'; event: StaffEvent } | EventFormTarget;
  duplicateOf?: StaffEvent;
  draftKey: string;
  onSaved: (eventId: string) => void;
}) {
  if (target.kind === 'occurrence') {
    return (
      <AdminEventForm
        target={target}
        initial={occurrenceToForm(target.event, target.occurrence, TIME_ZONE)}
        draftKey={draftKey}
        onSaved={onSaved}
      />
    );
  }
  if (target.kind === 'event') {
    const { values, ruleReadable } = eventToForm(target.event, TIME_ZONE);
    return (
      <AdminEventForm
        target={{ kind: 'event', event: target.event, ruleReadable }}
        initial={values}
        draftKey={draftKey}
        onSaved={onSaved}
      />
    );
  }
  return (
    <AdminEventForm
      target={{ kind: 'create' }}
      initial={duplicateOf ? eventToForm(duplicateOf, TIME_ZONE).values : EMPTY_EVENT_FORM}
      draftKey={draftKey}
      onSaved={onSaved}
    />
  );
}
