import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { PaymentPanel } from './payment-panel';

const OFFLINE = 'You are offline. Call us: USA 1-888-000-0000, Canada 1-888-000-0001.';

const cards = [
  { id: 1, apiCode: 'VI', name: 'Visa', kind: 'card' },
  { id: 2, apiCode: 'MC', name: 'Mastercard', kind: 'card' },
  { id: 3, apiCode: 'AX', name: 'American Express', kind: 'card' },
];
const paypal = { id: 8, apiCode: 'PP', name: 'PayPal', kind: 'redirect' };

/** What /api/v1/payment-methods/ answers per currency (the server's rules decide; see its test). */
const OPTIONS: Record<string, unknown> = {
  MXN: {
    currency: { iso: 'MXN', decimals: 2 },
    methods: [...cards, paypal],
    installments: {
      headlineMonths: 12,
      banks: [
        {
          id: 1,
          name: 'BBVA',
          logo: '/art/banks/bbva.svg',
          description: { es: 'Meses sin intereses: 3, 6.', en: 'Interest-free months: 3, 6.' },
          plans: [
            { months: 3, monthlyMinor: 500_000 },
            { months: 6, monthlyMinor: 250_000 },
          ],
        },
        {
          id: 5,
          name: 'HSBC',
          logo: '/art/banks/hsbc.svg',
          description: {
            es: 'Meses sin intereses: 3, 6, 12, 13, 15.',
            en: 'Interest-free months: 3, 6, 12, 13, 15.',
          },
          plans: [{ months: 12, monthlyMinor: 125_000 }],
        },
      ],
    },
    uplift: null,
  },
  USD: {
    currency: { iso: 'USD', decimals: 2 },
    methods: [...cards, paypal],
    installments: null,
    uplift: { months: 12, monthlyMinor: 10_000 },
  },
  COP: {
    currency: { iso: 'COP', decimals: 2 },
    methods: cards.slice(0, 2),
    installments: null,
    uplift: null,
  },
};
const CURRENCIES = [
  { iso: 'MXN', name: 'Mexican peso', names: { es: 'Peso mexicano' } },
  { iso: 'USD', name: 'US dollar' },
  { iso: 'COP', name: 'Colombian peso' },
];

type Answer = Response | Promise<Response> | Error;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A stand-in for the three endpoints the panel calls. Each queue answers its calls in turn
 * (an Error is a network failure); once empty, the endpoint answers as the server would.
 */
function server(queues: { currencies?: Answer[]; methods?: Answer[]; checkouts?: Answer[] } = {}) {
  const posted: Record<string, unknown>[] = [];
  const next = (queue: Answer[] | undefined, fallback: () => Response) => {
    const answer = queue?.shift() ?? fallback();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const fetch = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/currencies/')
      return next(queues.currencies, () => json(CURRENCIES));
    if (url.pathname === '/api/v1/payment-methods/') {
      const iso = url.searchParams.get('currency')!;
      return next(queues.methods, () => json(OPTIONS[iso]));
    }
    if (url.pathname === '/api/v1/checkouts/' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return next(queues.checkouts, () =>
        json({ redirectUrl: `${location.origin}/#pay-${posted.length}` }, 201),
      );
    }
    return Promise.reject(new Error(`unexpected ${input}`));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, posted };
}

function panel(props: Partial<ComponentProps<typeof PaymentPanel>> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="America/Cancun">
      <PaymentPanel
        kind="hotel"
        locale="en"
        currencyIso="MXN"
        totalMinor={1_500_000}
        offlineMessage={OFFLINE}
        {...props}
      />
    </NextIntlClientProvider>,
  );
}

const payButton = () => screen.findByRole('button', { name: /^Pay / });
const alertText = () => screen.getByRole('alert').textContent;

describe('PaymentPanel: loading the payment methods', () => {
  it("says 'Retrieving currencies' until the methods are there, then the total and the cards", async () => {
    let release!: (response: Response) => void;
    const { fetch } = server({
      currencies: [new Promise<Response>((resolve) => (release = resolve))],
    });
    panel();
    expect(screen.getByRole('status').textContent).toBe('Retrieving currencies');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    await act(async () => release(json(CURRENCIES)));
    expect((await payButton()).textContent).toBe('Pay MX$15,000.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('MX$15,000.00');
    expect(screen.getByText('You pay in Mexican peso (MXN)')).not.toBeNull();
    expect(screen.getByText('We accept: Visa, Mastercard, American Express')).not.toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/v1/payment-methods/?currency=MXN&amount=1500000');
  });

  it('names the currency in the visitor language when the list has it', async () => {
    server();
    panel({ locale: 'es' });
    expect(await screen.findByText(/Peso mexicano \(MXN\)/)).not.toBeNull();
  });

  it("says SPEC §8's messages when currencies or methods fail, and 'Try again' loads again", async () => {
    const user = userEvent.setup();
    server({
      currencies: [json({}, 500)],
      methods: [new TypeError('Failed to fetch')],
    });
    panel();
    expect(await screen.findByRole('alert')).not.toBeNull();
    expect(alertText()).toContain('An error ocurred while retrieving currencies');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Error getting payment methods for the currency'),
    ).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await payButton()).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('PaymentPanel: choosing how to pay', () => {
  it('MXN: interest-free months per bank; paying with none chosen asks for one and sends nothing', async () => {
    const user = userEvent.setup();
    const { posted } = server();
    panel();
    await user.click(
      await screen.findByRole('radio', { name: /Interest-free instalments: up to 12 months/ }),
    );
    const select = screen.getByRole('combobox', { name: 'Bank and months' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a bank and months',
      'BBVA: 3 months of MX$5,000.00',
      'BBVA: 6 months of MX$2,500.00',
      'HSBC: 12 months of MX$1,250.00',
    ]);
    await user.click(await payButton());
    // Focus goes to the summary of what to fix, whose link leads to the field.
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(alertText()).toContain('Please correct 1 field.');
    await user.click(
      screen.getByRole('link', { name: 'Bank and months: Choose a bank and months' }),
    );
    expect(document.activeElement).toBe(select);
    expect(posted).toEqual([]);
    expect(screen.queryByTestId('installment-bank')).toBeNull();
    await user.selectOptions(select, 'HSBC: 12 months of MX$1,250.00');
    // The error leaves with the fix; the pay button says the plan chosen.
    expect(screen.queryByRole('alert')).toBeNull();
    // Beside the months: the bank's mark and its description, in the page's language.
    const bank = screen.getByTestId('installment-bank');
    expect(bank.textContent).toBe('HSBC · Interest-free months: 3, 6, 12, 13, 15.');
    expect(bank.querySelector('img')?.getAttribute('src')).toBe('/art/banks/hsbc.svg');
    expect((await payButton()).textContent).toContain(
      'With HSBC: 12 interest-free monthly payments of MX$1,250.00',
    );
    await user.click(await payButton());
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      kind: 'hotel',
      amountMinor: 1_500_000,
      currencyIso: 'MXN',
      method: 'card',
      plan: { kind: 'installments', bankId: 5, months: 12 },
      locale: 'en',
    });
    expect(location.hash).toBe('#pay-1');
  });

  it('PayPal is paid in full: choosing it hides the plans', async () => {
    const user = userEvent.setup();
    const { posted } = server();
    panel();
    await user.click(await screen.findByRole('radio', { name: /Interest-free instalments/ }));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByRole('radio', { name: /Interest-free instalments/ })).toBeNull();
    await user.click(await payButton());
    expect(posted[0]).toMatchObject({ method: 'PP', plan: { kind: 'full' } });
  });

  it("USD: Uplift's 'from $X/mo', and no instalments", async () => {
    const user = userEvent.setup();
    const { posted } = server();
    panel({ currencyIso: 'USD', totalMinor: 120_000 });
    await user.click(
      await screen.findByRole('radio', { name: /Pay monthly with Uplift: from \$100\.00\/mo/ }),
    );
    expect(screen.queryByRole('radio', { name: /Interest-free/ })).toBeNull();
    await user.click(await payButton());
    expect(posted[0]).toMatchObject({ currencyIso: 'USD', plan: { kind: 'uplift' } });
  });

  it('without financing there is no plan to choose, and no PayPal where it is not offered', async () => {
    server();
    panel({ currencyIso: 'COP', totalMinor: 50_000_000 });
    await payButton();
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['card']);
  });

  it('shows what the return from the payment page said', async () => {
    server();
    panel({ notice: 'Your card was declined.' });
    await payButton();
    expect(alertText()).toBe('Your card was declined.');
  });
});

describe('PaymentPanel: the buyer of a park order', () => {
  it('asks for a name and a valid email before anything is sent, next to each field', async () => {
    const user = userEvent.setup();
    const { posted } = server();
    panel({ kind: 'park', askBuyer: true });
    await user.click(await payButton());
    const name = screen.getByRole('textbox', { name: 'Full name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required',
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Full name: This field is required',
      'Email: This field is required',
    ]);
    await user.type(name, 'Ana Pérez');
    // Fixed: its error leaves at once, before any new submit.
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Email: This field is required',
    ]);
    await user.type(email, 'ana@example');
    await user.click(await payButton());
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The email is not valid',
    );
    expect(posted).toEqual([]);
    await user.clear(email);
    await user.type(email, 'ana&luis@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '+52 998 000 0000');
    await user.click(await payButton());
    expect(posted[0]).toMatchObject({
      kind: 'park',
      buyer: { name: 'Ana Pérez', email: 'ana&luis@example.com', phone: '+52 998 000 0000' },
    });
  });
});

describe('PaymentPanel: sending the payment', () => {
  it('a lost connection says the offline message; the retry sends the same idempotency key', async () => {
    const user = userEvent.setup();
    const { posted } = server({ checkouts: [new TypeError('Failed to fetch')] });
    panel();
    await user.click(await payButton());
    expect(alertText()).toBe(OFFLINE);
    const button = await payButton();
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    expect(posted).toHaveLength(2);
    expect(posted[1]!.idempotencyKey).toBe(posted[0]!.idempotencyKey);
    expect(String(posted[0]!.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.hash).toBe('#pay-2');
  });

  it('each refusal says what to do, and the visitor can pay again', async () => {
    const user = userEvent.setup();
    const refusals: [string, string][] = [
      ['AMOUNT_MISMATCH', 'The price changed. Check the new total and pay again.'],
      ['CART_CHANGED', 'The price changed. Check the new total and pay again.'],
      ['CURRENCY_MISMATCH', 'The currency changed. Check the total and pay again.'],
      ['PLAN_MISMATCH', 'That way of paying is not available for this currency.'],
      ['METHOD_NOT_AVAILABLE', 'That way of paying is not available for this currency.'],
      ['INSTALLMENTS_NOT_AVAILABLE', 'That way of paying is not available for this currency.'],
      ['INSTALLMENT_PLAN_INVALID', 'That way of paying is not available for this currency.'],
      ['FINANCING_NOT_AVAILABLE', 'That way of paying is not available for this currency.'],
      ['BOOKING_NOT_PAYABLE', 'Your hold has ended. Search availability again.'],
      ['CART_HOLD_LAPSED', 'Your hold has ended. Search availability again.'],
      ['INTERNAL_ERROR', 'An error has ocurred. Please try again.'],
    ];
    server({
      checkouts: [
        ...refusals.map(([code]) => json({ error: { code, message: 'x' } }, 409)),
        new Response('<html>Bad gateway</html>', { status: 502 }),
      ],
    });
    panel();
    for (const [code, message] of refusals) {
      await user.click(await payButton());
      expect(alertText(), code).toBe(message);
    }
    await user.click(await payButton());
    expect(alertText()).toBe('An error has ocurred. Please try again.');
    expect(location.hash).not.toMatch(/^#pay-/);
  });

  it('says it is opening the payment page and ignores more presses meanwhile', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const { posted } = server({
      checkouts: [new Promise<Response>((resolve) => (answer = resolve))],
    });
    panel();
    await user.click(await payButton());
    const busy = screen.getByRole('button', { name: 'Opening the secure payment page…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await user.click(busy);
    expect(posted).toHaveLength(1);
    await act(async () => answer(json({ redirectUrl: `${location.origin}/#pay-busy` }, 201)));
    expect(location.hash).toBe('#pay-busy');
  });
});
