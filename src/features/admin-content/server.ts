import 'server-only';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { listHotelsWithRooms, listProducts } from '@/domain/catalog';
import {
  allContentRefs,
  CATALOGUE_KIND_NAMES,
  CATALOGUE_KINDS,
  CONTENT_KINDS,
  contentEntry,
  contentRef,
  formFromBody,
  hotelTextOf,
  isCatalogueKind,
  kindLocales,
  listContent,
  parkTextOf,
  roomTypeTextOf,
  type CatalogueKind,
  type ContentBody,
  type ContentKind,
  type ContentLocale,
  type ContentRef,
} from '@/domain/content';
import { localizedPath, type AppPathname } from '@/i18n/paths';
import { safeRedirectPath } from '@/lib/redirect';
import { adminLocale, getDb, requireStaffPage, staffEndpoint, type Db } from '@/server';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The public page that shows each entry (the preview opens it in draft mode). */
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

/**
 * One catalogue text the back office edits (decision 0041): its kind and code, the name staff
 * know it by, its public page, and the catalogue's words (the form's start before any version
 * is stored, and the pages' fallback).
 */
type CatalogueText = {
  kind: CatalogueKind;
  key: string;
  label: string;
  /** The hotel a room type belongs to (the list groups rooms under it). */
  group?: string;
  page: (locale: ContentLocale, query?: Record<string, string>) => string;
  source: (locale: ContentLocale) => ContentBody;
};

/** Every catalogue text: the hotels, their room types, the parks and tours (catalogue order). */
async function catalogueRecords(db: Db, lang: 'es' | 'en' = 'es'): Promise<CatalogueText[]> {
  const [hotels, products] = await Promise.all([listHotelsWithRooms(db), listProducts(db)]);
  const out: CatalogueText[] = [];
  for (const hotel of hotels) {
    const page = (locale: ContentLocale, query?: Record<string, string>) =>
      localizedPath(locale, { pathname: `/${hotel.slug}` as AppPathname, query });
    out.push({
      kind: 'hotel',
      key: hotel.code,
      label: hotel.name,
      page,
      source: (l) => hotelTextOf(hotel.content, l),
    });
    for (const room of hotel.roomTypes)
      out.push({
        kind: 'roomType',
        key: room.code,
        label: `${hotel.name} · ${room.name[lang]}`,
        group: hotel.name,
        page,
        source: (l) => roomTypeTextOf(room, l),
      });
  }
  for (const product of products)
    out.push({
      kind: 'park',
      key: product.code,
      label: product.name[lang],
      page: (locale, query) =>
        localizedPath(locale, {
          pathname: product.kind === 'tour' ? '/tours/[slug]' : '/parks/[slug]',
          params: { slug: product.slug },
          query,
        }),
      source: (l) => parkTextOf(product.content, l === 'pt' ? 'en' : l),
    });
  return out;
}

/** The catalogue's record behind a catalogue entry, or undefined when the code is unknown. */
export async function catalogueText(ref: ContentRef): Promise<CatalogueText | undefined> {
  if (!isCatalogueKind(ref.kind)) return undefined;
  return (await catalogueRecords(await getDb())).find(
    (c) => c.kind === ref.kind && c.key === ref.key,
  );
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
  /** The catalogue's name of a catalogue text (the copy's pages are named by the messages). */
  label?: string;
  group?: string;
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
  const db = await getDb();
  const locale = await adminLocale();
  const [stored, catalogue] = await Promise.all([
    listContent(db),
    catalogueRecords(db, locale === 'en' ? 'en' : 'es'),
  ]);
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
  for (const c of catalogue) {
    const row: ContentListRow = {
      kind: c.kind,
      key: c.key,
      label: c.label,
      group: c.group,
      locales: [],
    };
    for (const locale of kindLocales(c.kind)) {
      const ref: ContentRef = { kind: c.kind, key: c.key, locale };
      const s = state.get(`${ref.kind}:${ref.key}:${ref.locale}`);
      row.locales.push({
        ref,
        href: editorPath(ref),
        publishedVersion: s?.publishedVersion ?? null,
        hasDraft: s?.hasDraft ?? false,
      });
    }
    rows.push(row);
  }
  return { locale, rows, catalogueKinds: CATALOGUE_KIND_NAMES };
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
  const catalogue = isCatalogueKind(ref.kind) ? await catalogueText(ref) : undefined;
  if (isCatalogueKind(ref.kind) && !catalogue) notFound();
  const entry = await contentEntry(await getDb(), ref);
  const body = entry.draft ?? entry.published ?? catalogue?.source(ref.locale);
  const errors = (one(query.e) ?? '')
    .split(',')
    .filter((p) => /^[a-zA-Z0-9.]{1,60}$/.test(p))
    .slice(0, 20);
  return {
    locale: await adminLocale(),
    entry: ref,
    fields: isCatalogueKind(ref.kind)
      ? CATALOGUE_KINDS[ref.kind].fields
      : CONTENT_KINDS[ref.kind].fields,
    pageLabel: catalogue?.label,
    values: Object.fromEntries(formFromBody(ref.kind, body)),
    hasDraft: entry.draft !== null,
    draftBy: entry.draftBy,
    draftAt: entry.draftAt,
    publishedVersion: entry.publishedVersion,
    versions: entry.versions,
    previewHref: previewLink(
      catalogue ? catalogue.page(ref.locale, { preview: '1' }) : publicPath(ref, { preview: '1' }),
    ),
    publicHref: catalogue ? catalogue.page(ref.locale) : publicPath(ref),
    outcome: one(query.outcome)?.slice(0, 20),
    version: one(query.v)?.match(/^\d{1,6}$/)?.[0],
    errors,
  };
}

export type ContentEditorData = Awaited<ReturnType<typeof loadContentEditor>>;

/** Where the back office's preview link goes: it turns draft mode on, then opens the page. */
export function previewLink(publicHref: string): string {
  return `/api/admin/v1/content-preview/?to=${encodeURIComponent(publicHref)}`;
}

/**
 * GET /api/admin/v1/content-preview/?to=<public path> (content:update): turns Next's draft mode
 * on for this browser and sends it to the page, which then shows the drafts (issue 17) rendered
 * per request, while everybody else gets the cached public page (issue 18). `to` is one of our
 * own paths (safeRedirectPath), else the home page; the page shows drafts only with `?preview=1`
 * (so the editor's other visits see the public page).
 */
export const contentPreviewEndpoint = staffEndpoint('content:update', async (_check, request) => {
  const to = safeRedirectPath(new URL(request.url).searchParams.get('to'), '/');
  (await draftMode()).enable();
  return new Response(null, {
    status: 303,
    headers: { Location: to, 'Cache-Control': 'no-store' },
  });
});
