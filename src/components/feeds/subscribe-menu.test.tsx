import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/hooks/use-toast';
import { SubscribeMenu } from './subscribe-menu';

const FEEDS = [
  {
    name: 'All sermons',
    address: 'https://api.example/rest/v1/rpc/podcast_feed?apikey=anon',
    links: [
      {
        label: 'Open in Apple Podcasts',
        href: 'itms-pcast://api.example/rest/v1/rpc/podcast_feed?apikey=anon',
      },
    ],
  },
  {
    name: 'Series: Psalms',
    address: 'https://api.example/rest/v1/rpc/podcast_feed?apikey=anon&series=Psalms',
    links: [{ label: 'Open the feed', href: 'https://api.example/feed', newTab: true }],
  },
];

function stubClipboard(writeText: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  act(() => resetToasts());
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderMenu() {
  render(
    <>
      <SubscribeMenu label="Podcast" intro="Get new sermons in your podcast app." feeds={FEEDS} />
      <p>Outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Podcast' });
}

describe('SubscribeMenu', () => {
  it('is closed until its button is pressed, then lists each feed with its address and links', () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Podcast' })).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Podcast' });
    expect(panel).toHaveTextContent('Get new sermons in your podcast app.');
    expect(screen.getByRole('textbox', { name: 'All sermons' })).toHaveValue(FEEDS[0]!.address);
    expect(screen.getByRole('textbox', { name: 'Series: Psalms' })).toHaveValue(FEEDS[1]!.address);
    expect(screen.getByRole('link', { name: 'Open in Apple Podcasts' })).toHaveAttribute(
      'href',
      FEEDS[0]!.links[0]!.href,
    );
    expect(screen.getByRole('link', { name: 'Open in Apple Podcasts' })).not.toHaveAttribute('target');
    const web = screen.getByRole('link', { name: 'Open the feed (opens in a new tab)' });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("'Copy link' copies that feed's address and confirms it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const toasts = renderHook(() => useToasts());
    fireEvent.click(renderMenu());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link: Series: Psalms' }));
    });
    expect(writeText).toHaveBeenCalledWith(FEEDS[1]!.address);
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Link copied',
      description: 'Feed address copied to clipboard.',
    });
  });

  it('selects the address and says so when the clipboard is refused', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    const toasts = renderHook(() => useToasts());
    fireEvent.click(renderMenu());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link: All sermons' }));
    });
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Could not copy the link',
      variant: 'destructive',
    });
    expect(screen.getByRole('textbox', { name: 'All sermons' })).toHaveFocus();
  });

  it('closes on Escape with focus back on its button, and on a press outside', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
