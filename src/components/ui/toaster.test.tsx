import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast } from '@/hooks/use-toast';
import { ToastAction } from './toast';
import { Toaster } from './toaster';

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer down.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

describe('Toaster and toast()', () => {
  beforeEach(() => resetToasts());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a title, a description and an action', async () => {
    render(<Toaster />);
    const onRetry = vi.fn();
    act(() => {
      toast({
        title: 'Link copied',
        description: 'Event link copied to clipboard.',
        action: (
          <ToastAction altText="Retry" onClick={onRetry}>
            Retry
          </ToastAction>
        ),
      });
    });
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Event link copied to clipboard.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps at most one toast: a new one replaces the previous', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
  });

  it('closes with the close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    // It stays mounted for its 300 ms exit animation, then goes.
    await waitFor(() => expect(screen.queryByText('Closable')).not.toBeInTheDocument());
  });

  it('closes after 5000 ms by default and after its own duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Default' });
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Default')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Short', duration: 3000 });
    });
    act(() => vi.advanceTimersByTime(3400));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
  });

  it('keeps a toast with an infinite duration open', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Sticky', duration: Number.POSITIVE_INFINITY });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('marks destructive toasts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Oops', variant: 'destructive' });
    });
    expect(screen.getByText('Oops').closest('[data-slot="toast"]')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });
});
