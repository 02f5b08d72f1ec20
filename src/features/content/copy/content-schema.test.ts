import { describe, expectTypeOf, expect, it } from 'vitest';
import {
  allContentRefs,
  bodyFromForm,
  CONTENT_KINDS,
  formFromBody,
  validateContent,
  type ContentPageBody,
  type FaqPageBody,
} from '@/domain/content';
import { codeCopy, copyKind, type ContentPage, type FaqPage } from '.';
import { CITY_SLUGS } from '@/domain/content';

describe("the editable content's schemas and the code's copy (decision 0035)", () => {
  it('describe the same shapes as the copy types', () => {
    expectTypeOf<ContentPageBody>().toEqualTypeOf<ContentPage>();
    // FaqPage is an intersection: equal means each is assignable to the other.
    expectTypeOf<FaqPageBody>().toExtend<FaqPage>();
    expectTypeOf<FaqPage>().toExtend<FaqPageBody>();
    expect([...CONTENT_KINDS.city.keys]).toEqual([...CITY_SLUGS]);
  });

  it.each(allContentRefs().map((r) => [`${r.kind}:${r.key}:${r.locale}`, r] as const))(
    "%s: the code's copy passes its schema and survives the editor's form",
    (_name, ref) => {
      const body = codeCopy(ref.kind, ref.key, ref.locale);
      expect(body).toBeDefined();
      const checked = validateContent(ref.kind, body);
      expect(checked.ok ? [] : checked.errors).toEqual([]);
      expect(bodyFromForm(ref.kind, formFromBody(ref.kind, body))).toEqual(body);
    },
  );

  it('every page the copy has is an entry of its kind', () => {
    for (const key of ['faq', 'privacy', 'terms', 'home', 'spa', 'offers'] as const)
      expect(CONTENT_KINDS[copyKind(key)].keys as readonly string[]).toContain(key);
    expect(codeCopy('city', 'constructor', 'es')).toBeUndefined();
    expect(codeCopy('page', 'cities', 'es')).toBeUndefined();
    expect(codeCopy('page', 'toString', 'es')).toBeUndefined();
  });
});
