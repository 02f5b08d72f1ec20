import { describe, expect, it } from 'vitest';
import { isPersonalizationEnabled } from './sites.rules';

describe('isPersonalizationEnabled', () => {
  it('needs an enabled CONCENTRADOR entry', () => {
    expect(isPersonalizationEnabled([{ code: 'CONCENTRADOR', enabled: true }])).toBe(true);
    expect(isPersonalizationEnabled([{ code: 'CONCENTRADOR', enabled: false }])).toBe(false);
    expect(isPersonalizationEnabled([{ code: 'HOTELES', enabled: true }])).toBe(false);
    expect(isPersonalizationEnabled([])).toBe(false);
  });
});
