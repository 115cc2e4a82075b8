import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { savePushSettings, staffPushQueries, type PushSettings } from '../api/staff-notifications';
import { PushSettingsSchema } from '../utils/announcement-form';

function SettingsEditor({ settings }: { settings: PushSettings }) {
  const editor = useStaffEditor({
    schema: PushSettingsSchema,
    defaultValues: { announcements_per_week: String(settings.announcements_per_week) },
    draftKey: 'push-settings',
    save: (values) =>
      savePushSettings({
        announcements_per_week: Number(values.announcements_per_week.trim()),
        version: settings.version,
      }),
    successToast: { title: 'Setting saved' },
    failureMessage: 'The setting could not be saved. Try again.',
    invalidate: [staffPushQueries.all()],
  });
  return (
    <form
      noValidate
      aria-label="Announcements a week"
      className="grid gap-3"
      onSubmit={(event) => void editor.submit(undefined)(event)}
    >
      <EditorNotices draft={editor.draft} />
      <TextField
        control={editor.form.control}
        name="announcements_per_week"
        label="Announcements a week (at most)"
        id="push-per-week"
        type="number"
        min={0}
        max={7}
        inputMode="numeric"
        description="In any 7 days; 0 turns announcements off. Church guidance: about one a week."
      />
      <SaveFailure error={editor.error} />
      <SaveButton busy={editor.busy} buttonRef={editor.saveButtonRef} className="justify-self-start">
        Save setting
      </SaveButton>
    </form>
  );
}

/** The weekly cap of announcements (admins; `push_settings`, with its version, decision 0020). */
export function PushSettingsForm() {
  const settings = useQuery(staffPushQueries.settings());
  if (!settings.data) return null;
  return <SettingsEditor key={settings.data.version} settings={settings.data} />;
}
