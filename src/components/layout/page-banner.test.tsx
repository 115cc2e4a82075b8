import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerSiteSettings, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { FALLBACK_BANNER_URL, PageBanner } from './page-banner';

const settings = answerSiteSettings;

function bannerImage() {
  return screen.getByTestId('page-banner').querySelector('img');
}

describe('PageBanner', () => {
  it('renders the title as the h1, the description and a skeleton while loading', () => {
    holdTable('site_settings');
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
    failTable('site_settings');
    renderWithProviders(<PageBanner title="About Us" settingKey="banner_image_about_page" />);
    await waitFor(() => expect(bannerImage()).toHaveAttribute('src', FALLBACK_BANNER_URL));
    expect(bannerImage()).toHaveAttribute('alt', '');
  });
});
