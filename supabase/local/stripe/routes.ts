/**
 * The stand-in's customer portal (API and page), its Checkout page and its `/_local/*` helpers
 * for tests and demos (stand-in.ts lists them). docs/decisions/0038.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Stripe from 'stripe';
import type { Billing } from './billing';
import { stripeId } from './billing';
import { apiError, obj, type FormValue } from './form';
import type { SessionState } from './state';
import {
  DECLINED_CARD,
  FAILING_BANK_ACCOUNT,
  page,
  PAYING_BANK_ACCOUNT,
  PAYING_CARD,
  payPage,
  portalPage,
} from './pages';

type Once = (
  request: { headers: Record<string, string | string[] | undefined>; body: unknown; url: string },
  reply: FastifyReply,
  create: () => { status: number; body: unknown },
) => Promise<FastifyReply>;

/** What the routes share with the server. */
export interface RouteContext {
  url: string;
  sessions: Map<string, SessionState>;
  billing: Billing;
  once: Once;
}

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');

function successUrl(session: SessionState): string {
  return session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
}

/** Registers the routes; returns the portal sessions (cleared on close). */
export function registerPages(app: FastifyInstance, { url, sessions, billing, once }: RouteContext) {
  const portals = new Map<string, Stripe.BillingPortal.Session>();
  const notFound = (reply: FastifyReply, message: string) =>
    reply
      .code(404)
      .type('text/html')
      .send(page('Not found', `<p>${message}</p>`));

  app.post('/v1/billing_portal/sessions', async (request, reply) => {
    const body = obj(request.body as FormValue);
    return once(request, reply, () => {
      const customer = text(body.customer);
      if (!customer)
        return {
          status: 400,
          body: apiError('invalid_request_error', 'Missing required param: customer.', { param: 'customer' }),
        };
      const id = stripeId('bps');
      const portal: Stripe.BillingPortal.Session = {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_test_default',
        created: Math.floor(Date.now() / 1000),
        customer,
        customer_account: null,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: text(body.return_url) || null,
        url: `${url}/p/session/${id}`,
      };
      portals.set(id, portal);
      return { status: 200, body: portal };
    });
  });

  // The checkout page --------------------------------------------------------------------------

  app.get<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return notFound(reply, 'This checkout link is not valid.');
    if (session.status === 'complete') return reply.redirect(successUrl(session), 303);
    return reply.type('text/html').send(payPage(session));
  });

  app.post<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return notFound(reply, 'This checkout link is not valid.');
    if (session.status === 'complete') return reply.redirect(successUrl(session), 303);
    const form = obj(request.body as FormValue);
    const card = text(form.card).replace(/[\s-]/g, '');
    const bank = session.mode === 'payment' ? text(form.bank_account).replace(/[\s-]/g, '') : '';
    const email = text(form.email).trim();
    const refuse = (message: string) => reply.type('text/html').send(payPage(session, message));
    if (!bank && card === DECLINED_CARD) return refuse('Your card was declined.');
    if (!bank && card !== PAYING_CARD) return refuse('Your card number is invalid.');
    if (bank && bank !== PAYING_BANK_ACCOUNT && bank !== FAILING_BANK_ACCOUNT)
      return refuse('Your bank account number is invalid.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return refuse('Your email address is invalid.');
    session.email = email;
    session.name = text(form.name).trim() || null;
    await billing.complete(session, bank ? { clears: bank === PAYING_BANK_ACCOUNT } : null);
    return reply.redirect(successUrl(session), 303);
  });

  // The customer portal ------------------------------------------------------------------------

  app.get<{ Params: { id: string } }>('/p/session/:id', async (request, reply) => {
    const portal = portals.get(request.params.id);
    if (!portal) return notFound(reply, 'This link has expired.');
    const mine = [...billing.subscriptions.values()].filter((s) => s.customer === portal.customer);
    return reply.type('text/html').send(portalPage(portal.id, portal.return_url, mine));
  });

  app.post<{ Params: { id: string } }>('/p/session/:id/cancel', async (request, reply) => {
    const portal = portals.get(request.params.id);
    const sub = billing.subscriptions.get(text(obj(request.body as FormValue).subscription));
    if (!portal || !sub || sub.customer !== portal.customer) return notFound(reply, 'Not found.');
    await billing.cancel(sub);
    return reply.redirect(`/p/session/${portal.id}`, 303);
  });

  // Local helpers (tests and demos) ----------------------------------------------------------------

  const missing = (reply: FastifyReply, what: string) =>
    reply.code(404).send(apiError('invalid_request_error', `No such ${what}`, { code: 'resource_missing' }));

  app.post('/_local/refund', async (request, reply) => {
    const body = obj(request.body as FormValue);
    const amount = text(body.amount) ? Number(text(body.amount)) : null;
    if (!text(body.payment_intent) || (amount !== null && (!Number.isInteger(amount) || amount <= 0)))
      return reply
        .code(400)
        .send(apiError('invalid_request_error', 'payment_intent (and a whole amount) required.'));
    const refunded = await billing.refund(text(body.payment_intent), amount);
    return refunded
      ? { ok: true, amount_refunded: refunded.amountRefunded }
      : missing(reply, 'payment_intent');
  });

  app.post('/_local/dispute', async (request, reply) => {
    const body = obj(request.body as FormValue);
    const outcome = text(body.outcome) || 'open';
    if (outcome !== 'open' && outcome !== 'won' && outcome !== 'lost')
      return reply.code(400).send(apiError('invalid_request_error', 'outcome is open, won or lost.'));
    return (await billing.dispute(text(body.payment_intent), outcome))
      ? { ok: true }
      : missing(reply, 'payment_intent');
  });

  app.post('/_local/settle', async (request, reply) => {
    const session = sessions.get(text(obj(request.body as FormValue).session));
    return session && (await billing.settle(session)) ? { ok: true } : missing(reply, 'unsettled session');
  });

  app.post('/_local/renew', async (request, reply) => {
    const body = obj(request.body as FormValue);
    const sub = billing.subscriptions.get(text(body.subscription));
    if (!sub || sub.status === 'canceled')
      return missing(reply, `subscription: '${text(body.subscription)}'`);
    await billing.renew(sub, text(body.fail) === 'true');
    return { ok: true };
  });

  app.post('/_local/update', async (request, reply) => {
    const body = obj(request.body as FormValue);
    const sub = billing.subscriptions.get(text(body.subscription));
    if (!sub || sub.status === 'canceled')
      return missing(reply, `subscription: '${text(body.subscription)}'`);
    const amount = text(body.amount) ? Number(text(body.amount)) : undefined;
    if (amount !== undefined && (!Number.isInteger(amount) || amount < 50))
      return reply.code(400).send(apiError('invalid_request_error', 'amount is whole cents, 50 or more.'));
    const cancel = text(body.cancel_at_period_end);
    await billing.update(sub, {
      ...(amount !== undefined ? { amount } : {}),
      ...(cancel ? { cancelAtPeriodEnd: cancel === 'true' } : {}),
    });
    return { ok: true };
  });

  return portals;
}
