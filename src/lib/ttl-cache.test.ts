import { describe, expect, it, vi } from 'vitest';
import { invalidate, invalidateAll, readThrough } from './ttl-cache';

describe('readThrough', () => {
  it('loads once within the TTL, per owner and key', async () => {
    const owner = {};
    const loader = vi.fn(async () => 42);
    expect(await readThrough(owner, 'k', loader)).toBe(42);
    expect(await readThrough(owner, 'k', loader)).toBe(42);
    expect(loader).toHaveBeenCalledTimes(1);
    await readThrough({}, 'k', loader);
    await readThrough(owner, 'other', loader);
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('loads again after the TTL or an invalidation', async () => {
    vi.useFakeTimers();
    try {
      const owner = {};
      const loader = vi.fn(async () => 'v');
      await readThrough(owner, 'k', loader, 1000);
      vi.advanceTimersByTime(1001);
      await readThrough(owner, 'k', loader, 1000);
      expect(loader).toHaveBeenCalledTimes(2);
      invalidate(owner);
      await readThrough(owner, 'k', loader, 1000);
      expect(loader).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a query that re-executes on every then (a Drizzle query) once', async () => {
    const owner = {};
    let executions = 0;
    const query: PromiseLike<string[]> = {
      then(onFulfilled, onRejected) {
        executions += 1;
        return Promise.resolve(['row']).then(onFulfilled, onRejected);
      },
    };
    expect(await readThrough(owner, 'rows', () => query)).toEqual(['row']);
    expect(await readThrough(owner, 'rows', () => query)).toEqual(['row']);
    await readThrough(owner, 'rows', () => query);
    expect(executions).toBe(1);
  });

  it('does not remember a failure', async () => {
    const owner = {};
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(readThrough(owner, 'k', failing)).rejects.toThrow('down');
    const ok = vi.fn(async () => 'up');
    expect(await readThrough(owner, 'k', ok)).toBe('up');
  });

  it('loads again for every owner after another instance’s change', async () => {
    const [one, two] = [{}, {}];
    const loader = vi.fn(async () => 'v');
    await readThrough(one, 'k', loader);
    await readThrough(two, 'k', loader);
    invalidateAll();
    await readThrough(one, 'k', loader);
    await readThrough(two, 'k', loader);
    await readThrough(two, 'k', loader);
    expect(loader).toHaveBeenCalledTimes(4);
  });
});
