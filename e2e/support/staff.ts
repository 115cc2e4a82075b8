import { expect, type Page } from '@playwright/test';
import type { StaffRole } from '../../src/config/staff-pages';
import { staffLinksFor } from '../../src/app/staff-resources';

/**
 * A local-only demo account (supabase/local/seed-accounts.ts, created by the local stack after the
 * seed; README "Demo accounts").
 */
export interface Account {
  email: string;
  password: string;
}

/** The demo staff member with the `admin` role. */
export const STAFF: Account = { email: 'staff@example.org', password: 'staff-local-only-password' };
/** The demo staff member with the `editor` role. */
export const EDITOR: Account = { email: 'editor@example.org', password: 'editor-local-only-password' };
/** The demo staff member with the `care` role. */
export const CARE: Account = { email: 'care@example.org', password: 'care-local-only-password' };
/** The demo signed-in user without staff rights. */
export const FINANCE: Account = { email: 'finance@example.org', password: 'finance-local-only-password' };

export const MEMBER: Account = { email: 'member@example.org', password: 'member-local-only-password' };

/**
 * Signs in through the sign-in page, as a person would, and waits for the page it returns to.
 *
 * @param path - the staff page to open after signing in (default `/admin`).
 */
export async function signIn(page: Page, account: Account = STAFF, path = '/admin'): Promise<void> {
  await page.goto(
    path === '/admin' ? '/admin/sign-in' : `/admin/sign-in?redirectTo=${encodeURIComponent(path)}`,
  );
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Signs out with the page's 'Sign out' button and waits for the sign-in page: signing out is
 * asynchronous, and a page opened before it has finished still finds the session.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByLabel('Email')).toBeVisible();
}

/**
 * The staff header's link texts for `role`, in order: the declared screens of
 * src/app/staff-resources.ts that the role may open (the one list the header is built from).
 */
export function staffLinkLabels(role: StaffRole): string[] {
  return staffLinksFor(role).map((link) => link.label);
}
