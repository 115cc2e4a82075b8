import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
});
