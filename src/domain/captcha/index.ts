export {
  CAPTCHA_ALGORITHM,
  CAPTCHA_TTL_SECONDS,
  issueCaptchaChallenge,
  purgeSpentCaptchas,
  redeemCaptcha,
  type CaptchaSettings,
  type CaptchaVerdict,
} from './captcha.service';
export { captchaSecret } from './captcha.rules';
