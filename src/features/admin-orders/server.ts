import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  deskExport,
  isoDay,
  openOrderDesk,
  searchDesk,
  type DeskFilter,
  type DeskRow,
} from '@/domain/desk';
import { staffMay } from '@/domain/staff';
import { csvLine } from '@/lib/csv';
import { adminLocale, getDb, requireStaffPage, staffEndpoint } from '@/server';

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

const KINDS = ['hotel', 'park'] as const;
export const DESK_STATUSES = [
  'paid',
  'cancelled',
  'refunded',
  'pending',
  'authorized',
  'failed',
  'expired',
] as const;
const SORTS = ['created-desc', 'created-asc'] as const;
const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

/** The search form's fields (GET, so a search is a link), hostile values dropped. */
export function deskFilter(query: Query): DeskFilter {
  const page = Number(first(query.page));
  return {
    q: first(query.q)?.slice(0, 100),
    kind: oneOf(KINDS, first(query.kind)),
    status: oneOf(DESK_STATUSES, first(query.status)),
    tripFrom: isoDay(first(query.tripFrom)),
    tripTo: isoDay(first(query.tripTo)),
    createdFrom: isoDay(first(query.createdFrom)),
    createdTo: isoDay(first(query.createdTo)),
    sort: oneOf(SORTS, first(query.sort)),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The filter as a query string (without the page), for the pager and the CSV link. */
export function filterQuery(filter: DeskFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, page: undefined, ...extra }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** /admin/orders/: the search (frontdesk, admin). */
export async function loadOrdersPage(query: Query) {
  const filter = deskFilter(query);
  await requireStaffPage('orders:read', `/admin/orders/${filterQuery(filter)}`);
  const result = await searchDesk(await getDb(), filter);
  return { locale: await adminLocale(), filter, ...result };
}

/** /admin/orders/<reference>/: the whole order, and fresh request ids for its forms. */
export async function loadOrderDetail(reference: string) {
  const { staff } = await requireStaffPage(
    'orders:read',
    `/admin/orders/${encodeURIComponent(reference)}/`,
  );
  const desk = await openOrderDesk(await getDb(), reference);
  return {
    locale: await adminLocale(),
    desk,
    mayRefund: staffMay(staff.role, 'orders:refund'),
    requestIds: { refund: randomUUID(), cancel: randomUUID(), cancelPark: randomUUID() },
  };
}

const CSV_HEADER = [
  'reference',
  'booking',
  'kind',
  'status',
  'name',
  'email',
  'created_at',
  'trip_from',
  'trip_to',
  'currency',
  'amount_minor',
];
const csvRow = (r: DeskRow) =>
  csvLine([
    r.reference,
    r.booking?.reference ?? '',
    r.kind,
    r.status,
    r.buyer.name,
    r.buyer.email,
    r.createdAt.toISOString(),
    r.trip?.from ?? '',
    r.trip?.to ?? '',
    r.currencyIso,
    r.amountMinor,
  ]);

/**
 * GET /api/admin/v1/orders.csv?…: the filtered list as CSV (frontdesk, admin), at most
 * DESK_CSV_MAX_ROWS rows, streamed a chunk of rows at a time; cells are formula-safe.
 */
export const ordersCsvEndpoint = staffEndpoint('orders:read', async (_check, request: Request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { rows, truncated } = await deskExport(await getDb(), deskFilter(query));
  const encoder = new TextEncoder();
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`));
    },
    pull(controller) {
      if (at >= rows.length) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(
          rows
            .slice(at, at + 500)
            .map(csvRow)
            .join(''),
        ),
      );
      at += 500;
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Truncated': truncated ? '1' : '0',
    },
  });
});
