export {
  STAFF_ROLES,
  STAFF_LOCALES,
  STAFF_SESSION_HOURS,
  STAFF_PASSWORD_MIN,
  isStaffRole,
  staffMay,
  staffLocale,
  otpauthUri,
  type StaffRole,
  type StaffPermission,
  type StaffLocale,
} from './staff.rules';
export {
  createStaffAuth,
  STAFF_COOKIE_PREFIX,
  STAFF_AUTH_PATH,
  type StaffAuth,
  type StaffAuthConfig,
} from './auth';
export { createStaffMember, setStaffLocale, type NewStaffMember } from './staff.service';
