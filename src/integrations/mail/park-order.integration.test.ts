import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { addToCart, issueTicketsForCart, ticketsForOrder, type ItemInput } from '@/domain/cart';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { deliverOutbox, type MailMessage, type Mailer } from '@/domain/outbox';
import { validateBuyer } from '@/domain/orders';
import { enqueueParkOrderEmail } from '@/domain/tickets';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { FileMailbox, parkOrderConfirmedHandler, type StoredMail } from '.';

const NOW = new Date('2029-12-01T15:00:00Z');
const TODAY = '2029-12-01';

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe.each(engines)('park order email on %s', (engine) => {
  let t: TestDatabase;
  let dir: string;
  let p: Record<string, ProductDetail>;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, TODAY, 60);
    p = {};
    for (const row of await listProducts(t.db))
      p[row.code] = (await findProductById(t.db, row.id))!;
    dir = mkdtempSync(path.join(tmpdir(), 'park-mail-'));
  });
  afterAll(async () => {
    await t?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const item = (product: ProductDetail, extra: Partial<ItemInput>): ItemInput => ({
    productId: product.id,
    visitDate: null,
    openTicket: false,
    slotId: product.slots[0]?.id ?? null,
    adults: 1,
    children: 0,
    infants: 0,
    transportZoneId: null,
    food: false,
    photo: false,
    ...extra,
  });

  /** What helper A's capture does: tickets and the email in one transaction. */
  async function paidOrder(locale: 'es' | 'en', reference: string, email = 'ana@example.com') {
    const { cartId } = await addToCart(
      t.db,
      undefined,
      item(p['XP-XPLOR']!, { visitDate: '2029-12-20', adults: 2, children: 1, photo: true }),
      { now: NOW },
    );
    await addToCart(t.db, cartId, item(p['XH-XELHA']!, { openTicket: true, slotId: null }), {
      now: NOW,
    });
    const orderId = `order-${reference}`;
    await t.db.transaction(async (tx) => {
      await issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW });
      await enqueueParkOrderEmail(tx, {
        orderId,
        reference,
        accessUrl: `http://localhost:3000/${locale}/carrito/checkout/?order=${reference}`,
        locale,
        email,
        buyerName: 'Ana <b>',
        cartId,
        currencyIso: 'MXN',
        totalMinor: 1234567,
      });
    });
    return orderId;
  }

  it('sends the tickets once, with the PDF and a calendar per dated visit, in es and en', async () => {
    await t.db.delete(outbox);
    await paidOrder('es', 'XP-ES001');
    await paidOrder('en', 'XP-EN001');
    const handlers = {
      'park-order-confirmed': parkOrderConfirmedHandler({ mailer: new FileMailbox(dir) }),
    };
    expect(await deliverOutbox(t.db, handlers, { now: NOW })).toMatchObject({
      claimed: 2,
      sent: 2,
    });
    expect((await deliverOutbox(t.db, handlers, { now: NOW })).claimed).toBe(0);
    const mails = readdirSync(dir).map(
      (f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as StoredMail,
    );
    expect(mails).toHaveLength(2);
    const es = mails.find((m) => m.subject.includes('XP-ES001'))!;
    const en = mails.find((m) => m.subject.includes('XP-EN001'))!;

    expect(es.subject).toBe('Tu compra XP-ES001 está confirmada: aquí están tus boletos');
    expect(es.text).toContain('Xplor: 3 boletos');
    expect(es.text).toContain('2 adultos y 1 niño\n  Incluye además:\n  - Paquete de fotos\n');
    expect(es.text).toMatch(/Fecha de visita: \S+ 20 dic 2029/);
    expect(es.text).toContain('Xel-Há: 1 boleto');
    expect(es.text).toMatch(/Boleto abierto, válido hasta el \S+ 1 jun 2030/);
    expect(es.text).toContain('Qué llevar');
    expect(es.text).toContain('10 USD para el depósito reembolsable del equipo de snorkel');
    expect(es.text).toContain('http://localhost:3000/es/carrito/checkout/?order=XP-ES001');
    expect(es.html).toContain('Hola, Ana &lt;b&gt;:');
    // Each line with what it cost, the package discount on the two parks, then the total:
    // the lines less the discount make the total charged, to the cent (issue 13, item 15).
    const amounts = [...es.text.matchAll(/— \$([\d,]+\.\d{2})/g)].map((m) =>
      Math.round(Number(m[1]!.replace(/,/g, '')) * 100),
    );
    expect(amounts).toHaveLength(2);
    const discountLine =
      /Descuento de paquete 10 % en las entradas a Xplor y Xel-Há: −\$([\d,]+\.\d{2})/.exec(
        es.text,
      );
    expect(discountLine).not.toBeNull();
    const discount = Math.round(Number(discountLine![1]!.replace(/,/g, '')) * 100);
    expect(amounts[0]! + amounts[1]! - discount).toBe(1234567);
    expect(es.html).toContain('Descuento de paquete 10 %');
    expect(es.to).toBe('ana@example.com');

    expect(en.subject).toBe('Your order XP-EN001 is confirmed: here are your tickets');
    expect(en.text).toContain('2 adults and 1 child');
    expect(en.text).toMatch(/Open ticket, valid until \S+ Jun 1, 2030/);
    expect(en.text).toContain('What to bring');

    for (const [mail, pdfName] of [
      [es, 'boletos-XP-ES001.pdf'],
      [en, 'tickets-XP-EN001.pdf'],
    ] as const) {
      const files = mail.attachments!;
      // The PDF and one calendar file: the open Xel-Há ticket has no date.
      expect(files.map((a) => a.filename)).toEqual([pdfName, 'xplor-2029-12-20.ics']);
      const pdf = Buffer.from(files[0]!.contentBase64, 'base64');
      expect(files[0]!.contentType).toBe('application/pdf');
      expect(files[0]!.size).toBe(pdf.length);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pages(pdf)).toBe(4);
      const ics = Buffer.from(files[1]!.contentBase64, 'base64')
        .toString('utf8')
        .replace(/\r\n /g, '');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('DTSTART;TZID=America/Cancun:20291220T090000');
      expect(ics).toContain('DTEND;TZID=America/Cancun:20291220T170000');
      expect(ics).toContain('LOCATION:Carretera Chetumal-Puerto Juárez km 282\\, Playa del Carmen');
    }
  });

  it('an address the checkout accepts gets its tickets: & and accents, an international domain (issue 13, item 2)', async () => {
    await t.db.delete(outbox);
    const awkward = ['ana&luis@example.com', 'josé.garcía@example.com', 'user@münchen.de'];
    const stored: string[] = [];
    for (const [i, raw] of awkward.entries()) {
      // What the checkout keeps: the buyer as validateBuyer returns it.
      const buyer = validateBuyer({ name: 'Ana', email: raw });
      expect(buyer.ok, raw).toBe(true);
      if (!buyer.ok) continue;
      stored.push(buyer.buyer.email);
      await paidOrder('es', `XP-AWK00${i}`, buyer.buyer.email);
    }
    const box = mkdtempSync(path.join(tmpdir(), 'park-mail-awkward-'));
    const handlers = {
      'park-order-confirmed': parkOrderConfirmedHandler({ mailer: new FileMailbox(box) }),
    };
    expect(await deliverOutbox(t.db, handlers, { now: NOW })).toMatchObject({
      claimed: 3,
      sent: 3,
      failed: 0,
    });
    const sentTo = readdirSync(box)
      .map((f) => (JSON.parse(readFileSync(path.join(box, f), 'utf8')) as StoredMail).to)
      .sort();
    expect(sentTo).toEqual([...stored].sort());
    expect(stored).toContain('user@xn--mnchen-3ya.de');
    rmSync(box, { recursive: true, force: true });
  });

  it('keeps the attachments as bytes for SMTP, and retries when the server refuses', async () => {
    await t.db.delete(outbox);
    const orderId = await paidOrder('en', 'XP-EN002');
    const sent: MailMessage[] = [];
    let refuse = true;
    const mailer: Mailer = {
      send: async (message) => {
        if (refuse) throw new Error('421 try again later');
        sent.push(message);
      },
    };
    const handlers = { 'park-order-confirmed': parkOrderConfirmedHandler({ mailer }) };
    expect(await deliverOutbox(t.db, handlers, { now: NOW })).toMatchObject({ retried: 1 });
    refuse = false;
    expect(
      await deliverOutbox(t.db, handlers, { now: new Date(NOW.getTime() + 61_000) }),
    ).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    const [pdf] = sent[0]!.attachments!;
    expect(Buffer.isBuffer(pdf!.content)).toBe(true);
    expect(pages(pdf!.content)).toBe((await ticketsForOrder(t.db, orderId)).length);
  });

  it('fails at once a message whose order has no tickets or whose payload is broken', async () => {
    await t.db.delete(outbox);
    await t.db.insert(outbox).values([
      {
        kind: 'park-order-confirmed',
        payload: {
          orderId: 'no-such-order',
          reference: 'XP-NONE',
          accessUrl: 'http://localhost:3000/es/',
          locale: 'es',
          email: 'a@example.com',
          buyerName: 'A',
          cartId: 'x',
          currencyIso: 'USD',
          totalMinor: 100,
        },
      },
      { kind: 'park-order-confirmed', payload: { orderId: 42 } },
    ]);
    const handlers = {
      'park-order-confirmed': parkOrderConfirmedHandler({ mailer: new FileMailbox(dir) }),
    };
    expect(await deliverOutbox(t.db, handlers, { now: NOW })).toMatchObject({ failed: 2 });
  });
});
