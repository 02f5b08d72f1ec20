/**
 * The language an API answers in: the `locale` query parameter when it names a supported one,
 * else the best match of the Accept-Language header (quality values honoured, a regional tag
 * matching its language: `es-MX` → `es`), else `fallback`.
 */
export function requestLanguage<L extends string>(
  request: Request,
  supported: readonly L[],
  fallback: L,
): L {
  const asked = new URL(request.url).searchParams.get('locale')?.toLowerCase();
  if (asked && (supported as readonly string[]).includes(asked)) return asked as L;
  return negotiateLanguage(request.headers.get('accept-language'), supported, fallback);
}

/** The best supported language of an Accept-Language header (RFC 9110 §12.5.4). */
export function negotiateLanguage<L extends string>(
  header: string | null,
  supported: readonly L[],
  fallback: L,
): L {
  if (!header) return fallback;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return fallback;
    const base = tag.split('-')[0]!;
    const match = supported.find((l) => l === tag || l === base);
    if (match) return match;
  }
  return fallback;
}
