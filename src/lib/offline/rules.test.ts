import { describe, expect, it, vi } from 'vitest';
import { formTableOf } from './form-tables';
import { outcomeOf } from './form-queue';
import { CACHES, cacheRuleFor, isAnonymous, isPrecached, type RequestLike } from './rules';

const SITE = 'https://www.example.church';
const API = 'https://abcd.supabase.co';
const ANON = 'sb_publishable_public-key';
const USER_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.sig';

function request(
  url: string,
  init: Partial<Omit<RequestLike, 'headers'>> & { headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  return { method: init.method ?? 'GET', url, mode: init.mode, destination: init.destination, headers };
}
const anonHeaders = { apikey: ANON, Authorization: `Bearer ${ANON}` };
const rule = (r: RequestLike) => cacheRuleFor(r, SITE, API);

describe('cacheRuleFor (docs/decisions/0041 "What is cached")', () => {
  it('caches public pages the visitor opens', () => {
    expect(rule(request(`${SITE}/`, { mode: 'navigate', destination: 'document' }))).toBe('pages');
    expect(rule(request(`${SITE}/sermons/abc`, { mode: 'navigate' }))).toBe('pages');
  });

  it('never caches staff or checkout pages, or anything but GET', () => {
    expect(rule(request(`${SITE}/admin`, { mode: 'navigate' }))).toBeNull();
    expect(rule(request(`${SITE}/admin/inbox`, { mode: 'navigate' }))).toBeNull();
    expect(rule(request(`${SITE}/checkout/success`, { mode: 'navigate' }))).toBeNull();
    expect(rule(request(`${SITE}/registrations/abc123`, { mode: 'navigate' }))).toBeNull();
    expect(rule(request(`${SITE}/unsubscribe?token=abc`, { mode: 'navigate' }))).toBeNull();
    expect(rule(request(`${SITE}/newsletter/confirm?token=abc`, { mode: 'navigate' }))).toBeNull();
    expect(rule(request(`${SITE}/newsletter`, { mode: 'navigate' }))).toBe('pages');
    expect(rule(request(`${SITE}/`, { mode: 'navigate', method: 'POST' }))).toBeNull();
    expect(
      rule(request(`${API}/rest/v1/prayer_requests`, { method: 'POST', headers: anonHeaders })),
    ).toBeNull();
  });

  it('caches Data API reads made with the public key only', () => {
    expect(rule(request(`${API}/rest/v1/sermons?select=*`, { headers: anonHeaders }))).toBe('data');
    expect(rule(request(`${API}/rest/v1/sermons`, { headers: { apikey: ANON } }))).toBe('data');
  });

  it('never caches a function call or a read filtered on a token or a session (issue 41)', () => {
    for (const fn of ['giving_checkout_summary', 'registration_by_token', 'event_occurrences']) {
      expect(
        rule(request(`${API}/rest/v1/rpc/${fn}?session_id=cs_test_1`, { headers: anonHeaders })),
      ).toBeNull();
      expect(rule(request(`${API}/rest/v1/rpc/${fn}`, { headers: anonHeaders }))).toBeNull();
      expect(rule(request(`${API}/rest/v1/rpc/${fn}`, { method: 'POST', headers: anonHeaders }))).toBeNull();
    }
    expect(rule(request(`${API}/rest/v1/registrations?token=eq.abc`, { headers: anonHeaders }))).toBeNull();
    expect(
      rule(request(`${API}/rest/v1/giving_checkouts?Session_ID=eq.cs_1`, { headers: anonHeaders })),
    ).toBeNull();
    expect(
      rule(
        request(`${API}/rest/v1/newsletter_subscribers?confirmation_token=eq.x`, { headers: anonHeaders }),
      ),
    ).toBeNull();
  });

  it("never caches a read that carries a signed-in user's token", () => {
    const staff = { apikey: ANON, Authorization: `Bearer ${USER_JWT}` };
    expect(rule(request(`${API}/rest/v1/sermons?select=*`, { headers: staff }))).toBeNull();
    expect(
      rule(
        request(`${API}/storage/v1/object/public/sermon-covers/a.webp`, {
          headers: staff,
          destination: 'image',
        }),
      ),
    ).toBeNull();
    expect(isAnonymous(request(API, { headers: { Authorization: `Bearer ${ANON}` } }))).toBe(false);
  });

  it('never caches Auth, Edge Functions, signed or private Storage, or other origins', () => {
    expect(rule(request(`${API}/auth/v1/user`, { headers: anonHeaders }))).toBeNull();
    expect(rule(request(`${API}/auth/v1/token?grant_type=password`, { headers: anonHeaders }))).toBeNull();
    expect(rule(request(`${API}/functions/v1/create-checkout`, { headers: anonHeaders }))).toBeNull();
    expect(
      rule(request(`${API}/storage/v1/object/sign/inbox/a.pdf?token=x`, { destination: 'image' })),
    ).toBeNull();
    expect(
      rule(request(`${API}/storage/v1/object/authenticated/x/a.png`, { destination: 'image' })),
    ).toBeNull();
    expect(rule(request('https://www.youtube-nocookie.com/embed/x', { destination: 'iframe' }))).toBeNull();
    expect(rule(request('https://images.example.org/a.jpg', { destination: 'image' }))).toBeNull();
  });

  it('sorts images and sermon audio', () => {
    expect(
      rule(request(`${API}/storage/v1/object/public/gallery-images/a.webp`, { destination: 'image' })),
    ).toBe('images');
    expect(rule(request(`${SITE}/assets/logo-abc.svg`, { destination: 'image' }))).toBe('images');
    expect(
      rule(request(`${API}/storage/v1/object/public/sermon-audio/a.mp3`, { destination: 'audio' })),
    ).toBe('sermon-audio');
    // A Storage object fetched by script (not an image) is left to the network.
    expect(rule(request(`${API}/storage/v1/object/public/gallery-images/a.webp`))).toBeNull();
  });
});

describe('isPrecached', () => {
  const staff = new Set(['assets/admin-inbox-abc.js', 'assets/supabase-def.js']);
  it('lists the public shell, scripts, styles and icons, never staff files', () => {
    expect(isPrecached('200.html', staff)).toBe(true);
    expect(isPrecached('assets/index-abc.js', staff)).toBe(true);
    expect(isPrecached('assets/index-abc.css', staff)).toBe(true);
    expect(isPrecached('icons/icon-192.png', staff)).toBe(true);
    expect(isPrecached('assets/admin-inbox-abc.js', staff)).toBe(false);
    expect(isPrecached('assets/supabase-def.js', staff)).toBe(false);
  });
  it('leaves out prerendered pages, images and everything else', () => {
    expect(isPrecached('index.html', staff)).toBe(false);
    expect(isPrecached('sermons.html', staff)).toBe(false);
    expect(isPrecached('assets/hero-abc.webp', staff)).toBe(false);
    expect(isPrecached('sitemap.xml', staff)).toBe(false);
    expect(isPrecached('sw.js', staff)).toBe(false);
  });
  it('never lists a checkout, personal-link or staff page (issue 41)', () => {
    for (const file of [
      'checkout-success.html',
      'checkout-success/index.html',
      'checkout-cancel.html',
      'registrations/abc.html',
      'unsubscribe.html',
      'newsletter/confirm.html',
      'admin.html',
      'admin/inbox.html',
    ])
      expect(isPrecached(file, staff), file).toBe(false);
  });
});

describe("the forms' outbox", () => {
  it('queues inserts into the five form tables only', () => {
    expect(formTableOf(`${API}/rest/v1/prayer_requests`, 'POST')).toBe('prayer_requests');
    expect(formTableOf(`${API}/rest/v1/newsletter_subscribers?columns=email`, 'post')).toBe(
      'newsletter_subscribers',
    );
    expect(formTableOf(`${API}/rest/v1/prayer_requests`, 'GET')).toBeNull();
    expect(formTableOf(`${API}/rest/v1/sermons`, 'POST')).toBeNull();
    expect(formTableOf(`${API}/rest/v1/rpc/newsletter_confirm`, 'POST')).toBeNull();
  });

  it('counts 2xx and 409 as delivered, tries 429 and 5xx again, drops other refusals', () => {
    expect(outcomeOf(201)).toBe('delivered');
    expect(outcomeOf(409)).toBe('delivered');
    expect(outcomeOf(429)).toBe('retry');
    expect(outcomeOf(503)).toBe('retry');
    expect(outcomeOf(400)).toBe('refused');
    expect(outcomeOf(401)).toBe('refused');
  });
});

describe('clearSessionCaches', () => {
  it('empties the pages, data and images caches and keeps saved sermons', async () => {
    const names = [
      'church-pages-v1-abc',
      'church-data-v1',
      'church-images-v1',
      'church-sermons-v1',
      'workbox-precache-v2-x',
    ];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    });
    try {
      const { clearSessionCaches } = await import('./clear-caches');
      await clearSessionCaches();
      expect(deleted.sort()).toEqual(['church-data-v1', 'church-images-v1', 'church-pages-v1-abc']);
      expect(names.filter((n) => n.startsWith(CACHES.pages) || n.startsWith(CACHES.data))).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
