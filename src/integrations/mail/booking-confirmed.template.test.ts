import { describe, expect, it } from 'vitest';
import type { BookingView } from '@/domain/stays';
import { discountMinor, renderBookingConfirmed } from './booking-confirmed.template';

const booking = (overrides: Partial<BookingView> = {}): BookingView => ({
  id: '6f1c2f0e-1111-4222-8333-444455556666',
  reference: 'XH-ABCD2345',
  status: 'confirmed',
  hotelCode: 'HXM',
  hotelName: 'Hotel Xcaret México',
  checkIn: '2030-01-10',
  checkOut: '2030-01-13',
  holdExpiresAt: new Date('2029-12-01T15:15:00Z'),
  totalUsdCents: 270_000,
  discountUsdCents: 30_000,
  promoCode: 'RIVIERA10',
  offerKind: null,
  currencyIso: 'MXN',
  totalMinor: 4_860_000,
  locale: 'es',
  userId: null,
  guest: {
    firstName: 'Ana <b>',
    lastName: "O'Neil & Co",
    email: 'ana@example.com',
    phone: '+52 998 000 0000',
    country: 'MX',
    arrivalTime: '15:00',
    requests: '<script>alert(1)</script>',
  },
  paymentReference: 'pay_1',
  confirmedAt: new Date('2029-12-01T15:05:00Z'),
  rooms: [
    {
      id: 'room-1',
      roomTypeCode: 'HXM-GVS',
      roomTypeName: { es: 'Suite Vista Jardín', en: 'Garden View Suite', pt: 'Suíte Vista Jardim' },
      adults: 2,
      childrenAges: [5, 7],
      guestName: 'Ana <img src=x onerror=alert(1)>',
      nightlyUsdCents: [90_000, 90_000, 90_000],
      ratePlanCode: 'flexible',
      policy: { kind: 'flexible', discountPercent: 0, freeCancelDays: 3, penaltyNights: 1 },
    },
    {
      id: 'room-2',
      roomTypeCode: 'HXM-OVS',
      roomTypeName: { es: 'Suite Vista al Mar', en: 'Ocean View Suite', pt: 'Suíte Vista Mar' },
      adults: 1,
      childrenAges: [1],
      guestName: 'Luis "Lucho" Pérez',
      nightlyUsdCents: [0, 0, 0],
      ratePlanCode: 'non-refundable',
      policy: { kind: 'non_refundable', discountPercent: 10, freeCancelDays: 0, penaltyNights: 0 },
    },
  ],
  ...overrides,
});

const ctx = { baseUrl: 'https://hotels.example.com/', currencyDecimals: 2 };

describe('booking confirmation email', () => {
  it('is in Spanish with DD/MM/YY dates, the charged currency, the discount and the link', () => {
    const mail = renderBookingConfirmed(booking(), ctx);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Tu reserva XH-ABCD2345 en Hotel Xcaret México está confirmada');
    expect(mail.text).toContain('Llegada: 10/01/30');
    expect(mail.text).toContain('Salida: 13/01/30');
    expect(mail.text).toContain('Estancia: 3 noches');
    expect(mail.text).toContain('Habitación 1: Suite Vista Jardín');
    expect(mail.text).toContain('2 adultos, 2 niños (5 y 7 años)');
    expect(mail.text).toContain('1 adulto, 1 niño (1 año)');
    expect(mail.text).toContain('A nombre de: Luis "Lucho" Pérez');
    // 300 USD of discount at the hold's rate (4 860 000 / 270 000 = 18 MXN per USD).
    expect(mail.text).toContain('Descuento (código RIVIERA10): −$5,400.00 MXN');
    expect(mail.text).toContain('Total cobrado: $48,600.00 MXN');
    expect(mail.text).toContain('https://hotels.example.com/es/reserva/?ref=XH-ABCD2345');
    expect(mail.html).toContain('href="https://hotels.example.com/es/reserva/?ref=XH-ABCD2345"');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('is in English with MM/DD/YY dates', () => {
    const mail = renderBookingConfirmed(
      booking({
        locale: 'en',
        checkIn: '2030-01-30',
        checkOut: '2030-02-02',
        currencyIso: 'USD',
        totalMinor: 270_000,
      }),
      ctx,
    );
    expect(mail.subject).toBe('Your booking XH-ABCD2345 at Hotel Xcaret México is confirmed');
    expect(mail.text).toContain('Check-in: 01/30/30');
    expect(mail.text).toContain('Check-out: 02/02/30');
    expect(mail.text).toContain('Room 2: Ocean View Suite');
    expect(mail.text).toContain('2 adults, 2 children (ages 5 and 7)');
    expect(mail.text).toContain('1 adult, 1 child (age 1)');
    expect(mail.text).toContain('Discount (code RIVIERA10): −$300.00 USD');
    expect(mail.text).toContain('Total charged: $2,700.00 USD');
    expect(mail.text).toContain('/en/booking/?ref=XH-ABCD2345');
  });

  it('is in Portuguese with DD/MM/YY dates and the currency’s own decimals', () => {
    const mail = renderBookingConfirmed(
      booking({
        locale: 'pt',
        currencyIso: 'JPY',
        totalMinor: 405_000,
        discountUsdCents: 0,
        promoCode: null,
      }),
      { ...ctx, currencyDecimals: 0 },
    );
    expect(mail.subject).toBe('Sua reserva XH-ABCD2345 em Hotel Xcaret México está confirmada');
    expect(mail.text).toContain('Check-in: 10/01/30');
    expect(mail.text).toContain('Quarto 1: Suíte Vista Jardim');
    expect(mail.text).toContain('2 adultos, 2 crianças (5 e 7 anos)');
    expect(mail.text).toMatch(/Total cobrado: JP¥\s?405\.000\n/);
    expect(mail.text).not.toContain('Desconto');
    expect(mail.text).toContain('/pt/reserva/?ref=XH-ABCD2345');
  });

  it('escapes guest-provided text in the HTML and never includes the secret or private details', () => {
    const mail = renderBookingConfirmed(booking(), ctx);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hola, Ana &lt;b&gt;:');
    expect(mail.html).toContain('Ana &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Luis &quot;Lucho&quot; Pérez');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).not.toContain('secret');
    expect(mail.html).not.toMatch(/secret|cookie/i);
  });

  it('falls back to Spanish for an unknown locale', () => {
    expect(renderBookingConfirmed(booking({ locale: 'fr' }), ctx).subject).toMatch(/^Tu reserva/);
  });

  const hotel = {
    address: 'Carretera Chetumal-Puerto Juárez km 282, Playa del Carmen',
    phoneDisplay: '+52 984 206 0038',
    phoneDial: '+529842060038',
    checkInTime: '15:00',
    checkOutTime: '12:00',
  };
  const plan = { bankName: 'HSBC', months: 12, monthlyMinor: 405_000 };

  it('carries the brand, the hotel’s address, phone and check-in and check-out times', () => {
    const mail = renderBookingConfirmed(booking(), { ...ctx, hotel });
    expect(mail.text).toContain(
      [
        'Tu hotel: Hotel Xcaret México',
        '  Dirección: Carretera Chetumal-Puerto Juárez km 282, Playa del Carmen',
        '  Teléfono: +52 984 206 0038',
        '  Check-in: a partir de las 15:00 h',
        '  Check-out: hasta las 12:00 h',
      ].join('\n'),
    );
    expect(mail.html).toContain('<a href="tel:+529842060038"');
    expect(mail.html).toMatch(/data-brand="hotels"[^>]*>.*XCARET.*Hoteles Xcaret/s);
    // The greeting opens it once, the signature closes it once.
    expect(mail.html.match(/Hola, Ana/g)).toHaveLength(1);
    expect(mail.text.trimEnd().endsWith('Te esperamos. Hoteles Xcaret')).toBe(true);

    const en = renderBookingConfirmed(booking({ locale: 'en' }), {
      ...ctx,
      hotel: { ...hotel, checkInTime: '16:00', checkOutTime: '11:00' },
    });
    expect(en.text).toMatch(/ {2}Check-in: from 4:00\sPM\n {2}Check-out: by 11:00\sAM\n/);
    expect(en.html).toContain('Xcaret Hotels');
  });

  it('names no phone the hotel does not have', () => {
    const mail = renderBookingConfirmed(booking(), {
      ...ctx,
      hotel: { ...hotel, phoneDisplay: null, phoneDial: null },
    });
    expect(mail.text).toContain('Tu hotel: Hotel Xcaret México');
    expect(mail.text).not.toContain('Teléfono');
    expect(mail.html).not.toContain('href="tel:');
  });

  it('states the instalment plan it was paid with, and none when paid in full', () => {
    const mail = renderBookingConfirmed(booking(), { ...ctx, plan });
    expect(mail.text).toContain(
      'Total cobrado: $48,600.00 MXN\nPlan de pago: HSBC, 12 meses sin intereses de $4,050.00 MXN\n',
    );
    expect(mail.html).toContain('Plan de pago: HSBC, 12 meses sin intereses de $4,050.00 MXN');
    const pt = renderBookingConfirmed(booking({ locale: 'pt' }), { ...ctx, plan });
    expect(pt.text).toContain('Plano de pagamento: HSBC, 12 parcelas sem juros de');
    for (const none of [undefined, null])
      expect(renderBookingConfirmed(booking(), { ...ctx, plan: none }).text).not.toContain(
        'Plan de pago',
      );
  });

  it('states each room’s cancellation policy with its deadline in the resort’s time', () => {
    const mail = renderBookingConfirmed(booking(), ctx);
    // Room 1 is flexible (free until 3 days before the 10 January arrival), room 2 is not.
    const [room1, room2] = mail.text.split('Habitación 2');
    expect(room1!.split('Habitación 1')[1]).toMatch(
      /\n {2}Tarifa flexible: Cancelación gratuita hasta el 0?7\/01\/30 23:59 \(hora de Cancún\); después se cobra la primera noche\.\n/,
    );
    expect(room2).toContain(
      '  No reembolsable: Tarifa no reembolsable: no admite cancelación ni reembolso.',
    );
    expect(mail.html).toContain('Cancelación gratuita hasta el');
  });

  // SPEC §3 pending amount (issue 19): a deposit booking's email says what is left and when.
  it('states what was paid and what is still to pay with its day, in each language', () => {
    const dueAt = new Date('2029-12-27T05:00:00Z'); // 27 December, 00:00 in Cancún
    const payment = { paidMinor: 1_458_000, pending: { amountMinor: 3_402_000, dueAt } };
    const mail = renderBookingConfirmed(booking(), { ...ctx, payment });
    expect(mail.text).toContain(
      [
        'Total de la reserva: $48,600.00 MXN',
        'Pagado hasta ahora: $14,580.00 MXN',
        'Por pagar (se cobra el 27/12/29 00:00, hora de Cancún): $34,020.00 MXN',
      ].join('\n'),
    );
    // Not all of it was charged: the email must not call the total "charged".
    expect(mail.text).not.toContain('Total cobrado');
    expect(mail.html).toContain('Por pagar (se cobra el 27/12/29 00:00, hora de Cancún)');
    expect(mail.html).toContain('$34,020.00 MXN');

    const en = renderBookingConfirmed(booking({ locale: 'en' }), { ...ctx, payment });
    expect(en.text).toContain(
      'Still to pay (charged on 12/27/29 00:00, Cancún time): MX$34,020.00\n',
    );
    const pt = renderBookingConfirmed(booking({ locale: 'pt' }), {
      ...ctx,
      payment: { paidMinor: 0, pending: { amountMinor: 4_860_000, dueAt: null } },
    });
    expect(pt.text).toMatch(/\nA pagar: MX\$\s48\.600,00\n/);
  });

  it('says "total charged" and no pending line when nothing is left to pay', () => {
    for (const payment of [undefined, { paidMinor: 4_860_000, pending: null }]) {
      const mail = renderBookingConfirmed(booking(), { ...ctx, payment });
      expect(mail.text).toContain('Total cobrado: $48,600.00 MXN');
      expect(mail.text).not.toContain('Por pagar');
    }
  });

  it('converts discounts at the rate of the hold', () => {
    expect(discountMinor({ discountUsdCents: 1, totalUsdCents: 3, totalMinor: 2 })).toBe(1);
    expect(discountMinor({ discountUsdCents: 0, totalUsdCents: 3, totalMinor: 2 })).toBe(0);
  });

  it('shows the park days in the itinerary and gives each its own calendar event (issue 15)', () => {
    const parkDay = (id: string, visitDate: string, status: 'reserved' | 'cancelled') => ({
      id,
      product: {
        id: 1,
        code: 'XC-PLUS',
        name: { es: 'Xcaret Plus <b>', en: 'Xcaret Plus' },
        kind: 'park' as const,
      },
      visitDate,
      schedule: '8:30 - 22:30',
      startTime: '08:30',
      people: { adults: 2, children: 1, infants: 0 },
      status,
      orderReference: 'XO-PARKDAY2',
      included: true as const,
    });
    const mail = renderBookingConfirmed(booking(), {
      ...ctx,
      parkDays: [
        parkDay('11111111-1111-4111-8111-111111111111', '2030-01-11', 'reserved'),
        parkDay('22222222-2222-4222-8222-222222222222', '2030-01-12', 'cancelled'),
      ],
    });
    expect(mail.text).toContain('Tu itinerario');
    expect(mail.text).toMatch(
      /Xcaret Plus <b> · 8:30 - 22:30 · 2 adultos, 1 niño · Incluido en tu plan \(XO-PARKDAY2\)/,
    );
    // Markup in a name stays text in the HTML.
    expect(mail.html).toContain('Xcaret Plus &lt;b&gt;');
    expect(mail.html).not.toContain('Xcaret Plus <b>');
    const ics = mail.attachments![0]!.content.toString('utf8');
    const events = ics.split('BEGIN:VEVENT').slice(1);
    // The stay and the one live park day; the cancelled one is not in the calendar.
    expect(events).toHaveLength(2);
    expect(events[1]).toContain('UID:park-day-11111111-1111-4111-8111-111111111111@xcaret-store');
    expect(events[1]).toContain('DTSTART;TZID=America/Cancun:20300111T083000');
    expect(events[1]).toContain('DTEND;TZID=America/Cancun:20300111T223000');
    expect(events[1]).toContain('SUMMARY:Xcaret Plus <b> (XO-PARKDAY2)');
    expect(ics).not.toContain('22222222-2222');

    const without = renderBookingConfirmed(booking(), ctx);
    expect(without.text).not.toContain('Tu itinerario');
    expect(without.attachments![0]!.content.toString('utf8').split('BEGIN:VEVENT')).toHaveLength(2);
  });

  it('names the park days a date change cancelled, and only those (decision 0037)', () => {
    const parkDay = (id: string, visitDate: string) => ({
      id,
      product: {
        id: 2,
        code: 'XP-XPLOR',
        name: { es: 'Xplor', en: 'Xplor' },
        kind: 'park' as const,
      },
      visitDate,
      schedule: null,
      startTime: null,
      people: { adults: 2, children: 0, infants: 0 },
      status: 'cancelled' as const,
      orderReference: 'XO-PARKDAY3',
      included: true as const,
    });
    const released = '33333333-3333-4333-8333-333333333333';
    const earlier = '44444444-4444-4444-8444-444444444444';
    const parkDays = [parkDay(released, '2030-01-12'), parkDay(earlier, '2030-01-13')];
    const mail = renderBookingConfirmed(booking(), {
      ...ctx,
      parkDays,
      releasedParkDayIds: [released],
    });
    const [, block] = mail.text.split('Días de parque cancelados por el cambio');
    expect(block).toMatch(/^\n {2}Xplor, 12\/01\/30\n/);
    expect(block).not.toContain('13/01/30');
    expect(mail.html).toContain('Días de parque cancelados por el cambio');
    const plain = renderBookingConfirmed(booking(), { ...ctx, parkDays });
    expect(plain.text).not.toContain('cancelados por el cambio');
  });
});
