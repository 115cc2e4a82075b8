import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/supabase';
import { answerSignIn, failSignInNetwork, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { SIGN_IN_MESSAGES } from '../api/sign-in';
import { SignInForm } from './sign-in-form';

function setup() {
  const onSignedIn = vi.fn();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return { onSignedIn, email, password, submit };
}

describe('SignInForm', () => {
  afterEach(signOutTestUser);

  it('signs in with email and password and stores the session', async () => {
    const requests: unknown[] = [];
    answerSignIn(STAFF_USER);
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/token`, async ({ request }) => {
        requests.push({
          grant: new URL(request.url).searchParams.get('grant_type'),
          body: await request.json(),
        });
        return undefined;
      }),
    );
    const { onSignedIn, email, password, submit } = setup();
    await userEvent.type(email, ' Staff@Example.org ');
    await userEvent.type(password, 'secret password');
    await submit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(requests).toEqual([
      {
        grant: 'password',
        body: expect.objectContaining({ email: 'staff@example.org', password: 'secret password' }),
      },
    ]);
    const { data } = await auth.getSession();
    expect(data.session?.user.email).toBe('staff@example.org');
  });

  it('asks for both fields before sending anything', async () => {
    const { onSignedIn, submit } = setup();
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it.each([
    [
      'wrong credentials',
      { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
      SIGN_IN_MESSAGES.invalidCredentials,
    ],
    [
      'rate limiting',
      { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' },
      SIGN_IN_MESSAGES.rateLimited,
    ],
    [
      'an unconfirmed address',
      { status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' },
      SIGN_IN_MESSAGES.unconfirmed,
    ],
  ])('explains %s and keeps what was typed', async (_case, error, message) => {
    answerSignIn(STAFF_USER, error);
    const { onSignedIn, email, password, submit } = setup();
    await userEvent.type(email, 'staff@example.org');
    await userEvent.type(password, 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email).toHaveValue('staff@example.org');
    expect(password).toHaveValue('wrong');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('explains a network failure', async () => {
    // The failed request is reported on the console, as a browser reports it.
    vi.mocked(console.error).mockImplementation(() => {});
    failSignInNetwork();
    const { email, password, submit } = setup();
    await userEvent.type(email, 'staff@example.org');
    await userEvent.type(password, 'secret');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.network);
    expect(email).toHaveValue('staff@example.org');
  });

  it('disables the form while signing in', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    answerSignIn(STAFF_USER);
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/token`, async () => {
        await gate;
        return undefined;
      }),
    );
    const { onSignedIn, email, password, submit } = setup();
    await userEvent.type(email, 'staff@example.org');
    await userEvent.type(password, 'secret');
    await submit();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(email).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(onSignedIn).toHaveBeenCalledOnce();
  });
});
