import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCapacity } from '@/db/seed/tickets';
import { checkCfdi, requestInvoice, type InvoicingDeps } from '@/domain/invoicing';
import type { MailMessage } from '@/domain/outbox';
import { resortToday } from '@/domain/stays';
import {
  cfdiStampHandler,
  demoCsd,
  openCsdSigner,
  SandboxPac,
  type SandboxPacMode,
} from '@/integrations/cfdi';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import { paidParkOrder, sandboxFor } from '../../../tests/support/paid-orders';
import { cfdiEmailHandler } from './cfdi.handler';

// The invoice a buyer asks for, through the outbox: stamped at the sandbox PAC, then emailed
// with its XML (the document of record) and its printed PDF; a refusal is emailed with its
// reason. In the buyer's language.
const RECEIVER = {
  kind: 'mexican',
  rfc: 'COSC8001137NA',
  name: 'Carlos Cortés Soto',
  regime: '612',
  use: 'G03',
  postalCode: '77500',
};

describe('the CFDI emails', () => {
  let t: TestDatabase;
  let mode: SandboxPacMode = 'ok';
  let deps: InvoicingDeps;
  let sandbox: ReturnType<typeof sandboxFor>;
  let day = 0;
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void sent.push(message) };

  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    await openCapacity(t.db, resortToday(new Date()), 120);
    sandbox = sandboxFor(t.db);
    const parks = openCsdSigner(demoCsd('parks'));
    deps = {
      pac: new SandboxPac({
        db: async () => t.db,
        sat: openCsdSigner(demoCsd('sandbox-sat')),
        mode: async () => mode,
      }),
      signerFor: () => parks,
    };
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const ctx = () => ({ db: t.db, now: new Date(), messageId: 'm', attempt: 1 });
  const ask = async (locale: string) => {
    const { order, secret } = await paidParkOrder(t.db, sandbox, { dayOffset: day++ });
    const result = await requestInvoice(t.db, {
      orderReference: order.reference,
      access: { secret },
      receiver: RECEIVER,
      email: 'carlos@example.com',
      locale,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return { order, invoice: result.invoice };
  };

  it('sends a stamped invoice with its XML and PDF, in the language it was asked in', async () => {
    mode = 'ok';
    const { order, invoice } = await ask('es');
    await cfdiStampHandler(() => deps)({ invoiceId: invoice.id }, ctx());
    await cfdiEmailHandler({ mailer, demo: true })(
      { invoiceId: invoice.id, event: 'stamped' },
      ctx(),
    );
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('carlos@example.com');
    expect(mail.subject).toBe(
      `Tu factura ${invoice.series}-${invoice.folio} de la compra ${order.reference}`,
    );
    const [xml, pdf] = mail.attachments!;
    expect(xml!.filename).toBe(`${invoice.series}-${invoice.folio}.xml`);
    const stamped = xml!.content.toString();
    expect(checkCfdi(stamped, { stamped: true })).toEqual([]);
    expect(stamped).toContain('Rfc="COSC8001137NA"');
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.html).toContain('CARLOS CORTÉS SOTO');
  });

  it('tells the buyer, in English, that the PAC refused the invoice and why', async () => {
    mode = 'refuse';
    const { invoice } = await ask('en');
    await cfdiStampHandler(() => deps)({ invoiceId: invoice.id }, ctx());
    await cfdiEmailHandler({ mailer, demo: true })(
      { invoiceId: invoice.id, event: 'failed' },
      ctx(),
    );
    const mail = sent.at(-1)!;
    expect(mail.subject).toMatch(/^We could not issue your invoice for purchase /);
    expect(mail.text).toMatch(/The stamping service refused the invoice: .+\./);
    expect(mail.attachments).toBeUndefined();
  });

  it('retries later when the PAC is down, and refuses a payload that names nothing', async () => {
    mode = 'down';
    const { invoice } = await ask('pt');
    await expect(cfdiStampHandler(() => deps)({ invoiceId: invoice.id }, ctx())).rejects.toThrow(
      /PAC unavailable/,
    );
    const handler = cfdiEmailHandler({ mailer, demo: true });
    for (const payload of [
      { invoiceId: 'not-a-uuid', event: 'stamped' },
      { invoiceId: invoice.id, event: 'whatever' },
      { invoiceId: '00000000-0000-4000-8000-000000000000', event: 'stamped' },
      // Not stamped yet: no XML to send.
      { invoiceId: invoice.id, event: 'stamped' },
    ])
      await expect(handler(payload, ctx()), JSON.stringify(payload)).rejects.toMatchObject({
        name: 'UndeliverableError',
      });
  });
});
