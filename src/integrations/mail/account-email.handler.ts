import { UndeliverableError, type AccountEmailPayload, type Mailer } from '@/domain/outbox';
import { renderAccountEmail } from './account-email.template';

const TEMPLATES = new Set(['verify-email', 'reset-password', 'account-exists']);

/** The outbox handler of 'account-email': a malformed payload will not improve with retries. */
export function accountEmailHandler({ mailer }: { mailer: Mailer }) {
  return async (payload: AccountEmailPayload): Promise<void> => {
    if (
      !payload ||
      !TEMPLATES.has(payload.template) ||
      typeof payload.to !== 'string' ||
      typeof payload.url !== 'string'
    )
      throw new UndeliverableError('Malformed account email');
    await mailer.send(renderAccountEmail(payload));
  };
}
