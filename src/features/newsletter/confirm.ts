import 'server-only';
import { getDb } from '@/server';
import { confirmSubscription, type ConfirmOutcome } from '@/domain/newsletter';
import { env } from '@/lib/env';

/** The double opt-in link's page: confirms the subscription the signed token names. */
export async function confirmNewsletter(token: unknown): Promise<ConfirmOutcome['outcome']> {
  const result = await confirmSubscription(await getDb(), token, {
    secret: env().NEWSLETTER_SECRET,
  });
  return result.outcome;
}
