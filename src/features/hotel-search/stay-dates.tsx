'use client';

import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LazyDateField } from '@/components/ui/lazy-date-field';
import type { CalendarLabels } from './range-calendar';

// React Aria's calendar is loaded when the visitor opens it, not with every page.
const PriceCalendar = lazy(() => import('./range-calendar'));

type Props = {
  locale: string;
  /** Earliest check-in: today at the resort. */
  today: string;
  checkIn?: string;
  checkOut?: string;
  hotelField: string;
  labels: { checkIn: string; checkOut: string; calendar: string; close: string } & CalendarLabels;
};

/**
 * Check-in and check-out: date fields in the page's language (DD/MM/YYYY in es and pt,
 * MM/DD/YYYY in en; by keyboard, each posting YYYY-MM-DD), plus a dialog with a range
 * calendar that shows nightly prices and unavailable dates.
 */
export function StayDates({ locale, today, hotelField, labels, ...initial }: Props) {
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  const [open, setOpen] = useState(false);
  const [hotel, setHotel] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);

  const openCalendar = () => {
    const select = document.getElementById(hotelField) as HTMLSelectElement | null;
    setHotel(select?.value ?? '');
    setOpen(true);
    dialog.current?.showModal();
  };
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };

  return (
    <>
      <div className="col-span-3 sm:col-span-2 lg:col-span-2">
        <LazyDateField
          locale={locale}
          label={labels.checkIn}
          name="checkIn"
          dataField="checkIn"
          min={today}
          value={checkIn}
          onChange={setCheckIn}
        />
      </div>
      <div className="col-span-3 sm:col-span-2 lg:col-span-2">
        <LazyDateField
          locale={locale}
          label={labels.checkOut}
          name="checkOut"
          dataField="checkOut"
          min={checkIn || today}
          value={checkOut}
          onChange={setCheckOut}
        />
      </div>
      <div className="col-span-6 flex sm:col-span-2 lg:col-span-1 lg:pt-5">
        <button
          type="button"
          className="btn-secondary h-[2.9rem] w-full px-3"
          aria-haspopup="dialog"
          onClick={openCalendar}
        >
          <CalendarDays aria-hidden size={18} />
          <span className="lg:sr-only">{labels.calendar}</span>
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby="bb-calendar-title"
        className="m-auto w-[min(44rem,95vw)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        <div className="p-4 sm:p-6">
          <div className="mb-2 flex items-center justify-between gap-4">
            <h2 id="bb-calendar-title" className="text-2xl text-jungle">
              {labels.title}
            </h2>
            <button type="button" className="btn-secondary px-4 py-2" onClick={close}>
              {labels.close}
            </button>
          </div>
          {open && (
            <Suspense fallback={<p role="status">{labels.loading}</p>}>
              <PriceCalendar
                locale={locale}
                today={today}
                hotel={hotel}
                checkIn={checkIn}
                checkOut={checkOut}
                labels={labels}
                onChoose={(range) => {
                  setCheckIn(range.checkIn);
                  setCheckOut(range.checkOut);
                  close();
                  document
                    .querySelector<HTMLElement>('[data-field="checkIn"] [role="spinbutton"]')
                    ?.focus();
                }}
              />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
