import { describe, expect, it } from 'vitest';
import { deskStatus, isoDay, parseAmount, staffText, timelineOf } from './desk.rules';

describe('parseAmount', () => {
  it('reads major units with the currency decimals', () => {
    expect(parseAmount('125', 2)).toBe(12_500);
    expect(parseAmount(' 125.5 ', 2)).toBe(12_550);
    expect(parseAmount('125,05', 2)).toBe(12_505);
    expect(parseAmount('3000', 0)).toBe(3000);
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      '0',
      '0.00',
      '-5',
      '1e3',
      '1.005',
      '1,250.50',
      'abc',
      '12 5',
      '9'.repeat(13),
    ])
      expect(parseAmount(bad, 2), bad).toBeNull();
    expect(parseAmount('10.5', 0)).toBeNull();
  });
});

describe('staffText', () => {
  it('trims, keeps line breaks, drops control characters', () => {
    expect(staffText('  hola\r\nmundo\u0007 ', 100)).toBe('hola\nmundo');
    expect(staffText('<script>alert(1)</script>', 100)).toBe('<script>alert(1)</script>');
  });
  it('refuses empty, too long and non-text input', () => {
    expect(staffText('   ', 100)).toBeNull();
    expect(staffText('x'.repeat(101), 100)).toBeNull();
    expect(staffText(['a'], 100)).toBeNull();
    expect(staffText(undefined, 100)).toBeNull();
  });
});

describe('deskStatus', () => {
  it('reads a cancelled booking as cancelled, whatever was refunded', () => {
    expect(deskStatus('paid', 'cancelled')).toBe('cancelled');
    expect(deskStatus('refunded', 'cancelled')).toBe('cancelled');
    expect(deskStatus('paid', 'confirmed')).toBe('paid');
    expect(deskStatus('expired', 'cancelled')).toBe('expired');
    expect(deskStatus('paid')).toBe('paid');
  });
});

describe('timelineOf', () => {
  it('puts the newest first and ties in a fixed order', () => {
    const t = (iso: string) => new Date(iso);
    const events = timelineOf([
      { at: t('2026-01-01T10:00:00Z'), kind: 'created' },
      { at: t('2026-01-02T10:00:00Z'), kind: 'refund' },
      { at: t('2026-01-02T10:00:00Z'), kind: 'audit' },
      { at: t('2026-01-01T10:05:00Z'), kind: 'paid' },
      { at: t('invalid'), kind: 'note' },
    ]);
    expect(events.map((e) => e.kind)).toEqual(['refund', 'audit', 'paid', 'created']);
  });
});

describe('isoDay', () => {
  it('takes real days only', () => {
    expect(isoDay('2027-02-28')).toBe('2027-02-28');
    expect(isoDay('2027-02-30')).toBeUndefined();
    expect(isoDay("2027-01-01' OR 1=1")).toBeUndefined();
    expect(isoDay(['2027-01-01'])).toBeUndefined();
  });
});
