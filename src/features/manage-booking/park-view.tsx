import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { productName, refundDeadlineText } from '@/domain/catalog';
import type { ManagedOrder, ManagedParkItem } from '@/domain/manage';
import type { ETicket } from '@/domain/tickets';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatLongDate, formatShortDate, resortToday } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { cancelParkTrip } from './actions';

type Props = {
  locale: Locale;
  trip: ManagedOrder;
  access: { token: string } | { ref: string };
  decimals: number;
  /** The visitor asked to cancel: 'all', or one item's id. */
  confirming?: string;
  done?: string;
  refused?: string;
  /** A visit's own panels (the date change), below its tickets. */
  itemPanel?: (item: ManagedParkItem) => ReactNode;
};

const REFUSALS = [
  'OPEN_TICKET',
  'TOO_LATE',
  'USED',
  'ALREADY_CANCELLED',
  'NOT_PAID',
  'NO_ITEMS',
  'REFUND_FAILED',
] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (value: string | undefined): value is Refusal =>
  (REFUSALS as readonly string[]).includes(value ?? '');

const box = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6';

/** A ticket's QR code as inline SVG, from its signed token (the same token the PDF draws). */
async function qrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * A visit's e-tickets as the manage page shows them: each one's QR code while it admits, its
 * code, band and status (Válido, Usado, Cancelado). The park order's view and the stay's
 * itinerary (its included park days) both show them with this list.
 */
export async function ParkTickets({
  locale,
  tickets,
}: {
  locale: Locale;
  tickets: readonly Pick<ETicket, 'id' | 'code' | 'token' | 'status' | 'holderBand'>[];
}) {
  const t = await getTranslations({ locale, namespace: 'manageBooking.park' });
  const qr = new Map(
    await Promise.all(
      tickets
        .filter((ticket) => ticket.status === 'issued')
        .map(async (ticket) => [ticket.id, await qrSvg(ticket.token)] as const),
    ),
  );
  return (
    <ul
      className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3"
      aria-label={t('ticketsTitle')}
    >
      {tickets.map((ticket) => (
        <li
          key={ticket.id}
          className="rounded-xl border border-jungle/10 bg-white p-3 text-center text-sm"
          data-testid="park-ticket"
        >
          {qr.has(ticket.id) ? (
            <div
              role="img"
              aria-label={t('qrAlt', { code: ticket.code })}
              className="mx-auto w-36 max-w-full [&>svg]:h-auto [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: qr.get(ticket.id)! }}
            />
          ) : null}
          <p className="mt-2 font-mono text-xs">{ticket.code}</p>
          <p className="text-xs first-letter:uppercase">{t(`band_${ticket.holderBand}`)}</p>
          <p className="text-xs font-semibold" data-testid="ticket-status">
            {t(`ticket_${ticket.status}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The manage page of a paid park order (issue 15): each visit with its date, people and
 * e-tickets (QR codes and the PDF), what was paid and refunded, and what can be cancelled now,
 * with the refund stated before confirming.
 */
export async function ManageParkOrderView({
  locale,
  trip,
  access,
  decimals,
  confirming,
  done,
  refused,
  itemPanel,
}: Props) {
  const [t, tm, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'manageBooking.park' }),
    getTranslations({ locale, namespace: 'manageBooking' }),
    getTranslations({ locale, namespace: 'parkPolicy' }),
  ]);
  const { order, money, items, cancelAll } = trip;
  const currency = { iso: order.currencyIso, decimals };
  const amount = (minor: number) => formatMoney(minor, currency, locale);
  const page = getPathname({ locale, href: '/manage-booking' });
  const accessQuery: Record<string, string> =
    'token' in access ? { t: access.token } : { ref: access.ref };
  const query = (extra: Record<string, string> = {}) =>
    `${page}?${new URLSearchParams({ ...accessQuery, ...extra })}`;
  const pdfHref = `/api/v1/orders/${encodeURIComponent(order.reference)}/tickets.pdf${
    'token' in access ? `?${new URLSearchParams({ t: access.token })}` : ''
  }`;
  const lastRefund = money?.refunds.at(-1);
  const live = items.filter((i) => i.quote.state !== 'cancelled');

  const confirmForm = (selection: string, question: string, refund: number) => (
    <form action={cancelParkTrip} className="mt-3 grid gap-3" data-testid="park-cancel-form">
      <p className="font-semibold">{question}</p>
      <input type="hidden" name="locale" value={locale} />
      {'token' in access ? (
        <input type="hidden" name="token" value={access.token} />
      ) : (
        <input type="hidden" name="ref" value={access.ref} />
      )}
      <input type="hidden" name="items" value={selection} />
      <input type="hidden" name="requestId" value={randomUUID()} />
      <button type="submit" className="btn-primary">
        {t('cancelItemConfirm', { refund: amount(refund) })}
      </button>
      <a href={query()} className="text-center text-jungle underline">
        {t('keep')}
      </a>
    </form>
  );

  const itemBlock = (item: ManagedParkItem) => {
    const name = productName(item.product, locale);
    const { quote } = item;
    return (
      <li key={item.id} className="border-t border-jungle/10 pt-4" data-testid="park-item">
        <h3 className="text-xl text-jungle">{name}</h3>
        <p className="text-sm">
          {item.visitDate
            ? t('visitOn', { date: formatLongDate(item.visitDate, locale) })
            : t('openUntil', {
                date: formatLongDate(item.tickets[0]?.validUntil ?? '', locale),
              })}
        </p>
        {item.schedule && <p className="text-sm">{t('schedule', { schedule: item.schedule })}</p>}
        <p className="text-sm text-muted">
          {t('people', { adults: item.adults, children: item.children, infants: item.infants })}
        </p>
        <p className="text-sm text-muted">{t('itemPaid', { amount: amount(quote.shareMinor) })}</p>
        {quote.state === 'cancelled' ? (
          <p className="mt-2 text-sm font-semibold text-red-800" data-testid="item-cancelled">
            {t('itemCancelled')}
          </p>
        ) : (
          <ParkTickets locale={locale} tickets={item.tickets} />
        )}
        {quote.cancel.ok ? (
          <div className="mt-3 text-sm">
            <p>{tp('refundUntil', { deadline: refundDeadlineText(quote.cancel.until, locale) })}</p>
            {confirming === item.id ? (
              confirmForm(item.id, t('cancelItemQuestion', { product: name }), quote.shareMinor)
            ) : (
              <a
                href={query({ step: 'cancel', item: item.id })}
                className="btn-secondary mt-2 text-center"
              >
                {t('cancelItem')}
              </a>
            )}
          </div>
        ) : quote.state === 'live' ? (
          <p className="mt-3 text-sm text-muted" data-testid="item-refusal">
            {t(`refusal_${quote.cancel.reason}`)}
          </p>
        ) : null}
        {itemPanel?.(item)}
      </li>
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-6">
        {done === 'cancelled' && (
          <p role="status" className="rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle">
            {lastRefund?.status === 'failed'
              ? t('refusal_REFUND_FAILED')
              : lastRefund
                ? t('cancelledNotice', { amount: amount(lastRefund.amountMinor) })
                : t('cancelledNoRefund')}
          </p>
        )}
        {isRefusal(refused) && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
          >
            {t(`refusal_${refused}`)}
          </p>
        )}
        <section aria-labelledby="manage-visit" className={box}>
          <h2 id="manage-visit" className="text-2xl text-jungle">
            {tm('visit')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{tm('referenceLabel')}</dt>
            <dd className="font-mono" data-testid="manage-reference">
              {order.reference}
            </dd>
            <dt className="text-muted">{t('statusLabel')}</dt>
            <dd className="font-semibold" data-testid="manage-status">
              {t(order.status === 'refunded' ? 'status_refunded' : 'status_paid')}
            </dd>
          </dl>
          <h3 className="sr-only">{t('items')}</h3>
          <ol className="mt-4 space-y-4">{items.map(itemBlock)}</ol>
          {live.length > 0 && order.status === 'paid' && (
            <a href={pdfHref} className="btn-primary mt-5" download>
              <Download aria-hidden size={18} />
              {t('download')}
            </a>
          )}
        </section>
      </div>

      <div className="grid content-start gap-6">
        <section aria-labelledby="manage-payment" className={box}>
          <h2 id="manage-payment" className="text-2xl text-jungle">
            {tm('payment')}
          </h2>
          {money && (
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{tm('paid')}</dt>
              <dd className="text-right tabular-nums">{amount(money.paidMinor)}</dd>
              {money.refunds
                .filter((refund) => refund.status !== 'failed')
                .map((refund) => (
                  <div key={refund.id} className="contents">
                    <dt>
                      {tm('refundLine', {
                        date: formatShortDate(resortToday(refund.createdAt), locale),
                      })}
                      {refund.status === 'pending' ? ` (${tm('refundPending')})` : ''}
                    </dt>
                    <dd className="text-right tabular-nums" data-testid="manage-refund">
                      −{amount(refund.amountMinor)}
                    </dd>
                  </div>
                ))}
              <dt className="border-t border-jungle/20 pt-1 font-semibold">{tm('balance')}</dt>
              <dd
                className="border-t border-jungle/20 pt-1 text-right font-semibold tabular-nums"
                data-testid="manage-balance"
              >
                {amount(money.balanceMinor)}
              </dd>
            </dl>
          )}
        </section>
        {cancelAll.ok && cancelAll.itemIds.length > 1 && (
          <section aria-labelledby="manage-actions" className={box}>
            <h2 id="manage-actions" className="text-2xl text-jungle">
              {tm('whatNow')}
            </h2>
            <p className="mt-3 text-sm" data-testid="cancel-quote">
              {t('cancelNow', { refund: amount(cancelAll.refundMinor) })}
            </p>
            {confirming === 'all' ? (
              confirmForm(
                'all',
                t('cancelAllQuestion', { reference: order.reference }),
                cancelAll.refundMinor,
              )
            ) : (
              <a
                href={query({ step: 'cancel', item: 'all' })}
                className="btn-secondary mt-3 text-center"
              >
                {t('cancelAll')}
              </a>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
