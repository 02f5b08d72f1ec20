import 'server-only';
import { attachMedia, hasMediaBy, uploadMedia } from '@/domain/media';
import { demoPictures } from '@/integrations/media';
import { logger } from '@/lib/logger';
import { mediaDeps } from './adapters';
import { getDb } from './database';

/** Who the demo's photographs are by, in the library and the audit log. */
export const DEMO_MEDIA_ACTOR = {
  id: 'demo-media',
  email: 'demo-media@xcaret.example',
  role: 'system',
};

/** Which hotel gallery shows which drawing (by scene), in order. */
const GALLERIES: Record<string, string[]> = {
  HXM: ['turquoise-cove', 'reef', 'sunset-sea', 'mayan-steps'],
  HXA: ['sunset-sea', 'cenote', 'mayan-steps', 'turquoise-cove'],
  LCDP: ['turquoise-cove', 'sunset-sea', 'reef'],
};

/**
 * The demo's photographs (DEMO_NOTICE=1): the drawings of integrations/media/demo-art go
 * through the library's own upload (checked, resized, audited) once per database, then into
 * the hotels' galleries. A database that has them already is left alone; an operator's
 * changes to them stay.
 */
export async function seedDemoMedia(): Promise<number> {
  const db = await getDb();
  if (await hasMediaBy(db, DEMO_MEDIA_ACTOR.email)) return 0;
  const ids = new Map<string, string>();
  for (const picture of await demoPictures()) {
    const result = await uploadMedia(
      db,
      DEMO_MEDIA_ACTOR,
      { bytes: picture.bytes, name: picture.name, alt: picture.alt },
      mediaDeps(),
    );
    if (result.outcome === 'stored') ids.set(picture.scene, result.id);
    else logger.warn({ picture: picture.name, result }, 'demo photograph refused');
  }
  for (const [hotel, scenes] of Object.entries(GALLERIES))
    for (const scene of scenes) {
      const mediaId = ids.get(scene);
      if (mediaId)
        await attachMedia(db, DEMO_MEDIA_ACTOR, {
          mediaId,
          subjectType: 'hotel',
          subjectKey: hotel,
          slot: 'gallery',
        });
    }
  return ids.size;
}
