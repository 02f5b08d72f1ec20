import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { fiscalIssuers } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import {
  validateIssuer,
  type IssuerField,
  type IssuerInput,
  type ReceiverErrorCode,
} from './receiver.rules';

export type FiscalIssuer = typeof fiscalIssuers.$inferSelect;

/** The issuers (hotels, parks) with their fiscal data, as the back office shows them. */
export async function listIssuers(db: Db): Promise<FiscalIssuer[]> {
  return db.select().from(fiscalIssuers).orderBy(asc(fiscalIssuers.scope));
}

export type IssuerErrorCode = ReceiverErrorCode | 'RFC_NOT_SEAL';
export type IssuerUpdate =
  | { ok: true; issuer: FiscalIssuer }
  | { ok: false; errors: Partial<Record<IssuerField, IssuerErrorCode>> }
  | { ok: false; code: 'NOT_FOUND' };

/**
 * Sets an issuer's RFC, name, regime and postal code (back office, issue 20): checked by the
 * receiver's own rules and against the issuer's seal (a CSD is issued to one RFC), in one
 * transaction with its audit row. The values are then no longer
 * the seed's demo ones; invoices issued from now on carry them, those stamped keep theirs.
 */
export async function updateIssuer(
  db: Db,
  actor: AuditActor,
  scope: string,
  input: IssuerInput,
  options: {
    /** Whether the issuer's seal (CSD) was issued to this RFC: invoices are sealed with it. */
    sealFits?: (scope: 'hotel' | 'park', rfc: string) => boolean;
    now?: Date;
  } = {},
): Promise<IssuerUpdate> {
  const now = options.now ?? new Date();
  const checked = validateIssuer(input);
  if (!checked.ok) return checked;
  if (scope !== 'hotel' && scope !== 'park') return { ok: false, code: 'NOT_FOUND' };
  if (options.sealFits && !options.sealFits(scope, checked.issuer.rfc))
    return { ok: false, errors: { rfc: 'RFC_NOT_SEAL' } };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(fiscalIssuers)
      .where(eq(fiscalIssuers.scope, scope))
      .for('update');
    if (!before) return { ok: false, code: 'NOT_FOUND' } as const;
    const [after] = await tx
      .update(fiscalIssuers)
      .set({ ...checked.issuer, demo: false, updatedAt: now })
      .where(eq(fiscalIssuers.id, before.id))
      .returning();
    const pick = (row: FiscalIssuer) => ({
      rfc: row.rfc,
      name: row.name,
      regime: row.regime,
      postalCode: row.postalCode,
      demo: row.demo,
    });
    await recordAudit(tx, actor, {
      action: 'fiscal_issuer.update',
      entity: 'fiscal_issuer',
      entityId: scope,
      before: pick(before),
      after: pick(after!),
    });
    return { ok: true, issuer: after! } as const;
  });
}
