/**
 * The server layer (docs/decisions/0013): the one composition root of the app. It opens the
 * database, builds the adapters once (payment providers, mailer, email-marketing service,
 * outbox handlers, authentication) and reads the request context (language, currency, client
 * address, session). Routes and features take all three from here; the domain takes the
 * database handle and the adapters as parameters and never opens or builds them.
 *
 * Jobs and scripts, which run outside a request, import `@/server/jobs` (the background work,
 * wired here), `@/server/database` and `@/server/adapters` directly.
 */
export { getDb, getDbHandle, getReadDb, type Db, type Tx } from './database';
export {
  issuerSealFits,
  mailer,
  newsletterService,
  outboxHandlers,
  emailHandlers,
  paymentProviders,
  sandboxGateway,
  mediaDeps,
} from './adapters';
export { sandboxPageGet, sandboxPagePost } from './sandbox-page';
export { socialSandboxGet, socialSandboxPost } from './social-sandbox';
/** The e-tickets' PDF in the buyer's language (words from the message catalogues). */
export { renderTicketsPdf } from '@/integrations/documents/tickets-pdf';
/** A stamped CFDI's printed PDF, made from its XML, in the buyer's language. */
export { renderCfdiPdf } from '@/integrations/documents/cfdi-pdf';
/** An order's payment receipt as a PDF, in the trip's language. */
export { renderReceiptPdf } from '@/integrations/documents/receipt-pdf';
export { getAuth, socialProviderButtons, type SocialButtonMode } from './auth';
export {
  clientAddress,
  currentCustomer,
  getVisitor,
  holderKey,
  moneyFormatter,
  requestLocale,
  visitorOrderAccess,
  type Customer,
  type Visitor,
} from './request';
export { offeredCurrencies, siteChrome } from './site-reads';
export { previewRequested } from './preview';
export { databaseReadiness } from './health';
export { catalogueTexts } from './catalogue-texts';
export { revalidateShopPages, type ShopChange } from './revalidate';
export {
  ADMIN_LANGUAGE_COOKIE,
  adminLocale,
  authorizeStaff,
  currentStaff,
  getStaffAuth,
  requireStaffPage,
  staffEndpoint,
  type Staff,
  type StaffCheck,
} from './staff';
/** The grids' bulk edit forms' one server action (authorize, read, run, refresh, answer). */
export { runBulkFormAction, type BulkActionSpec, type BulkFormState } from './bulk-form-action';
