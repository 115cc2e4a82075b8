import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FormGuard from './use-form-guard';

// The test setup passes the guard through for component tests; this file checks the real one.
const { MIN_FILL_MS, useFormGuard } = await vi.importActual<typeof FormGuard>('./use-form-guard');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-02T16:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const send = vi.fn<(values: string) => Promise<void>>().mockResolvedValue(undefined);
  const hook = renderHook(() => useFormGuard());
  const honeypot = document.createElement('input');
  hook.result.current.honeypotRef.current = honeypot;
  return { send, honeypot, submit: (values: string) => hook.result.current.guard(send)(values) };
}

describe('useFormGuard', () => {
  it(`sends a submission made ${MIN_FILL_MS} ms or more after the form appeared`, async () => {
    const { send, submit } = setup();
    vi.setSystemTime(Date.now() + MIN_FILL_MS);
    await submit('hello');
    expect(send).toHaveBeenCalledWith('hello');
  });

  it('resolves without sending a submission made faster than a person could', async () => {
    const { send, submit } = setup();
    vi.setSystemTime(Date.now() + MIN_FILL_MS - 1);
    await expect(submit('hello')).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('resolves without sending when the honeypot holds a value, however slow', async () => {
    const { send, submit, honeypot } = setup();
    honeypot.value = 'https://spam.example';
    vi.setSystemTime(Date.now() + 60_000);
    await expect(submit('hello')).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('allows at most 3 s (issue: a person using autofill is never refused)', () => {
    expect(MIN_FILL_MS).toBeLessThanOrEqual(3_000);
  });
});
