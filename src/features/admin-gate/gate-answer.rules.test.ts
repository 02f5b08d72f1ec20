import { describe, expect, it } from 'vitest';
import type { GateTicket, Redemption } from '@/domain/tickets/index.rules';
import { admits, ANSWER_TONE, gateAnswer } from './gate-answer.rules';

const ticket: GateTicket = {
  id: '299ce289-1741-4446-9896-8893d5d1a61b',
  code: 'XT-MSSRM92X0M',
  orderId: 'order-1',
  productId: 1,
  band: 'child',
  seat: 3,
  cartItemId: 'line-1',
  visitDate: '2029-09-20',
  validUntil: '2029-09-20',
};
const details = {
  product: 'Xcaret Plus',
  group: { adults: 2, children: 1, infants: 0 },
  extras: ['Transporte desde Cancún', 'Paquete de fotos'],
};

describe('the gate answer', () => {
  it('valid: product, date, the person and the group, the extras', () => {
    const answer = gateAnswer(
      { admitted: true, code: ticket.code, band: 'child', ticket, replay: false },
      details,
    );
    expect(answer).toEqual({
      kind: 'valid',
      code: 'XT-MSSRM92X0M',
      product: 'Xcaret Plus',
      band: 'child',
      seat: 3,
      visitDate: '2029-09-20',
      validUntil: '2029-09-20',
      group: { adults: 2, children: 1, infants: 0 },
      extras: ['Transporte desde Cancún', 'Paquete de fotos'],
      replay: false,
    });
    expect(admits(answer)).toBe(true);
    expect(ANSWER_TONE[answer.kind]).toBe('go');
  });

  it('already used: when, by whom, at which gate; it does not admit', () => {
    const usedAt = new Date('2029-09-20T14:03:00Z');
    const answer = gateAnswer(
      { admitted: false, reason: 'used', ticket, usedAt, usedBy: 'gate@x.test', gate: 'Norte' },
      details,
    );
    expect(answer).toEqual({
      kind: 'used',
      code: ticket.code,
      product: 'Xcaret Plus',
      usedAt: '2029-09-20T14:03:00.000Z',
      usedBy: 'gate@x.test',
      gate: 'Norte',
    });
    expect(admits(answer)).toBe(false);
    expect(ANSWER_TONE.used).toBe('stop');
    // Used before the gate recorded where and when.
    expect(
      gateAnswer(
        { admitted: false, reason: 'used', ticket, usedAt: null, usedBy: null, gate: null },
        undefined,
      ),
    ).toMatchObject({ kind: 'used', usedAt: null, product: '' });
  });

  it('wrong date with the ticket’s date, cancelled, and unknown for anything not ours', () => {
    expect(gateAnswer({ admitted: false, reason: 'wrong-day', ticket }, details)).toEqual({
      kind: 'wrong-date',
      code: ticket.code,
      product: 'Xcaret Plus',
      visitDate: '2029-09-20',
      validUntil: '2029-09-20',
    });
    expect(ANSWER_TONE['wrong-date']).toBe('check');
    expect(gateAnswer({ admitted: false, reason: 'void', ticket }, details)).toEqual({
      kind: 'void',
      code: ticket.code,
      product: 'Xcaret Plus',
    });
    for (const reason of ['malformed', 'signature', 'unknown'] as const) {
      const r: Redemption = { admitted: false, reason };
      expect(gateAnswer(r, undefined)).toEqual({ kind: 'unknown' });
    }
    for (const kind of ['used', 'void', 'unknown', 'wrong-date'] as const)
      expect(admits({ kind } as never)).toBe(false);
  });

  it('a retried scan that had admitted is valid again, marked as such', () => {
    expect(
      gateAnswer(
        { admitted: true, code: ticket.code, band: 'child', ticket, replay: true },
        details,
      ),
    ).toMatchObject({ kind: 'valid', replay: true });
  });
});
