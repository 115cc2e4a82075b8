import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
      <SubscribeMenu
        label="Podcast"
        title="Sermon podcast"
        intro="Get new sermons in your podcast app."
        feeds={FEEDS}
      />
    </>,
  );
  return screen.getByRole('button', { name: 'Podcast' });
}

describe('SubscribeMenu', () => {
  it('opens a dialog listing each feed with its address and links', async () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sermon podcast' });
    expect(dialog).toHaveAccessibleDescription('Get new sermons in your podcast app.');
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
    await userEvent.click(renderMenu());
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Copy link: Series: Psalms' }));
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
    await userEvent.click(renderMenu());
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Copy link: All sermons' }));
    });
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Could not copy the link',
      variant: 'destructive',
    });
    expect(screen.getByRole('textbox', { name: 'All sermons' })).toHaveFocus();
  });

  it('closes on Escape with focus back on its button', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Sermon podcast' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});
