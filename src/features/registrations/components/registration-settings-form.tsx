import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { RecordLoader } from '@/components/admin/record-loader';
import { CheckboxField, TextField } from '@/components/editor/editor-fields';
import { LanguageTabs } from '@/components/editor/language-tabs';
import { EditorForm, useRowEditor } from '@/components/editor/row-editor';
import {
  defaultRegistrationSettings,
  registrationSettingsSchema,
  toRegistrationForm,
} from '../api/registration-settings-schema';
import {
  saveRegistrationSettings,
  staffRegistrationQueries,
  type RegistrationSettings,
} from '../api/staff-registrations';
import { QuestionsField } from './registration-questions-field';

function Heading({ eventId }: { eventId?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id="registration-settings" className="font-serif text-2xl font-bold text-brand-950">
        Registration
      </h2>
      {eventId ? (
        <Link
          to={`/admin/events/${eventId}/registrations`}
          className="text-brand-800 underline underline-offset-4"
        >
          See registrations
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The event editor's 'Registration' section (decisions 0039, 0047): off (default) or on, seats
 * (a party counts its size), waitlist, closing minutes before the start (0 = at the start), how
 * many minutes a sign-up holds its seats until its e-mailed link is opened, up to 5 questions
 * and the confirmation message, in English and (optional, 'English' / 'Español' tabs; decision
 * 0055) in Spanish for registrations made in Spanish. A series' settings apply to each date, each counting its own
 * seats. Links to the event's registrations page.
 *
 * The kit loads the settings first (`RecordLoader`, docs/decisions/0051): an event without a row
 * gets the defaults; a failed read shows the error with 'Try again' and no form, so that a Save
 * can never write the defaults over the event's real settings. Saved with the version read.
 */
export function RegistrationSettingsForm({ eventId }: { eventId: string }) {
  const query = useQuery(staffRegistrationQueries.settings(eventId));
  return (
    <section aria-labelledby="registration-settings" className="grid gap-4">
      <Heading eventId={query.isSuccess ? eventId : undefined} />
      <RecordLoader
        query={query}
        loadingLabel="Loading the registration settings"
        errorText="The registration settings could not be loaded, so they cannot be changed now."
        missing={defaultRegistrationSettings(eventId)}
        skeletonRows={2}
      >
        {(row) => <SettingsForm key={eventId} row={row} />}
      </RecordLoader>
    </section>
  );
}

/** The questions' refusals by the question's place, as `QuestionsField` shows them (`q0`…). */
function questionErrors(errors: unknown): Record<string, string> {
  const list = Array.isArray(errors) ? (errors as ({ message?: string } | undefined)[]) : [];
  return Object.fromEntries(list.flatMap((error, i) => (error?.message ? [[`q${i}`, error.message]] : [])));
}

/** The translated field of the form (decision 0055). */
const MESSAGE_PAIRS = [['message', 'message_es']] as const;

function SettingsForm({ row }: { row: RegistrationSettings }) {
  const editor = useRowEditor({
    row,
    toForm: toRegistrationForm,
    schema: registrationSettingsSchema,
    draftKey: `registration-settings:${row.event_id}`,
    save: (change, stored) =>
      saveRegistrationSettings({ event_id: stored.event_id, version: stored.version, ...change }),
    successToast: { title: 'Registration settings saved' },
    failureMessage: 'The registration settings were not saved. Please try again.',
    invalidate: [staffRegistrationQueries.all()],
  });
  return (
    <EditorForm editor={editor} label="Registration settings" saveLabel="Save registration settings">
      <CheckboxField name="is_open" id="registration-open" label="Take registrations" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="capacity"
          id="registration-capacity"
          label="Seats per date"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
        />
        <TextField
          name="closes"
          id="registration-closes"
          label="Closes (minutes before the start)"
          type="number"
          inputMode="numeric"
          min={0}
        />
        <TextField
          name="hold"
          id="registration-hold"
          label="Minutes to confirm a seat"
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          description="A sign-up holds its seats this long until the link in its e-mail is opened."
        />
      </div>
      <CheckboxField name="waitlist" id="registration-waitlist" label="Waitlist when full" />
      <Controller
        name="questions"
        control={editor.form.control}
        render={({ field, formState }) => (
          <QuestionsField
            questions={field.value}
            errors={questionErrors(formState.errors.questions)}
            onChange={field.onChange}
          />
        )}
      />
      <LanguageTabs
        control={editor.form.control}
        label="Confirmation message"
        pairs={MESSAGE_PAIRS}
        english={
          <TextField
            name="message"
            id="registration-message"
            label="Confirmation message"
            optional
            multiline
            rows={3}
          />
        }
        spanish={
          <TextField
            name="message_es"
            id="registration-message-es"
            label="Spanish confirmation message"
            optional
            multiline
            rows={3}
          />
        }
      />
    </EditorForm>
  );
}
