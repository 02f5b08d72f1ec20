import type { Db } from '@/db/client';
import type { PaymentProviders } from '@/domain/payments';
import { findCurrency } from '@/domain/pricing';
import { createHold, saveGuestDetails } from '@/domain/stays';
import type { SandboxGateway } from '@/integrations/payments/sandbox';
import { payStay } from './paid-orders';

/**
 * A hotel booking on a chosen rate plan, paid through the sandbox as a guest pays it (hold,
 * guest details, checkout, card, webhook): what the manage-booking suites cancel and refund.
 */
export async function paidBooking(
  db: Db,
  sandbox: { gateway: SandboxGateway; providers: PaymentProviders },
  options: {
    checkIn: string;
    checkOut: string;
    ratePlan?: string;
    currencyIso?: string;
    email?: string;
    locale?: 'es' | 'en' | 'pt';
    /** Another hotel and room (default Hotel Xcaret México's HXM-GVS), and the room's guests. */
    hotelCode?: string;
    roomTypeCode?: string;
    adults?: number;
    childrenAges?: number[];
    /** Several rooms instead of the one above (each on `ratePlan`). */
    rooms?: { roomTypeCode: string; adults: number; childrenAges?: number[] }[];
  },
) {
  const currency = (await findCurrency(db, options.currencyIso ?? 'USD'))!;
  const hold = await createHold(
    db,
    {
      hotelCode: options.hotelCode ?? 'HXM',
      checkIn: options.checkIn,
      checkOut: options.checkOut,
      rooms: options.rooms
        ? options.rooms.map((room) => ({
            roomTypeCode: room.roomTypeCode,
            adults: room.adults,
            childrenAges: room.childrenAges ?? [],
            ratePlan: options.ratePlan ?? 'flexible',
          }))
        : [
            {
              roomTypeCode: options.roomTypeCode ?? 'HXM-GVS',
              adults: options.adults ?? 2,
              childrenAges: options.childrenAges ?? [],
              ratePlan: options.ratePlan ?? 'flexible',
            },
          ],
    },
    { currency, locale: options.locale ?? 'es' },
  );
  const saved = await saveGuestDetails(db, hold.reference, hold.secret, {
    firstName: 'Ana',
    lastName: 'López',
    email: options.email ?? 'ana@example.com',
    phone: '+52 998 123 4567',
    country: 'MX',
    ...(options.rooms ? { roomNames: options.rooms.map((_, i) => `Huésped ${i + 1}`) } : {}),
  });
  if (!saved.ok) throw new Error('Guest details refused');
  const { order } = await payStay(db, sandbox, hold);
  if (order.status !== 'paid') throw new Error(`Order ${order.reference} is ${order.status}`);
  return { hold, order };
}
