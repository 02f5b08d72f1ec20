/**
 * The booking summary's amounts in the currency the booking is charged in: each room and its
 * nights before the promotion, the promotion taken off, and the total charged, split from the
 * charged total so that what the guest reads adds up (rooms − promotion = total, nights = their
 * room). The nightly prices are kept after the promotion, so the rooms' share of the charge is
 * the total plus the promotion, in proportion. Pure: the summary only formats these numbers.
 */
import { splitMinor } from '@/lib/money';

export type SummaryBooking = {
  /** What the guest is charged, fixed when the hold was made (minor units). */
  totalMinor: number;
  totalUsdCents: number;
  /** What the promotion took off the stay (USD cents; 0 without one). */
  discountUsdCents: number;
  /** Per room, its nights after the promotion (USD cents). */
  rooms: readonly { nightlyUsdCents: readonly number[] }[];
};

export type SummaryLines = {
  rooms: { totalMinor: number; nightsMinor: number[] }[];
  discountMinor: number;
  totalMinor: number;
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function summaryLines(booking: SummaryBooking): SummaryLines {
  const discountMinor =
    booking.discountUsdCents > 0 && booking.totalUsdCents > 0
      ? Math.round((booking.totalMinor * booking.discountUsdCents) / booking.totalUsdCents)
      : 0;
  const roomsMinor = splitMinor(
    booking.totalMinor + discountMinor,
    booking.rooms.map((room) => sum(room.nightlyUsdCents)),
  );
  return {
    rooms: booking.rooms.map((room, i) => ({
      totalMinor: roomsMinor[i]!,
      nightsMinor: splitMinor(roomsMinor[i]!, room.nightlyUsdCents),
    })),
    discountMinor,
    totalMinor: booking.totalMinor,
  };
}
