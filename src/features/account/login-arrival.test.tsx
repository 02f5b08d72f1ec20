import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthFormState } from './actions';
import { LoginForm } from './auth-forms';
import { LoginArrival } from './login-arrival';

// The server action signs in (see the customers' tests); here it answers as told.
const { logIn } = vi.hoisted(() => ({
  logIn: vi.fn<(previous: AuthFormState, form: FormData) => Promise<AuthFormState>>(),
}));
vi.mock('./actions', () => ({
  logIn,
  register: vi.fn(),
  requestReset: vi.fn(),
  resetPassword: vi.fn(),
}));

const labels = {
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  passwordHint: '8 to 128 characters',
  name: 'Name',
  rememberMe: 'Remember me',
  signIn: 'Log in',
};

function headerForm() {
  return render(
    <LoginForm
      locale="en"
      stayOnPage
      labels={labels}
      forgot={<span>Forgot your password?</span>}
      invitation={<span>Create an account</span>}
    />,
  );
}

function signedInHeader() {
  return render(
    <LoginArrival message="You are signed in as Ana.">
      <div>
        {/* The header's account link (next/link renders this anchor). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/en/my-account/">Hello, Ana</a>
        <button type="button">Log out</button>
      </div>
    </LoginArrival>,
  );
}

describe('a login from the header panel', () => {
  beforeEach(() => {
    logIn.mockReset();
    sessionStorage.clear();
  });

  it('asks to come back to the page it was sent from, address and query included', async () => {
    history.replaceState(null, '', '/en/hotels/?hotel=HXM&rooms=2');
    logIn.mockResolvedValue({ values: {} });
    headerForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logIn).toHaveBeenCalledTimes(1));
    const form = logIn.mock.calls[0]![1];
    expect(form.get('next')).toBe('/en/hotels/?hotel=HXM&rooms=2');
    expect(form.get('email')).toBe('ana@example.com');
  });

  it('the signed-in header then takes focus and says who is signed in, once', async () => {
    logIn.mockResolvedValue({ values: {} });
    const form = headerForm();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logIn).toHaveBeenCalledTimes(1));
    form.unmount();
    // What the server renders once signed in.
    const header = signedInHeader();
    await waitFor(() =>
      expect(screen.getByTestId('login-status').textContent).toBe('You are signed in as Ana.'),
    );
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Hello, Ana' }));
    header.unmount();
    // The next page showing a signed-in visitor neither moves focus nor speaks.
    signedInHeader();
    expect(screen.getByTestId('login-status').textContent).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('a refused login leaves nothing behind for a later signed-in page', async () => {
    logIn.mockResolvedValue({
      values: { email: 'ana@example.com' },
      error: { code: 'INCORRECT_LOGIN', message: 'The email or password is incorrect' },
    });
    headerForm();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('The email or password is incorrect');
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    signedInHeader();
    expect(screen.getByTestId('login-status').textContent).toBe('');
    expect(document.activeElement).not.toBe(screen.getByRole('link', { name: 'Hello, Ana' }));
  });

  it('the full login page keeps its own next and does not take the header’s focus', async () => {
    logIn.mockResolvedValue({ values: {} });
    render(
      <LoginForm locale="en" next="/en/carrito/" labels={labels} forgot={null} invitation={null} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logIn).toHaveBeenCalledTimes(1));
    expect(logIn.mock.calls[0]![1].get('next')).toBe('/en/carrito/');
    expect(sessionStorage.length).toBe(0);
  });
});
