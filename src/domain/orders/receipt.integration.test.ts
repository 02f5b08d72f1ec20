import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { renderReceiptPdf } from '@/integrations/documents/receipt-pdf';
import { resortToday } from '@/domain/stays';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import { heldStay, paidParkOrder, payStay, sandboxFor } from '../../../tests/support/paid-orders';
import { pdfTextLines } from '../../../tests/support/pdf-text';
import { recordRefund, receiptOf } from '.';

// Issue 20: an order's receipt says what was bought, in the currency charged, with lines that
// add up to the total in every currency (none without decimals lost), the payment, the balance
// and the tax breakdown; never for an order not paid.
describe('receipts', () => {
  let t: TestDatabase;
  let sandbox: ReturnType<typeof sandboxFor>;
  let day = 0;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    await openCapacity(t.db, resortToday(new Date()), 120);
    await openInventory(t.db, '2030-01-01', 20);
    sandbox = sandboxFor(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it.each(['USD', 'MXN', 'JPY', 'CLP'])(
    'a park order in %s: lines less the discount make the total, taxes too',
    async (currencyIso) => {
      const { order } = await paidParkOrder(t.db, sandbox, { currencyIso, dayOffset: day++ });
      const receipt = (await receiptOf(t.db, order.reference))!;
      expect(receipt).toMatchObject({
        reference: order.reference,
        kind: 'park',
        currency: { iso: currencyIso },
        totalMinor: order.amountMinor,
        refundedMinor: 0,
        balanceMinor: order.amountMinor,
        payment: { card: { brand: 'VI', last4: '4242' }, amountMinor: order.amountMinor },
      });
      const lines = receipt.lines.reduce((sum, l) => sum + l.minor, 0);
      expect(lines - receipt.discountMinor).toBe(receipt.totalMinor);
      const taxes = receipt.taxes.lines.reduce((sum, l) => sum + l.amountMinor, 0);
      expect(receipt.taxes.netMinor + taxes).toBe(receipt.totalMinor);
    },
  );

  it('prints the receipt in the trip language, with the card and never a card number', async () => {
    const { order } = await paidParkOrder(t.db, sandbox, { dayOffset: day++, locale: 'en' });
    const receipt = (await receiptOf(t.db, order.reference))!;
    const text = pdfTextLines(await renderReceiptPdf({ ...receipt, locale: 'en' })).join('\n');
    expect(text).toContain('Payment receipt');
    expect(text).toContain(`Purchase ${order.reference}`);
    expect(text).toContain('Visa card ending in 4242');
    expect(text).toContain('Total paid, net of refunds');
    expect(text).not.toMatch(/4242\s*4242/);
    const spanish = pdfTextLines(await renderReceiptPdf({ ...receipt, locale: 'es' })).join('\n');
    expect(spanish).toContain('Recibo de pago');
    expect(spanish).toContain('Desglose de impuestos');
  });

  it('a hotel stay: one line with its nights, the whole stay charged', async () => {
    const hold = await heldStay(t.db, { checkIn: '2030-01-10', nights: 3 });
    const { order } = await payStay(t.db, sandbox, hold);
    const receipt = (await receiptOf(t.db, order.reference))!;
    expect(receipt.kind).toBe('hotel');
    expect(receipt.lines).toEqual([
      expect.objectContaining({ kind: 'stay', nights: 3, minor: order.amountMinor }),
    ]);
    const text = pdfTextLines(await renderReceiptPdf(receipt)).join('\n');
    expect(text).toContain('3 noches');
  });

  it('lists a partial refund from the ledger and the balance left', async () => {
    const { order } = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    const part = Math.floor(order.amountMinor / 3);
    await t.db.transaction((tx) =>
      recordRefund(
        tx,
        {
          orderId: order.id,
          requestId: `receipt-${order.id}`,
          amountMinor: part,
          refundedMinor: 0,
          reason: 'test',
          actor: 'guest',
        },
        new Date(),
      ),
    );
    const receipt = (await receiptOf(t.db, order.reference))!;
    expect(receipt.refunds.map((r) => r.amountMinor)).toEqual([part]);
    expect(receipt).toMatchObject({
      refundedMinor: part,
      balanceMinor: order.amountMinor - part,
    });
    const text = pdfTextLines(await renderReceiptPdf(receipt)).join('\n');
    expect(text).toContain('Reembolsado');
  });

  it('has nothing for an unknown reference', async () => {
    expect(await receiptOf(t.db, 'XO-NOPE0000')).toBeUndefined();
  });
});
