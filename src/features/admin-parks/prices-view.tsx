import { getTranslations } from 'next-intl/server';
import type { ProductPriceSheet } from '@/domain/catalog';
import type { StaffLocale } from '@/domain/staff';
import { MAX_TIERS, TIER_BOUNDS, type DiscountKind, type DiscountTier } from '@/domain/tickets';
import {
  addComplementAction,
  complementAction,
  discountTiersAction,
  openTicketAction,
} from './prices-actions';
import type { PriceNotice } from './server';

const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const label = 'text-sm font-medium';
const hint = 'text-xs font-normal text-muted';
const button =
  'rounded bg-jungle px-4 py-2 text-sm font-medium text-white hover:bg-jungle-700 focus:outline-2 focus:outline-offset-2 focus:outline-lagoon';
const card = 'mt-3 rounded border border-jungle/20 bg-white p-3 md:p-4';

type T = Awaited<ReturnType<typeof getTranslations<'adminParkPrices'>>>;

/** Dollars for an input's value: "159", "159.5" → "159.50". */
const dollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** The answer of the last change, in the section it came from. */
function Notice({ t, notice, at }: { t: T; notice: PriceNotice; at: string }) {
  if (!notice || notice.at !== at) return null;
  return (
    <p
      role={notice.kind}
      className={`mt-2 rounded border p-2 text-sm ${notice.kind === 'alert' ? 'border-sunset/40 bg-sunset/10 text-sunset-700' : 'border-jungle/30 bg-white text-jungle'}`}
    >
      {t(notice.key as Parameters<T>[0])}
    </p>
  );
}

/**
 * A product's prices that do not depend on the date (issue 16): the open ticket and the
 * complements (name, price, on sale or off, a new one). Plain forms posting to server actions.
 */
export async function ProductPricesEditor({
  sheet,
  month,
  locale,
  notice,
}: {
  sheet: ProductPriceSheet;
  month: string;
  locale: StaffLocale;
  notice: PriceNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'adminParkPrices' });
  const hidden = (
    <>
      <input type="hidden" name="product" value={sheet.code} />
      <input type="hidden" name="month" value={month} />
    </>
  );
  return (
    <section aria-labelledby="product-prices-title" className="mt-6">
      <h2 id="product-prices-title" className="text-lg font-semibold text-jungle">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('intro')}</p>

      <form
        id="open-ticket"
        action={openTicketAction}
        aria-labelledby="open-ticket-title"
        className={`${card} grid gap-3 sm:grid-cols-2 lg:grid-cols-4`}
        data-open-ticket={`${sheet.openTicketAdultUsdCents}|${sheet.openTicketChildUsdCents}`}
      >
        {hidden}
        <div className="sm:col-span-2 lg:col-span-4">
          <h3 id="open-ticket-title" className="font-semibold text-jungle">
            {t('openTicket.title')}
          </h3>
          <p className={hint}>{t('openTicket.intro')}</p>
          <Notice t={t} notice={notice} at="open-ticket" />
        </div>
        <label className={label}>
          {t('openTicket.adult')}
          <input
            className={input}
            name="adult"
            inputMode="decimal"
            required
            defaultValue={dollars(sheet.openTicketAdultUsdCents)}
          />
        </label>
        <label className={label}>
          {t('openTicket.child')}
          <input
            className={input}
            name="child"
            inputMode="decimal"
            required
            defaultValue={dollars(sheet.openTicketChildUsdCents)}
          />
        </label>
        <div className="flex items-end sm:col-span-2">
          <button type="submit" className={button}>
            {t('openTicket.submit')}
          </button>
        </div>
      </form>

      <div id="complements" className={card}>
        <h3 className="font-semibold text-jungle">{t('complements.title')}</h3>
        <p className={hint}>{t('complements.intro')}</p>
        <Notice t={t} notice={notice} at="complements" />
        {sheet.complements.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('complements.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-jungle/10">
            {sheet.complements.map((c) => (
              <li key={c.id} data-complement={c.code} className="py-3">
                <form
                  action={complementAction}
                  aria-label={c.code}
                  className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(9rem,1fr)_2fr_2fr_1fr_auto_auto]"
                >
                  {hidden}
                  <input type="hidden" name="id" value={c.id} />
                  <p className="text-sm font-medium sm:col-span-2 lg:col-span-1 lg:self-center">
                    {c.code}
                    <span
                      className={`ml-2 rounded px-1.5 py-0.5 text-xs ${c.onSale ? 'bg-jungle/10 text-jungle' : 'bg-sunset/15 text-sunset-700'}`}
                    >
                      {c.onSale ? t('complements.onSaleState') : t('complements.offSaleState')}
                    </span>
                  </p>
                  <label className={label}>
                    {t('complements.nameEs')}
                    <input
                      className={input}
                      name="nameEs"
                      required
                      maxLength={80}
                      defaultValue={c.name.es}
                    />
                  </label>
                  <label className={label}>
                    {t('complements.nameEn')}
                    <input
                      className={input}
                      name="nameEn"
                      maxLength={80}
                      defaultValue={c.name.en}
                    />
                  </label>
                  <label className={label}>
                    {t('complements.price')}
                    <input
                      className={input}
                      name="price"
                      inputMode="decimal"
                      required
                      defaultValue={dollars(c.priceUsdCents)}
                    />
                  </label>
                  <label className="inline-flex items-center gap-2 text-sm lg:self-end lg:pb-2">
                    <input type="checkbox" name="onSale" defaultChecked={c.onSale} />
                    {t('complements.onSale')}
                  </label>
                  <div className="lg:self-end">
                    <button type="submit" className={button}>
                      {t('complements.submit', { code: c.code })}
                    </button>
                  </div>
                </form>
              </li>
            ))}
          </ul>
        )}
      </div>

      <form
        id="add-complement"
        action={addComplementAction}
        aria-labelledby="add-complement-title"
        className={`${card} grid gap-3 sm:grid-cols-2 lg:grid-cols-3`}
      >
        {hidden}
        <h3
          id="add-complement-title"
          className="font-semibold text-jungle sm:col-span-2 lg:col-span-3"
        >
          {t('add.title')}
        </h3>
        <div className="sm:col-span-2 lg:col-span-3">
          <Notice t={t} notice={notice} at="add-complement" />
        </div>
        <label className={label}>
          {t('add.code')}
          <input
            className={input}
            name="code"
            required
            maxLength={40}
            aria-describedby="add-code-hint"
          />
          <span id="add-code-hint" className={hint}>
            {t('add.codeHint')}
          </span>
        </label>
        <label className={label}>
          {t('complements.nameEs')}
          <input className={input} name="nameEs" required maxLength={80} />
        </label>
        <label className={label}>
          {t('complements.nameEn')}
          <input className={input} name="nameEn" maxLength={80} />
        </label>
        <label className={label}>
          {t('add.subtitleEs')}
          <input className={input} name="subtitleEs" maxLength={200} />
        </label>
        <label className={label}>
          {t('add.subtitleEn')}
          <input className={input} name="subtitleEn" maxLength={200} />
        </label>
        <label className={label}>
          {t('complements.price')}
          <input className={input} name="price" inputMode="decimal" required />
        </label>
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" className={button}>
            {t('add.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The presale and package tiers (issue 16): each set edited whole, with blank rows to add. */
export async function DiscountsEditor({
  tiers,
  locale,
  notice,
}: {
  tiers: Record<DiscountKind, DiscountTier[]>;
  locale: StaffLocale;
  notice: PriceNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'adminParkPrices' });
  return (
    <section aria-labelledby="discounts-title" className="mt-8">
      <h2 id="discounts-title" className="text-lg font-semibold text-jungle">
        {t('discounts.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('discounts.intro')}</p>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('discounts.rules')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['presale', 'package'] as const).map((kind) => (
          <TierForm key={kind} t={t} kind={kind} tiers={tiers[kind]} notice={notice} />
        ))}
      </div>
    </section>
  );
}

function TierForm({
  t,
  kind,
  tiers,
  notice,
}: {
  t: T;
  kind: DiscountKind;
  tiers: DiscountTier[];
  notice: PriceNotice;
}) {
  const blanks = Math.max(1, Math.min(2, MAX_TIERS - tiers.length));
  const rows = [...tiers, ...Array.from({ length: blanks }, () => null)];
  const { min, max } = TIER_BOUNDS[kind];
  const titleId = `${kind}-title`;
  return (
    <form
      id={kind}
      action={discountTiersAction}
      aria-labelledby={titleId}
      className={card}
      data-tiers={tiers.map((x) => `${x.at}:${x.percentOff}`).join(',')}
    >
      <input type="hidden" name="kind" value={kind} />
      <h3 id={titleId} className="font-semibold text-jungle">
        {t(`discounts.${kind}`)}
      </h3>
      <p className={hint}>{t(`discounts.${kind}Intro`)}</p>
      <Notice t={t} notice={notice} at={kind} />
      <table className="mt-2 w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t(kind === 'presale' ? 'discounts.daysAhead' : 'discounts.minProducts')}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('discounts.percent')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('discounts.remove')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            // Each row's inputs are named apart ("Escalón 2", "Nuevo escalón 3").
            const name = t(row ? 'discounts.tier' : 'discounts.newRow', { n: i + 1 });
            return (
              <tr key={i} className="border-t border-jungle/10" data-tier={row?.at}>
                <td className="py-1 pr-2">
                  <input
                    className={input}
                    type="number"
                    name={`at.${i}`}
                    min={min}
                    max={max}
                    step={1}
                    inputMode="numeric"
                    aria-label={`${name}: ${t(kind === 'presale' ? 'discounts.daysAhead' : 'discounts.minProducts')}`}
                    defaultValue={row?.at}
                  />
                </td>
                <td className="py-1 pr-2">
                  <input
                    className={input}
                    type="number"
                    name={`percent.${i}`}
                    min={0}
                    max={90}
                    step={1}
                    inputMode="numeric"
                    aria-label={`${name}: ${t('discounts.percent')}`}
                    defaultValue={row?.percentOff}
                  />
                </td>
                <td className="py-1 text-center">
                  {row ? (
                    <input
                      type="checkbox"
                      name={`remove.${i}`}
                      aria-label={`${name}: ${t('discounts.remove')}`}
                    />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="submit" className={`${button} mt-3`}>
        {t(kind === 'presale' ? 'discounts.submitPresale' : 'discounts.submitPackage')}
      </button>
    </form>
  );
}
