import { useQuery } from '@tanstack/react-query';
import { RecordLoader } from '@/components/admin/record-loader';
import { enumOptions } from '@/components/editor/field-values';
import { EditorForm, useRowEditor } from '@/components/editor/row-editor';
import { RadioField, TextField } from '@/components/editor/editor-fields';
import { GIVING_PROVIDER_LABELS } from '@/config/value-labels';
import { Constants, type Enums } from '@/types/database.types';
import {
  givingSettingsQueries,
  saveGivingSettings,
  type StoredGivingSettings,
} from '../../api/admin-giving-settings';
import { givingSettingsSchema, toGivingForm } from '../../utils/giving-settings';
import { Funds } from './giving-funds';

/** What each giving mode (`giving_settings.provider`, named by `GIVING_PROVIDER_LABELS`) does. */
const MODE_HINTS: Record<Enums<'giving_provider'>, string> = {
  simulated: 'The demonstration form: nothing is charged.',
  external: 'The button opens the giving page you already use.',
  stripe: 'Real gifts through Stripe (README "Taking gifts with Stripe").',
};

const MODES = enumOptions(Constants.public.Enums.giving_provider, GIVING_PROVIDER_LABELS).map((option) => ({
  ...option,
  hint: MODE_HINTS[option.value],
}));

/** The mode, the external page, fee rates, EIN and signer: saved together, with the row's version. */
function SettingsForm({ row }: { row: StoredGivingSettings }) {
  const editor = useRowEditor({
    row,
    toForm: toGivingForm,
    schema: givingSettingsSchema,
    draftKey: 'giving-settings',
    save: (values, stored) => saveGivingSettings(values, stored.version),
    successToast: { title: 'Giving settings saved.' },
    failureMessage: 'The giving settings could not be saved. Please try again.',
    invalidate: [givingSettingsQueries.all(), ['giving']],
  });
  return (
    <EditorForm editor={editor} label="Giving settings" saveLabel="Save giving settings">
      <RadioField name="provider" label="Giving mode" options={MODES} />
      <TextField
        name="externalUrl"
        type="url"
        label="External giving page"
        description="For the external mode, e.g. https://give.example.org/church."
      />
      <TextField
        name="feePercent"
        inputMode="decimal"
        label="Card fee (percent)"
        description="Stripe’s US card rate is 2.9."
      />
      <TextField
        name="feeFixed"
        inputMode="decimal"
        label="Card fee (fixed, dollars)"
        description="Stripe’s US card rate adds 0.30."
      />
      <TextField name="ein" label="EIN" description="Printed on receipts and statements, e.g. 12-3456789." />
      <TextField
        name="signer"
        label="Statement signer"
        description="Printed under the year-end statements, e.g. Jane Doe, Treasurer."
      />
    </EditorForm>
  );
}

/**
 * The body of /admin/settings/giving (admins; issue 31, docs/decisions/0038): the giving mode
 * (simulated, external page, Stripe Checkout), the external page's address (https only), card fee
 * rates for 'Cover the processing fee', the EIN and the statement signer, and the funds (name,
 * offered or not, order). Each is a kit editor of its row (docs/decisions/0051): loaded first (a
 * failed read shows the error and no Save), saved with the version it was read at.
 */
export function GivingSettings() {
  const settings = useQuery(givingSettingsQueries.settings());
  return (
    <div className="grid max-w-2xl gap-6">
      <RecordLoader
        query={settings}
        loadingLabel="Loading the giving settings"
        errorText="The giving settings could not be loaded."
      >
        {(row) => <SettingsForm row={row} />}
      </RecordLoader>
      <Funds />
    </div>
  );
}
