import { describe, expect, it } from 'vitest';
import { offlinePage } from './offline-page';

describe('offlinePage', () => {
  it("says 'You're offline' and lists the saved sermons, escaped", () => {
    const html = offlinePage('Our Church', [
      {
        id: '1',
        title: 'Grace <b>& truth</b>',
        speaker: 'Pastor Ann',
        date: 'November 22, 2026',
        page: '/sermons/1',
        audioUrl: 'https://x/a.mp3',
        bytes: 1000,
        savedAt: 1,
      },
    ]);
    expect(html).toContain("<h1>You're offline</h1>");
    expect(html).toContain('<a href="/sermons/1">Grace &#60;b&#62;&#38; truth&#60;/b&#62;</a>');
    expect(html).not.toContain('<script');
  });

  it('says how to save one when none is saved', () => {
    expect(offlinePage('Our Church', [])).toContain('No sermons are saved for offline listening yet');
  });
});

describe('the Spanish offline page (issue 43)', () => {
  it('answers a Spanish address in Spanish, with the Spanish home page', () => {
    const html = offlinePage('Nuestra Iglesia', [], '/es/events');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>No tiene conexión</h1>');
    expect(html).toContain('<a class="home" href="/es/">Ir a la página de inicio</a>');
    expect(html).toContain('Todavía no hay sermones guardados');
    expect(offlinePage('Our Church', [], '/events')).toContain('<html lang="en">');
  });
});
