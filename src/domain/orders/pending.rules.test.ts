import { describe, expect, it } from 'vitest';
import { bookingPending } from './pending.rules';

const dueAt = new Date('2030-01-27T05:00:00Z');
const money = (over: Partial<Parameters<typeof bookingPending>[1] & object> = {}) => ({
  totalMinor: 100_000,
  paidMinor: 30_000,
  refundedMinor: 0,
  changeRefundedMinor: 0,
  balanceDue: { dueAt, status: 'scheduled' },
  ...over,
});

// SPEC §3 pending amount as every view reads it from the database (issue 19).
describe('bookingPending', () => {
  it("a deposit booking owes its balance, with the balance's day", () => {
    expect(bookingPending({ status: 'confirmed', totalMinor: 100_000 }, money())).toEqual({
      amountMinor: 70_000,
      dueAt,
    });
  });
  it('a declined balance still owes, still with its day; a paid one owes nothing', () => {
    expect(
      bookingPending(
        { status: 'confirmed', totalMinor: 100_000 },
        money({ balanceDue: { dueAt, status: 'awaiting_payment' } }),
      ),
    ).toEqual({ amountMinor: 70_000, dueAt });
    expect(
      bookingPending(
        { status: 'confirmed', totalMinor: 100_000 },
        money({ paidMinor: 100_000, balanceDue: { dueAt, status: 'paid' } }),
      ),
    ).toBeNull();
  });
  it("a date change's refund lowered the price: it is not owed back; another refund is", () => {
    const changed = money({
      paidMinor: 100_000,
      refundedMinor: 20_000,
      changeRefundedMinor: 20_000,
      balanceDue: null,
    });
    expect(bookingPending({ status: 'confirmed', totalMinor: 80_000 }, changed)).toBeNull();
    const partly = money({ paidMinor: 100_000, refundedMinor: 5_000, balanceDue: null });
    expect(bookingPending({ status: 'confirmed', totalMinor: 100_000 }, partly)).toEqual({
      amountMinor: 5_000,
      dueAt: null,
    });
  });
  it('held owes its total; confirmed without an order was paid in full; cancelled owes nothing', () => {
    expect(bookingPending({ status: 'held', totalMinor: 42_000 }, undefined)).toEqual({
      amountMinor: 42_000,
      dueAt: null,
    });
    expect(bookingPending({ status: 'confirmed', totalMinor: 42_000 }, undefined)).toBeNull();
    expect(bookingPending({ status: 'cancelled', totalMinor: 100_000 }, money())).toBeNull();
  });
});
