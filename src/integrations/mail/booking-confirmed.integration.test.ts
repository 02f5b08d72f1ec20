import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { outbox } from '@/db/schema';
import { deliverOutbox, type MailMessage, type Mailer } from '@/domain/outbox';
import { openManageLink } from '@/domain/manage';
import { findCurrency } from '@/domain/pricing';
import {
  confirmBooking,
  createHold,
  depositSchedule,
  readBooking,
  saveGuestDetails,
} from '@/domain/stays';
import { heldStay, payStay, sandboxFor } from '../../../tests/support/paid-orders';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { bookingConfirmedHandler, FileMailbox, type StoredMail } from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const BASE_URL = 'http://localhost:3000';

describe.each(engines)('booking confirmation email on %s', (engine) => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, '2030-01-01', 60);
    dir = mkdtempSync(path.join(tmpdir(), 'booking-mail-'));
  });
  afterAll(async () => {
    await t?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  async function confirmedBooking(locale: string, currencyIso: string, country = 'BR') {
    const currency = await findCurrency(t.db, currencyIso);
    expect(currency).toBeDefined();
    const hold = await createHold(
      t.db,
      {
        hotelCode: 'HXM',
        checkIn: '2030-01-10',
        checkOut: '2030-01-13',
        rooms: [{ roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [] }],
        promoCode: 'RIVIERA10',
      },
      { now: NOW, currency: currency!, locale },
    );
    const saved = await saveGuestDetails(
      t.db,
      hold.reference,
      hold.secret,
      {
        firstName: 'Zoë <i>',
        lastName: 'Silva',
        email: 'zoe@example.com',
        phone: '+55 11 5555 5555',
        country,
      },
      NOW,
    );
    expect(saved.ok).toBe(true);
    await confirmBooking(
      t.db,
      {
        bookingId: hold.bookingId,
        paymentReference: `pay-${hold.reference}`,
        amountMinor: hold.total.minor,
        currencyIso: hold.total.iso,
      },
      NOW,
    );
    return hold;
  }

  it('emails the guest once, in the booking language, to the file mailbox', async () => {
    const hold = await confirmedBooking('pt', 'CLP');
    const handlers = {
      'booking-confirmed': bookingConfirmedHandler({
        mailer: new FileMailbox(dir),
        baseUrl: BASE_URL,
      }),
    };
    expect(await deliverOutbox(t.db, handlers, { now: NOW })).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    expect((await deliverOutbox(t.db, handlers, { now: NOW })).claimed).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(readFileSync(path.join(dir, files[0]!), 'utf8')) as StoredMail;
    expect(mail.to).toBe('zoe@example.com');
    expect(mail.subject).toBe(
      `Sua reserva ${hold.reference} em Hotel Xcaret México está confirmada`,
    );
    expect(mail.text).toContain('Check-in: 10/01/30');
    expect(mail.text).toContain('3 noites');
    // The hotel's block, from the catalogue: its address, front desk and times.
    expect(mail.text).toContain('Seu hotel: Hotel Xcaret México\n  Endereço: Carretera Chetumal');
    expect(mail.text).toContain('  Telefone: +52 984 206 0038\n');
    expect(mail.text).toContain('  Check-in: a partir das 15:00\n  Check-out: até as 12:00\n');
    expect(mail.html).toContain('href="tel:+529842060038"');
    // Chilean pesos have no minor digits.
    expect(hold.total.iso).toBe('CLP');
    expect(mail.text).toMatch(/Desconto \(código RIVIERA10\): −CLP\s?[\d.]+\n/);
    expect(mail.text).toContain(`Total cobrado: ${formatClp(hold.total.minor)}\n`);
    // The email's own signed link opens the booking on any device (issue 15).
    const link = /http:\/\/localhost:3000\/pt\/minha-reserva\/\?t=([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    );
    expect(link, mail.text).not.toBeNull();
    expect(await openManageLink(t.db, link![1])).toMatchObject({
      kind: 'booking',
      reference: hold.reference,
    });
    // The rate's policy, its deadline in the resort's time.
    expect(mail.text).toContain('Cancelamento grátis até 07/01/30 23:59 (horário de Cancún)');
    expect(mail.text).not.toContain(hold.secret);
    expect(mail.html).not.toContain(hold.secret);
    expect(mail.html).toContain('Olá, Zoë &lt;i&gt;,');
    expect(mail.html).toContain('Hóspede: Zoë &lt;i&gt; Silva');
    // Issue 20: the taxes inside the total, line by line, and the VISITAX for a guest from Brazil.
    expect(mail.text).toContain('Discriminação de impostos:');
    expect(mail.text).toMatch(/ {2}IVA \(16\s?%\): CLP\s?[\d.]+\n/);
    expect(mail.text).toMatch(/Imposto sobre hospedagem \(Quintana Roo\) \(5\s?%\): CLP/);
    expect(mail.text).toMatch(/Taxa municipal de saneamento ambiental .*× 3 quartos-noite: CLP/);
    expect(mail.text).toContain(`Total com impostos: ${formatClp(hold.total.minor)}`);
    // The lines add up to the total charged, to the peso.
    const section = mail.text.split('Discriminação de impostos:\n')[1]!.split('\n\n')[0]!;
    const amounts = section
      .split('\n')
      .map((l) => Number(l.replace(/.*CLP\s?/, '').replaceAll('.', '')));
    expect(amounts).toHaveLength(5);
    expect(amounts.slice(0, 4).reduce((a, b) => a + b, 0)).toBe(hold.total.minor);
    expect(amounts[4]).toBe(hold.total.minor);
    expect(mail.text).toContain('VISITAX para visitantes estrangeiros');
    expect(mail.html).toContain('href="https://visitax.gob.mx/"');
    // The stay as a calendar file, through the JSON mailbox intact.
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`reserva-${hold.reference}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
    const ics = Buffer.from(mail.attachments![0]!.contentBase64, 'base64')
      .toString('utf8')
      .replace(/\r\n /g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20300110\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20300114\r\n'); // through the departure day
    expect(ics).toContain(`SUMMARY:Hotel Xcaret México (${hold.reference})`);
    expect(ics).toContain(
      'LOCATION:Hotel Xcaret México\\, Carretera Chetumal-Puerto Juárez km 282',
    );
    expect(ics).not.toContain(hold.secret);
  });

  it('tells no VISITAX to a guest living in Mexico', async () => {
    await t.db.delete(outbox);
    const dir2 = mkdtempSync(path.join(tmpdir(), 'booking-mail-mx-'));
    try {
      await confirmedBooking('es', 'MXN', 'MX');
      const handlers = {
        'booking-confirmed': bookingConfirmedHandler({
          mailer: new FileMailbox(dir2),
          baseUrl: BASE_URL,
        }),
      };
      expect((await deliverOutbox(t.db, handlers, { now: NOW })).sent).toBe(1);
      const [file] = readdirSync(dir2);
      const mail = JSON.parse(readFileSync(path.join(dir2, file!), 'utf8')) as StoredMail;
      expect(mail.text).toContain('Desglose de impuestos:');
      expect(mail.text).not.toContain('VISITAX');
    } finally {
      rmSync(dir2, { recursive: true, force: true });
    }
  });

  // SPEC §3 pending amount (issue 19): a deposit booking's confirmation says what is left.
  it('a deposit booking’s confirmation states the deposit paid and the balance with its day', async () => {
    await t.db.delete(outbox);
    const hold = await heldStay(t.db, {
      hotelCode: 'HXA',
      roomTypeCode: 'HXA-GVS',
      checkIn: '2030-02-10',
      nights: 2,
    });
    const booking = (await readBooking(t.db, hold.reference, { secret: hold.secret }))!;
    const schedule = depositSchedule(booking, new Date())!;
    await payStay(t.db, sandboxFor(t.db), hold, { amountMinor: schedule.todayMinor });
    const sent: MailMessage[] = [];
    const handlers = {
      'booking-confirmed': bookingConfirmedHandler({
        mailer: { send: async (m: MailMessage) => void sent.push(m) },
        baseUrl: BASE_URL,
      }),
    };
    await deliverOutbox(t.db, handlers, { now: new Date() });
    const mail = sent.find((m) => m.subject.includes(hold.reference));
    expect(mail, 'the confirmation was sent').toBeDefined();
    const usd = (minor: number) =>
      `USD\u00a0${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(mail!.text).toContain(
      [
        `Total de la reserva: ${usd(hold.total.minor)}`,
        `Pagado hasta ahora: ${usd(schedule.todayMinor)}`,
        // The balance's day: 14 days before the 10 February arrival, midnight in Cancún.
        `Por pagar (se cobra el 27/01/30 00:00, hora de Cancún): ${usd(schedule.balanceMinor)}`,
      ].join('\n'),
    );
    expect(mail!.text).not.toContain('Total cobrado');
  });

  it('retries when the mail server refuses, and fails a message whose booking is gone', async () => {
    await t.db.delete(outbox);
    await confirmedBooking('en', 'USD');
    await t.db.insert(outbox).values({
      kind: 'booking-confirmed',
      payload: { bookingId: '00000000-0000-4000-8000-000000000000' },
    });
    const refusing: Mailer = {
      send: async (_: MailMessage) => {
        throw new Error('421 try again later');
      },
    };
    const handlers = {
      'booking-confirmed': bookingConfirmedHandler({ mailer: refusing, baseUrl: BASE_URL }),
    };
    expect(await deliverOutbox(t.db, handlers, { now: NOW })).toMatchObject({
      claimed: 2,
      retried: 1,
      failed: 1,
    });
    const rows = await t.db.select().from(outbox);
    expect(rows.find((r) => r.status === 'pending')?.lastError).toBe('Error: 421 try again later');
    expect(rows.find((r) => r.status === 'failed')?.lastError).toMatch(/not found/);
    await t.db.delete(outbox).where(eq(outbox.status, 'pending'));
  });
});

function formatClp(minor: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'CLP' }).format(minor);
}
