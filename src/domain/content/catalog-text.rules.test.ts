import { describe, expect, it } from 'vitest';
import { hotels } from '@/db/seed/hotels';
import { products } from '@/db/seed/parks';
import {
  hotelTextOf,
  hotelTextRefs,
  parkTextOf,
  parkTextRefs,
  roomTypeTextOf,
  withHotelTexts,
  withParkTexts,
  type HotelText,
} from './catalog-text.rules';
import {
  bodyFromForm,
  CATALOGUE_KINDS,
  contentRef,
  contentRefId,
  formFromBody,
  kindLocales,
  validateContent,
  type CatalogueKind,
  type ContentLocale,
} from './content.rules';

/** Every catalogue text the seed has, as the start-up job hands them in (decision 0041). */
function seededEntries(): [string, CatalogueKind, unknown][] {
  const out: [string, CatalogueKind, unknown][] = [];
  for (const h of hotels) {
    for (const l of CATALOGUE_KINDS.hotel.locales)
      out.push([`hotel:${h.code}:${l}`, 'hotel', hotelTextOf(h, l)]);
    for (const r of h.roomTypes)
      for (const l of CATALOGUE_KINDS.roomType.locales)
        out.push([`roomType:${r.code}:${l}`, 'roomType', roomTypeTextOf(r, l)]);
  }
  for (const p of products)
    for (const l of CATALOGUE_KINDS.park.locales)
      out.push([`park:${p.code}:${l}`, 'park', parkTextOf(p, l)]);
  return out;
}

describe('the catalogue texts as content (decision 0041)', () => {
  it('has an entry for every hotel, room type and park in each of its languages', () => {
    const entries = seededEntries();
    const rooms = hotels.reduce((n, h) => n + h.roomTypes.length, 0);
    expect(entries).toHaveLength(hotels.length * 3 + rooms * 3 + products.length * 2);
    expect(entries.map(([id]) => id)).toContain('hotel:HXA:es');
    expect(entries.map(([id]) => id)).toContain('park:XC-PLUS:en');
  });

  it.each(seededEntries())(
    "%s: the catalogue's text passes its schema and survives the editor's form",
    (id, kind, body) => {
      const [, key, locale] = id.split(':');
      expect(contentRef(kind, key, locale)).toEqual({ kind, key, locale });
      const checked = validateContent(kind, body);
      expect(checked.ok ? [] : checked.errors).toEqual([]);
      expect(bodyFromForm(kind, formFromBody(kind, body))).toEqual(body);
    },
  );
});

describe('catalogue text schemas refuse hostile input', () => {
  const hotel: HotelText = {
    tagline: 'Arte mexicano frente al mar',
    description: ['Uno.', 'Dos.'],
    highlights: ['Spa', 'Alberca'],
  };

  it('keeps markup as text (React renders it as text)', () => {
    const result = validateContent('hotel', { ...hotel, tagline: '<script>alert(1)</script>' });
    expect(result.ok && result.value.tagline).toBe('<script>alert(1)</script>');
  });

  it.each([
    ['an over-long tagline', { ...hotel, tagline: 'x'.repeat(301) }, 'tagline'],
    ['an over-long paragraph', { ...hotel, description: ['x'.repeat(5001)] }, 'description.0'],
    ['no description', { ...hotel, description: [] }, 'description'],
    ['a highlight with a line break', { ...hotel, highlights: ['a\nb'] }, 'highlights.0'],
    ['a blank highlight', { ...hotel, highlights: ['  '] }, 'highlights.0'],
    ['too many highlights', { ...hotel, highlights: Array(101).fill('x') }, 'highlights'],
    ['a field the kind does not have', { ...hotel, name: 'Otro hotel' }, ''],
    ['a missing field', { tagline: 'x', description: ['y'] }, 'highlights'],
    ['a text per language instead of one', { ...hotel, tagline: { es: 'x', en: 'y' } }, 'tagline'],
  ])('refuses %s', (_name, body, path) => {
    const result = validateContent('hotel', body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toContain(path);
  });

  it('refuses a room type or a park body given to another kind', () => {
    const room = { description: 'Suite.', bed: '1 king', amenities: ['Wi-Fi'] };
    expect(validateContent('roomType', room).ok).toBe(true);
    expect(validateContent('hotel', room).ok).toBe(false);
    expect(validateContent('park', room).ok).toBe(false);
    expect(validateContent('roomType', { ...room, bed: '' }).ok).toBe(false);
  });

  it.each([
    ['hotel', 'HXA', 'pt', true],
    ['roomType', 'HXA-SWU', 'es', true],
    ['park', 'XC-PLUS', 'en', true],
    // Parks are written in es and en only: a Portuguese park text is no entry.
    ['park', 'XC-PLUS', 'pt', false],
    ['hotel', 'HXA', 'fr', false],
    ['hotel', 'hxa', 'es', false],
    ['hotel', '../faq', 'es', false],
    ['hotel', 'A'.repeat(41), 'es', false],
    ['hotel', '', 'es', false],
    ['roomType', '__proto__', 'es', false],
    ['hasOwnProperty', 'HXA', 'es', false],
    ['hotel', ['HXA'], 'es', false],
  ])('contentRef(%s, %s, %s) names an entry: %s', (kind, key, locale, ok) => {
    expect(contentRef(kind, key, locale) !== undefined).toBe(ok);
  });

  it('writes parks in es and en, hotels and rooms in es, en and pt', () => {
    expect(kindLocales('park')).toEqual(['es', 'en']);
    expect(kindLocales('hotel')).toEqual(['es', 'en', 'pt']);
    expect(kindLocales('faq')).toEqual(['es', 'en', 'pt']);
  });

  it('reads amenities one per line, dropping blank lines and trimming', () => {
    const body = bodyFromForm(
      'roomType',
      new Map([
        ['description', 'Suite.'],
        ['bed', '1 king'],
        ['amenities', ' Wi-Fi \r\n\r\nMinibar\n  \nTerraza'],
      ]),
    );
    expect(body).toEqual({
      description: 'Suite.',
      bed: '1 king',
      amenities: ['Wi-Fi', 'Minibar', 'Terraza'],
    });
  });
});

describe('the pages lay the published texts over the catalogue', () => {
  const arte = hotels.find((h) => h.code === 'HXA')!;
  const record = {
    code: arte.code,
    content: { tagline: arte.tagline, description: arte.description, highlights: arte.highlights },
    roomTypes: arte.roomTypes.map((r) => ({ ...r })),
  };
  const locale: ContentLocale = 'es';
  const id = (kind: 'hotel' | 'roomType', key: string) => contentRefId({ kind, key, locale });

  it('asks for the hotel and every room type in one list (one query for a page)', () => {
    const refs = hotelTextRefs([record], locale);
    expect(refs).toHaveLength(1 + arte.roomTypes.length);
    expect(refs[0]).toEqual({ kind: 'hotel', key: 'HXA', locale: 'es' });
    expect(parkTextRefs([{ code: 'XC-PLUS' }], 'en')).toEqual([
      { kind: 'park', key: 'XC-PLUS', locale: 'en' },
    ]);
  });

  it("keeps the catalogue's words where nothing is published", () => {
    expect(withHotelTexts(record, locale, new Map())).toEqual(record);
  });

  it('shows a published text in its language, leaving the record it was given untouched', () => {
    const before = structuredClone(record);
    const room = arte.roomTypes[0]!;
    const texts = new Map<string, unknown>([
      [
        id('hotel', 'HXA'),
        { tagline: 'Nueva', description: ['Uno', 'Dos', 'Tres'], highlights: [] },
      ],
      [id('roomType', room.code), { description: 'Otra', bed: '2 camas', amenities: ['Wi-Fi'] }],
    ]);
    const shown = withHotelTexts(record, locale, texts);
    expect(shown.content.tagline.es).toBe('Nueva');
    expect(shown.content.tagline.en).toBe(arte.tagline.en);
    expect(shown.content.description.map((p) => p.es)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(shown.content.highlights).toEqual([]);
    expect(shown.roomTypes[0]!.description.es).toBe('Otra');
    expect(shown.roomTypes[0]!.amenities.map((a) => a.es)).toEqual(['Wi-Fi']);
    expect(shown.roomTypes[1]).toEqual(record.roomTypes[1]);
    expect(record).toEqual(before);
  });

  it('lays a park text over a product in the park store language', () => {
    const p = products.find((x) => x.code === 'XC-PLUS')!;
    const product = {
      code: p.code,
      content: {
        title: p.title,
        ageNote: p.ageNote,
        listing: p.listing,
        description: p.description,
        included: p.included,
        scheduleText: p.scheduleText,
      },
    };
    const body = { ...parkTextOf(p, 'en'), included: ['Lunch', 'Lockers'] };
    const shown = withParkTexts(product, 'en', new Map([['park:XC-PLUS:en', body]]));
    expect(shown.content.included.map((i) => i.en)).toEqual(['Lunch', 'Lockers']);
    expect(shown.content.title).toEqual(p.title);
    expect(withParkTexts(product, 'es', new Map([['park:XC-PLUS:en', body]]))).toEqual(product);
  });
});
