import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { never, resetFakeDb, respond } from '@/testing/fake-db';
import { renderWithProviders } from '@/testing/render';
import { FALLBACK_BANNER_URL, PageBanner } from './page-banner';

vi.mock('@/lib/supabase-rest', () => import('@/testing/fake-db'));

const settings = (rows: Record<string, unknown>) =>
  respond('site_settings', {
    data: Object.entries(rows).map(([setting_key, setting_value]) => ({ setting_key, setting_value })),
  });

function bannerImage() {
  return screen.getByTestId('page-banner').querySelector('img');
}

describe('PageBanner', () => {
  beforeEach(() => resetFakeDb());

  it('renders the title as the h1, the description and a skeleton while loading', () => {
    respond('site_settings', never);
    renderWithProviders(
      <PageBanner title="About Us" description="Learn more" settingKey="banner_image_about_page" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Learn more')).toBeInTheDocument();
    expect(screen.getByTestId('page-banner')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByTestId('page-banner-skeleton')).toBeInTheDocument();
    expect(bannerImage()).toBeNull();
  });

  it('uses the page key, and drops the skeleton once the image has loaded', async () => {
    settings({
      banner_image_about_page: 'https://img.test/about.jpg',
      banner_image_default: 'https://img.test/default.jpg',
    });
    renderWithProviders(<PageBanner title="About Us" settingKey="banner_image_about_page" />);
    await waitFor(() => expect(bannerImage()).toHaveAttribute('src', 'https://img.test/about.jpg'));
    fireEvent.load(bannerImage()!);
    expect(screen.getByTestId('page-banner')).toHaveAttribute('data-state', 'loaded');
    expect(screen.queryByTestId('page-banner-skeleton')).not.toBeInTheDocument();
  });

  it('falls back to banner_image_default, then to the built-in image', async () => {
    settings({ banner_image_default: 'https://img.test/default.jpg' });
    renderWithProviders(<PageBanner title="About Us" settingKey="banner_image_about_page" />);
    await waitFor(() => expect(bannerImage()).toHaveAttribute('src', 'https://img.test/default.jpg'));
    fireEvent.error(bannerImage()!);
    expect(bannerImage()).toHaveAttribute('src', FALLBACK_BANNER_URL);
  });

  it('uses the built-in image when the settings cannot be read', async () => {
    respond('site_settings', { error: { message: 'down' } });
    renderWithProviders(<PageBanner title="About Us" settingKey="banner_image_about_page" />);
    await waitFor(() => expect(bannerImage()).toHaveAttribute('src', FALLBACK_BANNER_URL));
    expect(bannerImage()).toHaveAttribute('alt', '');
  });
});
