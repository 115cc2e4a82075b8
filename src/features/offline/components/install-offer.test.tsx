import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineMessages } from '@/i18n/offline';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { currentToasts, resetToasts } from '@/lib/toast';
import { INSTALL_OFFERED, showInstallOffer } from './install-offer';
import { showUpdatePrompt } from './update-prompt';

afterEach(() => {
  resetToasts();
  localStorage.clear();
});

describe('showInstallOffer', () => {
  it("offers 'Install the app' with the browser's prompt once, then never again", async () => {
    const prompt = vi.fn(async () => {});
    await showInstallOffer({ prompt });
    expect(currentToasts().map((t) => t.title)).toEqual(['Install the app']);
    expect(localStorage.getItem(INSTALL_OFFERED)).not.toBeNull();
    resetToasts();
    await showInstallOffer({ prompt });
    expect(currentToasts()).toEqual([]);
  });

  it('gives the Add to Home Screen steps where there is no prompt (iOS)', async () => {
    await showInstallOffer();
    expect(currentToasts()[0]?.description).toContain('Add to Home Screen');
    expect(currentToasts()[0]?.action).toBeUndefined();
  });
});

describe('the Spanish install offer (issue 43)', () => {
  it("offers 'Instale la aplicación' on a Spanish page", async () => {
    await loadMessages(offlineMessages, 'es');
    setLocale('es');
    try {
      await showInstallOffer();
      expect(currentToasts()[0]?.title).toBe('Instale la aplicación');
      expect(currentToasts()[0]?.description).toContain('Agregar a pantalla de inicio');
    } finally {
      setLocale('en');
    }
  });
});

describe('showUpdatePrompt', () => {
  it("shows 'A new version is available' until closed, and asks the worker nothing by itself", async () => {
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    await showUpdatePrompt(worker);
    const [item] = currentToasts();
    expect(item?.title).toBe('A new version is available');
    expect(item?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
