import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, vi } from 'vitest';
import placeholder from '../assets/gallery-placeholder.svg';
import { PhotoGrid } from './photo-grid';
import { photo, storageUrl } from './test-gallery';

const PHOTOS = [
  photo('p4', 'Opening praise'),
  photo('p3', 'Hands lifted in worship'),
  photo('p2', null),
  photo('p1', 'Fellowship in the lobby'),
];

// jsdom has no PointerEvent: a MouseEvent with the pointer fields lets React see the swipe.
beforeAll(() => {
  if (typeof window.PointerEvent === 'function') return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
});

function renderGrid() {
  render(<PhotoGrid images={PHOTOS} title="Sunday Worship" />);
}

/** Opens the viewer from the photo button named `name` and returns that button and the dialog. */
async function openViewer(name: string) {
  const button = screen.getByRole('button', { name });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog');
  return { button, dialog };
}

function shownImage(dialog: HTMLElement) {
  return within(dialog).getByRole('img');
}

describe('PhotoGrid photo viewer: opening, showing and closing', () => {
  it('loads the viewer only when a photo is opened', async () => {
    renderGrid();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { dialog } = await openViewer('Open photo: Opening praise');
    expect(dialog).toBeInTheDocument();
  });

  it('opens the chosen photo large with its caption, its position and named controls', async () => {
    renderGrid();
    const { dialog } = await openViewer('Open photo: Hands lifted in worship');
    expect(dialog).toHaveAccessibleName('Hands lifted in worship');
    expect(dialog).toHaveAccessibleDescription('Photo 2 of 4');
    expect(within(dialog).getByText('Photo 2 of 4')).toBeVisible();
    expect(dialog.querySelector('figcaption')).toHaveTextContent('Hands lifted in worship');
    const image = shownImage(dialog);
    expect(image).toHaveAccessibleName('Hands lifted in worship');
    expect(image).toHaveAttribute('src', storageUrl('album/p3.webp'));
    expect(image).toHaveClass('object-contain');
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('is titled by the position, without a caption, for a photo without a description', async () => {
    renderGrid();
    const { dialog } = await openViewer('Open photo: Photo 3 of 4');
    expect(dialog).toHaveAccessibleName('Photo 3 of 4');
    expect(dialog.querySelector('figcaption')).toBeNull();
    expect(shownImage(dialog)).toHaveAccessibleName('Photo 3 of 4');
  });

  it('shows the placeholder when the photo fails to load', async () => {
    renderGrid();
    const { dialog } = await openViewer('Open photo: Opening praise');
    // The variant first (the original alone is tried), then the original itself.
    fireEvent.error(shownImage(dialog));
    expect(shownImage(dialog)).not.toHaveAttribute('srcset');
    fireEvent.error(shownImage(dialog));
    expect(shownImage(dialog)).toHaveAttribute('src', placeholder);
  });

  it('closes with Escape and gives the focus back to the photo that opened it', async () => {
    renderGrid();
    const { button, dialog } = await openViewer('Open photo: Hands lifted in worship');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleDescription('Photo 3 of 4');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes with the Close button, and opens again on another photo', async () => {
    renderGrid();
    const first = await openViewer('Open photo: Opening praise');
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.button).toHaveFocus();
    const second = await openViewer('Open photo: Fellowship in the lobby');
    expect(second.dialog).toHaveAccessibleDescription('Photo 4 of 4');
    await userEvent.keyboard('{Escape}');
    expect(second.button).toHaveFocus();
  });

  it('has no Previous or Next to use for a single photo', async () => {
    render(<PhotoGrid images={[photo('only', 'The only one')]} title="Tiny" />);
    const { dialog } = await openViewer('Open photo: The only one');
    expect(dialog).toHaveAccessibleDescription('Photo 1 of 1');
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleDescription('Photo 1 of 1');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('PhotoGrid photo viewer: moving between photos', () => {
  it('moves with Next and Previous, wrapping around the ends, and announces each move', async () => {
    renderGrid();
    const { dialog } = await openViewer('Open photo: Opening praise');
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const previous = within(dialog).getByRole('button', { name: 'Previous' });

    await userEvent.click(next);
    expect(dialog).toHaveAccessibleDescription('Photo 2 of 4');
    expect(dialog).toHaveAccessibleName('Hands lifted in worship');
    expect(shownImage(dialog)).toHaveAttribute('src', storageUrl('album/p3.webp'));
    expect(within(dialog).getByText('Photo 2 of 4: Hands lifted in worship')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await userEvent.click(previous);
    await userEvent.click(previous);
    expect(dialog).toHaveAccessibleDescription('Photo 4 of 4');
    expect(dialog.querySelector('figcaption')).toHaveTextContent('Fellowship in the lobby');

    await userEvent.click(next);
    expect(dialog).toHaveAccessibleDescription('Photo 1 of 4');
    expect(dialog).toHaveAccessibleName('Opening praise');
  });

  it('moves with the arrow keys', async () => {
    renderGrid();
    const { dialog } = await openViewer('Open photo: Opening praise');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleDescription('Photo 2 of 4');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleDescription('Photo 3 of 4');
    expect(shownImage(dialog)).toHaveAttribute('src', storageUrl('album/p2.webp'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveAccessibleDescription('Photo 4 of 4');
  });

  it('moves with a horizontal touch swipe of 50 px or more, not with a short or vertical one', async () => {
    renderGrid();
    const { dialog } = await openViewer('Open photo: Opening praise');
    const stage = within(dialog).getByTestId('photo-viewer-stage');
    const swipe = (dx: number, dy = 0, pointerType = 'touch') => {
      fireEvent.pointerDown(stage, { pointerId: 7, pointerType, clientX: 300, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 7, pointerType, clientX: 300 + dx, clientY: 300 + dy });
    };
    swipe(-80);
    expect(dialog).toHaveAccessibleDescription('Photo 2 of 4');
    swipe(-40);
    swipe(-60, 120);
    swipe(-200, 0, 'mouse');
    expect(dialog).toHaveAccessibleDescription('Photo 2 of 4');
    swipe(60);
    expect(dialog).toHaveAccessibleDescription('Photo 1 of 4');
  });

  it('slides the new photo in from the side it comes from', async () => {
    const animate = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    renderGrid();
    const { dialog } = await openViewer('Open photo: Opening praise');
    expect(animate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.contexts[0]).toBe(shownImage(dialog));
    expect(animate.mock.calls[0]![0]).toEqual([
      { opacity: 0, transform: 'translateX(48px)' },
      { opacity: 1, transform: 'none' },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(animate.mock.calls[1]![0][0]).toEqual({ opacity: 0, transform: 'translateX(-48px)' });
  });

  it('does not slide with reduced motion', async () => {
    const animate = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    renderGrid();
    const { dialog } = await openViewer('Open photo: Opening praise');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveAccessibleDescription('Photo 2 of 4');
    expect(animate).not.toHaveBeenCalled();
  });
});
