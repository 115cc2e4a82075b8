import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { answerTable, failTable, holdTable, recordRequests, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { SermonDetail } from './sermon-detail';
import { sermonRow } from './test-sermons';

const ID = 'e0000000-0000-4000-8000-000000000001';
const FULL = sermonRow({
  id: ID,
  title: 'Refuge and Strength',
  speaker: 'Elder Marcus Williams',
  date: '2026-11-22',
  series: 'Psalms for Every Season',
  description: 'When the ground shakes, God does not.',
  scripture_references: ['Psalm 46:1-11', 'Proverbs 18:10'],
  cover_image_source_type: 'upload',
  cover_image_path: 'psalms.jpg',
  audio_file_path: 'refuge-and-strength.mp3',
  audio_urls: { podcast_facebook_url: 'https://www.facebook.com/church/videos/1' },
  video_url: { youtube: 'https://youtu.be/Rf8kT2mLq4Z' },
});

function renderDetail(id: string | undefined = ID) {
  return renderWithProviders(
    <>
      <SermonDetail id={id} />
      <Toaster />
    </>,
  );
}

beforeEach(() => resetToasts());

describe('SermonDetail', () => {
  it('shows a loading state', () => {
    holdTable('sermons');
    renderDetail();
    expect(screen.getByRole('status', { name: 'Loading sermon' })).toBeInTheDocument();
  });

  it('shows the sermon with its video facade, audio, details and links', async () => {
    answerTable('sermons', [FULL]);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Refuge and Strength' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Refuge and Strength \| /);
    expect(screen.getByText(/^By Elder Marcus Williams on/)).toHaveTextContent(
      'By Elder Marcus Williams on November 22, 2026',
    );
    expect(screen.getByText('Psalms for Every Season')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover image for Refuge and Strength' })).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/sermon-covers/psalms.jpg`,
    );

    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute(
      'src',
      `${SUPABASE_URL}/storage/v1/object/public/sermon-audio/refuge-and-strength.mp3`,
    );
    expect(screen.getByRole('link', { name: 'Download MP3' })).toHaveAttribute(
      'href',
      `${SUPABASE_URL}/storage/v1/object/public/sermon-audio/refuge-and-strength.mp3?download=refuge-and-strength.mp3`,
    );

    const details = screen.getByRole('heading', { name: 'Details' }).parentElement as HTMLElement;
    expect(within(details).getByText('When the ground shakes, God does not.')).toBeInTheDocument();
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Psalm 46:1-11', 'Proverbs 18:10']);

    expect(screen.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=Rf8kT2mLq4Z',
    );
    expect(screen.getByRole('link', { name: 'Watch on Facebook (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );

    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'VideoObject',
      name: 'Refuge and Strength',
      uploadDate: '2026-11-22',
    });
  });

  it('builds the privacy-enhanced player only when play is pressed', async () => {
    answerTable('sermons', [FULL]);
    renderDetail();
    const play = await screen.findByRole('button', { name: 'Play video: Refuge and Strength' });
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    expect(screen.getByTitle('Refuge and Strength (YouTube video player)')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Rf8kT2mLq4Z?autoplay=1&rel=0',
    );
  });

  it('leaves out what the sermon does not have', async () => {
    answerTable('sermons', [
      sermonRow({ id: ID, title: 'A Quiet Word', description: '  ', video_url: { youtube: 'not-an-id' } }),
    ]);
    renderDetail();
    expect(await screen.findByText('No description provided.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Watch Sermon Video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Listen to Audio' })).not.toBeInTheDocument();
    // No YouTube or Facebook buttons; the card still offers the podcast.
    expect(screen.queryByRole('link', { name: /Watch on/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Podcast' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scripture References' })).not.toBeInTheDocument();
    // Neither a VideoObject nor a PodcastEpisode: only the page's breadcrumbs.
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => (JSON.parse(block.textContent ?? '{}') as { '@type'?: string })['@type'],
    );
    expect(types).toEqual(['BreadcrumbList']);
  });

  it("shows 'Sermon Not Found' for a missing sermon", async () => {
    answerTable('sermons', []);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sermon Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The sermon you are looking for does not exist or may have been moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sermons' })).toHaveAttribute('href', '/sermons');
  });

  it("shows 'Sermon Not Found' for a malformed id without asking the server", async () => {
    const requests = recordRequests('sermons');
    renderDetail('not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sermon Not Found' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("toasts 'Error' / 'Could not load sermon details.' and shows the error state", async () => {
    failTable('sermons');
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load sermon details.');
    expect(
      await screen.findByText('Could not load sermon details.', {
        selector: '[data-slot="toast-description"]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error', { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
  });
});
