import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '@/app/admin-routes';
import { createAppRoutes } from '@/app/router';
import { LANGUAGE_PREFIXES, PAGE_ROUTES, type PagePattern } from '@/lib/offline/page-routes';
import { cacheRuleFor } from '@/lib/offline/rules';

// Issue 41 item 6: the worker keeps no page that carries a token, a session or a query string.
// Every route of the route table (src/app/router.tsx, with the staff routes it adds under
// /admin) is walked here with odd casing, encodings and a query string.

const SITE = 'https://www.example.church';
const API = 'https://abcd.supabase.co';

/** Full paths of every route in a route tree (pathless layout routes add no segment). */
function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [path] : [];
    return [...own, ...routePaths(route.children ?? [], path === '/' ? '' : path)];
  });
}

const TABLE = [...routePaths(createAppRoutes(new QueryClient())), ...routePaths([adminRoute])];

/** The declaration that stands for a route: its own, or `/admin/*` for every staff page. */
const declared = (path: string): PagePattern =>
  path === '/admin' || path.startsWith('/admin/') ? '/admin/*' : (path as PagePattern);

/** Values for a route's parameters, as links carry them. */
const PARAMS: Record<string, string> = {
  id: 'e0000000-0000-4000-8000-000000000001',
  date: '2026-05-03',
  slug: 'easter-news',
  albumName: 'Easter%202026',
  token: 'k9Xq2LmT7vBn4Rw8',
  kind: 'prayer',
};

/** An address of the route, its parameters filled in and a splat made a page nobody made. */
function sample(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'value').replace(/\*$/, 'no-such-page');
}

/** Odd spellings of the same address that the router matches as the same route. */
function spellings(address: string): string[] {
  const upper = address.toUpperCase();
  const mixed = [...address].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
  // The first letter of each segment percent-encoded: `/%41dmin/inbox`.
  const encoded = address.replace(/\/([A-Za-z])/g, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
  const slash = address === '/' ? address : `${address}/`;
  return [address, upper, mixed, encoded, slash];
}

const navigate = (address: string) =>
  cacheRuleFor(
    { method: 'GET', url: `${SITE}${address}`, mode: 'navigate', headers: new Headers() },
    SITE,
    API,
  );

describe('the page cache rule walks every route of the route table', () => {
  it('has a declaration for every route, and every declaration names a route', () => {
    expect(TABLE.length).toBeGreaterThan(40);
    const needed = new Set(TABLE.map(declared));
    expect([...needed].sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
  });

  // Every route again under each language prefix (docs/decisions/0054): `/es/…` is the same page.
  const localized = TABLE.flatMap((path) => [
    path,
    ...LANGUAGE_PREFIXES.map((prefix) => (path === '/' ? `/${prefix}` : `/${prefix}${path}`)),
  ]);

  it.each(localized)('%s: kept only when declared, in any casing; never with a query string', (route) => {
    const prefix = LANGUAGE_PREFIXES.find((p) => route === `/${p}` || route.startsWith(`/${p}/`));
    const path = prefix ? route.slice(prefix.length + 1) || '/' : route;
    const keep = PAGE_ROUTES[declared(path)];
    for (const address of spellings(sample(route))) {
      expect(navigate(address), address).toBe(keep ? 'pages' : null);
      expect(navigate(`${address}?utm_source=news`), `${address}?…`).toBeNull();
      expect(navigate(`${address}?`), `${address}?`).toBeNull();
    }
  });

  it('never declares a route with a token or a session in its address cacheable', () => {
    for (const [pattern, keep] of Object.entries(PAGE_ROUTES)) {
      if (/:(\w*token\w*|\w*session\w*)/i.test(pattern)) expect(keep, pattern).toBe(false);
    }
  });
});

describe('the page cache rule refuses the addresses of issue 41 and whatever is in doubt', () => {
  it.each([
    '/checkout-success?session_id=cs_test_a1b2c3',
    '/checkout-success',
    '/CHECKOUT-SUCCESS',
    '/checkout-cancel',
    '/Checkout-Cancel/',
    '/checkout',
    '/checkout/success',
    '/Registrations/k9Xq2LmT7vBn4Rw8',
    '/registrations/k9Xq2LmT7vBn4Rw8/',
    '/registrations%2Fk9Xq2LmT7vBn4Rw8',
    '/ADMIN/inbox',
    '/Admin',
    '/%61dmin/inbox',
    '/%2561dmin/inbox',
    '//admin/inbox',
    '/sermons//x',
    '/admin%2Finbox',
    '/admin%5Cinbox',
    '/unsubscribe?token=abc',
    '/Unsubscribe',
    '/newsletter/confirm?token=abc',
    '/NewsLetter/Confirm',
    '/no-such-page',
    '/%E0%A4%A',
    '/es/checkout-success?session_id=cs_test_a1b2c3',
    '/ES/Registrations/k9Xq2LmT7vBn4Rw8',
    '/es/unsubscribe',
    '/es/newsletter/confirm',
    '/es/admin/inbox',
    '/es/no-such-page',
    '/es/es/sermons',
  ])('%s is not kept', (address) => {
    expect(navigate(address)).toBeNull();
  });

  it('keeps public pages however the router would match them', () => {
    expect(navigate('/Sermons')).toBe('pages');
    expect(navigate('/sermons/')).toBe('pages');
    expect(navigate('/newsletter/easter-news')).toBe('pages');
    expect(navigate('/a/../sermons')).toBe('pages');
    expect(navigate('/es/')).toBe('pages');
    expect(navigate('/es')).toBe('pages');
    expect(navigate('/Es/Sermons')).toBe('pages');
    expect(navigate('/es/newsletter/easter-news')).toBe('pages');
  });
});
