import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { getSiteChrome, setSetting, setSiteEnabled } from '.';

describe.each(engines)('getSiteChrome on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('follows the CONCENTRADOR switch for personalization', async () => {
    expect((await getSiteChrome(t.db)).personalizationEnabled).toBe(true);
    await setSiteEnabled(t.db, 'CONCENTRADOR', false);
    expect((await getSiteChrome(t.db)).personalizationEnabled).toBe(false);
    await setSiteEnabled(t.db, 'CONCENTRADOR', true);
  });

  it('follows the calendar maintenance setting', async () => {
    expect((await getSiteChrome(t.db)).calendarMaintenance).toBe(false);
    await setSetting(t.db, 'calendar_maintenance', true);
    expect((await getSiteChrome(t.db)).calendarMaintenance).toBe(true);
    await setSetting(t.db, 'calendar_maintenance', false);
  });

  it('gives the footer phones with dialable numbers and both hours texts', async () => {
    const chrome = await getSiteChrome(t.db);
    expect(chrome.phones.map((p) => p.country)).toEqual(['MX', 'US', 'CA']);
    expect(chrome.hours.footer?.es).toContain('8:00 a.m. a 11:00 p.m.');
    expect(chrome.hours.callCentre?.en).toBe('7:00 a.m. to 9:00 p.m. CST');
  });
});
