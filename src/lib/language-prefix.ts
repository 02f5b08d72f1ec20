/** A first segment shaped like a language tag: `fr`, `de-DE`, `es_MX`, `pt-br`. */
const LANGUAGE_TAG = /^([a-z]{2})(?:[-_][a-z]{2,4})?$/i;

/**
 * Where a page path whose first segment is a language we do not serve goes (null: it is one
 * of ours, or no language at all). A regional or differently cased form of one of ours keeps
 * its language (`/es-MX/…` → `/es/…`, `/EN/` → `/en/`); any other language goes to the default
 * one (`/fr/` → `/es/`), the rest of the path kept. Without this, language routing took
 * `/fr/` for a page of the default language and answered `/es/fr/`, a 404.
 */
export function foreignLanguageTarget(
  pathname: string,
  ours: readonly string[],
  fallback: string,
): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const match = LANGUAGE_TAG.exec(first);
  if (!match || ours.includes(first)) return null;
  const base = match[1]!.toLowerCase();
  const target = ours.includes(base) ? base : fallback;
  const tail = rest.join('/');
  return `/${target}/${tail}`;
}
