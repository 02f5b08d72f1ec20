import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentEntries, contentVersions } from '@/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  contentDraft,
  contentEntry,
  discardContentDraft,
  listContent,
  publishContent,
  publishedContent,
  restoreContentVersion,
  saveContentDraft,
  seedContent,
  type ContentRef,
} from '.';

const actor = { id: 'c1', email: 'content@staff.xcaret.test', role: 'content' };
const other = { id: 'c2', email: 'otra@staff.xcaret.test', role: 'admin' };

const faq = (answer: string) => ({
  title: 'Perguntas frequentes',
  metaDescription: 'Respostas',
  intro: 'Tudo o que perguntam.',
  sections: [{ heading: 'Antes de chegar', paragraphs: ['Um.'] }],
  questions: [{ q: 'Tem wi-fi?', a: answer, topic: 'Hotel' }],
});

describe.each(engines)('editable content on %s', (engine) => {
  let t: TestDatabase;
  const FAQ: ContentRef = { kind: 'faq', key: 'faq', locale: 'pt' };

  beforeAll(async () => {
    t = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function versionsOf(ref: ContentRef): Promise<number[]> {
    return (await contentEntry(t.db, ref)).versions.map((v) => v.version).sort((a, b) => a - b);
  }

  it('seeds the code copy as version 1 and leaves it alone when nothing changed', async () => {
    expect(await publishedContent(t.db, FAQ)).toBeUndefined();
    expect(await seedContent(t.db, [{ ref: FAQ, body: faq('Sim.') }])).toBe(1);
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Sim.'));
    expect(await seedContent(t.db, [{ ref: FAQ, body: faq('Sim.') }])).toBe(0);
    expect(await versionsOf(FAQ)).toEqual([1]);
    // The code's copy changed and nobody has published: the seed brings it in.
    expect(await seedContent(t.db, [{ ref: FAQ, body: faq('Sim, grátis.') }])).toBe(1);
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Sim, grátis.'));
    expect(await versionsOf(FAQ)).toEqual([1, 2]);
  });

  it('keeps a draft off the public page until it is published, with audit rows', async () => {
    const saved = await saveContentDraft(t.db, actor, FAQ, faq('Sim, na recepção.'));
    expect(saved).toEqual({ outcome: 'saved' });
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Sim, grátis.'));
    expect(await contentDraft(t.db, FAQ)).toEqual(faq('Sim, na recepção.'));
    const listed = (await listContent(t.db)).find((e) => e.kind === 'faq' && e.locale === 'pt');
    expect(listed).toMatchObject({ hasDraft: true, publishedVersion: 2 });

    const published = await publishContent(t.db, actor, FAQ);
    expect(published).toEqual({ outcome: 'published', version: 3 });
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Sim, na recepção.'));
    expect(await contentDraft(t.db, FAQ)).toBeUndefined();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'faq:faq:pt'))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['content.draft', 'content.publish']);
    expect(audit[1]).toMatchObject({ actorEmail: actor.email, after: { version: 3 } });
    // Staff published: a later seed of the code's copy leaves their text.
    expect(await seedContent(t.db, [{ ref: FAQ, body: faq('Código novo.') }])).toBe(0);
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Sim, na recepção.'));
  });

  it('refuses an invalid draft and stores nothing', async () => {
    const before = await t.db.select().from(auditLog);
    const result = await saveContentDraft(t.db, actor, FAQ, { ...faq('x'), title: '' });
    expect(result).toMatchObject({ outcome: 'invalid', errors: [{ path: 'title' }] });
    const hostile = await saveContentDraft(t.db, actor, FAQ, { ...faq('x'), extra: 'x' });
    expect(hostile.outcome).toBe('invalid');
    expect(await contentDraft(t.db, FAQ)).toBeUndefined();
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('restores an old version as a new one, without rewriting history', async () => {
    const restored = await restoreContentVersion(t.db, other, FAQ, 1);
    expect(restored).toEqual({ outcome: 'restored', version: 4 });
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Sim.'));
    const entry = await contentEntry(t.db, FAQ);
    expect(entry.versions[0]).toMatchObject({
      version: 4,
      restoredFrom: 1,
      createdBy: other.email,
    });
    expect(await versionsOf(FAQ)).toEqual([1, 2, 3, 4]);
    expect(await restoreContentVersion(t.db, other, FAQ, 99)).toEqual({ outcome: 'not-found' });
    expect(await versionsOf(FAQ)).toEqual([1, 2, 3, 4]);
  });

  it('publishes once when two tabs publish the same draft at once', async () => {
    await saveContentDraft(t.db, actor, FAQ, faq('Duas abas.'));
    const results = await Promise.all([
      publishContent(t.db, actor, FAQ),
      publishContent(t.db, other, FAQ),
    ]);
    expect(results.filter((r) => r.outcome === 'published')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'no-draft')).toHaveLength(1);
    expect(await versionsOf(FAQ)).toEqual([1, 2, 3, 4, 5]);
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Duas abas.'));
  });

  it('keeps history linear under many concurrent saves, publishes and restores', async () => {
    const ref: ContentRef = { kind: 'faq', key: 'faq', locale: 'en' };
    await seedContent(t.db, [{ ref, body: faq('seed') }]);
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        await saveContentDraft(t.db, i % 2 ? actor : other, ref, faq(`edit ${i}`));
        if (i % 4 === 3) await restoreContentVersion(t.db, actor, ref, 1);
        else await publishContent(t.db, actor, ref);
      }),
    );
    const versions = await versionsOf(ref);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(versions.length).toBeGreaterThan(3);
    const entry = await contentEntry(t.db, ref);
    expect(entry.publishedVersion).toBe(versions.length);
  });

  it('discards a draft and leaves the published text', async () => {
    await saveContentDraft(t.db, actor, FAQ, faq('Rascunho.'));
    expect(await discardContentDraft(t.db, actor, FAQ)).toEqual({ outcome: 'discarded' });
    expect(await discardContentDraft(t.db, actor, FAQ)).toEqual({ outcome: 'no-draft' });
    expect(await publishContent(t.db, actor, FAQ)).toEqual({ outcome: 'no-draft' });
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Duas abas.'));
  });

  it('refuses to change or delete a published version (append-only table)', async () => {
    await expect(
      t.db
        .update(contentVersions)
        .set({ body: faq('rewritten') })
        .where(sql`true`),
    ).rejects.toThrow();
    await expect(t.db.delete(contentVersions).where(sql`true`)).rejects.toThrow();
    const [entry] = await t.db.select().from(contentEntries).where(eq(contentEntries.locale, 'pt'));
    expect(entry).toBeDefined();
    expect(await publishedContent(t.db, FAQ)).toEqual(faq('Duas abas.'));
  });
});
