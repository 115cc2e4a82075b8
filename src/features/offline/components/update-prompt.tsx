import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';

let shown = false;

/**
 * 'A new version is available' with 'Reload' (issue 34), loaded only when an updated service
 * worker waits. Nothing happens until the visitor chooses 'Reload': then the waiting worker takes
 * over (`SKIP_WAITING`) and the page reloads once it has. A half-typed form is never lost to an
 * update: without the click the page stays as it is (the new version starts with the next visit
 * after every tab of the site is closed). Stays open until closed.
 *
 * @param worker - the installed, waiting worker.
 */
export function showUpdatePrompt(worker: ServiceWorker): void {
  if (shown) return;
  shown = true;
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
  toast({
    title: 'A new version is available',
    description: 'Reload to use it.',
    duration: Number.POSITIVE_INFINITY,
    action: (
      <ToastAction altText="Reload the page to use the new version" onClick={reload}>
        Reload
      </ToastAction>
    ),
  });
}
