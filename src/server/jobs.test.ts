import { describe, expect, it, vi } from 'vitest';
import { backgroundJobs } from './jobs';

describe('the background jobs the server layer wires', () => {
  it('lists the exchange rates, expiry, orders, the refund retries, the balances, every payment provider task, the outbox, the content seed and the demo photographs, each with its period', () => {
    const jobs = backgroundJobs().map((j) => [j.name, j.everyMs]);
    expect(jobs).toEqual([
      // Issue 16: the automatic exchange-rate source and the scheduled rates.
      ['exchange-rates', 15 * 60_000],
      ['hold-expiry', 60_000],
      ['orders', 60_000],
      ['refund-retry', 60_000],
      ['balances', 60_000],
      // The default PAYMENT_PROVIDERS is the sandbox: its tasks come from its declaration.
      ['payments:sandbox:expire-sessions', expect.any(Number)],
      ['payments:sandbox:deliver-webhooks', expect.any(Number)],
      ['outbox', 5_000],
      // Issue 17: the code's copy stored as the editable content (decision 0035).
      ['content-seed', 6 * 60 * 60_000],
      // DEMO_NOTICE defaults to the demo: its photographs are added to the media library once.
      ['demo-media', 6 * 60 * 60_000],
    ]);
  });
});

describe('the exchange-rate job', () => {
  it("makes the shop's cached pages again when a rate was imported or applied, never otherwise", async () => {
    vi.resetModules();
    const h = {
      imported: { changed: [] as string[], refused: [] },
      applied: [] as string[],
      revalidate: vi.fn(),
    };
    vi.doMock('@/domain/pricing', () => ({
      importExchangeRates: async () => h.imported,
      applyDueExchangeRates: async () => h.applied,
    }));
    vi.doMock('./database', () => ({ getDb: async () => ({}) }));
    vi.doMock('./revalidate', () => ({ revalidateShopPages: h.revalidate }));
    const { backgroundJobs: jobs } = await import('./jobs');
    const job = jobs().find((j) => j.name === 'exchange-rates')!;

    await job.run();
    expect(h.revalidate).not.toHaveBeenCalled();
    h.applied = ['CAD'];
    await job.run();
    expect(h.revalidate).toHaveBeenCalledExactlyOnceWith('rates');
    h.applied = [];
    h.imported = { changed: ['MXN'], refused: [] };
    await job.run();
    expect(h.revalidate).toHaveBeenCalledTimes(2);
    vi.doUnmock('@/domain/pricing');
    vi.doUnmock('./database');
    vi.doUnmock('./revalidate');
  });
});
