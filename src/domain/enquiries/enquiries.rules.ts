import { isValidEmail, normalizeEmail } from '@/lib/email';
import { isPlausiblePhone, withoutLonePrefix } from '@/lib/phone-prefix';

/**
 * Weddings, meetings and group enquiries (issue 17): what the form must hold, pure. The
 * email goes through the site's one email rule; dates are the resort's calendar days.
 */
export const ENQUIRY_KINDS = ['wedding', 'meeting', 'group'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_LIMITS = {
  guestsMax: 2000,
  budgetMaxUsd: 10_000_000,
  messageMax: 2000,
  nameMax: 100,
  /** How far ahead an event may be asked for, in days (three years). */
  daysAhead: 3 * 366,
  /** The longest event, in days. */
  spanDays: 30,
} as const;

export type EnquiryField =
  | 'kind'
  | 'dateFrom'
  | 'dateTo'
  | 'guests'
  | 'budget'
  | 'message'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'captcha';
export type EnquiryFieldError = {
  field: EnquiryField;
  code: 'required' | 'invalid' | 'past' | 'tooFar' | 'beforeStart' | 'tooLong' | 'range';
};

export type EnquiryForm = Partial<Record<EnquiryField, unknown>>;

export type EnquiryInput = {
  kind: EnquiryKind;
  dateFrom: string;
  dateTo: string | null;
  guests: number;
  budgetUsd: number | null;
  message: string;
  contactName: string;
  email: string;
  phone: string;
  captcha: string;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function isDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks an enquiry form against `today` (the resort's date): the value, or every error. */
export function validateEnquiry(
  form: EnquiryForm,
  today: string,
): { ok: true; value: EnquiryInput } | { ok: false; errors: EnquiryFieldError[] } {
  const errors: EnquiryFieldError[] = [];
  const kind = text(form.kind);
  if (!(ENQUIRY_KINDS as readonly string[]).includes(kind))
    errors.push({ field: 'kind', code: 'invalid' });

  const dateFrom = text(form.dateFrom);
  if (!dateFrom) errors.push({ field: 'dateFrom', code: 'required' });
  else if (!isDate(dateFrom)) errors.push({ field: 'dateFrom', code: 'invalid' });
  else if (dateFrom < today) errors.push({ field: 'dateFrom', code: 'past' });
  else if (daysBetween(today, dateFrom) > ENQUIRY_LIMITS.daysAhead)
    errors.push({ field: 'dateFrom', code: 'tooFar' });

  const dateToText = text(form.dateTo);
  const dateTo = dateToText || null;
  if (dateTo !== null) {
    if (!isDate(dateTo)) errors.push({ field: 'dateTo', code: 'invalid' });
    else if (isDate(dateFrom) && dateTo < dateFrom)
      errors.push({ field: 'dateTo', code: 'beforeStart' });
    else if (isDate(dateFrom) && daysBetween(dateFrom, dateTo) > ENQUIRY_LIMITS.spanDays)
      errors.push({ field: 'dateTo', code: 'tooFar' });
  }

  const guestsText = text(form.guests);
  const guests = /^\d{1,6}$/.test(guestsText) ? Number(guestsText) : NaN;
  if (!guestsText) errors.push({ field: 'guests', code: 'required' });
  else if (!Number.isInteger(guests) || guests < 1 || guests > ENQUIRY_LIMITS.guestsMax)
    errors.push({ field: 'guests', code: 'range' });

  const budgetText = text(form.budget).replace(/[\s,$]/g, '');
  const budget = budgetText === '' ? null : /^\d{1,9}$/.test(budgetText) ? Number(budgetText) : NaN;
  if (budget !== null && (Number.isNaN(budget) || budget > ENQUIRY_LIMITS.budgetMaxUsd))
    errors.push({ field: 'budget', code: 'range' });

  const message = text(form.message);
  if (message.length > ENQUIRY_LIMITS.messageMax)
    errors.push({ field: 'message', code: 'tooLong' });

  const contactName = text(form.contactName);
  if (!contactName) errors.push({ field: 'contactName', code: 'required' });
  else if (contactName.length > ENQUIRY_LIMITS.nameMax)
    errors.push({ field: 'contactName', code: 'tooLong' });

  if (!isValidEmail(form.email)) errors.push({ field: 'email', code: 'invalid' });

  const phone = withoutLonePrefix(text(form.phone)).trim();
  if (!phone) errors.push({ field: 'phone', code: 'required' });
  else if (!isPlausiblePhone(phone)) errors.push({ field: 'phone', code: 'invalid' });

  const captcha = text(form.captcha);
  if (!captcha) errors.push({ field: 'captcha', code: 'required' });

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      kind: kind as EnquiryKind,
      dateFrom,
      dateTo,
      guests,
      budgetUsd: budget,
      message,
      contactName,
      email: normalizeEmail(form.email),
      phone,
      captcha,
    },
  };
}

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === 'string' && (ENQUIRY_STATUSES as readonly string[]).includes(value);
}

/** The reference quoted to the visitor and the sales team: EV- and 8 characters of the id. */
export function enquiryReference(id: string): string {
  return `EV-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
