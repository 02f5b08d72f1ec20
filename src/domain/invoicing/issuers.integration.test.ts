import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { listIssuers, updateIssuer } from '.';

const actor = { id: 's1', email: 'ana@xcaret.test', role: 'admin', address: '10.0.0.9' };
const company = { rfc: 'EKU9003173C9', name: 'Hoteles Xcaret', regime: '601', postalCode: '77710' };

// Issue 20's back-office hook: the issuer's fiscal data, edited by the receiver's rules, with
// its audit row in the same transaction; the seed's demo flag goes once real values are set.
describe.each(engines)('fiscal issuers in the back office on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('sets the hotels issuer, clears the demo flag and records before → after', async () => {
    const before = (await listIssuers(t.db)).find((i) => i.scope === 'hotel')!;
    expect(before.demo).toBe(true);
    const result = await updateIssuer(t.db, actor, 'hotel', company);
    expect(result).toMatchObject({
      ok: true,
      issuer: { rfc: 'EKU9003173C9', name: 'HOTELES XCARET', demo: false },
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'fiscal_issuer.update'));
    expect(row).toMatchObject({
      actorEmail: actor.email,
      entity: 'fiscal_issuer',
      entityId: 'hotel',
      before: expect.objectContaining({ rfc: before.rfc, demo: true }),
      after: expect.objectContaining({ rfc: 'EKU9003173C9', demo: false }),
    });
    // The parks' issuer is another row, untouched.
    expect((await listIssuers(t.db)).find((i) => i.scope === 'park')!.demo).toBe(true);
  });

  it('refuses invalid data or an unknown issuer, changing nothing and auditing nothing', async () => {
    const count = async () => (await t.db.select().from(auditLog)).length;
    const audits = await count();
    const issuers = await listIssuers(t.db);
    expect(await updateIssuer(t.db, actor, 'park', { ...company, rfc: 'EKU9003173C8' })).toEqual({
      ok: false,
      errors: { rfc: 'RFC_CHECK_DIGIT' },
    });
    // Invoices are sealed with the issuer's CSD: an RFC the certificate was not issued to is
    // refused before it could break every stamp.
    expect(
      await updateIssuer(t.db, actor, 'park', company, {
        sealFits: (scope, rfc) => scope === 'park' && rfc === 'PXD150101CD1',
      }),
    ).toEqual({ ok: false, errors: { rfc: 'RFC_NOT_SEAL' } });
    expect(await updateIssuer(t.db, actor, 'tours', company)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await listIssuers(t.db)).toEqual(issuers);
    expect(await count()).toBe(audits);
  });
});
