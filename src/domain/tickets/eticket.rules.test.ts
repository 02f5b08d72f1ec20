import { describe, expect, it } from 'vitest';
import {
  addMonths,
  normalizeTicketCode,
  admitsOn,
  gateInstant,
  checkTicketToken,
  holdersOf,
  signTicketToken,
  ticketCode,
  ticketValidUntil,
  tokenHash,
  type TicketClaims,
} from './eticket.rules';

const SECRET = 'test-secret-of-at-least-thirty-two-characters';
const CLAIMS: TicketClaims = {
  ticketId: '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d',
  band: 'child',
  open: false,
  validUntil: '2030-01-20',
};

describe('open ticket validity (6 months from purchase)', () => {
  it('adds calendar months', () => {
    expect(addMonths('2030-01-15', 6)).toBe('2030-07-15');
    expect(addMonths('2030-09-01', 6)).toBe('2031-03-01');
    expect(addMonths('2030-12-31', 1)).toBe('2031-01-31');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2030-08-31', 6)).toBe('2031-02-28');
    expect(addMonths('2031-08-31', 6)).toBe('2032-02-29'); // leap year
    expect(addMonths('2030-12-31', 6)).toBe('2031-06-30');
    expect(addMonths('2030-03-31', 6)).toBe('2030-09-30');
  });

  it('an open ticket runs 6 months from the purchase day; a dated one is its visit day', () => {
    expect(ticketValidUntil(null, '2030-08-31')).toBe('2031-02-28');
    expect(ticketValidUntil(null, '2030-01-10')).toBe('2030-07-10');
    expect(ticketValidUntil('2030-02-03', '2030-01-10')).toBe('2030-02-03');
  });

  it('admits an open ticket until its last day, a dated ticket on its day only', () => {
    const open = { ...CLAIMS, open: true, validUntil: '2030-07-10' };
    expect(admitsOn(open, '2030-01-10')).toBe(true);
    expect(admitsOn(open, '2030-07-10')).toBe(true);
    expect(admitsOn(open, '2030-07-11')).toBe(false);
    expect(admitsOn(CLAIMS, '2030-01-20')).toBe(true);
    expect(admitsOn(CLAIMS, '2030-01-19')).toBe(false);
    expect(admitsOn(CLAIMS, '2030-01-21')).toBe(false);
  });
});

describe('one ticket per person', () => {
  it('issues adults, then children, then infants, numbered from 1', () => {
    expect(holdersOf({ adults: 2, children: 1, infants: 1 })).toEqual([
      { seat: 1, band: 'adult' },
      { seat: 2, band: 'adult' },
      { seat: 3, band: 'child' },
      { seat: 4, band: 'infant' },
    ]);
    expect(holdersOf({ adults: 1, children: 0, infants: 0 })).toHaveLength(1);
    expect(holdersOf({ adults: 5, children: 3, infants: 2 })).toHaveLength(10);
  });
});

describe('signed ticket tokens', () => {
  it('verifies a token it signed and returns its claims', () => {
    const token = signTicketToken(CLAIMS, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(60); // a small QR code
    expect(checkTicketToken(token, SECRET)).toEqual({ valid: true, claims: CLAIMS });
    const open = { ...CLAIMS, band: 'infant' as const, open: true, validUntil: '2031-02-28' };
    expect(checkTicketToken(signTicketToken(open, SECRET), SECRET)).toEqual({
      valid: true,
      claims: open,
    });
  });

  it('refuses a token signed with another secret', () => {
    const token = signTicketToken(CLAIMS, `${SECRET}-other`);
    expect(checkTicketToken(token, SECRET)).toEqual({ valid: false, reason: 'signature' });
  });

  it('refuses any change to the payload (band, date, id) or the signature', () => {
    const token = signTicketToken(CLAIMS, SECRET);
    const [payload, sig] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    for (const offset of [1, 10, 17, 18, 22]) {
      const tampered = Buffer.from(bytes);
      tampered[offset] = tampered[offset]! ^ (offset === 18 ? 0x01 : 0x01);
      const result = checkTicketToken(`${tampered.toString('base64url')}.${sig}`, SECRET);
      expect(result.valid).toBe(false);
    }
    const badSig = Buffer.from(sig, 'base64url');
    badSig[0] = badSig[0]! ^ 0xff;
    expect(checkTicketToken(`${payload}.${badSig.toString('base64url')}`, SECRET)).toEqual({
      valid: false,
      reason: 'signature',
    });
    // A child ticket turned into an adult one by re-encoding the band fails.
    const adult = Buffer.from(bytes);
    adult[18] = 0;
    expect(checkTicketToken(`${adult.toString('base64url')}.${sig}`, SECRET).valid).toBe(false);
  });

  it('calls garbage malformed', () => {
    for (const junk of ['', 'abc', 'a.b.c', 'não.válido', `${'A'.repeat(31)}.${'B'.repeat(22)}`])
      expect(checkTicketToken(junk, SECRET)).toEqual({ valid: false, reason: 'malformed' });
  });

  it('signs only real ticket ids', () => {
    expect(() => signTicketToken({ ...CLAIMS, ticketId: 'ORDER-123' }, SECRET)).toThrow();
  });

  it('gives each ticket its own token, hash and reference', () => {
    const other = { ...CLAIMS, ticketId: '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0e' };
    const a = signTicketToken(CLAIMS, SECRET);
    const b = signTicketToken(other, SECRET);
    expect(a).not.toBe(b);
    expect(tokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(a)).not.toBe(tokenHash(b));
    expect(ticketCode(CLAIMS.ticketId)).toMatch(/^XT-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(ticketCode(CLAIMS.ticketId)).toBe(ticketCode(CLAIMS.ticketId));
  });
});

describe('a ticket code typed at the gate', () => {
  it('reads case, spaces, dashes, a missing prefix and look-alike letters as the code', () => {
    expect(normalizeTicketCode('XT-7K2M9Q4ZP1')).toBe('XT-7K2M9Q4ZP1');
    expect(normalizeTicketCode(' xt 7k2m-9q4z p1 ')).toBe('XT-7K2M9Q4ZP1');
    expect(normalizeTicketCode('7K2M9Q4ZPL')).toBe('XT-7K2M9Q4ZP1');
    expect(normalizeTicketCode('7K2M9Q4ZPO')).toBe('XT-7K2M9Q4ZP0');
    expect(normalizeTicketCode('XT-7K2M9Q4ZP')).toBeNull();
    expect(normalizeTicketCode('XT-7K2M9Q4ZPU')).toBeNull();
    expect(normalizeTicketCode("XT-1' OR 1=1")).toBeNull();
    expect(normalizeTicketCode('x'.repeat(41))).toBeNull();
  });
});

describe('the instant a scan is judged at (offline scans)', () => {
  const received = new Date('2030-01-21T05:30:00Z'); // 00:30 on the 21st in Cancún
  it('is the moment the scanner took it, up to six hours back and two minutes ahead', () => {
    const beforeMidnight = new Date('2030-01-21T04:50:00Z'); // 23:50 on the 20th
    expect(gateInstant(received, beforeMidnight)).toBe(beforeMidnight);
    expect(admitsOn(CLAIMS, '2030-01-20')).toBe(true);
    const sixHours = new Date(received.getTime() - 6 * 3_600_000);
    expect(gateInstant(received, sixHours)).toBe(sixHours);
    const ahead = new Date(received.getTime() + 2 * 60_000);
    expect(gateInstant(received, ahead)).toBe(ahead);
  });
  it('is the moment it arrived when the scanner says nothing plausible', () => {
    expect(gateInstant(received)).toBe(received);
    expect(gateInstant(received, null)).toBe(received);
    expect(gateInstant(received, new Date('nonsense'))).toBe(received);
    expect(gateInstant(received, new Date(received.getTime() - 6 * 3_600_000 - 1))).toBe(received);
    expect(gateInstant(received, new Date(received.getTime() + 2 * 60_000 + 1))).toBe(received);
  });
});
