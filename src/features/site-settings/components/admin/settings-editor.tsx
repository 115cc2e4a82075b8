import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFormState, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useEditorForm, useEditorSave } from '@/components/editor/use-staff-editor';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import type { UnsavedChanges } from '@/components/admin/use-unsaved-changes';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import { isTranslatedSettingKey } from '@/lib/site-settings/translated-keys';
import type { WritableSettingKey } from '@/lib/site-settings/write-schemas';
import {
  adminSettingsQuery,
  saveSettings,
  type SettingChange,
  type StoredRows,
} from '../../api/admin-settings';
import { SECTION_HEADING_ID, type KeySettingsSection } from '../../settings-sections';
import {
  settingsSchema,
  toFormValue,
  toStoredValue,
  type SettingsFormValues,
} from '../../utils/setting-forms';
import { HeroVideos } from './hero-videos';
import { KeyFieldset } from './key-fieldset';

/** The form values of a section: its keys only, so that its draft holds nothing of another page. */
function formValues(keys: readonly WritableSettingKey[], rows: StoredRows): SettingsFormValues {
  return Object.fromEntries(
    keys.map((key) => [key, toFormValue(key, rows[key]?.value)]),
  ) as SettingsFormValues;
}

/** A section's keys and the Spanish `<key>_es` of each translated one (decision 0055). */
function withSpanish(keys: readonly WritableSettingKey[]): WritableSettingKey[] {
  return keys.flatMap((key) => (isTranslatedSettingKey(key) ? [key, `${key}_es` as const] : [key]));
}

/** The database's message of a refused shape (23514, decision 0032), which names the key. */
function shapeMessage(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23514' && typeof message === 'string' ? message : undefined;
}

/**
 * The form of one settings section (`/admin/settings/<section>`, issues 24 and 45): its keys,
 * each with 'Reset to default', and one Save through the staff kit (`useEditorSave`,
 * docs/decisions/0034) that validates the section's keys with their strict schemas (the
 * database's rules too) and saves the keys that changed, with their row versions. Unsaved input
 * is kept on the device under the section's own draft and guarded by 'Leave page?'
 * (docs/decisions/0020). A translated key's Spanish row `<key>_es` is edited beside it and saved
 * with its own version (decision 0055). After a save the public settings query is refetched, so the site shows
 * the change. Home also holds the hero videos, saved on their own.
 */
export function SettingsEditor({ section }: { section: KeySettingsSection }) {
  const query = useQuery(adminSettingsQuery());
  if (query.isPending) return <ListSkeleton label="Loading settings" rows={6} />;
  if (query.isError)
    return (
      <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
        The settings could not be loaded.
      </ErrorState>
    );
  return <SectionForm key={section.id} section={section} rows={query.data} />;
}

function SectionForm({ section, rows }: { section: KeySettingsSection; rows: StoredRows }) {
  const keys = useMemo(() => withSpanish(section.keys), [section.keys]);
  const defaultValues = useMemo(() => formValues(keys, rows), [keys, rows]);
  const { form, draft } = useEditorForm({
    schema: settingsSchema,
    defaultValues,
    draftKey: `site-settings:${section.id}`,
  });
  // A link to one key (the index's 'Needs Spanish') shows its fieldset once the form is there.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <FormProvider {...form}>
      <EditorNotices draft={draft} className="mb-6" />
      <div className="grid gap-8">
        <SectionSave section={section} keys={keys} form={form} draft={draft} />
        {section.heroVideos ? <HeroVideos /> : null}
      </div>
    </FormProvider>
  );
}

/** The changes of a section's save: each key whose stored value differs from what was read. */
function sectionChanges(
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

function SectionSave({
  section,
  keys,
  form,
  draft,
}: {
  section: KeySettingsSection;
  /** The section's keys with their Spanish twins: what the form holds and saves. */
  keys: readonly WritableSettingKey[];
  form: UseFormReturn<SettingsFormValues>;
  draft: UnsavedChanges;
}) {
  const queryClient = useQueryClient();
  const { dirtyFields } = useFormState({ control: form.control });
  const dirty = keys.some((key) => key in dirtyFields);

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
    fields: keys,
    save: async () => {
      const changes = sectionChanges(
        keys,
        form,
        queryClient.getQueryData(adminSettingsQuery().queryKey) ?? {},
      );
      await saveSettings(changes);
      return changes.length;
    },
    // The keys are read back and reset here (a 'Reset to default' does the same for its key).
    savedValues: false,
    onSaved: () => afterChange(keys),
    successToast: (count) => ({ title: count === 0 ? 'Nothing to save.' : `${section.title} saved.` }),
    failureMessage: 'The settings could not be saved. Please try again.',
    knownError: shapeMessage,
    invalidMessage: 'Some fields need attention. Check the messages above.',
  });

  return (
    <form
      noValidate
      aria-labelledby={SECTION_HEADING_ID}
      className="grid gap-6 rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
      onSubmit={(event) => void save.submit(undefined)(event)}
    >
      {section.keys.map((key) => (
        <KeyFieldset key={key} settingKey={key} onReset={() => afterChange([key])} />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton busy={save.busy} buttonRef={save.saveButtonRef}>
          {`Save ${section.title.toLowerCase()}`}
        </SaveButton>
        {dirty ? <span className="text-sm text-slate-700">Unsaved changes</span> : null}
      </div>
      <SaveFailure error={save.error} className="text-sm" />
    </form>
  );
}
