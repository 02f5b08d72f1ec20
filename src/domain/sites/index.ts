export { getSiteChrome, type SiteChrome } from './sites.service';
export { isPersonalizationEnabled } from './sites.rules';
export { getSetting, setSetting, setSiteEnabled, listSites } from './sites.repo';
