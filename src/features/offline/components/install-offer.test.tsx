import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, resetToasts } from '@/lib/toast';
import { INSTALL_OFFERED, showInstallOffer } from './install-offer';
import { showUpdatePrompt } from './update-prompt';

afterEach(() => {
  resetToasts();
  localStorage.clear();
});

describe('showInstallOffer', () => {
  it("offers 'Install the app' with the browser's prompt once, then never again", () => {
    const prompt = vi.fn(async () => {});
    showInstallOffer({ prompt });
    expect(currentToasts().map((t) => t.title)).toEqual(['Install the app']);
    expect(localStorage.getItem(INSTALL_OFFERED)).not.toBeNull();
    resetToasts();
    showInstallOffer({ prompt });
    expect(currentToasts()).toEqual([]);
  });

  it('gives the Add to Home Screen steps where there is no prompt (iOS)', () => {
    showInstallOffer();
    expect(currentToasts()[0]?.description).toContain('Add to Home Screen');
    expect(currentToasts()[0]?.action).toBeUndefined();
  });
});

describe('showUpdatePrompt', () => {
  it("shows 'A new version is available' until closed, and asks the worker nothing by itself", () => {
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    showUpdatePrompt(worker);
    const [item] = currentToasts();
    expect(item?.title).toBe('A new version is available');
    expect(item?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
