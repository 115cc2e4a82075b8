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

/** Registers on a phone or a desktop, then lets the browser allow installing (`beforeinstallprompt`). */
function registerAndAllowInstall(phone: boolean) {
  stubPhone(phone);
  registerServiceWorker();
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
  });
  dispatchEvent(event);
  return event;
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
    const event = registerAndAllowInstall(false);
    expect(event.defaultPrevented).toBe(false);
    await vi.advanceTimersByTimeAsync(INSTALL_OFFER_DELAY_MS * 2);
    await vi.dynamicImportSettled();
    expect(currentToasts()).toEqual([]);
  });

  it('offers once, 30 seconds after the browser allows installing', async () => {
    const event = registerAndAllowInstall(true);
    expect(event.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(INSTALL_OFFER_DELAY_MS - 1_000);
    await vi.dynamicImportSettled();
    expect(currentToasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.dynamicImportSettled();
    expect(currentToasts().map((t) => t.title)).toEqual(['Install the app']);
  });
});
