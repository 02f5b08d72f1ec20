import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, invoiceSeries, outbox, sandboxPacStamps } from '@/db/schema';
import { openCapacity } from '@/db/seed/tickets';
import { resortToday } from '@/domain/stays';
import {
  openCsdSigner,
  demoCsd,
  SandboxPac,
  verifySeal,
  type SandboxPacMode,
} from '@/integrations/cfdi';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor } from '../../../tests/support/paid-orders';
import {
  applyRefundToInvoice,
  checkCfdi,
  InvoiceError,
  invoicesOfOrder,
  parseXml,
  requestInvoice,
  stampInvoice,
  TFD_NS,
  type InvoicingDeps,
} from '.';

const MEXICAN = {
  kind: 'mexican',
  rfc: 'COSC8001137NA',
  name: 'Carlos Cortés Soto',
  regime: '612',
  use: 'G03',
  postalCode: '77500',
};

describe.each(engines)('CFDI invoices on %s', (engine) => {
  let t: TestDatabase;
  let mode: SandboxPacMode = 'ok';
  let deps: InvoicingDeps;
  let sandbox: ReturnType<typeof sandboxFor>;
  let day = 0;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openCapacity(t.db, resortToday(new Date()), 120);
    sandbox = sandboxFor(t.db);
    const hotels = openCsdSigner(demoCsd('hotels'));
    const parks = openCsdSigner(demoCsd('parks'));
    deps = {
      pac: new SandboxPac({
        db: async () => t.db,
        sat: openCsdSigner(demoCsd('sandbox-sat')),
        mode: async () => mode,
      }),
      signerFor: (scope) => (scope === 'hotel' ? hotels : parks),
    };
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const order = (currencyIso = 'USD') =>
    paidParkOrder(t.db, sandbox, { currencyIso, dayOffset: day++ });

  it('validates every field and changes nothing on a refusal', async () => {
    const { order: paid, secret } = await order();
    const result = await requestInvoice(t.db, {
      orderReference: paid.reference,
      access: { secret },
      receiver: { ...MEXICAN, rfc: 'COSC8001137N9', regime: '999', use: 'X01', postalCode: '7750' },
      locale: 'es',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        rfc: 'RFC_CHECK_DIGIT',
        regime: 'REGIME_INVALID',
        use: 'USE_INVALID',
        postalCode: 'POSTAL_CODE_INVALID',
      },
    });
    expect(await invoicesOfOrder(t.db, paid.id)).toEqual([]);
    await expect(
      requestInvoice(t.db, {
        orderReference: paid.reference,
        access: { secret: 'wrong' },
        receiver: MEXICAN,
        locale: 'es',
      }),
    ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('issues a CFDI 4.0 stamped by the sandbox PAC: valid structure, the issuer seal and the SAT seal', async () => {
    const { order: paid, secret } = await order('MXN');
    const requested = await requestInvoice(t.db, {
      orderReference: paid.reference,
      access: { secret },
      receiver: MEXICAN,
      locale: 'es',
    });
    expect(requested.ok).toBe(true);
    if (!requested.ok) return;
    expect(await stampInvoice(t.db, deps, requested.invoice.id)).toBe('stamped');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, requested.invoice.id));
    expect(row).toMatchObject({ status: 'stamped', pac: 'sandbox', kind: 'I' });
    expect(row!.uuid).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(checkCfdi(row!.xml!, { stamped: true })).toEqual([]);
    expect(verifySeal(row!.xml!)).toBeNull();
    const root = parseXml(row!.xml!);
    expect(root.getAttribute('Total')).toBe((paid.amountMinor / 100).toFixed(2));
    expect(root.getAttribute('Moneda')).toBe('MXN');
    expect(root.hasAttribute('TipoCambio')).toBe(false);
    expect(
      root.getElementsByTagNameNS(TFD_NS, 'TimbreFiscalDigital')[0]?.getAttribute('UUID'),
    ).toBe(row!.uuid);
    // The email with the XML and PDF is queued.
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'cfdi-email'));
    expect(mails.some((m) => (m.payload as { invoiceId: string }).invoiceId === row!.id)).toBe(
      true,
    );
    // Stamping again does nothing new.
    expect(await stampInvoice(t.db, deps, row!.id)).toBe('nothing');
    expect(
      await t.db
        .select()
        .from(sandboxPacStamps)
        .where(eq(sandboxPacStamps.idempotencyKey, row!.id)),
    ).toHaveLength(1);
  });

  it('gives a foreign buyer the generic foreign RFC, in a foreign currency with its exchange rate', async () => {
    const { order: paid, secret } = await order('JPY');
    const requested = await requestInvoice(t.db, {
      orderReference: paid.reference,
      access: { secret },
      receiver: { kind: 'foreign', name: 'Yuki Tanaka', country: 'JP', taxId: 'JP-1234567' },
      locale: 'en',
    });
    if (!requested.ok) throw new Error(JSON.stringify(requested.errors));
    expect(await stampInvoice(t.db, deps, requested.invoice.id)).toBe('stamped');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, requested.invoice.id));
    const root = parseXml(row!.xml!);
    const receptor = root.getElementsByTagNameNS('http://www.sat.gob.mx/cfd/4', 'Receptor')[0]!;
    expect(receptor.getAttribute('Rfc')).toBe('XEXX010101000');
    expect(receptor.getAttribute('ResidenciaFiscal')).toBe('JPN');
    expect(receptor.getAttribute('UsoCFDI')).toBe('S01');
    expect(root.getAttribute('Moneda')).toBe('JPY');
    expect(root.getAttribute('Total')).toBe(String(paid.amountMinor));
    expect(root.getAttribute('TipoCambio')).toMatch(/^\d+\.\d{6}$/);
    expect(checkCfdi(row!.xml!, { stamped: true })).toEqual([]);
  });

  it('answers a second request with the first; another receiver is refused; one folio for many tabs', async () => {
    const { order: paid, secret } = await order();
    const ask = (receiver = MEXICAN) =>
      requestInvoice(t.db, {
        orderReference: paid.reference,
        access: { secret },
        receiver,
        locale: 'es',
      });
    const results = await Promise.all(Array.from({ length: 6 }, () => ask()));
    const ids = new Set(results.map((r) => (r.ok ? r.invoice.id : 'refused')));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && !r.alreadyRequested)).toHaveLength(1);
    await expect(ask({ ...MEXICAN, use: 'G01' })).rejects.toBeInstanceOf(InvoiceError);
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, paid.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps a refusal by the PAC and retries an outage', async () => {
    const { order: paid, secret } = await order();
    const requested = await requestInvoice(t.db, {
      orderReference: paid.reference,
      access: { secret },
      receiver: MEXICAN,
      locale: 'es',
    });
    if (!requested.ok) throw new Error('refused');
    mode = 'down';
    expect(await stampInvoice(t.db, deps, requested.invoice.id)).toBe('retry');
    expect((await invoicesOfOrder(t.db, paid.id))[0]).toMatchObject({
      status: 'requested',
      failureCode: 'PAC_UNAVAILABLE',
    });
    mode = 'refuse';
    expect(await stampInvoice(t.db, deps, requested.invoice.id)).toBe('failed');
    expect((await invoicesOfOrder(t.db, paid.id))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'CFDI40999',
    });
    mode = 'ok';
    // A failed request can be asked again (the failed one does not count).
    const again = await requestInvoice(t.db, {
      orderReference: paid.reference,
      access: { secret },
      receiver: MEXICAN,
      locale: 'es',
    });
    expect(again.ok && again.invoice.id).not.toBe(requested.invoice.id);
  });

  it('a partial refund issues a credit note related to the invoice; the whole refund in the month cancels it', async () => {
    const { order: paid, secret } = await order('MXN');
    const requested = await requestInvoice(t.db, {
      orderReference: paid.reference,
      access: { secret },
      receiver: MEXICAN,
      locale: 'es',
    });
    if (!requested.ok) throw new Error('refused');
    await stampInvoice(t.db, deps, requested.invoice.id);
    const part = Math.floor(paid.amountMinor / 4);
    const refund = { orderId: paid.id, refundId: 'refund-1', amountMinor: part, at: new Date() };
    expect(await applyRefundToInvoice(t.db, deps, refund)).toBe('credit_note');
    expect(await applyRefundToInvoice(t.db, deps, refund)).toBe('credit_note');
    const notes = (await invoicesOfOrder(t.db, paid.id)).filter((i) => i.kind === 'E');
    expect(notes).toHaveLength(1);
    expect(await stampInvoice(t.db, deps, notes[0]!.id)).toBe('stamped');
    const [note] = await t.db.select().from(invoices).where(eq(invoices.id, notes[0]!.id));
    expect(checkCfdi(note!.xml!, { stamped: true })).toEqual([]);
    const root = parseXml(note!.xml!);
    expect(root.getAttribute('TipoDeComprobante')).toBe('E');
    expect(root.getAttribute('Total')).toBe((part / 100).toFixed(2));
    const related = root.getElementsByTagNameNS(
      'http://www.sat.gob.mx/cfd/4',
      'CfdiRelacionado',
    )[0]!;
    expect(related.getAttribute('UUID')).toBe((await invoicesOfOrder(t.db, paid.id))[0]!.uuid);
    const series = await t.db.select().from(invoiceSeries);
    expect(series.find((s) => s.id === note!.seriesId)?.kind).toBe('E');

    // Another order refunded whole in the same month: the invoice is cancelled (reason 03).
    const other = await order('MXN');
    const second = await requestInvoice(t.db, {
      orderReference: other.order.reference,
      access: { secret: other.secret },
      receiver: MEXICAN,
      locale: 'es',
    });
    if (!second.ok) throw new Error('refused');
    await stampInvoice(t.db, deps, second.invoice.id);
    expect(
      await applyRefundToInvoice(t.db, deps, {
        orderId: other.order.id,
        refundId: 'refund-2',
        amountMinor: other.order.amountMinor,
        at: new Date(),
      }),
    ).toBe('cancelled');
    const [cancelled] = await invoicesOfOrder(t.db, other.order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: '03' });
    const [pacRow] = await t.db
      .select()
      .from(sandboxPacStamps)
      .where(eq(sandboxPacStamps.uuid, cancelled!.uuid!));
    expect(pacRow?.status).toBe('cancelled');
  });
});
