export {
  HOSTED_PAGE_PATH,
  SandboxGateway,
  WEBHOOK_PATH,
  renderHostedPage,
  type HostedOutcome,
} from './sandbox';
export { buildPaymentRegistry, type PaymentRegistry, type RegistrySettings } from './registry';
