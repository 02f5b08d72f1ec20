/**
 * Where a path that breaks the site's trailing-slash convention goes (null: nowhere, it is
 * fine): pages and API paths end with a slash (`/es/hoteles/`), files do not
 * (`/favicon.svg`), and `/.well-known/` and Next.js's own `/_next/` are left as they are. The
 * same rules as Next.js's `trailingSlash: true` redirects, made by the proxy so that the
 * redirect carries the security headers.
 */
export function trailingSlashTarget(pathname: string): string | null {
  if (pathname === '/' || pathname.startsWith('/_next/') || pathname.startsWith('/.well-known/'))
    return null;
  const trimmed = pathname.replace(/\/+$/, '');
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  const isFile = /\.\w+$/.test(last);
  if (isFile) return pathname.endsWith('/') ? trimmed : null;
  return pathname.endsWith('/') ? null : `${pathname}/`;
}
