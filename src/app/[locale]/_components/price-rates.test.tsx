import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from '@/components/price';
import { currencies as seeded } from '@/db/seed/reference';
import { moneyFormatter } from '@/server/request';
import { PriceRatesProvider } from '@/features/layout/price-rates-provider';

/** The offered currencies as the page ships them (the seed's, every one of them). */
const offered = seeded.map(({ id, iso, decimals, usdRate }) => ({ id, iso, decimals, usdRate }));
/** Amounts with every rounding case: cents, half cents after conversion, big and small. */
const AMOUNTS = [0, 1, 5, 49, 50, 99, 100, 1234, 16300, 99999, 1_234_567, 98_765_432];
const LOCALES = ['es', 'en', 'pt'] as const;

function page(locale: (typeof LOCALES)[number], usdCents: number[]) {
  return (
    <PriceRatesProvider currencies={offered} locale={locale}>
      <ul>
        {usdCents.map((amount) => (
          <li key={amount} data-testid={`p${amount}`}>
            <Price usdCents={amount} template="Desde {price} la noche" />
          </li>
        ))}
      </ul>
    </PriceRatesProvider>
  );
}

function chooseCookie(iso: string) {
  document.cookie = `currency_iso=${iso}; Path=/`;
}

describe('price islands (issue 18)', () => {
  it('agree with the server for every offered currency, language and amount', () => {
    expect(offered.length).toBeGreaterThan(5);
    for (const locale of LOCALES) {
      for (const currency of offered) {
        chooseCookie(currency.iso);
        const server = moneyFormatter(seeded.find((c) => c.iso === currency.iso)! as never, locale);
        const { unmount } = render(page(locale, AMOUNTS));
        for (const amount of AMOUNTS)
          expect(screen.getByTestId(`p${amount}`).textContent).toBe(
            `Desde ${server(amount)} la noche`,
          );
        unmount();
      }
    }
  });

  it('render no price on the server, only a place of its width, hidden from readers', () => {
    chooseCookie('MXN');
    const html = renderToString(page('es', [16300]));
    expect(html).toContain('data-price-pending');
    expect(html).toContain('aria-hidden="true"');
    // The words around the price, and no amount in any currency.
    expect(html.replace(/<[^>]*>/g, '')).toBe('Desde  la noche');
    expect(html).toMatch(/style="width:\d+ch"/);
  });

  it('follow the choice rule: unknown or absent cookie → USD, by id when no iso', () => {
    const { rerender } = render(page('en', [16300]));
    expect(screen.getByTestId('p16300').textContent).toBe('Desde $163.00 la noche');
    document.cookie = 'currency_id=2; Path=/';
    act(() => window.dispatchEvent(new Event('currencychange')));
    rerender(page('en', [16300]));
    expect(screen.getByTestId('p16300').textContent).toBe(
      `Desde ${moneyFormatter(seeded[1] as never, 'en')(16300)} la noche`,
    );
    expect(screen.getByTestId('p16300').textContent).toContain('MX$');
  });

  it("re-render on the selector's currencychange event", () => {
    chooseCookie('USD');
    render(page('es', [16300]));
    expect(screen.getByTestId('p16300').textContent).toContain('163.00');
    chooseCookie('EUR');
    act(() => window.dispatchEvent(new Event('currencychange')));
    const eur = seeded.find((c) => c.iso === 'EUR')!;
    expect(screen.getByTestId('p16300').textContent).toBe(
      `Desde ${moneyFormatter(eur as never, 'es')(16300)} la noche`,
    );
  });
});
