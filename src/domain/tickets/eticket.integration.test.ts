import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, etickets } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import {
  addToCart,
  issueTicketsForCart,
  readCart,
  setComplement,
  ticketsForOrder,
  type ItemInput,
} from '@/domain/cart';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { renderTicketsPdf } from '@/integrations/documents/tickets-pdf';
import { pdfTextLines } from '../../../tests/support/pdf-text';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { redeemTicket, tokenHash, verifyTicketToken } from '.';

/** 10:00 in Cancún on 31 August 2029: open tickets bought today run until 28 February 2030. */
const NOW = new Date('2029-08-31T15:00:00Z');
const TODAY = '2029-08-31';

/** The page objects of a PDF (each page is a dictionary with /Type /Page). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

describe.each(engines)('e-tickets on %s', (engine) => {
  let t: TestDatabase;
  let p: Record<string, ProductDetail>;
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

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, TODAY, 60);
    p = {};
    for (const row of await listProducts(t.db))
      p[row.code] = (await findProductById(t.db, row.id))!;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function paidCart() {
    const plus = p['XC-PLUS']!;
    const { cartId } = await addToCart(
      t.db,
      undefined,
      item(plus, {
        visitDate: '2029-09-20',
        adults: 2,
        children: 1,
        infants: 1,
        transportZoneId: plus.transportZones.find((z) => z.code === 'CUN')!.id,
        photo: true,
      }),
      { now: NOW },
    );
    await addToCart(
      t.db,
      cartId,
      item(p['XH-XELHA']!, { openTicket: true, slotId: null, adults: 1, children: 1 }),
      // A second later: the cart lists its items in the order they were added.
      { now: new Date(NOW.getTime() + 1000) },
    );
    return cartId;
  }

  it('issues one ticket per person and product, once per order', async () => {
    const cartId = await paidCart();
    const orderId = `order-${engine}-1`;
    const first = await t.db.transaction((tx) =>
      issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }),
    );
    expect(first).toEqual({ count: 6 }); // 2 adults + 1 child + 1 infant, then 1 adult + 1 child
    const again = await t.db.transaction((tx) =>
      issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }),
    );
    expect(again).toEqual({ count: 0 });
    // Even two calls racing find the seats taken.
    const raced = await Promise.all(
      [1, 2].map(() =>
        t.db.transaction((tx) =>
          issueTicketsForCart(tx, { orderId: `${orderId}-b`, cartId, purchasedAt: NOW }),
        ),
      ),
    );
    expect(raced.map((r) => r.count).sort()).toEqual([0, 6]);
    const rowsB = await t.db
      .select()
      .from(etickets)
      .where(eq(etickets.orderId, `${orderId}-b`));
    expect(rowsB).toHaveLength(6);

    const tickets = await ticketsForOrder(t.db, orderId);
    expect(tickets).toHaveLength(6);
    const xcaret = tickets.filter((x) => x.product.code === 'XC-PLUS');
    expect(xcaret.map((x) => x.holderBand)).toEqual(['adult', 'adult', 'child', 'infant']);
    for (const x of xcaret) {
      expect(x).toMatchObject({ visitDate: '2029-09-20', validUntil: '2029-09-20', open: false });
      expect(x.schedule?.label).toBe('8:30 - 22:30');
      expect(x.transportZone).toBe('Cancún');
      expect(x.photo).toBe(true);
    }
    const xelha = tickets.filter((x) => x.product.code === 'XH-XELHA');
    expect(xelha.map((x) => x.holderBand)).toEqual(['adult', 'child']);
    // Bought on 31 August: open until 28 February (the month is shorter).
    for (const x of xelha)
      expect(x).toMatchObject({
        visitDate: null,
        validUntil: '2030-02-28',
        open: true,
        schedule: null,
      });
    // Every token is different, verifiable, and its hash is what the row keeps.
    expect(new Set(tickets.map((x) => x.token)).size).toBe(6);
    const rows = await t.db.select().from(etickets).where(eq(etickets.orderId, orderId));
    for (const x of tickets) {
      expect(rows.find((r) => r.id === x.id)!.tokenHash).toBe(tokenHash(x.token));
      expect(x.token).not.toContain(orderId);
      const check = await verifyTicketToken(x.token, { db: t.db, now: NOW });
      expect(check).toMatchObject({ valid: true, status: 'issued', code: x.code });
    }
    const open = await verifyTicketToken(xelha[0]!.token, { db: t.db, now: NOW });
    expect(open.valid && open.admitsToday).toBe(true);
    const dated = await verifyTicketToken(xcaret[0]!.token, { db: t.db, now: NOW });
    expect(dated.valid && dated.admitsToday).toBe(false); // the visit is on 20 September
  });

  it('issues tickets only for the items the order paid for', async () => {
    const cartId = await paidCart();
    const items = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    const xcaret = items.find((i) => i.productId === p['XC-PLUS']!.id)!;
    const orderId = `order-${engine}-paid-items`;
    const issued = await t.db.transaction((tx) =>
      issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW, itemIds: [xcaret.id] }),
    );
    expect(issued).toEqual({ count: 4 }); // Xcaret Plus only: 2 adults, 1 child, 1 infant
    const tickets = await ticketsForOrder(t.db, orderId);
    expect(new Set(tickets.map((x) => x.product.code))).toEqual(new Set(['XC-PLUS']));
  });

  it("lists an order's tickets in cart order then seat, each with its line's extras", async () => {
    const cartId = await paidCart();
    const [plusLine, xelhaLine] = (await readCart(t.db, cartId, NOW))!.items;
    const plusExtra = p['XC-PLUS']!.complements[0]!;
    const xelhaExtras = p['XH-XELHA']!.complements;
    await setComplement(t.db, cartId, plusLine!.id, plusExtra.id, true, NOW);
    // Added in reverse: the ticket lists them by complement, as the catalogue does.
    for (const extra of [...xelhaExtras].reverse())
      await setComplement(t.db, cartId, xelhaLine!.id, extra.id, true, NOW);
    const orderId = `order-${engine}-order`;
    await t.db.transaction((tx) => issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }));

    const tickets = await ticketsForOrder(t.db, orderId);
    expect(tickets.map((x) => [x.product.code, x.seat])).toEqual([
      ['XC-PLUS', 1],
      ['XC-PLUS', 2],
      ['XC-PLUS', 3],
      ['XC-PLUS', 4],
      ['XH-XELHA', 1],
      ['XH-XELHA', 2],
    ]);
    expect(tickets[0]).toMatchObject({
      transportZone: 'Cancún',
      photo: true,
      food: false,
      complements: [plusExtra.name],
      cartItemId: plusLine!.id,
    });
    expect(tickets[5]!.complements).toEqual(
      [...xelhaExtras].sort((a, b) => a.id - b.id).map((c) => c.name),
    );

    // A ticket whose cart line is gone keeps its own data, without extras, after the others.
    await t.db.delete(cartItems).where(eq(cartItems.id, plusLine!.id));
    const after = await ticketsForOrder(t.db, orderId);
    expect(after.map((x) => [x.product.code, x.seat])).toEqual([
      ['XH-XELHA', 1],
      ['XH-XELHA', 2],
      ['XC-PLUS', 1],
      ['XC-PLUS', 2],
      ['XC-PLUS', 3],
      ['XC-PLUS', 4],
    ]);
    expect(after[2]).toMatchObject({
      product: { code: 'XC-PLUS' },
      schedule: { label: '8:30 - 22:30' },
      visitDate: '2029-09-20',
      transportZone: null,
      photo: false,
      complements: [],
      cartItemId: null,
    });
  });

  it('renders one PDF page per ticket, with the QR codes and the texts', async () => {
    const cartId = await paidCart();
    const orderId = `order-${engine}-pdf`;
    await t.db.transaction((tx) => issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }));
    const tickets = await ticketsForOrder(t.db, orderId);
    const options = { orderReference: 'XP-TEST1', holderName: 'María José Núñez' };
    for (const locale of ['es', 'en'] as const) {
      const pdf = await renderTicketsPdf(tickets, locale, options);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
      expect(pdfPageCount(pdf)).toBe(tickets.length);
      expect(pdf.toString('latin1')).toMatch(/\/Count 6\b/);
      // Every ticket names its holder under its label, and its own reference.
      const lines = pdfTextLines(pdf);
      const holder = locale === 'es' ? 'TITULAR' : 'HOLDER';
      expect(lines.filter((l) => l === holder)).toHaveLength(tickets.length);
      expect(lines.filter((l) => l === 'María José Núñez')).toHaveLength(tickets.length);
      for (const ticket of tickets) expect(lines).toContain(ticket.code);
    }
    expect(pdfPageCount(await renderTicketsPdf(tickets.slice(0, 1), 'pt', options))).toBe(1);
  });

  it('refuses a forged or unknown token', async () => {
    expect(await verifyTicketToken('not-a-token', { db: t.db })).toEqual({
      valid: false,
      reason: 'malformed',
    });
    const cartId = await paidCart();
    const orderId = `order-${engine}-void`;
    await t.db.transaction((tx) => issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }));
    const [ticket] = await ticketsForOrder(t.db, orderId);
    await t.db.delete(etickets).where(eq(etickets.id, ticket!.id));
    expect(await verifyTicketToken(ticket!.token, { db: t.db })).toEqual({
      valid: false,
      reason: 'unknown',
    });
    const [head, sig] = ticket!.token.split('.');
    expect((await verifyTicketToken(`${head}.${sig!.slice(1)}A`, { db: t.db })).valid).toBe(false);
  });

  it('admits each ticket once at the gate, on its day, even when two scanners read it at once', async () => {
    const cartId = await paidCart();
    const orderId = `order-${engine}-gate`;
    await t.db.transaction((tx) => issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }));
    const tickets = await ticketsForOrder(t.db, orderId);
    const dated = tickets.find((x) => x.product.code === 'XC-PLUS')!;
    const open = tickets.find((x) => x.product.code === 'XH-XELHA')!;
    // 20 September 2029, 9:00 in Cancún: the dated ticket's day.
    const visitDay = new Date('2029-09-20T14:00:00Z');
    expect(await redeemTicket(t.db, dated.token, { now: NOW })).toMatchObject({
      admitted: false,
      reason: 'wrong-day',
    });
    const both = await Promise.all([
      redeemTicket(t.db, dated.token, { now: visitDay }),
      redeemTicket(t.db, dated.token, { now: visitDay }),
    ]);
    expect(both.filter((r) => r.admitted)).toHaveLength(1);
    expect(both.find((r) => !r.admitted)).toMatchObject({ admitted: false, reason: 'used' });
    expect(await verifyTicketToken(dated.token, { db: t.db, now: visitDay })).toMatchObject({
      status: 'used',
    });
    // The open ticket admits any day until its last one, once.
    expect(await redeemTicket(t.db, open.token, { now: visitDay })).toMatchObject({
      admitted: true,
      band: 'adult',
    });
    expect(await redeemTicket(t.db, open.token, { now: visitDay })).toMatchObject({
      admitted: false,
      reason: 'used',
    });
    expect(await redeemTicket(t.db, `${open.token}x`, { now: visitDay })).toMatchObject({
      admitted: false,
    });
  });

  it('a scan queued offline at 23:50 and sent after midnight is judged when it was taken, within six hours', async () => {
    const cartId = await paidCart();
    const orderId = `order-${engine}-offline`;
    await t.db.transaction((tx) => issueTicketsForCart(tx, { orderId, cartId, purchasedAt: NOW }));
    const tickets = await ticketsForOrder(t.db, orderId);
    const [first, second] = tickets.filter((x) => x.product.code === 'XC-PLUS');
    // 20 September 2029 at 23:50 in Cancún, sent at 00:20 on the 21st.
    const taken = new Date('2029-09-21T04:50:00Z');
    const sent = new Date('2029-09-21T05:20:00Z');
    expect(await redeemTicket(t.db, first!.token, { now: sent })).toMatchObject({
      reason: 'wrong-day',
    });
    expect(await redeemTicket(t.db, first!.token, { now: sent, scannedAt: taken })).toMatchObject({
      admitted: true,
    });
    const [used] = await t.db
      .select({ usedAt: etickets.usedAt })
      .from(etickets)
      .where(eq(etickets.id, first!.id));
    expect(used!.usedAt).toEqual(taken);
    // A scanner cannot reach further back than six hours.
    const lateNight = new Date(taken.getTime() + 6 * 3_600_000 + 60_000);
    expect(
      await redeemTicket(t.db, second!.token, { now: lateNight, scannedAt: taken }),
    ).toMatchObject({ reason: 'wrong-day' });
  });
});
