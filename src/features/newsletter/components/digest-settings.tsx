import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { RecordLoader } from '@/components/admin/record-loader';
import { CheckboxField, SelectField, TextField } from '@/components/editor/editor-fields';
import { wholeNumber } from '@/components/editor/field-values';
import { EditorForm, useRowEditor } from '@/components/editor/row-editor';
import { issueQueries, saveSettings, type NewsletterSettings } from '../api/issues';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_OPTIONS = DAYS.map((label, day) => ({ value: String(day), label }));

/** The digest's rules: on or off, a day of the week (0 = Sunday) and a time of day (HH:MM). */
export const digestSchema = z.object({
  weekly_digest: z.boolean(),
  digest_day: wholeNumber(0, 6, 'Choose a day.'),
  digest_time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 09:00.')),
});

const toDigestForm = (row: NewsletterSettings) => ({
  weekly_digest: row.weekly_digest,
  digest_day: String(row.digest_day),
  digest_time: row.digest_time.slice(0, 5),
});

function DigestForm({ row }: { row: NewsletterSettings }) {
  const editor = useRowEditor({
    row,
    toForm: toDigestForm,
    schema: digestSchema,
    draftKey: 'newsletter-digest',
    save: (values, stored) => saveSettings({ ...stored, ...values }),
    successToast: { title: 'Weekly digest saved' },
    failureMessage: 'Could not save the digest setting. Try again.',
    invalidate: [issueQueries.all()],
  });
  return (
    <EditorForm editor={editor} label="Weekly digest" saveLabel="Save digest setting">
      <CheckboxField
        name="weekly_digest"
        id="digest-on"
        label="Send a digest every week when there is something new (skipped otherwise)"
      />
      <div className="flex flex-wrap gap-3">
        <SelectField name="digest_day" id="digest-day" label="Day" options={DAY_OPTIONS} className="w-44" />
        <TextField
          name="digest_time"
          id="digest-time"
          type="time"
          label="Time (church time)"
          className="w-44"
        />
      </div>
    </EditorForm>
  );
}

/**
 * The weekly digest setting of `/admin/newsletter` (docs/decisions/0040): on or off, the day and
 * the time (church time). A kit editor of its one row (docs/decisions/0051): loaded first (a
 * failed read shows the error and no Save), saved with the version it was read at.
 */
export function DigestSettings() {
  const settings = useQuery(issueQueries.settings());
  return (
    <section aria-labelledby="digest-heading" className="grid gap-3 rounded-md border border-slate-200 p-4">
      <h2 id="digest-heading" className="font-serif text-xl font-semibold text-brand-950">
        Weekly digest
      </h2>
      <RecordLoader
        query={settings}
        loadingLabel="Loading the weekly digest setting"
        errorText="The weekly digest setting could not be loaded."
        skeletonRows={1}
      >
        {(row) => <DigestForm row={row} />}
      </RecordLoader>
    </section>
  );
}
