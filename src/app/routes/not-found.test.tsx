import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { notFoundMessages } from '@/i18n/not-found';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  it("shows 'Page Not Found' with 'Go Home' and 'Go Back'", async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '*', element: <NotFoundRoute /> },
      ],
      { initialEntries: ['/missing'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    // No earlier page in this visit: Go Back leads home.
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('goes back to the previous page of the visit', async () => {
    const router = createMemoryRouter(
      [
        { path: '/about', element: <p>About page</p> },
        { path: '*', element: <NotFoundRoute /> },
      ],
      { initialEntries: ['/about'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/missing'));
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('About page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it("says 'Página no encontrada' on a Spanish page, with links inside the Spanish site", async () => {
    await loadMessages(notFoundMessages, 'es');
    setLocale('es');
    try {
      const router = createMemoryRouter([{ path: '*', element: <NotFoundRoute /> }], {
        basename: '/es',
        initialEntries: ['/es/no-existe'],
      });
      render(<RouterProvider router={router} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es');
      expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    } finally {
      setLocale('en');
    }
  });
});
