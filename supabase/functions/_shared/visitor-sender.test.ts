/**
 * The visitor sender (issue 45): the church's name as a quoted display name that a comma, quotes
 * or a backslash cannot break out of, read back by the same address parser the local mail catcher
 * uses (nodemailer's), and the address from the settings, the secret or the alerts' sender.
 */
import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';
import { mailbox, readVisitorFromAddress, readVisitorSender } from './visitor-sender';

describe('mailbox', () => {
  it.each([
    ['Grace Chapel', '"Grace Chapel" <no-reply@example.org>'],
    ['Grace Chapel, Springfield', '"Grace Chapel, Springfield" <no-reply@example.org>'],
    ['St. Mary’s "Downtown"', '"St. Mary’s \\"Downtown\\"" <no-reply@example.org>'],
    ['A\\B <evil@x.example>', '"A\\\\B <evil@x.example>" <no-reply@example.org>'],
    ['Two\r\nBcc: x@evil.example', '"Two Bcc: x@evil.example" <no-reply@example.org>'],
  ])('%j is one mailbox with that name', (name, expected) => {
    const from = mailbox(name, 'no-reply@example.org');
    expect(from).toBe(expected);
    const parsed = addressparser(from, { flatten: true });
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ address: 'no-reply@example.org' });
    expect(parsed[0]!.name).toBe(name.replace(/\r\n/, ' '));
  });

  it('a blank name gives the bare address; a malformed address is refused', () => {
    expect(mailbox('  ', 'office@example.org')).toBe('office@example.org');
    expect(() => mailbox('Church', 'office@example.org>, x@evil.example')).toThrow(/not an e-mail address/);
  });
});

describe('readVisitorFromAddress', () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  it('takes VISITOR_FROM_ADDRESS, else the address of ALERTS_FROM', () => {
    expect(
      readVisitorFromAddress(
        env({ VISITOR_FROM_ADDRESS: 'no-reply@c.example', ALERTS_FROM: 'Inbox <alerts@c.example>' }),
      ),
    ).toBe('no-reply@c.example');
    expect(readVisitorFromAddress(env({ ALERTS_FROM: 'Church inbox <alerts@c.example>' }))).toBe(
      'alerts@c.example',
    );
    expect(readVisitorFromAddress(env({ ALERTS_FROM: 'alerts@c.example' }))).toBe('alerts@c.example');
  });

  it('names the variable when neither gives an address', () => {
    expect(() => readVisitorFromAddress(env({}))).toThrow('VISITOR_FROM_ADDRESS is not set');
    expect(() => readVisitorFromAddress(env({ VISITOR_FROM_ADDRESS: 'no reply' }))).toThrow(
      'VISITOR_FROM_ADDRESS is not an e-mail address',
    );
  });
});

describe('readVisitorSender', () => {
  const answer = (rows: unknown[]) => async () => Response.json(rows);
  const db = { supabaseUrl: 'http://db.test', apiKey: 'key' };
  it("the church's name and the address the settings give", async () => {
    expect(
      await readVisitorSender(
        db,
        answer([
          {
            setting_key: 'site_identity',
            setting_value: { name: ' Grace Chapel ', time_zone: 'America/Chicago' },
          },
          { setting_key: 'visitor_email_address', setting_value: 'office@grace.example' },
        ]),
        'no-reply@grace.example',
      ),
    ).toEqual({
      from: '"Grace Chapel" <office@grace.example>',
      church: 'Grace Chapel',
      timeZone: 'America/Chicago',
    });
  });

  it("without settings: 'Our Church' at the default address; an unusable address is not used", async () => {
    expect(await readVisitorSender(db, answer([]), 'no-reply@grace.example')).toEqual({
      from: '"Our Church" <no-reply@grace.example>',
      church: 'Our Church',
      timeZone: 'America/Indiana/Indianapolis',
    });
    const odd = await readVisitorSender(
      db,
      answer([{ setting_key: 'visitor_email_address', setting_value: 'a"b@grace.example' }]),
      'no-reply@grace.example',
    );
    expect(odd.from).toBe('"Our Church" <no-reply@grace.example>');
    const badZone = await readVisitorSender(
      db,
      answer([{ setting_key: 'site_identity', setting_value: { time_zone: 'Mars/Base' } }]),
      'no-reply@grace.example',
    );
    expect(badZone.timeZone).toBe('America/Indiana/Indianapolis');
  });

  it('a refused read is an error', async () => {
    await expect(
      readVisitorSender(db, async () => new Response('{}', { status: 503 }), 'no-reply@grace.example'),
    ).rejects.toThrow(/site_settings answered 503/);
  });
});
