import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, answerTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { SettingsNeedingSpanish } from './settings-needing-spanish';
import { fakeSettings, openSection, SEEDED, type Row } from './test-settings';

// The Spanish versions `<key>_es` of the translated settings (decision 0055).

beforeEach(async () => {
  resetToasts();
  window.localStorage.clear();
  await signInAs(STAFF_USER);
  answerTable('hero_videos', []);
});

afterEach(signOutTestUser);

const HISTORY: Row = {
  setting_key: 'about_us_history',
  setting_value: { title: 'Our history', text: 'Founded in 1990.' },
  version: 2,
};
const HISTORY_ES: Row = {
  setting_key: 'about_us_history_es',
  setting_value: { title: 'Nuestra historia', text: 'Fundada en 1990.' },
  version: 5,
};

describe('SettingsEditor: Spanish versions', () => {
  it('saves a changed Spanish row with its own version, leaving the English alone', async () => {
    const table = fakeSettings([...SEEDED, HISTORY, HISTORY_ES]);
    const section = await openSection('About');
    const fieldset = section.querySelector<HTMLElement>('#setting-about_us_history-fieldset')!;
    const spanishTab = within(fieldset).getByRole('tab', { name: /Español/ });
    expect(spanishTab).not.toHaveTextContent('Spanish missing');
    await userEvent.click(spanishTab);
    const text = within(fieldset).getByLabelText('Spanish history text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Fundada en 1991.');
    await userEvent.click(within(section).getByRole('button', { name: 'Save about' }));
    expect(await screen.findByText('About saved.')).toBeInTheDocument();
    expect(table.writes).toHaveLength(1);
    expect(table.writes[0]!.method).toBe('PATCH');
    expect(table.writes[0]!.url.searchParams.get('setting_key')).toBe('eq.about_us_history_es');
    expect(table.writes[0]!.body).toEqual({
      setting_value: { title: 'Nuestra historia', text: 'Fundada en 1991.' },
      version: 5,
    });
  });

  it('adds a Spanish ticker as a new row, marks it missing until then, and deletes it when blanked', async () => {
    const ticker: Row = { setting_key: 'service_times_ticker', setting_value: 'Welcome home', version: 1 };
    const table = fakeSettings([...SEEDED, ticker]);
    const section = await openSection('Home');
    const spanishTab = within(section).getByRole('tab', { name: /Español/ });
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await userEvent.click(spanishTab);
    const field = within(section).getByLabelText('Extra ticker text (optional)');
    await userEvent.type(field, ' Bienvenidos a casa ');
    expect(spanishTab).not.toHaveTextContent('Spanish missing');
    await userEvent.click(within(section).getByRole('button', { name: 'Save home' }));
    expect(await screen.findByText('Home saved.')).toBeInTheDocument();
    expect(table.writes).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { setting_key: 'service_times_ticker_es', setting_value: 'Bienvenidos a casa' },
      }),
    ]);
    await userEvent.clear(within(section).getByLabelText('Extra ticker text (optional)'));
    await userEvent.click(within(section).getByRole('button', { name: 'Save home' }));
    await screen.findAllByText('Home saved.');
    expect(table.writes[1]).toMatchObject({ method: 'DELETE' });
    expect(table.writes[1]!.url.searchParams.get('setting_key')).toBe('eq.service_times_ticker_es');
  });

  it('refuses a Spanish row with the English rules, sending nothing', async () => {
    const table = fakeSettings([...SEEDED, HISTORY]);
    const section = await openSection('About');
    const fieldset = section.querySelector<HTMLElement>('#setting-about_us_history-fieldset')!;
    await userEvent.click(within(fieldset).getByRole('tab', { name: /Español/ }));
    await userEvent.type(within(fieldset).getByLabelText('Spanish history title'), 'Nuestra historia');
    await userEvent.click(within(section).getByRole('button', { name: 'Save about' }));
    expect(await within(fieldset).findByText('The text is required.')).toBeInTheDocument();
    expect(table.writes).toEqual([]);
  });
});

describe('SettingsNeedingSpanish', () => {
  it('links each setting that still needs Spanish to its fieldset on its section page', async () => {
    answerRpc('settings_needing_spanish', ['about_us_mandate', 'service_times_ticker', 'not_a_key']);
    renderWithProviders(
      <Routes>
        <Route path="/admin/settings" element={<SettingsNeedingSpanish />} />
      </Routes>,
      { route: '/admin/settings' },
    );
    const region = await screen.findByRole('region', { name: 'Needs Spanish' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mandate (About)', '/admin/settings/about#setting-about_us_mandate-fieldset'],
      ['Ticker text (Home)', '/admin/settings/home#setting-service_times_ticker-fieldset'],
    ]);
  });

  it('shows nothing when every translated setting has its Spanish', async () => {
    answerRpc('settings_needing_spanish', []);
    const { container, queryClient } = renderWithProviders(<SettingsNeedingSpanish />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['admin', 'site_settings', 'needing-spanish'])?.status).toBe(
        'success',
      ),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
