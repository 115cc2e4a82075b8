import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '@/i18n/outbox';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import type { QueuedRequest } from '@/lib/offline/outbox-store';
import { outboxItemOf, type OutboxItem } from '@/lib/offline/outbox-summary';
import { OutboxPanel, type OutboxSource } from './outbox-panel';

const API = 'https://abcd.supabase.co/rest/v1';
// 2026-12-06 14:05 in the church's time zone (America/Indiana/Indianapolis, UTC-5 in December).
const SAVED = Date.UTC(2026, 11, 6, 19, 5);

function entry(table: string, row: Record<string, unknown>, key = table): QueuedRequest {
  return {
    key,
    url: `${API}/${table}`,
    method: 'POST',
    headers: {},
    body: JSON.stringify(row),
    queuedAt: SAVED,
  };
}

const PRAYER = entry('prayer_requests', {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  request_details: 'Please pray for my mother in hospital this week',
});
const CONTACT = entry('contact_messages', {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '555-0100',
  subject: 'Wedding',
  message: 'We would like to book the hall',
});

function source(items: OutboxItem[]): OutboxSource & { items: OutboxItem[] } {
  const state = {
    items,
    list: vi.fn(async () => state.items),
    discard: vi.fn(async (key: string) => {
      state.items = state.items.filter((item) => item.key !== key);
    }),
  };
  return state;
}

describe('OutboxPanel', () => {
  it('lists what waits without names, e-mails or the whole text', async () => {
    render(<OutboxPanel source={source([PRAYER, CONTACT].map(outboxItemOf))} />);
    const panel = await screen.findByRole('region', { name: 'Waiting to be sent: 2 forms' });
    expect(within(panel).getByText('Prayer request')).toBeInTheDocument();
    expect(within(panel).getByText('Contact message')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Saved Dec 6, 2:05 PM · “Please pray for…”');
    expect(panel).toHaveTextContent('Deleted unsent after Dec 13, 2:05 PM');
    expect(panel).toHaveTextContent('Anything not sent within 7 days is deleted.');
    expect(panel.textContent).not.toMatch(/Ada|example\.org|555|hospital|hall/);
  });

  it("'Discard' asks first; 'Keep it' keeps the entry, 'Discard' deletes it", async () => {
    const user = userEvent.setup();
    const outbox = source([PRAYER, CONTACT].map(outboxItemOf));
    render(<OutboxPanel source={outbox} />);
    const discardPrayer = await screen.findByRole('button', {
      name: 'Discard prayer request saved Dec 6, 2:05 PM',
    });

    await user.click(discardPrayer);
    let dialog = screen.getByRole('dialog', { name: 'Discard this prayer request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(outbox.discard).not.toHaveBeenCalled();
    await waitFor(() => expect(discardPrayer).toHaveFocus());

    await user.click(discardPrayer);
    dialog = screen.getByRole('dialog', { name: 'Discard this prayer request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(outbox.discard).toHaveBeenCalledWith('prayer_requests');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Waiting to be sent: 1 form' })).toBeInTheDocument(),
    );
    expect(screen.queryByText('Prayer request')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: /Waiting to be sent/ })).toHaveFocus());
  });

  it('shows nothing when nothing waits, and folds with Hide', async () => {
    const user = userEvent.setup();
    const { container } = render(<OutboxPanel source={source([])} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());

    render(<OutboxPanel source={source([outboxItemOf(PRAYER)])} />);
    const hide = await screen.findByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByText('Prayer request')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('on a Spanish page', () => {
    afterEach(() => setLocale('en'));

    it('names the forms, the times and the buttons in Spanish', async () => {
      await loadMessages(outboxMessages, 'es');
      setLocale('es');
      const user = userEvent.setup();
      render(<OutboxPanel source={source([PRAYER, CONTACT].map(outboxItemOf))} />);
      const panel = await screen.findByRole('region', { name: 'Pendientes de envío: 2 formularios' });
      expect(within(panel).getByText('Petición de oración')).toBeInTheDocument();
      expect(panel).toHaveTextContent('Guardado: 6 dic, 2:05 p.m. · “Please pray for…”');
      expect(panel).toHaveTextContent('Se borrará sin enviar después de: 13 dic, 2:05 p.m.');
      await user.click(
        screen.getByRole('button', { name: 'Descartar la petición de oración (guardado: 6 dic, 2:05 p.m.)' }),
      );
      const dialog = screen.getByRole('dialog', { name: '¿Descartar esta petición de oración?' });
      expect(within(dialog).getByRole('button', { name: 'Conservarlo' })).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    });
  });
});
