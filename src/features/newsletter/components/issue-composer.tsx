import { useRef, useState, type RefObject } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useRowAction } from '@/components/admin/use-row-action';
import { FieldSection, TextField } from '@/components/editor/editor-fields';
import { EditorNotices, SaveButton, SaveFailure } from '@/components/editor/editor-parts';
import { LanguageTabs } from '@/components/editor/language-tabs';
import { useStaffEditor } from '@/components/editor/use-staff-editor';
import { Button } from '@/components/ui/button';
import { churchLocalToIso, churchTimeZone, formatChurchDateTime } from '@/lib/church-time';
import {
  issueQueries,
  issueVersion,
  saveIssue,
  sendIssue,
  sendTest,
  unschedule,
  type Issue,
} from '../api/issues';
import { IssueSchema, WHEN_MISSING_MESSAGE, type IssueValues } from '../utils/issue-form';
import { IssuePreview } from './issue-preview';
import { ConfirmSend, IssueProgress } from './issue-send';

/** What a press of the composer does after saving the text: nothing more, a test, or a send. */
type IssueAction = 'save' | 'test' | { at: string | null };

/** The refusal `saveIssue` words itself (the issue was sent meanwhile). */
const SENT_MESSAGE = 'This issue was sent and can no longer be changed.';

/**
 * Saves the text with the version it was read at (docs/decisions/0020), keeping the stored one,
 * then sends a test or the issue; after a send or schedule (the database's own update) the
 * version is read again.
 *
 * @returns the send's status ('sent' / 'scheduled'), or `null` for a save or a test.
 */
async function saveThenAct(
  id: string,
  { when: _when, ...fields }: IssueValues,
  action: IssueAction,
  version: RefObject<number>,
): Promise<string | null> {
  version.current = await saveIssue(id, fields, version.current);
  if (action === 'test') await sendTest(id);
  if (action === 'save' || action === 'test') return null;
  const status = await sendIssue(id, action.at);
  version.current = await issueVersion(id);
  return status;
}

const EDITION_PAIRS = [
  ['subject', 'subject_es'],
  ['preheader', 'preheader_es'],
  ['body', 'body_es'],
] as const;

/** What the Spanish edition is for (the sending function's rule, decision 0055). */
const SPANISH_HELP =
  'Subscribers who signed up on the Spanish pages get this edition when it has a subject and a body; everyone else, and they too while it is blank, get the English.';

/** Subject, preheader and body of one edition (read-only once sent). */
function EditionFields({
  control,
  sent,
  spanish = false,
}: {
  control: Control<IssueValues>;
  sent: boolean;
  spanish?: boolean;
}) {
  const [subject, preheader, body] = spanish
    ? (['subject_es', 'preheader_es', 'body_es'] as const)
    : (['subject', 'preheader', 'body'] as const);
  const label = (english: string) => (spanish ? `Spanish ${english.toLowerCase()} (optional)` : english);
  return (
    <>
      {spanish ? <p className="text-sm text-slate-800">{SPANISH_HELP}</p> : null}
      <TextField
        control={control}
        name={subject}
        id={`issue-${subject}`}
        label={label('Subject')}
        maxLength={150}
        readOnly={sent}
      />
      <TextField
        control={control}
        name={preheader}
        id={`issue-${preheader}`}
        label={spanish ? label('Preheader') : 'Preheader'}
        optional={!spanish}
        maxLength={200}
        readOnly={sent}
      />
      <TextField
        control={control}
        name={body}
        id={`issue-${body}`}
        label={label('Body')}
        description="## heading, **bold**, *italic*, [link](https://…); a blank line starts a paragraph."
        multiline
        rows={16}
        maxLength={100000}
        readOnly={sent}
        controlClassName="font-mono text-sm"
      />
    </>
  );
}

/** The English and Spanish editions of an issue in English / Español tabs (decision 0055). */
function IssueFields({ control, sent }: { control: Control<IssueValues>; sent: boolean }) {
  return (
    <FieldSection title="The issue">
      <LanguageTabs
        control={control}
        label="Edition"
        pairs={EDITION_PAIRS}
        english={<EditionFields control={control} sent={sent} />}
        spanish={<EditionFields control={control} sent={sent} spanish />}
      />
    </FieldSection>
  );
}

/**
 * The composer of one issue (docs/decisions/0040), on the staff editor kit: subject, preheader
 * and body (the blog's light markup), and the optional Spanish edition in the 'Español' tab
 * (decision 0055: Spanish subscribers get it when it has a subject and a body), kept on this
 * device until saved, each press saving the text
 * with the version it was read at ('Someone else changed this…' when someone saved it since):
 * 'Save draft', 'Send a test to me', 'Send now' and 'Schedule' (church time; both asked twice).
 * The preview is its own panel; a sent issue shows its recipients sent / failed / pending.
 */
export function IssueComposer({ issue }: { issue: Issue }) {
  // The church's time zone: the site setting, as the app read it (decision 0052).
  const zone = churchTimeZone();
  /** The send waiting for its second look: `at` null for 'Send now'. */
  const [confirming, setConfirming] = useState<{ at: string | null } | null>(null);
  const sent = issue.status === 'sent';
  const version = useRef(issue.version);
  const editor = useStaffEditor({
    schema: IssueSchema,
    defaultValues: {
      subject: issue.subject,
      preheader: issue.preheader,
      body: issue.body,
      subject_es: issue.subject_es ?? '',
      preheader_es: issue.preheader_es ?? '',
      body_es: issue.body_es ?? '',
      when: '',
    },
    draftKey: `newsletter-issue:${issue.id}`,
    save: (values, action: IssueAction) => saveThenAct(issue.id, values, action, version),
    successToast: (status, action, values) =>
      action === 'save'
        ? { title: 'Draft saved' }
        : action === 'test'
          ? { title: 'Test sent', description: 'Check your inbox in a minute.' }
          : {
              title: status === 'scheduled' ? 'Issue scheduled' : 'Sending the issue',
              description: values.subject,
            },
    failureMessage: 'The issue was not saved or sent. What you wrote is kept; try again.',
    knownError: (error) =>
      error instanceof Error && error.message === SENT_MESSAGE ? SENT_MESSAGE : undefined,
    invalidate: [issueQueries.all()],
    onSaved: () => setConfirming(null),
    onFailed: () => setConfirming(null),
  });
  const back = useRowAction({
    run: async () => {
      await unschedule(issue.id);
      version.current = await issueVersion(issue.id);
    },
    successToast: { title: 'Back to draft' },
    failureToast: { title: 'The issue is still scheduled. Try again.', variant: 'destructive' },
    invalidate: [issueQueries.all()],
  });
  const { form } = editor;
  const [subject = '', preheader = '', body = ''] = useWatch({
    control: form.control,
    name: ['subject', 'preheader', 'body'],
  });
  const ask = (at: () => string | null) => form.handleSubmit(() => setConfirming({ at: at() }));
  const schedule = () => {
    const when = form.getValues('when');
    const at = when ? churchLocalToIso(when, zone) : null;
    if (!at) return form.setError('when', { message: WHEN_MISSING_MESSAGE }, { shouldFocus: true });
    void ask(() => at)();
  };
  const action = editor.pendingAction;

  return (
    <div className="grid gap-6">
      {sent ? <IssueProgress id={issue.id} /> : null}
      {issue.status === 'scheduled' && issue.scheduled_for ? (
        <p className="text-sm text-slate-800">
          Scheduled for {formatChurchDateTime(issue.scheduled_for, { timeZone: zone })} (church time).{' '}
          <Button type="button" variant="outline" disabled={back.busy} onClick={() => back.run(undefined)}>
            Back to draft
          </Button>
        </p>
      ) : null}
      <form
        noValidate
        aria-label="Issue"
        className="grid gap-4"
        onSubmit={(e) => void editor.submit('save')(e)}
      >
        <EditorNotices draft={editor.draft} />
        <IssueFields control={form.control} sent={sent} />
        <SaveFailure error={editor.error} />
        {!sent ? (
          <div className="flex flex-wrap items-end gap-3">
            <SaveButton
              variant="outline"
              busy={editor.busy}
              pending={action === 'save'}
              buttonRef={editor.saveButtonRef}
            >
              Save draft
            </SaveButton>
            <SaveButton
              type="button"
              variant="outline"
              busy={editor.busy}
              pending={action === 'test'}
              busyLabel="Sending..."
              onClick={() => void editor.submit('test')()}
            >
              Send a test to me
            </SaveButton>
            <Button type="button" disabled={editor.busy} onClick={() => void ask(() => null)()}>
              Send now
            </Button>
            <TextField
              control={form.control}
              name="when"
              id="issue-when"
              label="Send at (church time)"
              type="datetime-local"
            />
            <Button type="button" variant="outline" disabled={editor.busy} onClick={schedule}>
              Schedule
            </Button>
          </div>
        ) : null}
      </form>
      {confirming ? (
        <ConfirmSend
          at={confirming.at ? formatChurchDateTime(confirming.at, { timeZone: zone }) : null}
          subject={subject}
          busy={editor.busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => editor.save(form.getValues(), { at: confirming.at })}
        />
      ) : null}
      <IssuePreview fields={{ subject, preheader, body }} slug={issue.slug} />
    </div>
  );
}
