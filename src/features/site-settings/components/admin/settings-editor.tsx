import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useFormState, type UseFormReturn } from 'react-hook-form';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useEditorForm, useEditorSave } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { toast } from '@/hooks/use-toast';
import type { UnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { settingWriteSchemas, type WritableSettingKey } from '@/lib/site-settings/write-schemas';
import {
  adminSettingsQuery,
  resetSetting,
  saveSettings,
  type SettingChange,
  type StoredRows,
} from '../../api/admin-settings';
import {
  settingsSchema,
  toFormValue,
  toStoredValue,
  type SettingsFormValues,
} from '../../utils/setting-forms';
import { fieldId } from './setting-fields';
import { KEY_LABELS, KeyFields, SETTINGS_GROUPS, type SettingsGroup } from './settings-groups';

const KEYS = Object.keys(settingWriteSchemas) as WritableSettingKey[];

function formValues(rows: StoredRows): SettingsFormValues {
  return Object.fromEntries(
    KEYS.map((key) => [key, toFormValue(key, rows[key]?.value)]),
  ) as SettingsFormValues;
}

/** The database's message of a refused shape (23514, decision 0032), which names the key. */
function shapeMessage(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23514' && typeof message === 'string' ? message : undefined;
}

/**
 * The body of /admin/settings (issue 24): every setting the public site reads, in groups
 * (`SETTINGS_GROUPS`), each with its own Save, and 'Reset to default' per key. One form holds
 * them all so that unsaved input is kept on the device and guarded by 'Leave page?' once; each
 * group saves through the staff kit (`useEditorSave`, docs/decisions/0034): Save validates only
 * its group's keys with their strict schemas (the database's rules too) and saves the keys that
 * changed, with their row versions. After a save the public settings query is refetched, so the
 * site shows the change.
 */
export function SettingsEditor() {
  const query = useQuery(adminSettingsQuery());
  if (query.isPending) return <ListSkeleton label="Loading settings" rows={6} />;
  if (query.isError)
    return (
      <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
        The settings could not be loaded.
      </ErrorState>
    );
  return <SettingsForm rows={query.data} />;
}

function SettingsForm({ rows }: { rows: StoredRows }) {
  const defaultValues = useMemo(() => formValues(rows), [rows]);
  const { form, draft } = useEditorForm({ schema: settingsSchema, defaultValues, draftKey: 'site-settings' });

  return (
    <FormProvider {...form}>
      <EditorNotices draft={draft} className="mb-6" />
      <nav aria-label="Settings groups" className="mb-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {SETTINGS_GROUPS.map((group) => (
            <li key={group.id}>
              <a
                href={`#settings-${group.id}`}
                className="font-semibold text-brand-800 underline hover:text-brand-950"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-10">
        {SETTINGS_GROUPS.map((group) => (
          <GroupForm key={group.id} group={group} form={form} draft={draft} />
        ))}
      </div>
    </FormProvider>
  );
}

/** The changes of a group's save: each key whose stored value differs from what was read. */
function groupChanges(
  keys: readonly WritableSettingKey[],
  form: UseFormReturn<SettingsFormValues>,
  rows: StoredRows,
): SettingChange[] {
  return (
    keys
      .map((key) => ({
        key,
        value: toStoredValue(key, form.getValues(key)),
        version: rows[key]?.version ?? null,
      }))
      // Only what was changed here: a key shown with its built-in default is not written.
      .filter(
        ({ key, value }) =>
          JSON.stringify(value) !== JSON.stringify(toStoredValue(key, form.formState.defaultValues?.[key])),
      )
  );
}

function GroupForm({
  group,
  form,
  draft,
}: {
  group: SettingsGroup;
  form: UseFormReturn<SettingsFormValues>;
  draft: UnsavedChanges;
}) {
  const queryClient = useQueryClient();
  const { dirtyFields } = useFormState({ control: form.control });
  const dirty = group.keys.some((key) => key in dirtyFields);

  const afterChange = async (keys: readonly WritableSettingKey[]) => {
    const rows = await queryClient.fetchQuery({ ...adminSettingsQuery(), staleTime: 0 });
    for (const key of keys)
      form.resetField(key, { defaultValue: toFormValue(key, rows[key]?.value) as never });
    // The public pages read the settings again on their next render.
    await queryClient.invalidateQueries({ queryKey: siteSettingsQueries.all() });
    if (!form.formState.isDirty) draft.clearDraft();
  };

  const save = useEditorSave({
    form,
    draft,
    fields: group.keys,
    save: async () => {
      const changes = groupChanges(
        group.keys,
        form,
        queryClient.getQueryData(adminSettingsQuery().queryKey) ?? {},
      );
      await saveSettings(changes);
      return changes.length;
    },
    // The group's keys are read back and reset here; the other groups keep their input.
    savedValues: false,
    onSaved: () => afterChange(group.keys),
    successToast: (count) => ({ title: count === 0 ? 'Nothing to save.' : `${group.title} saved.` }),
    failureMessage: 'The settings could not be saved. Please try again.',
    knownError: shapeMessage,
    invalidMessage: 'Some fields need attention. Check the messages above.',
  });

  return (
    <section
      id={`settings-${group.id}`}
      aria-labelledby={`settings-${group.id}-heading`}
      className="grid scroll-mt-24 gap-6 rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id={`settings-${group.id}-heading`} className="font-serif text-2xl font-bold text-brand-950">
          {group.title}
        </h2>
        <p className="mt-1 text-slate-700">{group.description}</p>
      </div>
      <form
        noValidate
        aria-labelledby={`settings-${group.id}-heading`}
        className="grid gap-6"
        onSubmit={(event) => void save.submit(undefined)(event)}
      >
        {group.keys.map((key) => (
          <KeyFieldset key={key} settingKey={key} onReset={() => afterChange([key])} />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <SaveButton busy={save.busy} buttonRef={save.saveButtonRef}>
            {`Save ${group.title.toLowerCase()}`}
          </SaveButton>
          {dirty ? <span className="text-sm text-slate-700">Unsaved changes</span> : null}
        </div>
        <SaveFailure error={save.error} className="text-sm" />
      </form>
      {group.extra}
    </section>
  );
}

function KeyFieldset({
  settingKey,
  onReset,
}: {
  settingKey: WritableSettingKey;
  onReset: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const stored = queryClient.getQueryData(adminSettingsQuery().queryKey)?.[settingKey];
  const reset = useMutation({
    mutationFn: () => resetSetting(settingKey),
    onSuccess: async () => {
      await onReset();
      setConfirming(false);
      toast({ title: `${KEY_LABELS[settingKey]} reset to default.` });
    },
    onError: () => {
      setConfirming(false);
      toast({ title: `${KEY_LABELS[settingKey]} could not be reset.`, variant: 'destructive' });
    },
  });
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4" id={`${fieldId(settingKey)}-fieldset`}>
      <legend className="sr-only">{KEY_LABELS[settingKey]}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden="true" className="text-lg font-semibold text-slate-900">
          {KEY_LABELS[settingKey]}
        </p>
        <Button
          ref={resetButton}
          type="button"
          variant="outline"
          size="sm"
          disabled={!stored}
          title={stored ? undefined : 'Already the built-in default'}
          onClick={() => setConfirming(true)}
        >
          Reset to default<span className="sr-only"> {KEY_LABELS[settingKey]}</span>
        </Button>
      </div>
      <KeyFields settingKey={settingKey} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset to default?"
        description={`“${KEY_LABELS[settingKey]}” goes back to the site’s built-in default and what is saved now is removed.`}
        confirmLabel="Reset"
        busyLabel="Resetting..."
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        returnFocusRef={resetButton}
      />
    </fieldset>
  );
}
