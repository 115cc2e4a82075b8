import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/hooks/use-toast';
import { act, renderHook } from '@testing-library/react';
import en from '@/i18n/events/en';
import { shareEventLink } from './share-event-button';

const URL_ = 'https://church.example/events/1';

function stubNavigator(share: unknown, writeText: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  act(() => resetToasts());
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('shareEventLink', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator(share, writeText);
    await expect(shareEventLink('Prayer Night', URL_, en.share)).resolves.toBe(true);
    expect(share).toHaveBeenCalledWith({ title: 'Prayer Night', url: URL_ });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link with 'Link copied' for 3 s when sharing is unavailable", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator(undefined, writeText);
    const toasts = renderHook(() => useToasts());
    let shared: boolean | undefined;
    await act(async () => {
      shared = await shareEventLink('Prayer Night', URL_, en.share);
    });
    expect(shared).toBe(true);
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Link copied',
      description: 'Event link copied to clipboard.',
      duration: 3000,
    });
  });

  it('does nothing when the visitor cancels the share sheet', async () => {
    const writeText = vi.fn();
    stubNavigator(vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')), writeText);
    await expect(shareEventLink('Prayer Night', URL_, en.share)).resolves.toBe(false);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shows a clear toast, never throws, when sharing and copying both fail', async () => {
    stubNavigator(
      vi.fn().mockRejectedValue(new Error('not allowed')),
      vi.fn().mockRejectedValue(new Error('denied')),
    );
    const toasts = renderHook(() => useToasts());
    let shared: boolean | undefined;
    await act(async () => {
      shared = await shareEventLink('Prayer Night', URL_, en.share);
    });
    expect(shared).toBe(false);
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Could not share this event',
      variant: 'destructive',
    });
  });
});
