'use client';

import { useState } from 'react';
import { LocalDateField } from '@/components/ui/date-field';

type Props = {
  locale: string;
  /** Earliest check-in: today at the resort. */
  today: string;
  checkIn?: string;
  checkOut?: string;
  labels: { checkIn: string; checkOut: string };
};

/**
 * The new check-in and check-out of a date change: the booking box's React Aria date fields
 * (DD/MM/YYYY in es and pt, MM/DD/YYYY in en; by keyboard, each posting YYYY-MM-DD), the
 * check-out never before the check-in.
 */
export function ChangeDatesFields({ locale, today, labels, ...initial }: Props) {
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  return (
    <>
      <div className="col-span-6 sm:col-span-3">
        <LocalDateField
          locale={locale}
          label={labels.checkIn}
          name="checkIn"
          dataField="changeCheckIn"
          min={today}
          value={checkIn}
          onChange={setCheckIn}
        />
      </div>
      <div className="col-span-6 sm:col-span-3">
        <LocalDateField
          locale={locale}
          label={labels.checkOut}
          name="checkOut"
          dataField="changeCheckOut"
          min={checkIn || today}
          value={checkOut}
          onChange={setCheckOut}
        />
      </div>
    </>
  );
}
