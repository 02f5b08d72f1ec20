'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  BulkFormShell,
  bulkInput as input,
  bulkLegend as legend,
  BulkModeSelect,
  BulkNumberField,
} from '@/components/admin/bulk-form-shell';
import { bulkEditAction } from './actions';

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
  const [rateMode, setRateMode] = useState('keep');
  return (
    <BulkFormShell
      idPrefix="bulk"
      namespace="admin.rates.bulk"
      action={bulkEditAction}
      target={{ name: 'hotel', value: hotel }}
      month={month}
      rows={{
        name: 'roomType',
        label: t('roomTypes'),
        options: roomTypes.map((r) => ({ id: r.id, label: r.name })),
      }}
      weekdayNames={weekdayNames}
    >
      <div className="grid grid-cols-[3fr_2fr] gap-2 xl:col-span-2">
        <BulkModeSelect
          id="bulk-rate-mode"
          name="rateMode"
          label={t('rate')}
          options={{
            keep: t('rateKeep'),
            absolute: t('rateAbsolute'),
            percent: t('ratePercent'),
          }}
          value={rateMode}
          onChange={setRateMode}
        />
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
      <BulkNumberField
        label={t('minStay')}
        name="minStay"
        min={1}
        hint={t('minStayHint')}
        hintId="min-stay-hint"
      />
    </BulkFormShell>
  );
}
