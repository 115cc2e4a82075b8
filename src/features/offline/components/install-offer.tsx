import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';
import { offlineMessages } from '@/i18n/offline';
import { loadMessages } from '@/lib/i18n/messages';

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
 * Escape; shown once, then remembered in `localStorage`, never shown again. In the page's
 * language (`@/i18n/offline`, loaded first).
 *
 * @param prompt - Chromium's deferred install prompt; none on iOS.
 * @throws what loading the messages throws (a network failure); nothing is then remembered.
 */
export async function showInstallOffer(prompt?: DeferredInstallPrompt): Promise<void> {
  try {
    if (localStorage.getItem(INSTALL_OFFERED)) return;
  } catch {
    return;
  }
  const m = (await loadMessages(offlineMessages)).install;
  try {
    // Checked again: another call may have shown it while the messages loaded.
    if (localStorage.getItem(INSTALL_OFFERED)) return;
    localStorage.setItem(INSTALL_OFFERED, String(Date.now()));
  } catch {
    return;
  }
  toast({
    title: m.title,
    description: prompt ? m.withPrompt : m.steps,
    duration: 20_000,
    action: prompt ? (
      <ToastAction altText={m.title} onClick={() => void prompt.prompt()}>
        {m.action}
      </ToastAction>
    ) : undefined,
  });
}
