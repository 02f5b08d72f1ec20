import { Download, MapPin, Ticket } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/server';
import { ticketsForOrder } from '@/domain/cart';
import { visitInfo, visitText, type ETicket } from '@/domain/tickets';
import type { Locale } from '@/i18n/routing';
import { formatLongDate } from '@/lib/dates';
import { productName } from '@/domain/catalog';

type Props = {
  locale: Locale;
  /** The order's id (as given to issueTicketsForCart) and its public reference. */
  orderId: string;
  reference: string;
};

type Group = { first: ETicket; tickets: ETicket[] };

/** The tickets of one cart item (same product, date and schedule) together. */
function groups(tickets: ETicket[]): Group[] {
  const byItem = new Map<string, Group>();
  for (const ticket of tickets) {
    const key = ticket.cartItemId ?? `${ticket.product.id}:${ticket.visitDate}`;
    const group = byItem.get(key) ?? { first: ticket, tickets: [] };
    group.tickets.push(ticket);
    byItem.set(key, group);
  }
  return [...byItem.values()];
}

const card = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6';

/**
 * The confirmation page's tickets block for a paid park order: each product with its date
 * (or open validity), schedule, people and ticket references, and the PDF download. The
 * caller shows it only to whoever may read the order (secret or owner session).
 */
export async function ParkOrderTickets({ locale, orderId, reference }: Props) {
  const t = await getTranslations({ locale, namespace: 'orderConfirmation' });
  const tickets = await ticketsForOrder(await getDb(), orderId);
  const pdfHref = `/api/v1/orders/${encodeURIComponent(reference)}/tickets.pdf`;
  return (
    <section aria-labelledby="tickets-title" className={card}>
      <h2 id="tickets-title" className="flex items-center gap-2 text-2xl text-jungle">
        <Ticket aria-hidden size={24} className="text-lagoon" />
        {t('ticketsTitle')}
      </h2>
      {tickets.length === 0 ? (
        <p className="mt-3 text-muted">{t('noTickets')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t('ticketsIntro')}</p>
          <ul className="mt-4 space-y-4">
            {groups(tickets).map(({ first, tickets: mine }) => (
              <li key={first.id} className="border-t border-jungle/10 pt-3">
                <p className="font-semibold">
                  {productName(first.product, locale)} · {t('ticketCount', { count: mine.length })}
                </p>
                <p className="text-sm">
                  {first.open || !first.visitDate
                    ? t('openUntil', { date: formatLongDate(first.validUntil, locale) })
                    : t('visitOn', { date: formatLongDate(first.visitDate, locale) })}
                </p>
                {first.schedule && (
                  <p className="text-sm">{t('schedule', { schedule: first.schedule.label })}</p>
                )}
                <p className="text-sm text-muted">
                  {t('people', {
                    adults: mine.filter((x) => x.holderBand === 'adult').length,
                    children: mine.filter((x) => x.holderBand === 'child').length,
                    infants: mine.filter((x) => x.holderBand === 'infant').length,
                  })}
                </p>
                <p className="mt-1 text-xs text-muted">
                  <span className="sr-only">{t('codes')}: </span>
                  <span className="font-mono break-all">{mine.map((x) => x.code).join(' · ')}</span>
                </p>
              </li>
            ))}
          </ul>
          <a href={pdfHref} className="btn-primary mt-5" download>
            <Download aria-hidden size={18} />
            {t('download')}
          </a>
        </>
      )}
    </section>
  );
}

/** Per product of the order: how to get there and what to bring. */
export async function ParkVisitInfo({ locale, orderId }: Omit<Props, 'reference'>) {
  const [t, tv] = await Promise.all([
    getTranslations({ locale, namespace: 'orderConfirmation' }),
    getTranslations({ locale, namespace: 'visitInfo' }),
  ]);
  const tickets = await ticketsForOrder(await getDb(), orderId);
  const products = [...new Map(tickets.map((x) => [x.product.code, x.product])).values()];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="visit-title" className={card}>
      <h2 id="visit-title" className="text-2xl text-jungle">
        {t('visitTitle')}
      </h2>
      <div className="mt-4 space-y-6">
        {products.map((product) => {
          const info = visitInfo(product);
          const bring = info.bring.map((line) => visitText(tv, line));
          return (
            <article key={product.code} className="space-y-2">
              <h3 className="text-xl text-jungle">{productName(product, locale)}</h3>
              <p className="flex gap-2 text-sm">
                <MapPin aria-hidden size={18} className="mt-0.5 shrink-0 text-lagoon" />
                <span>
                  <strong>{t('gettingThere')}:</strong> {visitText(tv, info.gettingThere)}
                </span>
              </p>
              <p className="text-sm font-semibold">{t('bring')}</p>
              <ul className="list-disc space-y-1 pl-6 text-sm">
                {bring.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
