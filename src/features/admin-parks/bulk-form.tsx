'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { parkEditAction, type ParkEditState } from './actions';

const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon disabled:bg-stone-100';
const legend = 'text-sm font-medium';

/**
 * The park grid's bulk edit: a date range, weekdays, schedules, and what to set on those
 * dates — places, open or closed (with the reason visitors read), the admission prices.
 */
export function ParkBulkForm({
  product,
  month,
  slots,
  weekdayNames,
}: {
  product: string;
  month: string;
  slots: { id: number; label: string }[];
  /** Monday first, in the staff member's language. */
  weekdayNames: string[];
}) {
  const t = useTranslations('adminParks.bulk');
  const [state, action, pending] = useActionState<ParkEditState, FormData>(parkEditAction, {});
  const [sale, setSale] = useState('keep');
  const [priceMode, setPriceMode] = useState('keep');
  return (
    <section
      aria-labelledby="park-bulk-title"
      className="mt-6 rounded border border-jungle/20 bg-white p-3 md:p-4"
    >
      <h2 id="park-bulk-title" className="text-lg font-semibold text-jungle">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <form
        id="park-bulk-form"
        action={action}
        className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-4"
      >
        <input type="hidden" name="product" value={product} />
        <label className={legend}>
          {t('from')}
          <input className={input} type="date" name="from" required defaultValue={`${month}-01`} />
        </label>
        <label className={legend}>
          {t('to')}
          <input className={input} type="date" name="to" required defaultValue={`${month}-01`} />
        </label>
        <fieldset className="md:col-span-2">
          <legend className={legend}>{t('weekdays')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {weekdayNames.map((name, i) => (
              <label key={name} className="inline-flex items-center gap-1 text-sm capitalize">
                <input type="checkbox" name="weekday" value={i + 1} defaultChecked /> {name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="md:col-span-2 xl:col-span-4">
          <legend className={legend}>{t('slots')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {slots.map((slot) => (
              <label key={slot.id} className="inline-flex items-center gap-1 text-sm">
                <input type="checkbox" name="slot" value={slot.id} defaultChecked /> {slot.label}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={legend}>
          {t('total')}
          <input
            className={input}
            type="number"
            name="total"
            min={0}
            step={1}
            inputMode="numeric"
            aria-describedby="park-total-hint"
          />
          <span id="park-total-hint" className="text-xs font-normal text-muted">
            {t('totalHint')}
          </span>
        </label>
        <div>
          <label className={legend} htmlFor="park-sale">
            {t('sale')}
          </label>
          <select
            id="park-sale"
            className={input}
            name="sale"
            value={sale}
            onChange={(e) => setSale(e.target.value)}
            aria-describedby="park-sale-hint"
          >
            <option value="keep">{t('saleKeep')}</option>
            <option value="open">{t('saleOpen')}</option>
            <option value="close">{t('saleClose')}</option>
          </select>
          <span id="park-sale-hint" className="text-xs font-normal text-muted">
            {t('saleHint')}
          </span>
        </div>
        <label className={legend}>
          {t('reasonEs')}
          <input
            className={input}
            name="reasonEs"
            maxLength={140}
            disabled={sale !== 'close'}
            required={sale === 'close'}
          />
        </label>
        <label className={legend}>
          {t('reasonEn')}
          <input
            className={input}
            name="reasonEn"
            maxLength={140}
            disabled={sale !== 'close'}
            aria-describedby="park-reason-en-hint"
          />
          <span id="park-reason-en-hint" className="text-xs font-normal text-muted">
            {t('reasonEnHint')}
          </span>
        </label>
        <div>
          <label className={legend} htmlFor="park-price-mode">
            {t('price')}
          </label>
          <select
            id="park-price-mode"
            className={input}
            name="priceMode"
            value={priceMode}
            onChange={(e) => setPriceMode(e.target.value)}
          >
            <option value="keep">{t('priceKeep')}</option>
            <option value="absolute">{t('priceAbsolute')}</option>
            <option value="percent">{t('pricePercent')}</option>
          </select>
        </div>
        {priceMode === 'percent' ? (
          <label className={legend}>
            {t('percent')}
            <input
              className={input}
              type="number"
              name="percent"
              step="any"
              inputMode="decimal"
              required
            />
          </label>
        ) : (
          <>
            <label className={legend}>
              {t('adultPrice')}
              <input
                className={input}
                name="adultPrice"
                inputMode="decimal"
                disabled={priceMode !== 'absolute'}
                required={priceMode === 'absolute'}
              />
            </label>
            <label className={legend}>
              {t('childPrice')}
              <input
                className={input}
                name="childPrice"
                inputMode="decimal"
                disabled={priceMode !== 'absolute'}
                aria-describedby="park-child-hint"
              />
              <span id="park-child-hint" className="text-xs font-normal text-muted">
                {t('childPriceHint')}
              </span>
            </label>
          </>
        )}
        <div className="md:col-span-2 xl:col-span-4">
          <button
            type="submit"
            disabled={pending}
            className="rounded bg-jungle px-4 py-2 text-sm font-medium text-white hover:bg-jungle-700 disabled:opacity-60"
          >
            {t('submit')}
          </button>
          <p
            role="status"
            key={state.at}
            className={`mt-2 text-sm ${state.ok === false ? 'text-sunset-700' : 'text-jungle'}`}
          >
            {state.message}
          </p>
        </div>
      </form>
    </section>
  );
}
