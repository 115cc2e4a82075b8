import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, resetToasts } from '@/lib/toast';
import { INSTALL_OFFER_DELAY_MS, registerServiceWorker } from './service-worker-registration';

/** A phone (narrow, touch) whose browser registers workers but blocks them, as the tests' Chromium does. */
function stubPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') ? phone : false }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => undefined), controller: null },
  });
}

function installPromptEvent() {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetToasts();
  localStorage.clear();
});

describe('registerServiceWorker: the install offer', () => {
  // The listeners that `registerServiceWorker` adds stay on `window`: the desktop case runs first.
  it('makes no offer on a desktop', async () => {
    stubPhone(false);
    registerServiceWorker();
    const event = installPromptEvent();
    dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await vi.advanceTimersByTimeAsync(INSTALL_OFFER_DELAY_MS * 2);
    await vi.dynamicImportSettled();
    expect(currentToasts()).toEqual([]);
  });

  it('waits until the page has been open 30 seconds, then offers once', async () => {
    stubPhone(true);
    registerServiceWorker();
    const event = installPromptEvent();
    dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(INSTALL_OFFER_DELAY_MS - 1_000);
    await vi.dynamicImportSettled();
    expect(currentToasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.dynamicImportSettled();
    expect(currentToasts().map((t) => t.title)).toEqual(['Install the app']);
  });
});
