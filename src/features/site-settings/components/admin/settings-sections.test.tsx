/**
 * The settings in sections (issue 45): each section's unsaved input is its own draft, restored
 * only on its page; the podcast's defaults follow the church as saved under Church; the sender
 * of visitor e-mail is checked and stored.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_PREFIX } from '@/components/admin/use-unsaved-changes';
import { DRAFT_RESTORED_TEXT } from '@/components/editor/editor-parts';
import { resetToasts } from '@/hooks/use-toast';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerTable } from '@/testing/msw';
import { fakeSettings, openSection, renderEditor, SEEDED } from './test-settings';

beforeEach(async () => {
  resetToasts();
  window.localStorage.clear();
  await signInAs(STAFF_USER);
  answerTable('hero_videos', []);
});

afterEach(signOutTestUser);

describe('SettingsEditor, a page per section', () => {
  it("keeps each section's unsaved input under its own draft, restored only on its page", async () => {
    fakeSettings(SEEDED);
    const first = renderEditor('Service times');
    await screen.findByRole('button', { name: 'Save service times' });
    const times = screen.getByRole('region', { name: 'Service times' });
    const label = within(times).getByLabelText('Service 1 label');
    await userEvent.clear(label);
    await userEvent.type(label, 'Early service');
    await waitFor(() =>
      expect(window.localStorage.getItem(`${DRAFT_STORAGE_PREFIX}site-settings:service-times`)).toContain(
        'Early service',
      ),
    );
    first.unmount();

    const live = renderEditor('Live page');
    await screen.findByRole('button', { name: 'Save live page' });
    expect(screen.queryByText(DRAFT_RESTORED_TEXT)).not.toBeInTheDocument();
    live.unmount();

    renderEditor('Service times');
    expect(await screen.findByText(DRAFT_RESTORED_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('Service 1 label')).toHaveValue('Early service');
  });

  it("Podcast: each empty field's default follows the church's saved name", async () => {
    fakeSettings(SEEDED);
    const first = renderEditor('Podcast');
    expect(await screen.findByLabelText('Podcast title')).toHaveAccessibleDescription(
      'Using the default: Our Church Sermons',
    );
    first.unmount();
    fakeSettings([
      ...SEEDED,
      { setting_key: 'site_identity', setting_value: { name: 'Grace Chapel' }, version: 1 },
    ]);
    renderEditor('Podcast');
    await waitFor(() =>
      expect(screen.getByLabelText('Podcast title')).toHaveAccessibleDescription(
        'Using the default: Grace Chapel Sermons',
      ),
    );
  });

  it("Visitor e-mail: the sender's address is checked, then stored; the name is the church's", async () => {
    const table = fakeSettings([
      ...SEEDED,
      { setting_key: 'site_identity', setting_value: { name: 'Grace Chapel, Inc.' }, version: 1 },
    ]);
    const section = await openSection('Visitor e-mail');
    expect(await within(section).findByText('Grace Chapel, Inc.')).toBeInTheDocument();
    const address = within(section).getByLabelText('Sender address');
    expect(address).toHaveAccessibleDescription(
      /Using the default: the no-reply address the site was set up with$/,
    );
    await userEvent.type(address, 'the office');
    await userEvent.click(within(section).getByRole('button', { name: 'Save visitor e-mail' }));
    expect(
      await within(section).findByText('Enter an e-mail address such as office@example.org.'),
    ).toBeInTheDocument();
    expect(table.writes).toEqual([]);
    await userEvent.clear(address);
    await userEvent.type(address, ' office@gracechapel.example ');
    await userEvent.click(within(section).getByRole('button', { name: 'Save visitor e-mail' }));
    expect(await screen.findByText('Visitor e-mail saved.')).toBeInTheDocument();
    expect(table.writes.map((w) => [w.method, w.body])).toEqual([
      ['POST', { setting_key: 'visitor_email_address', setting_value: 'office@gracechapel.example' }],
    ]);
  });
});
