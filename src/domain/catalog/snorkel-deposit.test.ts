import { describe, expect, it } from 'vitest';
import { SNORKEL_DEPOSIT_USD_CENTS, snorkelDepositAmount } from './snorkel-deposit';

describe('the snorkel deposit (SPEC §9, issue 19: 10 USD, paid at the park)', () => {
  it('is 10 USD', () => {
    expect(SNORKEL_DEPOSIT_USD_CENTS).toBe(1000);
  });
  it.each(['es', 'en', 'pt'] as const)('is stated in USD in %s, never converted', (locale) => {
    const text = snorkelDepositAmount(locale).replace(/\s/g, ' ');
    expect(text).toContain('USD');
    expect(text).toMatch(/10[.,]00/);
  });
});
