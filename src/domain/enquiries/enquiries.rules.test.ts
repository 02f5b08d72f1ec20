import { describe, expect, it } from 'vitest';
import { isPlausiblePhone } from '@/lib/phone-prefix';
import {
  enquiryReference,
  isEnquiryStatus,
  validateEnquiry,
  type EnquiryForm,
} from './enquiries.rules';

const TODAY = '2027-03-10';
const good: EnquiryForm = {
  kind: 'wedding',
  dateFrom: '2027-11-20',
  dateTo: '2027-11-23',
  guests: '120',
  budget: '85,000',
  message: '  Boda en la playa al atardecer.  ',
  contactName: ' Lucía Pérez ',
  email: 'Lucia.Perez@Example.com',
  phone: '+52 (998) 123-4567',
  captcha: 'solved',
};
const fields = (form: EnquiryForm) => {
  const r = validateEnquiry(form, TODAY);
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`);
};

describe('an enquiry', () => {
  it('accepts a complete one, trimmed, the email in its stored form, the budget as a number', () => {
    const r = validateEnquiry(good, TODAY);
    expect(r).toEqual({
      ok: true,
      value: {
        kind: 'wedding',
        dateFrom: '2027-11-20',
        dateTo: '2027-11-23',
        guests: 120,
        budgetUsd: 85000,
        message: 'Boda en la playa al atardecer.',
        contactName: 'Lucía Pérez',
        email: 'lucia.perez@example.com',
        phone: '+52 (998) 123-4567',
        captcha: 'solved',
      },
    });
    // Optional: departure, budget and message.
    expect(fields({ ...good, dateTo: '', budget: '', message: '' })).toEqual([]);
    // The event may be today.
    expect(fields({ ...good, dateFrom: TODAY, dateTo: '' })).toEqual([]);
  });

  it('refuses each missing required field, with its own error', () => {
    expect(fields({})).toEqual([
      'kind:invalid',
      'dateFrom:required',
      'guests:required',
      'contactName:required',
      'email:invalid',
      'phone:required',
      'captcha:required',
    ]);
  });

  it('refuses dates in the past, impossible, too far ahead, or a departure before the event', () => {
    expect(fields({ ...good, dateFrom: '2027-03-09', dateTo: '' })).toEqual(['dateFrom:past']);
    expect(fields({ ...good, dateFrom: '2027-02-30', dateTo: '' })).toEqual(['dateFrom:invalid']);
    expect(fields({ ...good, dateFrom: '2030-04-01', dateTo: '' })).toEqual(['dateFrom:tooFar']);
    expect(fields({ ...good, dateTo: '2027-11-19' })).toEqual(['dateTo:beforeStart']);
    expect(fields({ ...good, dateTo: '2027-12-21' })).toEqual(['dateTo:tooFar']);
    expect(fields({ ...good, dateTo: 'mañana' })).toEqual(['dateTo:invalid']);
  });

  it('refuses guests and budgets out of range or not numbers, and hostile values', () => {
    for (const guests of ['0', '2001', '-3', '1.5', '1e3', 'muchos'])
      expect(fields({ ...good, guests }), guests).toEqual(['guests:range']);
    expect(fields({ ...good, guests: '2000' })).toEqual([]);
    for (const budget of ['10000001', 'mucho', '-5'])
      expect(fields({ ...good, budget }), budget).toEqual(['budget:range']);
    expect(fields({ ...good, kind: 'funeral' })).toEqual(['kind:invalid']);
    expect(fields({ ...good, kind: ['wedding'] })).toEqual(['kind:invalid']);
    expect(fields({ ...good, message: 'x'.repeat(2001) })).toEqual(['message:tooLong']);
    expect(fields({ ...good, contactName: 'x'.repeat(101) })).toEqual(['contactName:tooLong']);
  });

  it("checks the email with the site's one rule, and the phone as people write it", () => {
    for (const email of ['ana@', 'ana@example', 'a b@example.com', '<script>@x.com'])
      expect(fields({ ...good, email }), email).toEqual(['email:invalid']);
    expect(isPlausiblePhone('998 123 4567')).toBe(true);
    expect(isPlausiblePhone('+1 (305) 555-0100')).toBe(true);
    expect(isPlausiblePhone('12345')).toBe(false);
    expect(isPlausiblePhone('call me maybe')).toBe(false);
    expect(isPlausiblePhone('+52 998 123 4567 8901 2345')).toBe(false);
    expect(fields({ ...good, phone: 'x' })).toEqual(['phone:invalid']);
  });

  it('knows its statuses and makes its reference from its id', () => {
    for (const s of ['new', 'contacted', 'won', 'lost']) expect(isEnquiryStatus(s)).toBe(true);
    expect(isEnquiryStatus('deleted')).toBe(false);
    expect(enquiryReference('3f2a9c1e-0000-4000-8000-000000000000')).toBe('EV-3F2A9C1E');
  });
});
