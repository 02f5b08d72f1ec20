import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listHotelsWithRooms } from '@/domain/catalog';
import { auditLog, media, mediaAttachments } from '@/db/schema';
import { localStorage, sharpCodec } from '@/integrations/media';
import {
  decompressionBomb,
  oversizedPhoto,
  photoWithGps,
  SVG_IMAGE,
  testPhoto,
  TEXT_AS_JPEG,
} from '../../../tests/support/images';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  attachMedia,
  cardPhotos,
  deleteMedia,
  detachMedia,
  listMedia,
  MEDIA_LIMITS,
  mediaOf,
  updateMedia,
  uploadMedia,
  type MediaDeps,
} from '.';

const actor = { id: 'c1', email: 'content@staff.xcaret.test', role: 'content' };
const ALT = { es: 'Alberca al atardecer', en: 'Pool at sunset', pt: 'Piscina ao pôr do sol' };

/** Every file under a folder (the local storage's renditions). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }))
      if (entry.isDirectory()) walk(path.join(at, entry.name));
      else out.push(path.relative(dir, path.join(at, entry.name)));
  };
  try {
    walk(dir);
  } catch {
    return [];
  }
  return out;
}

describe.each(engines)('media library on %s', (engine) => {
  let t: TestDatabase;
  let dir: string;
  let deps: MediaDeps;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(path.join(tmpdir(), 'media-'));
    deps = { storage: localStorage(dir), images: sharpCodec };
    await t.db.delete(mediaAttachments);
    await t.db.delete(media);
  });

  it('stores a photograph in responsive AVIF and WebP widths, with its audit row', async () => {
    // A PNG named .jpg: the name lies harmlessly, the bytes decide.
    const bytes = await testPhoto('png', { width: 1200, height: 800 });
    const result = await uploadMedia(
      t.db,
      actor,
      { bytes, name: 'pool.jpg', alt: ALT, focalX: '30', focalY: '70' },
      deps,
    );
    expect(result.outcome).toBe('stored');
    const id = result.outcome === 'stored' ? result.id : '';
    const [row] = await t.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({
      kind: 'image',
      sourceType: 'image/png',
      width: 1200,
      height: 800,
      alt: ALT,
      focalX: 30,
      focalY: 70,
    });
    expect(row!.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual([
      '1200x800.avif',
      '1200x800.webp',
      '480x320.avif',
      '480x320.webp',
      '960x640.avif',
      '960x640.webp',
    ]);
    expect(filesUnder(dir).sort()).toEqual(row!.variants.map((v) => v.key).sort());
    // Each rendition really is what its name says.
    for (const v of row!.variants) {
      const meta = await sharp(Buffer.from((await deps.storage.get(v.key))!)).metadata();
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(v.width);
    }
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject([{ action: 'media.upload', actorEmail: actor.email }]);
  });

  it('accepts JPEG, WebP and AVIF too, and never enlarges a small one', async () => {
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const bytes = await testPhoto(format, { width: 320, height: 200 });
      const result = await uploadMedia(t.db, actor, { bytes, name: `x.${format}`, alt: ALT }, deps);
      expect(result.outcome, format).toBe('stored');
    }
    const rows = await t.db.select().from(media);
    expect(rows.map((r) => r.sourceType).sort()).toEqual([
      'image/avif',
      'image/jpeg',
      'image/webp',
    ]);
    for (const r of rows) expect(r.variants.map((v) => v.width)).toEqual([320, 320]);
  });

  it('drops EXIF and GPS from every rendition', async () => {
    const bytes = await photoWithGps();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const result = await uploadMedia(t.db, actor, { bytes, name: 'gps.jpg', alt: ALT }, deps);
    expect(result.outcome).toBe('stored');
    const [row] = await t.db.select().from(media);
    for (const v of row!.variants) {
      const out = Buffer.from((await deps.storage.get(v.key))!);
      const meta = await sharp(out).metadata();
      expect(meta.exif, v.key).toBeUndefined();
      expect(meta.xmp, v.key).toBeUndefined();
      expect(out.includes(Buffer.from('TestCam')), v.key).toBe(false);
    }
  });

  it('refuses a lying file, an SVG, an oversized file and a decompression bomb, storing nothing', async () => {
    const cases = [
      { bytes: TEXT_AS_JPEG, name: 'beach.jpg', reason: 'type' },
      { bytes: SVG_IMAGE, name: 'logo.png', reason: 'type' },
      {
        bytes: await oversizedPhoto(MEDIA_LIMITS.maxBytes + 1),
        name: 'big.jpg',
        reason: 'too-large',
      },
      { bytes: decompressionBomb(), name: 'bomb.png', reason: 'too-many-pixels' },
      { bytes: Buffer.alloc(0), name: 'empty.jpg', reason: 'empty' },
      // A valid header over a body cut short.
      { bytes: (await testPhoto('png')).subarray(0, 200), name: 'cut.png', reason: 'unreadable' },
    ];
    for (const c of cases)
      expect(
        await uploadMedia(t.db, actor, { bytes: c.bytes, name: c.name, alt: ALT }, deps),
        c.name,
      ).toEqual({ outcome: 'refused', reason: c.reason });
    expect(await t.db.select().from(media)).toEqual([]);
    expect(filesUnder(dir)).toEqual([]);
  });

  it('requires the alt text in every language before looking at the file', async () => {
    const result = await uploadMedia(
      t.db,
      actor,
      { bytes: TEXT_AS_JPEG, name: 'x.jpg', alt: { es: 'Playa', en: '' }, focalX: '200' },
      deps,
    );
    expect(result).toEqual({
      outcome: 'invalid',
      errors: [
        { field: 'alt.en', code: 'required' },
        { field: 'alt.pt', code: 'required' },
        { field: 'focalX', code: 'invalid' },
      ],
    });
    expect(filesUnder(dir)).toEqual([]);
  });

  it('removes the stored renditions when the row cannot be written', async () => {
    const bytes = await testPhoto('jpeg', { width: 500, height: 300 });
    const failing = {
      ...t.db,
      transaction: () => Promise.reject(new Error('database gone')),
    } as unknown as typeof t.db;
    await expect(
      uploadMedia(failing, actor, { bytes, name: 'x.jpg', alt: ALT }, deps),
    ).rejects.toThrow('database gone');
    expect(filesUnder(dir)).toEqual([]);
  });

  it("sets Hotel Xcaret Arte's hero (replacing the one before), a gallery once, edits audited", async () => {
    const up = async () => {
      const r = await uploadMedia(
        t.db,
        actor,
        { bytes: await testPhoto('jpeg', { width: 400, height: 300 }), name: 'a.jpg', alt: ALT },
        deps,
      );
      return r.outcome === 'stored' ? r.id : '';
    };
    const [first, second] = [await up(), await up()];
    const hero = { subjectType: 'hotel' as const, subjectKey: 'HXA', slot: 'hero' as const };
    expect(await attachMedia(t.db, actor, { ...hero, mediaId: first })).toEqual({
      outcome: 'attached',
    });
    expect(await attachMedia(t.db, actor, { ...hero, mediaId: first })).toEqual({
      outcome: 'unchanged',
    });
    expect(await attachMedia(t.db, actor, { ...hero, mediaId: second })).toEqual({
      outcome: 'attached',
    });
    expect((await mediaOf(t.db, 'hotel', 'HXA')).hero?.id).toBe(second);
    // Unknown hotel, unknown photograph.
    expect(await attachMedia(t.db, actor, { ...hero, subjectKey: 'NOPE', mediaId: first })).toEqual(
      { outcome: 'unknown-subject' },
    );
    expect(
      await attachMedia(t.db, actor, {
        ...hero,
        mediaId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual({ outcome: 'not-found' });
    // Galleries keep their order and take a photograph once.
    const gallery = { subjectType: 'hotel' as const, subjectKey: 'HXA', slot: 'gallery' as const };
    await attachMedia(t.db, actor, { ...gallery, mediaId: second });
    await attachMedia(t.db, actor, { ...gallery, mediaId: first });
    expect(await attachMedia(t.db, actor, { ...gallery, mediaId: first })).toEqual({
      outcome: 'unchanged',
    });
    expect((await mediaOf(t.db, 'hotel', 'HXA')).gallery.map((m) => m.id)).toEqual([second, first]);
    // Edits: alt and focal point, audited; the same values again change nothing.
    const edit = { alt: { ...ALT, en: 'Pool at dusk' }, focalX: '10', focalY: '90' };
    expect(await updateMedia(t.db, actor, first, edit)).toEqual({ outcome: 'saved' });
    expect(await updateMedia(t.db, actor, first, edit)).toEqual({ outcome: 'unchanged' });
    expect(await updateMedia(t.db, actor, first, { alt: { es: 'x' } })).toMatchObject({
      outcome: 'invalid',
    });
    const listed = await listMedia(t.db);
    const item = listed.find((m) => m.id === first)!;
    expect(item).toMatchObject({ focalX: 10, focalY: 90, alt: { en: 'Pool at dusk' } });
    expect(item.attachments.map((a) => a.slot)).toEqual(['gallery']);
    await detachMedia(t.db, actor, item.attachments[0]!.id);
    expect((await mediaOf(t.db, 'hotel', 'HXA')).gallery.map((m) => m.id)).toEqual([second]);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entity, 'media'))).map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === 'media.attach')).toHaveLength(4);
    expect(actions.filter((a) => a === 'media.update')).toHaveLength(1);
    expect(actions.filter((a) => a === 'media.detach')).toHaveLength(1);
  });

  it("reads every room type's card of a page in one query: the card, else the hero, never a video", async () => {
    const up = async (videoUrl?: string) => {
      const r = await uploadMedia(
        t.db,
        actor,
        {
          bytes: await testPhoto('jpeg', { width: 600, height: 400 }),
          name: 'room.jpg',
          alt: ALT,
          videoUrl,
          captionTracks: videoUrl
            ? { es: 'https://videos.xcaret.example/suite.es.vtt', en: '' }
            : undefined,
        },
        deps,
      );
      if (r.outcome !== 'stored') throw new Error(JSON.stringify(r));
      return r.id;
    };
    const rooms = (await listHotelsWithRooms(t.db)).flatMap((h) => h.roomTypes.map((r) => r.code));
    expect(rooms.length).toBeGreaterThanOrEqual(4);
    const [cardA, cardB, heroC, video] = [
      await up(),
      await up(),
      await up(),
      await up('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ];
    const attach = (mediaId: string, subjectKey: string, slot: 'hero' | 'card' | 'gallery') =>
      attachMedia(t.db, actor, { mediaId, subjectType: 'room_type', subjectKey, slot });
    await attach(cardA, rooms[0]!, 'card');
    await attach(heroC, rooms[0]!, 'hero'); // the card wins over the hero
    await attach(cardB, rooms[1]!, 'card');
    await attach(heroC, rooms[2]!, 'hero'); // no card: the hero
    await attach(video, rooms[3]!, 'card'); // a video is never a card's photograph
    await attach(cardB, rooms[3]!, 'gallery'); // nor is a gallery's
    // The same photograph as a hotel's card is another subject: not a room's.
    await attachMedia(t.db, actor, {
      mediaId: cardA,
      subjectType: 'hotel',
      subjectKey: 'HXA',
      slot: 'card',
    });

    const select = vi.spyOn(t.db, 'select');
    const photos = await cardPhotos(t.db, 'room_type', [...rooms, rooms[0]!, 'HXA', '../x']);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
    expect(Object.fromEntries([...photos].map(([k, m]) => [k, m.id]))).toEqual({
      [rooms[0]!]: cardA,
      [rooms[1]!]: cardB,
      [rooms[2]!]: heroC,
    });
    // No subject at all: no query.
    const none = vi.spyOn(t.db, 'select');
    expect((await cardPhotos(t.db, 'restaurant', [])).size).toBe(0);
    expect(none).not.toHaveBeenCalled();
    none.mockRestore();
    // A video's captions are kept, only the valid ones; a photograph keeps none.
    const stored = (await listMedia(t.db)).find((m) => m.id === video)!;
    expect(stored.captionTracks).toEqual({ es: 'https://videos.xcaret.example/suite.es.vtt' });
    expect((await listMedia(t.db)).find((m) => m.id === cardA)!.captionTracks).toBeNull();
    expect(
      await updateMedia(t.db, actor, video, {
        alt: ALT,
        captionTracks: { pt: 'javascript:alert(1)//.vtt' },
      }),
    ).toMatchObject({ outcome: 'invalid', errors: [{ field: 'captions.pt', code: 'invalid' }] });
    expect(
      await updateMedia(t.db, actor, video, {
        alt: ALT,
        captionTracks: { en: 'https://videos.xcaret.example/suite.en.vtt' },
      }),
    ).toEqual({ outcome: 'saved' });
    expect((await listMedia(t.db)).find((m) => m.id === video)!.captionTracks).toEqual({
      en: 'https://videos.xcaret.example/suite.en.vtt',
    });
  });

  it('keeps one hero when two editors set it at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await uploadMedia(
        t.db,
        actor,
        { bytes: await testPhoto('jpeg', { width: 300, height: 200 }), name: 'a.jpg', alt: ALT },
        deps,
      );
      if (r.outcome === 'stored') ids.push(r.id);
    }
    const results = await Promise.allSettled(
      ids.map((mediaId) =>
        attachMedia(t.db, actor, {
          mediaId,
          subjectType: 'hotel',
          subjectKey: 'HXM',
          slot: 'hero',
        }),
      ),
    );
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    const heroes = await t.db
      .select()
      .from(mediaAttachments)
      .where(eq(mediaAttachments.subjectKey, 'HXM'));
    expect(heroes).toHaveLength(1);
  });

  it('deletes a photograph from every page, the library and the storage, once', async () => {
    const r = await uploadMedia(
      t.db,
      actor,
      { bytes: await testPhoto('jpeg', { width: 600, height: 400 }), name: 'a.jpg', alt: ALT },
      deps,
    );
    const id = r.outcome === 'stored' ? r.id : '';
    const kept = await uploadMedia(
      t.db,
      actor,
      { bytes: await testPhoto('png', { width: 300, height: 200 }), name: 'b.png', alt: ALT },
      deps,
    );
    const keptId = kept.outcome === 'stored' ? kept.id : '';
    await attachMedia(t.db, actor, {
      mediaId: id,
      subjectType: 'hotel',
      subjectKey: 'HXA',
      slot: 'hero',
    });
    await attachMedia(t.db, actor, {
      mediaId: id,
      subjectType: 'park',
      subjectKey: 'XC-BASIC',
      slot: 'gallery',
    });
    await attachMedia(t.db, actor, {
      mediaId: keptId,
      subjectType: 'park',
      subjectKey: 'XC-BASIC',
      slot: 'gallery',
    });
    const keptFiles = (await listMedia(t.db))
      .find((m) => m.id === keptId)!
      .variants.map((v) => v.key);

    // Two editors delete it at once: one deletes, the other finds nothing.
    const results = await Promise.all([
      deleteMedia(t.db, actor, id, deps.storage),
      deleteMedia(t.db, actor, id, deps.storage),
    ]);
    expect(results.map((x) => x.outcome).sort()).toEqual(['deleted', 'not-found']);
    expect(results.find((x) => x.outcome === 'deleted')).toEqual({
      outcome: 'deleted',
      shownOn: 2,
    });

    expect((await mediaOf(t.db, 'hotel', 'HXA')).hero).toBeUndefined();
    expect((await mediaOf(t.db, 'park', 'XC-BASIC')).gallery.map((m) => m.id)).toEqual([keptId]);
    expect((await listMedia(t.db)).map((m) => m.id)).toEqual([keptId]);
    // Only the other photograph's renditions are left in the storage.
    expect(filesUnder(dir).sort()).toEqual(keptFiles.sort());
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    const deletion = audit.filter((a) => a.action === 'media.delete');
    expect(deletion).toHaveLength(1);
    expect(deletion[0]!.before).toMatchObject({
      originalName: 'a.jpg',
      shownOn: expect.arrayContaining([
        { subject: 'hotel', key: 'HXA', slot: 'hero' },
        { subject: 'park', key: 'XC-BASIC', slot: 'gallery' },
      ]),
    });
    // Hostile or unknown ids delete nothing.
    for (const bad of [
      '',
      'not-a-uuid',
      "'; DROP TABLE media; --",
      '00000000-0000-4000-8000-000000000000',
    ])
      expect(await deleteMedia(t.db, actor, bad, deps.storage)).toEqual({ outcome: 'not-found' });
    expect((await listMedia(t.db)).map((m) => m.id)).toEqual([keptId]);
  });
});
