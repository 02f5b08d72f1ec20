import { describe, expect, it } from 'vitest';
import { allocateRefunds } from './balance.rules';

const deposit = { attemptId: 'deposit', amountMinor: 30_000 };
const balance = { attemptId: 'balance', amountMinor: 70_000 };

describe('allocateRefunds (a refund over the deposit and the balance)', () => {
  it('one charge: every refund goes back through it', () => {
    expect(allocateRefunds([deposit], [{ amountMinor: 10_000 }, { amountMinor: 20_000 }])).toEqual([
      [{ attemptId: 'deposit', amountMinor: 10_000 }],
      [{ attemptId: 'deposit', amountMinor: 20_000 }],
    ]);
  });
  it('the newest charge first, then the older, never beyond what each took', () => {
    expect(allocateRefunds([deposit, balance], [{ amountMinor: 100_000 }])).toEqual([
      [
        { attemptId: 'balance', amountMinor: 70_000 },
        { attemptId: 'deposit', amountMinor: 30_000 },
      ],
    ]);
    expect(
      allocateRefunds([deposit, balance], [{ amountMinor: 60_000 }, { amountMinor: 25_000 }]),
    ).toEqual([
      [{ attemptId: 'balance', amountMinor: 60_000 }],
      [
        { attemptId: 'balance', amountMinor: 10_000 },
        { attemptId: 'deposit', amountMinor: 15_000 },
      ],
    ]);
  });
  it('parts always add up to the refund, an excess stays visible on the oldest charge', () => {
    const parts = allocateRefunds([deposit, balance], [{ amountMinor: 100_001 }])[0]!;
    expect(parts.reduce((s, p) => s + p.amountMinor, 0)).toBe(100_001);
    expect(parts.find((p) => p.attemptId === 'deposit')!.amountMinor).toBe(30_001);
  });
});
