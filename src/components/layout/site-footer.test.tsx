import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTable, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('lists the first eight items as Quick Links, with About Us and without Contact', () => {
    holdTable('site_settings');
    renderWithProviders(<SiteFooter />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Events', '/events'],
      ['Sermons', '/sermons'],
      ['Gallery', '/gallery'],
      ["Pastor's Corner", '/pastors-corner'],
      ['Live', '/live'],
      ['Donate', '/donate'],
    ]);
  });

  it('shows the built-in defaults while loading and when the read fails', async () => {
    failTable('site_settings');
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText('4702 Century Plaza Rd, Indianapolis, IN 46254, USA')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM & 11:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Wednesday 7:00 PM')).toBeInTheDocument();
    expect(screen.getByText(/Mid-Week/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/',
    );
  });

  it('shows the site settings', async () => {
    answerTable('site_settings', [
      {
        setting_key: 'contact_info',
        setting_value: {
          address: '1 Main St, Carmel, IN',
          phone: '(317) 555-0100',
          email: 'hello@church.test',
        },
      },
      {
        setting_key: 'service_times',
        setting_value: [{ day: 'saturday', time: '18:00', label: 'Saturday' }],
      },
      { setting_key: 'social_media_links', setting_value: { youtube: 'https://youtube.com/@church' } },
    ]);
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByText('1 Main St, Carmel, IN')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(317) 555-0100' })).toHaveAttribute('href', 'tel:3175550100');
    expect(screen.getByRole('link', { name: 'hello@church.test' })).toHaveAttribute(
      'href',
      'mailto:hello@church.test',
    );
    expect(screen.getByText('6:00 PM')).toBeInTheDocument();
    expect(screen.queryByText('9:00 AM & 11:00 AM')).not.toBeInTheDocument();
    const youtube = screen.getByRole('link', { name: 'YouTube (opens in a new tab)' });
    expect(youtube).toHaveAttribute('href', 'https://youtube.com/@church');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });
});
