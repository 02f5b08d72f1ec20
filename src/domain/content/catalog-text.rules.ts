import { z } from 'zod';

/**
 * The catalogue's texts as editable content (issue 17, decision 0041): a hotel's tagline,
 * story and highlights; a room type's description, bed and amenities; a park's or tour's
 * title, teaser, ages, story, included items and schedule. Each is an entry of the same
 * editor and versions as the site's copy (decision 0035), keyed by the catalogue's code, per
 * language (parks: es and en, as the park store is offered). The catalogue's columns are the
 * seed and the fallback: the content context never reads them (the seed job hands their texts
 * in), and the pages overlay a published entry on the catalogue's record they already read.
 *
 * Names stay in the catalogue: a room's or a product's name is on bookings, tickets, invoices
 * and emails, and renaming it is a catalogue change, not a text edit.
 */

const LINE = 300;
const TEXT = 5000;
const LIST = 100;

const line = z.string().trim().min(1).max(LINE);
const text = z.string().trim().min(1).max(TEXT);
/** One item of a list edited one per line: a line break would split it, so none is allowed. */
const item = line.regex(/^[^\r\n]*$/, 'one line');

export const hotelTextSchema = z.strictObject({
  tagline: line,
  description: z.array(text).min(1).max(LIST),
  highlights: z.array(item).max(LIST),
});
export const roomTypeTextSchema = z.strictObject({
  description: text,
  bed: line,
  amenities: z.array(item).max(LIST),
});
export const parkTextSchema = z.strictObject({
  title: line,
  listing: text,
  ageNote: text,
  description: z.array(text).min(1).max(LIST),
  included: z.array(item).max(LIST),
  scheduleText: text,
});

export type HotelText = z.infer<typeof hotelTextSchema>;
export type RoomTypeText = z.infer<typeof roomTypeTextSchema>;
export type ParkText = z.infer<typeof parkTextSchema>;

/** A catalogue code as a content key ("HXA", "HXA-SWU", "XC-PLUS"). */
export const CATALOGUE_KEY = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

/** A text in every language the catalogue keeps, as the catalogue's records hold them. */
type Texts<L extends string> = Record<L, string>;

/** The catalogue's hotel texts (HotelContent of the stays schema, structurally). */
export type HotelTexts<L extends string = string> = {
  tagline: Texts<L>;
  description: Texts<L>[];
  highlights: Texts<L>[];
};
/** The catalogue's room type texts. */
export type RoomTypeTexts<L extends string = string> = {
  description: Texts<L>;
  bed: Texts<L>;
  amenities: Texts<L>[];
};
/** The catalogue's product texts (ProductContent of the catalogue schema, structurally). */
export type ParkTexts<L extends string = string> = {
  title: Texts<L>;
  ageNote: Texts<L>;
  listing: Texts<L>;
  description: Texts<L>[];
  included: Texts<L>[];
  scheduleText: Texts<L>;
};

/** The seed's body of a hotel in one language: the catalogue's texts, as they are. */
export function hotelTextOf<L extends string>(c: HotelTexts<L>, locale: L): HotelText {
  return {
    tagline: c.tagline[locale],
    description: c.description.map((p) => p[locale]),
    highlights: c.highlights.map((h) => h[locale]),
  };
}
export function roomTypeTextOf<L extends string>(c: RoomTypeTexts<L>, locale: L): RoomTypeText {
  return {
    description: c.description[locale],
    bed: c.bed[locale],
    amenities: c.amenities.map((a) => a[locale]),
  };
}
export function parkTextOf<L extends string>(c: ParkTexts<L>, locale: L): ParkText {
  return {
    title: c.title[locale],
    listing: c.listing[locale],
    ageNote: c.ageNote[locale],
    description: c.description.map((p) => p[locale]),
    included: c.included.map((i) => i[locale]),
    scheduleText: c.scheduleText[locale],
  };
}

/** A text put in the one language the page renders (the other languages are never read). */
function inLocale<T extends Record<string, string>>(base: T, locale: string, value: string): T {
  return { ...base, [locale]: value };
}
/**
 * A list put in the page's language. Rows may be added, removed or reordered, so a row has no
 * counterpart in the other languages: each row carries its text in every language key (the
 * record is built for one page in one language; the views key their rows on a language's text).
 */
function listInLocale<T extends Record<string, string>>(
  base: readonly T[],
  locale: string,
  values: readonly string[],
): T[] {
  const keys = new Set([...Object.keys(base[0] ?? {}), locale]);
  return values.map((v) => Object.fromEntries([...keys].map((k) => [k, v])) as T);
}

/**
 * A catalogue record with a published hotel text laid over it in the page's language; without
 * one (none published, unreadable) the record is returned as it is: the catalogue's words.
 */
export function withHotelText<C extends HotelTexts>(
  content: C,
  locale: string,
  body: HotelText | undefined,
): C {
  if (!body) return content;
  return {
    ...content,
    tagline: inLocale(content.tagline, locale, body.tagline),
    description: listInLocale(content.description, locale, body.description),
    highlights: listInLocale(content.highlights, locale, body.highlights),
  };
}
export function withRoomTypeText<R extends RoomTypeTexts>(
  room: R,
  locale: string,
  body: RoomTypeText | undefined,
): R {
  if (!body) return room;
  return {
    ...room,
    description: inLocale(room.description, locale, body.description),
    bed: inLocale(room.bed, locale, body.bed),
    amenities: listInLocale(room.amenities, locale, body.amenities),
  };
}
export function withParkText<C extends ParkTexts>(
  content: C,
  locale: string,
  body: ParkText | undefined,
): C {
  if (!body) return content;
  return {
    ...content,
    title: inLocale(content.title, locale, body.title),
    listing: inLocale(content.listing, locale, body.listing),
    ageNote: inLocale(content.ageNote, locale, body.ageNote),
    description: listInLocale(content.description, locale, body.description),
    included: listInLocale(content.included, locale, body.included),
    scheduleText: inLocale(content.scheduleText, locale, body.scheduleText),
  };
}

/** An entry's address (as ContentRef of content.rules, structurally: this file imports none). */
type Ref = { kind: 'hotel' | 'roomType' | 'park'; key: string; locale: 'es' | 'en' | 'pt' };
/** The key of a batch read's map (contentRefId of content.rules). */
const idOf = (ref: Ref) => `${ref.kind}:${ref.key}:${ref.locale}`;

type HotelRecord = { code: string; content: HotelTexts; roomTypes: readonly RoomTypeRecord[] };
type RoomTypeRecord = RoomTypeTexts & { code: string };

/** The entries a list of hotels shows in a language: each hotel's, each of its room types'. */
export function hotelTextRefs(
  hotels: readonly { code: string; roomTypes: readonly { code: string }[] }[],
  locale: 'es' | 'en' | 'pt',
): Ref[] {
  return hotels.flatMap((h) => [
    { kind: 'hotel' as const, key: h.code, locale },
    ...h.roomTypes.map((r) => ({ kind: 'roomType' as const, key: r.code, locale })),
  ]);
}

/**
 * A hotel record (with its room types) with the published texts of a batch read laid over it
 * in the page's language; what the batch has not is the catalogue's.
 */
export function withHotelTexts<H extends HotelRecord>(
  hotel: H,
  locale: 'es' | 'en' | 'pt',
  texts: ReadonlyMap<string, unknown>,
): H {
  return {
    ...hotel,
    content: withHotelText(
      hotel.content,
      locale,
      texts.get(idOf({ kind: 'hotel', key: hotel.code, locale })) as HotelText | undefined,
    ),
    roomTypes: hotel.roomTypes.map((room) =>
      withRoomTypeText(
        room,
        locale,
        texts.get(idOf({ kind: 'roomType', key: room.code, locale })) as RoomTypeText | undefined,
      ),
    ),
  };
}

/** The entries of a list of parks and tours in the park store's language. */
export function parkTextRefs(products: readonly { code: string }[], locale: 'es' | 'en'): Ref[] {
  return products.map((p) => ({ kind: 'park' as const, key: p.code, locale }));
}

/** A product record with its published text of a batch read laid over it. */
export function withParkTexts<P extends { code: string; content: ParkTexts }>(
  product: P,
  locale: 'es' | 'en',
  texts: ReadonlyMap<string, unknown>,
): P {
  return {
    ...product,
    content: withParkText(
      product.content,
      locale,
      texts.get(idOf({ kind: 'park', key: product.code, locale })) as ParkText | undefined,
    ),
  };
}
