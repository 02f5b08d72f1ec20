import type { Mailer } from '@/domain/outbox';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { FileMailbox } from './file-mailbox';
import { SmtpMailer } from './smtp';

export { FileMailbox, type StoredAttachment, type StoredMail } from './file-mailbox';
export { SmtpMailer } from './smtp';
export { bookingConfirmedHandler } from './booking-confirmed.handler';
export { accountEmailHandler } from './account-email.handler';
export { cfdiEmailHandler } from './cfdi.handler';
export { renderCfdiEmail } from './cfdi.template';
export { renderAccountEmail } from './account-email.template';
export { renderBookingConfirmed } from './booking-confirmed.template';
export { parkOrderConfirmedHandler } from './park-order.handler';
export { manageLinkHandler, manageUrl } from './manage-link.handler';
export { bookingCancelledHandler, renderBookingCancelled } from './booking-cancelled.handler';
export { parkCancelledHandler, renderParkCancelled } from './park-cancelled.handler';
export { renderManageLink } from './manage-link.template';
export { staffInvitationHandler, invitationUrl } from './staff-invitation.handler';
export { renderParkOrderConfirmed } from './park-order.template';

/**
 * The mailer the environment asks for: SMTP when SMTP_URL is set, else the development
 * mailbox in MAIL_DIR (so a new user needs no mail server).
 */
export function createMailer(settings = env()): Mailer {
  if (settings.SMTP_URL) return new SmtpMailer(settings.SMTP_URL, settings.BASE_URL);
  if (settings.isDeployed)
    logger.warn(
      { dir: settings.MAIL_DIR },
      'SMTP_URL is not set: emails are written to the mailbox folder, not sent',
    );
  return new FileMailbox(settings.MAIL_DIR);
}
export { newsletterConfirmationHandler } from './newsletter-confirmation.handler';
export {
  newsletterLink,
  newsletterMail,
  renderNewsletterConfirmation,
} from './newsletter.template';
export { enquiryEmailHandler } from './enquiry.handler';
export { balanceLinkHandler, renderBalanceLink } from './balance-link.handler';
