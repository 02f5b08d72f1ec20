import { describe, expect, it } from 'vitest';
import { isPersonalizationEnabled, maintenanceContacts } from './sites.rules';

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
