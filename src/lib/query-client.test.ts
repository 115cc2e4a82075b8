import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/lib/toast';
import { resetToasts, toast } from '@/lib/toast';
import { createQueryCache } from './query-client';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof ToastModule>()),
  toast: vi.fn(),
}));

function client() {
  return new QueryClient({ queryCache: createQueryCache(), defaultOptions: { queries: { retry: false } } });
}

describe('createQueryCache', () => {
  beforeEach(() => {
    resetToasts();
    vi.mocked(toast).mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("toasts a failed query's meta.errorToast and logs the error", async () => {
    const failure = { code: 'XX000', message: 'relation "secret" does not exist' };
    await client().prefetchQuery({
      queryKey: ['sermons', 'detail', 'x'],
      queryFn: () => Promise.reject(failure),
      meta: { errorToast: { title: 'Error', description: 'Could not load sermon details.' } },
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Could not load sermon details.' });
    expect(console.warn).toHaveBeenCalledWith('Could not load ["sermons","detail","x"]:', failure);
  });

  it('does not toast for a failed query without meta, nor for a successful one', async () => {
    const queryClient = client();
    await queryClient.prefetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new Error('x')) });
    await queryClient.prefetchQuery({
      queryKey: ['b'],
      queryFn: () => Promise.resolve(1),
      meta: { errorToast: { title: 'Error' } },
    });
    expect(toast).not.toHaveBeenCalled();
  });
});
