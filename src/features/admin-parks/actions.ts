'use server';

import { BULK_EDIT_MAX_DAYS } from '@/domain/stays';
import { MAX_PLACES_PER_SLOT, REASON_MAX } from '@/domain/tickets';
import { runBulkFormAction, type BulkFormState } from '@/server';
import { fromForm } from './input';
import { runParkEdit } from './server';

export type ParkEditState = BulkFormState;

/** The park grid's bulk edit form: the role is checked first, then the domain's rules decide. */
export async function parkEditAction(_prev: ParkEditState, form: FormData): Promise<ParkEditState> {
  return runBulkFormAction(
    {
      namespace: 'adminParks.bulk',
      targetField: 'product',
      parse: fromForm,
      run: runParkEdit,
      codes: [
        'INVALID_RANGE',
        'NO_WEEKDAYS',
        'NO_SLOTS',
        'NOTHING_TO_CHANGE',
        'INVALID_TOTAL',
        'BELOW_COMMITTED',
        'INVALID_RATE',
        'INVALID_REASON',
        'FORBIDDEN',
      ],
      // Which message a malformed field gets (the form's shapes; values are the rules').
      fieldCodes: {
        slotIds: 'NO_SLOTS',
        weekdays: 'NO_WEEKDAYS',
        from: 'INVALID_RANGE',
        to: 'INVALID_RANGE',
        total: 'INVALID_TOTAL',
        reason: 'INVALID_REASON',
        price: 'INVALID_RATE',
      },
      maxFor: {
        INVALID_RANGE: BULK_EDIT_MAX_DAYS,
        INVALID_TOTAL: MAX_PLACES_PER_SLOT,
        INVALID_REASON: REASON_MAX,
      },
      page: (product) => `/admin/parks/${encodeURIComponent(product)}/`,
      done: (outcome) => ({
        dates: outcome.dates,
        capacity: outcome.capacityChanged + outcome.capacityOpened,
        prices: outcome.pricesChanged,
      }),
    },
    form,
  );
}
