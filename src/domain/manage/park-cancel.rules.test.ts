import { describe, expect, it } from 'vitest';
import {
  itemState,
  quoteParkCancel,
  quoteParkItems,
  type ParkItemFacts,
} from './park-cancel.rules';

const policy = { changeFreeHours: 48, refundDays: 7 };
// Visits on 20 March 2030: refunds end 14 March 2030 at 00:00 in Cancún (05:00 UTC).
const BEFORE = new Date('2030-03-14T04:59:59Z');
const AFTER = new Date('2030-03-14T05:00:00Z');
const item = (id: string, extra: Partial<ParkItemFacts> = {}): ParkItemFacts => ({
  id,
  visitDate: '2030-03-20',
  policy,
  weight: 10_000,
  ticketStatuses: ['issued', 'issued'],
  ...extra,
});

describe('park order cancellation', () => {
  it('reads an item as cancelled when every ticket is void, used when any was used', () => {
    expect(itemState(['issued', 'issued'])).toBe('live');
    expect(itemState(['void', 'void'])).toBe('cancelled');
    expect(itemState(['void', 'used'])).toBe('used');
    expect(itemState(['issued', 'used'])).toBe('used');
    expect(itemState([])).toBe('live');
  });

  it("splits what was charged over the items by their prices, to the unit (the package discount's share included)", () => {
    const quotes = quoteParkItems(
      [item('a', { weight: 20_000 }), item('b', { weight: 10_000 }), item('c', { weight: 10_000 })],
      // 400.00 less a 10 % package discount, charged in yen without decimals: 3 601 units.
      3_601,
      BEFORE,
    );
    expect(quotes.map((q) => q.shareMinor)).toEqual([1_801, 900, 900]);
    expect(quotes.reduce((sum, q) => sum + q.shareMinor, 0)).toBe(3_601);
  });

  it('refunds an item in full until the deadline, not a second after', () => {
    const [before] = quoteParkItems([item('a')], 5_000, BEFORE);
    expect(before!.cancel).toEqual({ ok: true, until: AFTER });
    expect(quoteParkCancel([before!], ['a'], 5_000)).toEqual({
      ok: true,
      itemIds: ['a'],
      refundMinor: 5_000,
    });
    const [after] = quoteParkItems([item('a')], 5_000, AFTER);
    expect(after!.cancel).toEqual({ ok: false, reason: 'TOO_LATE' });
    expect(quoteParkCancel([after!], ['a'], 5_000)).toEqual({ ok: false, reason: 'TOO_LATE' });
  });

  it('refuses an open ticket, an item with a used ticket, and one already cancelled', () => {
    const quotes = quoteParkItems(
      [
        item('open', { visitDate: null }),
        item('used', { ticketStatuses: ['used', 'issued'] }),
        item('gone', { ticketStatuses: ['void', 'void'] }),
      ],
      9_000,
      BEFORE,
    );
    expect(quoteParkCancel(quotes, ['open'], 9_000)).toEqual({ ok: false, reason: 'OPEN_TICKET' });
    expect(quoteParkCancel(quotes, ['used'], 9_000)).toEqual({ ok: false, reason: 'USED' });
    expect(quoteParkCancel(quotes, ['gone'], 9_000)).toEqual({
      ok: false,
      reason: 'ALREADY_CANCELLED',
    });
    // Every live item must be cancellable for the whole order to be.
    expect(quoteParkCancel(quotes, 'all', 9_000)).toEqual({ ok: false, reason: 'OPEN_TICKET' });
  });

  it("refuses another order's item and an empty choice; a repeated id counts once", () => {
    const quotes = quoteParkItems([item('a'), item('b')], 8_000, BEFORE);
    expect(quoteParkCancel(quotes, ['not-ours'], 8_000)).toEqual({ ok: false, reason: 'NO_ITEMS' });
    expect(quoteParkCancel(quotes, [], 8_000)).toEqual({ ok: false, reason: 'NO_ITEMS' });
    expect(quoteParkCancel(quotes, ['a', 'a'], 8_000)).toEqual({
      ok: true,
      itemIds: ['a'],
      refundMinor: 4_000,
    });
  });

  it('cancels every live item for the whole order, never refunding more than is left', () => {
    const quotes = quoteParkItems(
      [item('a'), item('b'), item('c', { ticketStatuses: ['void'] })],
      9_000,
      BEFORE,
    );
    expect(quoteParkCancel(quotes, 'all', 6_000)).toEqual({
      ok: true,
      itemIds: ['a', 'b'],
      refundMinor: 6_000,
    });
    // An earlier goodwill refund left less than the items' shares: the rest is refunded.
    expect(quoteParkCancel(quotes, 'all', 5_000)).toMatchObject({ ok: true, refundMinor: 5_000 });
    const none = quoteParkItems([item('a', { ticketStatuses: ['void'] })], 9_000, BEFORE);
    expect(quoteParkCancel(none, 'all', 0)).toEqual({ ok: false, reason: 'ALREADY_CANCELLED' });
  });
});

describe('park order cancellation after a date change', () => {
  it("takes what a visit's date changes gave back off its own share only", () => {
    const quotes = quoteParkItems(
      [item('a', { changeRefundedMinor: 1_500 }), item('b')],
      20_000,
      BEFORE,
    );
    expect(quotes.map((q) => q.shareMinor)).toEqual([8_500, 10_000]);
    // Never below nothing.
    expect(
      quoteParkItems([item('a', { changeRefundedMinor: 50_000 })], 10_000, BEFORE)[0]!.shareMinor,
    ).toBe(0);
  });

  it('adds what a paid dearer move took to its own share only (decision 0036)', () => {
    // Visit a moved to a dearer date and paid 3 000 more (changes net: -3 000).
    const quotes = quoteParkItems(
      [item('a', { changeRefundedMinor: -3_000 }), item('b')],
      20_000,
      BEFORE,
    );
    expect(quotes.map((q) => q.shareMinor)).toEqual([13_000, 10_000]);
    // The whole order gives back the sale and the difference: what was captured.
    expect(quoteParkCancel(quotes, 'all', 23_000)).toMatchObject({ ok: true, refundMinor: 23_000 });
  });
});
