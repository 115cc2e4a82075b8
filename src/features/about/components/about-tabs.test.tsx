import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerSiteSettings, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { ABOUT_DEFAULTS } from '@/lib/site-settings/about-defaults';
import { AboutTabs } from './about-tabs';

const settings = answerSiteSettings;

describe('AboutTabs', () => {
  it('has five tabs with Vision & Mission selected', () => {
    holdTable('site_settings');
    renderWithProviders(<AboutTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Vision & Mission',
      'Our Mandate',
      'Our Values',
      'Leadership',
      'Our History',
    ]);
    expect(screen.getByRole('tab', { name: 'Vision & Mission' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a skeleton in each tab while loading', async () => {
    holdTable('site_settings');
    renderWithProviders(<AboutTabs />);
    for (const name of ['Vision & Mission', 'Our Mandate', 'Our Values', 'Leadership', 'Our History']) {
      await userEvent.click(screen.getByRole('tab', { name }));
      expect(within(screen.getByRole('tabpanel')).getByTestId('about-tab-skeleton')).toBeInTheDocument();
    }
  });

  it('shows the built-in defaults when the settings are missing or failed', async () => {
    failTable('site_settings');
    renderWithProviders(<AboutTabs />);
    expect(await screen.findByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByText('Global apostolic revival for excellency.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Our Values' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      ABOUT_DEFAULTS.values.items.map((item) => item.title),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Our History' }));
    expect(screen.getByRole('heading', { name: 'Our History' })).toBeInTheDocument();
  });

  it('shows the settings, with icons, leader photos and clamped bios', async () => {
    settings({
      about_us_vision_mission: {
        vision_title: 'Vision',
        vision_points: ['Revival'],
        mission_title: 'Mission',
        mission_text: 'Go and make disciples.',
      },
      about_us_mandate: { title: 'The Mandate', text: 'First.\n\nSecond.' },
      about_us_values: {
        title: 'Values',
        items: [
          { id: 1, iconName: 'Handshake', title: 'Unity', description: 'Together.' },
          { id: 2, iconName: 'Rocket', title: 'Zeal', description: 'Fire.' },
        ],
      },
      about_us_leadership: {
        title: 'Leaders',
        items: [
          {
            id: 1,
            name: 'Rev. John Doe',
            role: 'Senior Pastor',
            image: 'https://img.test/john.jpg',
            bio: 'Long bio.',
          },
        ],
      },
      about_us_history: { title: 'History', text: 'Founded in faith.' },
    });
    renderWithProviders(<AboutTabs />);
    expect(await screen.findByText('Revival')).toBeInTheDocument();
    expect(screen.getByText('Go and make disciples.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Our Mandate' }));
    expect(screen.getByRole('heading', { name: 'The Mandate' })).toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Our Values' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelector('[data-icon="Handshake"]')).not.toBeNull();
    expect(panel.querySelector('[data-icon="Heart"]')).not.toBeNull(); // unknown icon name

    await userEvent.click(screen.getByRole('tab', { name: 'Leadership' }));
    expect(screen.getByRole('img', { name: 'Portrait of Rev. John Doe' })).toHaveAttribute(
      'src',
      'https://img.test/john.jpg',
    );
    expect(screen.getByText('Senior Pastor')).toBeInTheDocument();
    expect(screen.getByTestId('leader-bio')).toHaveClass('line-clamp-4');

    await userEvent.click(screen.getByRole('tab', { name: 'Our History' }));
    expect(screen.getByText('Founded in faith.')).toBeInTheDocument();
  });
});
