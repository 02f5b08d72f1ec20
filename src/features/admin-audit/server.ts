import 'server-only';
import { z } from 'zod';
import { auditFacets, listAudit } from '@/domain/audit';
import { adminLocale, getDb, requireStaffPage } from '@/server';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const filters = z.object({
  person: z.string().max(254).optional().catch(undefined),
  entity: z.string().max(64).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
});

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** /admin/audit/: the newest changes, filtered by person, entity and dates (admin). */
export async function loadAuditPage(query: Query) {
  await requireStaffPage('audit:read', '/admin/audit/');
  const filter = filters.parse({
    person: first(query.person),
    entity: first(query.entity),
    from: first(query.from),
    to: first(query.to),
  });
  const db = await getDb();
  const [entries, facets] = await Promise.all([
    listAudit(db, {
      actorEmail: filter.person,
      entity: filter.entity,
      from: filter.from,
      to: filter.to,
    }),
    auditFacets(db),
  ]);
  return { locale: await adminLocale(), filter, entries, facets };
}
