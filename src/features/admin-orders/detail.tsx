import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { NOTE_MAX, REASON_MAX, type OrderDesk } from '@/domain/desk';
import type { StaffLocale } from '@/domain/staff';
import { formatMoney } from '@/lib/money';
import { DeskActionForm } from './action-form';
import { cancelAction, cancelParkAction, noteAction, refundAction, resendAction } from './actions';
import { productName, refundDeadlineText } from '@/domain/catalog';
import { formatResortDateTime, formatShortDate } from '@/lib/dates';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded border border-jungle/20 bg-white p-3">
      <h2 className="mb-2 text-lg font-semibold text-jungle">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The front desk's view of the arrival (issues 15 and 19): the time, the requests and the web
 * check-in with the lead guest's document whole (this page is for orders:read staff only).
 */
function StayArrival({
  desk,
  tc,
  when,
}: {
  desk: OrderDesk;
  tc: Awaited<ReturnType<typeof getTranslations<'checkIn'>>>;
  when: Intl.DateTimeFormat;
}) {
  const guest = desk.booking?.guest;
  const checkIn = desk.checkIn;
  return (
    <div className="mt-3 border-t border-jungle/10 pt-2" data-check-in>
      <h3 className="text-sm font-semibold">{tc('desk.title')}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{tc('desk.arrival')}</dt>
        <dd>{guest?.arrivalTime || tc('desk.arrivalUnknown')}</dd>
        {guest?.requests ? (
          <>
            <dt className="text-muted">{tc('desk.requests')}</dt>
            <dd className="break-words whitespace-pre-wrap">{guest.requests}</dd>
          </>
        ) : null}
        {checkIn ? (
          <>
            <dt className="text-muted">{tc('document')}</dt>
            <dd data-id-number>
              {tc(`idTypes.${checkIn.idType}`)} <code>{checkIn.idNumber}</code>
            </dd>
            <dt className="text-muted">{tc('preferences')}</dt>
            <dd>
              {checkIn.preferences.length > 0
                ? checkIn.preferences.map((p) => tc(`preference.${p as 'quiet-room'}`)).join(', ')
                : tc('noPreferences')}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-1 text-xs text-muted">
        {checkIn ? tc('desk.done', { when: when.format(checkIn.updatedAt) }) : tc('desk.none')}
      </p>
    </div>
  );
}

/** One order for staff: who, what, the money, tickets, emails, notes, timeline and actions. */
export async function OrderDetail({
  locale,
  desk,
  mayRefund,
  requestIds,
}: {
  locale: StaffLocale;
  desk: OrderDesk;
  mayRefund: boolean;
  requestIds: { refund: string; cancel: string; cancelPark: string };
}) {
  const t = await getTranslations({ locale, namespace: 'admin.orders' });
  const tc = await getTranslations({ locale, namespace: 'checkIn' });
  const td = await getTranslations({ locale, namespace: 'deposits' });
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Cancun',
  });
  const money = (minor: number) => formatMoney(minor, desk.currency, locale);
  const { order, booking, receipt } = desk;
  const reference = order.reference;
  return (
    <article>
      <title>{t('detail.title', { reference })}</title>
      <p className="text-sm">
        <Link href="/admin/orders/" className="text-lagoon-800 underline">
          {t('detail.back')}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-semibold text-jungle">
        {t('detail.title', { reference })}
      </h1>
      <p className="mt-1 text-sm text-muted" data-status={desk.status}>
        {t(`kinds.${order.kind}`)} · {t(`statuses.${desk.status}`)}
        {booking ? ` · ${t('detail.booking', { reference: booking.reference })}` : ''}
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <Section title={t('detail.guest')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('detail.guest')}</dt>
              <dd>{order.buyer.name}</dd>
              <dt className="text-muted">{t('detail.email')}</dt>
              <dd className="break-all">{order.buyer.email}</dd>
              {order.buyer.phone ? (
                <>
                  <dt className="text-muted">{t('detail.phone')}</dt>
                  <dd>{order.buyer.phone}</dd>
                </>
              ) : null}
              <dt className="text-muted">{t('detail.language')}</dt>
              <dd className="uppercase">{order.locale}</dd>
            </dl>
          </Section>
          {booking ? (
            <Section title={t('detail.stay')}>
              <p className="text-sm font-medium">{booking.hotelName}</p>
              <p className="text-sm">
                {t('detail.nights', { checkIn: booking.checkIn, checkOut: booking.checkOut })}
              </p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {booking.rooms.map((room, i) => (
                  <li key={i}>
                    {t('detail.room', {
                      n: i + 1,
                      name: room.roomTypeName[locale] ?? room.roomTypeCode,
                      adults: room.adults,
                    })}{' '}
                    · {t(`detail.policy.${room.policy.kind}`)}
                    {room.guestName ? ` · ${room.guestName}` : ''}
                  </li>
                ))}
              </ul>
              <StayArrival desk={desk} tc={tc} when={when} />
            </Section>
          ) : receipt ? (
            <Section title={t('detail.lines')}>
              <ul className="grid gap-1 text-sm">
                {receipt.lines.map((line, i) =>
                  line.kind === 'park' ? (
                    <li key={i} className="flex justify-between gap-3">
                      <span>
                        {line.name[locale]} ·{' '}
                        {line.visitDate
                          ? t('detail.visit', { date: line.visitDate })
                          : t('detail.openTicket')}
                        <span className="block text-xs text-muted">
                          {t('detail.people', {
                            adults: line.adults,
                            children: line.children,
                            infants: line.infants,
                          })}
                        </span>
                      </span>
                      <span className="whitespace-nowrap">{money(line.minor)}</span>
                    </li>
                  ) : null,
                )}
              </ul>
            </Section>
          ) : null}
          <Section title={t('detail.money')}>
            {desk.paidMinor > 0 ? (
              <>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-balance>
                  <dt className="text-muted">{t('detail.paid')}</dt>
                  <dd>{money(desk.paidMinor)}</dd>
                  <dt className="text-muted">{t('detail.refunded')}</dt>
                  <dd data-refunded>{money(desk.refundedMinor)}</dd>
                  <dt className="font-semibold">{t('detail.balance')}</dt>
                  <dd className="font-semibold" data-balance-value>
                    {money(desk.balanceMinor)}
                  </dd>
                  {desk.pending ? (
                    <>
                      <dt className="font-semibold text-jungle">
                        {desk.pending.dueAt
                          ? td('balanceOn', {
                              date: formatResortDateTime(desk.pending.dueAt, locale),
                            })
                          : td('receipt.pending')}
                      </dt>
                      <dd className="font-semibold text-jungle" data-pending>
                        {money(desk.pending.amountMinor)}
                      </dd>
                    </>
                  ) : null}
                </dl>
                {order.payment?.card ? (
                  <p className="mt-1 text-xs text-muted">{t('detail.card', order.payment.card)}</p>
                ) : null}
              </>
            ) : (
              <p className="text-sm text-muted">{t('detail.notPaid')}</p>
            )}
            <h3 className="mt-3 text-sm font-semibold">{t('detail.refunds')}</h3>
            {desk.refunds.length === 0 ? (
              <p className="text-sm text-muted">{t('detail.noRefunds')}</p>
            ) : (
              <ul className="text-sm">
                {desk.refunds.map((r) => (
                  <li key={r.id}>
                    {when.format(r.createdAt)} ·{' '}
                    {t('detail.refundRow', {
                      amount: money(r.amountMinor),
                      reason: r.reason,
                      status: t(`detail.refundStatus.${r.status}`),
                    })}
                    {r.attempts > 0 ? ` · ${tc('desk.refundAttempts', { count: r.attempts })}` : ''}
                    {r.status === 'failed' ? (
                      <span className="block text-xs text-sunset-700" data-refund-failed>
                        {tc('desk.refundFailure', { code: r.failureCode ?? '—' })}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {desk.tickets.length > 0 ? (
            <Section title={t('detail.tickets')}>
              <ul className="grid gap-1 text-sm">
                {desk.tickets.map((ticket) => (
                  <li key={ticket.code}>
                    <code>{ticket.code}</code> · {ticket.productName[locale]} ·{' '}
                    {ticket.visitDate ?? t('detail.openTicket')} ·{' '}
                    {t(`detail.ticketStatus.${ticket.status}`)}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section title={t('detail.emails')}>
            {desk.emails.length === 0 ? (
              <p className="text-sm text-muted">{t('detail.noEmails')}</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {desk.emails.map((m) => (
                  <li key={m.id} data-email={m.kind}>
                    <code className="text-xs">{m.kind}</code> · {when.format(m.createdAt)} ·{' '}
                    {t(`detail.emailStatus.${m.status}`)}
                    {m.lastError ? (
                      <span className="block text-xs break-all text-sunset-700">{m.lastError}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t('detail.notes')}>
            {desk.notes.length === 0 ? (
              <p className="text-sm text-muted">{t('detail.noNotes')}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {desk.notes.map((n) => (
                  <li key={n.id} data-note>
                    <p className="whitespace-pre-wrap break-words">{n.text}</p>
                    <p className="text-xs text-muted">
                      {t('detail.noteBy', { who: n.authorEmail, when: when.format(n.createdAt) })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t('detail.timeline')}>
            <ol className="grid gap-1 text-sm" data-timeline>
              {desk.timeline.map((e, i) => (
                <li key={i} data-event={e.kind}>
                  <span className="text-muted">{when.format(e.at)}</span> ·{' '}
                  {t(`events.${e.kind}`, { detail: e.detail ?? '' })}
                  {e.kind === 'refund' && e.detail ? ` · ${money(Number(e.detail))}` : ''}
                  {e.who ? <span className="text-muted"> · {e.who}</span> : null}
                </li>
              ))}
            </ol>
          </Section>
        </div>
        <div className="grid content-start gap-4">
          <h2 className="text-lg font-semibold text-jungle">{t('actions.title')}</h2>
          {!mayRefund ? (
            <p className="text-sm text-muted">{t('actions.readOnly')}</p>
          ) : (
            <>
              {desk.balanceMinor > 0 ? (
                <DeskActionForm
                  action={refundAction}
                  title={t('actions.refund.title')}
                  submit={t('actions.refund.submit')}
                  reference={reference}
                >
                  <input type="hidden" name="requestId" value={requestIds.refund} />
                  <label className="text-sm font-medium">
                    {t('actions.refund.amount', { currency: desk.currency.iso })}
                    <input
                      name="amount"
                      inputMode="decimal"
                      required
                      autoComplete="off"
                      aria-describedby="refund-hint"
                      className={field}
                    />
                  </label>
                  <p id="refund-hint" className="text-xs text-muted">
                    {t('actions.refund.hint', { max: money(desk.balanceMinor) })}
                  </p>
                  <label className="text-sm font-medium">
                    {t('actions.refund.reason')}
                    <input name="reason" required maxLength={REASON_MAX} className={field} />
                  </label>
                </DeskActionForm>
              ) : null}
              {desk.cancel ? (
                <DeskActionForm
                  action={cancelAction}
                  title={t('actions.cancel.title')}
                  submit={t('actions.cancel.submit')}
                  reference={reference}
                  danger
                >
                  <input type="hidden" name="requestId" value={requestIds.cancel} />
                  <p className="text-sm">
                    {desk.cancel.policy.ok
                      ? t('actions.cancel.policy', {
                          refund: money(desk.cancel.policy.refundMinor),
                          kept: money(desk.cancel.policy.keptMinor),
                        })
                      : t('actions.cancel.refused', {
                          reason: t(`refusals.${desk.cancel.policy.reason}`),
                        })}
                  </p>
                  {desk.cancel.waived.ok ? (
                    <p className="text-sm">
                      {t('actions.cancel.waived', {
                        refund: money(desk.cancel.waived.refundMinor),
                      })}
                    </p>
                  ) : null}
                  <label className="inline-flex items-center gap-2 text-sm font-medium">
                    <input type="checkbox" name="waive" /> {t('actions.cancel.waive')}
                  </label>
                  <label className="text-sm font-medium">
                    {t('actions.cancel.waiveReason')}
                    <textarea
                      name="waiveReason"
                      rows={2}
                      maxLength={REASON_MAX}
                      className={field}
                    />
                  </label>
                </DeskActionForm>
              ) : null}
              {desk.parkCancel && desk.parkCancel.items.some((i) => i.quote.state === 'live') ? (
                <DeskActionForm
                  action={cancelParkAction}
                  title={t('actions.cancelPark.title')}
                  submit={t('actions.cancelPark.submit')}
                  reference={reference}
                  danger
                >
                  <input type="hidden" name="requestId" value={requestIds.cancelPark} />
                  <p className="text-sm">{t('actions.cancelPark.intro')}</p>
                  <fieldset className="grid gap-1">
                    <legend className="sr-only">{t('actions.cancelPark.title')}</legend>
                    {desk.parkCancel.items
                      .filter((i) => i.quote.state === 'live')
                      .map((item) => (
                        <label key={item.id} className="flex items-start gap-2 text-sm">
                          <input
                            type="checkbox"
                            name="item"
                            value={item.id}
                            disabled={!item.quote.cancel.ok && !item.waivable}
                            className="mt-1"
                          />
                          <span>
                            {t('actions.cancelPark.item', {
                              product: productName(item.product, locale),
                              when: item.visitDate
                                ? formatShortDate(item.visitDate, locale)
                                : t('actions.cancelPark.open'),
                              share: money(item.quote.shareMinor),
                            })}
                            <span className="block text-xs text-muted">
                              {item.quote.cancel.ok
                                ? t('actions.cancelPark.until', {
                                    deadline: refundDeadlineText(item.quote.cancel.until, locale),
                                  })
                                : t('actions.cancelPark.refused', {
                                    reason: t(
                                      `actions.cancelPark.reasons.${item.quote.cancel.reason as 'TOO_LATE' | 'OPEN_TICKET' | 'USED' | 'ALREADY_CANCELLED'}`,
                                    ),
                                  })}
                            </span>
                          </span>
                        </label>
                      ))}
                  </fieldset>
                  <label className="inline-flex items-center gap-2 text-sm font-medium">
                    <input type="checkbox" name="waive" /> {t('actions.cancelPark.waive')}
                  </label>
                  <label className="text-sm font-medium">
                    {t('actions.cancelPark.waiveReason')}
                    <textarea
                      name="waiveReason"
                      rows={2}
                      maxLength={REASON_MAX}
                      className={field}
                    />
                  </label>
                </DeskActionForm>
              ) : null}
              {desk.paidMinor > 0 ? (
                <DeskActionForm
                  action={resendAction}
                  title={t('actions.resend.title')}
                  submit={t('actions.resend.submit')}
                  reference={reference}
                />
              ) : null}
              <DeskActionForm
                action={noteAction}
                title={t('actions.note.title')}
                submit={t('actions.note.submit')}
                reference={reference}
              >
                <label className="text-sm font-medium">
                  {t('actions.note.text')}
                  <textarea name="text" rows={3} required maxLength={NOTE_MAX} className={field} />
                </label>
              </DeskActionForm>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
