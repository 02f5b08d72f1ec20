import 'server-only';
import { listHotelsWithRooms, listProducts, productName } from '@/domain/catalog';
import { contentCopy } from '@/domain/content';
import {
  listMedia,
  restaurantKey,
  MEDIA_LOCALES,
  uploadMedia,
  type MediaFieldError,
  type UploadRefusal,
} from '@/domain/media';
import { staffMay, type StaffLocale } from '@/domain/staff';
import { adminLocale, getDb, mediaDeps, requireStaffPage, staffEndpoint } from '@/server';

/** One place a photograph can be shown: `<subject type>:<key>` and its name in the list. */
export type SubjectOption = {
  value: string;
  label: string;
  group: 'hotel' | 'room_type' | 'restaurant' | 'park' | 'tour';
};

async function subjectOptions(locale: StaffLocale): Promise<SubjectOption[]> {
  const db = await getDb();
  const [hotels, products] = await Promise.all([listHotelsWithRooms(db), listProducts(db)]);
  const options: SubjectOption[] = [];
  for (const h of hotels) options.push({ value: `hotel:${h.code}`, label: h.name, group: 'hotel' });
  for (const h of hotels)
    for (const r of h.roomTypes)
      options.push({
        value: `room_type:${r.code}`,
        label: `${h.name} · ${r.name[locale]}`,
        group: 'room_type',
      });
  // Restaurants and bars by the name the gastronomy pages give them (the same in every language).
  for (const page of [contentCopy[locale].restaurants, contentCopy[locale].bars])
    for (const section of page.sections)
      for (const item of section.items ?? [])
        if (!options.some((o) => o.value === `restaurant:${restaurantKey(item.title)}`))
          options.push({
            value: `restaurant:${restaurantKey(item.title)}`,
            label: `${item.title} · ${section.heading}`,
            group: 'restaurant',
          });
  for (const p of products)
    options.push({ value: `${p.kind}:${p.code}`, label: productName(p, locale), group: p.kind });
  return options;
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** /admin/media/: the library, the upload form (refilled after a refusal) and the outcome. */
export async function loadMediaPage(params: Record<string, string | string[] | undefined>) {
  const { staff } = await requireStaffPage('media:read', '/admin/media/');
  const locale = await adminLocale();
  const [items, subjects] = await Promise.all([listMedia(await getDb()), subjectOptions(locale)]);
  const errors = (one(params.e) ?? '').split(',').filter((f) => /^[a-zA-Z.]{1,12}$/.test(f));
  const id = one(params.id);
  return {
    /** The photograph the outcome is about (none: the upload form's). */
    focus: id && /^[0-9a-f-]{36}$/.test(id) ? id : undefined,
    locale,
    items,
    subjects,
    canUpdate: staffMay(staff.role, 'media:update'),
    outcome: one(params.outcome),
    reason: one(params.reason),
    errors,
    /** The texts the form had when it was refused (a file input cannot be refilled). */
    draft: {
      alt: Object.fromEntries(MEDIA_LOCALES.map((l) => [l, one(params[`a_${l}`]) ?? ''])),
      focalX: one(params.fx) ?? '50',
      focalY: one(params.fy) ?? '50',
      videoUrl: one(params.v) ?? '',
    },
  };
}

export type MediaPageData = Awaited<ReturnType<typeof loadMediaPage>>;

function back(query: Record<string, string>): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/admin/media/?${new URLSearchParams(query).toString()}`,
      'Cache-Control': 'no-store',
    },
  });
}

/** The query that refills the form and names what was wrong. */
function refusal(
  form: FormData,
  outcome:
    | { outcome: 'invalid'; errors: MediaFieldError[] }
    | { outcome: 'refused'; reason: UploadRefusal },
): Record<string, string> {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 500);
  const query: Record<string, string> = { outcome: outcome.outcome };
  if (outcome.outcome === 'refused') query.reason = outcome.reason;
  else query.e = outcome.errors.map((e) => e.field).join(',');
  for (const l of MEDIA_LOCALES) query[`a_${l}`] = text(`alt_${l}`);
  query.fx = text('focalX');
  query.fy = text('focalY');
  query.v = text('videoUrl');
  return query;
}

/**
 * POST /api/admin/v1/media/ (media:update): the upload form's multipart post, which works
 * without JavaScript; answers with a redirect back to the library saying what happened. A post
 * from another site is refused (the Origin must be ours).
 */
export const uploadEndpoint = staffEndpoint('media:update', async ({ actor }, request) => {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin && !sameHost(origin, request))
    return Response.json({ error: { code: 'FORBIDDEN' } }, { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back({ outcome: 'refused', reason: 'empty' });
  }
  const file = form.get('file');
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const result = await uploadMedia(
    await getDb(),
    actor,
    {
      bytes,
      name: file instanceof File ? file.name : '',
      alt: Object.fromEntries(MEDIA_LOCALES.map((l) => [l, form.get(`alt_${l}`)])),
      focalX: form.get('focalX') ?? undefined,
      focalY: form.get('focalY') ?? undefined,
      videoUrl: form.get('videoUrl') ?? undefined,
      captionTracks: Object.fromEntries(MEDIA_LOCALES.map((l) => [l, form.get(`captions_${l}`)])),
    },
    mediaDeps(),
  );
  if (result.outcome === 'stored') return back({ outcome: 'stored', id: result.id });
  return back(refusal(form, result));
});

/** The Origin names the host the request came to (behind a proxy, its forwarded host). */
function sameHost(origin: string, request: Request): boolean {
  try {
    const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '')
      .split(',')[0]!
      .trim()
      .toLowerCase();
    return new URL(origin).host.toLowerCase() === host;
  } catch {
    return false;
  }
}
