import { describe, expect, it } from 'vitest';
import {
  bodyFromForm,
  contentRef,
  formFromBody,
  nextVersion,
  REMOVE,
  sameContent,
  validateContent,
  allContentRefs,
  CONTENT_KINDS,
} from './content.rules';

const page = {
  title: 'Preguntas frecuentes',
  metaDescription: 'Respuestas',
  intro: 'Todo lo que pregunta la gente.',
  sections: [{ heading: 'Antes de llegar', paragraphs: ['Uno.', 'Dos.'] }],
};
const faq = { ...page, questions: [{ q: '¿Hay wifi?', a: 'Sí, gratis.', topic: 'Hotel' }] };

describe('content schemas', () => {
  it('accepts a page and a FAQ as the copy types describe them', () => {
    expect(validateContent('legal', page).ok).toBe(true);
    expect(validateContent('faq', faq).ok).toBe(true);
    const withItems = {
      ...page,
      sections: [{ ...page.sections[0]!, items: [{ title: 'A', text: 'B', meta: 'C' }] }],
    };
    expect(validateContent('page', withItems).ok).toBe(true);
  });

  it.each([
    ['no title', { ...page, title: '' }, 'title'],
    ['a blank title', { ...page, title: '   ' }, 'title'],
    [
      'a search description over 155 characters',
      { ...page, metaDescription: 'x'.repeat(156) },
      'metaDescription',
    ],
    ['no sections', { ...page, sections: [] }, 'sections'],
    ['a field the type does not have', { ...page, script: '<script>' }, ''],
    ['a number for a text', { ...page, intro: 42 }, 'intro'],
    ['a text longer than 5000 characters', { ...page, intro: 'x'.repeat(5001) }, 'intro'],
    [
      'a paragraph that is not a string',
      { ...page, sections: [{ heading: 'H', paragraphs: [{}] }] },
      'sections.0.paragraphs.0',
    ],
    [
      'a list of 101 sections',
      { ...page, sections: Array(101).fill(page.sections[0]) },
      'sections',
    ],
    ['null', null, ''],
    ['an array', [page], ''],
  ])('refuses %s', (_name, body, path) => {
    const result = validateContent('legal', body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toContain(path);
  });

  it('refuses a FAQ without questions, and a page that is given the FAQ kind', () => {
    expect(validateContent('faq', { ...faq, questions: [] }).ok).toBe(false);
    expect(validateContent('faq', page).ok).toBe(false);
    // A page with questions is not a page (no field the type does not have).
    expect(validateContent('legal', faq).ok).toBe(false);
  });

  it('keeps markup as text (the pages render it as text)', () => {
    const result = validateContent('legal', { ...page, intro: '<img src=x onerror=alert(1)>' });
    expect(result.ok && result.value.intro).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('entry addresses', () => {
  it('names every kind, key and language of the site', () => {
    const refs = allContentRefs();
    expect(refs).toContainEqual({ kind: 'faq', key: 'faq', locale: 'pt' });
    expect(refs).toContainEqual({ kind: 'legal', key: 'privacy', locale: 'en' });
    expect(refs).toContainEqual({ kind: 'city', key: 'tulum', locale: 'es' });
    const keys = Object.values(CONTENT_KINDS).reduce((n, k) => n + k.keys.length, 0);
    expect(refs).toHaveLength(keys * 3);
  });

  it.each([
    ['faq', 'faq', 'pt', true],
    ['legal', 'terms', 'es', true],
    ['city', 'cancun', 'en', true],
    ['legal', 'faq', 'es', false],
    ['faq', 'faq', 'fr', false],
    ['nope', 'faq', 'es', false],
    ['constructor', 'faq', 'es', false],
    ['__proto__', 'faq', 'es', false],
    ['city', 'constructor', 'es', false],
    ['faq', 'faq', 'toString', false],
    [undefined, 'faq', 'es', false],
    [['faq'], 'faq', 'es', false],
  ])('contentRef(%s, %s, %s) names an entry: %s', (kind, key, locale, ok) => {
    expect(contentRef(kind, key, locale) !== undefined).toBe(ok);
  });
});

describe('the editor form', () => {
  const values = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('gives back the same body from the form it fills', () => {
    const body = {
      ...faq,
      sections: [
        { heading: 'A', paragraphs: ['p1', 'p2'], items: [{ title: 't', text: 'x' }] },
        { heading: 'B', paragraphs: [] },
      ],
    };
    expect(bodyFromForm('faq', formFromBody('faq', body))).toEqual(body);
  });

  it('drops the spare blank row and a row ticked for removal, and adds a filled one', () => {
    const form = formFromBody('faq', {
      ...faq,
      questions: [
        { q: 'Uno', a: 'A1', topic: 'T' },
        { q: 'Dos', a: 'A2', topic: 'T' },
      ],
    });
    form.set(`questions.0.${REMOVE}`, 'on');
    form.set('questions.2.q', '');
    form.set('questions.2.a', ' ');
    form.set('questions.3.q', 'Tres');
    form.set('questions.3.a', 'A3');
    form.set('questions.3.topic', 'T');
    expect(bodyFromForm('faq', form).questions).toEqual([
      { q: 'Dos', a: 'A2', topic: 'T' },
      { q: 'Tres', a: 'A3', topic: 'T' },
    ]);
  });

  it('splits paragraphs on blank lines (any line ending) and trims', () => {
    const body = bodyFromForm(
      'legal',
      values({ 'sections.0.heading': 'H', 'sections.0.paragraphs': ' Uno\r\n\r\nDos\n  \nTres ' }),
    );
    expect((body.sections as { paragraphs: string[] }[])[0]!.paragraphs).toEqual([
      'Uno',
      'Dos',
      'Tres',
    ]);
  });

  it('omits an empty optional field and an empty optional list', () => {
    const body = bodyFromForm(
      'page',
      values({
        'sections.0.heading': 'H',
        'sections.0.paragraphs': 'P',
        'sections.0.items.0.title': 'T',
        'sections.0.items.0.text': 'X',
        'sections.0.items.0.meta': '',
        'sections.1.heading': 'H2',
      }),
    );
    const sections = body.sections as Record<string, unknown>[];
    expect(sections[0]!.items).toEqual([{ title: 'T', text: 'X' }]);
    expect('items' in sections[1]!).toBe(false);
  });

  it('reads only the fields the kind describes (no injected keys)', () => {
    const body = bodyFromForm(
      'legal',
      values({
        title: 'T',
        __proto__: 'x',
        constructor: 'y',
        'sections.0.heading': 'H',
        'sections.0.__proto__.polluted': 'yes',
        questions: 'not a page field',
      }),
    );
    expect(Object.keys(body).sort()).toEqual(['intro', 'metaDescription', 'sections', 'title']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('versions', () => {
  it('numbers the next version one above the highest, from 1', () => {
    expect(nextVersion([])).toBe(1);
    expect(nextVersion([1, 2, 3])).toBe(4);
    expect(nextVersion([3, 1])).toBe(4);
  });

  it('compares bodies whatever the order of their keys', () => {
    expect(sameContent({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameContent({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameContent({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
