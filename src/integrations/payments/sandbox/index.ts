export {
  HOSTED_PAGE_PATH,
  MAX_DELIVERY_ATTEMPTS,
  SANDBOX_CAPABILITIES,
  SANDBOX_PROVIDER_ID,
  SandboxGateway,
  WEBHOOK_PATH,
  type HostedOutcome,
  type SandboxOptions,
} from './gateway';
export { renderHostedPage, type HostedView } from './hosted-page';
export { TEST_CARDS, type CardErrorCode, type CardField, type TestCard } from './cards.rules';
export { SIGNATURE_HEADER, signWebhookPayload } from './signature';
