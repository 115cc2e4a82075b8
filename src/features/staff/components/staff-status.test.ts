import { describe, expect, it } from 'vitest';
import type { StaffEntry } from '../api/staff';
import { staffStatus } from './staff-directory';

const base: StaffEntry = {
  userId: null,
  email: 'a@example.org',
  displayName: null,
  role: 'editor',
  lastSignInAt: null,
  createdAt: '2026-11-01T00:00:00Z',
  pending: true,
  expiresAt: '2026-11-08T00:00:00Z',
};
const NOW = Date.parse('2026-11-05T00:00:00Z');

describe('staffStatus', () => {
  it('names the three states', () => {
    expect(staffStatus({ ...base, pending: false, expiresAt: null }, NOW)).toBe('Active');
    expect(staffStatus(base, NOW)).toBe('Invitation pending');
    expect(staffStatus({ ...base, expiresAt: '2026-11-04T23:59:59Z' }, NOW)).toBe('Invitation expired');
    // An account whose link was not opened yet has no invitation expiry of its own.
    expect(staffStatus({ ...base, userId: 'x', expiresAt: null }, NOW)).toBe('Invitation pending');
  });
});
