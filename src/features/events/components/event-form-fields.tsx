import { Controller, useWatch, type Control } from 'react-hook-form';
import { FieldSection, RadioField, TextField } from '@/components/editor/editor-fields';
import { LanguageTabs } from '@/components/editor/language-tabs';
import { FieldGroup } from '@/components/ui/field';
import { EVENT_STATUS_LABELS } from '@/config/value-labels';
import { FIELD_LIMITS } from '@/lib/validation';
import { MEETING_FIELDS, type EventFormValues } from '../api/event-form-schema';
import { localDay } from '../utils/repeat-rule';
import { RepeatRuleFields } from './repeat-rule-fields';
import type { RepeatRuleErrors } from './repeat-rule-parts';

// The field sections of the staff event form (docs/decisions/0029, 0034).

type EventControl = Control<EventFormValues, unknown, EventFormValues>;

/** Title, description and location (English / Español tabs), start and end (church time). */
export function EventDetailsFields({
  control,
  id,
  timeZone,
}: {
  control: EventControl;
  id: string;
  timeZone: string;
}) {
  const zone = `Church time (${timeZone.replace(/_/g, ' ')})`;
  return (
    <FieldGroup>
      <LanguageTabs
        control={control}
        label="Event text"
        pairs={EVENT_TEXT_PAIRS}
        english={<EventTextFields control={control} id={id} />}
        spanish={<EventTextFields control={control} id={id} spanish />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="start"
          label="Starts"
          id={`${id}-start`}
          type="datetime-local"
          description={zone}
        />
        <TextField
          control={control}
          name="end"
          label="Ends (optional)"
          id={`${id}-end`}
          type="datetime-local"
          description={zone}
        />
      </div>
    </FieldGroup>
  );
}

/** The event's translated fields (decision 0055). */
const EVENT_TEXT_PAIRS = [
  ['title', 'title_es'],
  ['description', 'description_es'],
  ['location', 'location_es'],
] as const;

/** Title, description and location in English, or with `spanish` their optional Spanish versions. */
function EventTextFields({
  control,
  id,
  spanish = false,
}: {
  control: EventControl;
  id: string;
  spanish?: boolean;
}) {
  const [title, description, location] = spanish
    ? (['title_es', 'description_es', 'location_es'] as const)
    : (['title', 'description', 'location'] as const);
  const name = (english: string) => (spanish ? `Spanish ${english.toLowerCase()}` : english);
  return (
    <>
      <TextField
        control={control}
        name={title}
        label={spanish ? 'Spanish title (optional)' : 'Title'}
        id={`${id}-${title}`}
        maxLength={FIELD_LIMITS.title}
      />
      <TextField
        control={control}
        name={description}
        label={`${name('Description')} (optional)`}
        id={`${id}-${description}`}
        maxLength={FIELD_LIMITS.description}
        multiline
        rows={5}
      />
      <TextField
        control={control}
        name={location}
        label={`${name('Location')} (optional)`}
        id={`${id}-${location}`}
        maxLength={FIELD_LIMITS.title}
      />
    </>
  );
}

/** The Teams, Zoom and Google Meet links. */
export function EventMeetingFields({ control, id }: { control: EventControl; id: string }) {
  return (
    <FieldSection title="Online meeting links (optional)">
      {MEETING_FIELDS.map(({ key, label }) => (
        <TextField key={key} control={control} name={key} label={label} id={`${id}-${key}`} type="url" />
      ))}
    </FieldSection>
  );
}

/** Published or draft. */
export function EventStatusField({ control }: { control: EventControl }) {
  return (
    <RadioField
      control={control}
      name="status"
      label="Status"
      className="rounded-lg border border-slate-200 bg-white p-4"
      options={[
        { value: 'published', label: `${EVENT_STATUS_LABELS.published} (shown on the website)` },
        { value: 'draft', label: `${EVENT_STATUS_LABELS.draft} (only staff see it)` },
      ]}
    />
  );
}

/**
 * The repeat rule ({@link RepeatRuleFields}), or, for a stored rule the form cannot read, a note
 * that it is kept as it is.
 *
 * @param keptRule - the stored rule the form cannot change, if any.
 */
export function EventRepeatField({
  control,
  id,
  keptRule,
}: {
  control: EventControl;
  id: string;
  keptRule: string | null;
}) {
  const start = localDay(useWatch({ control, name: 'start' }) ?? '');
  if (keptRule !== null) {
    return (
      <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-800">
        This event repeats by a rule this form cannot change ({keptRule}); it is kept as it is.
      </p>
    );
  }
  return (
    <Controller
      name="repeat"
      control={control}
      render={({ field, fieldState, formState }) => (
        <RepeatRuleFields
          idPrefix={`${id}-repeat`}
          value={field.value}
          onChange={field.onChange}
          start={start}
          errors={(formState.errors.repeat ?? fieldState.error ?? {}) as RepeatRuleErrors}
        />
      )}
    />
  );
}
