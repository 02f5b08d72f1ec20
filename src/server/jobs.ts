import { expireCartHolds } from '@/domain/cart';
import { purgeSpentCaptchas } from '@/domain/captcha';
import {
  captureStrandedAttempts,
  chargeDueBalances,
  expireOrders,
  retryStrandedRefunds,
  sweepBalanceLinks,
} from '@/domain/orders';
import { cancelOverdueBalances, expireChangeHolds } from '@/domain/manage';
import { DEFAULT_BATCH_SIZE, deliverOutbox } from '@/domain/outbox';
import { expireHolds, purgeCheckInDocuments } from '@/domain/stays';
import { logger } from '@/lib/logger';
import { env } from '@/lib/env';
import { applyDueExchangeRates, importExchangeRates } from '@/domain/pricing';
import { resortToday } from '@/lib/dates';
import { exchangeRateSource, outboxHandlers, paymentProviders } from './adapters';
import { getDb } from './database';
import { seedContentCopy } from './content-seed';
import { seedDemoMedia } from './demo-media';
import { revalidateShopPages } from './revalidate';

/** A piece of background work and how often it runs (`src/jobs` runs them). */
export type BackgroundJob = { name: string; everyMs: number; run: () => Promise<void> };

const HOLDS_EVERY_MS = 60_000;
const EXCHANGE_RATES_EVERY_MS = 15 * 60_000;
const OUTBOX_EVERY_MS = 5_000;
const DEMO_MEDIA_EVERY_MS = 6 * 60 * 60_000;
const CONTENT_SEED_EVERY_MS = 6 * 60 * 60_000;
/** Batches per outbox tick: a backlog drains quickly without one tick running for ever. */
const OUTBOX_MAX_BATCHES = 20;

/**
 * The background work of one app instance, wired here once like every other adapter: expire
 * hotel and cart holds whose time is up and unpaid orders (every minute), capture interrupted
 * payments, retry refunds whose provider call was lost (every minute), each payment provider's own tasks, and deliver the outbox (every 5 seconds)
 * through `outboxHandlers()`. A new job is one entry here; `src/jobs` only schedules them.
 */
export function backgroundJobs(): BackgroundJob[] {
  return [
    // Issue 16: the automatic source's rates of the day (none unless one is wired), then
    // every scheduled rate whose day has come copied into the rate the shop reads.
    {
      name: 'exchange-rates',
      everyMs: EXCHANGE_RATES_EVERY_MS,
      run: async () => {
        const db = await getDb();
        const today = resortToday(new Date());
        const imported = await importExchangeRates(db, exchangeRateSource(), today);
        if (imported.changed.length || imported.refused.length)
          logger.info(imported, 'exchange rates from the automatic source');
        const applied = await applyDueExchangeRates(db, today);
        if (applied.length) logger.info({ applied }, 'scheduled exchange rates applied');
        // The cached pages carry the day's rates (their price islands): made again with these.
        if (imported.changed.length || applied.length) revalidateShopPages('rates');
      },
    },
    {
      name: 'hold-expiry',
      everyMs: HOLDS_EVERY_MS,
      run: async () => {
        const db = await getDb();
        let expired: number;
        do {
          expired = await expireHolds(db);
          if (expired > 0) logger.info({ expired }, 'hotel holds expired');
        } while (expired > 0);
        do {
          expired = await expireChangeHolds(db);
          if (expired > 0) logger.info({ expired }, 'date-change holds released');
        } while (expired > 0);
        do {
          expired = await expireCartHolds(db);
          if (expired > 0) logger.info({ expired }, 'cart holds expired');
        } while (expired > 0);
        await purgeSpentCaptchas(db);
        const purged = await purgeCheckInDocuments(db);
        if (purged > 0) logger.info({ purged }, 'web check-in documents deleted after the stay');
      },
    },
    // Payments: unpaid orders end with their holds, and authorized payments whose capture was
    // interrupted are captured (each by the provider that authorized it).
    {
      name: 'orders',
      everyMs: HOLDS_EVERY_MS,
      run: async () => {
        const db = await getDb();
        const expired = await expireOrders(db);
        if (expired > 0) logger.info({ expired }, 'unpaid orders expired');
        await captureStrandedAttempts(db, paymentProviders());
      },
    },
    // Refunds whose provider call was lost (a dropped connection, a crash after the ledger's
    // commit) are asked again under their own idempotency key, and failed after 5 tries.
    {
      name: 'refund-retry',
      everyMs: HOLDS_EVERY_MS,
      run: async () => {
        const report = await retryStrandedRefunds(await getDb(), paymentProviders());
        if (report.claimed > 0) logger.info(report, 'stranded refunds retried');
      },
    },
    // Issue 20: deposit bookings' balances charged on their day (SKIP LOCKED claims: once,
    // whatever the number of instances), declined ones' links sent, and bookings whose link
    // went unpaid past the grace cancelled under their policy.
    {
      name: 'balances',
      everyMs: HOLDS_EVERY_MS,
      run: async () => {
        const db = await getDb();
        const providers = paymentProviders();
        const report = await chargeDueBalances(db, providers);
        if (report.claimed > 0) logger.info(report, 'balances charged');
        await sweepBalanceLinks(db, providers);
        const overdue = await cancelOverdueBalances(db, providers);
        if (overdue.cancelled > 0) logger.info(overdue, 'overdue balances cancelled');
      },
    },
    // Whatever background work each payment provider declares (the sandbox: its sessions run
    // out, its signed webhooks are delivered and retried), without naming any provider here.
    ...paymentProviders().all.flatMap((provider) =>
      (provider.tasks ?? []).map((task): BackgroundJob => ({
        name: `payments:${provider.id}:${task.name}`,
        everyMs: task.everyMs,
        run: async () => {
          const report = await task.run(new Date());
          if (report.failed > 0)
            logger.warn(
              { provider: provider.id, task: task.name, ...report },
              'payment task: retry later',
            );
        },
      })),
    ),
    {
      name: 'outbox',
      everyMs: OUTBOX_EVERY_MS,
      run: async () => {
        const handlers = outboxHandlers();
        const db = await getDb();
        for (let batch = 0; batch < OUTBOX_MAX_BATCHES; batch += 1) {
          const report = await deliverOutbox(db, handlers);
          if (report.claimed > 0) logger.info(report, 'outbox delivered');
          if (report.claimed < DEFAULT_BATCH_SIZE) break;
        }
      },
    },
    // The code's copy as the editable content (decision 0035): at start, then rarely.
    {
      name: 'content-seed',
      everyMs: CONTENT_SEED_EVERY_MS,
      run: async () => {
        const seeded = await seedContentCopy();
        if (seeded > 0) logger.info({ seeded }, "the code's copy stored as editable content");
      },
    },
    // The demo's own photographs in the media library (DEMO_NOTICE=1), once per database; the
    // check is one query, so the job may run at every start and then rarely.
    ...(env().DEMO_NOTICE === '1'
      ? [
          {
            name: 'demo-media',
            everyMs: DEMO_MEDIA_EVERY_MS,
            run: async () => {
              const seeded = await seedDemoMedia();
              if (seeded > 0) {
                logger.info({ seeded }, 'demo photographs added to the media library');
                revalidateShopPages('media');
              }
            },
          },
        ]
      : []),
  ];
}
