export {
  STAFF_ROLES,
  STAFF_LOCALES,
  STAFF_SESSION_HOURS,
  STAFF_PASSWORD_MIN,
  isStaffRole,
  staffMay,
  staffLocale,
  otpauthUri,
  base32,
  isAdminRole,
  staffChangeRefusal,
  newStaffRefusal,
  type NewStaffRefusal,
  type StaffChangeRefusal,
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
export {
  createStaffMember,
  setStaffLocale,
  StaffInputError,
  type NewStaffMember,
} from './staff.service';
export {
  listStaff,
  setStaffRole,
  setStaffDisabled,
  resetStaffSecondFactor,
  type StaffRow,
  type StaffChangeOutcome,
} from './staff.admin.service';
export {
  INVITE_LINK_HOURS,
  inviteRefusal,
  invitationState,
  staffPasswordRefusal,
  staffStatus,
  type InviteRefusal,
  type InvitationState,
  type StaffStatus,
} from './invite.rules';
export {
  inviteStaffMember,
  resendStaffInvitation,
  revokeStaffInvitation,
  issueInvitationLink,
  openStaffInvitation,
  acceptStaffInvitation,
  hashInviteToken,
  inviteClaimGuard,
  type InviteOutcome,
  type InvitationChange,
  type InvitationLink,
  type OpenedInvitation,
  type AcceptOutcome,
} from './invite.service';
export { changeOwnStaffPassword, type OwnPasswordOutcome } from './password.service';
