import { z } from 'zod';
import {
  CATALOGUE_KEY,
  hotelTextSchema,
  parkTextSchema,
  roomTypeTextSchema,
  type HotelText,
  type ParkText,
  type RoomTypeText,
} from './catalog-text.rules';
import { CITY_SLUGS } from './copy/types';

/**
 * The editable copy (issue 17, decision 0035): one generic mechanism for every kind of text.
 * An entry is keyed by (kind, key, locale); its body is JSON checked by the kind's schema. The
 * schemas mirror the copy's TypeScript types (./copy/types.ts; a type test
 * keeps them equal), and the editor's form is generated from the same description.
 */

export const CONTENT_LOCALES = ['es', 'en', 'pt'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

const LINE = 300;
const TEXT = 5000;
const LIST = 100;

const line = z.string().trim().min(1).max(LINE);
const text = z.string().trim().min(1).max(TEXT);

export const contentItemSchema = z.strictObject({
  title: line,
  text,
  meta: line.optional(),
});
export const contentSectionSchema = z.strictObject({
  heading: line,
  paragraphs: z.array(text).max(LIST),
  items: z.array(contentItemSchema).max(LIST).optional(),
});
export const contentPageSchema = z.strictObject({
  title: line,
  metaDescription: z.string().trim().min(1).max(155),
  intro: text,
  sections: z.array(contentSectionSchema).min(1).max(LIST),
});
export const faqPageSchema = contentPageSchema.extend({
  questions: z
    .array(z.strictObject({ q: line, a: text, topic: line }))
    .min(1)
    .max(LIST * 2),
});

export type ContentPageBody = z.infer<typeof contentPageSchema>;
export type FaqPageBody = z.infer<typeof faqPageSchema>;

/**
 * How a field is edited: one line, a text area, paragraphs (blank-line separated), lines (one
 * item per line: highlights, amenities, included items), a list of rows.
 */
export type FieldSpec =
  | { name: string; type: 'line' | 'text' | 'paragraphs' | 'lines'; optional?: boolean }
  | { name: string; type: 'list'; fields: FieldSpec[]; optional?: boolean };

const pageFields: FieldSpec[] = [
  { name: 'title', type: 'line' },
  { name: 'metaDescription', type: 'line' },
  { name: 'intro', type: 'text' },
  {
    name: 'sections',
    type: 'list',
    fields: [
      { name: 'heading', type: 'line' },
      { name: 'paragraphs', type: 'paragraphs' },
      {
        name: 'items',
        type: 'list',
        optional: true,
        fields: [
          { name: 'title', type: 'line' },
          { name: 'text', type: 'text' },
          { name: 'meta', type: 'line', optional: true },
        ],
      },
    ],
  },
];
const faqFields: FieldSpec[] = [
  ...pageFields,
  {
    name: 'questions',
    type: 'list',
    fields: [
      { name: 'topic', type: 'line' },
      { name: 'q', type: 'line' },
      { name: 'a', type: 'text' },
    ],
  },
];

/** Every kind of copy: its keys, its schema and its form. */
export const CONTENT_KINDS = {
  faq: { keys: ['faq'], schema: faqPageSchema, fields: faqFields },
  legal: { keys: ['privacy', 'terms'], schema: contentPageSchema, fields: pageFields },
  page: {
    keys: [
      'home',
      'hotelsListing',
      'allFunInclusive',
      'restaurants',
      'bars',
      'spa',
      'weddings',
      'meetings',
      'offers',
    ],
    schema: contentPageSchema,
    fields: pageFields,
  },
  city: { keys: CITY_SLUGS, schema: contentPageSchema, fields: pageFields },
} as const;
/** The kinds of the site's copy (their keys are the code's pages). */
export type CopyKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as CopyKind[];

/**
 * The catalogue's texts (decision 0041): keyed by the catalogue's codes, which the content
 * context does not list (it does not read the catalogue): a key is any code-shaped string, and
 * the back office checks the code against the catalogue before it opens or saves an entry.
 */
export const CATALOGUE_KINDS = {
  hotel: {
    locales: CONTENT_LOCALES,
    schema: hotelTextSchema,
    fields: [
      { name: 'tagline', type: 'line' },
      { name: 'description', type: 'paragraphs' },
      { name: 'highlights', type: 'lines' },
    ] satisfies FieldSpec[],
  },
  roomType: {
    locales: CONTENT_LOCALES,
    schema: roomTypeTextSchema,
    fields: [
      { name: 'description', type: 'text' },
      { name: 'bed', type: 'line' },
      { name: 'amenities', type: 'lines' },
    ] satisfies FieldSpec[],
  },
  park: {
    // The park store is offered in Spanish and English (Portuguese visitors read English).
    locales: ['es', 'en'] as const,
    schema: parkTextSchema,
    fields: [
      { name: 'title', type: 'line' },
      { name: 'listing', type: 'text' },
      { name: 'ageNote', type: 'text' },
      { name: 'description', type: 'paragraphs' },
      { name: 'included', type: 'lines' },
      { name: 'scheduleText', type: 'text' },
    ] satisfies FieldSpec[],
  },
} as const;
export type CatalogueKind = keyof typeof CATALOGUE_KINDS;
export const CATALOGUE_KIND_NAMES = Object.keys(CATALOGUE_KINDS) as CatalogueKind[];

export type ContentKind = CopyKind | CatalogueKind;

/** Whether a kind is one of the catalogue's texts. */
export function isCatalogueKind(kind: ContentKind): kind is CatalogueKind {
  return Object.hasOwn(CATALOGUE_KINDS, kind);
}

/** A kind's schema and form, whichever table describes it. */
function specOf(kind: ContentKind): { schema: z.ZodType; fields: readonly FieldSpec[] } {
  return isCatalogueKind(kind) ? CATALOGUE_KINDS[kind] : CONTENT_KINDS[kind];
}

/** The languages a kind is written in. */
export function kindLocales(kind: ContentKind): readonly ContentLocale[] {
  return isCatalogueKind(kind) ? CATALOGUE_KINDS[kind].locales : CONTENT_LOCALES;
}

/** One entry's address. */
export type ContentRef = { kind: ContentKind; key: string; locale: ContentLocale };

/** An entry's address as one string (the maps of batch reads are keyed by it). */
export const contentRefId = (ref: ContentRef) => `${ref.kind}:${ref.key}:${ref.locale}`;

/** A (kind, key, locale) from untrusted input, or undefined when it names no entry. */
export function contentRef(kind: unknown, key: unknown, locale: unknown): ContentRef | undefined {
  if (typeof kind !== 'string') return undefined;
  if (typeof key !== 'string' || typeof locale !== 'string') return undefined;
  if (Object.hasOwn(CATALOGUE_KINDS, kind)) {
    const k = kind as CatalogueKind;
    if (!CATALOGUE_KEY.test(key)) return undefined;
    if (!(CATALOGUE_KINDS[k].locales as readonly string[]).includes(locale)) return undefined;
    return { kind: k, key, locale: locale as ContentLocale };
  }
  if (!Object.hasOwn(CONTENT_KINDS, kind)) return undefined;
  const k = kind as CopyKind;
  if (!(CONTENT_KINDS[k].keys as readonly string[]).includes(key)) return undefined;
  if (!(CONTENT_LOCALES as readonly string[]).includes(locale)) return undefined;
  return { kind: k, key, locale: locale as ContentLocale };
}

/** Every entry of the site's copy: each kind's keys in each language (not the catalogue's). */
export function allContentRefs(): ContentRef[] {
  return CONTENT_KIND_NAMES.flatMap((kind) =>
    CONTENT_KINDS[kind].keys.flatMap((key) =>
      CONTENT_LOCALES.map((locale) => ({ kind, key, locale })),
    ),
  );
}

export type ContentFieldError = { path: string; code: string };

/** A body checked against its kind's schema: the clean value, or what is wrong and where. */
export type ContentBody = ContentPageBody | FaqPageBody | HotelText | RoomTypeText | ParkText;

/** The body of a kind, as its schema reads it. */
export type BodyOf<K extends ContentKind> = K extends CopyKind
  ? z.infer<(typeof CONTENT_KINDS)[K]['schema']>
  : K extends CatalogueKind
    ? z.infer<(typeof CATALOGUE_KINDS)[K]['schema']>
    : never;

export function validateContent<K extends ContentKind>(
  kind: K,
  body: unknown,
): { ok: true; value: BodyOf<K> } | { ok: false; errors: ContentFieldError[] } {
  const result = specOf(kind).schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data as BodyOf<K> };
  return {
    ok: false,
    errors: result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })),
  };
}

/** The checkbox of a list row that removes it (`sections.2._remove`). */
export const REMOVE = '_remove';

/** Form values: the editor's field names (`sections.0.heading`) and their text. */
export type FormValues = Map<string, string>;

const blank = (v: unknown): boolean =>
  v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

function readFields(fields: readonly FieldSpec[], values: FormValues, prefix: string) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const name = `${prefix}${f.name}`;
    if (f.type === 'list') {
      const rows: Record<string, unknown>[] = [];
      const indexes = new Set<number>();
      const pattern = new RegExp(`^${name.replace(/\./g, '\\.')}\\.(\\d{1,3})\\.`);
      for (const k of values.keys()) {
        const m = pattern.exec(k);
        if (m) indexes.add(Number(m[1]));
      }
      for (const i of [...indexes].sort((a, b) => a - b)) {
        // A row ticked for removal, or left blank (the form's spare row), is dropped.
        if (values.get(`${name}.${i}.${REMOVE}`) === 'on') continue;
        const row = readFields(f.fields, values, `${name}.${i}.`);
        if (Object.values(row).every(blank)) continue;
        rows.push(row);
      }
      if (rows.length || !f.optional) out[f.name] = rows;
    } else if (f.type === 'paragraphs' || f.type === 'lines') {
      out[f.name] = (values.get(name) ?? '')
        .replace(/\r\n?/g, '\n')
        .split(f.type === 'lines' ? /\n/ : /\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean);
    } else {
      const v = (values.get(name) ?? '').replace(/\r\n?/g, '\n').trim();
      if (v || !f.optional) out[f.name] = v;
    }
  }
  return out;
}

/** The body an editor's form describes (not yet validated: see validateContent). */
export function bodyFromForm(kind: ContentKind, values: FormValues): Record<string, unknown> {
  return readFields(specOf(kind).fields, values, '');
}

/** The form's values for a body (the editor fills its fields from them). */
export function formFromBody(kind: ContentKind, body: unknown): FormValues {
  const values: FormValues = new Map();
  const walk = (fields: readonly FieldSpec[], value: unknown, prefix: string) => {
    const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    for (const f of fields) {
      const name = `${prefix}${f.name}`;
      const v = obj[f.name];
      if (f.type === 'list') {
        (Array.isArray(v) ? v : []).forEach((row, i) => walk(f.fields, row, `${name}.${i}.`));
      } else if (f.type === 'paragraphs' || f.type === 'lines') {
        values.set(name, Array.isArray(v) ? v.join(f.type === 'lines' ? '\n' : '\n\n') : '');
      } else values.set(name, typeof v === 'string' ? v : '');
    }
  };
  walk(specOf(kind).fields, body, '');
  return values;
}

/** The number the next published version takes: one more than the highest, from 1. */
export function nextVersion(existing: readonly number[]): number {
  return existing.reduce((max, v) => Math.max(max, v), 0) + 1;
}

/** Whether two bodies say the same (the seed re-applies the code's copy only when it changed). */
export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}
