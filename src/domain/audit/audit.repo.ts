import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { auditLog } from '@/db/schema';

/** Who made a change, and from which address (the server layer reads both). */
export type AuditActor = { id: string; email: string; role: string; address?: string };

export type AuditChange = {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

/**
 * Appends one row to the audit log, inside the caller's transaction: the change and its record
 * commit or fail together. The table is append-only (the migration's trigger refuses
 * UPDATE and DELETE), and nothing here changes a row.
 */
export async function recordAudit(
  tx: Tx | Db,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
    address: actor.address ?? null,
  });
}

export type AuditFilter = {
  actorEmail?: string;
  entity?: string;
  entityId?: string;
  /** Resort-day bounds as ISO dates, inclusive (`from`) and inclusive (`to`). */
  from?: string;
  to?: string;
  limit?: number;
};

export type AuditEntry = typeof auditLog.$inferSelect;

/** The newest changes first, filtered by person, entity and dates (Cancún days). */
export async function listAudit(db: Db, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (filter.actorEmail) where.push(eq(auditLog.actorEmail, filter.actorEmail));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.at, cancunMidnight(filter.from, 0)));
  if (filter.to) where.push(lt(auditLog.at, cancunMidnight(filter.to, 1)));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(Math.max(filter.limit ?? 200, 1), 500));
}

/** The people and entities that appear in the log (for the viewer's filters). */
export async function auditFacets(db: Db): Promise<{ actors: string[]; entities: string[] }> {
  const [actors, entities] = await Promise.all([
    db.selectDistinct({ v: auditLog.actorEmail }).from(auditLog).orderBy(auditLog.actorEmail),
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { actors: actors.map((r) => r.v), entities: entities.map((r) => r.v) };
}

/** Midnight in Cancún (UTC−5 all year, no daylight saving) of a date plus some days. */
function cancunMidnight(date: string, plusDays: number): Date {
  const d = new Date(`${date}T05:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}
