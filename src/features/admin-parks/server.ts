import 'server-only';
import { RevenueError, resortToday } from '@/domain/stays';
import { productPriceSheet } from '@/domain/catalog';
import { bulkEditPark, discountTiers, parkGrid, parkProducts } from '@/domain/tickets';
import type { AuditActor } from '@/domain/audit';
import { logger } from '@/lib/logger';
import { adminLocale, getDb, requireStaffPage, revalidateShopPages, staffEndpoint } from '@/server';
import { parkEditInput } from './input';

/** /admin/parks/: the parks and tours whose grid a revenue user may open. */
export async function loadParksIndex() {
  await requireStaffPage('inventory:read', '/admin/parks/');
  const db = await getDb();
  return {
    locale: await adminLocale(),
    products: await parkProducts(db),
    tiers: await discountTiers(db),
  };
}

/** The park prices' answer in the page's address (`priceOutcome`, `priceError`), checked. */
export type PriceNotice = { kind: 'status' | 'alert'; key: string; at: string } | null;
const PRICE_ERRORS = new Set([
  'FORBIDDEN',
  'INVALID_PRICE',
  'CHILD_ABOVE_ADULT',
  'INVALID_NAME',
  'INVALID_CODE',
  'INVALID_SUBTITLE',
  'DUPLICATE_CODE',
  'NOT_FOUND',
  'INVALID_TIER',
  'INVALID_PERCENT',
  'DUPLICATE_TIER',
  'NOT_MONOTONIC',
  'TOO_MANY_TIERS',
]);
export function priceNotice(params: Record<string, string | string[] | undefined>): PriceNotice {
  const { priceAt, priceOutcome, priceError } = params;
  const at = typeof priceAt === 'string' ? priceAt : '';
  if (typeof priceError === 'string')
    return {
      kind: 'alert',
      key: `errors.${PRICE_ERRORS.has(priceError) ? priceError : 'GENERAL_ERROR'}`,
      at,
    };
  if (priceOutcome === 'saved' || priceOutcome === 'unchanged')
    return { kind: 'status', key: `outcome.${priceOutcome}`, at };
  return null;
}

/** /admin/parks/<product>/?month=YYYY-MM: one month of the product's grid (this month by default). */
export async function loadParkGrid(code: string, month: string | undefined) {
  const query = month ? `?month=${encodeURIComponent(month)}` : '';
  const path = `/admin/parks/${encodeURIComponent(code)}/${query}`;
  await requireStaffPage('inventory:read', path);
  const chosen = month && /^\d{4}-\d{2}$/.test(month) ? month : resortToday(new Date()).slice(0, 7);
  const db = await getDb();
  const [grid, sheet] = await Promise.all([
    parkGrid(db, code, chosen),
    productPriceSheet(db, code),
  ]);
  return { locale: await adminLocale(), grid, sheet };
}

export type ParkEditOutcome =
  | {
      ok: true;
      dates: number;
      capacityChanged: number;
      capacityOpened: number;
      pricesChanged: number;
      ms: number;
    }
  | { ok: false; code: string; detail?: Record<string, string | number> };

/**
 * Runs a park bulk edit for an authorised staff member; errors become codes. The one entry
 * point of the grid's form and the JSON API: when a date's places or prices changed, the
 * shop's cached pages are revalidated here, after the commit (decision 0044).
 */
export async function runParkEdit(
  actor: AuditActor,
  code: string,
  input: unknown,
): Promise<ParkEditOutcome> {
  const parsed = parkEditInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'INVALID_INPUT' };
  const started = performance.now();
  let result: Awaited<ReturnType<typeof bulkEditPark>>;
  try {
    result = await bulkEditPark(await getDb(), actor, code, parsed.data);
  } catch (error) {
    if (error instanceof RevenueError) return { ok: false, code: error.code, detail: error.detail };
    logger.error({ err: error }, 'park bulk edit failed');
    return { ok: false, code: 'GENERAL_ERROR' };
  }
  const ms = Math.round(performance.now() - started);
  logger.info({ product: code, ...result, ms, staff: actor.email }, 'park bulk edit');
  // Committed: the park pages show the places and prices (an edit that changed nothing, none).
  if (result.capacityChanged + result.capacityOpened + result.pricesChanged > 0)
    revalidateShopPages('capacity');
  return { ok: true, ...result, ms };
}

/** POST /api/admin/v1/parks/<product>/capacity/: the bulk edit as JSON (revenue, admin). */
export const parkEditEndpoint = staffEndpoint(
  'inventory:update',
  async ({ actor }, request: Request, context: { params: Promise<{ product: string }> }) => {
    const { product: code } = await context.params;
    const body = await request.json().catch(() => null);
    const outcome = await runParkEdit(actor, code, body);
    const status = outcome.ok ? 200 : outcome.code === 'GENERAL_ERROR' ? 500 : 422;
    return Response.json(outcome, { status, headers: { 'Cache-Control': 'no-store' } });
  },
);

/** GET /api/admin/v1/parks/<product>/capacity/?month=YYYY-MM: the grid's data (revenue, admin). */
export const parkGridEndpoint = staffEndpoint(
  'inventory:read',
  async (_check, request: Request, context: { params: Promise<{ product: string }> }) => {
    const { product: code } = await context.params;
    const month = new URL(request.url).searchParams.get('month') ?? '';
    const grid = await parkGrid(await getDb(), code, month);
    if (!grid) return Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });
    return Response.json(grid, { headers: { 'Cache-Control': 'no-store' } });
  },
);
