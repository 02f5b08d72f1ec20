import { FileText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import {
  invoiceDeadline,
  invoicesOfOrder,
  invoiceWindowOpen,
  type InvoiceView,
} from '@/domain/invoicing';
import { latestOrderFor, type OrderView } from '@/domain/orders';
import { findCurrency } from '@/domain/pricing';
import { regionalLocales, type Locale } from '@/i18n/paths';
import { countryOptions } from '@/lib/countries';
import { formatMoney } from '@/lib/money';
import { getVisitor } from '@/server';
import { fiscalDb } from './fiscal-db';
import { InvoiceForm, type InvoiceFormLabels } from './invoice-form';

const card = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6';

const LABELS = [
  'kind',
  'mexican',
  'foreign',
  'rfc',
  'name',
  'regime',
  'use',
  'postalCode',
  'country',
  'taxId',
  'email',
  'choose',
  'submit',
  'sending',
  'errorSummary',
] as const;

/** A moment as a long date in the resort's time (America/Cancun). */
const resortDate = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(regionalLocales[locale], {
    dateStyle: 'long',
    timeZone: 'America/Cancun',
  }).format(at);

/**
 * The CFDI block of a paid order's confirmation (issue 20): the invoices and credit notes
 * already asked for with their state and downloads, or the request form while the month of
 * payment (and its grace days) lasts. The caller shows it only to whoever may read the order.
 */
export async function InvoiceRequest({
  locale,
  order,
  manageToken,
}: {
  locale: Locale;
  order: OrderView;
  /** Shown on the manage page opened by its signed link: the link proves the order. */
  manageToken?: string;
}) {
  if (order.status !== 'paid' || !order.paidAt) return null;
  const db = await fiscalDb();
  const t = await getTranslations({ locale, namespace: 'fiscal.invoice' });
  const documents = await invoicesOfOrder(db, order.id);
  const invoice = documents.find((d) => d.kind === 'I' && d.status !== 'failed');
  const failed = invoice ? undefined : documents.findLast((d) => d.kind === 'I');
  const deadline = invoiceDeadline(order.paidAt);
  const open = invoiceWindowOpen(order.paidAt, new Date());
  const currency = await findCurrency(db, order.currencyIso);
  // SPEC §3 client state: the visitor's country is the default of every country field.
  const { country } = await getVisitor();
  const number = (d: InvoiceView) => `${d.series}-${d.folio}`;
  const base = `/api/v1/orders/${encodeURIComponent(order.reference)}/invoices`;
  // The downloads prove the order the way the page did: its link, or the visitor's cookies.
  const proof = manageToken ? `?${new URLSearchParams({ t: manageToken })}` : '';
  const downloads = (d: InvoiceView) =>
    d.status === 'stamped' || d.status === 'cancelled' ? (
      <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <a className="font-semibold text-jungle underline" href={`${base}/${d.id}/xml/${proof}`}>
          {t('downloadXml')} <span className="sr-only">{number(d)}</span>
        </a>
        <a className="font-semibold text-jungle underline" href={`${base}/${d.id}/pdf/${proof}`}>
          {t('downloadPdf')} <span className="sr-only">{number(d)}</span>
        </a>
      </span>
    ) : null;
  const status = (d: InvoiceView) => {
    const values = { number: number(d), uuid: d.uuid ?? '', reason: d.failureMessage ?? '' };
    if (d.kind === 'E')
      return t('creditNote', {
        number: number(d),
        amount: currency ? formatMoney(d.amountMinor, currency, locale) : String(d.amountMinor),
      });
    if (d.status === 'stamped') return t('stamped', values);
    if (d.status === 'cancelled') return t('cancelledStatus', values);
    if (d.status === 'failed') return t('failedStatus', values);
    return t('requested', values);
  };
  const t2 = await getTranslations({ locale, namespace: 'fiscal.invoice.errors' });
  const receipt = await getTranslations({ locale, namespace: 'fiscal.receipt' });
  const labels = {
    ...Object.fromEntries(LABELS.map((key) => [key, t(key)])),
    errors: Object.fromEntries(
      (
        [
          'REQUIRED',
          'RFC_INVALID',
          'RFC_CHECK_DIGIT',
          'RFC_GENERIC',
          'NAME_INVALID',
          'REGIME_INVALID',
          'REGIME_NOT_FOR_PERSON',
          'USE_INVALID',
          'USE_NOT_FOR_REGIME',
          'POSTAL_CODE_INVALID',
          'COUNTRY_INVALID',
          'TAX_ID_INVALID',
          'EMAIL_INVALID',
          'ORDER_NOT_FOUND',
          'ORDER_NOT_PAID',
          'INVOICE_WINDOW_CLOSED',
          'INVOICE_ALREADY_REQUESTED',
          'UNAVAILABLE',
        ] as const
      ).map((code) => [code, t2(code)]),
    ),
  } as InvoiceFormLabels;

  return (
    <section aria-labelledby="invoice-title" className={card} data-testid="invoice-request">
      <h2 id="invoice-title" className="flex items-center gap-2 text-2xl text-jungle">
        <FileText aria-hidden size={24} className="text-lagoon" />
        {t('title')}
      </h2>
      <p className="mt-2">
        <a
          className="font-semibold text-jungle underline"
          href={`/api/v1/orders/${encodeURIComponent(order.reference)}/receipt.pdf${proof}`}
        >
          {receipt('download')}
        </a>
      </p>
      {documents.length > 0 && (
        <ul className="mt-3 space-y-3" aria-live="polite">
          {documents
            .filter((d) => d === invoice || d === failed || d.kind === 'E')
            .map((d) => (
              <li key={d.id} className="border-t border-jungle/10 pt-3">
                <p>{status(d)}</p>
                {downloads(d)}
              </li>
            ))}
        </ul>
      )}
      {!invoice &&
        (open ? (
          <>
            <p className="mt-2 text-sm text-muted">
              {t('intro', { deadline: resortDate(deadline, locale) })}
            </p>
            <InvoiceForm
              locale={locale}
              reference={order.reference}
              manageToken={manageToken}
              email={order.buyer.email}
              countries={countryOptions(regionalLocales[locale]).filter((c) => c.code !== 'MX')}
              defaultCountry={country}
              labels={labels}
            />
          </>
        ) : (
          <p className="mt-2 text-muted">
            {t('closed', { deadline: resortDate(deadline, locale) })}
          </p>
        ))}
    </section>
  );
}

/** The same block for a hotel booking's confirmation: its latest (paid) order. */
export async function BookingInvoiceRequest({
  locale,
  bookingId,
}: {
  locale: Locale;
  bookingId: string;
}) {
  const order = await latestOrderFor(await fiscalDb(), { bookingId });
  return order ? <InvoiceRequest locale={locale} order={order} /> : null;
}

/**
 * The same block on the manage page (issue 20), for the trip it opened: a park order, or a hotel
 * booking's latest paid order. The page proves access (its signed link or the logged-in owner);
 * the link goes along with the form and the downloads.
 */
export async function TripInvoiceRequest({
  locale,
  trip,
  access,
}: {
  locale: Locale;
  trip: { kind: 'booking'; booking: { id: string } } | { kind: 'order'; order: OrderView };
  access: { token: string } | { ref: string };
}) {
  const db = await fiscalDb();
  const order =
    trip.kind === 'booking' ? await latestOrderFor(db, { bookingId: trip.booking.id }) : trip.order;
  if (!order) return null;
  return (
    <InvoiceRequest
      locale={locale}
      order={order}
      manageToken={'token' in access ? access.token : undefined}
    />
  );
}
