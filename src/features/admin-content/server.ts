import 'server-only';
import { notFound } from 'next/navigation';
import {
  allContentRefs,
  CONTENT_KINDS,
  contentEntry,
  contentRef,
  formFromBody,
  listContent,
  type ContentKind,
  type ContentRef,
} from '@/domain/content';
import { localizedPath, type AppPathname } from '@/i18n/paths';
import { adminLocale, getDb, requireStaffPage } from '@/server';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The public page that shows each entry (the preview opens it with `?preview=1`). */
const PUBLIC_PAGES: Record<string, AppPathname> = {
  home: '/',
  hotelsListing: '/xcaret-hotels',
  allFunInclusive: '/all-fun-inclusive',
  restaurants: '/restaurants',
  bars: '/bars',
  spa: '/spa',
  weddings: '/weddings',
  meetings: '/meetings-events',
  offers: '/special-offers',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
};

/** The public address of an entry's page, in its language. */
export function publicPath(ref: ContentRef, query?: Record<string, string>): string {
  if (ref.kind === 'city')
    return localizedPath(ref.locale, {
      pathname: '/hotels-in/[city]',
      params: { city: ref.key },
      query,
    });
  return localizedPath(ref.locale, { pathname: PUBLIC_PAGES[ref.key]!, query });
}

/** The editor's address for an entry. */
export function editorPath(ref: ContentRef, query?: Record<string, string>): string {
  const path = `/admin/content/${ref.kind}/${ref.key}/${ref.locale}/`;
  const params = new URLSearchParams(query);
  return params.size ? `${path}?${params}` : path;
}

export type ContentListRow = {
  kind: ContentKind;
  key: string;
  locales: {
    ref: ContentRef;
    href: string;
    publishedVersion: number | null;
    hasDraft: boolean;
  }[];
};

/** /admin/content/: every page of copy, by kind, with each language's state (content:update). */
export async function loadContentList() {
  await requireStaffPage('content:update', '/admin/content/');
  const stored = await listContent(await getDb());
  const state = new Map(stored.map((s) => [`${s.kind}:${s.key}:${s.locale}`, s]));
  const rows: ContentListRow[] = [];
  for (const ref of allContentRefs()) {
    let row = rows.find((r) => r.kind === ref.kind && r.key === ref.key);
    if (!row) rows.push((row = { kind: ref.kind, key: ref.key, locales: [] }));
    const s = state.get(`${ref.kind}:${ref.key}:${ref.locale}`);
    row.locales.push({
      ref,
      href: editorPath(ref),
      publishedVersion: s?.publishedVersion ?? null,
      hasDraft: s?.hasDraft ?? false,
    });
  }
  return { locale: await adminLocale(), rows };
}

export type ContentListData = Awaited<ReturnType<typeof loadContentList>>;

/** /admin/content/<kind>/<key>/<locale>/: the form of one entry, its state and history. */
export async function loadContentEditor(
  params: { kind: string; key: string; locale: string },
  query: Query,
) {
  const ref = contentRef(params.kind, params.key, params.locale);
  // The role first: a page that is not theirs is not theirs whatever entry it names.
  await requireStaffPage('content:update', ref ? editorPath(ref) : '/admin/content/');
  if (!ref) notFound();
  const entry = await contentEntry(await getDb(), ref);
  const body = entry.draft ?? entry.published;
  const errors = (one(query.e) ?? '')
    .split(',')
    .filter((p) => /^[a-zA-Z0-9.]{1,60}$/.test(p))
    .slice(0, 20);
  return {
    locale: await adminLocale(),
    entry: ref,
    fields: CONTENT_KINDS[ref.kind].fields,
    values: Object.fromEntries(formFromBody(ref.kind, body)),
    hasDraft: entry.draft !== null,
    draftBy: entry.draftBy,
    draftAt: entry.draftAt,
    publishedVersion: entry.publishedVersion,
    versions: entry.versions,
    previewHref: publicPath(ref, { preview: '1' }),
    publicHref: publicPath(ref),
    outcome: one(query.outcome)?.slice(0, 20),
    version: one(query.v)?.match(/^\d{1,6}$/)?.[0],
    errors,
  };
}

export type ContentEditorData = Awaited<ReturnType<typeof loadContentEditor>>;
