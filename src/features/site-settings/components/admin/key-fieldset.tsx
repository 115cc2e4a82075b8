import { useQueryClient } from '@tanstack/react-query';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { isTranslatedSettingKey } from '@/lib/site-settings/translated-keys';
import type { WritableSettingKey } from '@/lib/site-settings/write-schemas';
import { adminSettingsQuery, resetSetting } from '../../api/admin-settings';
import { settingFieldsetId } from '../../settings-sections';
import { KeyFields } from './key-fields';
import { KEY_LABELS } from './key-labels';
import { SettingLanguageTabs } from './setting-language-tabs';

/**
 * One key of a settings section: its label, 'Reset to default' (asks first, then deletes the
 * row so the site uses its built-in default; disabled while there is no row) and its fields; a
 * translated key's fields in English / Español tabs (decision 0055).
 */
export function KeyFieldset({
  settingKey,
  onReset,
}: {
  settingKey: WritableSettingKey;
  onReset: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const stored = queryClient.getQueryData(adminSettingsQuery().queryKey)?.[settingKey];
  const reset = useRowAction<WritableSettingKey, void>({
    // The section's form is read again before the dialog closes and the toast shows.
    run: async (key) => {
      await resetSetting(key);
      await onReset();
    },
    successToast: { title: `${KEY_LABELS[settingKey]} reset to default.` },
    failureToast: { title: `${KEY_LABELS[settingKey]} could not be reset.`, variant: 'destructive' },
  });
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4" id={settingFieldsetId(settingKey)}>
      <legend className="sr-only">{KEY_LABELS[settingKey]}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden="true" className="text-lg font-semibold text-slate-900">
          {KEY_LABELS[settingKey]}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!stored}
          title={stored ? undefined : 'Already the built-in default'}
          onClick={(event) => reset.ask(settingKey, event.currentTarget)}
        >
          Reset to default<span className="sr-only"> {KEY_LABELS[settingKey]}</span>
        </Button>
      </div>
      {isTranslatedSettingKey(settingKey) ? (
        <SettingLanguageTabs settingKey={settingKey} label={KEY_LABELS[settingKey]} />
      ) : (
        <KeyFields settingKey={settingKey} />
      )}
      <RowActionDialog
        action={reset}
        title="Reset to default?"
        description={`“${KEY_LABELS[settingKey]}” goes back to the site’s built-in default and what is saved now is removed.`}
        confirmLabel="Reset"
        busyLabel="Resetting..."
      />
    </fieldset>
  );
}
