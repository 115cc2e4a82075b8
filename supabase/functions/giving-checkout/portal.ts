/**
 * `GET /giving-checkout/portal?customer=cus_…&sig=…` (docs/decisions/0038): the link in a
 * recurring gift's receipt opens a fresh Stripe customer-portal session, where the donor changes
 * or cancels the gift. Portal sessions expire within minutes, so the e-mail carries this signed
 * link (HMAC of the customer id with GIVING_LINK_SECRET) instead of one.
 */
import { rpc, type Fetch, type ServiceDb } from '../_shared/db.ts';
import { hmacHex, type StripeLike } from '../_shared/giving.ts';
import { errorText, sameSecret } from '../_shared/http.ts';

/**
 * The receipt's link: a fresh customer-portal session for a signed customer id, then 303. The
 * portal's way back is the configured site address; without one, Stripe's own default (none is
 * ever taken from the request).
 */
export async function openPortal(
  request: Request,
  env: ServiceDb & { linkSecret: string },
  stripe: StripeLike,
  fetchFn: Fetch,
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const customer = params.get('customer') ?? '';
  const sig = params.get('sig') ?? '';
  if (
    !/^cus_[A-Za-z0-9_]{1,200}$/.test(customer) ||
    !sameSecret(sig, await hmacHex(env.linkSecret, `portal:${customer}`))
  ) {
    return new Response('This link is not valid.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  let siteUrl = '';
  try {
    siteUrl = ((await rpc<string | null>(env, fetchFn, 'giving_site_url', {})) ?? '').replace(/\/+$/, '');
  } catch (error) {
    console.error(`giving_site_url failed: ${errorText(error)}`);
  }
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      ...(siteUrl ? { return_url: `${siteUrl}/donate` } : {}),
    } as never);
    return new Response(null, { status: 303, headers: { Location: portal.url } });
  } catch (error) {
    console.error(`stripe refused the portal session: ${errorText(error)}`);
    return new Response('The page to change your gift could not be opened. Please try again later.', {
      status: 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
