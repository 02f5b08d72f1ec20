import { describe, expect, it } from 'vitest';
import { FOREIGN_RFC, usesFor, validateIssuer, validateReceiver } from './receiver.rules';

const company = {
  kind: 'mexican',
  rfc: 'EKU9003173C9',
  name: 'Escuela Kemper Urgate',
  regime: '601',
  use: 'G03',
  postalCode: '26015',
};
const individual = {
  kind: 'mexican',
  rfc: 'COSC8001137NA',
  name: 'Carlos Cortés Soto',
  regime: '612',
  use: 'G03',
  postalCode: '77500',
};

describe('validateReceiver (CFDI 4.0 receiver)', () => {
  it('accepts a company and an individual, upper-casing the name as the SAT registers it', () => {
    expect(validateReceiver(company)).toEqual({
      ok: true,
      receiver: {
        rfc: 'EKU9003173C9',
        name: 'ESCUELA KEMPER URGATE',
        regime: '601',
        use: 'G03',
        postalCode: '26015',
        foreign: null,
      },
    });
    const person = validateReceiver({ ...individual, rfc: ' cosc8001137na ' });
    expect(person.ok && person.receiver).toMatchObject({
      rfc: 'COSC8001137NA',
      name: 'CARLOS CORTÉS SOTO',
    });
  });

  it('checks the RFC structure and its check digit (@nodecfdi/rfc)', () => {
    const codes = (rfc: string) => {
      const r = validateReceiver({ ...company, rfc });
      return r.ok ? 'ok' : r.errors.rfc;
    };
    expect(codes('')).toBe('REQUIRED');
    expect(codes('EKU9003173C8')).toBe('RFC_CHECK_DIGIT');
    expect(codes('EKU900317')).toBe('RFC_INVALID');
    expect(codes('EKU9013173C9')).toBe('RFC_INVALID'); // month 13
    expect(codes('EKU9003173C9X')).toBe('RFC_INVALID');
    expect(codes('E K U 9 0')).toBe('RFC_INVALID');
    expect(codes('<script>')).toBe('RFC_INVALID');
    expect(codes("EKU' OR 1=1")).toBe('RFC_INVALID');
    // The generic RFCs are not a buyer's: a foreigner chooses "from abroad".
    expect(codes('XAXX010101000')).toBe('RFC_GENERIC');
    expect(codes(FOREIGN_RFC)).toBe('RFC_GENERIC');
  });

  it('checks the regime and the use against the SAT catalogues, for the kind of person', () => {
    const errors = (input: Record<string, string>) => {
      const r = validateReceiver({ ...company, ...input });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ regime: '999' })).toMatchObject({ regime: 'REGIME_INVALID' });
    expect(errors({ regime: '' })).toMatchObject({ regime: 'REQUIRED' });
    // 605 (salaries) is for individuals only; a company RFC cannot have it.
    expect(errors({ regime: '605' })).toMatchObject({ regime: 'REGIME_NOT_FOR_PERSON' });
    expect(errors({ use: 'Z99' })).toMatchObject({ use: 'USE_INVALID' });
    // Payroll and payment receipts are not invoices a buyer asks for.
    expect(errors({ use: 'CN01' })).toMatchObject({ use: 'USE_INVALID' });
    // D01 (medical fees) is a personal deduction: not for a company.
    expect(errors({ use: 'D01' })).toMatchObject({ use: 'USE_NOT_FOR_REGIME' });
    // G03 is not allowed for regime 605 (salaries).
    const r = validateReceiver({ ...individual, regime: '605', use: 'G03' });
    expect(r.ok ? {} : r.errors).toMatchObject({ use: 'USE_NOT_FOR_REGIME' });
  });

  it('checks the name and the fiscal postal code', () => {
    const errors = (input: Record<string, string>) => {
      const r = validateReceiver({ ...company, ...input });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ name: '   ' })).toMatchObject({ name: 'REQUIRED' });
    expect(errors({ name: 'ACME | SA' })).toMatchObject({ name: 'NAME_INVALID' });
    expect(errors({ name: 'ACME\u0000' })).toMatchObject({ name: 'NAME_INVALID' });
    expect(errors({ name: 'A'.repeat(255) })).toMatchObject({ name: 'NAME_INVALID' });
    expect(errors({ name: '<img src=x onerror=alert(1)>' })).toMatchObject({
      name: 'NAME_INVALID',
    });
    for (const postalCode of ['7750', '775000', 'ABCDE', '00000', '77 50'])
      expect(errors({ postalCode })).toMatchObject({ postalCode: 'POSTAL_CODE_INVALID' });
  });

  it('gives a buyer from abroad the generic foreign RFC, regime 616 and use S01', () => {
    const r = validateReceiver({
      kind: 'foreign',
      name: 'John Smith',
      country: 'us',
      taxId: '123-45-6789',
    });
    expect(r).toEqual({
      ok: true,
      receiver: {
        rfc: 'XEXX010101000',
        name: 'JOHN SMITH',
        regime: '616',
        use: 'S01',
        postalCode: null,
        foreign: { country: 'USA', taxId: '123-45-6789' },
      },
    });
    const bad = validateReceiver({ kind: 'foreign', name: 'X', country: 'MX', taxId: '<>' });
    expect(bad.ok ? {} : bad.errors).toEqual({
      country: 'COUNTRY_INVALID',
      taxId: 'TAX_ID_INVALID',
    });
    const none = validateReceiver({ kind: 'foreign', name: 'X', country: 'ZZ', taxId: '' });
    expect(none.ok ? {} : none.errors).toEqual({ country: 'COUNTRY_INVALID', taxId: 'REQUIRED' });
  });

  it('asks which kind of buyer first', () => {
    expect(validateReceiver({ ...company, kind: 'martian' })).toEqual({
      ok: false,
      errors: { kind: 'REQUIRED' },
    });
  });

  it('offers only the uses a receiver may choose', () => {
    const forCompany = usesFor('EKU9003173C9', '601').map((u) => u.id);
    expect(forCompany).toContain('G03');
    expect(forCompany).not.toContain('D01');
    expect(forCompany).not.toContain('CN01');
    expect(usesFor('COSC8001137NA', '612').map((u) => u.id)).toContain('D01');
  });
});

describe('the issuer edited in the back office', () => {
  it('takes a company with its regime and postal code, in upper case', () => {
    expect(
      validateIssuer({
        rfc: ' eku9003173c9 ',
        name: 'Escuela Kemper Urgate',
        regime: '601',
        postalCode: '77500',
      }),
    ).toEqual({
      ok: true,
      issuer: {
        rfc: 'EKU9003173C9',
        name: 'ESCUELA KEMPER URGATE',
        regime: '601',
        postalCode: '77500',
      },
    });
  });

  it('refuses what the SAT would: a bad check digit, the generic RFCs, a regime not for the person, a pipe in the name, a made-up postal code', () => {
    const base = {
      rfc: 'EKU9003173C9',
      name: 'ESCUELA KEMPER URGATE',
      regime: '601',
      postalCode: '77500',
    };
    const errors = (input: Partial<typeof base>) => {
      const result = validateIssuer({ ...base, ...input });
      return result.ok ? {} : result.errors;
    };
    expect(errors({ rfc: 'EKU9003173C8' })).toEqual({ rfc: 'RFC_CHECK_DIGIT' });
    expect(errors({ rfc: FOREIGN_RFC })).toEqual({ rfc: 'RFC_GENERIC' });
    expect(errors({ rfc: 'XAXX010101000' })).toEqual({ rfc: 'RFC_GENERIC' });
    expect(errors({ rfc: 'not an rfc' })).toEqual({ rfc: 'RFC_INVALID' });
    expect(errors({ regime: '605' })).toEqual({ regime: 'REGIME_NOT_FOR_PERSON' });
    expect(errors({ regime: '999' })).toEqual({ regime: 'REGIME_INVALID' });
    expect(errors({ name: 'ACME | <script>' })).toEqual({ name: 'NAME_INVALID' });
    expect(errors({ postalCode: '00000' })).toEqual({ postalCode: 'POSTAL_CODE_INVALID' });
    expect(errors({ postalCode: '7750' })).toEqual({ postalCode: 'POSTAL_CODE_INVALID' });
    expect(validateIssuer({})).toEqual({
      ok: false,
      errors: { rfc: 'REQUIRED', name: 'REQUIRED', regime: 'REQUIRED', postalCode: 'REQUIRED' },
    });
  });
});
