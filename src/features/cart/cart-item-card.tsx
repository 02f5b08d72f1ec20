import { AlertTriangle, Check, Plus, Trash2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { MAX_PEOPLE_PER_ITEM, type CartItemView } from '@/domain/cart';
import type { Locale } from '@/i18n/routing';
import { formatShortDate } from '@/lib/dates';
import { removeItemAction, toggleComplementAction } from './cart-actions';
import { ComplementImage } from './complement-image';
import { ItemEditForm } from './item-edit-form';
import { priceLines } from './price-lines';
import { SubmitButton } from './submit-button';
import { parkPolicyText, productName } from '@/domain/catalog';

type Props = {
  locale: Locale;
  item: CartItemView;
  formatPrice: (usdCents: number) => string;
  /** The item's line of the summary, in the visitor's currency (the lines add up to the total). */
  totalText: string;
  /** Presale days per percentage (SPEC §9 labels: 7 and 21 days in advance). */
  presaleDays: Map<number, number>;
  /** Today at the parks: the earliest date the edit form offers. */
  today: string;
  /** A renewal just failed: an expired item's places are gone (not merely no longer held). */
  renewFailed: boolean;
  /** The instant the page is drawn: the cancellation terms are stated as of now. */
  now: Date;
};

/** One product of the cart: its choices, its bill, its complements, edit and remove. */
export async function CartItemCard({
  locale,
  item,
  formatPrice,
  totalText,
  presaleDays,
  today,
  renewFailed,
  now,
}: Props) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'parkPolicy' }),
  ]);
  const lang = locale === 'es' ? 'es' : 'en';
  const { product } = item;
  const headingId = `item-${item.id}-name`;
  const unavailable = item.status === 'expired';
  const days = presaleDays.get(item.presalePercent);
  const food = product.foodAddOn;
  const complementName = (id: number) =>
    product.complements.find((c) => c.id === id)?.name[lang] ?? '';

  const people = [
    t('adults', { count: item.adults }),
    item.children > 0 ? t('children', { count: item.children }) : null,
    item.infants > 0 ? t('infants', { count: item.infants }) : null,
  ].filter(Boolean);

  const facts: [string, string][] = [
    [
      t('visitDate'),
      item.openTicket || !item.visitDate
        ? t('openTicket')
        : formatShortDate(item.visitDate, locale),
    ],
    ...(item.slot ? [[t('schedule'), item.slot.label] as [string, string]] : []),
    [t('people'), people.join(', ')],
    ...(product.transportZones.length
      ? [
          [
            t('transport'),
            item.transportZone
              ? t('transportFrom', { zone: item.transportZone.name })
              : t('noTransport'),
          ] as [string, string],
        ]
      : []),
    ...(food ? [[t('food'), item.food ? food.name[lang] : t('notAdded')] as [string, string]] : []),
    ...(product.photoAddOnUsdCents !== null
      ? [[t('photo'), item.photo ? t('photoPack') : t('notAdded')] as [string, string]]
      : []),
  ];

  const lineLabel = (line: ReturnType<typeof priceLines>[number]) => {
    switch (line.kind) {
      case 'adults':
        return t('adultsLine', { count: line.count });
      case 'children':
        return t('childrenLine', { count: line.count });
      case 'infants':
        return t('infantsLine', { count: line.count });
      case 'transport':
        return t('transportLine', { count: line.count });
      case 'food':
        return t('foodLine', { name: food?.name[lang] ?? t('food'), count: line.count });
      case 'photo':
        return t('photoLine');
      case 'complement':
        return t('complementLine', { name: complementName(line.complementId), count: line.count });
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="cart-item"
      className={`overflow-hidden rounded-2xl border bg-white shadow-sm ${
        unavailable ? 'border-red-300' : 'border-jungle/10'
      }`}
    >
      <div className="p-5 sm:p-6">
        <div className="flex gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- small SVG logos */}
          <img
            src={product.logo}
            alt=""
            width={64}
            height={64}
            className="size-14 shrink-0 rounded-xl bg-sand p-2 sm:size-16"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={headingId} className="text-2xl text-jungle sm:text-3xl">
                {productName(product, locale)}
              </h2>
              <p className="text-lg font-semibold tabular-nums" data-testid="item-total">
                {totalText}
              </p>
            </div>
            <div className="mt-1 flex flex-wrap gap-2">
              {item.presalePercent > 0 && (
                <span className="rounded-lg bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
                  {days
                    ? t('presale', { days, percent: item.presalePercent })
                    : t('presaleShort', { percent: item.presalePercent })}
                </span>
              )}
              {unavailable && (
                <span className="rounded-lg bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                  {renewFailed ? t('unavailable') : t('lapsed')}
                </span>
              )}
            </div>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{term}</dt>
              <dd className="mt-0.5">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted" data-testid="item-policy">
          {parkPolicyText(
            tp,
            { visitDate: item.openTicket ? null : item.visitDate },
            { changeFreeHours: product.changeFreeHours, refundDays: product.refundDays },
            now,
            locale,
          )}
        </p>
      </div>

      {unavailable && (
        <p className="mx-5 mb-4 flex gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 sm:mx-6">
          <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0" />
          {renewFailed ? t('unavailableText') : t('lapsedText')}
        </p>
      )}

      <div className="border-t border-jungle/10 bg-cream/60 px-5 py-4 sm:px-6">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {t('breakdown', { product: productName(product, locale) })}
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('concept')}</th>
              <th scope="col">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {priceLines(item).map((line) => (
              <tr key={line.kind === 'complement' ? `c${line.complementId}` : line.kind}>
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {lineLabel(line)}
                  {line.unit > 0 && line.count > 1 && (
                    <span className="ml-2 text-xs text-muted">
                      {t('each', { price: formatPrice(line.unit) })}
                    </span>
                  )}
                </th>
                <td className="py-1 text-right whitespace-nowrap tabular-nums">
                  {line.amount > 0 ? formatPrice(line.amount) : t('free')}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-jungle/10">
              <th scope="row" className="pt-2 text-left font-semibold">
                {t('itemTotal')}
              </th>
              <td className="pt-2 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatPrice(item.total.totalUsdCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      {item.complements.length > 0 && (
        <section
          aria-labelledby={`${headingId}-complements`}
          className="border-t border-jungle/10 px-5 py-5 sm:px-6"
        >
          <h3 id={`${headingId}-complements`} className="text-xl text-jungle">
            {t('complementsTitle')}
          </h3>
          <ul className="mt-3 space-y-3">
            {item.complements.map((c) => {
              const detail = product.complements.find((p) => p.id === c.id);
              const name = c.name[lang];
              return (
                <li
                  key={c.id}
                  data-testid="complement"
                  className={`flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-center sm:p-4 ${
                    c.hasBeenAdded ? 'border-lagoon bg-lagoon/5' : 'border-jungle/10'
                  }`}
                >
                  <div className="flex min-w-0 flex-1 gap-3">
                    <ComplementImage
                      src={detail?.img}
                      className="size-12 shrink-0 rounded-lg bg-sand object-cover sm:size-16"
                    />
                    <div className="min-w-0 text-sm">
                      <p className="font-semibold text-ink">
                        {name}
                        {c.hasBeenAdded && (
                          <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-lagoon/15 px-2 py-0.5 text-xs text-lagoon-800">
                            <Check aria-hidden size={12} />
                            {t('added')}
                          </span>
                        )}
                      </p>
                      {detail && (
                        <>
                          <p className="font-medium">{detail.infoDetails.title[lang]}</p>
                          <p className="text-muted">{detail.infoDetails.subtitle[lang]}</p>
                          <p className="mt-1 text-muted">{detail.infoDetails.description[lang]}</p>
                        </>
                      )}
                    </div>
                  </div>
                  <form
                    action={toggleComplementAction}
                    className="flex shrink-0 flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end"
                  >
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="itemId" value={item.id} />
                    <input type="hidden" name="complementId" value={c.id} />
                    <input type="hidden" name="added" value={c.hasBeenAdded ? '0' : '1'} />
                    <span className="text-sm font-semibold whitespace-nowrap">
                      {t('perPerson', { price: formatPrice(c.priceUsdCents) })}
                    </span>
                    <SubmitButton
                      aria-pressed={c.hasBeenAdded}
                      aria-label={t('addLabel', { name })}
                      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition ${
                        c.hasBeenAdded
                          ? 'border-jungle bg-jungle text-white hover:bg-jungle-700'
                          : 'border-jungle text-jungle hover:bg-sand'
                      }`}
                    >
                      {c.hasBeenAdded ? (
                        <Check aria-hidden size={16} />
                      ) : (
                        <Plus aria-hidden size={16} />
                      )}
                      {t('add')}
                    </SubmitButton>
                  </form>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {/* The remove button sits on the summary's line; the opened form takes the full width. */}
      <div className="relative border-t border-jungle/10 px-5 py-4 sm:px-6">
        <ItemEditForm
          summary={t('edit')}
          open={unavailable}
          locale={locale}
          itemId={item.id}
          dated={!item.openTicket}
          minDate={today}
          initial={{
            visitDate: item.visitDate ?? '',
            slotId: item.slot ? String(item.slot.id) : '',
            adults: String(item.adults),
            children: String(item.children),
            infants: String(item.infants),
            transportZoneId: item.transportZone ? String(item.transportZone.id) : '',
            food: item.food ? '1' : '',
            photo: item.photo ? '1' : '',
          }}
          slots={product.slots.map((s) => ({ value: String(s.id), label: s.label }))}
          transport={
            product.transportZones.length
              ? product.transportZones.map((z) => ({
                  value: String(z.id),
                  label: `${z.name} (${t('perPerson', { price: formatPrice(z.priceUsdCents) })})`,
                }))
              : null
          }
          infantsAdmitted={product.infantsAdmitted}
          maxPeople={MAX_PEOPLE_PER_ITEM}
          foodLabel={
            food
              ? t('foodLabel', {
                  name: food.name[lang],
                  price: formatPrice(food.priceUsdCents),
                })
              : null
          }
          photoLabel={
            product.photoAddOnUsdCents !== null
              ? t('photoLabel', { price: formatPrice(product.photoAddOnUsdCents) })
              : null
          }
          labels={{
            date: t('dateLabel'),
            schedule: t('scheduleLabel'),
            chooseSchedule: t('chooseSchedule'),
            adults: t('adultsLabel'),
            children: t('childrenLabel', { min: product.childMinAge }),
            infants: t('infantsLabel'),
            transport: t('transportLabel'),
            noTransport: t('noTransport'),
            save: t('save'),
          }}
        />
        <form action={removeItemAction} className="absolute top-4 right-5 sm:right-6">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="itemId" value={item.id} />
          <SubmitButton
            aria-label={t('removeLabel', { product: productName(product, locale) })}
            className="inline-flex items-center gap-2 text-sm font-semibold text-red-700 underline-offset-4 hover:underline"
          >
            <Trash2 aria-hidden size={16} />
            {t('remove')}
          </SubmitButton>
        </form>
      </div>
    </article>
  );
}
