import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';

/** `localStorage` key: the offer was shown once and is never shown again. */
export const INSTALL_OFFERED = 'church-install-offered';

/** The part of Chromium's `beforeinstallprompt` event the offer uses. */
export interface DeferredInstallPrompt {
  prompt(): Promise<void>;
}

/**
 * 'Install the app' (issue 34 "Installable"), once, on a phone: with the browser's install prompt
 * behind an 'Install' button where the browser has one (`beforeinstallprompt`), or short steps
 * on iOS Safari (Share, then 'Add to Home Screen'). Closed with its close button, a swipe or
 * Escape; shown once, then remembered in `localStorage`, never shown again.
 *
 * @param prompt - Chromium's deferred install prompt; none on iOS.
 */
export function showInstallOffer(prompt?: DeferredInstallPrompt): void {
  try {
    if (localStorage.getItem(INSTALL_OFFERED)) return;
    localStorage.setItem(INSTALL_OFFERED, String(Date.now()));
  } catch {
    return;
  }
  toast({
    title: 'Install the app',
    description: prompt
      ? 'Add this site to your home screen: it opens like an app and works offline.'
      : 'Tap the Share button, then ‘Add to Home Screen’: the site opens like an app and works offline.',
    duration: 20_000,
    action: prompt ? (
      <ToastAction altText="Install the app" onClick={() => void prompt.prompt()}>
        Install
      </ToastAction>
    ) : undefined,
  });
}
