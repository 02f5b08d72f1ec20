import { getDb } from '@/db/client';
import { env } from '@/lib/env';
import { SandboxGateway } from './sandbox';

export {
  SandboxGateway,
  HOSTED_PAGE_PATH,
  WEBHOOK_PATH,
  renderHostedPage,
  type HostedOutcome,
} from './sandbox';

type Global = typeof globalThis & { __paymentProvider?: SandboxGateway };
const g = globalThis as Global;

/**
 * The payment provider of this instance: the built-in sandbox (DESIGN §7). Its secret comes
 * from PAYMENT_SANDBOX_SECRET (a development default outside deployments); hosted pages and
 * webhooks use BASE_URL, the origin the app serves.
 */
export function paymentProvider(): SandboxGateway {
  g.__paymentProvider ??= new SandboxGateway({
    db: getDb,
    secret: env().PAYMENT_SANDBOX_SECRET,
    baseUrl: env().BASE_URL,
  });
  return g.__paymentProvider;
}
