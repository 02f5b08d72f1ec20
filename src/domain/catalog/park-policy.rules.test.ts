import { describe, expect, it } from 'vitest';
import {
  canCancelWithRefund,
  canChangeDate,
  dateChangeEnds,
  refundEnds,
  visitStarts,
} from './park-policy.rules';

const policy = { changeFreeHours: 48, refundDays: 7 };
// A visit on 20 March 2030 at 08:30 at the resort (UTC-5): 13:30 UTC.
const item = { visitDate: '2030-03-20', startTime: '08:30' };

describe('park product policy', () => {
  it("starts a visit at its slot's time at the resort", () => {
    expect(visitStarts('2030-03-20', '08:30').toISOString()).toBe('2030-03-20T13:30:00.000Z');
    expect(() => visitStarts('2030-03-20', '8:30')).toThrow();
  });

  it('changes the date free until N hours before the visit, not a minute after', () => {
    expect(dateChangeEnds(item.visitDate, item.startTime, policy).toISOString()).toBe(
      '2030-03-18T13:30:00.000Z',
    );
    expect(canChangeDate(item, policy, new Date('2030-03-18T13:29:59.999Z'))).toMatchObject({
      ok: true,
    });
    expect(canChangeDate(item, policy, new Date('2030-03-18T13:30:00Z'))).toEqual({
      ok: false,
      reason: 'TOO_LATE',
    });
    expect(canChangeDate(item, policy, new Date('2030-03-18T13:31:00Z'))).toEqual({
      ok: false,
      reason: 'TOO_LATE',
    });
  });

  it('refunds until 23:59 at the resort N days before the visit, by the resort clock', () => {
    expect(refundEnds(item.visitDate, policy).toISOString()).toBe('2030-03-14T05:00:00.000Z');
    // 03:00 UTC on the 14th is still 22:00 on the 13th at the resort.
    expect(canCancelWithRefund(item, policy, new Date('2030-03-14T03:00:00Z'))).toMatchObject({
      ok: true,
    });
    expect(canCancelWithRefund(item, policy, new Date('2030-03-14T05:00:00Z'))).toEqual({
      ok: false,
      reason: 'TOO_LATE',
    });
  });

  it('says an open ticket has no date to change or refund by date', () => {
    const open = { visitDate: null, startTime: '08:30' };
    const now = new Date('2030-01-01T00:00:00Z');
    expect(canChangeDate(open, policy, now)).toEqual({ ok: false, reason: 'OPEN_TICKET' });
    expect(canCancelWithRefund(open, policy, now)).toEqual({ ok: false, reason: 'OPEN_TICKET' });
  });
});
