/**
 * A local fake of the part of Facturapi's HTTP API (v2) the Facturapi adapter uses
 * (src/integrations/cfdi/facturapi-pac.ts), answering with the shapes Facturapi documents:
 * POST /v2/invoices (creates and stamps; `idempotency_key` returns the first invoice),
 * GET /v2/invoices/:id/xml (the stamped XML, as a download), DELETE /v2/invoices/:id?motive=
 * (cancels), bearer-key authentication and errors as `{ message, status }`. It validates what a
 * real PAC would refuse (an RFC with a bad structure, no items, a price below zero, an unknown
 * payment form) and can be made to fail (`failNext`). Loopback only, on a port the system
 * gives; never the network.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type StoredInvoice = Json & { id: string; uuid: string; status: string; xml: string };

export type FacturapiFake = {
  /** The base URL to give the SDK (with /v2). */
  url: string;
  requests: { method: string; path: string; body: Json | null; auth: string | null }[];
  invoice(id: string): StoredInvoice | undefined;
  /** The next API call answers this HTTP status (500: an outage; 400: a refusal). */
  failNext(status: number, message?: string): void;
  close(): Promise<void>;
};

const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;

export async function startFacturapiFake(options: { apiKey: string }): Promise<FacturapiFake> {
  const invoices = new Map<string, StoredInvoice>();
  const byKey = new Map<string, string>();
  const requests: FacturapiFake['requests'] = [];
  let failure: { status: number; message: string } | null = null;

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
  };
  const error = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { message, status });

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = raw ? (JSON.parse(raw) as Json) : null;
    requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      body,
      auth: req.headers.authorization ?? null,
    });
    if (req.headers.authorization !== `Bearer ${options.apiKey}`)
      return error(res, 401, 'Invalid API key');
    if (failure) {
      const { status, message } = failure;
      failure = null;
      return error(res, status, message);
    }
    const match = /^\/v2\/invoices(?:\/([\w-]+))?(\/xml)?$/.exec(url.pathname);
    if (!match) return error(res, 404, 'Not found');
    const [, id, xml] = match;

    if (req.method === 'POST' && !id) {
      const key = typeof body?.idempotency_key === 'string' ? body.idempotency_key : null;
      if (key && byKey.has(key)) return send(res, 200, invoices.get(byKey.get(key)!));
      const customer = (body?.customer ?? {}) as Json;
      const items = (body?.items ?? []) as { product: Json }[];
      const taxId = String(customer.tax_id ?? '');
      const foreign = ((customer.address as Json | undefined)?.country ?? 'MEX') !== 'MEX';
      if (!foreign && !RFC.test(taxId))
        return error(res, 400, 'customer.tax_id must be a valid RFC');
      if (items.length === 0) return error(res, 400, 'items must contain at least 1 item');
      if (items.some((i) => Number(i.product?.price) < 0))
        return error(res, 400, 'items[0].product.price must be greater than or equal to 0');
      if (!/^\d{2}$/.test(String(body?.payment_form ?? '')))
        return error(res, 400, 'payment_form is not a valid value');
      const invoiceId = randomBytes(12).toString('hex');
      const uuid = randomUUID().toUpperCase();
      const total = items.reduce((a, i) => a + Number(i.product.price), 0);
      const stored: StoredInvoice = {
        id: invoiceId,
        organization: 'org_fake',
        livemode: false,
        created_at: new Date().toISOString(),
        date: new Date().toISOString(),
        type: body?.type ?? 'I',
        status: 'valid',
        uuid,
        total,
        currency: body?.currency ?? 'MXN',
        series: body?.series,
        folio_number: body?.folio_number,
        idempotency_key: key,
        cancellation_status: 'none',
        stamp: {
          date: new Date().toISOString(),
          sat_signature: 'c2F0',
          sat_cert_number: '00001000000509846663',
          signature: 'c2VsbG8=',
          complement_string: `||1.1|${uuid}||`,
          rfc_provider_cert: 'FAP1702069V2',
        },
        xml: `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Total="${total}"><cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}"/></cfdi:Complemento></cfdi:Comprobante>`,
      };
      invoices.set(invoiceId, stored);
      if (key) byKey.set(key, invoiceId);
      return send(res, 200, stored);
    }
    const invoice = id ? invoices.get(id) : undefined;
    if (!invoice) return error(res, 404, 'Invoice not found');
    if (req.method === 'GET' && xml) {
      res.writeHead(200, {
        'content-type': 'application/xml',
        'content-disposition': `attachment; filename="${invoice.uuid}.xml"`,
      });
      return res.end(invoice.xml);
    }
    if (req.method === 'DELETE' && !xml) {
      const motive = url.searchParams.get('motive');
      if (!motive || !['01', '02', '03', '04'].includes(motive))
        return error(res, 400, 'motive is required');
      invoice.status = 'canceled';
      invoice.cancellation_status = 'accepted';
      return send(res, 200, invoice);
    }
    return error(res, 405, 'Method not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    requests,
    invoice: (id) => invoices.get(id),
    failNext: (status, message = 'Fake failure') => {
      failure = { status, message };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
