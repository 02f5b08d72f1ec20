import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * E-ticket rules: who gets a ticket, until when it admits, and the signed token its QR code
 * carries. Pure: the secret is passed in.
 */

export type HolderBand = 'adult' | 'child' | 'infant';
const BANDS: readonly HolderBand[] = ['adult', 'child', 'infant'];

/** SPEC: an open ticket is valid 6 months from purchase. */
export const OPEN_TICKET_MONTHS = 6;

/**
 * The ISO date `months` calendar months after `isoDate`, clamped to the end of a shorter
 * month (31 August + 6 months = 28 or 29 February), as people count months.
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The last day a ticket admits: its visit date, or for an open ticket the day 6 months after
 * the purchase day (both resort dates, inclusive).
 */
export function ticketValidUntil(visitDate: string | null, purchaseDay: string): string {
  return visitDate ?? addMonths(purchaseDay, OPEN_TICKET_MONTHS);
}

/**
 * One ticket per person of a cart item: adults, then children, then infants. Infants (0-4)
 * pay nothing but take a place (the hold counts them) and go through the gate, so they get
 * a ticket too, marked as infant.
 */
export function holdersOf(item: {
  adults: number;
  children: number;
  infants: number;
}): { seat: number; band: HolderBand }[] {
  const bands: HolderBand[] = [
    ...Array<HolderBand>(Math.max(0, item.adults)).fill('adult'),
    ...Array<HolderBand>(Math.max(0, item.children)).fill('child'),
    ...Array<HolderBand>(Math.max(0, item.infants)).fill('infant'),
  ];
  return bands.map((band, i) => ({ seat: i + 1, band }));
}

// ---------------------------------------------------------------------------------------------
// Signed tokens
// ---------------------------------------------------------------------------------------------

/**
 * What a token proves on its own, without the database: which ticket, for whom, dated or
 * open, and the last day it admits.
 */
export type TicketClaims = {
  ticketId: string;
  band: HolderBand;
  open: boolean;
  validUntil: string;
};

export type TokenCheck =
  { valid: true; claims: TicketClaims } | { valid: false; reason: 'malformed' | 'signature' };

const VERSION = 1;
const PAYLOAD_BYTES = 23; // version 1 + id 16 + open 1 + band 1 + day 4
const SIGNATURE_BYTES = 16; // HMAC-SHA256 cut to 128 bits: forging stays out of reach
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(payload: Buffer, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update('xcaret-eticket\0')
    .update(payload)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/**
 * The token of a ticket: base64url(payload).base64url(HMAC). The ticket id is random (a v4
 * UUID), so nothing about the order or its reference helps to guess one, and without the
 * secret no valid signature can be made for a guessed id. Short enough for a small QR code.
 */
export function signTicketToken(claims: TicketClaims, secret: string): string {
  if (!UUID.test(claims.ticketId)) throw new Error(`Not a ticket id: ${claims.ticketId}`);
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  Buffer.from(claims.ticketId.replaceAll('-', ''), 'hex').copy(payload, 1);
  payload.writeUInt8(claims.open ? 1 : 0, 17);
  payload.writeUInt8(BANDS.indexOf(claims.band), 18);
  payload.writeUInt32BE(Date.parse(`${claims.validUntil}T00:00:00Z`) / DAY_MS, 19);
  return `${payload.toString('base64url')}.${signature(payload, secret).toString('base64url')}`;
}

/** Checks a scanned token: well formed and signed with `secret` (constant-time compare). */
export function checkTicketToken(token: string, secret: string): TokenCheck {
  const parts = typeof token === 'string' ? token.trim().split('.') : [];
  if (parts.length !== 2 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p)))
    return { valid: false, reason: 'malformed' };
  const payload = Buffer.from(parts[0]!, 'base64url');
  const given = Buffer.from(parts[1]!, 'base64url');
  if (payload.length !== PAYLOAD_BYTES || payload.readUInt8(0) !== VERSION)
    return { valid: false, reason: 'malformed' };
  const band = BANDS[payload.readUInt8(18)];
  const open = payload.readUInt8(17);
  if (!band || open > 1) return { valid: false, reason: 'malformed' };
  const expected = signature(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { valid: false, reason: 'signature' };
  const hex = payload.subarray(1, 17).toString('hex');
  return {
    valid: true,
    claims: {
      ticketId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      band,
      open: open === 1,
      validUntil: new Date(payload.readUInt32BE(19) * DAY_MS).toISOString().slice(0, 10),
    },
  };
}

/** What the database keeps of a token: its SHA-256, enough to find the row of a scan. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether a verified ticket admits on `today` (a resort date): a dated ticket on its day
 * only, an open ticket on any day until its last one.
 */
export function admitsOn(claims: TicketClaims, today: string): boolean {
  return claims.open ? today <= claims.validUntil : today === claims.validUntil;
}

/** How old a scan queued offline may be and still be judged at the moment it was taken. */
export const OFFLINE_SCAN_MAX_AGE_MS = 6 * 3_600_000;
/** How far a scanner's clock may run ahead of the server's. */
export const SCANNER_CLOCK_SKEW_MS = 2 * 60_000;

/**
 * The instant a scan is judged at (issue 17): the moment the scanner took it, when it says so
 * and that moment is plausible (at most six hours ago, at most two minutes ahead of the
 * server), so that a scan queued offline at 23:50 and sent after midnight admits the day's
 * ticket; otherwise the moment it arrived. A scanner cannot reach back further than that.
 */
export function gateInstant(received: Date, scannedAt?: Date | null): Date {
  if (!scannedAt || Number.isNaN(scannedAt.getTime())) return received;
  const age = received.getTime() - scannedAt.getTime();
  return age <= OFFLINE_SCAN_MAX_AGE_MS && age >= -SCANNER_CLOCK_SKEW_MS ? scannedAt : received;
}

/**
 * A ticket code as a person types it at the gate, made canonical: case, spaces and dashes
 * do not matter, the XT- prefix may be left out, and the letters Crockford's alphabet reads
 * as digits (O → 0, I and L → 1) are read so. Null when it cannot be a ticket code.
 */
export function normalizeTicketCode(typed: string): string | null {
  if (typed.length > 40) return null;
  let body = typed.toUpperCase().replace(/[\s-]/g, '');
  if (body.startsWith('XT')) body = body.slice(2);
  body = body.replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{10}$/.test(body) ? `XT-${body}` : null;
}

/** The reference printed on a ticket: XT- and 10 base-32 characters of its random id. */
export function ticketCode(ticketId: string): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford: no I, L, O, U
  let bits = BigInt(`0x${ticketId.replaceAll('-', '').slice(0, 13)}`); // 52 bits
  let out = '';
  for (let i = 0; i < 10; i += 1) {
    out = alphabet[Number(bits & 31n)]! + out;
    bits >>= 5n;
  }
  return `XT-${out}`;
}

// ---------------------------------------------------------------------------------------------
// The gate
// ---------------------------------------------------------------------------------------------

/** The ticket a gate answer speaks of (whatever the answer, when the ticket is known). */
export type GateTicket = {
  id: string;
  code: string;
  orderId: string;
  productId: number;
  band: HolderBand;
  seat: number;
  cartItemId: string | null;
  visitDate: string | null;
  validUntil: string;
};

export type Redemption =
  | {
      admitted: true;
      code: string;
      band: HolderBand;
      ticket: GateTicket;
      /** The same scan (scanId) sent again: it was this scan that admitted the ticket. */
      replay: boolean;
    }
  | { admitted: false; reason: 'malformed' | 'signature' | 'unknown' }
  | { admitted: false; reason: 'void' | 'wrong-day'; ticket: GateTicket }
  | {
      admitted: false;
      reason: 'used';
      ticket: GateTicket;
      usedAt: Date | null;
      usedBy: string | null;
      gate: string | null;
    };
