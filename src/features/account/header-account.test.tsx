import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshVisitor, resetVisitorForTests } from '@/components/visitor/visitor-state';
import { HeaderAccount } from './header-account';

vi.mock('./actions', () => ({ logOut: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/es${href}/`} {...rest}>
      {children}
    </a>
  ),
}));

const labels = {
  greeting: 'Hola, {name}',
  signedInAs: 'Has iniciado sesión como {name}.',
  myAccount: 'Mi cuenta',
  logout: 'Cerrar sesión',
};
const panel = () => (
  <HeaderAccount
    locale="es"
    labels={labels}
    anonymous={<button type="button">Iniciar sesión</button>}
  />
);

async function visitor(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  await act(() => refreshVisitor());
}

beforeEach(() => resetVisitorForTests());
afterEach(() => vi.unstubAllGlobals());

describe("the header's login panel", () => {
  it('holds its place invisibly and out of reach until the visitor is known (server HTML too)', () => {
    const html = renderToString(panel());
    expect(html).toContain('data-login-state="unknown"');
    expect(html).toContain('invisible');
    expect(html).not.toContain('Hola');
    render(panel());
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    const held = document.querySelector('[data-login-state="unknown"]');
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    expect(held?.hasAttribute('inert')).toBe(true);
  });

  it('offers the login to a visitor without a session', async () => {
    render(panel());
    await visitor({ customer: null, cartCount: 0 });
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).not.toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('greets a signed-in customer by first name, links the account and offers logout', async () => {
    render(panel());
    await visitor({ customer: { id: 'u-1', name: 'Ana Pérez' }, cartCount: 0 });
    const account = screen.getByRole('link', { name: 'Hola, Ana, Mi cuenta' });
    expect(account.getAttribute('href')).toBe('/es/account/');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('forgets the customer as soon as the logout is sent: their name is not shown meanwhile', async () => {
    render(panel());
    await visitor({ customer: { id: 'u-1', name: 'Ana Pérez' }, cartCount: 0 });
    const form = screen.getByRole('button', { name: 'Cerrar sesión' }).closest('form')!;
    // The action itself is the server's; here only the browser's part of the submit runs.
    form.addEventListener('submit', (event) => event.preventDefault());
    await act(async () => form.requestSubmit());
    // Hidden while the action leads on (its form stays in the page), and forgotten by the
    // store: another panel, as on the page the logout leads to, does not greet her.
    expect(document.querySelector('[data-login-state="leaving"]')?.className).toContain(
      'invisible',
    );
    expect(form.isConnected).toBe(true);
    const next = render(panel());
    expect(next.container.querySelector('[data-login-state="unknown"]')).not.toBeNull();
    expect(next.container.textContent).not.toContain('Hola');
    // The next answer decides again.
    await visitor({ customer: null, cartCount: 0 });
    expect(screen.getAllByRole('button', { name: 'Iniciar sesión' })).toHaveLength(2);
  });
});
