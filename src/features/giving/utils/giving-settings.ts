import type { GivingSettingsRow } from '../api/admin-giving-settings';

/** The Giving group's form: text as typed. */
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
    feeFixed: (row.fee_fixed_cents / 100).toFixed(2),
    ein: row.ein ?? '',
    signer: row.statement_signer ?? '',
  };
}

/**
 * Checks the form with the database's rules (20261129100100_giving.sql) and gives the row to save.
 *
 * @returns the row, or the first problem in words with its field.
 */
export function fromGivingForm(
  form: GivingSettingsForm,
): { ok: true; row: GivingSettingsRow } | { ok: false; field: keyof GivingSettingsForm; message: string } {
  const url = form.externalUrl.trim();
  if (url && !/^https:\/\/[^/?#@\s]+([/?#]\S*)?$/.test(url)) {
    return {
      ok: false,
      field: 'externalUrl',
      message: 'Enter the giving page’s address, starting with https://.',
    };
  }
  if (form.provider === 'external' && !url) {
    return {
      ok: false,
      field: 'externalUrl',
      message: 'Enter the address of your giving page for this mode.',
    };
  }
  const percent = Number(form.feePercent);
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(form.feePercent.trim()) || percent > 20) {
    return { ok: false, field: 'feePercent', message: 'Enter a percent from 0 to 20, e.g. 2.9.' };
  }
  const fixed = Number(form.feeFixed);
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(form.feeFixed.trim()) || fixed > 10) {
    return { ok: false, field: 'feeFixed', message: 'Enter an amount from $0 to $10, e.g. 0.30.' };
  }
  const ein = form.ein.trim();
  if (ein && !/^\d{2}-\d{7}$/.test(ein)) {
    return { ok: false, field: 'ein', message: 'Enter the EIN as 12-3456789.' };
  }
  const signer = form.signer.trim();
  if (signer.length > 120)
    return { ok: false, field: 'signer', message: 'The signer can be at most 120 characters.' };
  return {
    ok: true,
    row: {
      provider: form.provider,
      external_url: url || null,
      fee_percent_bp: Math.round(percent * 100),
      fee_fixed_cents: Math.round(fixed * 100),
      ein: ein || null,
      statement_signer: signer || null,
    },
  };
}
