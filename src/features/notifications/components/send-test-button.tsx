import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { sendTest } from '../api/staff-notifications';
import { askPermission, pushSupport } from '../utils/platform';

/**
 * 'Send to my device' (admins and editors; docs/decisions/0049): a test notification to this
 * browser, which asks for the permission first when it has not given it. At most 10 an hour.
 */
export function SendTestButton() {
  // The outcome is said beside the button, not in a toast.
  const send = useRowAction({
    run: (permission: ReturnType<typeof askPermission>) => sendTest(permission),
    successToast: null,
    failureToast: null,
    failureMessage: (error) => (error instanceof Error ? error.message : 'The test could not be sent.'),
  });
  const support = pushSupport();
  return (
    <div className="grid justify-items-start gap-2">
      <Button
        variant="outline"
        disabled={send.busy || support !== 'ready'}
        // The permission first, within the click (the browser shows its prompt only then).
        onClick={() => send.run(askPermission())}
      >
        {send.busy ? 'Sending...' : 'Send to my device'}
      </Button>
      <div role="status">
        {send.succeeded ? (
          <p className="text-slate-800">Test sent. It should arrive in a few seconds.</p>
        ) : null}
        {support === 'install' ? (
          <p className="text-slate-800">
            On an iPhone, add the site to the Home Screen and open it from there first.
          </p>
        ) : support === 'unsupported' ? (
          <p className="text-slate-800">This browser cannot show notifications from websites.</p>
        ) : null}
      </div>
      {send.error ? (
        <p role="alert" className="font-medium text-red-800">
          {send.error}
        </p>
      ) : null}
    </div>
  );
}
