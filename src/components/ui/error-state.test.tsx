import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardSkeleton } from './card-skeleton';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it("announces the text and offers 'Try again'", async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry}>Error loading sermons. Please try again later.</ErrorState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading sermons. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("reads 'Trying again...' and is disabled while retrying; no button without onRetry", () => {
    const { rerender } = render(
      <ErrorState onRetry={() => {}} retrying>
        Could not fetch testimonies.
      </ErrorState>,
    );
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
    rerender(<ErrorState>Could not fetch testimonies.</ErrorState>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('CardSkeleton', () => {
  it('draws the media block and one line per class, hidden from assistive technology', () => {
    render(<CardSkeleton data-testid="card" media="aspect-[4/3]" lines={['h-6 w-3/4', 'h-4 w-1/3']} />);
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    const blocks = card.querySelectorAll('[data-slot="skeleton"]');
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toHaveClass('aspect-[4/3]');
    expect(blocks[2]).toHaveClass('w-1/3');
  });
});
