export { getSiteChrome, type SiteChrome } from './sites.service';
export {
  isPersonalizationEnabled,
  maintenanceContacts,
  checkFooterPhone,
  checkServiceHours,
  type SiteSettingRefusal,
} from './sites.rules';
export {
  getSetting,
  setSetting,
  setSiteEnabled,
  listSites,
  listFooterPhones,
  listServiceHours,
  type FooterPhone,
  type Site,
} from './sites.repo';
export {
  setCalendarMaintenance,
  setSiteListed,
  saveFooterPhone,
  saveServiceHours,
  type SettingOutcome,
} from './sites.admin.service';
