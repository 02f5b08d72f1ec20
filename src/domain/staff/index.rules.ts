export {
  STAFF_ROLES,
  isStaffRole,
  staffMay,
  staffLocale,
  base32,
  otpauthUri,
  type StaffRole,
  type StaffPermission,
  type StaffLocale,
} from './staff.rules';
