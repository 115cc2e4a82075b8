import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { denoBinary } from '../../local/functions/runner';
import {
  composeRegistrationMail,
  handleRegistrationMailRequest,
  registrationIcs,
  type ClaimedRegistrationMail,
} from './registrations';

const ENV = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service',
  resendApiUrl: 'http://mail.test',
  resendApiKey: 're_test',
  visitorAddress: 'no-reply@example-church.org',
  hookSecret: 'secret',
};

function mail(overrides: Partial<ClaimedRegistrationMail> = {}): ClaimedRegistrationMail {
  return {
    id: 41,
    kind: 'confirmation',
    message: null,
    payload: {
      to: 'jordan@example.org',
      name: 'Jordan Lee',
      party_size: 2,
      status: 'confirmed',
      waitlist_number: null,
      token: 'T'.repeat(32),
      hold_expires_at: null,
      site_url: 'https://www.example-church.org',
      church_name: 'Grace Church',
      event: {
        event_id: 'e0000000-0000-4000-8000-000000000001',
        occurrence_date: '2026-12-05',
        title: "Men's Retreat, Winter; 2026",
        location: 'Camp Hope',
        start_time: '2026-12-05T15:00:00Z',
        end_time: '2026-12-05T21:00:00Z',
        time_zone: 'America/Indiana/Indianapolis',
        confirmation_message: 'Bring a sleeping bag.',
      },
    },
    ...overrides,
  };
}

describe('registration e-mails', () => {
  it('confirmation: names the church and the event, links the registration, attaches the .ics', () => {
    const email = composeRegistrationMail(mail(), new Date('2026-11-27T12:00:00Z'));
    expect(email.subject).toBe("You're registered: Men's Retreat, Winter; 2026");
    expect(email.subject).not.toMatch(/Jordan|example\.org/);
    expect(email.text).toContain("You're registered, party of 2.");
    expect(email.text).toContain('Saturday, December 5, 2026 at 10:00 AM');
    expect(email.text).toContain(`https://www.example-church.org/registrations/${'T'.repeat(32)}`);
    expect(email.text).toContain('Bring a sleeping bag.');
    expect(email.html).toContain('Grace Church');
    expect(email.attachments).toHaveLength(1);
    const ics = atob(email.attachments[0]!.content);
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART:20261205T150000Z\r\n');
    expect(ics).toContain('DTEND:20261205T210000Z\r\n');
    expect(ics).toContain("SUMMARY:Men's Retreat\\, Winter\\; 2026\r\n");
    expect(ics).toContain('UID:e0000000-0000-4000-8000-000000000001-2026-12-05@www.example-church.org');
    expect(ics).not.toContain('Jordan');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('waitlist and cancellation carry no .ics; a staff message is escaped', () => {
    const waiting = composeRegistrationMail(
      mail({ kind: 'waitlist', payload: { ...mail().payload, status: 'waitlisted', waitlist_number: 3 } }),
    );
    expect(waiting.text).toContain("You're on the waitlist, number 3.");
    expect(waiting.attachments).toEqual([]);
    const cancelled = composeRegistrationMail(
      mail({ kind: 'cancellation', payload: { ...mail().payload, status: 'cancelled' } }),
    );
    expect(cancelled.subject).toMatch(/^Your registration was cancelled: /);
    expect(cancelled.attachments).toEqual([]);
    const message = composeRegistrationMail(
      mail({ kind: 'message', message: 'Parking <b>behind</b> the hall' }),
    );
    expect(message.html).toContain('Parking &lt;b&gt;behind&lt;/b&gt; the hall');
  });

  it('a hold asks for the link by its end; nothing is attached until the seat is confirmed', () => {
    const payload = {
      ...mail().payload,
      status: 'awaiting' as const,
      hold_expires_at: '2026-11-27T15:42:00Z',
    };
    const hold = composeRegistrationMail(mail({ kind: 'hold', payload }));
    expect(hold.subject).toBe("Confirm your seat: Men's Retreat, Winter; 2026");
    expect(hold.text).toContain(
      "We're holding 2 seats for you. Open the link below by 10:42 AM EST on Friday, November 27 to confirm",
    );
    expect(hold.text).toContain(
      `Confirm your seat: https://www.example-church.org/registrations/${'T'.repeat(32)}`,
    );
    expect(hold.html).toContain('>Confirm your seat</a>');
    expect(hold.attachments).toEqual([]);
    expect(hold.text).not.toContain('Bring a sleeping bag.');
    const offer = composeRegistrationMail(mail({ kind: 'offer', payload }));
    expect(offer.subject).toBe("A seat opened: Men's Retreat, Winter; 2026");
    expect(offer.text).toContain('goes to the next person on the waitlist');
    for (const email of [hold, offer]) expect(email.subject).not.toMatch(/Jordan|jordan|example\.org/);
  });

  it('a released hold says so and links the event page, not the registration', () => {
    const released = composeRegistrationMail(
      mail({
        kind: 'released',
        payload: {
          ...mail().payload,
          status: 'expired',
          token: null,
          hold_expires_at: '2026-11-27T15:42:00Z',
        },
      }),
    );
    expect(released.subject).toBe("Your seat was released: Men's Retreat, Winter; 2026");
    expect(released.text).toContain('the seats were released');
    expect(released.text).toContain(
      'Register again if seats are left: https://www.example-church.org/events/e0000000-0000-4000-8000-000000000001/2026-12-05',
    );
    expect(released.text).not.toContain('/registrations/');
    expect(released.attachments).toEqual([]);
  });

  it('a retry that the API answers 409 for the same key counts as sent, not sent again', async () => {
    const calls: string[] = [];
    const senders: unknown[] = [];
    const fetchFn = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      if (url.endsWith('/rpc/mail_claim')) {
        // The one claim of the mail outbox: the row's id, kind and key, and the e-mail as payload.
        const { id, ...payload } = mail();
        const row = {
          id,
          kind: 'registration',
          idempotency_key: `church-registration-${id}`,
          attempts: 2,
          payload,
        };
        return new Response(
          calls.filter((c) => c.endsWith('claim')).length === 1 ? JSON.stringify([row]) : '[]',
        );
      }
      if (url.includes('/rest/v1/site_settings?')) {
        return Response.json([{ setting_key: 'site_identity', setting_value: { name: 'Grace Church' } }]);
      }
      if (url.endsWith('/emails')) {
        expect(new Headers(init?.headers).get('Idempotency-Key')).toBe(`church-registration-${mail().id}`);
        senders.push((JSON.parse(String(init?.body)) as { from: unknown }).from);
        return new Response(JSON.stringify({ name: 'invalid_idempotent_request' }), { status: 409 });
      }
      return new Response('');
    });
    const response = await handleRegistrationMailRequest(
      new Request('http://fn.test', { method: 'POST', headers: { 'x-alerts-secret': 'secret' } }),
      ENV,
      fetchFn,
    );
    expect(await response.json()).toEqual({ sent: 1, failed: 0 });
    // From the church's name at the visitor address, not the staff alerts' sender.
    expect(senders).toEqual(['"Grace Church" <no-reply@example-church.org>']);
    const refused = await handleRegistrationMailRequest(
      new Request('http://fn.test', { method: 'POST' }),
      ENV,
      fetchFn,
    );
    expect(refused.status).toBe(401);
  });

  it('writes the times in the church’s time zone, the site setting (decision 0052)', async () => {
    const texts: string[] = [];
    let claims = 0;
    const fetchFn = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/rpc/mail_claim')) {
        const { id, ...payload } = mail();
        const row = {
          id,
          kind: 'registration',
          idempotency_key: `church-registration-${id}`,
          attempts: 1,
          payload,
        };
        return new Response((claims += 1) === 1 ? JSON.stringify([row]) : '[]');
      }
      if (url.includes('/rest/v1/site_settings?'))
        return Response.json([
          {
            setting_key: 'site_identity',
            setting_value: { name: 'Grace Church', time_zone: 'America/Chicago' },
          },
        ]);
      if (url.endsWith('/emails')) {
        texts.push((JSON.parse(String(init?.body)) as { text: string }).text);
        return Response.json({ id: 'mail' });
      }
      return new Response('');
    });
    await handleRegistrationMailRequest(
      new Request('http://fn.test', { method: 'POST', headers: { 'x-alerts-secret': 'secret' } }),
      ENV,
      fetchFn,
    );
    // 15:00 UTC is 10:00 AM in Indianapolis (the event's stored zone), 9:00 AM in Chicago.
    expect(texts[0]).toContain('Saturday, December 5, 2026 at 9:00 AM');
  });

  it("the person's own cancellation: its subject names the event only, the link goes to the event", () => {
    const m = mail({ kind: 'cancel_confirmation' });
    const email = composeRegistrationMail({
      ...m,
      payload: { ...m.payload, status: 'cancelled', token: null },
    });
    expect(email.subject).toBe("Your registration is cancelled: Men's Retreat, Winter; 2026");
    expect(email.text).toContain('Your registration is cancelled, as you asked');
    expect(email.text).toContain(
      'Register again if seats are left: https://www.example-church.org/events/e0000000-0000-4000-8000-000000000001/2026-12-05',
    );
    expect(email.text).not.toContain('/registrations/');
    expect(email.attachments).toEqual([]);
  });

  it('the .ics of a date without an end or a place is still valid', () => {
    const m = mail();
    const ics = registrationIcs({
      ...m,
      payload: { ...m.payload, event: { ...m.payload.event!, end_time: null, location: null } },
    });
    expect(ics).not.toContain('DTEND');
    expect(ics).not.toContain('LOCATION');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('in the language the person registered in (issue 43, item 6)', () => {
  const spanish = (overrides: Partial<ClaimedRegistrationMail['payload']> = {}) =>
    mail({
      payload: {
        ...mail().payload,
        language: 'es',
        event_es: { title: 'Retiro de hombres', location: 'Campamento Esperanza' },
        ...overrides,
      },
    });

  it('a Spanish hold: Spanish subject with the Spanish title, es-US dates, the link under /es/', () => {
    const hold = composeRegistrationMail({
      ...spanish({ status: 'awaiting', hold_expires_at: '2026-11-27T15:42:00Z' }),
      kind: 'hold',
    });
    expect(hold.subject).toBe('Confirme su lugar: Retiro de hombres');
    expect(hold.text).toContain('Hola, Jordan:');
    expect(hold.text).toContain(
      'Le estamos apartando 2 lugares. Abra el enlace de abajo antes del viernes, 27 de noviembre, a las 10:42 a.m. EST',
    );
    expect(hold.text).toContain('sábado, 5 de diciembre de 2026, a las 10:00 a.m.');
    expect(hold.text).toContain('Campamento Esperanza');
    expect(hold.text).toContain(
      `Confirmar mi lugar: https://www.example-church.org/es/registrations/${'T'.repeat(32)}`,
    );
    expect(hold.html).toContain('<html lang="es">');
    expect(hold.html).toContain('Recibe este correo porque se inscribió en un evento de Grace Church.');
    expect(hold.subject).not.toMatch(/Jordan|example\.org/);
  });

  it("a Spanish confirmation: 'Su inscripción está confirmada', the .ics in Spanish with the /es/ link", () => {
    const email = composeRegistrationMail(spanish(), new Date('2026-11-27T12:00:00Z'));
    expect(email.subject).toBe('Su inscripción está confirmada: Retiro de hombres');
    expect(email.text).toContain('Su inscripción está confirmada para 2 personas.');
    const ics = atob(email.attachments[0]!.content);
    expect(ics).toContain('SUMMARY:Retiro de hombres\r\n');
    expect(new TextDecoder().decode(Uint8Array.from(ics, (c) => c.charCodeAt(0)))).toContain(
      'LOCATION:Campamento Esperanza',
    );
    expect(ics.replace(/\r\n /g, '')).toContain(`/es/registrations/${'T'.repeat(32)}`);
  });

  it('an event without Spanish keeps its English title; a release links the Spanish event page', () => {
    const released = composeRegistrationMail({
      ...spanish({ event_es: { title: null, location: ' ' }, status: 'expired', token: null }),
      kind: 'released',
    });
    expect(released.subject).toBe("Se liberó su lugar: Men's Retreat, Winter; 2026");
    expect(released.text).toContain('Camp Hope');
    expect(released.text).toContain(
      'Volver a inscribirme si quedan lugares: https://www.example-church.org/es/events/e0000000-0000-4000-8000-000000000001/2026-12-05',
    );
  });

  it("a Spanish confirmation carries the church's Spanish message; without one, the English", () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const withSpanish = composeRegistrationMail(
      spanish({
        event_es: {
          title: 'Retiro de hombres',
          location: null,
          confirmation_message: 'Traiga un saco de dormir.',
        },
      }),
      now,
    );
    expect(withSpanish.text).toContain('Traiga un saco de dormir.');
    expect(withSpanish.text).not.toContain('Bring a sleeping bag.');
    expect(withSpanish.html).toContain('Traiga un saco de dormir.');
    const blank = composeRegistrationMail(
      spanish({ event_es: { title: null, location: null, confirmation_message: ' ' } }),
      now,
    );
    expect(blank.text).toContain('Bring a sleeping bag.');
    const english = composeRegistrationMail(
      mail({
        payload: {
          ...mail().payload,
          event_es: { title: 'Retiro', location: null, confirmation_message: 'Traiga un saco de dormir.' },
        },
      }),
      now,
    );
    expect(english.text).toContain('Bring a sleeping bag.');
    expect(english.text).not.toContain('Traiga');
  });

  it('an English registration reads exactly as before', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const english = composeRegistrationMail(mail({ payload: { ...mail().payload, language: 'en' } }), now);
    expect(english).toEqual(composeRegistrationMail(mail(), now));
    expect(english.html).toContain('<html lang="en">');
  });
});

describe('deno check', () => {
  it('type-checks the Deno entry point', { timeout: 120_000 }, async () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    await promisify(execFile)(denoBinary(), ['check', '--no-remote', '--quiet', path.join(dir, 'index.ts')], {
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    });
  });
});
