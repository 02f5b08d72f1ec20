import type { MediaDeps } from '@/domain/media';
import type { Env } from '@/lib/env';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import { sharpCodec } from './sharp-codec';

export { demoPictures, type DemoPicture } from './demo-art';
export { localStorage, safeKey } from './local-storage';
export { s3Storage } from './s3-storage';
export { sharpCodec } from './sharp-codec';

/** The media library's storage and codec, from the settings (MEDIA_STORAGE, MEDIA_DIR, MEDIA_S3_*). */
export function createMediaDeps(
  settings: Pick<
    Env,
    | 'MEDIA_STORAGE'
    | 'MEDIA_DIR'
    | 'MEDIA_S3_ENDPOINT'
    | 'MEDIA_S3_BUCKET'
    | 'MEDIA_S3_REGION'
    | 'MEDIA_S3_ACCESS_KEY_ID'
    | 'MEDIA_S3_SECRET_ACCESS_KEY'
  >,
): MediaDeps {
  const storage =
    settings.MEDIA_STORAGE === 's3'
      ? s3Storage({
          endpoint: settings.MEDIA_S3_ENDPOINT!,
          bucket: settings.MEDIA_S3_BUCKET!,
          region: settings.MEDIA_S3_REGION,
          accessKeyId: settings.MEDIA_S3_ACCESS_KEY_ID!,
          secretAccessKey: settings.MEDIA_S3_SECRET_ACCESS_KEY!,
        })
      : localStorage(settings.MEDIA_DIR);
  return { storage, images: sharpCodec };
}
