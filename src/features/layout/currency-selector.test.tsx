import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrencySelector } from './currency-selector';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const currencies = [
  { id: 1, iso: 'USD', name: 'Dólar estadounidense', flag: '/flags/usd.svg' },
  { id: 2, iso: 'MXN', name: 'Peso mexicano', flag: '/flags/mxn.svg' },
  { id: 9, iso: 'JPY', name: 'Yen japonés', flag: '/flags/jpy.svg' },
];

/** The selector, for a visitor whose cookies name `iso` (and `id`, when given). */
const selector = (iso?: string, secure = false, id?: string) => {
  if (iso) document.cookie = `currency_iso=${iso}; Path=/`;
  if (id) document.cookie = `currency_id=${id}; Path=/`;
  return render(
    <CurrencySelector
      label="Moneda"
      title="Elige tu moneda"
      currencies={currencies}
      secure={secure}
    />,
  );
};

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split(';')
      .filter(Boolean)
      .map((c) => c.trim().split('=') as [string, string]),
  );

describe('CurrencySelector', () => {
  beforeEach(() => {
    refresh.mockClear();
    vi.restoreAllMocks();
    for (const name of ['currency_iso', 'currency_id'])
      document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it("reads the visitor's currency from the cookies in the browser (the page is the same for everyone)", () => {
    selector(undefined, false, '9');
    expect(screen.getByRole('button', { name: 'Moneda: Yen japonés (JPY)' })).not.toBeNull();
  });

  it('shows US dollars to a visitor without a currency cookie', () => {
    selector();
    expect(
      screen.getByRole('button', { name: 'Moneda: Dólar estadounidense (USD)' }),
    ).not.toBeNull();
  });

  it("names the visitor's currency to screen readers and shows its code and flag", () => {
    const { container } = selector('MXN');
    const button = screen.getByRole('button', { name: 'Moneda: Peso mexicano (MXN)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/flags/mxn.svg');
  });

  it('falls back to the first currency when the cookie names one not offered', () => {
    selector('XXX');
    expect(screen.getByRole('button', { name: /\(USD\)$/ })).not.toBeNull();
  });

  it('opens a panel listing every currency with its flag, the current one pressed', async () => {
    const user = userEvent.setup();
    selector('MXN');
    await user.click(screen.getByRole('button', { name: /^Moneda/ }));
    const panel = screen.getByRole('group', { name: 'Elige tu moneda' });
    const options = within(panel).getAllByRole('button');
    expect(options.map((o) => o.getAttribute('data-currency'))).toEqual(['USD', 'MXN', 'JPY']);
    expect(options.map((o) => o.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(panel.querySelectorAll('img[src^="/flags/"]')).toHaveLength(3);
  });

  it('keeps the choice for 7 days in the currency_iso and currency_id cookies, tells the page and re-renders it', async () => {
    const user = userEvent.setup();
    const written: string[] = [];
    const told = vi.fn();
    window.addEventListener('currencychange', told);
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    selector();
    await user.click(screen.getByRole('button', { name: /^Moneda/ }));
    await user.click(screen.getByRole('button', { name: /JPY/ }));
    expect(cookies()).toMatchObject({ currency_iso: 'JPY', currency_id: '9' });
    expect(written).toHaveLength(2);
    for (const line of written) {
      expect(line).toMatch(/; ?Max-Age=604800/i);
      expect(line).toMatch(/; ?Path=\//i);
      expect(line).not.toMatch(/Secure/i);
    }
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledTimes(1);
    window.removeEventListener('currencychange', told);
    // The button names the new choice at once.
    expect(screen.getByRole('button', { name: 'Moneda: Yen japonés (JPY)' })).not.toBeNull();
    // A choice closes the panel.
    expect(screen.getByRole('group', { hidden: true }).hidden).toBe(true);
  });

  it('marks the cookies Secure on an https site', async () => {
    const user = userEvent.setup();
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    selector(undefined, true);
    await user.click(screen.getByRole('button', { name: /^Moneda/ }));
    await user.click(screen.getByRole('button', { name: /MXN/ }));
    expect(written).toHaveLength(2);
    for (const line of written) expect(line).toMatch(/; ?Secure/i);
  });

  it('closes on Escape and gives the focus back to its button, by keyboard alone', async () => {
    const user = userEvent.setup();
    selector();
    const button = screen.getByRole('button', { name: /^Moneda/ });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(refresh).not.toHaveBeenCalled();
  });
});
