'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  BulkFormShell,
  bulkInput as input,
  bulkLegend as legend,
  BulkModeSelect,
} from '@/components/admin/bulk-form-shell';
import { parkEditAction } from './actions';

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
  const [sale, setSale] = useState('keep');
  const [priceMode, setPriceMode] = useState('keep');
  return (
    <BulkFormShell
      idPrefix="park-bulk"
      namespace="adminParks.bulk"
      action={parkEditAction}
      target={{ name: 'product', value: product }}
      month={month}
      rows={{ name: 'slot', label: t('slots'), options: slots }}
      weekdayNames={weekdayNames}
      sale={{ value: sale, onChange: setSale, hint: t('saleHint') }}
    >
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
      <BulkModeSelect
        id="park-price-mode"
        name="priceMode"
        label={t('price')}
        options={{
          keep: t('priceKeep'),
          absolute: t('priceAbsolute'),
          percent: t('pricePercent'),
        }}
        value={priceMode}
        onChange={setPriceMode}
      />
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
    </BulkFormShell>
  );
}
