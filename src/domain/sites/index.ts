export { getSiteChrome, type SiteChrome } from './sites.service';
export { isPersonalizationEnabled, maintenanceContacts } from './sites.rules';
export { getSetting, setSetting, setSiteEnabled, listSites } from './sites.repo';
