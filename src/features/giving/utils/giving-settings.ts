import * as z from 'zod/mini';
import { centsText, moneyCents, scaledDecimal } from '@/components/editor/field-values';
import { Constants } from '@/types/database.types';
import type { GivingSettingsRow } from '../api/admin-giving-settings';

// The Giving section's form (/admin/settings/giving, docs/decisions/0038): text as typed, checked
// by the kit with the database's rules (20261129100100_giving.sql) and turned into the row.

/** The form's values. */
export interface GivingSettingsForm {
  provider: GivingSettingsRow['provider'];
  externalUrl: string;
  /** Percent, e.g. '2.9'. */
  feePercent: string;
  /** Dollars, e.g. '0.30'. */
  feeFixed: string;
  ein: string;
  signer: string;
}

/** The saved settings as the form shows them. */
export function toGivingForm(row: GivingSettingsRow): GivingSettingsForm {
  return {
    provider: row.provider,
    externalUrl: row.external_url ?? '',
    feePercent: String(row.fee_percent_bp / 100),
    feeFixed: centsText(row.fee_fixed_cents),
    ein: row.ein ?? '',
    signer: row.statement_signer ?? '',
  };
}

/** The messages of the Giving form. */
export const GIVING_SETTINGS_MESSAGES = {
  url: 'Enter the giving page’s address, starting with https://.',
  urlNeeded: 'Enter the address of your giving page for this mode.',
  percent: 'Enter a percent from 0 to 20, e.g. 2.9.',
  fixed: 'Enter an amount from $0 to $10, e.g. 0.30.',
  ein: 'Enter the EIN as 12-3456789.',
  signer: 'The signer can be at most 120 characters.',
} as const;

const M = GIVING_SETTINGS_MESSAGES;
const HTTPS_URL = /^https:\/\/[^/?#@\s]+([/?#]\S*)?$/;

/** The Giving form's rules; the parsed value is the row to save. */
export const givingSettingsSchema = z.pipe(
  z
    .object({
      provider: z.enum(Constants.public.Enums.giving_provider),
      externalUrl: z.string().check(
        z.trim(),
        z.refine((url) => url === '' || HTTPS_URL.test(url), M.url),
      ),
      feePercent: scaledDecimal(20, 2, M.percent),
      feeFixed: moneyCents(10, M.fixed),
      ein: z.string().check(
        z.trim(),
        z.refine((ein) => ein === '' || /^\d{2}-\d{7}$/.test(ein), M.ein),
      ),
      signer: z.string().check(z.trim(), z.maxLength(120, M.signer)),
    })
    .check(
      z.refine((form) => form.provider !== 'external' || form.externalUrl !== '', {
        message: M.urlNeeded,
        path: ['externalUrl'],
      }),
    ),
  z.transform(
    (form): GivingSettingsRow => ({
      provider: form.provider,
      external_url: form.externalUrl || null,
      fee_percent_bp: form.feePercent,
      fee_fixed_cents: form.feeFixed,
      ein: form.ein || null,
      statement_signer: form.signer || null,
    }),
  ),
);
