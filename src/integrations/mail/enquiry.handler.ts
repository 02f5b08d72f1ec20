import { z } from 'zod';
import { findEnquiry } from '@/domain/enquiries';
import { UndeliverableError, type DeliveryContext, type Mailer } from '@/domain/outbox';
import { renderEnquiryEmail } from './enquiry.template';

const payloadSchema = z.object({ enquiryId: z.uuid(), to: z.enum(['sales', 'visitor']) });

/** Outbox 'enquiry-email': an enquiry to the sales team (SALES_EMAIL) or to its visitor. */
export function enquiryEmailHandler({
  mailer,
  salesEmail,
}: {
  mailer: Mailer;
  salesEmail: string;
}) {
  return async (payload: unknown, { db }: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid enquiry-email payload');
    const enquiry = await findEnquiry(db, parsed.data.enquiryId);
    if (!enquiry) throw new UndeliverableError(`Enquiry ${parsed.data.enquiryId} not found`);
    await mailer.send(
      renderEnquiryEmail(
        enquiry,
        parsed.data.to === 'sales' ? { kind: 'sales', address: salesEmail } : { kind: 'visitor' },
      ),
    );
  };
}
