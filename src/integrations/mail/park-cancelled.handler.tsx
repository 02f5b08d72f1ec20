import { z } from 'zod';
import { productName } from '@/domain/catalog';
import { readParkOrder, type ManagedParkItem } from '@/domain/manage';
import { readOrderForSystem, type OrderView } from '@/domain/orders';
import {
  UndeliverableError,
  type DeliveryContext,
  type Mailer,
  type MailMessage,
} from '@/domain/outbox';
import { findCurrency } from '@/domain/pricing';
import { catalogueLocale, translator } from '@/i18n/translator';
import { formatShortDate } from '@/lib/dates';
import { EmailDocument, mailMoney, Paragraph, renderEmailHtml } from './layout';

const payloadSchema = z.object({
  reference: z.string().min(1).max(40),
  itemIds: z.array(z.string().max(100)).max(20),
  refundMinor: z.number().int().nonnegative(),
});

/** The cancellation of a park order's items, in the language it was bought in (issue 15). */
export function renderParkCancelled(
  order: Pick<OrderView, 'reference' | 'locale' | 'currencyIso' | 'buyer'>,
  items: readonly Pick<ManagedParkItem, 'product' | 'visitDate'>[],
  { refundMinor, currencyDecimals }: { refundMinor: number; currencyDecimals: number },
): MailMessage {
  const locale = catalogueLocale(order.locale);
  const t = translator(locale, 'manageBooking.park');
  const subject = t('mailSubject', { reference: order.reference });
  const intro = t('mailIntro', { reference: order.reference });
  const lines = items.map((item) =>
    item.visitDate
      ? `${productName(item.product, locale)} · ${formatShortDate(item.visitDate, locale)}`
      : productName(item.product, locale),
  );
  const money =
    refundMinor > 0
      ? t('mailRefund', {
          amount: mailMoney(
            refundMinor,
            { iso: order.currencyIso, decimals: currencyDecimals },
            locale,
          ),
        })
      : t('mailNoRefund');
  const text = [intro, '', ...lines.map((l) => `- ${l}`), '', money, '', t('mailVoid'), ''].join(
    '\n',
  );
  const html = renderEmailHtml(
    <EmailDocument locale={locale} subject={subject} brand="parks">
      <Paragraph style={{ margin: '0 0 12px' }}>{intro}</Paragraph>
      <ul style={{ margin: '0 0 12px', paddingLeft: 20 }}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <Paragraph style={{ margin: '0 0 12px' }}>{money}</Paragraph>
      <Paragraph style={{ margin: 0 }}>{t('mailVoid')}</Paragraph>
    </EmailDocument>,
  );
  return { to: order.buyer.email, subject, text, html };
}

/** The outbox handler of 'park-order-cancelled'. */
export function parkCancelledHandler({ mailer }: { mailer: Mailer }) {
  return async (payload: unknown, { db, now }: DeliveryContext): Promise<void> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new UndeliverableError('Invalid park-order-cancelled payload');
    const order = await readOrderForSystem(db, parsed.data.reference);
    if (!order || order.kind !== 'park')
      throw new UndeliverableError(`Order ${parsed.data.reference} not found`);
    const currency = await findCurrency(db, order.currencyIso);
    if (!currency) throw new Error(`Unknown currency ${order.currencyIso}`);
    const managed = await readParkOrder(db, order, now);
    const items = managed.items.filter((i) => parsed.data.itemIds.includes(i.id));
    await mailer.send(
      renderParkCancelled(order, items, {
        refundMinor: parsed.data.refundMinor,
        currencyDecimals: currency.decimals,
      }),
    );
  };
}
