import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerTable, failTable, holdTable, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { HeroSection } from './hero-section';

const originalMatchMedia = window.matchMedia;

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: reduce && query.includes('prefers-reduced-motion'),
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as typeof window.matchMedia;
}

describe('HeroSection', () => {
  let play: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it("shows 'Loading Hero...' while loading", () => {
    holdTable('hero_videos');
    renderWithProviders(<HeroSection />);
    expect(screen.getByTestId('hero')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Hero...');
    // The welcome text does not wait for the video row (largest contentful paint).
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Our Church' })).toBeVisible();
  });

  it("shows the gradient with 'Welcome to Our Church' when no video is active (406 PGRST116, silent)", async () => {
    answerTable('hero_videos', []);
    renderWithProviders(<HeroSection />);
    await waitFor(() => expect(screen.getByTestId('hero')).toHaveAttribute('data-state', 'fallback'));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Our Church' })).toBeVisible();
    expect(screen.queryByText('Loading Hero...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
  });

  it('falls back to the gradient when the read fails', async () => {
    failTable('hero_videos');
    renderWithProviders(<HeroSection />);
    await waitFor(() => expect(screen.getByTestId('hero')).toHaveAttribute('data-state', 'fallback'));
    expect(screen.getByText('Welcome to Our Church')).toBeVisible();
  });

  it('plays the active video muted, inline, from its start, jumping back at its end', async () => {
    answerTable('hero_videos', [{ video_file_path: 'intro.mp4', start_seconds: 5, end_seconds: 20 }]);
    renderWithProviders(<HeroSection />);
    const video = (await screen.findByTestId('hero-video')) as HTMLVideoElement;
    expect(screen.getByTestId('hero')).toHaveAttribute('data-state', 'video');
    // Media fragment: the browser itself starts at start_seconds.
    expect(video).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/hero-videos/intro.mp4#t=5`,
    );
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('muted');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(false);

    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(5);
    expect(play).toHaveBeenCalledTimes(1);

    video.currentTime = 20;
    fireEvent.timeUpdate(video);
    expect(video.currentTime).toBe(5);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('loops the whole video when no end time is set', async () => {
    answerTable('hero_videos', [{ video_file_path: 'intro.mp4', start_seconds: 0, end_seconds: 0 }]);
    renderWithProviders(<HeroSection />);
    const video = (await screen.findByTestId('hero-video')) as HTMLVideoElement;
    expect(video.loop).toBe(true);
  });

  it('only warns when autoplay is blocked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    answerTable('hero_videos', [{ video_file_path: 'intro.mp4', start_seconds: 0, end_seconds: 0 }]);
    renderWithProviders(<HeroSection />);
    const video = await screen.findByTestId('hero-video');
    await act(async () => {
      fireEvent.loadedMetadata(video);
    });
    expect(warn).toHaveBeenCalledWith('Hero video autoplay was blocked:', expect.any(DOMException));
  });

  it('does not autoplay under reduced motion and offers a play button', async () => {
    mockReducedMotion(true);
    answerTable('hero_videos', [{ video_file_path: 'intro.mp4', start_seconds: 0, end_seconds: 0 }]);
    renderWithProviders(<HeroSection />);
    const video = await screen.findByTestId('hero-video');
    expect(video).not.toHaveAttribute('autoplay');
    fireEvent.loadedMetadata(video);
    expect(play).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('scrolls the service times and the extra text with a hidden duplicate, and can pause it', async () => {
    answerTable('hero_videos', []);
    answerTable('site_settings', [
      {
        setting_key: 'service_times',
        setting_value: [
          { day: 'sunday', time: '10:00', label: 'Sunday' },
          { day: 'wednesday', time: '18:30', label: 'Mid-Week' },
        ],
      },
      { setting_key: 'service_times_ticker', setting_value: 'Everyone is welcome!' },
    ]);
    renderWithProviders(<HeroSection />);
    const ticker = await screen.findByTestId('service-ticker');
    const text = 'Sunday: 10:00 AM  •  Mid-Week: Wednesday 6:30 PM  •  Everyone is welcome!';
    const copies = await screen.findAllByText(text, { normalizer: (value) => value });
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause service times ticker' }));
    expect(ticker.querySelector('.ticker')).toHaveAttribute('data-paused', 'true');
    expect(screen.getByRole('button', { name: 'Play service times ticker' })).toBeInTheDocument();
  });

  it('shows the built-in service times when no setting is stored, without extra text', async () => {
    answerTable('hero_videos', []);
    renderWithProviders(<HeroSection />);
    await waitFor(() => expect(screen.getByTestId('hero')).toHaveAttribute('data-state', 'fallback'));
    const ticker = screen.getByTestId('service-ticker');
    expect(ticker.querySelector('p')).toHaveTextContent(
      /^Sunday: 9:00 AM & 11:00 AM • Mid-Week: Wednesday 7:00 PM$/,
    );
  });
});
