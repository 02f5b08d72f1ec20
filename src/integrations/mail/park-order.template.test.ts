import { describe, expect, it } from 'vitest';
import type { ParkOrderEmailPayload } from '@/domain/outbox';
import type { ETicket } from '@/domain/tickets';
import { renderParkOrderConfirmed } from './park-order.template';

const payload = (locale: ParkOrderEmailPayload['locale']): ParkOrderEmailPayload => ({
  orderId: 'o1',
  reference: 'XP-ABC123',
  accessUrl: `https://parks.example.com/${locale}/carrito/checkout/`,
  locale,
  email: 'ana@example.com',
  buyerName: 'Ana',
  cartId: 'c1',
  currencyIso: 'MXN',
  totalMinor: 1_200_000,
});

const ticket = (overrides: Partial<ETicket>): ETicket => ({
  id: 't1',
  code: 'XT-1',
  orderId: 'o1',
  token: 'token',
  status: 'issued',
  product: {
    id: 1,
    code: 'XC-PLUS',
    name: { es: 'Xcaret Plus', en: 'Xcaret Plus' },
    businessUnitCode: 'XC',
  },
  holderBand: 'adult',
  seat: 1,
  visitDate: '2030-01-10',
  validUntil: '2030-01-10',
  open: false,
  schedule: { label: '8:30 - 22:30', startTime: '08:30' },
  transportZone: null,
  food: false,
  photo: false,
  complements: [],
  cartItemId: 'item-1',
  createdAt: new Date('2029-12-01T15:00:00Z'),
  ...overrides,
});

const withExtras = {
  transportZone: 'Cancún',
  photo: true,
  complements: [{ es: 'Nado con mantarrayas', en: 'Swim with stingrays' }],
};
const tickets = [
  ticket(withExtras),
  ticket({ ...withExtras, id: 't2', seat: 2, holderBand: 'child' }),
  ticket({
    id: 't3',
    cartItemId: 'item-2',
    product: {
      id: 2,
      code: 'XH-XELHA',
      name: { es: 'Xel-Há', en: 'Xel-Há' },
      businessUnitCode: 'XH',
    },
  }),
];
const options = { currencyDecimals: 2, pdf: Buffer.from('%PDF') };

describe('park order confirmation email', () => {
  it("states each visit's cancellation terms by the product's policy (issue 15), in the email's language", () => {
    const open = ticket({
      id: 't4',
      cartItemId: 'item-3',
      visitDate: null,
      open: true,
      validUntil: '2030-06-01',
    });
    const policies = {
      'item-1': { changeFreeHours: 24, refundDays: 2 },
      // Xel-Há's deadline (23:59 at the resort 45 days before 2030-01-10) has passed on 2029-12-01.
      'item-2': { changeFreeHours: 24, refundDays: 45 },
      'item-3': { changeFreeHours: 24, refundDays: 2 },
    };
    const now = new Date('2029-12-01T15:00:00Z');
    const es = renderParkOrderConfirmed(payload('es'), [...tickets, open], {
      ...options,
      now,
      policies,
    });
    const plus = es.text.split('Xcaret Plus: 2 boletos')[1]!.split('\n\n')[0]!;
    expect(plus).toContain(
      'Cancelación con reembolso completo hasta el 08/01/30 23:59 (hora de Cancún).',
    );
    const xelha = es.text.split('Xel-Há: 1 boleto')[1]!.split('\n\n')[0]!;
    expect(xelha).toContain('Sin reembolso si cancelas: ya pasó la fecha límite.');
    expect(es.text).toContain('Boleto abierto: no se cancela en línea');
    expect(es.html).toContain('08/01/30 23:59');
    const en = renderParkOrderConfirmed(payload('en'), tickets, { ...options, now, policies });
    expect(en.text).toContain('Cancel with a full refund until 01/08/30 23:59 (Cancún time).');
    // Without the product's terms, a line promises nothing.
    const none = renderParkOrderConfirmed(payload('es'), tickets, { ...options, now });
    expect(none.text).not.toContain('reembolso');
  });

  it('names the extras bought with each item (transport, photo pack, activities), once per item', () => {
    const mail = renderParkOrderConfirmed(payload('es'), tickets, options);
    const plus = mail.text.split('Xcaret Plus: 2 boletos')[1]!.split('\n\n')[0]!;
    expect(plus).toMatch(
      /\n {2}Incluye además:\n {2}- Transporte desde Cancún incluido[^\n]+\n {2}- Paquete de fotos\n {2}- Nado con mantarrayas$/,
    );
    // Xel-Há was bought without extras: its line says none.
    const xelha = mail.text.split('Xel-Há: 1 boleto')[1]!.split('\n\n')[0]!;
    expect(xelha).not.toContain('Incluye además');
    expect(mail.html.match(/Incluye además:/g)).toHaveLength(1);
    expect(mail.html).toContain('<li>Paquete de fotos</li><li>Nado con mantarrayas</li>');
    const en = renderParkOrderConfirmed(payload('en'), tickets, options);
    expect(en.text).toContain('Swim with stingrays');
  });

  it('carries the parks’ brand and opens and closes once', () => {
    const mail = renderParkOrderConfirmed(payload('es'), tickets, options);
    expect(mail.html).toMatch(/data-brand="parks"[^>]*>.*XCARET.*Parques y Tours Xcaret/s);
    expect(mail.html.match(/Hola, Ana:/g)).toHaveLength(1);
    expect(mail.text.startsWith('Hola, Ana:\n\nRecibimos tu pago.')).toBe(true);
    expect(mail.text.trimEnd().endsWith('Te esperamos. Parques y Tours Xcaret')).toBe(true);
  });

  it('states the instalment plan under the total, and none when paid in full', () => {
    const plan = { bankName: 'Banorte', months: 3, monthlyMinor: 400_000 };
    const mail = renderParkOrderConfirmed(payload('es'), tickets, { ...options, plan });
    expect(mail.text).toContain(
      'Total cobrado: $12,000.00 MXN\nPlan de pago: Banorte, 3 meses sin intereses de $4,000.00 MXN\n',
    );
    expect(mail.html).toContain('Plan de pago: Banorte, 3 meses sin intereses de $4,000.00 MXN');
    const en = renderParkOrderConfirmed(payload('en'), tickets, { ...options, plan });
    expect(en.text).toContain('Payment plan: Banorte, 3 interest-free monthly payments of');
    expect(renderParkOrderConfirmed(payload('es'), tickets, options).text).not.toContain(
      'Plan de pago',
    );
  });
});
