/**
 * The origins videos are played from in the pages (issue 17), shared by the media library's
 * rules (which address plays where) and the CSP (which origins it allows): nothing else.
 */

/** The privacy-friendly players the park widget frames on a click: frame-src names these. */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/** An origin as VIDEO_ORIGINS lists it: https, no path, no wildcard; null otherwise. */
export function videoFileOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    if (url.pathname !== '/' || url.search || url.hash || url.hostname.includes('*')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The allowed file origins of a VIDEO_ORIGINS setting (comma-separated), invalid ones dropped. */
export function videoFileOrigins(setting: string | undefined): string[] {
  return [
    ...new Set(
      (setting ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map(videoFileOrigin)
        .filter((o): o is string => o !== null),
    ),
  ];
}
