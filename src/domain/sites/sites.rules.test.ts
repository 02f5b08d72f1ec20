import { describe, expect, it } from 'vitest';
import {
  checkFooterPhone,
  checkServiceHours,
  isPersonalizationEnabled,
  maintenanceContacts,
} from './sites.rules';

describe('isPersonalizationEnabled', () => {
  it('needs an enabled CONCENTRADOR entry', () => {
    expect(isPersonalizationEnabled([{ code: 'CONCENTRADOR', enabled: true }])).toBe(true);
    expect(isPersonalizationEnabled([{ code: 'CONCENTRADOR', enabled: false }])).toBe(false);
    expect(isPersonalizationEnabled([{ code: 'HOTELES', enabled: true }])).toBe(false);
    expect(isPersonalizationEnabled([])).toBe(false);
  });
});

describe('maintenanceContacts', () => {
  it('offers the Mexico and USA lines, in that order, and no other', () => {
    const phones = [{ country: 'US' }, { country: 'CA' }, { country: 'MX' }];
    expect(maintenanceContacts(phones).map((p) => p.country)).toEqual(['MX', 'US']);
  });
});

describe('checkFooterPhone', () => {
  const good = {
    text_es: 'México',
    text_en: 'Mexico',
    text_pt: 'México',
    displayNumber: '800 292 2738',
    dialNumber: '+528002922738',
  };
  it('accepts a line whose shown and dialled numbers agree', () => {
    expect(checkFooterPhone(good)).toEqual({
      ok: true,
      value: {
        text: { es: 'México', en: 'Mexico', pt: 'México' },
        displayNumber: '800 292 2738',
        dialNumber: '+528002922738',
      },
    });
  });
  it('refuses a missing name, a name on two lines and an overlong one', () => {
    expect(checkFooterPhone({ ...good, text_pt: ' ' })).toEqual({
      ok: false,
      code: 'INVALID_TEXT',
    });
    expect(checkFooterPhone({ ...good, text_en: 'a\u0007b' })).toEqual({
      ok: false,
      code: 'INVALID_TEXT',
    });
    expect(checkFooterPhone({ ...good, text_es: 'x'.repeat(41) })).toEqual({
      ok: false,
      code: 'INVALID_TEXT',
    });
  });
  it('refuses dialled numbers not in E.164, shown numbers with letters, and numbers that differ', () => {
    for (const dialNumber of [
      '528002922738',
      '+0528002922738',
      '+52 800',
      'tel:+528002922738',
      '+52800292273812345',
    ])
      expect(checkFooterPhone({ ...good, dialNumber }), dialNumber).toEqual({
        ok: false,
        code: 'INVALID_NUMBER',
      });
    expect(checkFooterPhone({ ...good, displayNumber: '800 CALL NOW' })).toEqual({
      ok: false,
      code: 'INVALID_NUMBER',
    });
    expect(checkFooterPhone({ ...good, displayNumber: '800 111 2222' })).toEqual({
      ok: false,
      code: 'INVALID_NUMBER',
    });
  });
});

describe('checkServiceHours', () => {
  it('needs a text in each language of at most 200 characters', () => {
    const ok = { text_es: 'Lunes', text_en: 'Monday', text_pt: 'Segunda' };
    expect(checkServiceHours(ok)).toEqual({
      ok: true,
      value: { es: 'Lunes', en: 'Monday', pt: 'Segunda' },
    });
    expect(checkServiceHours({ ...ok, text_en: '' })).toEqual({ ok: false, code: 'INVALID_TEXT' });
    expect(checkServiceHours({ ...ok, text_es: 'x'.repeat(201) })).toEqual({
      ok: false,
      code: 'INVALID_TEXT',
    });
  });
});
