'use server';

import { BULK_EDIT_MAX_DAYS, MAX_NIGHTS, MAX_ROOMS_PER_TYPE } from '@/domain/stays';
import { runBulkFormAction, type BulkFormState } from '@/server';
import { fromForm } from './input';
import { runBulkEdit } from './server';

export type BulkEditState = BulkFormState;

/** The grid's bulk edit form: the role is checked first, then the domain's rules decide. */
export async function bulkEditAction(_prev: BulkEditState, form: FormData): Promise<BulkEditState> {
  return runBulkFormAction(
    {
      namespace: 'admin.rates.bulk',
      targetField: 'hotel',
      parse: fromForm,
      run: runBulkEdit,
      codes: [
        'INVALID_RANGE',
        'NO_WEEKDAYS',
        'NO_ROOM_TYPES',
        'NOTHING_TO_CHANGE',
        'INVALID_TOTAL',
        'BELOW_COMMITTED',
        'INVALID_RATE',
        'INVALID_MIN_STAY',
        'FORBIDDEN',
      ],
      // Which message a malformed field gets (the form's shapes; values are the rules').
      fieldCodes: {
        roomTypeIds: 'NO_ROOM_TYPES',
        weekdays: 'NO_WEEKDAYS',
        from: 'INVALID_RANGE',
        to: 'INVALID_RANGE',
        total: 'INVALID_TOTAL',
        minStay: 'INVALID_MIN_STAY',
        rate: 'INVALID_RATE',
      },
      maxFor: {
        INVALID_RANGE: BULK_EDIT_MAX_DAYS,
        INVALID_TOTAL: MAX_ROOMS_PER_TYPE,
        INVALID_MIN_STAY: MAX_NIGHTS,
      },
      page: (hotel) => `/admin/rates/${encodeURIComponent(hotel)}/`,
      done: (outcome) => ({
        nights: outcome.nights,
        inventory: outcome.inventoryChanged,
        rates: outcome.ratesChanged,
      }),
    },
    form,
  );
}
