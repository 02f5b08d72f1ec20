import pg from 'pg';
import { vi } from 'vitest';

/**
 * Counts the queries that reach pg's client while an earlier one on the same client has not
 * answered yet. pg queues such a query, but deprecates that (pg 9 refuses it): a test expects
 * `seen.overlapping` to be 0. Promise and callback forms are both counted. `restore()` ends it.
 */
export function countOverlappingQueries() {
  const send = pg.Client.prototype.query;
  const busy = new WeakMap<object, number>();
  const seen = { overlapping: 0, sent: 0 };
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const running = busy.get(this) ?? 0;
    seen.sent++;
    if (running > 0) seen.overlapping++;
    busy.set(this, running + 1);
    const done = () => busy.set(this, (busy.get(this) ?? 1) - 1);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        done();
        (last as (e: unknown, r: unknown) => void)(error, result);
      };
    }
    const sent = (send as (...a: unknown[]) => unknown).apply(this, args);
    if (sent instanceof Promise) sent.then(done, done);
    else if (typeof last !== 'function') done();
    return sent as never;
  });
  return { seen, restore: () => spy.mockRestore() };
}
