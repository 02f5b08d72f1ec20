import type { Db } from '@/db/client';
import type { Lang3 } from '@/db/schema/types';
import { readThrough } from '@/lib/ttl-cache';
import { getSetting, listFooterPhones, listServiceHours, listSites } from './sites.repo';
import { isPersonalizationEnabled } from './sites.rules';

export type SiteChrome = {
  phones: { country: string; text: Lang3; displayNumber: string; dialNumber: string }[];
  hours: { footer?: Lang3; callCentre?: Lang3 };
  calendarMaintenance: boolean;
  personalizationEnabled: boolean;
};

/** Everything the header and footer show that an operator can change. */
export function getSiteChrome(db: Db): Promise<SiteChrome> {
  return readThrough(db, 'site-chrome', () => loadSiteChrome(db));
}

async function loadSiteChrome(db: Db): Promise<SiteChrome> {
  const [phones, hours, siteList, maintenance] = await Promise.all([
    listFooterPhones(db),
    listServiceHours(db),
    listSites(db),
    getSetting(db, 'calendar_maintenance'),
  ]);
  return {
    phones: phones.map(({ country, text, displayNumber, dialNumber }) => ({
      country,
      text,
      displayNumber,
      dialNumber,
    })),
    hours: {
      footer: hours.find((h) => h.key === 'footer')?.text,
      callCentre: hours.find((h) => h.key === 'call-centre')?.text,
    },
    calendarMaintenance: maintenance === true,
    personalizationEnabled: isPersonalizationEnabled(siteList),
  };
}
