import type { InvoicingDeps } from '@/domain/invoicing';
import type { MediaDeps } from '@/domain/media';
import type { NewsletterService } from '@/domain/newsletter';
import type { Mailer, OutboxHandlers } from '@/domain/outbox';
import type { PaymentProviders } from '@/domain/payments';
import { wireDateChangePayments } from '@/domain/manage';
import type { ExchangeRateSource } from '@/domain/pricing';
import { buildInvoicingDeps, cfdiRefundHandler, cfdiStampHandler } from '@/integrations/cfdi';
import {
  accountEmailHandler,
  bookingConfirmedHandler,
  cfdiEmailHandler,
  createMailer,
  newsletterConfirmationHandler,
  enquiryEmailHandler,
  parkOrderConfirmedHandler,
  manageLinkHandler,
  balanceLinkHandler,
  bookingCancelledHandler,
  parkCancelledHandler,
  staffInvitationHandler,
} from '@/integrations/mail';
import { createStaffAuth, type StaffAuth } from '@/domain/staff';
import { nullExchangeRateSource } from '@/integrations/exchange-rates';
import { createMediaDeps } from '@/integrations/media';
import { createNewsletterService, newsletterSyncHandler } from '@/integrations/newsletter';
import {
  buildPaymentRegistry,
  type PaymentRegistry,
  type SandboxGateway,
} from '@/integrations/payments';
import { env } from '@/lib/env';
import { getDb } from './database';

/**
 * The adapters of this instance, each built once from the environment: the payment providers
 * (kept across hot reloads, as their sessions are), the mailer, the email-marketing service
 * and the outbox handlers. Routes, features and jobs ask here; nothing else builds an adapter.
 */
type Global = typeof globalThis & { __paymentRegistry?: PaymentRegistry };
const adapters = {
  get payments() {
    return (globalThis as Global).__paymentRegistry;
  },
  set payments(registry: PaymentRegistry | undefined) {
    (globalThis as Global).__paymentRegistry = registry;
  },
  mailer: undefined as Mailer | undefined,
  newsletter: undefined as NewsletterService | undefined,
  outbox: undefined as OutboxHandlers | undefined,
  invoicing: undefined as InvoicingDeps | undefined,
  media: undefined as MediaDeps | undefined,
};

/**
 * The payment providers of this instance (PAYMENT_PROVIDERS; the built-in sandbox by default):
 * checkouts choose among them, webhooks, captures and refunds go to the one that made the
 * payment, and the jobs run each one's background tasks.
 */
export function paymentProviders(): PaymentProviders {
  // Issue 15: what a date change's difference payment does, before any report is applied.
  wireDateChangePayments();
  adapters.payments ??= buildPaymentRegistry(env(), getDb);
  return adapters.payments.providers;
}

/** The built-in sandbox gateway, for its hosted payment page (decision 0007). */
export function sandboxGateway(): SandboxGateway {
  paymentProviders();
  return adapters.payments!.sandbox;
}

/** SMTP when SMTP_URL is set, else the development mailbox in MAIL_DIR. */
export function mailer(): Mailer {
  adapters.mailer ??= createMailer(env());
  return adapters.mailer;
}

/** The media library's storage (MEDIA_STORAGE: a local folder, or an S3-compatible bucket) and codec. */
export function mediaDeps(): MediaDeps {
  adapters.media ??= createMediaDeps(env());
  return adapters.media;
}

/** The email-marketing service in use. */
export function newsletterService(): NewsletterService {
  adapters.newsletter ??= createNewsletterService();
  return adapters.newsletter;
}

/**
 * Invoicing's seals and PAC (PAC_PROVIDER: the built-in sandbox PAC by default, or Facturapi),
 * for the stamping and refund jobs.
 */
export function invoicingDeps(): InvoicingDeps {
  adapters.invoicing ??= buildInvoicingDeps(env(), getDb);
  return adapters.invoicing;
}

/**
 * Whether the configured seal (CSD) of the hotels' or the parks' issuer was issued to `rfc`:
 * the back office refuses an issuer RFC its invoices could not be sealed for.
 */
export function issuerSealFits(scope: 'hotel' | 'park', rfc: string): boolean {
  try {
    invoicingDeps().signerFor(scope, rfc);
    return true;
  } catch {
    return false;
  }
}

/**
 * The handlers of the kinds of message that send an email, around the given mailer: delivery
 * gives them the real one, the back office's preview one that only keeps what it is given.
 */
export function emailHandlers(mail: Mailer): OutboxHandlers {
  const settings = env();
  return {
    'booking-confirmed': bookingConfirmedHandler({ mailer: mail, baseUrl: settings.BASE_URL }),
    'newsletter-confirmation': newsletterConfirmationHandler({
      mailer: mail,
      baseUrl: settings.BASE_URL,
      secret: settings.NEWSLETTER_SECRET,
    }),
    'park-order-confirmed': parkOrderConfirmedHandler({
      mailer: mail,
      baseUrl: settings.BASE_URL,
    }),
    'account-email': accountEmailHandler({ mailer: mail }),
    'cfdi-email': cfdiEmailHandler({
      mailer: mail,
      // The sandbox PAC stamps with test certificates: its PDFs say they are worth nothing.
      demo: settings.PAC_PROVIDER !== 'facturapi',
    }),
    'manage-link': manageLinkHandler({ mailer: mail, baseUrl: settings.BASE_URL }),
    'booking-cancelled': bookingCancelledHandler({ mailer: mail }),
    'balance-payment-link': balanceLinkHandler({ mailer: mail }),
    'enquiry-email': enquiryEmailHandler({ mailer: mail, salesEmail: settings.SALES_EMAIL }),
    'park-order-cancelled': parkCancelledHandler({ mailer: mail }),
    'staff-invitation': staffInvitationHandler({
      mailer: mail,
      baseUrl: settings.BASE_URL,
      staffAuth: invitationAuth,
    }),
  };
}

let staffAuthForMail: Promise<StaffAuth> | undefined;
/**
 * The staff auth instance the invitation email needs (its secret encrypts the key to enrol),
 * without the Next.js cookie glue: the delivery job also runs outside a request.
 */
function invitationAuth(): Promise<StaffAuth> {
  staffAuthForMail ??= (async () => {
    const settings = env();
    return createStaffAuth(await getDb(), {
      baseUrl: settings.BASE_URL,
      secret: settings.AUTH_SECRET,
      secureCookies: settings.isHttps,
    });
  })();
  return staffAuthForMail;
}

/** What the outbox delivery job does with each kind of message: one entry per kind. */
export function outboxHandlers(): OutboxHandlers {
  adapters.outbox ??= {
    ...emailHandlers(mailer()),
    'newsletter-sync': newsletterSyncHandler({ service: newsletterService() }),
    'cfdi-stamp': cfdiStampHandler(invoicingDeps),
    'cfdi-refund': cfdiRefundHandler(invoicingDeps),
  };
  return adapters.outbox;
}

/**
 * The automatic source of exchange rates (issue 16's hook). None is configured: rates are
 * entered in the back office. A bank's or market feed's adapter is wired here.
 */
export function exchangeRateSource(): ExchangeRateSource {
  return nullExchangeRateSource;
}
