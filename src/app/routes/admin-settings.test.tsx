import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS } from '@/features/site-settings/settings-sections';
import { renderWithProviders } from '@/testing/render';
import { AdminSettingsRoute } from './admin-settings';
import { AdminSettingsSectionRoute } from './admin-settings-section';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The two settings routes as the router declares them, at `route`. */
function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/settings" element={<AdminSettingsRoute />} />
        <Route path="/admin/settings/:section" element={<AdminSettingsSectionRoute />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('/admin/settings', () => {
  it('lists every section with its summary, each linked to its own page', () => {
    renderAt('/admin/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SETTINGS_SECTIONS.map((section) => `/admin/settings/${section.id}`),
    );
    for (const section of SETTINGS_SECTIONS) {
      const link = within(nav).getByRole('link', { name: section.title });
      expect(link).toHaveAccessibleDescription(section.summary);
    }
    for (const title of ['Giving', 'Site rebuilds', 'Church network', 'Visitor e-mail'])
      expect(within(nav).getByRole('link', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['#settings-church-network', '/admin/settings/church-network'],
    ['#settings-podcast', '/admin/settings/podcast'],
    ['#giving', '/admin/settings/giving'],
    ['#site-rebuilds', '/admin/settings/site-rebuilds'],
  ])('an old anchor %s goes to %s', (hash, path) => {
    renderAt(`/admin/settings${hash}`);
    expect(screen.getByTestId('where')).toHaveTextContent(path);
  });

  it('an unknown anchor stays on the index', () => {
    renderAt('/admin/settings#nothing-here');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/settings$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});

describe('/admin/settings/<section>', () => {
  it("has the section's heading, its summary and the way back to the index", () => {
    renderAt('/admin/settings/site-rebuilds');
    expect(screen.getByRole('heading', { level: 1, name: 'Site rebuilds' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Site rebuilds' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('says so for a section that does not exist', () => {
    renderAt('/admin/settings/colours');
    expect(screen.getByRole('heading', { level: 1, name: 'No such settings page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All settings' })).toHaveAttribute('href', '/admin/settings');
  });
});
