export {
  HOSTED_PAGE_PATH,
  MAX_DELIVERY_ATTEMPTS,
  SANDBOX_PROVIDER_ID,
  SandboxGateway,
  WEBHOOK_PATH,
  type HostedOutcome,
  type SandboxOptions,
} from './gateway';
export { renderHostedPage, type HostedView } from './hosted-page';
