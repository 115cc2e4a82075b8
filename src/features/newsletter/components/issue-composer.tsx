import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { churchLocalToIso, churchTimeZone, formatChurchDateTime } from '@/lib/church-time';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import {
  issueQueries,
  issueVersion,
  saveIssue,
  sendIssue,
  sendTest,
  unschedule,
  type Issue,
  type IssueFields,
} from '../api/issues';
import { previewEmail } from '../utils/preview';
import { ConfirmSend, IssueProgress } from './issue-send';

function errorText(error: unknown): string {
  return error instanceof Error
    ? error.message
    : ((error as { message?: string })?.message ?? 'Something went wrong.');
}

/**
 * The e-mail's HTML in a sandboxed frame (no scripts). The site's Content-Security-Policy forbids
 * style attributes in markup (decision 0019), which the frame inherits, so the inline styles are
 * moved to `data-style` and applied through the CSSOM once the frame has loaded.
 */
function EmailFrame({ html, width, title }: { html: string; width: number; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const applyStyles = () => {
    const doc = ref.current?.contentDocument;
    doc?.querySelectorAll<HTMLElement>('[data-style]').forEach((el) => {
      el.style.cssText = el.dataset.style ?? '';
    });
  };
  return (
    <iframe
      ref={ref}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={html.replace(/ style="/g, ' data-style="')}
      onLoad={applyStyles}
      className="h-[36rem] max-w-full rounded border border-slate-300 bg-white"
      style={{ width }}
    />
  );
}

/** The e-mail as HTML (in a frame 390 or 720 px wide) or as text. */
function Preview({ fields, slug }: { fields: IssueFields; slug: string }) {
  const settings = useQuery(siteSettingsQueries.map());
  const identity = (settings.data?.site_identity ?? {}) as { name?: string };
  const contact = (settings.data?.contact_info ?? {}) as { address?: Record<string, string | undefined> };
  const a = contact.address ?? {};
  const address = [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' '), a.country]
    .filter(Boolean)
    .join(', ');
  const church = identity.name ?? 'Our Church';
  const mail = previewEmail({ ...fields, slug }, church, address ? `${church}, ${address}` : church);
  const [view, setView] = useState<'phone' | 'desktop' | 'text'>('phone');
  return (
    <section aria-label="Preview" className="grid gap-3">
      <div role="group" aria-label="Preview as" className="flex flex-wrap gap-2">
        {(['phone', 'desktop', 'text'] as const).map((v) => (
          <Button
            key={v}
            type="button"
            variant={view === v ? 'default' : 'outline'}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'phone' ? 'Phone (HTML)' : v === 'desktop' ? 'Desktop (HTML)' : 'Text'}
          </Button>
        ))}
      </div>
      {view === 'text' ? (
        <pre className="max-w-full overflow-auto rounded border border-slate-300 bg-white p-3 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      ) : (
        <EmailFrame
          html={mail.html}
          width={view === 'phone' ? 390 : 720}
          title={`E-mail preview at ${view} width`}
        />
      )}
    </section>
  );
}

/** Subject, preheader and body of an issue (read-only once sent). */
function IssueFieldset({
  id,
  fields,
  readOnly: sent,
  onChange: setFields,
}: {
  id: string;
  fields: IssueFields;
  readOnly: boolean;
  onChange: (fields: IssueFields) => void;
}) {
  return (
    <div className="grid gap-4">
      <label className="grid gap-1 font-medium" htmlFor={`${id}-subject`}>
        Subject
        <Input
          id={`${id}-subject`}
          value={fields.subject}
          maxLength={150}
          readOnly={sent}
          onChange={(e) => setFields({ ...fields, subject: e.target.value })}
        />
      </label>
      <label className="grid gap-1 font-medium" htmlFor={`${id}-preheader`}>
        Preheader
        <Input
          id={`${id}-preheader`}
          value={fields.preheader}
          maxLength={200}
          readOnly={sent}
          onChange={(e) => setFields({ ...fields, preheader: e.target.value })}
        />
      </label>
      <label className="grid gap-1 font-medium" htmlFor={`${id}-body`}>
        Body
        <span className="text-sm font-normal text-slate-700">
          ## heading, **bold**, *italic*, [link](https://…); a blank line starts a paragraph.
        </span>
        <textarea
          id={`${id}-body`}
          value={fields.body}
          readOnly={sent}
          rows={16}
          maxLength={100000}
          onChange={(e) => setFields({ ...fields, body: e.target.value })}
          className="w-full rounded-md border border-slate-300 p-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </label>
    </div>
  );
}

/** C0 and C1 control characters (line breaks, tabs): the database refuses them in subjects. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What keeps an issue from being saved or sent, as the composer says it; null when nothing. */
export function issueProblem(fields: IssueFields): string | null {
  if (!fields.subject.trim()) return 'Enter a subject.';
  if (CONTROL.test(fields.subject) || CONTROL.test(fields.preheader)) {
    return 'The subject and preheader must be one line, without line breaks or tabs.';
  }
  if (!fields.body.trim()) return 'Write the body of the issue.';
  return null;
}

/**
 * The composer of one issue (docs/decisions/0040): subject, preheader and body (the blog's light
 * markup), 'Save', 'Preview', 'Send a test to me', 'Send now' and 'Schedule' (church time); a
 * sent issue shows its recipients sent / failed / pending.
 */
export function IssueComposer({ issue }: { issue: Issue }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The church's time zone: the site setting, as the app read it (`@/lib/church-time`).
  const zone = churchTimeZone();
  const [fields, setFields] = useState<IssueFields>({
    subject: issue.subject,
    preheader: issue.preheader,
    body: issue.body,
  });
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The send waiting for its second look: `at` null for 'Send now'. */
  const [confirming, setConfirming] = useState<{ at: string | null } | null>(null);
  const sent = issue.status === 'sent';
  const refresh = () => queryClient.invalidateQueries({ queryKey: issueQueries.all() });
  // The version the composer's text was read at: each save sends it and keeps the stored one; after
  // sending, scheduling or unscheduling (the database's own updates) it is read again.
  const version = useRef(issue.version);
  const saveText = async () => {
    version.current = await saveIssue(issue.id, fields, version.current);
  };

  const check = (): boolean => {
    const found = issueProblem(fields);
    setProblem(found);
    return found === null;
  };
  const save = useMutation({ mutationFn: saveText, onSettled: refresh });
  const test = useMutation({
    mutationFn: async () => {
      await saveText();
      await sendTest(issue.id);
    },
    onSuccess: () => toast({ title: 'Test sent', description: 'Check your inbox in a minute.' }),
  });
  const send = useMutation({
    mutationFn: async (at: string | null) => {
      await saveText();
      const status = await sendIssue(issue.id, at);
      version.current = await issueVersion(issue.id);
      return status;
    },
    onSuccess: (status) =>
      toast({
        title: status === 'scheduled' ? 'Issue scheduled' : 'Sending the issue',
        description: fields.subject,
      }),
    onSettled: refresh,
  });
  const back = useMutation({
    mutationFn: async () => {
      await unschedule(issue.id);
      version.current = await issueVersion(issue.id);
    },
    onSettled: refresh,
  });
  const failure = [save, test, send, back].find((m) => m.isError)?.error;

  return (
    <div className="grid gap-6">
      {sent ? <IssueProgress id={issue.id} /> : null}
      {issue.status === 'scheduled' && issue.scheduled_for ? (
        <p className="text-sm text-slate-800">
          Scheduled for {formatChurchDateTime(issue.scheduled_for, { timeZone: zone })} (church time).{' '}
          <Button type="button" variant="outline" onClick={() => back.mutate()}>
            Back to draft
          </Button>
        </p>
      ) : null}
      <IssueFieldset id={id} fields={fields} readOnly={sent} onChange={setFields} />
      {problem || failure ? (
        <p role="alert" className="font-medium text-red-800">
          {problem ?? errorText(failure)}
        </p>
      ) : null}
      {!sent ? (
        <div className="flex flex-wrap items-end gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => check() && save.mutate()}
          >
            {save.isPending ? 'Saving...' : 'Save draft'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={test.isPending}
            onClick={() => check() && test.mutate()}
          >
            {test.isPending ? 'Sending...' : 'Send a test to me'}
          </Button>
          <Button
            type="button"
            disabled={send.isPending}
            onClick={() => check() && setConfirming({ at: null })}
          >
            Send now
          </Button>
          <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-when`}>
            Send at (church time)
            <Input
              id={`${id}-when`}
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          </label>
          <Button
            type="button"
            variant="outline"
            disabled={send.isPending}
            onClick={() => {
              const at = churchLocalToIso(when, zone);
              if (!at) return setProblem('Choose the day and time to send it.');
              if (check()) setConfirming({ at });
            }}
          >
            Schedule
          </Button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmSend
          at={confirming.at ? formatChurchDateTime(confirming.at, { timeZone: zone }) : null}
          subject={fields.subject}
          busy={send.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => send.mutate(confirming.at, { onSettled: () => setConfirming(null) })}
        />
      ) : null}
      <Preview fields={fields} slug={issue.slug} />
    </div>
  );
}
