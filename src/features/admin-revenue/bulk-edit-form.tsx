'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { bulkEditAction, type BulkEditState } from './actions';

const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const legend = 'text-sm font-medium';

/** The grid's bulk edit: a date range, weekdays, room types, and what to set on those nights. */
export function BulkEditForm({
  hotel,
  month,
  roomTypes,
  weekdayNames,
}: {
  hotel: string;
  month: string;
  roomTypes: { id: number; code: string; name: string }[];
  /** Monday first, in the staff member's language. */
  weekdayNames: string[];
}) {
  const t = useTranslations('admin.rates.bulk');
  const [state, action, pending] = useActionState<BulkEditState, FormData>(bulkEditAction, {});
  const [rateMode, setRateMode] = useState('keep');
  return (
    <section
      aria-labelledby="bulk-title"
      className="mt-6 rounded border border-jungle/20 bg-white p-3 md:p-4"
    >
      <h2 id="bulk-title" className="text-lg font-semibold text-jungle">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <form
        id="bulk-form"
        action={action}
        className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-4"
      >
        <input type="hidden" name="hotel" value={hotel} />
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
          <legend className={legend}>{t('roomTypes')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {roomTypes.map((room) => (
              <label key={room.id} className="inline-flex items-center gap-1 text-sm">
                <input type="checkbox" name="roomType" value={room.id} defaultChecked /> {room.name}
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
            aria-describedby="total-hint"
          />
          <span id="total-hint" className="text-xs font-normal text-muted">
            {t('totalHint')}
          </span>
        </label>
        <div>
          <label className={legend} htmlFor="bulk-sale">
            {t('sale')}
          </label>
          <select id="bulk-sale" className={input} name="sale" defaultValue="keep">
            <option value="keep">{t('saleKeep')}</option>
            <option value="open">{t('saleOpen')}</option>
            <option value="close">{t('saleClose')}</option>
          </select>
        </div>
        <div className="grid grid-cols-[3fr_2fr] gap-2 xl:col-span-2">
          <div>
            <label className={legend} htmlFor="bulk-rate-mode">
              {t('rate')}
            </label>
            <select
              id="bulk-rate-mode"
              className={input}
              name="rateMode"
              value={rateMode}
              onChange={(e) => setRateMode(e.target.value)}
            >
              <option value="keep">{t('rateKeep')}</option>
              <option value="absolute">{t('rateAbsolute')}</option>
              <option value="percent">{t('ratePercent')}</option>
            </select>
          </div>
          <label className={legend}>
            {t('rateValue')}
            <input
              className={input}
              type="number"
              name="rateValue"
              step="any"
              inputMode="decimal"
              disabled={rateMode === 'keep'}
            />
          </label>
        </div>
        <label className={legend}>
          {t('minStay')}
          <input
            className={input}
            type="number"
            name="minStay"
            min={1}
            step={1}
            inputMode="numeric"
            aria-describedby="min-stay-hint"
          />
          <span id="min-stay-hint" className="text-xs font-normal text-muted">
            {t('minStayHint')}
          </span>
        </label>
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
