import { z } from 'zod';
import { readInvoiceForSystem } from '@/domain/invoicing';
import { UndeliverableError, type DeliveryContext, type Mailer } from '@/domain/outbox';
import { catalogueLocale } from '@/i18n/translator';
import { renderCfdiPdf } from '../documents/cfdi-pdf';
import { renderCfdiEmail } from './cfdi.template';

const payloadSchema = z.object({
  invoiceId: z.string().uuid(),
  event: z.enum(['stamped', 'failed', 'cancelled']),
});

/**
 * The outbox's 'cfdi-email': tells the buyer what became of their invoice. A stamped one goes
 * with its XML (the document of record) and its printed PDF, made from that XML.
 */
export function cfdiEmailHandler({ mailer, demo }: { mailer: Mailer; demo: boolean }) {
  return async (payload: unknown, ctx: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid CFDI email payload');
    const found = await readInvoiceForSystem(ctx.db, parsed.data.invoiceId);
    if (!found) throw new UndeliverableError(`Invoice ${parsed.data.invoiceId} not found`);
    const { event } = parsed.data;
    if (event === 'stamped' && !found.xml)
      throw new UndeliverableError(`Invoice ${found.invoice.id} has no stamped XML`);
    const pdf =
      event === 'stamped' && found.xml
        ? await renderCfdiPdf(found.xml, catalogueLocale(found.invoice.locale), { demo })
        : undefined;
    await mailer.send(
      renderCfdiEmail({
        event,
        invoice: found.invoice,
        orderReference: found.orderReference,
        scope: found.scope,
        xml: found.xml,
        pdf,
      }),
    );
  };
}
