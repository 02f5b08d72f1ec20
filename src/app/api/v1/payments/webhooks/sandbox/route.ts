import { receiveSandboxWebhook } from '@/features/checkout/api';

/** Signed webhooks of the sandbox gateway (see /api/openapi.json). */
export function POST(request: Request) {
  return receiveSandboxWebhook(request);
}
