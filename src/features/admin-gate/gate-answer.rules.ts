import type { Redemption } from '@/domain/tickets/index.rules';

/**
 * What the gate scanner shows for a redemption (issue 17): five answers, each a colour AND a
 * word, with what the staff member needs to decide. Pure: the server gives the ticket's
 * product, group and extras, this picks the answer.
 */
export type GateAnswerKind = 'valid' | 'used' | 'wrong-date' | 'void' | 'unknown';

export type GateTicketDetails = {
  /** The product's name in the staff member's language. */
  product: string;
  /** The people of the ticket's cart line (the group it came with). */
  group: { adults: number; children: number; infants: number };
  /** Transport zone, food, photo pack and complements, already in words. */
  extras: string[];
};

export type GateAnswer =
  | {
      kind: 'valid';
      code: string;
      product: string;
      band: 'adult' | 'child' | 'infant';
      seat: number;
      visitDate: string | null;
      validUntil: string;
      group: GateTicketDetails['group'];
      extras: string[];
      /** The same scan sent again (a queued scan retried): it is the one that admitted. */
      replay: boolean;
    }
  | {
      kind: 'used';
      code: string;
      product: string;
      /** ISO instant, or null for a ticket used before the gate recorded it. */
      usedAt: string | null;
      usedBy: string | null;
      gate: string | null;
    }
  | {
      kind: 'wrong-date';
      code: string;
      product: string;
      visitDate: string | null;
      validUntil: string;
    }
  | { kind: 'void'; code: string; product: string }
  | { kind: 'unknown' };

export function gateAnswer(
  redemption: Redemption,
  details: GateTicketDetails | undefined,
): GateAnswer {
  if (redemption.admitted) {
    const t = redemption.ticket;
    return {
      kind: 'valid',
      code: t.code,
      product: details?.product ?? '',
      band: t.band,
      seat: t.seat,
      visitDate: t.visitDate,
      validUntil: t.validUntil,
      group: details?.group ?? { adults: 0, children: 0, infants: 0 },
      extras: details?.extras ?? [],
      replay: redemption.replay,
    };
  }
  const product = details?.product ?? '';
  switch (redemption.reason) {
    case 'used':
      return {
        kind: 'used',
        code: redemption.ticket.code,
        product,
        usedAt: redemption.usedAt ? redemption.usedAt.toISOString() : null,
        usedBy: redemption.usedBy,
        gate: redemption.gate,
      };
    case 'wrong-day':
      return {
        kind: 'wrong-date',
        code: redemption.ticket.code,
        product,
        visitDate: redemption.ticket.visitDate,
        validUntil: redemption.ticket.validUntil,
      };
    case 'void':
      return { kind: 'void', code: redemption.ticket.code, product };
    default:
      // Malformed, forged or not ours: the gate need not know which.
      return { kind: 'unknown' };
  }
}

/** Whether an answer lets the person in: only "valid" does. */
export function admits(answer: GateAnswer): boolean {
  return answer.kind === 'valid';
}

/** The colour of each answer: green lets in, red stops, amber asks to look again. */
export const ANSWER_TONE: Record<GateAnswerKind, 'go' | 'stop' | 'check'> = {
  valid: 'go',
  used: 'stop',
  void: 'stop',
  unknown: 'stop',
  'wrong-date': 'check',
};
