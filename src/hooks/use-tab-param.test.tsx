import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './use-tab-param';

type Tab = 'a' | 'b' | 'c';
const parse = (value: string | null): Tab => (value === 'b' || value === 'c' ? value : 'a');

function setup(initial: string, others: 'keep' | 'drop' = 'keep') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router = createMemoryRouter([{ path: '/page', element: children }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(
    () => {
      const [tab, select] = useTabParam(parse, 'a', others);
      return { tab, select, search: useLocation().search };
    },
    { wrapper },
  );
  return { hook, router: () => router };
}

describe('useTabParam', () => {
  it('reads the tab from ?tab= and falls back to the default', () => {
    expect(setup('/page?tab=c').hook.result.current.tab).toBe('c');
    expect(setup('/page?tab=nope').hook.result.current.tab).toBe('a');
  });

  it('writes the tab, keeps other parameters and writes the default as no parameter', () => {
    const { hook } = setup('/page?ref=mail');
    act(() => hook.result.current.select('b'));
    expect(hook.result.current.search).toBe('?ref=mail&tab=b');
    act(() => hook.result.current.select('a'));
    expect(hook.result.current.search).toBe('?ref=mail');
  });

  it("with 'drop', a new tab leaves the other tab's parameters behind", () => {
    const { hook } = setup('/page?status=ended&page=2', 'drop');
    act(() => hook.result.current.select('b'));
    expect(hook.result.current.search).toBe('?tab=b');
    act(() => hook.result.current.select('a'));
    expect(hook.result.current.search).toBe('');
  });

  it('makes one history entry when Radix selects the same tab twice (mouse-down, then focus)', () => {
    const { hook, router } = setup('/page');
    act(() => {
      hook.result.current.select('c');
      hook.result.current.select('c');
    });
    expect(hook.result.current.tab).toBe('c');
    act(() => void router().navigate(-1));
    expect(hook.result.current.tab).toBe('a');
  });
});
