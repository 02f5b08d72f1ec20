import { domainToASCII, domainToUnicode } from 'node:url';

/**
 * The one rule for an email address, used by every form, API and job (decision 0010): what a
 * checkout, a booking, the newsletter or an account accepts is exactly what the mailer will
 * address, so a paid order never loses its confirmation to a stricter check downstream.
 *
 * An address is `local@domain`:
 * - local: dot-separated atoms of RFC 5322's atext (letters, digits and ! # $ % & ' * + - / =
 *   ? ^ _ ` { | } ~) and, for internationalized mail (RFC 6531), any other letter, mark or
 *   digit; no leading, trailing or doubled dot; at most 64 bytes. No quoted forms, comments or
 *   display names, and never a space, control character, CR or LF (no header injection).
 * - domain: a host name of at least two labels, internationalized names allowed (münchen.de):
 *   each label 1-63 letters, digits or hyphens in its ASCII (punycode) form, not starting or
 *   ending with a hyphen, the last one alphabetic (or an IDN `xn--` label). No IP literals.
 * - at most 254 characters in all, in its stored form.
 *
 * The stored form is lower-cased, Unicode-normalized (NFC), with the domain in ASCII
 * (`user@xn--mnchen-3ya.de`): the same person's address compares equal everywhere, and every
 * mail library can address it. `displayEmail` shows it back with the Unicode domain.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_BYTES = 64;

export type EmailCheck =
  { ok: true; address: string } | { ok: false; reason: 'required' | 'too_long' | 'invalid' };

const ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+$/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function parseEmail(raw: unknown): EmailCheck {
  if (typeof raw !== 'string') return { ok: false, reason: 'required' };
  const value = raw.trim().normalize('NFC');
  if (value.length === 0) return { ok: false, reason: 'required' };
  if (value.length > EMAIL_MAX_LENGTH * 2) return { ok: false, reason: 'too_long' };
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return { ok: false, reason: 'invalid' };
  const local = value.slice(0, at).toLowerCase();
  const domain = value.slice(at + 1).toLowerCase();
  if (!local.split('.').every((atom) => ATOM.test(atom))) return { ok: false, reason: 'invalid' };
  if (Buffer.byteLength(local, 'utf8') > EMAIL_LOCAL_MAX_BYTES)
    return { ok: false, reason: 'too_long' };
  if (domain.endsWith('.') || domain.includes('..')) return { ok: false, reason: 'invalid' };
  // Letters, digits, hyphens and dots only before conversion (no IP literals, no brackets).
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return { ok: false, reason: 'invalid' };
  const ascii = domainToASCII(domain);
  if (!ascii) return { ok: false, reason: 'invalid' };
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TOP_LABEL.test(labels.at(-1)!))
    return { ok: false, reason: 'invalid' };
  const address = `${local}@${ascii}`;
  if (address.length > EMAIL_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true, address };
}

/** The stored form of a valid address, or '' for anything else (for lookups and comparisons). */
export function normalizeEmail(raw: unknown): string {
  const parsed = parseEmail(raw);
  return parsed.ok ? parsed.address : '';
}

export function isValidEmail(raw: unknown): boolean {
  return parseEmail(raw).ok;
}

/** An address as a person reads it: the domain in Unicode (`user@münchen.de`). */
export function displayEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const unicode = domainToUnicode(address.slice(at + 1));
  return `${address.slice(0, at)}@${unicode || address.slice(at + 1)}`;
}
