import { useMemo, useState } from 'react';
import { CoverField, useCoverFile } from '@/components/editor/cover-field';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { churchTimeZone } from '@/lib/church-time';
import {
  EMPTY_EVENT_FORM,
  eventFormSchema,
  eventToForm,
  occurrenceToForm,
  type EventFormValues,
} from '../api/event-form-schema';
import { saveEventForm, type EditScope, type EventFormTarget } from '../api/event-save';
import {
  EVENT_CHANGE_KEYS,
  EVENT_COVER_BUCKET,
  uploadEventCover,
  type StaffEvent,
} from '../api/staff-events';
import {
  EventDetailsFields,
  EventMeetingFields,
  EventRepeatField,
  EventStatusField,
} from './event-form-fields';
import { EventScopeDialog } from './event-scope-dialog';

export type { EditScope, EventFormTarget };

/**
 * The event editor of /admin/events (issue "Staff manage events"): title, description,
 * location, start and end (entered in the church's zone, `@/lib/church-time`), the cover (the
 * staff kit's one cover field, bucket `event-covers`), the Teams, Zoom and Google Meet links,
 * status (Draft or Published) and the repeat rule ({@link RepeatRuleFields}). The rules are those
 * of the database (`eventFormSchema`); bad input shows its message by the field and nothing is
 * sent.
 *
 * Editing one date of a series asks, on Save, 'This event' (an exception of that date), 'This
 * and following events' (the series is split at that date) or 'All events' (the series row; a
 * moved time moves every date by as much). Saving goes through the staff kit (`useStaffEditor`,
 * docs/decisions/0034): every save sends the version it read, a stale save says 'Someone else
 * changed this. Reload to see their changes.' and keeps the input, which is also kept on the
 * device across a closed tab.
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
  const cover = useCoverFile();
  const [askScope, setAskScope] = useState<EventFormValues | null>(null);
  const schema = useMemo(() => eventFormSchema(cover.hasFile), [cover.hasFile]);
  const editor = useStaffEditor({
    schema,
    defaultValues: initial,
    draftKey,
    save: (values, scope: EditScope | undefined, form) =>
      saveEventForm({
        target,
        values,
        scope,
        dirty: form.formState.dirtyFields,
        uploadCover: cover.file
          ? () =>
              // A draft's cover goes to the private twin bucket (docs/decisions/0037).
              cover.uploadWith((file, onProgress) =>
                uploadEventCover(file, values.status === 'published', onProgress),
              )
          : undefined,
        timeZone: churchTimeZone(),
      }),
    successToast: { title: 'Event saved.' },
    failureMessage: 'The event could not be saved. Please check the fields and try again.',
    invalidate: EVENT_CHANGE_KEYS,
    onSaved: (savedId) => {
      cover.clear();
      onSaved(savedId);
    },
  });
  const isOccurrence = target.kind === 'occurrence';
  const id = draftKey.replace(/[^a-z0-9-]/gi, '-');

  return (
    <form
      noValidate
      aria-label={target.kind === 'create' ? 'New event' : isOccurrence ? 'Edit this date' : 'Edit event'}
      className="grid gap-6"
      onSubmit={(event) =>
        isOccurrence
          ? void editor.form.handleSubmit(setAskScope)(event)
          : void editor.submit(undefined)(event)
      }
    >
      <EditorNotices draft={editor.draft} />
      <EventDetailsFields control={editor.form.control} id={id} timeZone={churchTimeZone()} />
      <CoverField control={editor.form.control} idPrefix={id} bucket={EVENT_COVER_BUCKET} file={cover} />
      {isOccurrence ? null : (
        <>
          <EventMeetingFields control={editor.form.control} id={id} />
          <EventStatusField control={editor.form.control} />
          <EventRepeatField
            control={editor.form.control}
            id={id}
            keptRule={target.kind === 'event' && !target.ruleReadable ? target.event.recurrence_rule : null}
          />
        </>
      )}
      <SaveFailure error={editor.error} />
      <div className="flex flex-wrap gap-2">
        <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef}>
          Save event
        </SaveButton>
      </div>
      <EventScopeDialog
        open={askScope !== null}
        busy={editor.busy}
        onClose={() => setAskScope(null)}
        onChoose={(scope) => {
          const values = askScope;
          setAskScope(null);
          if (values) editor.save(values, scope);
        }}
      />
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
        initial={occurrenceToForm(target.event, target.occurrence, churchTimeZone())}
        draftKey={draftKey}
        onSaved={onSaved}
      />
    );
  }
  if (target.kind === 'event') {
    const { values, ruleReadable } = eventToForm(target.event, churchTimeZone());
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
      initial={duplicateOf ? eventToForm(duplicateOf, churchTimeZone()).values : EMPTY_EVENT_FORM}
      draftKey={draftKey}
      onSaved={onSaved}
    />
  );
}
