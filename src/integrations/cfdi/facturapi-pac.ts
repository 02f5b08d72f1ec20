import Facturapi, { FacturapiError } from 'facturapi';
import {
  decimalText,
  type CancelRequest,
  type CancelResult,
  type CfdiDocument,
  type PacProvider,
  type StampRequest,
  type StampResult,
} from '@/domain/invoicing';

/**
 * Facturapi (a PAC with an official npm SDK) as the second adapter of the PAC port. Facturapi
 * builds, seals (with the CSD the operator uploads to it) and stamps the CFDI itself, so this
 * adapter sends the document's data, not our XML: the customer, one item per concept (net
 * price, IVA and the local lodging tax by rate), payment form and method, use, currency and
 * exchange rate, series and folio, and for a credit note the related UUID. The idempotency key
 * travels as Facturapi's `idempotency_key`: a retry gets the same invoice. The stamped XML is
 * then downloaded. Errors: 4xx are refusals (the message is kept), anything else is retried.
 *
 * Configured by environment (PAC_PROVIDER=facturapi, FACTURAPI_KEY, FACTURAPI_API_URL for a
 * local fake); the tests run it against tests/support/facturapi-fake.ts, never the network.
 */
export class FacturapiPac implements PacProvider {
  readonly id = 'facturapi';
  private readonly client: Facturapi;

  constructor(options: { apiKey: string; apiUrl?: string }) {
    this.client = new Facturapi(options.apiKey);
    if (options.apiUrl) this.client.BASE_URL = options.apiUrl.replace(/\/+$/, '');
  }

  async stamp(request: StampRequest): Promise<StampResult> {
    try {
      const invoice = await this.client.invoices.create(
        invoiceBody(request.document, request.idempotencyKey),
      );
      const xml = await readAll(await this.client.invoices.downloadXml(invoice.id));
      return {
        ok: true,
        uuid: invoice.uuid.toUpperCase(),
        xml,
        stampedAt: new Date(invoice.stamp?.date ?? invoice.date ?? Date.now()),
        providerDocumentId: invoice.id,
      };
    } catch (error) {
      return failure(error);
    }
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    try {
      const invoice = await this.client.invoices.cancel(request.providerDocumentId, {
        motive: request.reason as never,
        ...(request.substitutionUuid ? { substitution: request.substitutionUuid } : {}),
      });
      const status = invoice.status === 'canceled' ? 'cancelled' : 'pending';
      return { ok: true, status, at: new Date() };
    } catch (error) {
      return failure(error);
    }
  }
}

function failure(error: unknown): { ok: false; code: string; message: string; retryable: boolean } {
  if (error instanceof FacturapiError)
    return {
      ok: false,
      code: error.code ?? `HTTP_${error.status}`,
      message: error.message.slice(0, 500),
      retryable: error.status >= 500 || error.status === 429,
    };
  return {
    ok: false,
    code: 'PAC_UNREACHABLE',
    message: error instanceof Error ? error.message.slice(0, 200) : 'PAC unreachable',
    retryable: true,
  };
}

/** Facturapi's invoice body for a document (its amounts are decimal numbers of the currency). */
export function invoiceBody(doc: CfdiDocument, idempotencyKey: string) {
  const amount = (minor: number) => Number(decimalText(minor, doc.decimals));
  const local = doc.localTaxes.map((t) => ({ type: t.name, rate: Number(t.rate) / 100 }));
  return {
    type: doc.kind,
    idempotency_key: idempotencyKey,
    series: doc.series,
    folio_number: Number(doc.folio),
    customer: {
      legal_name: doc.receiver.name,
      tax_id: doc.receiver.foreign ? doc.receiver.foreign.taxId : doc.receiver.rfc,
      tax_system: doc.receiver.regime,
      address: doc.receiver.foreign
        ? { country: doc.receiver.foreign.country, zip: doc.issuer.postalCode }
        : { zip: doc.receiver.postalCode },
    },
    use: doc.receiver.use,
    payment_form: doc.paymentForm,
    payment_method: doc.paymentMethod,
    currency: doc.currency,
    ...(doc.exchangeRate ? { exchange: Number(doc.exchangeRate) } : {}),
    items: doc.concepts.map((c) => ({
      quantity: 1,
      product: {
        description: c.description,
        product_key: c.productKey,
        unit_key: c.unitKey,
        unit_name: c.unitName,
        ...(c.identification ? { sku: c.identification } : {}),
        price: amount(c.amountMinor),
        tax_included: false,
        taxability: c.taxObject,
        taxes: c.transfers.map((t) => ({ type: 'IVA', rate: t.rateBasisPoints / 10_000 })),
        local_taxes: c.taxObject === '02' ? local : [],
      },
    })),
    ...(doc.related
      ? { related_documents: [{ relationship: doc.related.type, documents: doc.related.uuids }] }
      : {}),
  };
}

async function readAll(download: unknown): Promise<string> {
  if (download instanceof Blob) return download.text();
  const chunks: Buffer[] = [];
  for await (const chunk of download as AsyncIterable<Buffer | string>)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
