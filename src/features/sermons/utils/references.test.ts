import { normaliseReference, normaliseReferences } from './references';

describe('normaliseReference', () => {
  it.each([
    ['Rom 8:28', 'Romans 8:28'],
    ['jn 3:16-18', 'John 3:16-18'],
    ['Ps 23', 'Psalm 23'],
    ['1 cor 13:4-7', '1 Corinthians 13:4-7'],
    ['John 3:16, 18', 'John 3:16, 18'],
    ['John 3:16-4:2', 'John 3:16-4:2'],
    ['Gen 50-Exod 2', 'Genesis 50-Exodus 2'],
    ['  Romans 8  ', 'Romans 8'],
    ['Matt 5-7', 'Matthew 5-7'],
    ['Rom 8:28.', 'Romans 8:28'],
  ])('%s becomes %s', (text, expected) => {
    expect(normaliseReference(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['Hezekiah 4:2', 'banana', 'Romans 8:28 and more', 'see John 3:16', ''])(
    'refuses %j with a message naming it',
    (text) => {
      expect(normaliseReference(text)).toEqual({
        ok: false,
        message: `"${text.trim()}" is not a scripture reference we recognise.`,
      });
    },
  );
});

describe('normaliseReferences', () => {
  it('reads one reference per line, skips empty lines and names every refused one', () => {
    expect(normaliseReferences('Rom 8:28\n\nPs 23\nHezekiah 4:2\nbanana')).toEqual({
      values: ['Romans 8:28', 'Psalm 23'],
      errors: [
        '"Hezekiah 4:2" is not a scripture reference we recognise.',
        '"banana" is not a scripture reference we recognise.',
      ],
    });
  });
});
