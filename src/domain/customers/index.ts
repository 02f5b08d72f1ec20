export {
  LOGIN_ERROR_CODES,
  PASSWORD_MIN,
  PASSWORD_MAX,
  NAME_MAX,
  REMEMBER_ME_DAYS,
  RESET_TOKEN_SECONDS,
  AUTH_LIMITS,
  loginErrorFromAuth,
  checkCredentials,
  checkNewPassword,
  localeOfPath,
  type LoginErrorCode,
  type AccountErrorCode,
  type CredentialsCheck,
} from './customers.rules';
export {
  createCustomerAuth,
  claimGuestState,
  ACCOUNT_LOCALES,
  AUTH_COOKIE_PREFIX,
  type CustomerAuth,
  type CustomerAuthConfig,
  type SocialProviderId,
  type AccountLocale,
} from './auth';
export {
  customerBookings,
  customerOrders,
  type CustomerBooking,
  type CustomerOrder,
} from './account.service';
