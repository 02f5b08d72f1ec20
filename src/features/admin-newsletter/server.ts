import 'server-only';
import {
  exportSubscribers,
  findSubscribers,
  isSubscriptionStatus,
  type SubscriptionStatus,
} from '@/domain/newsletter';
import { staffMay } from '@/domain/staff';
import { adminLocale, getDb, requireStaffPage, staffEndpoint } from '@/server';

export const PAGE_SIZE = 25;
const MAX_PAGE = 400;

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The list's filter from a query string: what was typed (trimmed, 100 characters), a status. */
export function subscriberFilter(query: Query): { text?: string; status?: SubscriptionStatus } {
  const text = one(query.q)?.trim().slice(0, 100) || undefined;
  const status = one(query.status);
  return { text, status: isSubscriptionStatus(status) ? status : undefined };
}

/** The same filter as a query string, for links (pages, export) that keep it. */
export function filterQuery(filter: { text?: string; status?: SubscriptionStatus }): string {
  const params = new URLSearchParams();
  if (filter.text) params.set('q', filter.text);
  if (filter.status) params.set('status', filter.status);
  return params.toString();
}

/** /admin/newsletter/?q=&status=&page=: the subscribers, newest first (newsletter:read). */
export async function loadNewsletterPage(query: Query) {
  const filter = subscriberFilter(query);
  const qs = filterQuery(filter);
  const { staff } = await requireStaffPage(
    'newsletter:read',
    `/admin/newsletter/${qs ? `?${qs}` : ''}`,
  );
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(one(query.page) ?? '1', 10) || 1));
  const { rows, total } = await findSubscribers(await getDb(), filter, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const outcome = one(query.outcome);
  const email = one(query.email);
  return {
    locale: await adminLocale(),
    filter,
    query: qs,
    page,
    pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE))),
    total,
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: `${r.firstName} ${r.lastName}`,
      country: r.country,
      language: r.language,
      site: r.site,
      status: r.status,
      createdAt: r.createdAt,
      confirmedAt: r.confirmedAt,
      unsubscribedAt: r.unsubscribedAt,
    })),
    outcome:
      outcome === 'unsubscribed' || outcome === 'unchanged' || outcome === 'failed'
        ? outcome
        : undefined,
    // Echoed into a sentence only; React escapes it, and only an address-like value is kept.
    email: email && email.length <= 254 && email.includes('@') ? email : undefined,
    canUpdate: staffMay(staff.role, 'newsletter:update'),
  };
}

export type NewsletterPageData = Awaited<ReturnType<typeof loadNewsletterPage>>;

/** GET /api/admin/v1/newsletter.csv?q=&status=: what the list shows, every page of it. */
export const newsletterCsvEndpoint = staffEndpoint('newsletter:read', async (_check, request) => {
  const filter = subscriberFilter(Object.fromEntries(new URL(request.url).searchParams));
  const csv = await exportSubscribers(await getDb(), filter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
