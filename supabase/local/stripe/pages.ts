/**
 * The stand-in's two pages (docs/decisions/0038): the hosted Checkout page ('Card number' or a
 * US bank account, 'Pay', '← Back' to cancel_url) and the customer portal ('Your gifts', 'Cancel
 * gift'). Plain HTML forms; no card is charged.
 */
import type { SessionState, SubscriptionState } from './state';

/** The test cards and bank accounts (https://docs.stripe.com/testing). */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
/** ACH Direct Debit: the payment clears (after /_local/settle). */
export const PAYING_BANK_ACCOUNT = '000123456789';
/** ACH Direct Debit: the payment fails when it settles (account closed). */
export const FAILING_BANK_ACCOUNT = '000111111116';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Cents in the session's currency, e.g. '$51.81'. */
export function dollars(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** A page of the stand-in. */
export function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1e293b}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box;border:1px solid #64748b;border-radius:6px}
button{margin-top:1.25rem;width:100%;padding:.8rem;font-size:1rem;font-weight:700;color:#fff;background:#1a3fae;border:0;border-radius:6px;cursor:pointer}
.error{color:#b91c1c;font-weight:600}.note{font-size:.875rem;color:#475569}a{color:#1a3fae}</style></head>
<body><p class="note">Local Stripe stand-in: no card is charged.</p>${content}</body></html>`;
}

/** 'every 3 months', 'per month', 'per year'. */
export function every(recurring: { interval: string; interval_count: number }): string {
  return recurring.interval_count === 1
    ? `per ${recurring.interval}`
    : `every ${recurring.interval_count} ${recurring.interval}s`;
}

/** The Checkout page of one session, with an error after a refused card. */
export function payPage(session: SessionState, error?: string): string {
  const amount = dollars(session.amount, session.currency);
  const bank =
    session.mode === 'payment'
      ? `<label for="bank">Or US bank account number</label><input id="bank" name="bank_account" inputmode="numeric" autocomplete="off" placeholder="000123456789">`
      : '';
  return page(
    `Pay ${amount}`,
    `<main><h1>${escapeHtml(session.description)}</h1><p><strong>${amount}${session.recurring ? ` ${every(session.recurring)}` : ''}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(session.customerEmail ?? '')}" required>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
${bank}
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">
<button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">← Back</a></p></main>`,
  );
}

/** The portal of one customer: their recurring gifts, each with 'Cancel gift'. */
export function portalPage(portalId: string, returnUrl: string | null, gifts: SubscriptionState[]): string {
  const rows = gifts
    .map((s) => {
      const what = `${escapeHtml(s.description)}: ${dollars(s.amount, s.currency)} ${every(s.recurring)}`;
      return s.status === 'canceled'
        ? `<li>${what} (canceled)</li>`
        : `<li>${what} <form method="post" action="/p/session/${escapeHtml(portalId)}/cancel"><input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><button type="submit">Cancel gift</button></form></li>`;
    })
    .join('');
  return page(
    'Your gifts',
    `<main><h1>Your gifts</h1><ul>${rows || '<li>No recurring gifts.</li>'}</ul>${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to the site</a></p>` : ''}</main>`,
  );
}
