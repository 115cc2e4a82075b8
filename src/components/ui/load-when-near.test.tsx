import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_AHEAD_PX, LoadWhenNear } from './load-when-near';

let report: ((isIntersecting: boolean) => void) | undefined;
let options: IntersectionObserverInit | undefined;

class ManualObserver {
  constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
    options = init;
    report = (isIntersecting) =>
      callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBox() {
  vi.stubGlobal('IntersectionObserver', ManualObserver);
  render(
    <LoadWhenNear fallback={<p>Loading the form</p>}>
      <input aria-label="Email address" />
    </LoadWhenNear>,
  );
}

describe('LoadWhenNear', () => {
  it('shows the placeholder until its place comes within a screen of the viewport', () => {
    renderBox();
    expect(screen.getByText('Loading the form')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(options?.rootMargin).toBe(`${LOAD_AHEAD_PX}px 0px`);
    act(() => report?.(false));
    expect(screen.queryByLabelText('Email address')).toBeNull();
    act(() => report?.(true));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByText('Loading the form')).toBeNull();
  });

  it('renders the content when something inside the placeholder receives focus', () => {
    renderBox();
    fireEvent.focus(screen.getByText('Loading the form'));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});
