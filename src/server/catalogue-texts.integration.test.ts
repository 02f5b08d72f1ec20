import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentEntries, contentVersions } from '@/db/schema';
import { listHotelsWithRooms, listProducts, type HotelWithRooms } from '@/domain/catalog';
import {
  contentBodies,
  contentEntry,
  hotelTextOf,
  hotelTextRefs,
  parkTextRefs,
  publishContent,
  restoreContentVersion,
  saveContentDraft,
  seedContent,
  validateContent,
  withHotelTexts,
  type ContentRef,
} from '@/domain/content';
import { createTestDatabase, engines, type TestDatabase } from '../../tests/support/databases';
import { catalogueTextItems } from './content-seed';

const actor = { id: 'c1', email: 'content@staff.xcaret.test', role: 'content' };

/**
 * Issue 17, decision 0041: the catalogue's texts seeded as content entries by the start-up
 * job, read by the pages in one query, a draft hidden until published, a restore bringing an
 * old text back, and the catalogue's words where no entry is readable.
 */
describe.each(engines)('catalogue texts on %s', (engine) => {
  let t: TestDatabase;
  let hotels: HotelWithRooms[];
  const ARTE: ContentRef = { kind: 'hotel', key: 'HXA', locale: 'es' };
  const id = (ref: ContentRef) => `${ref.kind}:${ref.key}:${ref.locale}`;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    hotels = await listHotelsWithRooms(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("seeds every hotel, room type and park text from the catalogue's records, once", async () => {
    const items = await catalogueTextItems(t.db);
    const rooms = hotels.reduce((n, h) => n + h.roomTypes.length, 0);
    const products = await listProducts(t.db);
    expect(items).toHaveLength(hotels.length * 3 + rooms * 3 + products.length * 2);
    expect(items.filter((i) => i.ref.kind === 'park' && i.ref.locale === 'pt')).toEqual([]);
    for (const item of items) expect(validateContent(item.ref.kind, item.body).ok).toBe(true);
    expect(await seedContent(t.db, items)).toBe(items.length);
    expect(await seedContent(t.db, items)).toBe(0);
  });

  it('reads every text of a list page in ONE query', async () => {
    const refs = [...hotelTextRefs(hotels, 'es'), ...parkTextRefs(await listProducts(t.db), 'es')];
    const select = vi.spyOn(t.db, 'select');
    try {
      const texts = await contentBodies(t.db, refs);
      expect(select).toHaveBeenCalledTimes(1);
      expect(texts.size).toBe(refs.length);
    } finally {
      select.mockRestore();
    }
    const arte = hotels.find((h) => h.code === 'HXA')!;
    const texts = await contentBodies(t.db, [ARTE]);
    expect(texts.get(id(ARTE))).toEqual(hotelTextOf(arte.content, 'es'));
    // Only what was asked: the English entry of the same hotel is not in the answer.
    expect(texts.has(id({ ...ARTE, locale: 'en' }))).toBe(false);
  });

  it('keeps a draft off the pages, shows it to the preview, publishes and restores it', async () => {
    const arte = hotels.find((h) => h.code === 'HXA')!;
    const seeded = hotelTextOf(arte.content, 'es');
    const edited = { ...seeded, description: ['Un hotel de arte mexicano, editado.'] };
    expect(await saveContentDraft(t.db, actor, ARTE, edited)).toEqual({ outcome: 'saved' });

    expect((await contentBodies(t.db, [ARTE])).get(id(ARTE))).toEqual(seeded);
    expect((await contentBodies(t.db, [ARTE], { drafts: true })).get(id(ARTE))).toEqual(edited);

    const published = await publishContent(t.db, actor, ARTE);
    expect(published.outcome).toBe('published');
    const texts = await contentBodies(t.db, [ARTE]);
    expect(texts.get(id(ARTE))).toEqual(edited);
    const shown = withHotelTexts(arte, 'es', texts);
    expect(shown.content.description.map((p) => p.es)).toEqual([
      'Un hotel de arte mexicano, editado.',
    ]);
    // The catalogue's own record is not changed: it stays the seed and the fallback.
    expect((await listHotelsWithRooms(t.db)).find((h) => h.code === 'HXA')!.content).toEqual(
      arte.content,
    );

    // Staff have published: a changed catalogue text no longer replaces theirs.
    expect(
      await seedContent(t.db, [{ ref: ARTE, body: { ...seeded, tagline: 'Otra frase' } }]),
    ).toBe(0);
    expect((await contentBodies(t.db, [ARTE])).get(id(ARTE))).toEqual(edited);

    const restored = await restoreContentVersion(t.db, actor, ARTE, 1);
    expect(restored).toEqual({ outcome: 'restored', version: 3 });
    expect((await contentBodies(t.db, [ARTE])).get(id(ARTE))).toEqual(seeded);
    expect((await contentEntry(t.db, ARTE)).versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it("leaves out a stored body that no longer passes its schema (the page shows the catalogue's)", async () => {
    const ref: ContentRef = { kind: 'roomType', key: 'LCDP-OVS', locale: 'pt' };
    const [entry] = await t.db
      .insert(contentEntries)
      .values({ kind: ref.kind, key: ref.key, locale: ref.locale })
      .onConflictDoUpdate({
        target: [contentEntries.kind, contentEntries.key, contentEntries.locale],
        set: { publishedVersion: null },
      })
      .returning();
    await t.db
      .insert(contentVersions)
      .values({ entryId: entry!.id, version: 99, body: { bed: '<b>x</b>' }, createdBy: 'x' });
    await t.db
      .update(contentEntries)
      .set({ publishedVersion: 99 })
      .where(eq(contentEntries.id, entry!.id));
    expect((await contentBodies(t.db, [ref])).has(id(ref))).toBe(false);
    expect(await contentBodies(t.db, [])).toEqual(new Map());
  });
});
