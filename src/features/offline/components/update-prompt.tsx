import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';
import { offlineMessages } from '@/i18n/offline';
import { loadMessages } from '@/lib/i18n/messages';

let shown = false;

/**
 * 'A new version is available' with 'Reload' (issue 34), loaded only when an updated service
 * worker waits. Nothing happens until the visitor chooses 'Reload': then the waiting worker takes
 * over (`SKIP_WAITING`) and the page reloads once it has. A half-typed form is never lost to an
 * update: without the click the page stays as it is (the new version starts with the next visit
 * after every tab of the site is closed). Stays open until closed. In the page's language
 * (`@/i18n/offline`, loaded first).
 *
 * @param worker - the installed, waiting worker.
 */
export async function showUpdatePrompt(worker: ServiceWorker): Promise<void> {
  if (shown) return;
  shown = true;
  const m = (await loadMessages(offlineMessages)).update;
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
  toast({
    title: m.title,
    description: m.text,
    duration: Number.POSITIVE_INFINITY,
    action: (
      <ToastAction altText={m.actionLabel} onClick={reload}>
        {m.action}
      </ToastAction>
    ),
  });
}
