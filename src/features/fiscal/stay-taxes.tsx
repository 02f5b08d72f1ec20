import { findCurrency } from '@/domain/pricing';
import { stayNights, type BookingView } from '@/domain/stays';
import { stayTaxes } from '@/domain/taxes';
import type { Locale } from '@/i18n/routing';
import { resortToday } from '@/lib/dates';
import { fiscalDb } from './fiscal-db';
import { TaxBreakdownView } from './tax-breakdown';

/** The day whose tax rules a booking's amount is broken down by: the day it was paid. */
export function taxDateOf(booking: Pick<BookingView, 'confirmedAt'>, now = new Date()): string {
  return resortToday(booking.confirmedAt ?? now);
}

/** The tax breakdown of a hotel booking's total, in the currency it is charged in. */
export async function StayTaxes({ locale, booking }: { locale: Locale; booking: BookingView }) {
  const db = await fiscalDb();
  const currency = await findCurrency(db, booking.currencyIso);
  if (!currency) return null;
  const breakdown = await stayTaxes(db, {
    hotelCode: booking.hotelCode,
    totalMinor: booking.totalMinor,
    currencyIso: booking.currencyIso,
    roomNights: booking.rooms.length * stayNights(booking.checkIn, booking.checkOut).length,
    date: taxDateOf(booking),
  });
  return <TaxBreakdownView locale={locale} breakdown={breakdown} decimals={currency.decimals} />;
}
