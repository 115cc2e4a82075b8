import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type * as FormGuard from '@/hooks/use-form-guard';
import { declaredAreas, loadAreas } from '@/lib/i18n/messages';
import { server } from './msw';

// Component tests talk to Supabase over HTTP, answered by MSW (src/testing/msw.ts). A request
// that no handler answers fails the test. It listens before the test file imports the app's
// clients, which keep a reference to `fetch` from their creation.
server.listen({ onUnhandledRequest: 'error' });
afterAll(() => server.close());

// Every catalog of the interface text (docs/decisions/0054) in English, as a prerendered page has
// its own before hydrating; a test of Spanish text loads the Spanish one itself.
import.meta.glob('/src/i18n/*.ts', { eager: true });
beforeAll(() => loadAreas(declaredAreas(), 'en'));

// A console.error during a test fails it (Epic Stack convention). A test that expects one says so
// with `vi.mocked(console.error).mockImplementation(() => {})`, which stops the recording.
const consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
});

// jsdom lacks these browser APIs that the layout and media components use (none in the files that
// run in Node: `// @vitest-environment node`, e.g. the push functions' tests with the real crypto).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  if (!('IntersectionObserver' in window)) {
    // jsdom lays nothing out: every observed element counts as on screen, reported once.
    class IO {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = IO;
  }
}

// Component tests type and submit at machine speed, which the forms' bot guard would take for a
// bot (src/hooks/use-form-guard.ts); there the guard passes everything through. Its own test
// (use-form-guard.test.tsx) checks the real one.
vi.mock('@/hooks/use-form-guard', async (importOriginal) => ({
  ...(await importOriginal<typeof FormGuard>()),
  useFormGuard: () => ({
    honeypotRef: { current: null },
    guard:
      <T>(send: (values: T) => Promise<void>) =>
      (values: T) =>
        send(values),
  }),
}));
