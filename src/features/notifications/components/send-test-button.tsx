import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { sendTest } from '../api/staff-notifications';
import { askPermission, pushSupport } from '../utils/platform';

/**
 * 'Send to my device' (admins and editors; docs/decisions/0049): a test notification to this
 * browser, which asks for the permission first when it has not given it. At most 10 an hour.
 */
export function SendTestButton() {
  const send = useMutation({ mutationFn: sendTest });
  const support = pushSupport();
  return (
    <div className="grid justify-items-start gap-2">
      <Button
        variant="outline"
        disabled={send.isPending || support !== 'ready'}
        // The permission first, within the click (the browser shows its prompt only then).
        onClick={() => send.mutate(askPermission())}
      >
        {send.isPending ? 'Sending...' : 'Send to my device'}
      </Button>
      <div role="status">
        {send.isSuccess ? (
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
      {send.isError ? (
        <p role="alert" className="font-medium text-red-800">
          {send.error instanceof Error ? send.error.message : 'The test could not be sent.'}
        </p>
      ) : null}
    </div>
  );
}
