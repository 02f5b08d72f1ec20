import 'server-only';
import { listHotels } from '@/domain/catalog';
import {
  bulkEditRevenue,
  hotelRatePlans,
  listSeasons,
  RevenueError,
  revenueGrid,
  resortToday,
} from '@/domain/stays';
import type { AuditActor } from '@/domain/audit';
import { logger } from '@/lib/logger';
import { adminLocale, getDb, requireStaffPage, revalidateShopPages, staffEndpoint } from '@/server';
import { bulkEditInput } from './input';

/** /admin/rates/: the hotels whose grid a revenue user may open. */
export async function loadRatesIndex() {
  await requireStaffPage('inventory:read', '/admin/rates/');
  const hotels = await listHotels(await getDb());
  return {
    locale: await adminLocale(),
    hotels: hotels.map((h) => ({ code: h.code, name: h.name })),
  };
}

/** /admin/rates/<hotel>/?month=YYYY-MM: one month of the hotel's grid (this month by default). */
export async function loadRatesGrid(hotelCode: string, month: string | undefined) {
  // The sign-in comes back to this very month.
  const query = month ? `?month=${encodeURIComponent(month)}` : '';
  const path = `/admin/rates/${encodeURIComponent(hotelCode)}/${query}`;
  const { staff } = await requireStaffPage('inventory:read', path);
  const today = resortToday(new Date());
  const chosen = month && /^\d{4}-\d{2}$/.test(month) ? month : today.slice(0, 7);
  const db = await getDb();
  const [grid, plans, seasons] = await Promise.all([
    revenueGrid(db, hotelCode, chosen),
    hotelRatePlans(db, hotelCode),
    listSeasons(db, hotelCode),
  ]);
  // Seasons already over cannot be repriced (past nights never change): not listed.
  const current = (seasons ?? []).filter((s) => s.endDate >= today);
  return { locale: await adminLocale(), staff, grid, plans, seasons: current };
}

export type BulkEditOutcome =
  | { ok: true; nights: number; inventoryChanged: number; ratesChanged: number; ms: number }
  | { ok: false; code: string; detail?: Record<string, string | number> };

/**
 * Runs a validated bulk edit for an authorised staff member; errors become codes. The one
 * entry point of the grid's form and the JSON API: when a night's rooms or rates changed,
 * the shop's cached pages are revalidated here, after the commit (decision 0044).
 */
export async function runBulkEdit(
  actor: AuditActor,
  hotelCode: string,
  input: unknown,
): Promise<BulkEditOutcome> {
  const parsed = bulkEditInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'INVALID_INPUT' };
  const started = performance.now();
  let result: Awaited<ReturnType<typeof bulkEditRevenue>>;
  try {
    result = await bulkEditRevenue(await getDb(), actor, hotelCode, parsed.data);
  } catch (error) {
    if (error instanceof RevenueError) return { ok: false, code: error.code, detail: error.detail };
    logger.error({ err: error }, 'revenue bulk edit failed');
    return { ok: false, code: 'GENERAL_ERROR' };
  }
  const ms = Math.round(performance.now() - started);
  logger.info({ hotelCode, ...result, ms, staff: actor.email }, 'revenue bulk edit');
  // Committed: the hotel pages show the rooms and rates (an edit that changed nothing, none).
  if (result.inventoryChanged + result.ratesChanged > 0) revalidateShopPages('rates');
  return { ok: true, ...result, ms };
}

/** POST /api/admin/v1/hotels/<code>/inventory/: the bulk edit as JSON (revenue, admin). */
export const bulkEditEndpoint = staffEndpoint(
  'inventory:update',
  async ({ actor }, request: Request, context: { params: Promise<{ code: string }> }) => {
    const { code } = await context.params;
    const body = await request.json().catch(() => null);
    const outcome = await runBulkEdit(actor, code, body);
    const status = outcome.ok ? 200 : outcome.code === 'GENERAL_ERROR' ? 500 : 422;
    return Response.json(outcome, { status, headers: { 'Cache-Control': 'no-store' } });
  },
);

/** GET /api/admin/v1/hotels/<code>/inventory/?month=YYYY-MM: the grid's data (revenue, admin). */
export const gridEndpoint = staffEndpoint(
  'inventory:read',
  async (_check, request: Request, context: { params: Promise<{ code: string }> }) => {
    const { code } = await context.params;
    const month = new URL(request.url).searchParams.get('month') ?? '';
    const grid = await revenueGrid(await getDb(), code, month);
    if (!grid) return Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });
    return Response.json(grid, { headers: { 'Cache-Control': 'no-store' } });
  },
);
