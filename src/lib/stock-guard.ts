/**
 * How a use case takes scarce stock (room-nights, places of a park slot), DESIGN §5.
 *
 * - `conditional-update`, always in production: the check is part of the write,
 *   `UPDATE … SET held = held + n WHERE held + sold + n <= total RETURNING …`, so two
 *   transactions can never both take the last unit.
 * - `check-then-write` is that guard switched off: the same check, made by a read before an
 *   unconditional write. It is the race DESIGN §5 forbids, kept only so that the concurrency
 *   controls can run the real use case without its guard and show that their test would fail
 *   (docs/decisions/0016). Nothing but those controls passes it.
 */
export type StockGuard = 'conditional-update' | 'check-then-write';

export const STOCK_GUARD: StockGuard = 'conditional-update';

/**
 * How a cancellation claims its booking or order (issue 15): `row-lock`, always in production,
 * locks the row and moves its status with a conditional update, so two cancellations (or a
 * cancellation and the hold's expiry) can never both act; `check-then-write` reads the status
 * without a lock and writes unconditionally, the race the guard prevents, kept only for the
 * concurrency controls (docs/decisions/0016).
 */
export type CancelGuard = 'row-lock' | 'check-then-write';

export const CANCEL_GUARD: CancelGuard = 'row-lock';

/**
 * How a background job claims rows several instances may see at once (the refund retries):
 * `skip-locked`, always in production, locks the due rows with FOR UPDATE SKIP LOCKED and moves
 * them out of "due" in the same statement, so one job run takes each row; `check-then-write`
 * reads the due rows without a lock and claims them unconditionally, the race the guard
 * prevents, kept only for the concurrency controls (docs/decisions/0016).
 */
export type ClaimGuard = 'skip-locked' | 'check-then-write';

export const CLAIM_GUARD: ClaimGuard = 'skip-locked';
