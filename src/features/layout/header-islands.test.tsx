import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  refreshVisitor,
  resetVisitorForTests,
  VISITOR_ENDPOINT,
} from '@/components/visitor/visitor-state';
import { CartLink, VisitorRefresh } from './cart-link';
import { CookieBanner } from './cookie-banner';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/es${href}/`} {...rest}>
      {children}
    </a>
  ),
}));

const COUNT =
  '{count, plural, =0 {Carrito vacío} one {Carrito, # producto} other {Carrito, # productos}}';
const cartLink = () => <CartLink locale="es" cart="Carrito" cartCount={COUNT} />;

/** The endpoint, answering each call with the next of `answers` (the last one repeated). */
function serve(...answers: unknown[]) {
  const fetcher = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

beforeEach(() => {
  resetVisitorForTests();
  for (const name of ['cookie_consent']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the header's cart link", () => {
  it('is named "Carrito" without a count until the visitor is known, in the server HTML too', () => {
    const html = renderToString(cartLink());
    expect(html).toContain('aria-label="Carrito"');
    expect(html).not.toContain('data-testid="cart-count"');
    render(cartLink());
    expect(screen.getByRole('link', { name: 'Carrito' })).not.toBeNull();
  });

  it('shows the count the endpoint gives, with its name', async () => {
    const fetcher = serve({ customer: null, cartCount: 2 });
    render(cartLink());
    await act(() => refreshVisitor());
    expect(fetcher).toHaveBeenCalledWith(
      VISITOR_ENDPOINT,
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(screen.getByRole('link', { name: 'Carrito, 2 productos' })).not.toBeNull();
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
  });

  it('has no badge for an empty cart', async () => {
    serve({ customer: null, cartCount: 0 });
    render(cartLink());
    await act(() => refreshVisitor());
    expect(screen.getByRole('link', { name: 'Carrito vacío' })).not.toBeNull();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('keeps the last known count when the endpoint fails, and names the plain cart when nothing was known', async () => {
    serve({ customer: null, cartCount: 1 }, new Error('offline'));
    render(cartLink());
    await act(() => refreshVisitor());
    await act(() => refreshVisitor());
    expect(screen.getByRole('link', { name: 'Carrito, 1 producto' })).not.toBeNull();
    resetVisitorForTests();
    serve(new Error('offline'));
    render(cartLink());
    await act(() => refreshVisitor());
    expect(screen.getAllByRole('link', { name: 'Carrito' })).not.toHaveLength(0);
  });

  it('takes the answer to the newest question: an older answer arriving late is dropped', async () => {
    let answerFirst: (value: Response) => void = () => {};
    const fetcher = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => Response.json({ customer: null, cartCount: 0 }));
    vi.stubGlobal('fetch', fetcher);
    render(cartLink());
    const first = refreshVisitor();
    await act(() => refreshVisitor());
    answerFirst(Response.json({ customer: null, cartCount: 5 }));
    await act(() => first);
    expect(screen.getByRole('link', { name: 'Carrito vacío' })).not.toBeNull();
  });

  it('refuses an answer of another shape', async () => {
    serve({ customer: { name: 'Ana' }, cartCount: '3' });
    render(cartLink());
    await act(() => refreshVisitor());
    expect(screen.getByRole('link', { name: 'Carrito' })).not.toBeNull();
  });
});

describe('VisitorRefresh', () => {
  it('asks again on each server render of the page (a new object), not on a browser re-render', async () => {
    const fetcher = serve({ customer: null, cartCount: 0 });
    const render1 = {};
    const { rerender } = render(<VisitorRefresh render={render1} />);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    rerender(<VisitorRefresh render={render1} />);
    rerender(<VisitorRefresh render={{}} />);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    await act(async () => {
      window.dispatchEvent(new Event('visitorchange'));
    });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});

describe('the cookie bar', () => {
  const labels = {
    title: 'Usamos cookies',
    text: 'Para mejorar tu experiencia.',
    accept: 'Aceptar',
    reject: 'Solo necesarias',
    more: 'Más información',
  };
  const bar = () => <CookieBanner secure={false} labels={labels} />;
  beforeEach(() => {
    // jsdom has no layout: the bar measures its height for the page's bottom padding.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it('is in the server HTML, the same for everyone, with the id the consent probe hides', () => {
    const html = renderToString(bar());
    expect(html).toContain('id="cookie-bar"');
    expect(html).toContain('Usamos cookies');
  });

  it('is shown to a visitor who has not chosen', () => {
    render(bar());
    expect(screen.getByRole('region', { name: 'Usamos cookies' })).not.toBeNull();
  });

  it('is never shown to a visitor who already chose', () => {
    document.cookie = 'cookie_consent=rejected; Path=/';
    const { container } = render(bar());
    expect(container.innerHTML).toBe('');
  });

  it('remembers the choice and goes away', async () => {
    render(bar());
    await act(async () => screen.getByRole('button', { name: 'Aceptar' }).click());
    expect(document.cookie).toContain('cookie_consent=accepted');
    expect(screen.queryByRole('region', { name: 'Usamos cookies' })).toBeNull();
  });
});
